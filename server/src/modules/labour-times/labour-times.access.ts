import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { slot } from '../../platform/slot.js';

/**
 * Paid access (decision 043): whether the caller may read labour times at all. The vip module
 * fills it (a gated user needs a live labour-times purchase); until then everyone may.
 */
export const labourEntitlement = slot<(ctx: AppContext, caller: AuthUser) => Promise<boolean>>(async () => true);

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { slot } from '../../platform/slot.js';

/**
 * Paid access (decision 043): whether the caller may read the parts catalogue at all. The vip
 * module fills it (a gated user needs a live series-catalogue purchase); until then everyone
 * may. It reads the database on every call, so an approval or an expiry holds at once.
 */
export const catalogueEntitlement = slot<(ctx: AppContext, caller: AuthUser) => Promise<boolean>>(async () => true);

/**
 * Asks `entitled` before every route of the scope `app` (one module's encapsulated scope), after
 * the platform's sign-in, permission and input checks: a caller without the package gets
 * VIP_ENTITLEMENT_REQUIRED, which the screens answer by offering one.
 */
export function requireEntitlement(app: FastifyInstance, ctx: AppContext, entitled: (ctx: AppContext, caller: AuthUser) => Promise<boolean>): void {
  app.addHook('preHandler', async (req) => {
    if (req.user && !(await entitled(ctx, req.user))) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
  });
}

import { z } from 'zod';
import { LIMITS } from './limits.js';

/**
 * POST /rest/base/auth/tickets: short-lived tickets for links that cannot send the token header
 * (an iframe's or an <img>'s src). Each ticket opens only the path it was issued for, for
 * LIMITS.linkTicketTtlSeconds (docs/decisions/010-link-tickets.md).
 */
export const ZLinkTicketRequest = z.object({
  /** Paths as they will stand in the link, without the query: `/rest/html/{id}`. */
  paths: z.array(z.string().regex(/^\/rest\/[^?#\s]+$/).max(300)).min(1).max(LIMITS.linkTicketBatchMax),
});
export type TLinkTicketRequest = z.infer<typeof ZLinkTicketRequest>;

export const ZLinkTickets = z.object({
  /** Path → ticket, to be sent as `?ticket=`. */
  tickets: z.record(z.string(), z.string()),
  /** When the tickets stop opening anything (ISO 8601). */
  expiresAt: z.string(),
});
export type TLinkTickets = z.infer<typeof ZLinkTickets>;

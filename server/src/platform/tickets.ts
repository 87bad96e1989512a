import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authEndpoints, LIMITS } from '@portal/contract';
import type { Db } from './db.js';
import { ok } from './envelope.js';
import { mount } from './endpoints.js';
import { userOf, type RoutesPlugin } from './routes.js';
import { systemSettings } from './platform.tables.js';

const KEY_SETTING = 'link_ticket_key';

/**
 * Link tickets (docs/decisions/010-link-tickets.md): `{expiry}.{session token id}.{HMAC}` where the
 * HMAC (SHA-256, a key kept in the database so every instance shares it) covers the expiry, the
 * session and the one path the ticket opens. Nothing is stored per ticket: it dies with its
 * expiry, or earlier with its session (logout, lock, disable), which the guard checks as for a
 * token. A ticket is useless for any other path and for the API itself.
 */
export class LinkTickets {
  private constructor(private readonly key: Buffer, private readonly clock: () => number) {}

  /** The shared key, made by the first instance that needs it. */
  static async load(db: Db, clock: () => number = Date.now): Promise<LinkTickets> {
    await db.insert(systemSettings).values({ key: KEY_SETTING, value: { key: crypto.randomBytes(32).toString('base64') } }).onConflictDoNothing();
    const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, KEY_SETTING));
    return new LinkTickets(Buffer.from((row.value as { key: string }).key, 'base64'), clock);
  }

  private sign(expiry: number, tokenId: string, path: string): string {
    return crypto.createHmac('sha256', this.key).update(`${expiry}.${tokenId}.${path}`).digest('base64url');
  }

  /** A ticket for one path of the session `tokenId`. */
  issue(tokenId: string, path: string): { ticket: string; expiresAt: Date } {
    const expiry = Math.floor(this.clock() / 1000) + LIMITS.linkTicketTtlSeconds;
    return { ticket: `${expiry}.${tokenId}.${this.sign(expiry, tokenId, path)}`, expiresAt: new Date(expiry * 1000) };
  }

  /** The session token id the ticket was issued to, when it is genuine, unexpired and for this path. */
  verify(ticket: string, path: string): string | null {
    const [expiryText, tokenId, signature, ...rest] = ticket.split('.');
    if (rest.length || !signature || !/^\d{1,12}$/.test(expiryText) || !/^[0-9a-f-]{36}$/.test(tokenId)) return null;
    const expiry = Number(expiryText);
    if (expiry * 1000 <= this.clock()) return null;
    const expected = Buffer.from(this.sign(expiry, tokenId, path));
    const given = Buffer.from(signature);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? tokenId : null;
  }
}

/** POST /rest/base/auth/tickets (the auth table's `tickets`): tickets for the caller's session, one per path. */
export const ticketRoutes: RoutesPlugin = (app, ctx) => mount(app, { tickets: authEndpoints.tickets }, {
  tickets: async (req) => {
    const user = userOf(req);
    const tickets: Record<string, string> = {};
    let expiresAt = new Date();
    for (const path of new Set(req.body.paths)) {
      const issued = ctx.tickets.issue(user.tokenId, path);
      tickets[path] = issued.ticket;
      expiresAt = issued.expiresAt;
    }
    return ok({ tickets, expiresAt: expiresAt.toISOString() });
  },
});

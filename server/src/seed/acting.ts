import { sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context.js';
import { type Tx } from '../platform/db.js';
import { rowsOf } from '../platform/sql.js';
import { USER_PERMISSIONS, type AuthUser } from '../platform/session.js';

/**
 * Demo data written through the services, as the demo users themselves would write it: the
 * services keep their invariants (workflow table, logs, counters), and the seed only moves the clock.
 */

/** The demo accounts by username, with the permissions of their roles (as a token would carry them). */
export async function demoActors(tx: Tx, usernames: readonly string[]): Promise<Map<string, AuthUser>> {
  const rows = rowsOf<{ id: string; username: string; name: string; user_type: string; company: string; permissions: string[] | null }>(await tx.execute(sql`
    select u.id, u.username, u.name, u.user_type, u.company, ${USER_PERMISSIONS} as permissions
      from users u
     where u.username in (${sql.join(usernames.map((u) => sql`${u}`), sql`, `)}) and not u.disabled`));
  return new Map(rows.map((r) => [r.username, {
    id: r.id, username: r.username, name: r.name, userType: r.user_type, company: r.company, isVisitor: false, tokenId: '',
    permissions: new Set(r.permissions ?? []),
  }]));
}

/**
 * A context for the services inside the seed's one transaction (their own transactions become
 * savepoints), with a clock the seed sets before each step. The services called by the seeds read
 * only `db` and `now`.
 */
export function seedContext(tx: Tx, start: number): { ctx: AppContext; at: (time: number) => void } {
  let clock = start;
  const ctx = { db: tx, now: () => new Date(clock) } as Pick<AppContext, 'db' | 'now'>;
  return { ctx: ctx as AppContext, at: (time) => { clock = time; } };
}

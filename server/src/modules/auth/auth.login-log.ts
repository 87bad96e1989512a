import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { LOG_LIST_COUNT_CAP, type TLoginLogFilter } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { countUpTo } from '../../platform/count.js';
import { loginAttempts } from './auth.tables.js';

/*
 * The login log read for log management (decision 041): the attempts this module records, never
 * written from outside. Newest first; each filter is one of the table's indexes (account, address,
 * time), and a period reads only its months' partitions.
 */

export type LoginAttemptRow = typeof loginAttempts.$inferSelect;

function loginLogWhere(filter: TLoginLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // usernames are recorded in lower case (recordAttempt)
  if (filter.username) conditions.push(eq(loginAttempts.username, filter.username.toLowerCase()));
  if (filter.ip) conditions.push(eq(loginAttempts.ip, filter.ip));
  if (filter.result) conditions.push(eq(loginAttempts.success, filter.result === 'SUCCESS'));
  if (filter.from) conditions.push(gte(loginAttempts.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(loginAttempts.at, new Date(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

const NEWEST_FIRST = [desc(loginAttempts.at), desc(loginAttempts.id)] as const;

/** A page of login attempts, newest first, with their count up to LOG_LIST_COUNT_CAP. */
export async function findLoginAttempts(ctx: AppContext, filter: TLoginLogFilter, page: { page: number; pageSize: number }) {
  const where = loginLogWhere(filter);
  const offset = (page.page - 1) * page.pageSize;
  const rows = await ctx.db.select().from(loginAttempts).where(where).orderBy(...NEWEST_FIRST).limit(page.pageSize).offset(offset);
  // a short page (not past the end) tells the count itself
  const counted = rows.length < page.pageSize && (rows.length > 0 || offset === 0)
    ? { count: offset + rows.length, countCapped: false }
    : await countUpTo(ctx.db, where ? sql`${loginAttempts} where ${where}` : sql`${loginAttempts}`, LOG_LIST_COUNT_CAP);
  return { rows, ...counted };
}

/** The attempts the filter selects, newest first, in batches (the export), at most `max`. */
export async function* loginAttemptBatches(ctx: AppContext, filter: TLoginLogFilter, max: number, batch = 2000): AsyncGenerator<LoginAttemptRow[]> {
  const where = loginLogWhere(filter);
  // the time as the database has it (microseconds; a Date keeps milliseconds and would skip or repeat rows)
  let after: { at: string; id: number } | null = null;
  let left = max;
  while (left > 0) {
    const keyset: SQL | undefined = after
      ? and(lte(loginAttempts.at, sql`${after.at}::timestamptz`), sql`(${loginAttempts.at}, ${loginAttempts.id}) < (${after.at}::timestamptz, ${after.id})`)
      : undefined;
    const rows: { row: LoginAttemptRow; atKey: string }[] = await ctx.db.select({ row: loginAttempts, atKey: sql<string>`${loginAttempts.at}::text` })
      .from(loginAttempts).where(and(where, keyset)).orderBy(...NEWEST_FIRST).limit(Math.min(batch, left));
    if (rows.length) yield rows.map((r) => r.row);
    if (rows.length < Math.min(batch, left)) return;
    left -= rows.length;
    const last = rows[rows.length - 1];
    after = { at: last.atKey, id: last.row.id };
  }
}

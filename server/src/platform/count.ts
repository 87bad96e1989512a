import { sql, type SQL } from 'drizzle-orm';
import { type Db, type Tx } from './db.js';
import { rowsOf } from './sql.js';

/**
 * How many rows of `from` (a FROM … WHERE … fragment) match, up to `cap`, and whether more do. An
 * exact count over a busy handler's, a month's or a common word's matches read tens of thousands
 * of rows for a figure no one pages through (bench/results/inquiries.md); as the manuals search
 * does, a list then says "more than" the cap.
 */
export async function countUpTo(db: Db | Tx, from: SQL, cap: number): Promise<{ count: number; countCapped: boolean }> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from (select 1 from ${from} limit ${cap + 1}) m`));
  const n = Number(row?.n ?? 0);
  return { count: Math.min(n, cap), countCapped: n > cap };
}

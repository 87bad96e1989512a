import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { startPeriodic } from '../../platform/periodic.js';
import { rowsOf } from '../../platform/sql.js';

/**
 * The logs partitioned by month of `at` (decision 041, migration logs_partitions): the operation
 * log, the login attempts and the opens of the click report.
 */
export const PARTITIONED_LOGS = ['operation_logs', 'login_attempts', 'click_logs'] as const;
/** Months made ahead of the current one: a missed day or three of the daily run loses nothing. */
export const MONTHS_AHEAD = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const monthStart = (d: Date, plus = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + plus, 1)).toISOString().slice(0, 10);

/**
 * Makes each log's partitions from this month (UTC) to MONTHS_AHEAD months on; a row the default
 * partition took for one of them moves in (portal_ensure_month_partitions). Answers how many were made.
 */
export async function ensureLogPartitions(ctx: AppContext, now = ctx.now()): Promise<Record<string, number>> {
  const made: Record<string, number> = {};
  for (const table of PARTITIONED_LOGS) {
    const [row] = rowsOf<{ n: number }>(await ctx.db.execute(sql`select portal_ensure_month_partitions(${table}, ${monthStart(now)}::date, ${monthStart(now, MONTHS_AHEAD)}::date) as n`));
    made[table] = Number(row?.n ?? 0);
  }
  return made;
}

/** At start and daily; see startPeriodic. */
export function startPartitioner(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodic(() => ensureLogPartitions(ctx), log, DAY_MS, 'making log partitions', { atStart: true });
}

/** The partitions of a log, oldest first (tests, the decision's checks). */
export async function logPartitions(ctx: AppContext, table: (typeof PARTITIONED_LOGS)[number]): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await ctx.db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = ${table}::regclass order by c.relname`));
  return rows.map((r) => r.name);
}

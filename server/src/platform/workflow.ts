import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorKey } from '@portal/contract';
import type { Db, Tx } from './db.js';
import { BizError } from './errors.js';

/*
 * What the modules whose records move through a workflow table (feedback, inquiries) share: the
 * record the caller may see, locked when a transition follows, and the table's transition for an
 * action or the module's refusal. The tables themselves and who may see what stay the modules'.
 */

/**
 * The record `id` of `table` if `visible` lets the caller see it, else the module's not-found
 * error (a record the caller may not see answers like a missing one). `lock` takes the row lock
 * (FOR UPDATE) a transition needs, so two transitions of one record queue.
 */
export async function visibleRecord<T extends PgTable & { id: PgColumn }>(
  db: Db | Tx, table: T, id: string, visible: SQL, lock: boolean, missing: ErrorKey,
): Promise<T['$inferSelect']> {
  const q = db.select().from(table as PgTable).where(and(eq(table.id, id), visible));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw new BizError(missing);
  return row as T['$inferSelect'];
}

/**
 * A module's transition lookup: `find` answers the workflow table's row for a status (null for a
 * record not created yet), an action and the caller's roles on the record; none is `refusal`.
 */
export function transitionGuard<S extends string, A, R, T>(
  find: (from: S | null, action: A, roles: readonly R[]) => T | undefined, refusal: ErrorKey,
): (record: { status: string } | null, action: A, roles: readonly R[]) => T {
  return (record, action, roles) => {
    const t = find((record?.status as S | undefined) ?? null, action, roles);
    if (!t) throw new BizError(refusal);
    return t;
  };
}

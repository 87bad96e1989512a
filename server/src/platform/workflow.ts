import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorKey, PermissionCode } from '@portal/contract';
import type { Db, Tx } from './db.js';
import { BizError } from './errors.js';

/*
 * What the modules whose records move through a workflow share: the record the caller may see,
 * locked when a transition follows, and the workflow table itself (defineWorkflow): which actions
 * the caller may take now, the row an action takes or the module's refusal, and the rows for tests
 * and docs/workflows.md. Who holds which role on a record and who may see it stay the modules'.
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
 * `to` of a row after which the record is gone (a deleted draft). The other marker is `null`: the
 * action leaves the status as it is (an edit, a reply that waits on the same side).
 */
export const DELETED = '(deleted)';

/**
 * Who may take a row: a role of the caller on the record (a string the module defines: creator,
 * handler, expert …) or holders of a permission code.
 */
export type Who<R extends string> = R | { readonly permission: PermissionCode };

/**
 * One row of a workflow table, the only shape there is: from a status (`null`: the record is being
 * created), an action leads to a status (`null`: the status stays; DELETED: the record is gone),
 * for any one of `who`. Rows are read in order and the first that admits the caller wins, so a
 * role-specific outcome comes before the general one.
 */
export interface WorkflowRow<S extends string, A extends string, R extends string> {
  readonly from: S | null;
  readonly action: A;
  readonly to: S | null | typeof DELETED;
  readonly who: Who<R> | readonly Who<R>[];
}

export interface WorkflowSpec<S extends string, A extends string, R extends string> {
  /** The heading in docs/workflows.md. */
  name: string;
  statuses: readonly S[];
  actions: readonly A[];
  /** The roles a caller may hold on a record, each with what makes one hold it (for the docs). */
  roles: { readonly [K in R]: string };
  rows: readonly WorkflowRow<S, A, R>[];
  /** The module's error when no row lets the caller take the action now. */
  refusal: ErrorKey;
  /** The error when rows for this status and action exist but none admits the caller; `refusal` if unset. */
  forbidden?: ErrorKey;
}

export interface Workflow<S extends string, A extends string, R extends string> extends Readonly<WorkflowSpec<S, A, R>> {
  /** Whether a row admits a caller with these roles on the record and these permissions. */
  admits(row: WorkflowRow<S, A, R>, roles: readonly R[], permissions?: ReadonlySet<string>): boolean;
  /** The actions the caller may take from this status, in table order (a detail's `actions`). */
  allowed(from: S | null, roles: readonly R[], permissions?: ReadonlySet<string>): A[];
  /** The row the caller's action takes from this status; undefined when none admits them. */
  find(from: S | null, action: A, roles: readonly R[], permissions?: ReadonlySet<string>): WorkflowRow<S, A, R> | undefined;
  /** The row for the record's status (null: not created yet), or the module's refusal as a BizError. */
  guard(record: { status: string } | null, action: A, roles: readonly R[], permissions?: ReadonlySet<string>): WorkflowRow<S, A, R>;
  /** The status a record in `from` has after `row` (the same for `to: null`); a deleting row has none. */
  after(row: WorkflowRow<S, A, R>, from: S | null): S;
}

const NONE: ReadonlySet<string> = new Set();
const whoOf = <R extends string>(row: WorkflowRow<string, string, R>): readonly Who<R>[] => (Array.isArray(row.who) ? row.who : [row.who as Who<R>]);

/**
 * A workflow table. Every row is checked against the statuses, actions and roles when the module
 * loads, so a typo fails at start-up and in the tests rather than as a silent refusal.
 */
export function defineWorkflow<S extends string, A extends string, R extends string = never>(spec: WorkflowSpec<S, A, R>): Workflow<S, A, R> {
  for (const row of spec.rows) {
    const bad = (what: string) => new Error(`workflow ${spec.name}: ${what} in ${JSON.stringify(row)}`);
    if (row.from !== null && !spec.statuses.includes(row.from)) throw bad(`unknown status ${row.from}`);
    if (row.to !== null && row.to !== DELETED && !spec.statuses.includes(row.to)) throw bad(`unknown status ${row.to}`);
    if (row.from === null && (row.to === null || row.to === DELETED)) throw bad('a creating row needs a status');
    if (!spec.actions.includes(row.action)) throw bad(`unknown action ${row.action}`);
    for (const w of whoOf(row)) if (typeof w === 'string' && !Object.hasOwn(spec.roles, w)) throw bad(`unknown role ${w}`);
    if (whoOf(row).length === 0) throw bad('no one');
  }
  const admits = (row: WorkflowRow<S, A, R>, roles: readonly R[], permissions: ReadonlySet<string> = NONE) =>
    whoOf(row).some((w) => (typeof w === 'string' ? roles.includes(w) : permissions.has(w.permission)));
  const find = (from: S | null, action: A, roles: readonly R[], permissions?: ReadonlySet<string>) =>
    spec.rows.find((r) => r.from === from && r.action === action && admits(r, roles, permissions));
  return {
    ...spec,
    admits,
    find,
    allowed(from, roles, permissions) {
      const out: A[] = [];
      for (const r of spec.rows) if (r.from === from && !out.includes(r.action) && admits(r, roles, permissions)) out.push(r.action);
      return out;
    },
    guard(record, action, roles, permissions) {
      const from = (record?.status as S | undefined) ?? null;
      const row = find(from, action, roles, permissions);
      if (row) return row;
      const exists = spec.rows.some((r) => r.from === from && r.action === action);
      throw new BizError(exists ? (spec.forbidden ?? spec.refusal) : spec.refusal);
    },
    after(row, from) {
      if (row.to === DELETED) throw new Error(`workflow ${spec.name}: ${row.action} deletes the record`);
      const to = row.to ?? from;
      if (to === null) throw new Error(`workflow ${spec.name}: ${row.action} from nothing leads nowhere`);
      return to;
    },
  };
}

/** Workflows of any statuses, actions and roles (for the docs). */
export type AnyWorkflow = Workflow<string, string, string>;

const cell = (text: string) => text.replaceAll('|', '\\|');
const whoText = (w: Who<string>) => (typeof w === 'string' ? w : `\`${w.permission}\``);

/** One workflow as a markdown section: its roles, then one table row per row (from, action, to, who). */
export function renderWorkflow(wf: AnyWorkflow): string {
  const roles = Object.entries(wf.roles as Record<string, string>);
  const lines = [`## ${wf.name}`, ''];
  if (roles.length) {
    lines.push('Roles on a record:', '');
    for (const [role, meaning] of roles) lines.push(`- **${role}**: ${cell(meaning)}`);
    lines.push('');
  }
  lines.push('| from | action | to | who |', '| --- | --- | --- | --- |');
  for (const r of wf.rows as readonly WorkflowRow<string, string, string>[]) {
    const to = r.to === null ? '(same)' : r.to;
    lines.push(`| ${r.from ?? '(new)'} | ${r.action} | ${to} | ${whoOf(r).map(whoText).join(', ')} |`);
  }
  lines.push('');
  return lines.join('\n');
}

/** docs/workflows.md: every workflow table, in the order given. */
export function renderWorkflows(workflows: readonly AnyWorkflow[]): string {
  return [
    '# Workflows',
    '',
    '<!-- Generated by `npm run docs:workflows` (server/src/test/workflows-doc.cli.ts) from the modules\' `*.workflow.ts`; do not edit. -->',
    '',
    'Every record workflow as its table (`defineWorkflow`, server/src/platform/workflow.ts). A row reads: from the',
    'status `from` (`(new)`: the record is being created), `action` leads to `to` (`(same)`: the status stays;',
    `\`${DELETED}\`: the record is gone), for a caller who holds any one of \`who\`: a role on the record (listed above`,
    'each table) or a permission code. Rows are read in order; the first that admits the caller wins.',
    '',
    ...workflows.map(renderWorkflow),
  ].join('\n');
}

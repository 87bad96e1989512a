import { and, asc, count, desc, eq, exists, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type TFeedbackAction, type TFeedbackDetail, type TFeedbackDraftRequest, type TFeedbackFilter, type TFeedbackListQuery, type TFeedbackRole,
  type TFeedbackRow, type TFeedbackStatisticsRequest, type TFeedbackStatisticsRow, type TFeedbackStatus, type TFeedbackSubmitRequest, type TFeedbackVoteRequest, type TPageQuery,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { type Db, type Tx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql.js';
import { holdsPermission } from '../access/index.js';
import { BizError } from '../../platform/errors.js';
import { visibleRecord } from '../../platform/workflow.js';
import { users } from '../users/index.js';
import { attachFiles, listAttachments } from '../files/index.js';
import { feedbackLogs, feedbacks, type FeedbackRow } from './feedback.tables.js';
import { feedbackWorkflow, type Transition } from './feedback.workflow.js';
import { assertOffered } from '../dictionaries/index.js';

type Db_ = Db | Tx;

/** The object reference of feedback for attachments (upload softType 'Feedback') and the operation log. */
export const FEEDBACK_OBJECT_REF = 'Feedback';
/** Assigns, audits and closes any feedback; sees all of it. */
export const DISPATCH_PERMISSION = 'PER_FEEDBACK_MANAGEMENT_ASSIGN';
/** What a user must hold to be given feedback to handle. */
export const HANDLE_PERMISSION = 'PER_FEEDBACK_MANAGEMENT_HANDLE';

const f = feedbacks;
const creater = alias(users, 'feedback_creater');
const handler = alias(users, 'feedback_handler');
const isDispatcher = (user: AuthUser) => user.permissions.has(DISPATCH_PERMISSION);

/** The caller's roles on one feedback (decision 022). */
export function rolesOf(row: Pick<FeedbackRow, 'createrId' | 'handlerId'>, user: AuthUser): TFeedbackRole[] {
  const roles: TFeedbackRole[] = [];
  if (row.createrId === user.id) roles.push('creator');
  if (row.handlerId === user.id) roles.push('handler');
  if (isDispatcher(user)) roles.push('dispatcher');
  return roles;
}

/** Took a workflow step on it (a former handler keeps seeing what they answered). */
const actedOn = (user: AuthUser) => exists(sql`(select 1 from ${feedbackLogs} l where l.feedback_id = ${f.id} and l.operator_id = ${user.id} and l.action not in ('draft', 'submit'))`);

/** What the caller may find: drafts are their writer's alone; sent feedback its writer's, handler's, forwarder's, and every dispatcher's. */
export function visibleTo(user: AuthUser): SQL {
  const sent = [eq(f.handlerId, user.id), eq(f.assignedBy, user.id), actedOn(user)];
  if (isDispatcher(user)) sent.push(sql`true`);
  return or(eq(f.createrId, user.id), and(ne(f.status, 'DRAFT'), or(...sent)))!;
}

/** Waiting for the caller's move: assigned to them, or (dispatchers) unassigned or waiting for audit. */
export function waitingFor(user: AuthUser): SQL {
  const arms = [and(eq(f.status, 'ASSIGNED'), eq(f.handlerId, user.id))!];
  if (isDispatcher(user)) arms.push(inArray(f.status, ['PENDING', 'PROCESSED']));
  return or(...arms)!;
}

const getVisible = (db: Db_, user: AuthUser, id: string, lock = false): Promise<FeedbackRow> =>
  visibleRecord(db, f, id, visibleTo(user), lock, 'FEEDBACK_NOT_FOUND');

const transitionFor = (record: FeedbackRow | null, action: TFeedbackAction, roles: readonly TFeedbackRole[]) => feedbackWorkflow.guard(record, action, roles);

/** Writes the new status guarded by the status read, and the log row. */
async function apply(ctx: AppContext, tx: Tx, row: FeedbackRow, t: Transition, user: AuthUser, values: Partial<typeof f.$inferInsert>, comment = ''): Promise<FeedbackRow> {
  const now = ctx.now();
  const to = feedbackWorkflow.after(t, row.status as TFeedbackStatus);
  const [updated] = await tx.update(f).set({ ...values, status: to })
    .where(and(eq(f.id, row.id), eq(f.status, row.status))).returning();
  if (!updated) throw new BizError('FEEDBACK_CHANGED');
  await tx.insert(feedbackLogs).values({ feedbackId: row.id, action: t.action, toStatus: to, operatorId: user.id, comment, createdAt: now });
  return updated;
}

/** Save-draft (edit mode) or submit: a new feedback, or the caller's draft. */
export async function saveFeedback(ctx: AppContext, user: AuthUser, action: 'draft' | 'submit', input: TFeedbackDraftRequest | TFeedbackSubmitRequest): Promise<{ id: string }> {
  const { id, fileIds, ...fields } = input;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const values = { ...fields, ...(action === 'submit' ? { submittedAt: now } : {}) };
    let row: FeedbackRow;
    if (id) {
      const current = await getVisible(tx, user, id, true);
      await assertOffered(ctx, tx, 'DIC_FEEDBACKS_TYPE', fields.feedbackType, current.feedbackType);
      row = await apply(ctx, tx, current, transitionFor(current, action, rolesOf(current, user)), user, values);
    } else {
      await assertOffered(ctx, tx, 'DIC_FEEDBACKS_TYPE', fields.feedbackType);
      const status = feedbackWorkflow.after(transitionFor(null, action, ['creator']), null);
      [row] = await tx.insert(f).values({ ...values, status, createrId: user.id, createdAt: now }).returning();
      await tx.insert(feedbackLogs).values({ feedbackId: row.id, action, toStatus: status, operatorId: user.id, createdAt: now });
    }
    if (fileIds?.length) await attachFiles(tx, { fileIds, objectId: row.id, objectRef: FEEDBACK_OBJECT_REF }, user);
    return { id: row.id };
  });
}

/** `POST /rest/base/workflow/vote`: assign, handle, pass, reject or close, as the table allows. */
export async function vote(ctx: AppContext, user: AuthUser, input: TFeedbackVoteRequest): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await getVisible(tx, user, input.id, true);
    const t = transitionFor(current, input.action, rolesOf(current, user));
    const values: Partial<typeof f.$inferInsert> = {};
    if (t.action === 'assign') {
      if (!input.handlerId || !(await holdsPermission(tx, input.handlerId, HANDLE_PERMISSION))) throw new BizError('FEEDBACK_HANDLER_INVALID');
      values.handlerId = input.handlerId;
      values.assignedBy = user.id;
    }
    if (t.action === 'handle') values.reply = input.comment;
    if (t.to === 'CLOSED') values.closedAt = ctx.now();
    await apply(ctx, tx, current, t, user, values, input.comment);
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ROW = {
  id: f.id, feedbackType: f.feedbackType, title: f.title, status: f.status, createrId: f.createrId, createrName: creater.name,
  createrUsername: creater.username, handlerId: f.handlerId, handlerName: handler.name, createdAt: f.createdAt, closedAt: f.closedAt,
};
const selectRows = (db: Db_) => db.select(ROW).from(f).innerJoin(creater, eq(creater.id, f.createrId)).leftJoin(handler, eq(handler.id, f.handlerId));
type Listed = Awaited<ReturnType<typeof selectRows>>[number];
const toRow = (r: Listed): TFeedbackRow => ({
  id: r.id, feedbackType: r.feedbackType, title: r.title, status: r.status as TFeedbackStatus, createrId: r.createrId,
  createrName: r.createrName || r.createrUsername, handlerId: r.handlerId, handlerName: r.handlerName,
  createTime: r.createdAt.toISOString(), closedTime: iso(r.closedAt),
});

export const LISTS = ['created', 'to-process', 'processed', 'forward'] as const;
export type FeedbackList = (typeof LISTS)[number];
function listWhere(user: AuthUser, list: FeedbackList): SQL {
  switch (list) {
    case 'created': return eq(f.createrId, user.id);
    case 'to-process': return and(visibleTo(user), waitingFor(user))!;
    case 'processed': return actedOn(user);
    case 'forward': return eq(f.assignedBy, user.id);
  }
}

async function pageOf(ctx: AppContext, where: SQL, q: TPageQuery) {
  const [rows, [total]] = await Promise.all([
    selectRows(ctx.db).where(where).orderBy(desc(f.createdAt), desc(f.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(f).where(where),
  ]);
  return { contents: rows.map(toRow), count: total.n };
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The feedback center's search: part of the title, the content, or the sender's name or account. */
function keywordWhere(keyword: string): SQL {
  const like = likeOf(keyword);
  // the sender through a subquery: the count of a page reads feedbacks alone
  return or(ilike(f.title, like), ilike(f.content, like),
    exists(sql`(select 1 from ${users} u where u.id = ${f.createrId} and (u.name ilike ${like} or u.username ilike ${like}))`))!;
}

/** The four lists of the feedback center (spec §7): each the caller's own by construction, searched and filtered. */
export function findList(ctx: AppContext, user: AuthUser, list: FeedbackList, q: TFeedbackListQuery) {
  const conds: SQL[] = [listWhere(user, list)];
  if (q.keyword) conds.push(keywordWhere(q.keyword));
  if (q.status) conds.push(eq(f.status, q.status));
  if (q.feedbackType) conds.push(eq(f.feedbackType, q.feedbackType));
  return pageOf(ctx, and(...conds)!, q);
}

/** All feedback (dispatchers) by the filters; drafts are their writers' only. */
export function allWhere(filter: TFeedbackFilter): SQL {
  const conds: SQL[] = [ne(f.status, 'DRAFT')];
  if (filter.status?.length) conds.push(inArray(f.status, filter.status));
  if (filter.feedbackType) conds.push(eq(f.feedbackType, filter.feedbackType));
  if (filter.title) conds.push(ilike(f.title, likeOf(filter.title)));
  if (filter.keyword) conds.push(keywordWhere(filter.keyword));
  return and(...conds)!;
}
export const findAll = (ctx: AppContext, filter: TFeedbackFilter) => pageOf(ctx, allWhere(filter), filter);

/** Keyset batches of all feedback by the filters, newest first: the export streams them. */
export async function* batchesOf(ctx: AppContext, filter: TFeedbackFilter, size = 500): AsyncGenerator<TFeedbackRow[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const where: SQL | undefined = after ? and(allWhere(filter), or(lt(f.createdAt, after.createdAt), and(eq(f.createdAt, after.createdAt), lt(f.id, after.id)))) : allWhere(filter);
    const rows: Listed[] = await selectRows(ctx.db).where(where).orderBy(desc(f.createdAt), desc(f.id)).limit(size);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < size) return;
  }
}

/** One feedback with its files, history, the caller's roles and what they may do now. */
export async function getDetail(ctx: AppContext, user: AuthUser, id: string): Promise<TFeedbackDetail> {
  const row = await getVisible(ctx.db, user, id);
  const [[listed], files, log] = await Promise.all([
    selectRows(ctx.db).where(eq(f.id, id)),
    listAttachments(ctx.db, FEEDBACK_OBJECT_REF, [id]),
    ctx.db.select({ action: feedbackLogs.action, toStatus: feedbackLogs.toStatus, comment: feedbackLogs.comment, createdAt: feedbackLogs.createdAt, name: users.name, username: users.username })
      .from(feedbackLogs).innerJoin(users, eq(users.id, feedbackLogs.operatorId)).where(eq(feedbackLogs.feedbackId, id)).orderBy(asc(feedbackLogs.createdAt), asc(feedbackLogs.id)),
  ]);
  const roles = rolesOf(row, user);
  return {
    ...toRow(listed), contact: row.contact, content: row.content, url: row.url, reply: row.reply,
    files: files.get(id) ?? [],
    log: log.map((l) => ({ action: l.action as TFeedbackAction, toStatus: l.toStatus as TFeedbackStatus, operatorName: l.name || l.username, comment: l.comment, createTime: l.createdAt.toISOString() })),
    roles, actions: feedbackWorkflow.allowed(row.status as TFeedbackStatus, roles),
  };
}

/** How many feedback wait for the caller (the header badge). */
export async function countWaiting(ctx: AppContext, user: AuthUser): Promise<number> {
  if (!user.permissions.has('PER_FEEDBACK_MANAGEMENT_VIEW')) return 0;
  const [row] = await ctx.db.select({ n: count() }).from(f).where(and(visibleTo(user), waitingFor(user)));
  return row.n;
}

/** Attachments: whoever sees the feedback sees its files; its writer attaches while it is a draft. */
export async function canViewFeedback(ctx: AppContext, user: AuthUser, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: f.id }).from(f).where(and(eq(f.id, id), visibleTo(user)));
  return Boolean(row);
}
export async function canAttachToFeedback(ctx: AppContext, user: AuthUser, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: f.id }).from(f).where(and(eq(f.id, id), eq(f.createrId, user.id), eq(f.status, 'DRAFT')));
  return Boolean(row);
}

/** Who may be given feedback to handle (the assign picker): enabled users holding the handle permission, by name or account. */
export async function findHandlers(ctx: AppContext, keyword: string): Promise<{ id: string; name: string; username: string }[]> {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rowsOf<{ id: string; name: string; username: string }>(await ctx.db.execute(sql`
    select u.id, u.name, u.username from users u
     where not u.disabled and (u.name ilike ${like} or u.username ilike ${like})
       and exists (select 1 from roles ro
             join role_resources rr on rr.role_id = ro.id
             join resources r on r.id = rr.resource_id
            where (ro.subject = u.user_type or ro.id in (select ur.role_id from user_roles ur where ur.user_id = u.id)
                   or ro.id in (select tr.role_id from rule_roles tr where tr.user_type = u.user_type))
              and r.code = ${HANDLE_PERMISSION})
     order by u.username limit 20`));
}

/**
 * Closed-loop statistics by feedback type and in total: sent feedback whose sending falls in the
 * date range, how many are closed and unclosed, and the mean hours from sending to closing.
 */
export async function closedLoopStatistics(ctx: AppContext, req: TFeedbackStatisticsRequest): Promise<TFeedbackStatisticsRow[]> {
  const conds: SQL[] = [ne(f.status, 'DRAFT')];
  if (req.startDate) conds.push(sql`${f.submittedAt} >= ${`${req.startDate}T00:00:00Z`}::timestamptz`);
  if (req.endDate) conds.push(sql`${f.submittedAt} < (${req.endDate}::date + 1)::timestamptz`);
  const rows = await ctx.db.select({
    feedbackType: f.feedbackType,
    total: sql<number>`count(*)::int`,
    closed: sql<number>`(count(*) filter (where ${f.status} = 'CLOSED'))::int`,
    hours: sql<number | null>`sum(extract(epoch from ${f.closedAt} - ${f.submittedAt}) / 3600) filter (where ${f.status} = 'CLOSED')`,
  }).from(f).where(and(...conds)).groupBy(f.feedbackType).orderBy(asc(f.feedbackType));
  const row = (feedbackType: string, total: number, closed: number, hours: number | null): TFeedbackStatisticsRow => ({
    feedbackType, total, closed, unclosed: total - closed, avgHoursToClose: closed > 0 && hours !== null ? Math.round((Number(hours) / closed) * 100) / 100 : null,
  });
  const out = rows.map((r) => row(r.feedbackType, r.total, r.closed, r.hours));
  const sum = (k: 'total' | 'closed') => rows.reduce((n, r) => n + r[k], 0);
  out.push(row('TOTAL', sum('total'), sum('closed'), rows.reduce((n, r) => n + Number(r.hours ?? 0), 0)));
  return out;
}

import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  INQUIRY_FIELD_NAMES, INQUIRY_STATUSES, LIMITS, type TInquiryAction, type TInquiryAssignRequest, type TInquiryCloseRequest, type TInquiryDetail,
  type TInquiryDraftRequest, type TInquiryFieldName, type TInquiryFilter, type TInquiryPage, type TInquiryRole, type TInquiryRow,
  type TInquirySolveRequest, type TInquiryStatisticsRow, type TInquiryStatus, type TInquirySubmitRequest, type TInquiryUpdateRequest, type TStatusLogRow, type Language,
  type TPendingCount,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { type Db, type Tx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql.js';
import { holdsPermission } from '../access/index.js';
import { BizError } from '../../platform/errors.js';
import { visibleRecord } from '../../platform/workflow.js';
import { countUpTo } from '../../platform/count.js';
import { users } from '../users/index.js';
import { computeDurations } from './inquiry.durations.js';
import { isListedStaff, routeForArea } from './inquiry.responsible-persons.service.js';
import { inquiryDailyCounts, inquiryFormCounters, inquiryForms, inquiryStatusLogs, type InquiryFormRow } from './inquiry.tables.js';
import { FINISHED, WAITING_ON, canAttach, editableFields, inquiryWorkflow, seesInternalNotes, type Transition } from './inquiry.workflow.js';
import { notifyInquiry, type InquiryNotice } from './inquiry.mail.js';
import { alertStatus } from './inquiry.alerts.js';
import { attachFiles, listAttachments } from '../files/index.js';
import { draftFromInquiry } from '../cases/index.js';
import { countWaiting as countFeedbackWaiting } from '../feedback/index.js';
import { faultNodeNames, isFaultPath } from '../refdata/index.js';
import { assertOffered, dictionaryNamer } from '../dictionaries/index.js';

type Db_ = Db | Tx;
type FormValues = Partial<Omit<typeof inquiryForms.$inferInsert, 'id'>>;

/** The object reference of inquiries for attachments, replies and the operation log. */
export const INQUIRY_OBJECT_REF = 'InquiryForm';

const STAFF_PERMISSION = 'PER_ENQUIRY_MANAGEMENT_PROCESSED';
const CURATOR_PERMISSION = 'PER_TECHNICALCASE_LIBRARY_PUSH';
/** What an assignee must hold to work on an inquiry at all. */
const ASSIGNEE_PERMISSION = 'PER_ENQUIRY_MANAGEMENT_VIEW';
/** The responsible-person lists a new handler is taken from (the assign dialog offers the processors). */
const HANDLER_LISTS = ['PROCESSOR', 'LEADER'] as const;

export const handlerUser = alias(users, 'handler_user');
const expertUser = alias(users, 'expert_user');

/** The caller's roles on one inquiry (decision 015). */
export function rolesOf(row: Pick<InquiryFormRow, 'createrId' | 'handlerId' | 'expertId' | 'leaderIds'>, user: AuthUser): TInquiryRole[] {
  const roles: TInquiryRole[] = [];
  if (row.createrId === user.id) roles.push('creator');
  if (row.handlerId === user.id) roles.push('handler');
  if (row.expertId === user.id) roles.push('expert');
  if (row.leaderIds.includes(user.id)) roles.push('leader');
  if (user.permissions.has(STAFF_PERMISSION)) roles.push('staff');
  if (user.permissions.has(CURATOR_PERMISSION)) roles.push('curator');
  return roles;
}

/**
 * What the caller may find (STYLE: ownership scoped in the query). Drafts are their creator's
 * alone; otherwise creator, handler, expert and the area's leaders; staff see every submitted
 * inquiry; curators the solved and closed ones they may push.
 */
export function visibleTo(user: AuthUser, opts: { leader?: boolean } = {}): SQL {
  const f = inquiryForms;
  const submitted = [eq(f.handlerId, user.id), eq(f.expertId, user.id)];
  // `@>`, not `= any(…)`: only containment can use the GIN index, and one unindexable arm turns the whole OR into a full scan.
  if (opts.leader !== false) submitted.push(sql`${f.leaderIds} @> array[${user.id}]::uuid[]`);
  if (user.permissions.has(STAFF_PERMISSION)) submitted.push(sql`true`);
  if (user.permissions.has(CURATOR_PERMISSION)) submitted.push(inArray(f.status, ['SOLVED', 'CLOSED']));
  return or(eq(f.createrId, user.id), and(ne(f.status, 'DRAFT'), or(...submitted)))!;
}

/** Inquiries waiting for the caller (WAITING_ON); unrouted PENDING ones wait for leaders and staff. */
export function waitingFor(user: AuthUser): SQL {
  const f = inquiryForms;
  const byRole: Record<string, SQL> = {
    creator: eq(f.createrId, user.id),
    handler: eq(f.handlerId, user.id),
    expert: eq(f.expertId, user.id),
  };
  const parts: SQL[] = [];
  for (const [status, roles] of Object.entries(WAITING_ON)) {
    parts.push(and(eq(f.status, status), or(...roles!.map((r) => byRole[r])))!);
  }
  const unrouted = [sql`${f.leaderIds} @> array[${user.id}]::uuid[]`];
  if (user.permissions.has(STAFF_PERMISSION)) unrouted.push(sql`true`);
  parts.push(and(eq(f.status, 'PENDING'), isNull(f.handlerId), or(...unrouted))!);
  return or(...parts)!;
}

/** One visible inquiry, locked for the transaction when asked; a foreign id looks like a missing one. */
const getVisible = (db: Db_, user: AuthUser, id: string, lock = false): Promise<InquiryFormRow> =>
  visibleRecord(db, inquiryForms, id, visibleTo(user), lock, 'INQUIRY_NOT_FOUND');

/** The workflow row for this action, or the refusal. */
const transitionFor = (record: InquiryFormRow | null, action: TInquiryAction, roles: readonly TInquiryRole[]) => inquiryWorkflow.guard(record, action, roles);

/** Writes the status and values guarded by the status read, and the log row. */
async function applyTransition(
  ctx: AppContext, tx: Tx, row: InquiryFormRow, t: Transition, user: AuthUser, values: FormValues = {}, remark = '',
): Promise<InquiryFormRow> {
  const now = ctx.now();
  const to = inquiryWorkflow.after(t, row.status as TInquiryStatus);
  const [updated] = await tx.update(inquiryForms)
    .set({ ...values, status: to, updatedAt: now })
    .where(and(eq(inquiryForms.id, row.id), eq(inquiryForms.status, row.status)))
    .returning();
  if (!updated) throw new BizError('INQUIRY_CHANGED');
  // Field edits and replies that leave the status alone are not transitions of the log.
  if (t.to !== null || !['update', 'reply', 'draft'].includes(t.action)) {
    await tx.insert(inquiryStatusLogs).values({ inquiryId: row.id, action: t.action, fromStatus: row.status, toStatus: to, operatorId: user.id, remark, createdAt: now });
  }
  // The other side hears of the move in the bell; a reply's move is told with the reply (inquiry.replies.ts).
  if (t.action !== 'reply') await alertStatus(tx, now, updated, user, row.status as TInquiryStatus, to);
  return updated;
}

/** The one place an inquiry's uploads are attached: inside the caller's transaction, with the inquiry's file limits. */
async function attachInquiryFiles(tx: Tx, objectId: string, fileIds: readonly string[] | undefined, user: AuthUser): Promise<void> {
  if (!fileIds?.length) return;
  await attachFiles(tx, { fileIds: [...fileIds], objectId, objectRef: INQUIRY_OBJECT_REF }, user);
}

/** Form values from a request: absent fields untouched, the area split into its codes. */
function formValues(input: Partial<TInquiryDraftRequest>): FormValues {
  const { id: _id, fileIds: _files, provinceCityCode, ...fields } = input;
  const values: FormValues = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) (values as Record<string, unknown>)[k] = v;
  if (provinceCityCode !== undefined) {
    values.provinceCode = provinceCityCode[0] ?? '';
    values.cityCode = provinceCityCode[1] ?? '';
  }
  return values;
}

/**
 * The creator's draft or submission carries no maintenance scheme: the handler writes it (spec §4).
 * An empty one, or the stored one sent back unchanged by a form, is no scheme of the creator's.
 */
function refuseCreatorScheme(input: Partial<TInquiryDraftRequest>, current?: InquiryFormRow): void {
  const plan = input.repairPlanDesc?.trim();
  if (plan && plan !== (current?.repairPlanDesc ?? '')) throw new BizError('INQUIRY_REPAIR_PLAN_BY_HANDLER');
}

/** Refuses fault codes that are not one path of the catalogue, so lists, statistics and pushed cases name real faults. */
async function checkFaultPath(db: Db_, values: Pick<FormValues, 'faultModule' | 'faultSystem' | 'faultPosition'>): Promise<void> {
  if (!(await isFaultPath(db, { module: values.faultModule, system: values.faultSystem, position: values.faultPosition }))) {
    throw new BizError('INQUIRY_FAULT_PATH_INVALID');
  }
}

/** Refuses an inquiry type or damage type no longer offered (open dictionaries), unless the record already holds it. */
async function checkDictionaryCodes(ctx: AppContext, tx: Tx, values: Pick<FormValues, 'consultType' | 'damageType'>, current?: InquiryFormRow): Promise<void> {
  await assertOffered(ctx, tx, 'DIC_INQUIRYFORM_TYPE', values.consultType, current?.consultType);
  await assertOffered(ctx, tx, 'DIC_DAMAGES_TYPE', values.damageType, current?.damageType);
}

/** IQ + YYYYMMDD + the day's next five-digit number. */
async function nextFormNo(ctx: AppContext, tx: Tx): Promise<string> {
  const day = ctx.now().toISOString().slice(0, 10).replace(/-/g, '');
  const [row] = await tx.insert(inquiryFormCounters).values({ day, last: 1 })
    .onConflictDoUpdate({ target: inquiryFormCounters.day, set: { last: sql`${inquiryFormCounters.last} + 1` } })
    .returning({ last: inquiryFormCounters.last });
  return `IQ${day}${String(row.last).padStart(5, '0')}`;
}

/** Creates a new inquiry as DRAFT or PENDING (first log row has no from-status). */
async function createInquiry(ctx: AppContext, tx: Tx, user: AuthUser, t: Transition, values: FormValues): Promise<InquiryFormRow> {
  const now = ctx.now();
  const status = inquiryWorkflow.after(t, null);
  const [row] = await tx.insert(inquiryForms).values({
    ...values, formNo: await nextFormNo(ctx, tx), status, createrId: user.id, createdAt: now, updatedAt: now,
  }).returning();
  await tx.insert(inquiryStatusLogs).values({ inquiryId: row.id, action: t.action, fromStatus: null, toStatus: status, operatorId: user.id, createdAt: now });
  return row;
}

/** Save as draft: a new one, or the caller's own draft. */
export async function saveDraft(ctx: AppContext, user: AuthUser, input: TInquiryDraftRequest): Promise<{ id: string; formNo: string }> {
  const row = await ctx.db.transaction(async (tx) => {
    const values = formValues(input);
    if (!input.id) {
      refuseCreatorScheme(input);
      await checkDictionaryCodes(ctx, tx, values);
      const created = await createInquiry(ctx, tx, user, transitionFor(null, 'draft', ['creator']), values);
      await attachInquiryFiles(tx, created.id, input.fileIds, user);
      return created;
    }
    const current = await getVisible(tx, user, input.id, true);
    const t = transitionFor(current, 'draft', rolesOf(current, user));
    refuseCreatorScheme(input, current);
    await checkDictionaryCodes(ctx, tx, values, current);
    const updated = await applyTransition(ctx, tx, current, t, user, values);
    await attachInquiryFiles(tx, updated.id, input.fileIds, user);
    return updated;
  });
  return { id: row.id, formNo: row.formNo };
}

/**
 * Submit a new inquiry, or the caller's draft or rejected one: routed to the area's processor,
 * seen by its leaders. Without a processor for the area it waits for staff (and is mailed to nobody).
 */
export async function submitInquiry(ctx: AppContext, user: AuthUser, input: TInquirySubmitRequest): Promise<{ id: string; formNo: string }> {
  const notices: InquiryNotice[] = [];
  const row = await ctx.db.transaction(async (tx) => {
    const values = formValues(input);
    await checkFaultPath(tx, values);
    const route = await routeForArea(tx, { provinceCode: values.provinceCode!, cityCode: values.cityCode || null });
    const routed: FormValues = { handlerId: route?.processorId ?? null, leaderIds: route?.leaderIds ?? [], submittedAt: ctx.now() };
    let saved: InquiryFormRow;
    if (!input.id) {
      refuseCreatorScheme(input);
      await checkDictionaryCodes(ctx, tx, values);
      saved = await createInquiry(ctx, tx, user, transitionFor(null, 'submit', ['creator']), { ...values, ...routed });
    } else {
      const current = await getVisible(tx, user, input.id, true);
      const t = transitionFor(current, 'submit', rolesOf(current, user));
      refuseCreatorScheme(input, current);
      await checkDictionaryCodes(ctx, tx, values, current);
      // A resubmitted inquiry starts over: expert and scheme belonged to the refused round.
      saved = await applyTransition(ctx, tx, current, t, user, { ...values, ...routed, expertId: null });
    }
    await attachInquiryFiles(tx, saved.id, input.fileIds, user);
    if (saved.handlerId && saved.handlerId !== user.id) notices.push({ kind: 'assigned', to: saved.handlerId, inquiry: saved });
    return saved;
  });
  await notifyInquiry(ctx, notices);
  return { id: row.id, formNo: row.formNo };
}

/** Field changes without a status change; a field the caller may not change now is refused by name. */
export async function updateInquiry(ctx: AppContext, user: AuthUser, input: TInquiryUpdateRequest): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await getVisible(tx, user, input.id, true);
    const roles = rolesOf(current, user);
    const status = current.status as TInquiryStatus;
    const t = transitionFor(current, 'update', roles);
    const allowed = editableFields(status, roles, INQUIRY_FIELD_NAMES);
    const values = formValues(input);
    for (const name of INQUIRY_FIELD_NAMES) {
      if (input[name] === undefined) continue;
      if (!allowed.includes(name) && !sameValue(current, name, input)) throw new BizError('INQUIRY_FIELD_NOT_EDITABLE', { field: name });
    }
    if (input.fileIds?.length && !canAttach(status, roles)) throw new BizError('INQUIRY_FIELD_NOT_EDITABLE', { field: 'fileIds' });
    const next = { ...current, ...values };
    await checkDictionaryCodes(ctx, tx, values, current);
    if (input.faultModule !== undefined || input.faultSystem !== undefined || input.faultPosition !== undefined) await checkFaultPath(tx, next);
    // Spec §5: once SOLVED or SUSPENDED, creator and handler keep the main fault fields filled.
    if ((status === 'SOLVED' || status === 'SUSPENDED') && (roles.includes('creator') || roles.includes('handler'))
      && [next.faultSystem, next.faultPosition, next.partCode, next.partName].some((v) => !v)) {
      throw new BizError('INQUIRY_FAULT_FIELDS_REQUIRED');
    }
    await applyTransition(ctx, tx, current, t, user, values);
    await attachInquiryFiles(tx, current.id, input.fileIds, user);
  });
}

/** Whether a field sent in an update equals what is stored (a form sends every field back). */
function sameValue(row: InquiryFormRow, name: TInquiryFieldName, input: TInquiryUpdateRequest): boolean {
  if (name === 'provinceCityCode') {
    const [p = '', c = ''] = input.provinceCityCode ?? [];
    return p === row.provinceCode && c === row.cityCode;
  }
  return (row as unknown as Record<string, unknown>)[name] === input[name];
}

/** Assign a handler (transfer) and/or ask an expert; a PENDING inquiry becomes PROCESSING. */
export async function assignInquiry(ctx: AppContext, user: AuthUser, input: TInquiryAssignRequest): Promise<void> {
  const notices: InquiryNotice[] = [];
  await ctx.db.transaction(async (tx) => {
    const current = await getVisible(tx, user, input.id, true);
    const t = transitionFor(current, 'assign', rolesOf(current, user));
    for (const id of [input.handlerId, input.expertId]) {
      if (id && !(await holdsPermission(tx, id, ASSIGNEE_PERMISSION))) throw new BizError('INQUIRY_ASSIGNEE_INVALID');
    }
    // Only listed internal staff: a handler from the processors or leaders, an expert from the experts.
    if (input.handlerId && !(await isListedStaff(tx, input.handlerId, HANDLER_LISTS))) throw new BizError('INQUIRY_ASSIGNEE_NOT_RESPONSIBLE');
    if (input.expertId && !(await isListedStaff(tx, input.expertId, ['EXPERT']))) throw new BizError('INQUIRY_ASSIGNEE_NOT_RESPONSIBLE');
    const values: FormValues = {};
    const remark: string[] = [];
    Object.assign(values, takeOver(current, t, rolesOf(current, user), user));
    if (input.handlerId) { values.handlerId = input.handlerId; remark.push(`handler:${input.handlerId}`); }
    if (input.expertId) { values.expertId = input.expertId; remark.push(`expert:${input.expertId}`); }
    if (input.reason) remark.push(input.reason);
    const updated = await applyTransition(ctx, tx, current, t, user, values, remark.join(' '));
    for (const id of [input.handlerId, input.expertId]) if (id && id !== user.id) notices.push({ kind: 'assigned', to: id, inquiry: updated });
  });
  await notifyInquiry(ctx, notices);
}

/** Solve: the maintenance scheme must be written, now or before (spec §5). */
export async function solveInquiry(ctx: AppContext, user: AuthUser, input: TInquirySolveRequest): Promise<void> {
  const notices: InquiryNotice[] = [];
  await ctx.db.transaction(async (tx) => {
    const current = await getVisible(tx, user, input.id, true);
    const t = transitionFor(current, 'solve', rolesOf(current, user));
    const plan = input.repairPlanDesc ?? current.repairPlanDesc;
    if (!plan.trim()) throw new BizError('INQUIRY_REPAIR_PLAN_REQUIRED');
    const updated = await applyTransition(ctx, tx, current, t, user, { repairPlanDesc: plan }, input.reason);
    notices.push({ kind: 'solved', to: updated.createrId, inquiry: updated });
  });
  await notifyInquiry(ctx, notices);
}

/** Close with the creator's ratings. */
export async function closeInquiry(ctx: AppContext, user: AuthUser, input: TInquiryCloseRequest): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await getVisible(tx, user, input.id, true);
    const t = transitionFor(current, 'close', rolesOf(current, user));
    await applyTransition(ctx, tx, current, t, user, {
      serviceAttitude: input.serviceAttitude, professionalSkill: input.professionalSkill, timelyResponse: input.timelyResponse, closeComment: input.comment,
    }, input.comment);
  });
}

/** The status changes that carry nothing but an optional reason: reject, suspend, restart, revoke, invalid. */
export async function changeStatus(ctx: AppContext, user: AuthUser, action: 'reject' | 'suspend' | 'restart' | 'revoke' | 'invalid', id: string, reason = ''): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await getVisible(tx, user, id, true);
    const t = transitionFor(current, action, rolesOf(current, user));
    await applyTransition(ctx, tx, current, t, user, {}, reason);
  });
}

/** Delete a draft or a revoked inquiry of the caller's (its log and replies go with it). */
export async function deleteInquiry(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await getVisible(tx, user, id, true);
    transitionFor(current, 'delete', rolesOf(current, user));
    await tx.delete(inquiryForms).where(and(eq(inquiryForms.id, id), eq(inquiryForms.status, current.status)));
  });
}

/**
 * Push a solved or closed inquiry to the technical case library: a case draft for review, made from
 * the fault and its solution only (no VIN, dealer, reporter or phone), in the same transaction as the
 * push's status log row.
 */
export async function pushInquiry(ctx: AppContext, user: AuthUser, id: string, lang: Language): Promise<{ caseId: string; caseNo: string }> {
  return ctx.db.transaction(async (tx) => {
    const current = await getVisible(tx, user, id, true);
    const t = transitionFor(current, 'push', rolesOf(current, user));
    const row = await applyTransition(ctx, tx, current, t, user, { pushedAt: ctx.now() });
    // The inquiry holds catalogue and dictionary codes; a case is read (and searched) by names, in its language.
    const language = textLanguage(row, lang);
    const faultNames = await faultNodeNames(tx, [row.faultModule, row.faultSystem, row.faultPosition].filter(Boolean), language);
    const named = (code: string) => faultNames.get(code) ?? code;
    const damage = (await dictionaryNamer(ctx, 'DIC_DAMAGES_TYPE', language, tx))(row.damageType);
    const draft = await draftFromInquiry(tx, {
      inquiryId: row.id, formNo: row.formNo, language,
      carSeries: row.carSeries, modelCode: row.modelCode, modelName: row.modelName, faultName: row.faultName,
      faultModule: named(row.faultModule), faultSystem: named(row.faultSystem), faultPosition: named(row.faultPosition), damageType: damage,
      partCode: row.partCode, partName: row.partName, customerOriginDesc: row.customerOriginDesc,
      faultAppearanceConfirm: row.faultAppearanceConfirm, faultExamine: row.faultExamine, faultCheckDesc: row.faultCheckDesc, faultReason: row.faultReason,
      repairPlanDesc: row.repairPlanDesc,
    }, { id: user.id, name: user.name || user.username });
    return { caseId: draft.id, caseNo: draft.caseNo };
  });
}

/** An inquiry records no language: Chinese when its fault text has Han characters, else the pusher's. */
function textLanguage(row: InquiryFormRow, lang: Language): Language {
  return /[\u4e00-\u9fff]/.test(`${row.faultName} ${row.customerOriginDesc} ${row.repairPlanDesc}`) ? 'zh-CN' : lang;
}

/**
 * An inquiry no processor covered has no handler: the leader or staff member who first answers or
 * assigns it takes it, so it waits for someone from then on.
 */
function takeOver(row: InquiryFormRow, t: Transition, roles: TInquiryRole[], user: AuthUser): FormValues {
  return !row.handlerId && row.status === 'PENDING' && t.to === 'PROCESSING' && !roles.includes('creator') ? { handlerId: user.id } : {};
}

/** What the caller may do now: the workflow's rows, but internal notes never for the inquiry's creator (seesInternalNotes). */
const allowedActions = (status: TInquiryStatus, roles: TInquiryRole[]): TInquiryAction[] =>
  inquiryWorkflow.allowed(status, roles).filter((a) => a !== 'note' || seesInternalNotes(roles));

/**
 * Used by the reply thread for an internal note: the locked, visible inquiry if the workflow's
 * `note` rows admit the caller (never its creator). A note answers nobody outside the handling
 * side, so it moves nothing: no status change, no log row, no new update time for the dealer's lists.
 */
export async function noteTransition(tx: Tx, user: AuthUser, id: string): Promise<{ row: InquiryFormRow; roles: TInquiryRole[] }> {
  const current = await getVisible(tx, user, id, true);
  const roles = rolesOf(current, user);
  transitionFor(current, 'note', seesInternalNotes(roles) ? roles : []);
  return { row: current, roles };
}

/** Used by the reply thread: checks and applies the reply transition inside its transaction. */
export async function replyTransition(ctx: AppContext, tx: Tx, user: AuthUser, id: string): Promise<{ row: InquiryFormRow; roles: TInquiryRole[] }> {
  const current = await getVisible(tx, user, id, true);
  const roles = rolesOf(current, user);
  const t = transitionFor(current, 'reply', roles);
  const row = await applyTransition(ctx, tx, current, t, user, takeOver(current, t, roles, user));
  return { row, roles };
}

/** The visible inquiry (for the reply thread), locked when a change to its thread follows. */
export const getVisibleInquiry = (db: Db_, user: AuthUser, id: string, lock = false) => getVisible(db, user, id, lock);

/**
 * Refuses taking back a reply now (the workflow's `deleteReply` rows): a closed inquiry's thread is
 * its record, so there it is INQUIRY_REPLY_LOCKED; a caller with no part in the thread gets the
 * workflow's refusal. Whether the reply is the caller's own is the thread's check.
 */
export function guardDeleteReply(row: InquiryFormRow, user: AuthUser): void {
  const status = row.status as TInquiryStatus;
  if (!inquiryWorkflow.rows.some((r) => r.from === status && r.action === 'deleteReply')) throw new BizError('INQUIRY_REPLY_LOCKED');
  transitionFor(row, 'deleteReply', rolesOf(row, user));
}

/** Whether the caller may take back their own replies on this inquiry now (a reply's `canDelete`). */
export const mayDeleteReplies = (row: InquiryFormRow, user: AuthUser): boolean =>
  Boolean(inquiryWorkflow.find(row.status as TInquiryStatus, 'deleteReply', rolesOf(row, user)));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentRow(row: InquiryFormRow, handlerName: string | null, expertName: string | null): TInquiryRow {
  return {
    id: row.id, formNo: row.formNo, vinCode: row.vinCode, status: row.status as TInquiryStatus,
    consultType: row.consultType, emergencyLevel: row.emergencyLevel, carSeries: row.carSeries, modelCode: row.modelCode,
    modelName: row.modelName, faultName: row.faultName, faultModule: row.faultModule, faultSystem: row.faultSystem,
    faultPosition: row.faultPosition, damageType: row.damageType, partCode: row.partCode, storeName: row.storeName,
    createrId: row.createrId, createrName: row.createrName, handlerId: row.handlerId, handlerName: handlerName ?? '',
    expertId: row.expertId, expertName: expertName ?? '', createTime: row.createdAt.toISOString(),
    submitTime: iso(row.submittedAt), updateTime: row.updatedAt.toISOString(),
  };
}

/** Inquiry forms with their handler's and expert's names; the caller adds the condition. */
const selectNamedForms = (ctx: AppContext) => ctx.db
  .select({ row: inquiryForms, handlerName: handlerUser.name, expertName: expertUser.name })
  .from(inquiryForms)
  .leftJoin(handlerUser, eq(handlerUser.id, inquiryForms.handlerId))
  .leftJoin(expertUser, eq(expertUser.id, inquiryForms.expertId));

/** One page of the forms `where` selects, with their names, newest first. */
const newestPage = (ctx: AppContext, where: SQL, q: { page: number; pageSize: number }) => selectNamedForms(ctx)
  .where(where)
  .orderBy(desc(inquiryForms.createdAt), desc(inquiryForms.id))
  .limit(q.pageSize).offset((q.page - 1) * q.pageSize);

/** The detail with the caller's roles, allowed actions and editable fields. */
export async function getInquiryDetail(ctx: AppContext, user: AuthUser, id: string): Promise<TInquiryDetail> {
  const [found] = await selectNamedForms(ctx).where(and(eq(inquiryForms.id, id), visibleTo(user)));
  if (!found) throw new BizError('INQUIRY_NOT_FOUND');
  const { row } = found;
  const log = await ctx.db.select({ toStatus: inquiryStatusLogs.toStatus, createdAt: inquiryStatusLogs.createdAt })
    .from(inquiryStatusLogs).where(eq(inquiryStatusLogs.inquiryId, id)).orderBy(asc(inquiryStatusLogs.createdAt), asc(inquiryStatusLogs.id));
  const roles = rolesOf(row, user);
  const status = row.status as TInquiryStatus;
  // The other side of the conversation: the creator writes to the handler, everyone else to the creator.
  const isCreator = roles.includes('creator');
  const receiverId = isCreator ? row.handlerId : row.createrId;
  const receiverName = isCreator ? found.handlerName ?? '' : row.createrName;
  return {
    ...presentRow(row, found.handlerName, found.expertName),
    constructionFormNo: row.constructionFormNo, productionDate: row.productionDate, saleDate: row.saleDate, motorNo: row.motorNo,
    driverType: row.driverType, driverMotorModel: row.driverMotorModel, driverMotorNo: row.driverMotorNo, batteryPackNo: row.batteryPackNo,
    rangeExtenderNo: row.rangeExtenderNo, exteriorTrimmingColor: row.exteriorTrimmingColor, driveMileage: row.driveMileage,
    storeNo: row.storeNo, provinceCityCode: [row.provinceCode, row.cityCode].filter(Boolean), provinceCode: row.provinceCode,
    cityCode: row.cityCode, createrTelNo: row.createrTelNo, roadRescue: row.roadRescue as 'Y' | 'N', repeatRepair: row.repeatRepair as 'Y' | 'N',
    isModified: row.isModified as 'Y' | 'N', modifiedDesc: row.modifiedDesc, partName: row.partName, faultDate: row.faultDate,
    customerOriginDesc: row.customerOriginDesc, faultAppearanceConfirm: row.faultAppearanceConfirm, faultExamine: row.faultExamine,
    faultReason: row.faultReason, faultCheckDesc: row.faultCheckDesc, repairPlanDesc: row.repairPlanDesc,
    msgReceiverId: receiverId, msgReceiverName: receiverName, ownerId: row.createrId, processId: row.id,
    tisFiles: (await listAttachments(ctx.db, INQUIRY_OBJECT_REF, [row.id])).get(row.id) ?? [],
    ratings: row.serviceAttitude === null ? null : {
      serviceAttitude: row.serviceAttitude, professionalSkill: row.professionalSkill ?? 0, timelyResponse: row.timelyResponse ?? 0, comment: row.closeComment,
    },
    durations: computeDurations(log, ctx.now()),
    pushTime: iso(row.pushedAt),
    roles,
    actions: allowedActions(status, roles),
    editableFields: editableFields(status, roles, INQUIRY_FIELD_NAMES),
  };
}

/** Start of a day for `YYYY-MM-DD`, end of it for the range's end (spec §5 Dates); full times as given. */
const rangeStart = (v: string) => (v.length === 10 ? `${v} 00:00:00` : v);
const rangeEnd = (v: string) => (v.length === 10 ? `${v} 23:59:59` : v);
const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A date-only end covers its whole day (before the next midnight, as the daily counts do); a full time is inclusive. */
function createdBefore(end: string): SQL {
  if (end.length !== 10) return lte(inquiryForms.createdAt, new Date(`${end.replace(' ', 'T')}Z`));
  return lt(inquiryForms.createdAt, new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000));
}

/** The list conditions of spec §3 Inquiry filter params, within what the caller may see. */
export function filterWhere(user: AuthUser, q: TInquiryFilter, opts: { leader?: boolean } = {}): SQL {
  const f = inquiryForms;
  // My open ones are visible by construction; visibleTo beside them would only blur the planner's estimate.
  const where: (SQL | undefined)[] = [q.scope === 'open' ? openFor(user, opts) : visibleTo(user, opts), filterConditions(q)];
  if (q.scope === 'initiation') where.push(eq(f.createrId, user.id));
  if (q.scope === 'assignment') where.push(or(eq(f.handlerId, user.id), eq(f.expertId, user.id)));
  if (q.scope === 'process') where.push(waitingFor(user));
  return and(...where)!;
}

/**
 * The screens' default list: the caller's unfinished inquiries whoever they wait on now (the
 * dealer's one waiting on the handler is still the dealer's work): raised by them, handled by or
 * assigned to them once submitted, or waiting for them. Beyond their own, only unrouted PENDING
 * ones wait for someone, for leaders and staff: left out for anyone else, as in visibleTo (see
 * leadsAny). All of it within visibleTo.
 */
function openFor(user: AuthUser, opts: { leader?: boolean }): SQL {
  const f = inquiryForms;
  // The statuses inside each arm, not around the OR: so the (handler, status) and (expert, status)
  // indexes read a handler's open rows only, not the tens of thousands they ever handled.
  const open = INQUIRY_STATUSES.filter((s) => !FINISHED.includes(s));
  const submitted = open.filter((s) => s !== 'DRAFT');
  return or(
    and(eq(f.createrId, user.id), inArray(f.status, open)),
    and(eq(f.handlerId, user.id), inArray(f.status, submitted)),
    and(eq(f.expertId, user.id), inArray(f.status, submitted)),
    // waitingFor names unfinished, submitted statuses only (WAITING_ON)
    opts.leader === false ? undefined : waitingFor(user),
  )!;
}

/** The filter params' conditions alone (the statistics report applies them without the caller's scope). */
function filterConditions(q: TInquiryFilter): SQL {
  const f = inquiryForms;
  const where: (SQL | undefined)[] = [sql`true`];
  if (q.vinCode) where.push(ilike(f.vinCode, like(q.vinCode)));
  if (q.formNo) where.push(ilike(f.formNo, like(q.formNo)));
  if (q.consultType) where.push(eq(f.consultType, q.consultType));
  if (q.emergencyLevel) where.push(eq(f.emergencyLevel, q.emergencyLevel));
  if (q.carSeries) where.push(ilike(f.carSeries, like(q.carSeries)));
  if (q.modelCode) where.push(ilike(f.modelCode, like(q.modelCode)));
  if (q.faultName) where.push(ilike(f.faultName, like(q.faultName)));
  if (q.faultModule) where.push(eq(f.faultModule, q.faultModule));
  if (q.faultSystem) where.push(eq(f.faultSystem, q.faultSystem));
  if (q.faultPosition) where.push(eq(f.faultPosition, q.faultPosition));
  if (q.damageType) where.push(eq(f.damageType, q.damageType));
  if (q.partCode) where.push(ilike(f.partCode, like(q.partCode)));
  if (q.statusList?.length) where.push(inArray(f.status, q.statusList));
  if (q.handlerName) where.push(ilike(handlerUser.name, like(q.handlerName)));
  // faultDate is stored as its text (YYYY-MM-DD HH:mm), which sorts as the time does.
  if (q.startTime) where.push(gte(f.faultDate, rangeStart(q.startTime).slice(0, 16)));
  if (q.endTime) where.push(and(ne(f.faultDate, ''), lte(f.faultDate, rangeEnd(q.endTime))));
  if (q.createBegin) where.push(gte(f.createdAt, new Date(`${rangeStart(q.createBegin).replace(' ', 'T')}Z`)));
  if (q.createEnd) where.push(createdBefore(q.createEnd));
  return and(...where)!;
}

/**
 * Whether the caller is among the leaders of any inquiry (one GIN probe). When not, the lists leave
 * the leaders' arm out of visibleTo: it matches nothing, yet PostgreSQL estimates array containment
 * at 0.5 % of the table at least, and with that estimate it walks the date index backwards through
 * the whole table for a dealer's few hundred inquiries (bench/results/inquiries.md). Staff see all anyway.
 */
async function leadsAny(db: Db_, user: AuthUser): Promise<boolean> {
  if (user.permissions.has(STAFF_PERMISSION)) return true;
  // Materialized and without LIMIT: with `limit 1` the same estimate picks a sequential scan hoping to stop early.
  const [row] = rowsOf<{ hit: boolean }>(await db.execute(sql`
    with m as materialized (select ${inquiryForms.id} from ${inquiryForms} where ${inquiryForms.leaderIds} @> array[${user.id}]::uuid[])
    select exists (select 1 from m) as hit`));
  return Boolean(row?.hit);
}

/** The rows the filter reads: the handler's name is joined only when filtered by (a left join on a key adds no rows). */
const matching = (q: TInquiryFilter, where: SQL): SQL => (q.handlerName
  ? sql`${inquiryForms} left join ${users} ${sql.identifier('handler_user')} on ${handlerUser.id} = ${inquiryForms.handlerId} where ${where}`
  : sql`${inquiryForms} where ${where}`);

/** A page of the inquiries the caller may see, newest first; the total counted up to LIMITS.inquiryListCountCap. */
export async function findInquiries(ctx: AppContext, user: AuthUser, q: TInquiryFilter): Promise<TInquiryPage> {
  const where = filterWhere(user, q, { leader: await leadsAny(ctx.db, user) });
  const [rows, total] = await Promise.all([
    newestPage(ctx, where, q),
    countUpTo(ctx.db, matching(q, where), LIMITS.inquiryListCountCap),
  ]);
  return { contents: rows.map((r) => presentRow(r.row, r.handlerName, r.expertName)), ...total };
}

/** The status log of a visible inquiry, oldest first. */
export async function findStatusLog(ctx: AppContext, user: AuthUser, q: { objectId: string; page: number; pageSize: number }): Promise<{ contents: TStatusLogRow[]; count: number }> {
  await getVisible(ctx.db, user, q.objectId);
  const l = inquiryStatusLogs;
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ log: l, name: users.name, username: users.username }).from(l).innerJoin(users, eq(users.id, l.operatorId))
      .where(eq(l.inquiryId, q.objectId)).orderBy(asc(l.createdAt), asc(l.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(l).where(eq(l.inquiryId, q.objectId)),
  ]);
  // An assign's remark starts with `handler:<id>` / `expert:<id>` (assignInquiry): shown by name.
  const parsed = rows.map(({ log }) => splitAssignees(log.remark));
  const ids = [...new Set(parsed.flatMap((p) => p.assignees.map((a) => a.id)))];
  const names = new Map((ids.length ? await ctx.db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(inArray(users.id, ids)) : [])
    .map((u) => [u.id, u.name || u.username]));
  return {
    contents: rows.map(({ log, name, username }, i) => ({
      id: log.id, action: log.action as TInquiryAction, fromStatus: log.fromStatus as TInquiryStatus | null, toStatus: log.toStatus as TInquiryStatus,
      operatorId: log.operatorId, operatorName: name || username, remark: parsed[i].remark, createTime: log.createdAt.toISOString(),
      assignees: parsed[i].assignees.map((a) => ({ role: a.role, name: names.get(a.id) ?? '' })),
    })),
    count: total.n,
  };
}

const ASSIGNEE_TOKEN = /^(handler|expert):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The leading `handler:<id>` / `expert:<id>` tokens of a log remark, and the reason after them. */
export function splitAssignees(remark: string): { assignees: { role: 'handler' | 'expert'; id: string }[]; remark: string } {
  const words = remark.split(' ');
  const assignees: { role: 'handler' | 'expert'; id: string }[] = [];
  while (words.length) {
    const m = ASSIGNEE_TOKEN.exec(words[0]);
    if (!m) break;
    assignees.push({ role: m[1] as 'handler' | 'expert', id: m[2] });
    words.shift();
  }
  return { assignees, remark: assignees.length ? words.join(' ') : remark };
}

/** How many inquiries wait for the caller (the header badge). */
export async function countWaiting(ctx: AppContext, user: AuthUser): Promise<number> {
  if (!user.permissions.has(ASSIGNEE_PERMISSION)) return 0;
  const [row] = await ctx.db.select({ n: count() }).from(inquiryForms).where(and(visibleTo(user), waitingFor(user)));
  return row.n;
}

/** What waits for the caller: the header badge's number (spec §2: pending work tasks plus pending feedback). */
export async function countPending(ctx: AppContext, user: AuthUser): Promise<TPendingCount> {
  const [inquiry, feedback] = await Promise.all([countWaiting(ctx, user), countFeedbackWaiting(ctx, user)]);
  return { inquiry, feedback, total: inquiry + feedback };
}

/** The work tasks: inquiries waiting for the caller, with the role that makes them theirs and what they may do. */
export async function findWorkTasks(ctx: AppContext, user: AuthUser, q: { page: number; pageSize: number }) {
  const where = and(visibleTo(user), waitingFor(user));
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(inquiryForms).where(where).orderBy(desc(inquiryForms.updatedAt), desc(inquiryForms.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(inquiryForms).where(where),
  ]);
  return {
    contents: rows.map((row) => {
      const roles = rolesOf(row, user);
      const waiting = WAITING_ON[row.status as TInquiryStatus] ?? [];
      const role = roles.find((r) => waiting.includes(r)) ?? roles.find((r) => r === 'leader' || r === 'staff') ?? roles[0];
      return {
        objectId: row.id, objectRef: 'InquiryForm' as const, formNo: row.formNo, vinCode: row.vinCode, faultName: row.faultName,
        status: row.status as TInquiryStatus, role, actions: allowedActions(row.status as TInquiryStatus, roles), updateTime: row.updatedAt.toISOString(),
      };
    }),
    count: total.n,
  };
}

/** Statuses in which an inquiry is still being worked on. */
const OPEN_STATUSES: TInquiryStatus[] = ['PENDING', 'PROCESSING', 'SUSPENDED'];

/** A vehicle's inquiries: how many are open (anyone's), and the caller's visible ones. */
export async function getVinHistory(ctx: AppContext, user: AuthUser, vin: string): Promise<{ openCount: number; inquiries: TInquiryRow[] }> {
  const code = vin.trim().toUpperCase();
  const [[open], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(inquiryForms).where(and(eq(inquiryForms.vinCode, code), inArray(inquiryForms.status, OPEN_STATUSES))),
    selectNamedForms(ctx)
      .where(and(eq(inquiryForms.vinCode, code), visibleTo(user)))
      .orderBy(desc(inquiryForms.createdAt), desc(inquiryForms.id))
      .limit(50),
  ]);
  return { openCount: open.n, inquiries: rows.map((r) => presentRow(r.row, r.handlerName, r.expertName)) };
}

/**
 * The statistics report: every submitted inquiry (report readers see all but drafts) by the list's
 * filters, each row with its durations from the status log and its ratings.
 */
export async function findStatistics(ctx: AppContext, q: TInquiryFilter): Promise<{ contents: TInquiryStatisticsRow[]; count: number }> {
  const where = statisticsWhere(q);
  const [rows, total] = await Promise.all([
    newestPage(ctx, where, q),
    statisticsTotal(ctx.db, q, where),
  ]);
  const logs = await logsOf(ctx.db, rows.map((r) => r.row.id));
  return {
    contents: rows.map(({ row, handlerName, expertName }) => ({
      ...presentRow(row, handlerName, expertName),
      durations: computeDurations(logs.get(row.id) ?? [], ctx.now()),
      serviceAttitude: row.serviceAttitude, professionalSkill: row.professionalSkill, timelyResponse: row.timelyResponse,
    })),
    count: total,
  };
}

/** The filter params the daily counts answer: statuses and whole days of creation. */
const DAILY_COUNTABLE = new Set(['page', 'pageSize', 'scope', 'statusList', 'createBegin', 'createEnd']);

/**
 * The report's exact total. Filtered by statuses and whole days alone (a year's report), it is the
 * sum of the daily counts the trigger keeps (inquiry_daily_counts): counting the ~1,000,000 rows of
 * a year took 300–900 ms (bench/results/inquiries.md). Any other filter counts the rows.
 */
async function statisticsTotal(db: Db_, q: TInquiryFilter, where: SQL): Promise<number> {
  const daily = Object.entries(q).every(([k, v]) => DAILY_COUNTABLE.has(k) || v === undefined || v === '')
    && [q.createBegin, q.createEnd].every((d) => !d || d.length === 10);
  if (!daily) {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${matching(q, where)}`));
    return Number(row?.n ?? 0);
  }
  const c = inquiryDailyCounts;
  const [row] = await db.select({ n: sql<string | null>`sum(${c.n})` }).from(c).where(and(
    ne(c.status, 'DRAFT'),
    q.statusList?.length ? inArray(c.status, q.statusList) : undefined,
    q.createBegin ? gte(c.day, q.createBegin) : undefined,
    q.createEnd ? lte(c.day, q.createEnd) : undefined,
  ));
  return Number(row?.n ?? 0);
}

/** What the report covers: every inquiry but drafts, by the filter params. */
export const statisticsWhere = (q: TInquiryFilter): SQL => and(ne(inquiryForms.status, 'DRAFT'), filterConditions(q))!;

/** The status logs of some inquiries, oldest first, by inquiry. */
export async function logsOf(db: Db_, ids: string[]): Promise<Map<string, { toStatus: string; createdAt: Date }[]>> {
  const out = new Map<string, { toStatus: string; createdAt: Date }[]>();
  if (!ids.length) return out;
  const l = inquiryStatusLogs;
  const rows = await db.select({ inquiryId: l.inquiryId, toStatus: l.toStatus, createdAt: l.createdAt }).from(l)
    .where(inArray(l.inquiryId, ids)).orderBy(asc(l.createdAt), asc(l.id));
  for (const r of rows) {
    const list = out.get(r.inquiryId) ?? [];
    list.push(r);
    out.set(r.inquiryId, list);
  }
  return out;
}

/** For the files module's `registerAttachmentAccess('InquiryForm', …)`: whoever sees the inquiry sees its files. */
export async function canViewInquiry(ctx: AppContext, user: AuthUser, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: inquiryForms.id }).from(inquiryForms).where(and(eq(inquiryForms.id, id), visibleTo(user)));
  return Boolean(row);
}

/** For the same registration's edit check: files may be added or removed while the workflow lets the caller update. */
export async function canAttachToInquiry(ctx: AppContext, user: AuthUser, id: string): Promise<boolean> {
  const [row] = await ctx.db.select().from(inquiryForms).where(and(eq(inquiryForms.id, id), visibleTo(user)));
  return Boolean(row) && canAttach(row.status as TInquiryStatus, rolesOf(row, user));
}

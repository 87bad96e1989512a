import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMITS, ZCaseDraftSource, type CaseAction, type CaseStatus, type Language, type TCaseContent, type TCaseDetail, type TCaseDraftSource, type TCasePage, type ZCasePageRequest, type ZCaseReviewRequest, type ZCaseSubmitRequest, nameIn } from '@portal/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { type Db } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { modelNodes } from '../catalogue/index.js';

import { optionalVehicle } from '../catalogue/index.js';
import { matchRanges, queryTerms, searchTokens, snippet, tokensToTsvector, tsqueryText } from '../manuals/index.js';
import { technicalCaseEvents, technicalCases } from './cases.tables.js';
import { countUpTo } from '../../platform/count.js';
import { CASE_EDITOR_PERMISSIONS, caseWorkflow } from './cases.workflow.js';

type CaseRow = typeof technicalCases.$inferSelect;
/** Who acts; null for the system (a push the lead wires without a user at hand). */
export interface CaseOperator {
  id: string;
  name: string;
}

/** The case number users quote: TC and six digits of its serial. */
export const caseNo = (seq: number) => `TC${String(seq).padStart(6, '0')}`;

/** Whether the caller may see cases that are not published, and their history. */
export const isCaseEditor = (caller: AuthUser) => CASE_EDITOR_PERMISSIONS.some((p) => caller.permissions.has(p));

/** The searchable text of a case: every field a dealer might type a word of. */
function caseSearch(c: Omit<TCaseContent, 'language'>): SQL {
  const text = [
    c.title, c.carSeries, c.modelCode, c.modelName, c.faultName, c.faultModule, c.faultSystem, c.faultPosition, c.damageType,
    c.partCode, c.partName, c.customerOriginDesc, c.faultAppearanceConfirm, c.faultExamine, c.faultCheckDesc, c.faultReason, c.repairPlanDesc,
  ].join('\n');
  return tokensToTsvector(searchTokens(text));
}

const contentColumns = (c: TCaseContent) => ({
  title: c.title, language: c.language, carSeries: c.carSeries, modelCode: c.modelCode, modelName: c.modelName,
  faultName: c.faultName, faultModule: c.faultModule, faultSystem: c.faultSystem, faultPosition: c.faultPosition,
  damageType: c.damageType, partCode: c.partCode, partName: c.partName, customerOriginDesc: c.customerOriginDesc,
  faultAppearanceConfirm: c.faultAppearanceConfirm, faultExamine: c.faultExamine, faultCheckDesc: c.faultCheckDesc, faultReason: c.faultReason,
  repairPlanDesc: c.repairPlanDesc, search: caseSearch(c),
});

async function logEvent(db: Db, caseId: string, action: string, from: CaseStatus | null, to: CaseStatus, operator: CaseOperator | null, comment = '') {
  await db.insert(technicalCaseEvents).values({ caseId, action, fromStatus: from, toStatus: to, operatorId: operator?.id ?? null, operatorName: operator?.name ?? '', comment });
}

const operatorOf = (caller: AuthUser): CaseOperator => ({ id: caller.id, name: caller.name || caller.username });

// ---------------------------------------------------------------- writing

/**
 * Turns a solved inquiry into a case draft (spec §3 "push/{id}"), inside the caller's
 * transaction so the push and the draft commit together. `source` carries the inquiry's model,
 * fault and repair fields only; personal data has no field to travel in. An inquiry is pushed
 * once (CASE_ALREADY_PUSHED). The draft's title is the fault name until staff write a better one.
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const { id } = await draftFromInquiry(tx, { inquiryId, formNo, language: 'zh-CN', carSeries: 'S2', modelCode: 'S2-PRO', faultName, faultReason, repairPlanDesc }, { id: user.id, name: user.name });
 *   // … mark the inquiry as pushed
 * });
 * ```
 */
export async function draftFromInquiry(tx: Db, source: TCaseDraftSource, operator: CaseOperator | null = null): Promise<{ id: string; caseNo: string }> {
  const s = ZCaseDraftSource.parse(source);
  const [existing] = await tx.select({ id: technicalCases.id }).from(technicalCases).where(eq(technicalCases.sourceInquiryId, s.inquiryId));
  if (existing) throw new BizError('CASE_ALREADY_PUSHED');
  const content: TCaseContent = { ...s, title: s.faultName.slice(0, 200) };
  const [row] = await tx.insert(technicalCases).values({
    ...contentColumns(content), status: 'DRAFT', sourceInquiryId: s.inquiryId, sourceFormNo: s.formNo,
    createdBy: operator?.id ?? null, createdByName: operator?.name ?? '',
  }).returning({ id: technicalCases.id, seq: technicalCases.seq });
  await logEvent(tx, row.id, 'PUSH', null, 'DRAFT', operator, s.formNo);
  return { id: row.id, caseNo: caseNo(row.seq) };
}

/** Writes a case of given content straight into a status (demo seed, CREATE); content written before faultExamine existed has none. */
export async function insertCase(
  db: Db, content: Omit<TCaseContent, 'faultExamine'> & { faultExamine?: string }, status: CaseStatus, operator: CaseOperator | null, at?: Date,
): Promise<string> {
  const [row] = await db.insert(technicalCases).values({
    ...contentColumns({ ...content, faultExamine: content.faultExamine ?? '' }), status, createdBy: operator?.id ?? null, createdByName: operator?.name ?? '',
    ...(at ? { createdAt: at, updatedAt: at } : {}), publishedAt: status === 'PUBLISHED' ? at ?? new Date() : null,
  }).returning({ id: technicalCases.id });
  await logEvent(db, row.id, 'CREATE', null, status, operator);
  return row.id;
}

/** Locks a case for a transition; a case the caller may not see is missing. */
async function lockCase(tx: Db, caller: AuthUser, id: string): Promise<CaseRow> {
  const [row] = await tx.select().from(technicalCases).where(eq(technicalCases.id, id)).for('update');
  if (!row || (row.status !== 'PUBLISHED' && !isCaseEditor(caller))) throw new BizError('CASE_NOT_FOUND');
  return row;
}

/** Takes an action on a locked case: the workflow table decides, the event records it. */
async function transition(
  tx: Db, ctx: AppContext, caller: AuthUser, row: CaseRow, action: CaseAction, changes: PgUpdateSetSource<typeof technicalCases>, comment = '',
) {
  const to = caseWorkflow.after(caseWorkflow.guard(row, action, [], caller.permissions), row.status);
  const now = ctx.now();
  await tx.update(technicalCases).set({ ...changes, status: to, updatedAt: now, ...(to === 'PUBLISHED' && row.status !== 'PUBLISHED' ? { publishedAt: now } : {}) })
    .where(eq(technicalCases.id, row.id));
  await logEvent(tx, row.id, action, row.status, to, operatorOf(caller), comment);
}

/**
 * POST case/submit: a new case goes straight to review; with `id`, a draft (or a case waiting for
 * review) takes the edited content and goes to review.
 */
export async function submitCase(ctx: AppContext, caller: AuthUser, req: z.output<typeof ZCaseSubmitRequest>): Promise<{ id: string }> {
  const { id, ...content } = req;
  return ctx.db.transaction(async (tx) => {
    if (!id) return { id: await insertCase(tx, content, 'PENDING_REVIEW', operatorOf(caller), ctx.now()) };
    const row = await lockCase(tx, caller, id);
    await transition(tx, ctx, caller, row, 'SUBMIT', contentColumns(content));
    return { id };
  });
}

/** POST case/update/{id}: corrects a live case; its status stays. */
export async function updateCase(ctx: AppContext, caller: AuthUser, id: string, content: TCaseContent): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => transition(tx, ctx, caller, await lockCase(tx, caller, id), 'UPDATE', contentColumns(content)));
  return { id };
}

/** POST case/review/{id}: approve publishes; reject sends the case back to draft with the reason. */
export async function reviewCase(ctx: AppContext, caller: AuthUser, id: string, req: z.output<typeof ZCaseReviewRequest>): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => transition(tx, ctx, caller, await lockCase(tx, caller, id), req.pass ? 'APPROVE' : 'REJECT', {}, req.comment));
  return { id };
}

/** GET case/invalid/{id}: retires a case for good. */
export async function invalidateCase(ctx: AppContext, caller: AuthUser, id: string, comment = ''): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => transition(tx, ctx, caller, await lockCase(tx, caller, id), 'INVALID', {}, comment));
  return { id };
}

// ---------------------------------------------------------------- reading

/** Catalogue names of models by code, in a language ('' for codes the catalogue does not know). */
export async function modelNames(ctx: AppContext, codes: string[], lang: Language): Promise<Map<string, string>> {
  const unique = [...new Set(codes.filter(Boolean))];
  if (!unique.length) return new Map();
  const rows = await ctx.db.select({ code: modelNodes.code, names: modelNodes.names }).from(modelNodes)
    .where(and(inArray(modelNodes.code, unique), eq(modelNodes.level, 2)));
  return new Map(rows.map((r) => [r.code, nameIn(r.names, lang)]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET case/{id}: readers see published cases; editors see any, with the history and their actions. */
export async function getCase(ctx: AppContext, caller: AuthUser, id: string, lang: Language): Promise<TCaseDetail> {
  const [row] = await ctx.db.select().from(technicalCases).where(eq(technicalCases.id, id));
  const editor = isCaseEditor(caller);
  if (!row || (row.status !== 'PUBLISHED' && !editor)) throw new BizError('CASE_NOT_FOUND');
  const events = editor
    ? await ctx.db.select().from(technicalCaseEvents).where(eq(technicalCaseEvents.caseId, id)).orderBy(technicalCaseEvents.createdAt, technicalCaseEvents.id)
    : [];
  const names = await modelNames(ctx, [row.modelCode], lang);
  return {
    id: row.id, caseNo: caseNo(row.seq), status: row.status, title: row.title, language: row.language,
    carSeries: row.carSeries, modelCode: row.modelCode, modelName: row.modelName, catalogueModelName: names.get(row.modelCode) ?? '',
    faultName: row.faultName, faultModule: row.faultModule, faultSystem: row.faultSystem, faultPosition: row.faultPosition,
    damageType: row.damageType, partCode: row.partCode, partName: row.partName, customerOriginDesc: row.customerOriginDesc,
    faultAppearanceConfirm: row.faultAppearanceConfirm, faultExamine: row.faultExamine, faultCheckDesc: row.faultCheckDesc, faultReason: row.faultReason,
    repairPlanDesc: row.repairPlanDesc,
    sourceInquiryId: editor ? row.sourceInquiryId : null, sourceFormNo: editor ? row.sourceFormNo : '',
    createdByName: editor ? row.createdByName : '',
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), publishedAt: iso(row.publishedAt),
    actions: caseWorkflow.allowed(row.status, [], caller.permissions),
    events: events.map((e) => ({
      action: e.action, fromStatus: e.fromStatus, toStatus: e.toStatus, operatorName: e.operatorName, comment: e.comment, createdAt: e.createdAt.toISOString(),
    })),
  };
}

/**
 * The model condition of a struct-view scope: a VIN stands for its model (needs PER_VIN_VIEW),
 * code2 is a model, code1 a series, code0 a line (its series).
 */
async function scopeWhere(ctx: AppContext, caller: AuthUser, req: { vinCode?: string; code0?: string; code1?: string; code2?: string }, lang: Language): Promise<SQL[]> {
  const out: SQL[] = [];
  const vehicle = await optionalVehicle(ctx, caller, req.vinCode, lang);
  if (vehicle) out.push(eq(technicalCases.modelCode, vehicle.scope.facts.modelCode));
  if (req.code2) out.push(eq(technicalCases.modelCode, req.code2));
  else if (req.code1) out.push(eq(technicalCases.carSeries, req.code1));
  else if (req.code0) {
    out.push(sql`${technicalCases.carSeries} in (select s.code from model_nodes s join model_nodes l on l.id = s.parent_id where l.code = ${req.code0} and s.level = 1)`);
  }
  return out;
}

/**
 * The published cases of a struct-view configuration (the model's, else the series', else the
 * line's): the count on its Case library button, which is disabled at 0.
 */
export async function countPublishedCases(ctx: AppContext, caller: AuthUser, scope: { code0: string; code1: string; code2: string }, lang: Language): Promise<number> {
  const model = { code0: scope.code0 || undefined, code1: scope.code1 || undefined, code2: scope.code2 || undefined };
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(technicalCases)
    .where(and(eq(technicalCases.status, 'PUBLISHED'), ...await scopeWhere(ctx, caller, model, lang)));
  return n;
}

/** The passage shown under a hit: the first field the key matches, else the cause (or the fix). */
function rowSnippet(row: Pick<CaseRow, 'faultReason' | 'repairPlanDesc' | 'faultCheckDesc' | 'customerOriginDesc' | 'faultAppearanceConfirm' | 'faultName'>, key: string | undefined): string {
  const fields = [row.faultReason, row.repairPlanDesc, row.faultCheckDesc, row.customerOriginDesc, row.faultAppearanceConfirm, row.faultName];
  const hit = key ? fields.find((f) => f && matchRanges(f, key).length > 0) : undefined;
  // Without a key: the cause, or the fix when no cause was written (the cause is optional).
  return snippet(hit ?? (row.faultReason || row.repairPlanDesc), key ?? '', 160);
}

/**
 * POST case/page: the library, newest published first; full-text key, model scope and filters.
 * Without a status, an editor's list opens with their own drafts (a pushed inquiry lands there),
 * then the published library; asking for a status shows that status alone.
 */
export async function findCases(ctx: AppContext, caller: AuthUser, req: z.output<typeof ZCasePageRequest>, lang: Language): Promise<TCasePage> {
  const where: SQL[] = [];
  if (req.key) {
    const terms = queryTerms(req.key);
    if (!terms.length) return { contents: [], count: 0, countCapped: false };
    where.push(sql`${technicalCases.search} @@ ${tsqueryText(terms)}::tsquery`);
  }
  where.push(...await scopeWhere(ctx, caller, req, lang));
  if (req.faultModule) where.push(eq(technicalCases.faultModule, req.faultModule));
  if (req.language) where.push(eq(technicalCases.language, req.language));
  const editor = isCaseEditor(caller);
  // Readers see the published library whatever status they ask for.
  const filter = and(eq(technicalCases.status, editor ? req.status ?? 'PUBLISHED' : 'PUBLISHED'), ...where);
  // The author's drafts are few: fetched apart and put first, so the library's own query keeps its index order.
  const drafts = editor && !req.status ? and(eq(technicalCases.status, 'DRAFT'), eq(technicalCases.createdBy, caller.id), ...where) : undefined;
  const [[{ n: draftCount }], total] = await Promise.all([
    drafts ? ctx.db.select({ n: sql<number>`count(*)::int` }).from(technicalCases).where(drafts) : Promise.resolve([{ n: 0 }]),
    // Counted up to a cap, as the inquiry lists: a common word matches thousands of cases, and the
    // exact count rechecked every one's search vector (bench/results/inquiries.md).
    countUpTo(ctx.db, sql`${technicalCases} where ${filter}`, LIMITS.caseSearchCountCap),
  ]);
  if (!total.count && !draftCount) return { contents: [], count: 0, countCapped: false };
  const start = (req.page - 1) * req.pageSize;
  const draftRows = drafts && start < draftCount
    ? await ctx.db.select().from(technicalCases).where(drafts).orderBy(desc(technicalCases.updatedAt), desc(technicalCases.seq)).limit(req.pageSize).offset(start)
    : [];
  const room = req.pageSize - draftRows.length;
  // Few matches: found first, then ordered. Left to itself the planner walks the publication order
  // and rechecks each case's search vector until it has a page, through most of the library for a rare word.
  const matching = total.countCapped ? filter : sql`${technicalCases.id} = any(array(select ${technicalCases.id} from ${technicalCases} where ${filter}))`;
  const libraryRows = room > 0 && total.count
    ? await ctx.db.select().from(technicalCases).where(matching)
      .orderBy(sql`${technicalCases.publishedAt} desc nulls last`, desc(technicalCases.seq))
      .limit(room).offset(Math.max(0, start - draftCount))
    : [];
  const rows = [...draftRows, ...libraryRows];
  const names = await modelNames(ctx, rows.map((r) => r.modelCode), lang);
  return {
    count: total.count + draftCount, countCapped: total.countCapped,
    contents: rows.map((r) => ({
      id: r.id, caseNo: caseNo(r.seq), title: r.title, language: r.language, status: r.status, carSeries: r.carSeries,
      modelCode: r.modelCode, modelName: names.get(r.modelCode) || r.modelName, faultName: r.faultName, faultModule: r.faultModule,
      faultSystem: r.faultSystem, partCode: r.partCode, partName: r.partName, snippet: rowSnippet(r, req.key),
      publishedAt: iso(r.publishedAt), updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language, TAlternate, TPartDetail, TPartHit, TPartLocation, TWhereUsed } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/http.js';
import { BizError, notFound } from '../../platform/errors.js';
import { rowFilterSql, type RowFilter } from './catalogue.applicability.js';
import {
  nameIn, partPhotoKey, partPhotoUrl, partSummaryColumns, presentPartSummary, type PartSummaryRow,
} from './catalogue.presenters.js';
import { codeVariants, escapeLike, nameMatchSql } from './catalogue.search.js';
import { isGroupChange, neighbours, resolveChain, type SupersessionEdge } from './catalogue.substitutions.js';
import {
  findModelChainByCode, findModelChainById, findUsages, modelFilterOf, partlistPlace, seriesIdsOf, treeOfUsages,
} from './catalogue.tree.js';
import { partlistItems, partlists, partUserRemarks, parts, substitutions, type LocalizedText } from './catalogue.tables.js';
import { getVehicle } from './catalogue.vehicles.js';

// ---------------------------------------------------------------- finding parts

/** A part by its exact code (as typed or upper-cased), or undefined. */
export async function partByCode(ctx: AppContext, code: string): Promise<PartSummaryRow | undefined> {
  const [row] = await ctx.db.select(partSummaryColumns).from(parts).where(inArray(parts.code, codeVariants(code))).limit(1);
  return row;
}

async function requirePartByCode(ctx: AppContext, code: string): Promise<PartSummaryRow> {
  const row = await partByCode(ctx, code);
  if (!row) throw new BizError('CONTENT_NOT_FOUND');
  return row;
}

async function requirePart(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select({ ...partSummaryColumns, detail: parts }).from(parts).where(eq(parts.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Part search (search/all/part/codeName, ElasticSearch/part, search/part/{rootId}, zone-key):
 * the exact code first, then codes starting with the key (text_pattern_ops index), then codes and
 * names in any language containing it (trigram index; CJK grams for Chinese), each by code.
 * `scope` limits to parts used in some series, under a row filter.
 */
export async function findParts(
  ctx: AppContext, q: { key: string; page: number; pageSize: number }, lang: Language,
  scope?: { seriesIds: string[]; filter: RowFilter | null },
): Promise<{ contents: TPartHit[]; count: number }> {
  const codes = codeVariants(q.key);
  const exact = inArray(parts.code, codes);
  const prefix = or(...codes.map((c) => sql`${parts.code} like ${`${escapeLike(c)}%`}`))!;
  const conditions: SQL[] = [or(exact, prefix, nameMatchSql(q.key))!];
  if (scope) {
    const rowCondition = rowFilterSql(scope.filter);
    conditions.push(sql`exists (select 1 from ${partlistItems} join ${partlists} on ${partlists.id} = ${partlistItems.partlistId}
      where ${partlistItems.partId} = ${parts.id} and ${inArray(partlists.seriesId, scope.seriesIds)}${rowCondition ? sql` and ${rowCondition}` : sql``})`);
  }
  const where = and(...conditions);
  const rank = sql<number>`case when ${exact} then 0 when ${prefix} then 1 else 2 end`;
  const [total] = await ctx.db.select({ n: count() }).from(parts).where(where);
  const rows = await ctx.db
    .select({ ...partSummaryColumns, rank })
    .from(parts)
    .where(where)
    .orderBy(rank, sql`${parts.code} collate "C"`)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const MATCHED = ['CODE', 'CODE_PREFIX', 'NAME'] as const;
  return { contents: rows.map((r) => ({ ...presentPartSummary(r, lang), matchedBy: MATCHED[Number(r.rank)] })), count: total.n };
}

/** Part search within a line, series or model (search/part/{id}). */
export async function findPartsInRoot(ctx: AppContext, rootId: string, q: { key: string; page: number; pageSize: number }, lang: Language) {
  const chain = await findModelChainById(ctx, rootId);
  if (!chain) throw notFound();
  return findParts(ctx, q, lang, { seriesIds: await seriesIdsOf(ctx, chain), filter: modelFilterOf(chain) });
}

// ---------------------------------------------------------------- part detail

const CATEGORY_NAMES: Record<string, LocalizedText> = {
  BATTERY: { 'zh-CN': '电池', 'en-US': 'Battery', vi: 'Pin', es: 'Batería', de: 'Batterie', id: 'Baterai' },
  MOTOR: { 'zh-CN': '电机', 'en-US': 'Motor', vi: 'Động cơ', es: 'Motor', de: 'Motor', id: 'Motor' },
  CONTROLLER: { 'zh-CN': '控制器', 'en-US': 'Controller', vi: 'Bộ điều khiển', es: 'Controlador', de: 'Steuergerät', id: 'Pengendali' },
  BRAKE: { 'zh-CN': '制动', 'en-US': 'Brake', vi: 'Phanh', es: 'Freno', de: 'Bremse', id: 'Rem' },
  FASTENER: { 'zh-CN': '紧固件', 'en-US': 'Fastener', vi: 'Chi tiết kẹp chặt', es: 'Elemento de fijación', de: 'Befestigungselement', id: 'Pengencang' },
  ELECTRICAL: { 'zh-CN': '电气', 'en-US': 'Electrical', vi: 'Điện', es: 'Eléctrico', de: 'Elektrik', id: 'Kelistrikan' },
  LIGHTING: { 'zh-CN': '灯具', 'en-US': 'Lighting', vi: 'Đèn', es: 'Iluminación', de: 'Beleuchtung', id: 'Lampu' },
  BODY: { 'zh-CN': '车身', 'en-US': 'Body', vi: 'Thân xe', es: 'Carrocería', de: 'Karosserie', id: 'Bodi' },
  FRAME: { 'zh-CN': '车架', 'en-US': 'Frame', vi: 'Khung', es: 'Chasis', de: 'Rahmen', id: 'Rangka' },
  WHEEL: { 'zh-CN': '车轮', 'en-US': 'Wheel', vi: 'Bánh xe', es: 'Rueda', de: 'Rad', id: 'Roda' },
  SUSPENSION: { 'zh-CN': '悬挂', 'en-US': 'Suspension', vi: 'Giảm xóc', es: 'Suspensión', de: 'Federung', id: 'Suspensi' },
  CHARGER: { 'zh-CN': '充电器', 'en-US': 'Charger', vi: 'Bộ sạc', es: 'Cargador', de: 'Ladegerät', id: 'Pengisi daya' },
};

/** A category code with its name; codes without a translation show as themselves. */
export const presentCategory = (code: string, lang: Language) => ({ code, name: CATEGORY_NAMES[code] ? nameIn(CATEGORY_NAMES[code], lang) : code });

async function remarksOf(ctx: AppContext, caller: AuthUser, partId: string) {
  const [mine] = await ctx.db
    .select()
    .from(partUserRemarks)
    .where(and(eq(partUserRemarks.userId, caller.id), eq(partUserRemarks.partId, partId)));
  return mine;
}

/** Part detail (part/{id}, getPartMaster, part/search/detail); remarks only with PER_MANUAL_PART_REMARK. */
export async function getPartDetail(ctx: AppContext, caller: AuthUser, id: string, lang: Language): Promise<TPartDetail> {
  const row = await requirePart(ctx, id);
  const p = row.detail;
  const mayReadRemarks = caller.permissions.has('PER_MANUAL_PART_REMARK');
  const mine = mayReadRemarks ? await remarksOf(ctx, caller, id) : undefined;
  return {
    ...presentPartSummary(row, lang),
    fruCode: p.fruCode,
    materialDescription: nameIn(p.materialDescription, lang),
    packaging: p.packaging ?? null,
    fasteningTorque: p.fasteningTorque,
    barCode: p.barCode,
    category: presentCategory(p.category, lang),
    photoCount: p.photoCount,
    photoUrls: Array.from({ length: p.photoCount }, (_, n) => partPhotoUrl(p.code, n + 1)),
    globalRemark: mayReadRemarks ? nameIn(p.globalRemark, lang) : null,
    userRemark: mayReadRemarks ? (mine?.remark ?? '') : null,
  };
}

export async function getPartClassification(ctx: AppContext, id: string, lang: Language) {
  const row = await requirePart(ctx, id);
  return presentCategory(row.detail.category, lang);
}

/** Technical properties as key/value rows, in key order. */
export async function getPartProperties(ctx: AppContext, id: string) {
  const row = await requirePart(ctx, id);
  return Object.entries(row.detail.properties ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => ({ key, value: String(value) }));
}

/**
 * Labour times of a part. They belong to the labour-time capability, which has no tables yet: the
 * answer is an empty list of the final shape, after checking the part exists.
 */
export async function getPartLabourTimes(ctx: AppContext, id: string): Promise<never[]> {
  await requirePart(ctx, id);
  return [];
}

/** A part photo `part-photos/<code>/<index>.svg`; 404 when absent. */
export async function getPartPhoto(ctx: AppContext, code: string, index: number): Promise<Buffer> {
  const file = await ctx.files.get(partPhotoKey(code, index)).catch(() => null);
  if (!file) throw notFound();
  return file;
}

// ---------------------------------------------------------------- remarks

export async function getRemarks(ctx: AppContext, caller: AuthUser, partId: string, lang: Language) {
  const row = await requirePart(ctx, partId);
  const mine = await remarksOf(ctx, caller, partId);
  return {
    partId,
    globalRemark: nameIn(row.detail.globalRemark, lang),
    userRemark: mine?.remark ?? '',
    userRemarkTime: mine ? mine.updatedAt.toISOString() : null,
  };
}

/** Saves the caller's private remark on a part; an empty remark deletes it. */
export async function saveUserRemark(ctx: AppContext, caller: AuthUser, input: { partId: string; remark: string }, lang: Language) {
  await requirePart(ctx, input.partId);
  if (!input.remark) {
    await ctx.db.delete(partUserRemarks).where(and(eq(partUserRemarks.userId, caller.id), eq(partUserRemarks.partId, input.partId)));
  } else {
    await ctx.db
      .insert(partUserRemarks)
      .values({ userId: caller.id, partId: input.partId, remark: input.remark, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: [partUserRemarks.userId, partUserRemarks.partId], set: { remark: input.remark, updatedAt: ctx.now() } });
  }
  return getRemarks(ctx, caller, input.partId, lang);
}

// ---------------------------------------------------------------- substitutions

/** Supersessions connected to a part (both directions, any distance) plus the rest of their groups. */
async function supersessionsAround(ctx: AppContext, partId: string): Promise<(SupersessionEdge & typeof substitutions.$inferSelect)[]> {
  // UNION (not UNION ALL) drops repeated parts, so cyclic data ends the recursion.
  const reach = sql`with recursive reach(part_id) as (
      select ${partId}::uuid
      union
      select case when s.before_part_id = r.part_id then s.after_part_id else s.before_part_id end
        from substitutions s join reach r on s.before_part_id = r.part_id or s.after_part_id = r.part_id
    )
    select s.id from substitutions s
     where s.before_part_id in (select part_id from reach) or s.after_part_id in (select part_id from reach)
        or s.group_seq in (select s2.group_seq from substitutions s2 join reach r2 on s2.before_part_id = r2.part_id or s2.after_part_id = r2.part_id)
     limit 1000`;
  const ids = ((await ctx.db.execute(reach)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (!ids.length) return [];
  const rows = await ctx.db.select().from(substitutions).where(inArray(substitutions.id, ids));
  return rows.map((r) => ({ ...r, effectiveTime: r.effectiveTime, groupSeq: r.groupSeq }));
}

/** Exchange relation (getAlternate/{code}, part/search/spr): the chain and both neighbours. */
export async function getAlternate(ctx: AppContext, code: string, lang: Language): Promise<TAlternate> {
  const part = await requirePartByCode(ctx, code);
  const edges = await supersessionsAround(ctx, part.id);
  const ids = [...new Set(edges.flatMap((e) => [e.beforePartId, e.afterPartId]).concat(part.id))];
  const named = await ctx.db.select({ id: parts.id, code: parts.code, names: parts.names }).from(parts).where(inArray(parts.id, ids));
  const byId = new Map(named.map((p) => [p.id, { code: p.code, name: nameIn(p.names, lang) }]));
  const chain = resolveChain(edges, part.id).map((step) => ({
    partId: step.partId,
    partCode: byId.get(step.partId)!.code,
    partName: byId.get(step.partId)!.name,
    effectiveTime: step.via?.effectiveTime ?? null,
    replaceWay: step.via?.replaceWay ?? null,
    ecoNumber: step.via?.ecoNumber ?? null,
  }));
  const at = chain.findIndex((s) => s.partId === part.id);
  const after = chain[at + 1];
  const current = chain[chain.length - 1];
  const { before, after: afterEdges } = neighbours(edges, part.id);
  const presentEdge = (e: (typeof edges)[number], side: 'before' | 'after') => {
    const id = side === 'before' ? e.beforePartId : e.afterPartId;
    return {
      partId: id,
      partCode: byId.get(id)!.code,
      partName: byId.get(id)!.name,
      amount: Number(e.amount),
      replaceWay: e.replaceWay,
      isGroup: e.groupSeq !== null || e.replaceWay === 'GROUP',
      groupSeq: e.groupSeq,
      alternateTime: e.alternateTime,
      effectiveTime: e.effectiveTime,
      ecoNumber: e.ecoNumber,
      description: nameIn(e.description, lang),
      osVersion: e.osVersion,
      appVersion: e.appVersion,
    };
  };
  return {
    partId: part.id,
    partCode: part.code,
    partName: nameIn(part.names, lang),
    currentPartCode: current.partCode,
    currentPartName: current.partName,
    afterPartCode: after?.partCode ?? null,
    afterPartName: after?.partName ?? null,
    isGroup: isGroupChange(edges, part.id),
    chain,
    beforeList: before.map((e) => presentEdge(e, 'before')),
    afterList: afterEdges.map((e) => presentEdge(e, 'after')),
  };
}

// ---------------------------------------------------------------- where-used

/** Where a part is used (used/part/{id}, relatingPartlists/{id}, base/search/partPath). */
export async function getWhereUsed(ctx: AppContext, partId: string, lang: Language): Promise<TWhereUsed> {
  const part = await requirePart(ctx, partId);
  return { baseObjectVo: presentPartSummary(part, lang), usages: await findUsages(ctx, partId, { lang }) };
}

/** Where a part (by code) is used within a line, series or model (search/used/part/{rootCode}/{partCode}). */
export async function getWhereUsedInRoot(ctx: AppContext, rootCode: string, partCode: string, lang: Language): Promise<TWhereUsed> {
  const chain = await findModelChainByCode(ctx, rootCode);
  if (!chain) throw new BizError('MODEL_NOT_FOUND');
  const part = await requirePartByCode(ctx, partCode);
  const usages = await findUsages(ctx, part.id, { seriesIds: await seriesIdsOf(ctx, chain), filter: modelFilterOf(chain), lang });
  return { baseObjectVo: presentPartSummary(part, lang), usages };
}

async function locate(ctx: AppContext, part: PartSummaryRow, opts: { seriesIds?: string[]; filter?: RowFilter | null; lang: Language }) {
  const usages = await findUsages(ctx, part.id, opts);
  return { part: presentPartSummary(part, opts.lang), usages, tree: treeOfUsages(usages) };
}

/** treeByBarCode: the part with that bar code and the partlists using it. */
export async function locateByBarCode(ctx: AppContext, barCode: string, lang: Language): Promise<TPartLocation> {
  const [part] = await ctx.db.select(partSummaryColumns).from(parts).where(eq(parts.barCode, barCode));
  if (!part) throw new BizError('CONTENT_NOT_FOUND');
  return { vehicle: null, ...(await locate(ctx, part, { lang })) };
}

/** queryMatnrSBOMTree: a material's partlists, optionally within a line, series or model. */
export async function locateMaterial(ctx: AppContext, materialCode: string, rootId: string | undefined, lang: Language): Promise<TPartLocation> {
  const part = await requirePartByCode(ctx, materialCode);
  if (!rootId) return { vehicle: null, ...(await locate(ctx, part, { lang })) };
  const chain = await findModelChainById(ctx, rootId);
  if (!chain) throw notFound();
  return { vehicle: null, ...(await locate(ctx, part, { seriesIds: await seriesIdsOf(ctx, chain), filter: modelFilterOf(chain), lang })) };
}

/** queryVinMatnr: where a material sits in one vehicle; none is "the current BOM search has no results". */
export async function locateMaterialInVehicle(ctx: AppContext, vin: string, materialCode: string, lang: Language): Promise<TPartLocation> {
  const vehicle = await getVehicle(ctx, vin, lang);
  const part = await requirePartByCode(ctx, materialCode);
  const found = await locate(ctx, part, { seriesIds: [vehicle.scope.seriesId], filter: { kind: 'vehicle', vehicle: vehicle.scope.facts }, lang });
  if (!found.usages.length) throw new BizError('BOM_NO_RESULTS');
  return { vehicle: vehicle.info, ...found };
}

/** Where to open the tree for a search hit: the partlist's path and the part's balloons on it. */
export async function getJump(ctx: AppContext, partlistId: string, partId: string | undefined, lang: Language) {
  const place = await partlistPlace(ctx, partlistId, lang);
  const balls = partId
    ? await ctx.db
      .selectDistinct({ ball: partlistItems.ballNumber })
      .from(partlistItems)
      .where(and(eq(partlistItems.partlistId, partlistId), eq(partlistItems.partId, partId)))
      .orderBy(asc(partlistItems.ballNumber))
    : [];
  return { rootId: place.series.id, partlistId, path: place.path, ballNumbers: balls.map((b) => b.ball) };
}


import { and, asc, count, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { PART_SEARCH_COUNT_CAP, type Language, type TAlternate, type TPartDetail, type TPartHit, type TPartHitPage, type TPartLocation, type TPartLabourTime, type TPartPhotos, type TWhereUsed, type TLocalizedText, nameIn } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { type Db, type Tx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError, notFound } from '../../platform/errors.js';
import { slot } from '../../platform/slot.js';
import { rowFilterSql, type RowFilter } from './catalogue.applicability.js';
import { partPhotoKey, partPhotoUrl, partSummaryColumns, presentPartSummary, type PartSummaryRow } from './catalogue.presenters.js';
import { KeyBatcher } from './catalogue.batch.js';
import { codeInByteOrder, codeStartsWith, codeVariants, nameMatchSql } from './catalogue.search.js';
import { isGroupChange, neighbours, resolveChain, type SupersessionEdge } from './catalogue.substitutions.js';
import {
  findModelChainByCode, findModelChainById, findUsagePage, findUsages, modelFilterOf, partlistPlace, seriesIdsOf, treeOfUsages,
} from './catalogue.tree.js';
import { partlistItems, partlists, partUserRemarks, parts, substitutions, type PartPackaging, type PartText } from './catalogue.tables.js';
import { getVehicle } from './catalogue.vehicles.js';
import { withinScope, type CatalogueScope } from './catalogue.access.js';
import { presentCategory } from './catalogue.categories.js';

// ---------------------------------------------------------------- labour times of a part

/**
 * The part detail's labour-time tab shows jobs the labour-times module owns: it fills this slot
 * when its routes are mounted, so the catalogue never imports it (decision 029).
 */
export const partLabourTimes = slot<(ctx: AppContext, partId: string, lang: Language) => Promise<TPartLabourTime[]>>(async () => []);

/** The labour times of a part (not found when the part is not). */
export async function getPartLabourTimes(ctx: AppContext, partId: string, lang: Language): Promise<TPartLabourTime[]> {
  const [part] = await ctx.db.select({ id: parts.id }).from(parts).where(eq(parts.id, partId));
  if (!part) throw notFound();
  return partLabourTimes.call(ctx, partId, lang);
}

// ---------------------------------------------------------------- finding parts

/** A part by its exact code (as typed, else upper-cased), or undefined. */
export function partByCode(ctx: AppContext, code: string): Promise<PartSummaryRow | undefined> {
  let batcher = codeBatchers.get(ctx.db);
  if (!batcher) codeBatchers.set(ctx.db, (batcher = new KeyBatcher((codes) => partsByCodes(ctx.db, codes))));
  return batcher.get(code);
}
const codeBatchers = new WeakMap<Db, KeyBatcher<PartSummaryRow>>();

/** One prepared statement per database: planned once per connection, not built again per call. */
const partsByCodesQuery = (db: Db) =>
  db.select(partSummaryColumns).from(parts).where(sql`${parts.code} = any(${sql.placeholder('codes')}::text[])`).prepare('catalogue_parts_by_codes');
const preparedPartsByCodes = new WeakMap<Db, ReturnType<typeof partsByCodesQuery>>();

async function partsByCodes(db: Db, codes: string[]): Promise<Map<string, PartSummaryRow>> {
  let query = preparedPartsByCodes.get(db);
  if (!query) preparedPartsByCodes.set(db, (query = partsByCodesQuery(db)));
  const rows = await query.execute({ codes: [...new Set(codes.flatMap(codeVariants))] });
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const found = new Map<string, PartSummaryRow>();
  for (const code of codes) {
    const row = codeVariants(code).map((v) => byCode.get(v)).find(Boolean);
    if (row) found.set(code, row);
  }
  return found;
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

type Hit = PartSummaryRow & { matchedBy: TPartHit['matchedBy'] };
/** Byte order, as `collate "C"` (codes are ASCII; JS compares UTF-16 units, the same for them). */
const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
/** The even sample a count of name matches is estimated from (see findParts). */
const NAME_SAMPLE = 2000;

/**
 * Part search (search/all/part/codeName, ElasticSearch/part, search/part/{rootId}, search/any,
 * zone-key), in tiers, each read only while the page is not full:
 * 1. the exact code, then codes starting with the key, in code order (`parts_code_c_idx`: one
 *    index range read in order, so a page reads a page);
 * 2. codes and names in any language containing the key: parts used in some partlist first, then
 *    the rest, each in part-id order, a fixed order in which matches are spread evenly, so a page
 *    of a common word is found after a few hundred index entries (`parts_search_idx`,
 *    index-only) and a rare word comes from the trigram or CJK gram index. Code order would make
 *    the database sort every match of a common word first.
 * Code matches are counted up to {@link PART_SEARCH_COUNT_CAP}. Name matches beyond the page are
 * not counted (a common word has tens of thousands): their number is estimated from an even
 * sample of {@link NAME_SAMPLE} parts, and `countCapped` says the count is not exact (or stops at
 * the cap).
 * `scope` limits to parts used in some series, under a row filter. `count: false` skips counting
 * (type-ahead): the count is then what the page holds.
 */
export async function findParts(
  ctx: AppContext, q: { key: string; page: number; pageSize: number }, lang: Language,
  scope?: { seriesIds: string[]; filter: RowFilter | null }, opts: { count?: boolean } = {},
): Promise<TPartHitPage> {
  const CAP = PART_SEARCH_COUNT_CAP;
  const variants = codeVariants(q.key);
  const offset = (q.page - 1) * q.pageSize;
  // Pages end at the cap: the count does not go further, so neither do the rows.
  const end = Math.min(offset + q.pageSize, CAP);
  const inScope = scope ? usedInScope(scope) : undefined;
  const startsWithKey = or(...variants.map(codeStartsWith))!;

  // 1. The exact code is the first code in byte order with that prefix, so one ordered range per
  // spelling holds both; the spellings' ranges are disjoint (they differ in letter case).
  const codeLists = await Promise.all(variants.map((v) => ctx.db
    .select(partSummaryColumns).from(parts).where(and(codeStartsWith(v), inScope))
    .orderBy(codeInByteOrder).limit(end + 1)));
  const exact = new Set(variants);
  const codeHits: Hit[] = codeLists.flat()
    .map((r) => ({ ...r, matchedBy: exact.has(r.code) ? 'CODE' as const : 'CODE_PREFIX' as const }))
    .sort((a, b) => Number(a.matchedBy !== 'CODE') - Number(b.matchedBy !== 'CODE') || byCode(a, b));
  // Known when no spelling's range reached past the page.
  const codeTotal = codeLists.every((l) => l.length <= end) ? codeHits.length : null;
  const hits = codeHits.slice(offset, end);

  // 2. Names (and codes containing the key elsewhere than at the start).
  const names = and(nameMatchSql(q.key), not(startsWithKey), inScope)!;
  let nameTotal: number | null = null;
  if (codeTotal !== null && offset + hits.length < end) {
    const need = end - offset - hits.length;
    // Ids first, then the page's rows by id.
    const picked = await pickNameMatches(ctx, names, Math.max(0, offset - codeTotal), need);
    if (picked.ids.length) {
      const rows = await ctx.db.select(partSummaryColumns).from(parts).where(inArray(parts.id, picked.ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      hits.push(...picked.ids.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)!, matchedBy: 'NAME' as const }] : [])));
    }
    nameTotal = picked.total;
  }
  const contents = hits.map((h) => ({ ...presentPartSummary(h, lang), matchedBy: h.matchedBy }));
  if (opts.count === false) return { contents, count: offset + contents.length, countCapped: false };

  const codeCount = codeTotal ?? await countUpTo(ctx, and(startsWithKey, inScope)!, CAP + 1);
  if (codeCount > CAP) return { contents, count: CAP, countCapped: true };
  if (nameTotal !== null) return { contents, count: Math.min(codeCount + nameTotal, CAP), countCapped: codeCount + nameTotal > CAP };
  // Name matches beyond the page: estimated, never counted (exact only on a table the sample covers).
  const estimate = await estimateMatches(ctx, names);
  const total = codeCount + estimate.count;
  return { contents, count: Math.min(total, CAP), countCapped: total > CAP || !estimate.exact };
}

/**
 * How far a group of parts is walked in order for a page of name matches before its index is
 * asked: far enough to fill the page when at least 1 in WALK_PER_HIT of the group matches.
 */
const WALK_PER_HIT = 50;

/**
 * Ids of name matches in display order (parts used in some BOM first, then the rest, each by id),
 * `take` of them after `skip`, and how many there are when all were seen (else null).
 * Walking `parts_search_idx` in that order finds a page of a common word after a few hundred
 * entries, but walks a whole group for a word that is rare in it: 控制器, in 37,000 parts of
 * which 11 are used, walked all 220,000 used parts (110 ms). The planner cannot tell the two
 * apart (it does not know how words and use correlate). So each group is walked only as far as a
 * common word needs; a group that did not fill the page there holds the word rarely, and all its
 * matches come from the trigram or gram index (for used parts, the partial indexes of migration
 * 0014) and are sorted. That read runs with index scans off: the planner would otherwise test
 * every entry of the order index (8,000 used matches of "brake": 160 ms, the index 15 ms).
 */
async function pickNameMatches(ctx: AppContext, names: SQL, skip: number, take: number): Promise<{ ids: string[]; total: number | null }> {
  const want = skip + take + 1; // one more than the page: are there more?
  const groups = [sql`"parts"."used_in_bom"`, sql`not "parts"."used_in_bom"`];
  // Both walks in one statement; each walk's rows are named "parts", so the condition's
  // "parts"."…" columns are theirs.
  const walk = (g: number) => sql`(select ${sql.raw(String(g))} as g, id from (select id, code, search_text, search_grams, used_in_bom from parts where ${groups[g]}
      order by used_in_bom desc, id limit ${want * WALK_PER_HIT}) as parts where ${names} order by id limit ${want})`;
  const walked = rowsOf<{ g: number; id: string }>(await ctx.db.execute(sql`${walk(0)} union all ${walk(1)}`));
  const lists = [0, 1].map((g) => walked.filter((r) => Number(r.g) === g).map((r) => r.id));
  // Matches per group: null when the walk filled the page (more than the page needs), -1 until read.
  const totals: (number | null)[] = lists.map((l) => (l.length >= want ? null : -1));
  // A group the walk did not fill: every match, sorted; the rest only if the used ones are fewer
  // than the page needs.
  if (totals[0] !== null) {
    const read = (tx: Tx, g: number) => tx.execute(sql`select id, count(*) over () as total from parts where ${groups[g]} and ${names} order by id limit ${want}`);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`);
      for (const g of [0, 1]) {
        if (totals[g] !== -1 || (g === 1 && totals[0]! >= want)) continue;
        const rows = rowsOf<{ id: string; total: number | string }>(await read(tx, g));
        lists[g] = rows.map((r) => r.id);
        totals[g] = rows.length ? Number(rows[0].total) : 0;
      }
    });
  }
  // Used matches first; the rest follow only when every used one is known.
  const ordered = totals[0] === null || totals[0] >= want ? lists[0] : [...lists[0], ...lists[1]];
  const page = ordered.slice(skip, want);
  const total = totals[0] !== null && totals[1] !== null && totals[1] >= 0 ? totals[0] + totals[1] : null;
  return page.length > take ? { ids: page.slice(0, take), total: null } : { ids: page, total };
}

/** How many parts meet a condition, counting no further than `limit`. */
async function countUpTo(ctx: AppContext, where: SQL, limit: number): Promise<number> {
  const capped = ctx.db.select({ one: sql`1` }).from(parts).where(where).limit(limit).as('capped');
  const [row] = await ctx.db.select({ n: count() }).from(capped);
  return row.n;
}

/**
 * How many parts probably meet a condition on the search columns, from an even sample: the first
 * NAME_SAMPLE/2 used and unused parts in id order (ids are random), read index-only from
 * `parts_search_idx`, each scaled by its group's size from the planner's statistics. Exact when
 * the samples hold the whole table.
 */
async function estimateMatches(ctx: AppContext, where: SQL): Promise<{ count: number; exact: boolean }> {
  const half = NAME_SAMPLE / 2;
  const group = (used: boolean) => sql`(select ${sql.raw(String(used))} as used_group, id, code, search_text, search_grams from parts
    where used_in_bom = ${sql.raw(String(used))} order by used_in_bom desc, id limit ${half})`;
  // The samples are named "parts", so the condition's "parts"."…" columns are theirs.
  const groups = rowsOf<{ used_group: boolean; hits: number; seen: number }>(await ctx.db.execute(sql`
    select used_group, count(*) filter (where ${where})::int as hits, count(*)::int as seen
      from (${group(true)} union all ${group(false)}) as parts group by used_group`));
  if (groups.every((g) => g.seen < half)) return { count: groups.reduce((n, g) => n + g.hits, 0), exact: true };
  const [{ total, vals, freqs }] = rowsOf<{ total: number; vals: string | null; freqs: number[] | null }>(await ctx.db.execute(sql`
    select (select reltuples from pg_class where oid = 'parts'::regclass)::float8 as total,
           (select most_common_vals::text from pg_stats where schemaname = 'public' and tablename = 'parts' and attname = 'used_in_bom') as vals,
           (select most_common_freqs from pg_stats where schemaname = 'public' and tablename = 'parts' and attname = 'used_in_bom') as freqs`));
  // Before the first ANALYZE there is no size to scale by: the samples are all we know.
  const shareOf = (used: boolean) => {
    const at = (vals ?? '').replace(/[{}]/g, '').split(',').indexOf(used ? 't' : 'f');
    return at >= 0 && freqs ? Number(freqs[at]) : null;
  };
  const count = groups.reduce((n, g) => {
    const share = shareOf(g.used_group);
    if (g.seen < half || share === null || !(total > 0)) return n + g.hits;
    return n + (g.hits / g.seen) * Math.max(share * total, g.seen);
  }, 0);
  return { count: Math.round(count), exact: false };
}

/** The part has a row in a partlist of these series that meets the filter. */
function usedInScope(scope: { seriesIds: string[]; filter: RowFilter | null }): SQL {
  const rowCondition = rowFilterSql(scope.filter);
  return sql`exists (select 1 from ${partlistItems} join ${partlists} on ${partlists.id} = ${partlistItems.partlistId}
    where ${partlistItems.partId} = ${parts.id} and ${inArray(partlists.seriesId, scope.seriesIds)}${rowCondition ? sql` and ${rowCondition}` : sql``})`;
}

/** Part search over the catalogue, or over the bought series for a gated caller (paid access, decision 043). */
export const searchParts = (ctx: AppContext, q: { key: string; page: number; pageSize: number }, lang: Language, access: CatalogueScope) =>
  findParts(ctx, q, lang, access && { seriesIds: access.seriesIds, filter: null });

/** Part search within a line, series or model (search/part/{id}). */
export async function findPartsInRoot(ctx: AppContext, rootId: string, q: { key: string; page: number; pageSize: number }, lang: Language, access?: CatalogueScope) {
  const chain = await findModelChainById(ctx, rootId);
  if (!chain) throw notFound();
  return findParts(ctx, q, lang, { seriesIds: withinScope(access, await seriesIdsOf(ctx, chain)), filter: modelFilterOf(chain) });
}

// ---------------------------------------------------------------- part detail

async function remarksOf(ctx: AppContext, caller: AuthUser, partId: string) {
  const [mine] = await ctx.db
    .select()
    .from(partUserRemarks)
    .where(and(eq(partUserRemarks.userId, caller.id), eq(partUserRemarks.partId, partId)));
  return mine;
}

/** How the catalogue's unit codes read in each language. */
const PART_UNIT_NAMES: Record<string, TLocalizedText> = {
  PCS: { 'zh-CN': '件', 'en-US': 'Piece', vi: 'Cái', es: 'Pieza', de: 'Stück', id: 'Buah' },
  SET: { 'zh-CN': '套', 'en-US': 'Set', vi: 'Bộ', es: 'Juego', de: 'Satz', id: 'Set' },
  M: { 'zh-CN': '米', 'en-US': 'Metre', vi: 'Mét', es: 'Metro', de: 'Meter', id: 'Meter' },
  L: { 'zh-CN': '升', 'en-US': 'Litre', vi: 'Lít', es: 'Litro', de: 'Liter', id: 'Liter' },
};

/** Packaging and property texts are stored in six languages where they are words (plain strings stay as they are). */
const textIn = (text: PartText, lang: Language) => (typeof text === 'string' ? text : nameIn(text, lang));
function packagingIn(p: PartPackaging, lang: Language) {
  return {
    package: textIn(p.package, lang), staticElectricity: textIn(p.staticElectricity, lang), moistureSensitivityLevel: textIn(p.moistureSensitivityLevel, lang),
    humidity: textIn(p.humidity, lang), temperature: textIn(p.temperature, lang), airPressure: textIn(p.airPressure, lang),
  };
}

/** Part detail (part/{id}, getPartMaster, part/search/detail); remarks only with PER_MANUAL_PART_REMARK. */
export async function getPartDetail(ctx: AppContext, caller: AuthUser, id: string, lang: Language): Promise<TPartDetail> {
  const row = await requirePart(ctx, id);
  const p = row.detail;
  const mayReadRemarks = caller.permissions.has('PER_MANUAL_PART_REMARK');
  const mine = mayReadRemarks ? await remarksOf(ctx, caller, id) : undefined;
  return {
    ...presentPartSummary(row, lang),
    unitName: nameIn(PART_UNIT_NAMES[p.unit], lang) || p.unit,
    fruCode: p.fruCode,
    materialDescription: nameIn(p.materialDescription, lang),
    packaging: p.packaging ? packagingIn(p.packaging, lang) : null,
    fasteningTorque: p.fasteningTorque,
    barCode: p.barCode,
    category: presentCategory(p.category, lang),
    photoCount: p.photoCount,
    photoUrls: photoUrlsOf(p.code, p.photoCount),
    globalRemark: mayReadRemarks ? nameIn(p.globalRemark, lang) : null,
    userRemark: mayReadRemarks ? (mine?.remark ?? '') : null,
  };
}

export async function getPartClassification(ctx: AppContext, id: string, lang: Language) {
  const row = await requirePart(ctx, id);
  return presentCategory(row.detail.category, lang);
}

/** Technical properties as name/value rows in the caller's language, in name order. */
export async function getPartProperties(ctx: AppContext, id: string, lang: Language) {
  const row = await requirePart(ctx, id);
  return Object.entries(row.detail.properties ?? {})
    .map(([key, p]) => (typeof p === 'object' && p ? { key: nameIn(p.names, lang) || key, value: textIn(p.value, lang) } : { key, value: String(p) }))
    .sort((a, b) => a.key.localeCompare(b.key, lang));
}

/** The physical-map tab: the photo links of a part (no gate beyond viewing the catalogue). */
export async function getPartPhotos(ctx: AppContext, id: string): Promise<TPartPhotos> {
  const [row] = await ctx.db.select({ code: parts.code, photoCount: parts.photoCount }).from(parts).where(eq(parts.id, id));
  if (!row) throw notFound();
  return { partId: id, partCode: row.code, photoUrls: photoUrlsOf(row.code, row.photoCount) };
}

function photoUrlsOf(code: string, count: number) {
  return Array.from({ length: count }, (_, n) => partPhotoUrl(code, n + 1));
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
  const ids = rowsOf<{ id: string }>(await ctx.db.execute(reach)).map((r) => r.id);
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

type Paging = { page: number; pageSize: number };
const pageOf = (p: Paging) => ({ offset: (p.page - 1) * p.pageSize, limit: p.pageSize });

/** Where a part is used, a page at a time (used/part/{id}, relatingPartlists/{id}, base/search/partPath). */
export async function getWhereUsed(ctx: AppContext, partId: string, paging: Paging, lang: Language, access?: CatalogueScope): Promise<TWhereUsed> {
  const [part] = await ctx.db.select(partSummaryColumns).from(parts).where(eq(parts.id, partId));
  if (!part) throw notFound();
  return { baseObjectVo: presentPartSummary(part, lang), ...(await findUsagePage(ctx, partId, { seriesIds: access?.seriesIds, lang, ...pageOf(paging) })) };
}

/** Where a part (by code) is used within a line, series or model, a page at a time (search/used/part/{rootCode}/{partCode}). */
export async function getWhereUsedInRoot(ctx: AppContext, rootCode: string, partCode: string, paging: Paging, lang: Language, access?: CatalogueScope): Promise<TWhereUsed> {
  const chain = await findModelChainByCode(ctx, rootCode);
  if (!chain) throw new BizError('MODEL_NOT_FOUND');
  const part = await requirePartByCode(ctx, partCode);
  const found = await findUsagePage(ctx, part.id, { seriesIds: withinScope(access, await seriesIdsOf(ctx, chain)), filter: modelFilterOf(chain), lang, ...pageOf(paging) });
  return { baseObjectVo: presentPartSummary(part, lang), ...found };
}

async function locate(ctx: AppContext, part: PartSummaryRow, opts: { seriesIds?: string[]; filter?: RowFilter | null; lang: Language }) {
  const usages = await findUsages(ctx, part.id, opts);
  return { part: presentPartSummary(part, opts.lang), usages, tree: treeOfUsages(usages) };
}

/** `locate` for a gated caller: a part used nowhere in the bought series is refused, as its detail is. */
async function locateIn(ctx: AppContext, part: PartSummaryRow, opts: { seriesIds?: string[]; lang: Language }, access: CatalogueScope) {
  const found = await locate(ctx, part, opts);
  if (access && !found.usages.length) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
  return found;
}

/** treeByBarCode: the part with that bar code and the partlists using it. */
export async function locateByBarCode(ctx: AppContext, barCode: string, lang: Language, access?: CatalogueScope): Promise<TPartLocation> {
  const [part] = await ctx.db.select(partSummaryColumns).from(parts).where(eq(parts.barCode, barCode));
  if (!part) throw new BizError('CONTENT_NOT_FOUND');
  return { vehicle: null, ...(await locateIn(ctx, part, { seriesIds: access?.seriesIds, lang }, access)) };
}

/** queryMatnrSBOMTree: a material's partlists, optionally within a line, series or model. */
export async function locateMaterial(ctx: AppContext, materialCode: string, rootId: string | undefined, lang: Language, access?: CatalogueScope): Promise<TPartLocation> {
  const part = await requirePartByCode(ctx, materialCode);
  if (!rootId) return { vehicle: null, ...(await locateIn(ctx, part, { seriesIds: access?.seriesIds, lang }, access)) };
  const chain = await findModelChainById(ctx, rootId);
  if (!chain) throw notFound();
  return { vehicle: null, ...(await locate(ctx, part, { seriesIds: withinScope(access, await seriesIdsOf(ctx, chain)), filter: modelFilterOf(chain), lang })) };
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


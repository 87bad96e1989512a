import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  FUNCTION_LINK_KEYS, LIMITS, FUNCTION_LINK_PERMISSION, FUNCTION_LINK_ROOT_TYPES, LANGUAGES, MANUAL_OBJECT_TYPES,
  MANUAL_TYPES, pickLanguage, type Language, type ManualType, type TFunctionLink, type TManualChildsQuery,
  type TManualListQuery, type TManualNode, type TManualReview, type TManualReviewRequest, type TManualRoot, type TManualRootQuery,
  type TManualScope, type TManualTree, type TPartTopic, type TStructTabConfig, type TTopicDetail,
  type TTopicLogEntry, type TTopicSearchHit, type TTopicSearchPage, type TTopicSearchRequest, type TZoneKeyConfig, type TEpcImage, type TLabelHit,
  ZFunctionLinksQuery, ZManualRootSearchQuery, ZLabelSearchQuery, manualsEndpoints as E, catalogueEndpoints, pathOf,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/sql.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError, notFound } from '../../platform/errors.js';
import { escapeLike } from '../../platform/sql.js';
import { drawingUrl } from '../catalogue/index.js';
import { partlistItems, partlists, parts } from '../catalogue/index.js';
import {
  getOpenableNode, getOpenableRoot, listableWhere, resolveScope, scopeWhere, type NodeRow, type RootRow,
} from './manuals.access.js';
import { manualReviewWorkflow, reviewActions } from './manuals.workflow.js';
import { diagramSvgUrl, nestNodes, presentNodeRef, presentRoot, textIn, topicHtmlUrl } from './manuals.presenters.js';
import { highlight, queryTerms, snippet, tsqueryText } from './manuals.search.js';
import {
  manualDiagramLabels, manualNodes, manualReviewEvents, manualRoots, manualTopicContents, manualTopicLogs,
  manualTopicParts, type PartialLocalizedText,
} from './manuals.tables.js';
import { retireEffective } from './manuals.write.js';
import { slot } from '../../platform/slot.js';

/*
 * The manuals domain's rules: which manuals a caller sees (manuals.access.ts), trees and topics,
 * full-text search, part links, favourites, view and print logs, the review state machine and
 * the struct view's configuration. Routes call one function each.
 */

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */

/** Manual types in the contract's order, as a SQL array (service first). */
const TYPE_ORDER = sql.raw(`array[${MANUAL_TYPES.map((t) => `'${t}'`).join(',')}]::text[]`);
const typeOrder = (t: ManualType) => MANUAL_TYPES.indexOf(t);
const sortRoots = (rows: RootRow[]) =>
  rows.sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || a.sort - b.sort || a.code.localeCompare(b.code) || b.createdAt.getTime() - a.createdAt.getTime());

// ---------------------------------------------------------------- manuals and trees

/** The manuals for a configuration (root calls); `type` fixed by a typed path or asked for. */
/** The caller's favourite of a topic, or null: the favourites module fills it. */
export const topicStar = slot<(ctx: AppContext, caller: AuthUser, nodeId: string) => Promise<string | null>>(async () => null);
/** Published cases of a configuration, for its case-library link: the cases module fills it. */
export const publishedCaseCount = slot<(ctx: AppContext, caller: AuthUser, scope: { code0: string; code1: string; code2: string }, lang: Language) => Promise<number>>(async () => 0);

export async function listRoots(ctx: AppContext, caller: AuthUser, q: TManualRootQuery, lang: Language): Promise<TManualRoot[]> {
  const scope = await resolveScope(ctx, caller, q, lang);
  const rows = await ctx.db.select().from(manualRoots).where(and(listableWhere(ctx, caller, { status: q.status, type: q.type }), scopeWhere(scope)));
  return sortRoots(rows).map((r) => presentRoot(r, lang, caller));
}

// Qualified by hand: inside the subquery a bare "id" would be the child's.
const hasChildren = sql<boolean>`exists (select 1 from manual_nodes c where c.parent_id = "manual_nodes"."id")`;

/** The top nodes of a manual, or the children of one of its chapters. */
export async function getChildren(ctx: AppContext, caller: AuthUser, q: TManualChildsQuery, lang: Language, type?: ManualType): Promise<TManualNode[]> {
  const root = await getOpenableRoot(ctx, caller, q.rootId, type);
  if (q.parentId) {
    const [parent] = await ctx.db.select({ id: manualNodes.id }).from(manualNodes).where(and(eq(manualNodes.id, q.parentId), eq(manualNodes.rootId, root.id)));
    if (!parent) throw new BizError('NO_NODE_SELECTED');
  }
  const rows = await ctx.db
    .select({ id: manualNodes.id, rootId: manualNodes.rootId, parentId: manualNodes.parentId, kind: manualNodes.kind, code: manualNodes.code, titles: manualNodes.titles, seq: manualNodes.seq, hasChildren })
    .from(manualNodes)
    .where(and(eq(manualNodes.rootId, root.id), q.parentId ? eq(manualNodes.parentId, q.parentId) : sql`${manualNodes.parentId} is null`))
    .orderBy(asc(manualNodes.seq));
  return rows.map((r) => ({ id: r.id, rootId: r.rootId, parentId: r.parentId, kind: r.kind, code: r.code, title: textIn(r.titles, lang), seq: r.seq, isLeaf: !r.hasChildren }));
}

/** A manual with its whole tree. */
export async function getTree(ctx: AppContext, caller: AuthUser, rootId: string, lang: Language): Promise<TManualTree> {
  const root = await getOpenableRoot(ctx, caller, rootId);
  const rows = await ctx.db
    .select({ id: manualNodes.id, rootId: manualNodes.rootId, parentId: manualNodes.parentId, kind: manualNodes.kind, code: manualNodes.code, titles: manualNodes.titles, seq: manualNodes.seq })
    .from(manualNodes)
    .where(eq(manualNodes.rootId, root.id))
    .orderBy(asc(manualNodes.seq));
  return { root: presentRoot(root, lang, caller), nodes: nestNodes(rows, lang) };
}

/** A name in any language, or the code, contains the key. */
const rootKeyWhere = (key: string | undefined): SQL | undefined => {
  if (!key) return undefined;
  const like = `%${escapeLike(key)}%`;
  return sql`(${manualRoots.code} ilike ${like} or exists (select 1 from jsonb_each_text(${manualRoots.names}) n where n.value ilike ${like}))`;
};

/** A page of manuals: the manual list (search/root, all) and the reviewers' pending list. */
export async function findRoots(ctx: AppContext, caller: AuthUser, q: TManualListQuery, lang: Language) {
  const scope = await resolveScope(ctx, caller, q, lang);
  const where = and(listableWhere(ctx, caller, { status: q.status, type: q.type }), scopeWhere(scope), rootKeyWhere(q.key));
  const [total] = await ctx.db.select({ n: count() }).from(manualRoots).where(where);
  const rows = await ctx.db.select().from(manualRoots).where(where)
    .orderBy(sql`array_position(${TYPE_ORDER}, ${manualRoots.type})`, asc(manualRoots.sort), asc(manualRoots.code), desc(manualRoots.createdAt))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { contents: rows.map((r) => presentRoot(r, lang, caller)), count: total.n };
}

export const searchRoots = (ctx: AppContext, caller: AuthUser, q: z.infer<typeof ZManualRootSearchQuery>, lang: Language) =>
  findRoots(ctx, caller, { ...q, status: undefined }, lang);

// ---------------------------------------------------------------- topics

/** Titles of each node's chapters, top down, for many nodes at once. */
async function chapterPaths(ctx: AppContext, nodeIds: string[], lang: Language): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(nodeIds.map((id) => [id, []]));
  if (!nodeIds.length) return out;
  const ids = sql.join(nodeIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await ctx.db.execute(sql`
    with recursive up(start_id, id, parent_id, titles, depth) as (
      select n.id, p.id, p.parent_id, p.titles, p.depth from manual_nodes n join manual_nodes p on p.id = n.parent_id where n.id in (${ids})
      union all
      select up.start_id, p.id, p.parent_id, p.titles, p.depth from up join manual_nodes p on p.id = up.parent_id
    ) select start_id, titles, depth from up order by start_id, depth`);
  for (const row of rowsOf<{ start_id: string; titles: PartialLocalizedText }>(result)) out.get(row.start_id)?.push(textIn(row.titles, lang));
  return out;
}

/** The chapters above a node, top down, as references. */
async function breadcrumbsOf(ctx: AppContext, node: NodeRow, lang: Language) {
  if (!node.parentId) return [];
  const result = await ctx.db.execute(sql`
    with recursive up as (
      select id, parent_id, kind, code, titles, depth from manual_nodes where id = ${node.parentId}
      union all
      select p.id, p.parent_id, p.kind, p.code, p.titles, p.depth from manual_nodes p join up on p.id = up.parent_id
    ) select id, kind, code, titles from up order by depth`);
  return rowsOf<Pick<NodeRow, 'id' | 'kind' | 'code' | 'titles'>>(result).map((r) => presentNodeRef(r, lang));
}

/** Part codes with the catalogue's part, when it exists. */
async function presentParts(ctx: AppContext, codes: string[], lang: Language) {
  if (!codes.length) return [];
  const rows = await ctx.db.select({ id: parts.id, code: parts.code, names: parts.names }).from(parts).where(inArray(parts.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.map((code) => {
    const p = byCode.get(code);
    return { partCode: code, partId: p?.id ?? null, partName: p ? textIn(p.names, lang) : null };
  });
}

/** One node for the topic viewer: breadcrumbs, previous/next, languages, labels, parts, favourite. */
export async function getTopicDetail(ctx: AppContext, caller: AuthUser, id: string, lang: Language): Promise<TTopicDetail> {
  const { node, root } = await getOpenableNode(ctx, caller, id);
  const neighbour = (dir: 'prev' | 'next') => ctx.db
    .select({ id: manualNodes.id, kind: manualNodes.kind, code: manualNodes.code, titles: manualNodes.titles })
    .from(manualNodes)
    .where(and(eq(manualNodes.rootId, root.id), ne(manualNodes.kind, 'CHAPTER'), dir === 'prev' ? lt(manualNodes.seq, node.seq) : gt(manualNodes.seq, node.seq)))
    .orderBy(dir === 'prev' ? desc(manualNodes.seq) : asc(manualNodes.seq))
    .limit(1);
  const [breadcrumbs, [prev], [next], contents, labels, partRows, favoriteId] = await Promise.all([
    breadcrumbsOf(ctx, node, lang),
    neighbour('prev'),
    neighbour('next'),
    ctx.db.select({ lang: manualTopicContents.lang, hasBody: sql<boolean>`${manualTopicContents.html} is not null` }).from(manualTopicContents).where(eq(manualTopicContents.nodeId, node.id)),
    node.kind === 'DIAGRAM'
      ? ctx.db.select().from(manualDiagramLabels).where(eq(manualDiagramLabels.nodeId, node.id)).orderBy(asc(manualDiagramLabels.seq))
      : Promise.resolve([]),
    ctx.db.select({ code: manualTopicParts.partCode }).from(manualTopicParts).where(eq(manualTopicParts.nodeId, node.id)).orderBy(asc(manualTopicParts.partCode)),
    topicStar.call(ctx, caller, node.id),
  ]);
  const bodies = LANGUAGES.filter((l) => contents.some((c) => c.lang === l && c.hasBody));
  // Diagrams have no body: their language is the title's.
  const candidates = node.kind === 'DIAGRAM' ? LANGUAGES.filter((l) => contents.some((c) => c.lang === l)) : bodies;
  const served = node.kind === 'CHAPTER' ? null : pickLanguage(Object.fromEntries(candidates.map((l) => [l, true])), lang);
  return {
    node: presentNodeRef(node, lang),
    root: presentRoot(root, lang, caller),
    breadcrumbs,
    prev: prev ? presentNodeRef(prev, lang) : null,
    next: next ? presentNodeRef(next, lang) : null,
    lang: served,
    languages: bodies,
    htmlUrl: topicHtmlUrl(node.id),
    svgUrl: node.kind === 'DIAGRAM' ? diagramSvgUrl(node.id) : null,
    labels: labels.map((l) => ({ kind: l.kind, text: l.text, color: l.color, elementId: l.elementId })),
    parts: await presentParts(ctx, partRows.map((p) => p.code), lang),
    favoriteId,
  };
}

/** A diagram's SVG. */
export async function getDiagramSvg(ctx: AppContext, caller: AuthUser, id: string): Promise<string> {
  const { node } = await getOpenableNode(ctx, caller, id);
  if (node.kind !== 'DIAGRAM' || !node.svg) throw new BizError('TOPIC_NOT_FOUND');
  return node.svg;
}

/** Labels of a manual's diagrams matching a key: whole label first, then starting with it, then containing it. */
export async function searchLabels(ctx: AppContext, caller: AuthUser, q: z.infer<typeof ZLabelSearchQuery>, lang: Language): Promise<TLabelHit[]> {
  const root = await getOpenableRoot(ctx, caller, q.rootId);
  const key = q.key.normalize('NFKC');
  const like = `%${escapeLike(key)}%`;
  const rank = sql<number>`case when lower(${manualDiagramLabels.text}) = lower(${key}) then 0 when ${manualDiagramLabels.text} ilike ${`${escapeLike(key)}%`} then 1 else 2 end`;
  const rows = await ctx.db
    .select({ label: manualDiagramLabels, titles: manualNodes.titles, seq: manualNodes.seq, rank })
    .from(manualDiagramLabels)
    .innerJoin(manualNodes, eq(manualNodes.id, manualDiagramLabels.nodeId))
    .where(and(eq(manualDiagramLabels.rootId, root.id), or(sql`${manualDiagramLabels.text} ilike ${like}`, sql`${manualDiagramLabels.color} ilike ${like}`)))
    .orderBy(rank, asc(manualNodes.seq), asc(manualDiagramLabels.seq))
    .limit(200);
  return rows.map((r) => ({
    kind: r.label.kind, text: r.label.text, color: r.label.color, elementId: r.label.elementId,
    diagramId: r.label.nodeId, diagramTitle: textIn(r.titles, lang),
  }));
}

// ---------------------------------------------------------------- parts

/** The catalogue drawings (EPC images) that hold the parts a topic mentions, with the part's balloons. */
export async function searchEpcImages(ctx: AppContext, caller: AuthUser, topicId: string, lang: Language): Promise<TEpcImage[]> {
  const { node } = await getOpenableNode(ctx, caller, topicId);
  const rows = await ctx.db
    .select({ partId: parts.id, partCode: parts.code, partNames: parts.names, partlistId: partlists.id, partlistCode: partlists.code, partlistNames: partlists.names, ball: partlistItems.ballNumber })
    .from(manualTopicParts)
    .innerJoin(parts, eq(parts.code, manualTopicParts.partCode))
    .leftJoin(partlistItems, eq(partlistItems.partId, parts.id))
    .leftJoin(partlists, eq(partlists.id, partlistItems.partlistId))
    .where(eq(manualTopicParts.nodeId, node.id))
    .orderBy(asc(parts.code), asc(partlists.code), asc(partlistItems.ballNumber));
  const out = new Map<string, TEpcImage>();
  for (const r of rows) {
    let image = out.get(r.partId);
    if (!image) out.set(r.partId, (image = { partCode: r.partCode, partId: r.partId, partName: textIn(r.partNames, lang), partlists: [] }));
    if (!r.partlistId) continue;
    let pl = image.partlists.find((p) => p.id === r.partlistId);
    if (!pl) image.partlists.push((pl = { id: r.partlistId, code: r.partlistCode!, name: textIn(r.partlistNames, lang), drawingUrl: drawingUrl(r.partlistId), ballNumbers: [] }));
    if (r.ball !== null && !pl.ballNumbers.includes(r.ball)) pl.ballNumbers.push(r.ball);
  }
  return [...out.values()];
}

/** Topics (service manuals) or diagrams (circuit manuals) that mention a part: the part detail's tabs. */
export async function getPartTopics(ctx: AppContext, caller: AuthUser, partId: string, type: 'SERVICE' | 'CIRCUIT', lang: Language): Promise<TPartTopic[]> {
  const [part] = await ctx.db.select({ code: parts.code }).from(parts).where(eq(parts.id, partId));
  if (!part) throw notFound();
  const rows = await ctx.db
    .select({ node: { id: manualNodes.id, kind: manualNodes.kind, titles: manualNodes.titles }, root: manualRoots })
    .from(manualTopicParts)
    .innerJoin(manualNodes, eq(manualNodes.id, manualTopicParts.nodeId))
    .innerJoin(manualRoots, eq(manualRoots.id, manualTopicParts.rootId))
    .where(and(eq(manualTopicParts.partCode, part.code), listableWhere(ctx, caller, { type })))
    .orderBy(asc(manualRoots.sort), asc(manualRoots.code), asc(manualNodes.seq))
    .limit(200);
  const paths = await chapterPaths(ctx, rows.map((r) => r.node.id), lang);
  return rows.map((r) => ({
    topicId: r.node.id, kind: r.node.kind, title: textIn(r.node.titles, lang), rootId: r.root.id, rootName: textIn(r.root.names, lang),
    version: r.root.version, path: paths.get(r.node.id) ?? [],
  }));
}

// ---------------------------------------------------------------- full-text search

/**
 * Full-text search of topics and diagrams in one language, over the manuals the caller may see
 * (or one of them), with highlighted titles and snippets. Title hits first, then manual order
 * (service manuals before the other types, then each manual's sort and code) and reading order.
 *
 * The visible manuals are ranked here first (a small table), then joined as a VALUES list: the
 * GIN index narrows the narrow search table to the matches, a hash join keeps the visible ones,
 * and only the page's rows are read in full.
 */
/** How a search runs; tests lower the cap to take the many-hits paths on small data. */
export interface TopicSearchOptions {
  countCap?: number;
  /** Up to this many topics in the manuals searched, each of their rows is tested. */
  readWholeUpTo?: number;
}

/** Up to this many topics in the manuals searched, their rows are read and tested one by one. */
const MANUAL_ROWS_READ_WHOLE = 20_000;

/** How many rows (in display order) show whether a word is common. */
const COMMON_PROBE_ROWS = 1000;

/** The order hits are shown in after title hits: the manuals' ranking, then reading order. */
const HIT_ORDER = sql.raw('s.type_order, s.root_sort, s.root_code, s.root_id, s.seq');

/**
 * Full-text search of topics: title hits first, then the rest, each by manual and reading order.
 * Hits are counted up to the cap. Up to the cap they are fetched through the GIN index and
 * sorted. Beyond it — a common word in a large library — the order index is walked instead and
 * the walk stops when the page is full, so the cost no longer grows with the number of hits.
 * The planner cannot know where a LIMIT stops, so the walks run with bitmap and sequential
 * scans switched off, and the counts with sequential scans off (decision 007).
 */
export async function searchTopics(ctx: AppContext, caller: AuthUser, req: TTopicSearchRequest, lang: Language, opts: TopicSearchOptions = {}): Promise<TTopicSearchPage> {
  const cap = opts.countCap ?? LIMITS.topicSearchCountCap;
  const terms = queryTerms(req.key);
  if (!terms.length) return { contents: [], count: 0, countCapped: false };
  const searchLang = req.lang ?? lang;
  // Which manuals: a condition on manual_roots, joined to every candidate row.
  let visible: SQL;
  let scope: Awaited<ReturnType<typeof resolveScope>> = null;
  if (req.rootId) {
    const root = await getOpenableRoot(ctx, caller, req.rootId, req.type);
    visible = eq(manualRoots.id, root.id);
  } else {
    scope = await resolveScope(ctx, caller, req as TManualScope, lang);
    visible = and(listableWhere(ctx, caller, { type: req.type }), scopeWhere(scope))!;
  }
  const query = sql`${tsqueryText(terms)}::tsquery`;
  // The language as a literal (it is one of LANGUAGES): it picks that language's partial order index.
  if (!LANGUAGES.includes(searchLang)) throw new Error(`not a language: ${searchLang}`);
  // Only the walks may use the language's partial order index; elsewhere the language test is
  // kept from the indexes (`is true`), or the planner ANDs the whole partial index into the GIN bitmap.
  const langIs = sql.raw(`s.lang = '${searchLang}'`);
  const rowsWhere = (match: SQL, language: SQL = sql`(${langIs}) is true`) => sql`manual_topic_search s join manual_roots on manual_roots.id = s.root_id
    where ${language} and ${match} and ${visible}`;
  const inTitle = sql`s.title_search @@ ${query}`;
  // Title tokens are among the search tokens: a title hit is a hit.
  const hits = rowsWhere(sql`s.search @@ ${query}`);
  const titleHits = rowsWhere(inTitle);
  const bodyOnly = sql`s.search @@ ${query} and not (${inTitle})`;
  const offset = (req.page - 1) * req.pageSize;
  const nodeIds = (rows: unknown) => rowsOf<{ node_id: string }>(rows).map((r) => r.node_id);
  const countOf = (rows: unknown) => Number(rowsOf<{ n: number | string }>(rows)[0].n);
  const upToCap = (from: SQL) => sql`select count(*) as n from (select 1 from ${from} limit ${cap + 1}) x`;

  // A few manuals (one manual, a vehicle's): read their rows in the language through the
  // (root, language) index and test each, never the GIN index. Run once per manual, a GIN
  // bitmap would list every hit of the whole library each time.
  const readWholeUpTo = opts.readWholeUpTo ?? MANUAL_ROWS_READ_WHOLE;
  const narrowed = !!req.rootId || (!!scope && readWholeUpTo > 0);
  const few = narrowed && Number(rowsOf<{ topics: number | string | null }>(await ctx.db.execute(sql`select sum(topic_count) as topics from manual_roots where ${visible}`))[0]?.topics ?? 0) <= readWholeUpTo;
  if (few) {
    const tested = rowsWhere(sql`(s.search @@ ${query}) is true`, langIs);
    const rows = rowsOf<{ node_id: string; total: number | string }>(await ctx.db.execute(sql`
      select s.node_id, count(*) over () as total from ${tested}
       order by (${inTitle}) desc, ${HIT_ORDER} limit ${req.pageSize} offset ${offset}`));
    const total = rows.length ? Number(rows[0].total) : offset > 0 ? countOf(await ctx.db.execute(upToCap(tested))) : 0;
    return presentHits(ctx, req, searchLang, rows.map((r) => r.node_id), Math.min(total, cap), total > cap);
  }

  // The library: one transaction, so each statement can tell the planner how it reads. The
  // planner costs a LIMIT as if every row were read; these statements stop early.
  const { found, page } = await ctx.db.transaction(async (tx) => {
    const scans = (bitmap: boolean, seq: boolean) => tx.execute(sql`select set_config('enable_bitmapscan', ${bitmap ? 'on' : 'off'}, true), set_config('enable_seqscan', ${seq ? 'on' : 'off'}, true)`);
    // A common word is found more than `cap` times among the first rows in display order:
    // no need then to build its GIN bitmap (tens of thousands of row ids) just to count. One
    // pass tells it for hits and for title hits (a title hit is a hit, so only hits are tested
    // again): testing a row costs more than reading it, on PGlite ~20 µs.
    await scans(false, false);
    const [probe] = rowsOf<{ hits: number | string; titled: number | string }>(await tx.execute(sql`
      select count(*) filter (where hit) as hits, count(*) filter (where hit and (${inTitle})) as titled
        from (select s.title_search, (s.search @@ ${query}) as hit from ${rowsWhere(sql`true`, langIs)}
               order by ${HIT_ORDER} limit ${COMMON_PROBE_ROWS}) s`));
    // Otherwise count from the GIN index, never by a sequential scan hoping for early hits.
    const countHits = async (match: SQL, probed: number | string) => {
      if (Number(probed) > cap) return cap + 1;
      await scans(true, false);
      return countOf(await tx.execute(upToCap(rowsWhere(match))));
    };
    // Walking the language's order index, never a bitmap of every hit.
    const walk = async (match: SQL, limit: number, skip: number) => {
      await scans(false, false);
      return nodeIds(await tx.execute(sql`select s.node_id from ${rowsWhere(match, langIs)} order by ${HIT_ORDER} limit ${limit} offset ${skip}`));
    };
    // Title hits are hits, and their index is the smaller: more than `cap` of them settle the
    // count without building the bitmap of every hit ("charging fault": 1,600 title hits counted
    // in 3 ms, 7,000 hits in 11 ms). A word common among the first rows needs neither count.
    let titledCount: number | null = null;
    let found = cap + 1;
    if (Number(probe.hits) <= cap) {
      titledCount = await countHits(inTitle, probe.titled);
      if (titledCount <= cap) found = await countHits(sql`s.search @@ ${query}`, probe.hits);
    }
    if (found <= cap) {
      await scans(true, true);
      return { found, page: nodeIds(await tx.execute(sql`select s.node_id from ${hits} order by (${inTitle}) desc, ${HIT_ORDER} limit ${req.pageSize} offset ${offset}`)) };
    }
    const want = offset + req.pageSize;
    let titled: string[];
    if ((titledCount ?? await countHits(inTitle, probe.titled)) > cap) {
      titled = await walk(inTitle, want, 0);
    } else {
      await scans(true, true);
      titled = nodeIds(await tx.execute(sql`select s.node_id from ${titleHits} order by ${HIT_ORDER} limit ${want}`));
    }
    const page = titled.slice(offset);
    if (titled.length < want) {
      // every title hit is known: the page goes on with hits in the body only
      const skip = Math.max(0, offset - titled.length);
      page.push(...await walk(bodyOnly, want - titled.length - skip, skip));
    }
    return { found, page };
  });
  const countCapped = found > cap;
  return presentHits(ctx, req, searchLang, page, Math.min(found, cap), countCapped);
}

/** Search hits as the search list shows them, in the order of `page`. */
async function presentHits(ctx: AppContext, req: TTopicSearchRequest, searchLang: Language, page: string[], count: number, countCapped: boolean): Promise<TTopicSearchPage> {
  if (!page.length) return { contents: [], count, countCapped };
  const list = sql.join(page.map((id) => sql`${id}::uuid`), sql`, `);
  type Row = { node_id: string; root_id: string; title: string; plain_text: string; kind: TTopicSearchHit['kind']; type: ManualType; names: PartialLocalizedText };
  const rows = rowsOf<Row>(await ctx.db.execute(sql`
    select c.node_id, c.root_id, c.title, c.plain_text, n.kind, r.type, r.names
      from manual_topic_contents c
      join manual_nodes n on n.id = c.node_id
      join manual_roots r on r.id = c.root_id
     where c.lang = ${searchLang} and c.node_id in (${list})`));
  const byId = new Map(rows.map((r) => [r.node_id, r]));
  // A hit reads in the language searched: its title, path and manual name.
  const paths = await chapterPaths(ctx, page, searchLang);
  return {
    count,
    countCapped,
    contents: page.flatMap((id): TTopicSearchHit[] => {
      const r = byId.get(id);
      if (!r) return [];
      return [{
        topicId: r.node_id, kind: r.kind, rootId: r.root_id, rootName: textIn(r.names, searchLang), type: r.type, lang: searchLang,
        title: r.title, titleHighlight: highlight(r.title, req.key), snippet: snippet(r.plain_text, req.key), path: paths.get(r.node_id) ?? [],
      }];
    }),
  };
}

// ---------------------------------------------------------------- logs

/** Records a view or print of a topic by the caller; answers the entry and how often the caller did so. */
export async function recordTopicLog(ctx: AppContext, caller: AuthUser, topicId: string, action: 'VIEW' | 'PRINT', lang: Language): Promise<TTopicLogEntry> {
  const { node } = await getOpenableNode(ctx, caller, topicId);
  if (node.kind === 'CHAPTER') throw new BizError('NO_NODE_SELECTED');
  const [entry] = await ctx.db.insert(manualTopicLogs).values({
    nodeId: node.id, rootId: node.rootId, userId: caller.id, operatorName: caller.username, action, lang, createdAt: ctx.now(),
  }).returning();
  const [times] = await ctx.db.select({ n: count() }).from(manualTopicLogs)
    .where(and(eq(manualTopicLogs.userId, caller.id), eq(manualTopicLogs.nodeId, node.id), eq(manualTopicLogs.action, action)));
  return { id: entry.id, topicId: node.id, action, lang, operator: caller.username, createTime: entry.createdAt.toISOString(), count: times.n };
}

// ---------------------------------------------------------------- review

/** A manual's review record: history, what the caller may do now, the other versions. */
export async function getReview(ctx: AppContext, caller: AuthUser, rootId: string, lang: Language): Promise<TManualReview> {
  const root = await getOpenableRoot(ctx, caller, rootId);
  const [events, versions] = await Promise.all([
    ctx.db.select().from(manualReviewEvents).where(eq(manualReviewEvents.rootId, root.id)).orderBy(asc(manualReviewEvents.createdAt), asc(manualReviewEvents.id)),
    ctx.db.select().from(manualRoots).where(and(eq(manualRoots.code, root.code), ne(manualRoots.id, root.id))).orderBy(desc(manualRoots.createdAt)),
  ]);
  return {
    root: presentRoot(root, lang, caller),
    history: events.map((e) => ({
      // A retirement by a newer version reads as becoming invalid.
      action: (e.action === 'SUPERSEDED' ? 'INVALID' : e.action) as 'IMPORTED' | 'VALID' | 'INVALID',
      from: e.fromStatus ?? null, to: e.toStatus, operator: e.operatorName, comment: e.comment, createTime: e.createdAt.toISOString(),
    })),
    actions: reviewActions(root.status, caller.permissions),
    versions: versions.map((v) => presentRoot(v, lang, caller)),
  };
}

/**
 * A review transition (manuals.workflow.ts): PENDING → EFFECTIVE or INVALID,
 * EFFECTIVE → INVALID, INVALID → EFFECTIVE. Becoming effective retires the other effective
 * version of the same manual. The row is locked, so two reviewers cannot both act on one state.
 */
export async function reviewManual(ctx: AppContext, caller: AuthUser, req: TManualReviewRequest, lang: Language): Promise<TManualReview> {
  await getOpenableRoot(ctx, caller, req.rootId);
  await ctx.db.transaction(async (tx) => {
    const [root] = await tx.select().from(manualRoots).where(eq(manualRoots.id, req.rootId)).for('update');
    const transition = manualReviewWorkflow.guard(root, req.action, [], caller.permissions);
    const to = manualReviewWorkflow.after(transition, root.status);
    const now = ctx.now();
    const by = { id: caller.id, name: caller.username };
    if (to === 'EFFECTIVE') await retireEffective(tx, root.code, root.id, by, now);
    await tx.update(manualRoots).set({ status: to, reviewedBy: caller.id, reviewedByName: caller.username, reviewedAt: now }).where(eq(manualRoots.id, root.id));
    await tx.insert(manualReviewEvents).values({
      rootId: root.id, action: req.action, fromStatus: root.status, toStatus: to, operatorId: caller.id, operatorName: caller.username,
      comment: req.comment, createdAt: now,
    });
  });
  return getReview(ctx, caller, req.rootId, lang);
}

// ---------------------------------------------------------------- struct view configuration

const LINK_TARGET: Record<(typeof FUNCTION_LINK_KEYS)[number], TFunctionLink['target']> = {
  SPARE_PARTS: 'CATALOGUE', SERVICE: 'MANUAL', CIRCUIT: 'MANUAL', CASE_LIBRARY: 'CASE_LIBRARY', PART_LABOUR_TIME: 'LABOUR_TIME',
};

/**
 * The struct view's action buttons (spec §2): spare parts, service, circuit diagram, case library,
 * part labour time, for user, service and circuit manuals (and the catalogue's own struct view).
 * Buttons the caller may not use are left out; SERVICE and CIRCUIT point at the manual of that
 * type for the same configuration and are disabled when there is none.
 */
export async function getFunctionLinks(ctx: AppContext, caller: AuthUser, q: z.infer<typeof ZFunctionLinksQuery>, lang: Language): Promise<TFunctionLink[]> {
  let scope = await resolveScope(ctx, caller, q, lang);
  let rootType: ManualType | undefined;
  if (q.rootId) {
    const root = await getOpenableRoot(ctx, caller, q.rootId);
    scope = { code0: root.code0, code1: root.code1, code2: root.code2 };
    rootType = root.type;
  } else if (q.objectType) {
    rootType = MANUAL_TYPES.find((t) => MANUAL_OBJECT_TYPES[t] === q.objectType);
  }
  if (rootType && !FUNCTION_LINK_ROOT_TYPES.includes(rootType)) return [];
  const manualFor = async (type: ManualType) => {
    if (!scope) return null;
    const [row] = await ctx.db.select({ id: manualRoots.id }).from(manualRoots)
      .where(and(listableWhere(ctx, caller, { type }), scopeWhere(scope)))
      // The manual made for exactly this configuration first, then the more general ones.
      .orderBy(sql`(${manualRoots.code2} = ${scope.code2}) desc`, sql`(${manualRoots.code1} = ${scope.code1}) desc`, asc(manualRoots.sort), asc(manualRoots.code))
      .limit(1);
    return row?.id ?? null;
  };
  const links: TFunctionLink[] = [];
  for (const key of FUNCTION_LINK_KEYS) {
    const permission = FUNCTION_LINK_PERMISSION[key];
    if (!caller.permissions.has(permission)) continue;
    const target = LINK_TARGET[key];
    const rootId = key === 'SERVICE' ? await manualFor('SERVICE') : key === 'CIRCUIT' ? await manualFor('CIRCUIT') : null;
    // The case library opens on the configuration's cases: pointless when it has none.
    const count = target === 'CASE_LIBRARY' && scope ? await publishedCaseCount.call(ctx, caller, scope, lang) : null;
    const enabled = target === 'MANUAL' ? !!rootId : target === 'CATALOGUE' ? !!scope?.code0 : count !== 0;
    links.push({ key, permission, target, rootId, enabled, count });
  }
  return links;
}

const tab = (caller: AuthUser, key: string, permission: string | null) => ({ key, permission, allowed: permission === null || caller.permissions.has(permission) });

/** The struct view's panes per root object type, and the part detail's tabs (spec §2), with what the caller may open. */
export function getStructTabs(caller: AuthUser): TStructTabConfig {
  const manualPanes = (type: ManualType) => [
    tab(caller, 'TREE', null),
    tab(caller, type === 'CIRCUIT' ? 'DIAGRAM' : 'TOPIC', null),
    tab(caller, 'SEARCH', null),
    tab(caller, 'PRINT', 'PER_MANUAL_PRINT'),
  ];
  return {
    roots: [
      { objectType: 'Partlist', tabs: [tab(caller, 'TREE', null), tab(caller, 'DRAWING', 'PER_MANUAL_2D_PICTURE'), tab(caller, 'BOM', null), tab(caller, 'EXPORT', 'PER_MANUAL_VIEW')] },
      ...MANUAL_TYPES.map((t) => ({ objectType: MANUAL_OBJECT_TYPES[t], tabs: manualPanes(t) })),
    ],
    partTabs: [
      tab(caller, 'PART_INFO', 'PER_MANUAL_PART_INFO'),
      tab(caller, 'LABOUR_TIME', 'PER_MANUAL_PART_LABORTIME'),
      tab(caller, 'EXCHANGE_RELATION', 'PER_MANUAL_PART_EXCHANGE_RELATION'),
      tab(caller, 'SERVICE_MANUAL', 'PER_MANUAL_PART_SERVICE_MANUAL'),
      tab(caller, 'CIRCUIT_DIAGRAM', 'PER_MANUAL_PART_CIRCUIT_DIAGRAM'),
      // Spec §2: the physical map has no permission gate.
      tab(caller, 'PHYSICAL_MAP', null),
      tab(caller, 'REMARK', 'PER_MANUAL_PART_REMARK'),
    ],
  };
}

/** What the struct view's search box searches for each root object type; the first zone is the default. */
export function getZoneKeys(): TZoneKeyConfig {
  const topic = { key: 'TOPIC', url: pathOf(E.searchTopics), method: E.searchTopics.method };
  // The catalogue's type-ahead answers the parts list's zones.
  const zoneKey = { url: pathOf(catalogueEndpoints.zoneKeys), method: catalogueEndpoints.zoneKeys.method };
  return [
    {
      objectType: 'Partlist',
      zones: [
        { key: 'Part', url: `${zoneKey.url}?type=Part`, method: zoneKey.method },
        { key: 'Model', url: `${zoneKey.url}?type=Model`, method: zoneKey.method },
        { key: 'ModelRoot', url: `${zoneKey.url}?type=ModelRoot`, method: zoneKey.method },
      ],
    },
    ...MANUAL_TYPES.map((t) => ({
      objectType: MANUAL_OBJECT_TYPES[t],
      zones: t === 'CIRCUIT' ? [topic, { key: 'LABEL', url: pathOf(E.searchLabels), method: E.searchLabels.method }] : [topic],
    })),
  ];
}

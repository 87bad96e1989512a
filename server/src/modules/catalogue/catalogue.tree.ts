import { nameIn, type TLocalizedText } from '@portal/contract';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Language, TPathNode, TPartUsage, TreeNodeType, TTreeNode } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { BizError, notFound } from '../../platform/errors.js';
import { rowFilterSql, type RowFilter, type VehicleFacts } from './catalogue.applicability.js';
import { OBJECT_TYPES, partSummaryColumns, pathNode, type PartSummaryRow } from './catalogue.presenters.js';
import { bomGroups, modelNodes, partlistItems, partlists, parts } from './catalogue.tables.js';
import { assertSeries, withinScope, type CatalogueScope } from './catalogue.access.js';

/*
 * One tree service for root, childs, tree, treeByCode, instance/treeByCode, treeByVin,
 * queryTreeByLevel, getAllChilds, ass/getAssembiy and the part/search browsing calls: line → series
 * → system (bom_groups level 1) → assembly (level 2) → partlist. A model node shows its series'
 * tree restricted to rows of the model.
 */

type NodeRow = typeof modelNodes.$inferSelect;
const NODE_TYPE_BY_LEVEL: TreeNodeType[] = ['LINE', 'SERIES', 'MODEL'];

export const nodeTypeOf = (row: NodeRow): TreeNodeType => NODE_TYPE_BY_LEVEL[row.level] ?? 'MODEL';

/** A model-tree node and its ancestors (line, series, model as far as they exist). */
export interface ModelChain {
  node: NodeRow;
  type: TreeNodeType;
  line: NodeRow | null;
  series: NodeRow | null;
  model: NodeRow | null;
}

async function chainOf(ctx: AppContext, node: NodeRow): Promise<ModelChain> {
  const byLevel: (NodeRow | null)[] = [null, null, null];
  let cur: NodeRow | undefined = node;
  for (let hops = 0; cur && hops < 3; hops++) {
    byLevel[cur.level] = cur;
    if (!cur.parentId) break;
    [cur] = await ctx.db.select().from(modelNodes).where(eq(modelNodes.id, cur.parentId));
  }
  return { node, type: nodeTypeOf(node), line: byLevel[0], series: byLevel[1], model: byLevel[2] };
}

export async function findModelChainById(ctx: AppContext, id: string): Promise<ModelChain | null> {
  const [node] = await ctx.db.select().from(modelNodes).where(eq(modelNodes.id, id));
  return node ? chainOf(ctx, node) : null;
}

export async function findModelChainByCode(ctx: AppContext, code: string): Promise<ModelChain | null> {
  const [node] = await ctx.db.select().from(modelNodes).where(eq(modelNodes.code, code));
  return node ? chainOf(ctx, node) : null;
}

/** The series under a line, series or model node. */
export async function seriesIdsOf(ctx: AppContext, chain: ModelChain): Promise<string[]> {
  if (chain.series) return [chain.series.id];
  const rows = await ctx.db.select({ id: modelNodes.id }).from(modelNodes).where(eq(modelNodes.parentId, chain.node.id));
  return rows.map((r) => r.id);
}

/** The row filter a model-tree node implies: a model restricts to its rows. */
export const modelFilterOf = (chain: ModelChain): RowFilter | null =>
  chain.model ? { kind: 'model', modelCode: chain.model.code } : null;

// ---------------------------------------------------------------- assembling trees

interface BomData {
  series: NodeRow[];
  groups: { id: string; seriesId: string; parentId: string | null; level: number; code: string; names: TLocalizedText; sort: number }[];
  partlists: { id: string; seriesId: string; groupId: string; code: string; names: TLocalizedText; sort: number }[];
  /** Partlists with at least one row under the filter; null when unfiltered. */
  allowed: Set<string> | null;
}

async function loadBomData(ctx: AppContext, seriesIds: string[], filter: RowFilter | null): Promise<BomData> {
  if (!seriesIds.length) return { series: [], groups: [], partlists: [], allowed: filter ? new Set() : null };
  const [series, groups, lists] = await Promise.all([
    ctx.db.select().from(modelNodes).where(inArray(modelNodes.id, seriesIds)).orderBy(asc(modelNodes.sort), asc(modelNodes.code)),
    ctx.db
      .select({ id: bomGroups.id, seriesId: bomGroups.seriesId, parentId: bomGroups.parentId, level: bomGroups.level, code: bomGroups.code, names: bomGroups.names, sort: bomGroups.sort })
      .from(bomGroups)
      .where(inArray(bomGroups.seriesId, seriesIds))
      .orderBy(asc(bomGroups.sort), asc(bomGroups.code)),
    ctx.db
      .select({ id: partlists.id, seriesId: partlists.seriesId, groupId: partlists.groupId, code: partlists.code, names: partlists.names, sort: partlists.sort })
      .from(partlists)
      .where(inArray(partlists.seriesId, seriesIds))
      .orderBy(asc(partlists.sort), asc(partlists.code)),
  ]);
  let allowed: Set<string> | null = null;
  const condition = rowFilterSql(filter);
  if (condition) {
    const rows = await ctx.db
      .selectDistinct({ id: partlistItems.partlistId })
      .from(partlistItems)
      .innerJoin(partlists, eq(partlists.id, partlistItems.partlistId))
      .where(and(inArray(partlists.seriesId, seriesIds), condition));
    allowed = new Set(rows.map((r) => r.id));
  }
  return { series, groups, partlists: lists, allowed };
}

interface Built extends Omit<TTreeNode, 'children'> {
  children: Built[];
}

function node(type: TreeNodeType, row: { id: string; code: string; names: TLocalizedText }, parentId: string | null, lang: Language): Built {
  return {
    id: row.id, parentId, code: row.code, name: nameIn(row.names, lang), type, objectType: OBJECT_TYPES[type],
    isLeaf: type === 'PARTLIST', children: [],
  };
}

/** The systems of a series with their assemblies and partlists, under `parentId`. */
function systemsOf(data: BomData, seriesId: string, parentId: string, lang: Language): Built[] {
  const groups = data.groups.filter((g) => g.seriesId === seriesId);
  const byId = new Map(groups.map((g) => [g.id, node(g.level === 1 ? 'SYSTEM' : 'ASSEMBLY', g, null, lang)]));
  const roots: Built[] = [];
  for (const g of groups) {
    const built = byId.get(g.id)!;
    const parent = g.parentId ? byId.get(g.parentId) : undefined;
    if (parent) {
      built.parentId = parent.id;
      parent.children.push(built);
    } else if (g.level === 1) {
      built.parentId = parentId;
      roots.push(built);
    }
  }
  for (const pl of data.partlists) {
    if (pl.seriesId !== seriesId || (data.allowed && !data.allowed.has(pl.id))) continue;
    const parent = byId.get(pl.groupId);
    if (parent) parent.children.push(node('PARTLIST', pl, parent.id, lang));
  }
  return roots;
}

/** Drops branches without partlists (used when a filter applies) and sets isLeaf. */
function finish(n: Built, prune: boolean): Built | null {
  if (n.type === 'PARTLIST') return n;
  n.children = n.children.map((c) => finish(c, prune)).filter((c): c is Built => c !== null);
  n.isLeaf = n.children.length === 0;
  return prune && n.isLeaf ? null : n;
}

/** Presents a built node down to `depth` levels below it (Infinity: all). */
function present(n: Built, depth: number): TTreeNode {
  const { children, ...rest } = n;
  if (depth <= 0 || n.type === 'PARTLIST') return rest;
  return { ...rest, children: children.map((c) => present(c, depth - 1)) };
}

/** A vehicle a tree is restricted to: its series, and rows that apply to it. */
export interface VehicleScope {
  facts: VehicleFacts;
  lineId: string | null;
  seriesId: string;
  modelId: string;
}

export interface TreeOptions {
  /** Only partlists with rows for this vehicle; the node must contain the vehicle's model. */
  vehicle?: VehicleScope | null;
  /** Levels below the root to include; default all. */
  depth?: number;
  lang: Language;
  /** Paid access: a line shows only the bought series under it. */
  scope?: CatalogueScope;
}

/** The tree under a node of the model tree (line, series or model). */
export async function treeOfModelNode(ctx: AppContext, chain: ModelChain, opts: TreeOptions): Promise<TTreeNode> {
  let seriesIds: string[];
  let filter: RowFilter | null;
  const v = opts.vehicle;
  if (v) {
    const containsVehicle = { LINE: v.lineId, SERIES: v.seriesId, MODEL: v.modelId }[chain.type as 'LINE'] === chain.node.id;
    if (!containsVehicle) throw new BizError('BOM_NO_RESULTS');
    assertSeries(opts.scope, v.seriesId);
    seriesIds = [v.seriesId];
    filter = { kind: 'vehicle', vehicle: v.facts };
  } else {
    seriesIds = withinScope(opts.scope, await seriesIdsOf(ctx, chain));
    filter = modelFilterOf(chain);
  }
  const data = await loadBomData(ctx, seriesIds, filter);
  const root = node(chain.type, chain.node, null, opts.lang);
  if (chain.type === 'LINE') {
    for (const s of data.series) {
      const sn = node('SERIES', s, root.id, opts.lang);
      sn.children = systemsOf(data, s.id, sn.id, opts.lang);
      root.children.push(sn);
    }
  } else {
    root.children = systemsOf(data, chain.series!.id, root.id, opts.lang);
  }
  const built = finish(root, data.allowed !== null) ?? { ...root, children: [], isLeaf: true };
  return present(built, opts.depth ?? Infinity);
}

/** The tree under any node, addressed by id and type. */
export async function treeOfNode(ctx: AppContext, id: string, type: TreeNodeType, opts: TreeOptions): Promise<TTreeNode> {
  if (type === 'LINE' || type === 'SERIES' || type === 'MODEL') {
    const chain = await findModelChainById(ctx, id);
    if (!chain || chain.type !== type) throw notFound();
    return treeOfModelNode(ctx, chain, opts);
  }
  if (type === 'PARTLIST') {
    const [pl] = await ctx.db.select({ id: partlists.id, code: partlists.code, names: partlists.names, groupId: partlists.groupId }).from(partlists).where(eq(partlists.id, id));
    if (!pl) throw notFound();
    return present(node('PARTLIST', pl, pl.groupId, opts.lang), 0);
  }
  const [group] = await ctx.db.select().from(bomGroups).where(eq(bomGroups.id, id));
  if (!group || (group.level === 1 ? 'SYSTEM' : 'ASSEMBLY') !== type) throw notFound();
  return groupTree(ctx, group, opts);
}

/** The subtree of a system or assembly group. */
async function groupTree(ctx: AppContext, group: typeof bomGroups.$inferSelect, opts: TreeOptions): Promise<TTreeNode> {
  const v = opts.vehicle;
  if (v && v.seriesId !== group.seriesId) throw new BizError('BOM_NO_RESULTS');
  const data = await loadBomData(ctx, [group.seriesId], v ? { kind: 'vehicle', vehicle: v.facts } : null);
  const all = systemsOf(data, group.seriesId, group.seriesId, opts.lang);
  const find = (nodes: Built[]): Built | undefined => {
    for (const n of nodes) {
      if (n.id === group.id) return n;
      const hit = find(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  const found = find(all) ?? node(group.level === 1 ? 'SYSTEM' : 'ASSEMBLY', group, group.parentId ?? group.seriesId, opts.lang);
  const done = finish(found, data.allowed !== null) ?? { ...found, children: [], isLeaf: true };
  return present(done, opts.depth ?? Infinity);
}

/** A group of a series by code (ass/getAssembiy): "model content not found" when there is none. */
export async function groupByCode(ctx: AppContext, rootCode: string, code: string, lang: Language): Promise<TTreeNode> {
  const chain = await findModelChainByCode(ctx, rootCode);
  if (!chain || !chain.series) throw new BizError('MODEL_NOT_FOUND');
  const [group] = await ctx.db.select().from(bomGroups).where(and(eq(bomGroups.seriesId, chain.series.id), eq(bomGroups.code, code)));
  if (!group) throw new BizError('MODEL_CONTENT_NOT_FOUND');
  return groupTree(ctx, group, { lang });
}

/** Depth-first list of a tree's nodes, without their children arrays (getAllChilds). */
export function flatten(tree: TTreeNode): TTreeNode[] {
  const out: TTreeNode[] = [];
  const walk = (n: TTreeNode) => {
    const { children, ...rest } = n;
    out.push(rest);
    children?.forEach(walk);
  };
  tree.children?.forEach(walk);
  return out;
}

/** Production lines: the catalogue roots. */
export async function listRoots(ctx: AppContext, lang: Language, scope?: CatalogueScope): Promise<TTreeNode[]> {
  const rows = await ctx.db.select().from(modelNodes).where(and(eq(modelNodes.level, 0), scope ? inArray(modelNodes.id, scope.lineIds) : undefined)).orderBy(asc(modelNodes.sort), asc(modelNodes.code));
  return rows.map((r) => ({ ...pathNode('LINE', r, lang), parentId: null, isLeaf: false }));
}

// ---------------------------------------------------------------- paths and usages

const sys = alias(bomGroups, 'sys');
const grp = alias(bomGroups, 'grp');
const series = alias(modelNodes, 'series');
const line = alias(modelNodes, 'line');

/** The columns that place a partlist: its group, that group's parent, the series and the line. */
const placeColumns = {
  partlistId: partlists.id, partlistCode: partlists.code, partlistNames: partlists.names,
  grpId: grp.id, grpCode: grp.code, grpNames: grp.names, grpLevel: grp.level,
  sysId: sys.id, sysCode: sys.code, sysNames: sys.names,
  seriesId: series.id, seriesCode: series.code, seriesNames: series.names,
  lineId: line.id, lineCode: line.code, lineNames: line.names,
};
type Place = {
  partlistId: string; partlistCode: string; partlistNames: TLocalizedText;
  grpId: string; grpCode: string; grpNames: TLocalizedText; grpLevel: number;
  sysId: string | null; sysCode: string | null; sysNames: TLocalizedText | null;
  seriesId: string; seriesCode: string; seriesNames: TLocalizedText;
  lineId: string | null; lineCode: string | null; lineNames: TLocalizedText | null;
};

interface Placed {
  series: { id: string; code: string; names: TLocalizedText };
  system: { id: string; code: string; names: TLocalizedText };
  assembly: { id: string; code: string; names: TLocalizedText } | null;
  path: TPathNode[];
}

function place(row: Place, lang: Language): Placed {
  const grpRef = { id: row.grpId, code: row.grpCode, names: row.grpNames };
  const underSystem = row.grpLevel !== 1 && row.sysId !== null;
  const system = underSystem ? { id: row.sysId!, code: row.sysCode!, names: row.sysNames! } : grpRef;
  const assembly = underSystem ? grpRef : null;
  const seriesRef = { id: row.seriesId, code: row.seriesCode, names: row.seriesNames };
  const path: TPathNode[] = [];
  if (row.lineId) path.push(pathNode('LINE', { id: row.lineId, code: row.lineCode!, names: row.lineNames! }, lang));
  path.push(pathNode('SERIES', seriesRef, lang), pathNode('SYSTEM', system, lang));
  if (assembly) path.push(pathNode('ASSEMBLY', assembly, lang));
  path.push(pathNode('PARTLIST', { id: row.partlistId, code: row.partlistCode, names: row.partlistNames }, lang));
  return { series: seriesRef, system, assembly, path };
}

/** The path of one partlist, line → partlist; 404 when there is no such partlist. */
export async function partlistPlace(ctx: AppContext, partlistId: string, lang: Language) {
  return (await partlistPlaceWith(ctx, partlistId, lang, {})).place;
}

/**
 * The place of one partlist and, in the same statement, more columns computed on that row (a
 * BOM's rows as JSON): one round trip. 404 when there is no such partlist.
 */
export async function partlistPlaceWith<E extends Record<string, SQL.Aliased>>(ctx: AppContext, partlistId: string, lang: Language, extra: E) {
  const [row] = await ctx.db
    .select({ ...placeColumns, ...extra })
    .from(partlists)
    .innerJoin(grp, eq(grp.id, partlists.groupId))
    .leftJoin(sys, eq(sys.id, grp.parentId))
    .innerJoin(series, eq(series.id, partlists.seriesId))
    .leftJoin(line, eq(line.id, series.parentId))
    .where(eq(partlists.id, partlistId));
  if (!row) throw notFound();
  return { place: place(row as unknown as Place, lang), extra: row as unknown as { [K in keyof E]: E[K]['_']['type'] } };
}

const ref = (r: { id: string; code: string; names: TLocalizedText }, lang: Language) => ({ id: r.id, code: r.code, name: nameIn(r.names, lang) });

/** Catalogue order: line, series, system, assembly, partlist, then the row's place in its partlist. */
const catalogueOrder = [
  sql`${line.sort}, ${line.code}, ${series.sort}, ${series.code}, coalesce(${sys.sort}, ${grp.sort}), coalesce(${sys.code}, ${grp.code}), ${grp.sort}, ${grp.code}`,
  asc(partlists.sort), asc(partlists.code), asc(partlistItems.sort), asc(partlistItems.ballNumber), asc(partlistItems.id),
];

/** Partlist rows with the columns that place them and `columns`; the caller adds joins, condition and order. */
function selectPlacedItems<C extends SelectedFields>(ctx: AppContext, columns: C) {
  return ctx.db
    .select({ ...placeColumns, ...columns })
    .from(partlistItems)
    .innerJoin(partlists, eq(partlists.id, partlistItems.partlistId))
    .innerJoin(grp, eq(grp.id, partlists.groupId))
    .leftJoin(sys, eq(sys.id, grp.parentId))
    .innerJoin(series, eq(series.id, partlists.seriesId))
    .leftJoin(line, eq(line.id, series.parentId))
    .$dynamic();
}

/**
 * Partlist rows with their part and their place in the tree, in catalogue order (line, series,
 * system, assembly, partlist, ball number), under a condition on items, parts and partlists.
 */
export async function findPlacedItems(ctx: AppContext, where: SQL | undefined, lang: Language) {
  const rows = await selectPlacedItems(ctx, { item: partlistItems, part: partSummaryColumns })
    .innerJoin(parts, eq(parts.id, partlistItems.partId))
    .where(where)
    .orderBy(...catalogueOrder);
  return rows.map((row) => ({
    placed: place(row as Place, lang),
    partlist: { id: row.partlistId, code: row.partlistCode, name: nameIn(row.partlistNames, lang) },
    item: row.item,
    part: row.part as PartSummaryRow,
  }));
}

/**
 * Where a part is used: its partlist rows in catalogue order, optionally within some series and
 * under a row filter (a model, a vehicle).
 */
export async function findUsages(
  ctx: AppContext, partId: string, opts: { seriesIds?: string[]; filter?: RowFilter | null; lang: Language },
): Promise<TPartUsage[]> {
  const rows = await findPlacedItems(ctx, and(rowFilterSql(usageFilter(partId, opts.filter))!, opts.seriesIds ? inArray(partlists.seriesId, opts.seriesIds) : undefined), opts.lang);
  return rows.map(({ placed, partlist, item }, n) => presentUsage(n + 1, placed, partlist, item, opts.lang));
}

/** The rows of a part, under a model or vehicle filter. */
const usageFilter = (partId: string, filter: RowFilter | null | undefined): RowFilter => (filter?.kind === 'vehicle'
  ? { kind: 'part', partId, vehicle: filter.vehicle }
  : filter?.kind === 'model' ? { kind: 'part', partId, modelCode: filter.modelCode } : { kind: 'part', partId });

function presentUsage(
  seq: number, placed: Placed, partlist: { id: string; code: string; name: string }, item: { ballNumber: number; amount: string }, lang: Language,
): TPartUsage {
  return {
    seq,
    series: ref(placed.series, lang),
    system: ref(placed.system, lang),
    assembly: placed.assembly ? ref(placed.assembly, lang) : null,
    partlist,
    ballNumber: item.ballNumber,
    amount: Number(item.amount),
    paths: placed.path,
  };
}

/**
 * One page of where a part is used, in catalogue order, and how many rows there are. Reads only
 * the row columns of `partlist_items_part_usage_idx` (index-only for an unfiltered part) and the
 * small directory tables: a shared fastener sits in thousands of rows, and a page is 10–40 of them.
 */
export async function findUsagePage(
  ctx: AppContext, partId: string, opts: { seriesIds?: string[]; filter?: RowFilter | null; lang: Language; offset: number; limit: number },
): Promise<{ usages: TPartUsage[]; count: number }> {
  const where = and(rowFilterSql(usageFilter(partId, opts.filter))!, opts.seriesIds ? inArray(partlists.seriesId, opts.seriesIds) : undefined);
  const [total] = await ctx.db.select({ n: count() }).from(partlistItems).innerJoin(partlists, eq(partlists.id, partlistItems.partlistId)).where(where);
  if (!total.n || opts.offset >= total.n) return { usages: [], count: total.n };
  const rows = await selectPlacedItems(ctx, { ballNumber: partlistItems.ballNumber, amount: partlistItems.amount })
    .where(where)
    .orderBy(...catalogueOrder)
    .limit(opts.limit)
    .offset(opts.offset);
  return {
    usages: rows.map((row, n) => {
      const placed = place(row as Place, opts.lang);
      return presentUsage(opts.offset + n + 1, placed, { id: row.partlistId, code: row.partlistCode, name: nameIn(row.partlistNames, opts.lang) }, row, opts.lang);
    }),
    count: total.n,
  };
}

/** Series roots pruned to the partlists of some usages, built from their paths (no query). */
export function treeOfUsages(usages: TPartUsage[]): TTreeNode[] {
  const roots: TTreeNode[] = [];
  const seen = new Map<string, TTreeNode>();
  for (const u of usages) {
    const path = u.paths.filter((p) => p.type !== 'LINE');
    let siblings = roots;
    let parentId: string | null = null;
    path.forEach((p, n) => {
      let existing = seen.get(p.id);
      if (!existing) {
        const isLeaf = n === path.length - 1;
        existing = { id: p.id, parentId, code: p.code, name: p.name, type: p.type, objectType: p.objectType, isLeaf, ...(isLeaf ? {} : { children: [] }) };
        seen.set(p.id, existing);
        siblings.push(existing);
      }
      parentId = existing.id;
      siblings = existing.children ?? [];
    });
  }
  return roots;
}

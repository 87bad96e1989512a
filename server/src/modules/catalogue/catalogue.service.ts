import { and, asc, eq, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { FALLBACK_LANGUAGE, isValidVin, type Language, type TAnySearch, type TBom, type TBomRow, type TCatelogModel, type TCatelogSelects, type TManualModule, type TreeNodeType, type TTreeNode, ZAnySearch, ZBaseline, ZNodeQuery, ZSerialBasic, ZSerialInfo, ZVinManuals, ZZoneKeyHit, nameIn } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { okJson } from '../../platform/envelope.js';
import { type AuthUser } from '../../platform/session.js';
import { slot } from '../../platform/slot.js';
import { BizError, notFound } from '../../platform/errors.js';
import { modelSql, vehicleSql } from './catalogue.applicability.js';
import { applicOf, catelogModelOf, drawingUrl, modelImageKey, modelImageUrl, OBJECT_TYPES, partSummaryColumns, presentPartSummary, presentPrice, type PartSummaryRow } from './catalogue.presenters.js';
import { escapeLike } from '../../platform/sql.js';
import { findVehicle, getVehicle, optionalVehicle, searchVins } from './catalogue.vehicles.js';
import { findParts, partByCode } from './catalogue.parts.js';
import { partInScopeWhere, type CatalogueScope } from './catalogue.access.js';
import {
  findModelChainByCode, findModelChainById, flatten, groupByCode, listRoots, partlistPlaceWith, treeOfModelNode, treeOfNode, type ModelChain,
} from './catalogue.tree.js';
import { manualModules, modelNodes, partlistItems, partlists, parts, serialNumbers, vehicles } from './catalogue.tables.js';

// ---------------------------------------------------------------- home and manuals

async function childrenCodes(ctx: AppContext, parentId: string, lang: Language, onlyIds?: string[]) {
  const rows = await ctx.db.select().from(modelNodes).where(and(eq(modelNodes.parentId, parentId), onlyIds ? inArray(modelNodes.id, onlyIds) : undefined))
    .orderBy(asc(modelNodes.sort), asc(modelNodes.code));
  return rows.map((r) => ({ code: r.code, name: nameIn(r.names, lang) }));
}

/**
 * The configuration search's cascading selects: every line, the series of code0, the models of
 * code1. A code that is not in the tree (or not under the one before) is "no corresponding model".
 */
/** The caller's favourite of each part on a BOM page, by part id: the favourites module fills it. */
export const bomStars = slot<(ctx: AppContext, caller: AuthUser, partIds: string[]) => Promise<Map<string, string>>>(async () => new Map());

export async function getCatelogSelects(ctx: AppContext, req: { code0?: string; code1?: string }, lang: Language, scope?: CatalogueScope): Promise<TCatelogSelects> {
  const lines = await ctx.db.select().from(modelNodes).where(and(eq(modelNodes.level, 0), scope ? inArray(modelNodes.id, scope.lineIds) : undefined))
    .orderBy(asc(modelNodes.sort), asc(modelNodes.code));
  const result: TCatelogSelects = { list0: lines.map((r) => ({ code: r.code, name: nameIn(r.names, lang) })), list1: [], list2: [] };
  if (req.code1 && !req.code0) throw new BizError('PARAMETER_FORMAT', { detail: 'code0: required with code1' });
  if (req.code0) {
    const line = lines.find((l) => l.code === req.code0);
    if (!line) throw new BizError('MODEL_NOT_FOUND');
    result.list1 = await childrenCodes(ctx, line.id, lang, scope?.seriesIds);
    if (req.code1) {
      const [series] = await ctx.db.select().from(modelNodes).where(and(eq(modelNodes.code, req.code1), eq(modelNodes.parentId, line.id)));
      if (!series) throw new BizError('MODEL_NOT_FOUND');
      if (scope && !scope.seriesIds.includes(series.id)) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
      result.list2 = await childrenCodes(ctx, series.id, lang);
    }
  }
  return result;
}

const tileSeries = alias(modelNodes, 'tile_series');

/** Home tiles, optionally those applying to a place in the model tree. */
async function listManualModules(ctx: AppContext, lang: Language, where?: SQL): Promise<TManualModule[]> {
  const rows = await ctx.db
    .select({ m: manualModules, seriesId: tileSeries.id })
    .from(manualModules)
    .leftJoin(tileSeries, and(eq(tileSeries.code, manualModules.code1), eq(tileSeries.level, 1)))
    .where(where)
    .orderBy(asc(manualModules.sort), asc(manualModules.code0), asc(manualModules.code1), asc(manualModules.code2));
  return rows.map(({ m, seriesId }) => ({
    id: m.id,
    name: nameIn(m.names, lang),
    filePath: [m.code0, m.code1, m.code2].filter(Boolean).join('/'),
    catelogModel: { code0: m.code0, code1: m.code1, code2: m.code2 },
    objectType: m.objectType,
    applic: m.applic,
    imageIds: m.imageKey ? [m.imageKey] : [],
    rootId: seriesId ?? null,
  }));
}

/** Every tile; a gated caller sees those of the bought series, their models and the lines above them. */
export const listManuals = (ctx: AppContext, lang: Language, scope?: CatalogueScope) => listManualModules(ctx, lang, scope
  ? or(inArray(tileSeries.id, scope.seriesIds), and(eq(manualModules.code1, ''), inArray(manualModules.code0, ctx.db.select({ code: modelNodes.code }).from(modelNodes).where(inArray(modelNodes.id, scope.lineIds)))))
  : undefined);

/** The modules whose codes all equal (or leave open) those of a place that is known to exist. */
const manualsOfPlace = (ctx: AppContext, placed: TCatelogModel, lang: Language) => {
  const matches = (column: Column, code: string) => (code ? or(eq(column, ''), eq(column, code)) : eq(column, ''));
  return listManualModules(ctx, lang, and(eq(manualModules.code0, placed.code0), matches(manualModules.code1, placed.code1), matches(manualModules.code2, placed.code2)));
};

/**
 * The modules that apply to a place in the model tree: every code a module sets must equal the
 * chosen one, so a line's manual applies to all its models and a model's only to that model.
 */
export async function getManualsByApplic(ctx: AppContext, cm: Partial<TCatelogModel> & { code0: string }, lang: Language) {
  const deepest = cm.code2 ?? cm.code1 ?? cm.code0;
  const chain = await findModelChainByCode(ctx, deepest);
  const placed = chain ? catelogModelOf(chain.line, chain.series, chain.model) : null;
  if (!placed || placed.code0 !== cm.code0 || (cm.code1 && placed.code1 !== cm.code1) || (cm.code2 && !cm.code1)) {
    throw new BizError('MODEL_NOT_FOUND');
  }
  return manualsOfPlace(ctx, placed, lang);
}

/**
 * vinQuery: the vehicle and the manuals of its model. Two statements: the vehicle query already
 * brings its model, series and line, so the place needs no second lookup.
 */
export async function getVinManuals(ctx: AppContext, vin: string, code0: string | undefined, lang: Language) {
  const vehicle = await getVehicle(ctx, vin, lang);
  if (code0 && vehicle.info.catelogModel.code0 !== code0) throw new BizError('MODEL_NOT_FOUND');
  return { vehicle: vehicle.info, manuals: await manualsOfPlace(ctx, vehicle.info.catelogModel, lang) };
}

/** vinQuery's answer, serialized, from the lookup cache. */
export const getVinManualsJson = (ctx: AppContext, vin: string, code0: string | undefined, lang: Language) =>
  cachedJson(ctx, `vin\t${lang}\t${vin}\t${code0 ?? ''}`, async () => okJson(ZVinManuals, await getVinManuals(ctx, vin, code0, lang)));

/**
 * Exact lookups (a VIN, a code) are what dealers repeat all day, and catalogue data changes
 * seldom: their answers are kept, serialized, until the catalogue changes
 * (platform/read-cache.ts, decision 008). Errors are not kept.
 */
const cachedJson = (ctx: AppContext, key: string, load: () => Promise<string>) => ctx.catalogueCache.through(key, load);

// ---------------------------------------------------------------- trees

export { listRoots, groupByCode as getAssembly, searchVins };

/** The children of any node (childs, part/search/child, part/search/next). */
export async function getChildren(ctx: AppContext, caller: AuthUser, q: z.infer<typeof ZNodeQuery>, lang: Language, scope?: CatalogueScope): Promise<TTreeNode[]> {
  const vehicle = await optionalVehicle(ctx, caller, q.vinCode, lang);
  const tree = await treeOfNode(ctx, q.id, q.type, { depth: 1, vehicle: vehicle?.scope, lang, scope });
  return tree.children ?? [];
}

/** The whole subtree of any node (part/search/recursion). */
export async function getSubtree(ctx: AppContext, caller: AuthUser, q: z.infer<typeof ZNodeQuery>, lang: Language, scope?: CatalogueScope): Promise<TTreeNode> {
  const vehicle = await optionalVehicle(ctx, caller, q.vinCode, lang);
  return treeOfNode(ctx, q.id, q.type, { vehicle: vehicle?.scope, lang, scope });
}

/** The partlists under a node, as a flat list (part/search/partlist). */
export async function listPartlists(ctx: AppContext, caller: AuthUser, q: z.infer<typeof ZNodeQuery>, lang: Language, scope?: CatalogueScope): Promise<TTreeNode[]> {
  const tree = await getSubtree(ctx, caller, q, lang, scope);
  return tree.type === 'PARTLIST' ? [tree] : flatten(tree).filter((n) => n.type === 'PARTLIST');
}

/** The tree of a line, series or model node by id (tree, part/search/tree). */
export async function getTree(ctx: AppContext, caller: AuthUser, q: { rootId: string; vinCode?: string }, lang: Language, scope?: CatalogueScope) {
  const chain = await findModelChainById(ctx, q.rootId);
  if (!chain) throw notFound();
  const vehicle = await optionalVehicle(ctx, caller, q.vinCode, lang);
  return treeOfModelNode(ctx, chain, { vehicle: vehicle?.scope, lang, scope });
}

/** The tree of a line, series or model by code (treeByCode, instance/treeByCode). */
export async function getTreeByCode(ctx: AppContext, caller: AuthUser, q: { code: string; vinCode?: string }, lang: Language, scope?: CatalogueScope) {
  const chain = await findModelChainByCode(ctx, q.code);
  if (!chain) throw new BizError('MODEL_NOT_FOUND');
  const vehicle = await optionalVehicle(ctx, caller, q.vinCode, lang);
  return treeOfModelNode(ctx, chain, { vehicle: vehicle?.scope, lang, scope });
}

/** A node and `level` levels below it (queryTreeByLevel). */
export const getTreeByLevel = (ctx: AppContext, q: { id: string; type: TreeNodeType; level: number }, lang: Language, scope?: CatalogueScope) =>
  treeOfNode(ctx, q.id, q.type, { depth: q.level, lang, scope });

/**
 * treeByVin: the vehicle and its series' tree restricted to partlists with a row for it. A series
 * without any partlist is "this model is incomplete"; one with none for the vehicle "no results".
 */
export async function getTreeByVin(ctx: AppContext, vin: string, lang: Language) {
  const vehicle = await getVehicle(ctx, vin, lang);
  const chain = (await findModelChainById(ctx, vehicle.scope.modelId))!;
  const tree = await treeOfModelNode(ctx, chain, { vehicle: vehicle.scope, lang });
  if (tree.isLeaf) {
    const [any] = await ctx.db.select({ id: partlists.id }).from(partlists).where(eq(partlists.seriesId, vehicle.scope.seriesId)).limit(1);
    throw new BizError(any ? 'BOM_NO_RESULTS' : 'MODEL_INCOMPLETE');
  }
  return { vehicle: vehicle.info, tree };
}

/** Every node under a line, series or model, depth first (getAllChilds). */
export async function getAllChildren(ctx: AppContext, rootId: string, lang: Language, scope?: CatalogueScope) {
  const chain = await findModelChainById(ctx, rootId);
  if (!chain) throw notFound();
  return flatten(await treeOfModelNode(ctx, chain, { lang, scope }));
}

/** The picture of a line, series or model (getPhoto): its key, served by /rest/modelinfo/view/img. */
export async function getRootPhoto(ctx: AppContext, rootId: string) {
  const [row] = await ctx.db.select({ imageKey: modelNodes.imageKey }).from(modelNodes).where(eq(modelNodes.id, rootId));
  if (!row) throw notFound();
  return row.imageKey ? { fileId: row.imageKey, url: modelImageUrl(row.imageKey) } : { fileId: null, url: null };
}

/** A line, series or model picture from file storage; 404 when there is none. */
export async function getModelImage(ctx: AppContext, key: string): Promise<Buffer> {
  const file = await ctx.files.get(modelImageKey(key)).catch(() => null);
  if (!file) throw notFound();
  return file;
}

/** The applicability string and codes of a node of the model tree (applic). */
export async function getApplic(ctx: AppContext, code: string) {
  const chain = await findModelChainByCode(ctx, code);
  if (!chain) throw new BizError('MODEL_NOT_FOUND');
  const cm = catelogModelOf(chain.line, chain.series, chain.model);
  return { applic: applicOf(cm), catelogModel: cm, type: chain.type };
}

/** Suggestions for a type-ahead: series (ModelRoot), models (Model) or parts (Part) by code or name. */
export async function findZoneKeys(ctx: AppContext, q: { type: 'ModelRoot' | 'Model' | 'Part'; key: string }, lang: Language, scope?: CatalogueScope): Promise<z.infer<typeof ZZoneKeyHit>[]> {
  const limit = 20;
  if (q.type === 'Part') {
    const found = await findParts(ctx, { key: q.key, page: 1, pageSize: limit }, lang, scope && { seriesIds: scope.seriesIds, filter: null }, { count: false });
    return found.contents.map((p) => ({ id: p.id, code: p.partCode, name: p.partName, objectType: 'Part' }));
  }
  const level = q.type === 'ModelRoot' ? 1 : 2;
  const like = `%${escapeLike(q.key)}%`;
  const rows = await ctx.db
    .select()
    .from(modelNodes)
    .where(and(eq(modelNodes.level, level), or(ilike(modelNodes.code, like), sql`${modelNodes.names}::text ilike ${like}`),
      scope ? inArray(level === 1 ? modelNodes.id : modelNodes.parentId, scope.seriesIds) : undefined))
    .orderBy(asc(modelNodes.code))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, code: r.code, name: nameIn(r.names, lang), objectType: OBJECT_TYPES[level === 1 ? 'SERIES' : 'MODEL'] }));
}

// ---------------------------------------------------------------- baselines and serial numbers

/** A model's BOM baseline, by model code; "baseline does not exist" otherwise. */
export async function getBaseline(ctx: AppContext, baselineId: string, lang: Language): Promise<z.infer<typeof ZBaseline> & { chain: ModelChain }> {
  const chain = await findModelChainByCode(ctx, baselineId);
  if (!chain || chain.type !== 'MODEL' || !chain.series || !chain.line) throw new BizError('BASELINE_NOT_FOUND');
  const ref = (n: typeof modelNodes.$inferSelect) => ({ id: n.id, code: n.code, name: nameIn(n.names, lang) });
  return {
    baselineId: chain.node.code, line: ref(chain.line), series: ref(chain.series), model: ref(chain.node),
    catelogModel: catelogModelOf(chain.line, chain.series, chain.model), rootId: chain.series.id, chain,
  };
}

export async function getBaselineTree(ctx: AppContext, baselineId: string, lang: Language) {
  const { chain, ...baseline } = await getBaseline(ctx, baselineId, lang);
  return { ...baseline, tree: await treeOfModelNode(ctx, chain, { lang }) };
}

export async function getBaselineBasic(ctx: AppContext, baselineId: string, lang: Language) {
  const { chain: _chain, ...baseline } = await getBaseline(ctx, baselineId, lang);
  return baseline;
}

/** Serial numbers are letters, digits and dashes; anything else is "SN error". */
const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{3,63}$/;

async function findSerial(ctx: AppContext, sn: string) {
  const [row] = await ctx.db
    .select({ serial: serialNumbers.serial, kind: serialNumbers.kind, vin: serialNumbers.vin, part: partSummaryColumns })
    .from(serialNumbers)
    .innerJoin(parts, eq(parts.id, serialNumbers.partId))
    .where(inArray(serialNumbers.serial, [...new Set([sn, sn.toUpperCase()])]));
  return row;
}

async function getSerialRow(ctx: AppContext, sn: string) {
  if (!SERIAL_PATTERN.test(sn)) throw new BizError('SN_ERROR');
  const row = await findSerial(ctx, sn);
  if (!row) throw new BizError('SN_NOT_FOUND');
  return row;
}

/** A battery pack, motor or controller serial: its part and vehicle (search/sn). */
export async function getSerial(ctx: AppContext, sn: string, lang: Language): Promise<z.infer<typeof ZSerialInfo>> {
  const row = await getSerialRow(ctx, sn);
  const vehicle = await getVehicle(ctx, row.vin, lang);
  return { serial: row.serial, kind: row.kind, vinCode: row.vin, part: presentPartSummary(row.part as PartSummaryRow, lang), vehicle: vehicle.info };
}

/** The same, short (search/basic/sn). */
export async function getSerialBasic(ctx: AppContext, sn: string, lang: Language): Promise<z.infer<typeof ZSerialBasic>> {
  const row = await getSerialRow(ctx, sn);
  const [v] = await ctx.db.select({ code: modelNodes.code }).from(vehicles).innerJoin(modelNodes, eq(modelNodes.id, vehicles.modelId)).where(eq(vehicles.vin, row.vin));
  return { serial: row.serial, kind: row.kind, vinCode: row.vin, modelCode: v?.code ?? '', partCode: row.part.code, partName: nameIn(row.part.names, lang) };
}

/**
 * One search box: a VIN, a part code, a bar code, a serial number, else a piece of a code or name.
 * Vehicle details go only to callers holding PER_VIN_VIEW.
 */
export async function searchAnyJson(ctx: AppContext, caller: AuthUser, key: string, lang: Language, scope?: CatalogueScope): Promise<string> {
  const mayViewVehicle = caller.permissions.has('PER_VIN_VIEW');
  // the shared cache holds whole-catalogue answers only
  if (scope) return okJson(ZAnySearch, await searchAny(ctx, key, mayViewVehicle, lang, scope));
  return cachedJson(ctx, `any\t${lang}\t${mayViewVehicle ? 'v' : '-'}\t${key}`, async () => okJson(ZAnySearch, await searchAny(ctx, key, mayViewVehicle, lang)));
}

async function searchAny(ctx: AppContext, key: string, mayViewVehicle: boolean, lang: Language, scope?: CatalogueScope): Promise<TAnySearch> {
  const inScope = (seriesId: string) => !scope || scope.seriesIds.includes(seriesId);
  const usedInScope = async (partId: string) => {
    const where = partInScopeWhere(scope, parts.id);
    if (!where) return true;
    const [hit] = await ctx.db.select({ id: parts.id }).from(parts).where(and(eq(parts.id, partId), where));
    return Boolean(hit);
  };
  if (isValidVin(key)) {
    const vehicle = await findVehicle(ctx, key, lang);
    if (vehicle && inScope(vehicle.scope.seriesId)) return { kind: 'VIN', key, ...(mayViewVehicle ? { vehicle: vehicle.info } : {}) };
  }
  const byCode = await partByCode(ctx, key);
  if (byCode && (await usedInScope(byCode.id))) return { kind: 'PART_CODE', key, part: presentPartSummary(byCode, lang) };
  const [byBarCode] = await ctx.db.select(partSummaryColumns).from(parts).where(eq(parts.barCode, key));
  if (byBarCode && (await usedInScope(byBarCode.id))) return { kind: 'BAR_CODE', key, part: presentPartSummary(byBarCode, lang) };
  if (SERIAL_PATTERN.test(key)) {
    const serial = await findSerial(ctx, key);
    const serialVehicle = serial && scope ? await findVehicle(ctx, serial.vin, lang) : null;
    if (serial && (!scope || (serialVehicle && inScope(serialVehicle.scope.seriesId)))) {
      const vehicle = mayViewVehicle ? (serialVehicle ?? await findVehicle(ctx, serial.vin, lang)) : null;
      return {
        kind: 'SERIAL', key, serialKind: serial.kind, part: presentPartSummary(serial.part as PartSummaryRow, lang),
        ...(vehicle ? { vehicle: vehicle.info } : {}),
      };
    }
  }
  const found = await findParts(ctx, { key, page: 1, pageSize: 10 }, lang, scope && { seriesIds: scope.seriesIds, filter: null });
  if (found.count > 0) return { kind: 'NAME', key, parts: found.contents, count: found.count };
  return { kind: 'NONE', key };
}

// ---------------------------------------------------------------- BOM

/**
 * A partlist's BOM (partlist/{id}, queryPartlistItemdata, part/search/items). With a VIN only the
 * rows applying to that vehicle (or, with `all`, every row flagged); a VIN of another series or one
 * without rows here is "the current BOM search has no results".
 */
export async function getBom(
  ctx: AppContext, caller: AuthUser, partlistId: string, q: { vinCode?: string; modelCode?: string; all?: 'true' | 'false' }, lang: Language,
): Promise<TBom> {
  const vehicle = await optionalVehicle(ctx, caller, q.vinCode, lang);
  // A model only marks its rows (the view filters and can show all); a vehicle, the stricter, wins.
  const model = !vehicle && q.modelCode ? await findModelChainByCode(ctx, q.modelCode) : null;
  if (!vehicle && q.modelCode && !model?.model) throw new BizError('MODEL_NOT_FOUND');
  const applies = vehicle ? sql`coalesce(${vehicleSql(vehicle.scope.facts)}, false)`
    : model?.model ? modelSql(model.model.code) : sql`null`;
  // The partlist, its place and its rows in one statement (404 when there is none): the rows come
  // as one JSON array, names already in the caller's language, which the driver parses at once,
  // where 100 rows of 25 columns each cost more to parse and map than the query to run.
  const { place, extra } = await partlistPlaceWith(ctx, partlistId, lang, {
    items: sql<BomJsonRow[]>`(select coalesce(json_agg(json_build_object(
        'id', ${partlistItems.id}, 'ballNumber', ${partlistItems.ballNumber}, 'amount', ${partlistItems.amount}::float8,
        'isHighlight', ${partlistItems.isHighlight}, 'models', ${partlistItems.models}, 'configs', ${partlistItems.configs},
        'vinFrom', ${partlistItems.vinFrom}, 'vinTo', ${partlistItems.vinTo}, 'dateFrom', ${partlistItems.dateFrom}, 'dateTo', ${partlistItems.dateTo},
        'remark', ${nameSql(partlistItems.remark, lang)}, 'partId', ${parts.id}, 'code', ${parts.code}, 'name', ${nameSql(parts.names, lang)},
        'unit', ${parts.unit}, 'isSpare', ${parts.isSpare}, 'price', ${parts.price}::text, 'inStock', ${parts.inStock},
        'minSalesUnit', ${parts.minSalesUnit}, 'superseded', exists (select 1 from substitutions s where s.before_part_id = ${parts.id}),
        'applies', ${applies}) order by ${partlistItems.sort}, ${partlistItems.ballNumber}), '[]'::json)
      from ${partlistItems} join ${parts} on ${parts.id} = ${partlistItems.partId}
      where ${partlistItems.partlistId} = ${partlists.id}${vehicle && q.all !== 'true' ? sql` and ${applies}` : sql``})`.as('items'),
  });
  if (vehicle && vehicle.scope.seriesId !== place.series.id) throw new BizError('BOM_NO_RESULTS');
  // another series' model: none of this partlist is for it
  if (model && model.series?.id !== place.series.id) throw new BizError('BOM_NO_RESULTS');
  const rows = extra.items;
  if (vehicle && !rows.some((r) => r.applies)) throw new BizError('BOM_NO_RESULTS');
  const pl = place.path[place.path.length - 1];
  // The caller's stars: one indexed lookup for the whole page, not one per row.
  const stars = await bomStars.call(ctx, caller, rows.map((r) => r.partId));
  return {
    partlist: { id: pl.id, code: pl.code, name: pl.name, path: place.path },
    drawingUrl: drawingUrl(pl.id),
    vehicle: vehicle?.info ?? null,
    items: rows.map((r) => presentBomRow(r, stars.get(r.partId) ?? null)),
  };
}

/** A name column in the caller's language, else en-US, else '' (nameIn in SQL). */
const nameSql = (column: Column, lang: Language) => sql`coalesce(nullif(${column}->>${lang}::text, ''), ${column}->>${FALLBACK_LANGUAGE}::text, '')`;

/** A BOM row as the BOM query builds it. */
interface BomJsonRow {
  id: string; ballNumber: number; amount: number; isHighlight: boolean; models: string[] | null; configs: string[] | null;
  vinFrom: string | null; vinTo: string | null; dateFrom: string | null; dateTo: string | null; remark: string;
  partId: string; code: string; name: string; unit: string; isSpare: boolean; price: string | null; inStock: boolean;
  minSalesUnit: number; superseded: boolean; applies: boolean | null;
}

function presentBomRow(r: BomJsonRow, favoriteId: string | null): TBomRow {
  return {
    id: r.id,
    ballNumber: r.ballNumber,
    materialCode: r.code,
    childName: r.name,
    amount: r.amount,
    s3: presentPrice(r.price),
    isInventory: r.inStock,
    childFavoriteId: favoriteId,
    spare: r.isSpare,
    replace: r.superseded,
    isHighlight: r.isHighlight,
    partId: r.partId,
    unit: r.unit,
    minSalesUnit: r.minSalesUnit,
    remark: r.remark,
    applicability: { models: r.models, configs: r.configs, vinFrom: r.vinFrom, vinTo: r.vinTo, dateFrom: r.dateFrom, dateTo: r.dateTo },
    applicable: r.applies,
  };
}

/** The exploded drawing's SVG; 404 when there is no such partlist. */
export async function getDrawing(ctx: AppContext, partlistId: string): Promise<string> {
  const [row] = await ctx.db.select({ svg: partlists.drawingSvg }).from(partlists).where(eq(partlists.id, partlistId));
  if (!row) throw notFound();
  return row.svg;
}

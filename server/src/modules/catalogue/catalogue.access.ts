import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { catalogueEndpoints as E } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { slot } from '../../platform/slot.js';
import { codeVariants } from './catalogue.search.js';
import { bomGroups, modelNodes, partlistItems, partlists, parts, serialNumbers, vehicles } from './catalogue.tables.js';

/** The series a gated caller has bought, and the lines above them; `undefined`: the whole catalogue. */
export interface SeriesScope {
  seriesIds: string[];
  lineIds: string[];
}
export type CatalogueScope = SeriesScope | undefined;

/**
 * Paid access (decision 043): the {line, series} codes the caller's live series-catalogue purchases
 * open (empty: none), or undefined when the caller reads the whole catalogue without a package.
 * The vip module fills it; until then everyone reads everything. It must answer undefined without
 * touching the database for callers who are not gated. It reads on every request, so an approval
 * or an expiry holds at once.
 */
export const catalogueEntitlement = slot<(ctx: AppContext, caller: AuthUser) => Promise<{ code0: string; code1: string }[] | undefined>>(async () => undefined);

declare module 'fastify' {
  interface FastifyRequest {
    catalogueScope?: CatalogueScope;
  }
}

/** The scope the catalogue's hook resolved for this request (undefined: everything). */
export const scopeOf = (req: FastifyRequest): CatalogueScope => req.catalogueScope;

/** The series of `seriesIds` that the scope admits (all of them when unrestricted). */
export const withinScope = (scope: CatalogueScope, seriesIds: string[]) => (scope ? seriesIds.filter((id) => scope.seriesIds.includes(id)) : seriesIds);

/** Refuses a series outside the scope: the screens answer by offering a package. */
export function assertSeries(scope: CatalogueScope, seriesId: string | null | undefined): void {
  if (scope && !(seriesId && scope.seriesIds.includes(seriesId))) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
}

/** A node of the model tree within the scope: a bought series, one of its models, or a line above one. */
export function assertModelNode(scope: CatalogueScope, node: { id: string; level: number; parentId: string | null }, seriesId: string | null): void {
  if (!scope) return;
  if (node.level === 0 ? !scope.lineIds.includes(node.id) : !(seriesId && scope.seriesIds.includes(seriesId))) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
}

/** The SQL condition "this series column is within the scope" (undefined: no condition). */
export const seriesWhere = (scope: CatalogueScope, column: AnyPgColumn): SQL | undefined => (scope ? inArray(column, scope.seriesIds) : undefined);

/** The part has a row in a partlist of the scope (undefined: no condition). */
export const partInScopeWhere = (scope: CatalogueScope, partIdColumn: AnyPgColumn): SQL | undefined => (scope
  ? sql`exists (select 1 from ${partlistItems} join ${partlists} on ${partlists.id} = ${partlistItems.partlistId}
      where ${partlistItems.partId} = ${partIdColumn} and ${inArray(partlists.seriesId, scope.seriesIds)})`
  : undefined);

const scopeSeries = alias(modelNodes, 'scope_series');

async function resolveScope(ctx: AppContext, bought: { code0: string; code1: string }[]): Promise<SeriesScope> {
  if (!bought.length) return { seriesIds: [], lineIds: [] };
  const rows = await ctx.db.select({ seriesId: scopeSeries.id, lineId: modelNodes.id, lineCode: modelNodes.code, seriesCode: scopeSeries.code })
    .from(scopeSeries).innerJoin(modelNodes, eq(modelNodes.id, scopeSeries.parentId))
    .where(and(eq(scopeSeries.level, 1), inArray(scopeSeries.code, bought.map((b) => b.code1))));
  const kept = rows.filter((r) => bought.some((b) => b.code1 === r.seriesCode && b.code0 === r.lineCode));
  return { seriesIds: [...new Set(kept.map((r) => r.seriesId))], lineIds: [...new Set(kept.map((r) => r.lineId))] };
}

/**
 * The catalogue's gate, before every route of its scope (after sign-in, permission and input
 * checks): resolves the caller's scope once for the request, refuses a gated caller without any
 * series, and refuses a read of one object outside the scope (`catalogueTargets`); lists narrow
 * themselves by `scopeOf(req)`.
 */
export function requireCatalogueScope(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('catalogueScope', undefined);
  app.addHook('preHandler', async (req) => {
    if (!req.user) return;
    const bought = await catalogueEntitlement.call(ctx, req.user);
    if (!bought) return;
    const scope = await resolveScope(ctx, bought);
    if (!scope.seriesIds.length) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
    req.catalogueScope = scope;
    const target = targetOfRoute(req);
    if (target) await assertTarget(ctx, scope, target);
  });
}

/** The one object a read addresses, for the gate to place in the tree before the handler runs. */
export type CatalogueTarget =
  | { node: string; type?: string }
  | { nodeCode: string }
  | { partlist: string }
  | { vin: string }
  | { part: string }
  | { partCode: string }
  | { imageKey: string }
  | { serial: string };

type Input = { params: Record<string, string | undefined>; query: Record<string, string | undefined>; body: Record<string, string | undefined> };

/**
 * What each single-object read addresses, by endpoint. Lists (roots, selects, VIN and part
 * search, where-used, home tiles) are not here: they narrow by `scopeOf(req)` instead.
 */
const TARGETS: Partial<Record<keyof typeof E, (r: Input) => CatalogueTarget | null>> = {
  vinManuals: (r) => ({ vin: r.query.vinCode! }),
  manualsByApplic: (r) => ({ nodeCode: r.query.code2 ?? r.query.code1 ?? r.query.code0! }),
  children: (r) => ({ node: r.query.id!, type: r.query.type }),
  searchChildren: (r) => ({ node: r.query.id!, type: r.query.type }),
  nextChildren: (r) => ({ node: r.body.id!, type: r.body.type }),
  subtree: (r) => ({ node: r.body.id!, type: r.body.type }),
  partlists: (r) => ({ node: r.query.id!, type: r.query.type }),
  treeByLevel: (r) => ({ node: r.query.id!, type: r.query.type }),
  tree: (r) => ({ node: r.query.rootId! }),
  searchTree: (r) => ({ node: r.query.rootId! }),
  treeByCode: (r) => ({ nodeCode: r.query.code! }),
  treeByCodeBody: (r) => ({ nodeCode: r.body.code! }),
  instanceTreeByCode: (r) => ({ nodeCode: r.body.code! }),
  treeByVin: (r) => ({ vin: r.body.vinCode! }),
  allChildren: (r) => ({ node: r.params.id! }),
  rootPhoto: (r) => ({ node: r.params.id! }),
  assembly: (r) => ({ nodeCode: r.params.rootCode! }),
  applic: (r) => ({ nodeCode: r.query.code! }),
  modelImage: (r) => ({ imageKey: r.query.key! }),
  bom: (r) => ({ partlist: r.params.id! }),
  bomItems: (r) => ({ partlist: r.query.partlistId! }),
  searchItems: (r) => ({ partlist: r.query.partlistId! }),
  drawing: (r) => ({ partlist: r.params.id! }),
  part: (r) => ({ part: r.params.id! }),
  partMaster: (r) => ({ part: r.params.id! }),
  partDetail: (r) => ({ part: r.query.id! }),
  partPhotos: (r) => ({ part: r.params.id! }),
  partPhoto: (r) => ({ partCode: r.params.code! }),
  alternate: (r) => ({ partCode: r.params.code! }),
  searchAlternate: (r) => ({ partCode: r.query.code! }),
  labourTimes: (r) => ({ part: r.params.id! }),
  searchHours: (r) => ({ part: r.query.id! }),
  classification: (r) => ({ part: r.params.id! }),
  properties: (r) => ({ part: r.params.id! }),
  userRemark: (r) => ({ part: r.params.id! }),
  globalRemark: (r) => ({ part: r.params.id! }),
  saveUserRemark: (r) => ({ part: r.body.partId! }),
  searchPartsInRoot: (r) => ({ node: r.params.id! }),
  whereUsed: (r) => ({ part: r.params.id! }),
  relatingPartlists: (r) => ({ part: r.params.id! }),
  partPath: (r) => ({ part: r.query.partId! }),
  whereUsedInRoot: (r) => ({ nodeCode: r.params.rootCode! }),
  jump: (r) => ({ partlist: r.query.partlistId! }),
  materialTree: (r) => (r.query.rootId ? { node: r.query.rootId } : { partCode: r.query.materialCode! }),
  vinMaterial: (r) => ({ vin: r.query.vinCode! }),
  serial: (r) => ({ serial: r.query.sn! }),
  serialBasic: (r) => ({ serial: r.query.sn! }),
  baselineTree: (r) => ({ nodeCode: r.query.baselineId! }),
  baselineBasic: (r) => ({ nodeCode: r.query.baselineId! }),
  exportPartlist: (r) => ({ partlist: r.query.partlistId! }),
  exportParts: (r) => (r.query.partListId ? { partlist: r.query.partListId } : { node: r.query.rootId! }),
  exportModel: (r) => (r.query.rootId ? { node: r.query.rootId } : { nodeCode: r.query.code2 ?? r.query.code1 ?? r.query.code0! }),
};

const targetByRoute = new Map(Object.entries(TARGETS).map(([key, fn]) => {
  const e = E[key as keyof typeof E];
  return [`${e.method} ${e.path}`, fn!];
}));

function targetOfRoute(req: FastifyRequest): CatalogueTarget | null {
  const fn = targetByRoute.get(`${req.method} ${req.routeOptions.url}`);
  return fn ? fn({ params: (req.params ?? {}) as Input['params'], query: (req.query ?? {}) as Input['query'], body: (req.body ?? {}) as Input['body'] }) : null;
}

const tParent = alias(modelNodes, 't_parent');

/** The model node `where` picks, with the series it belongs to (itself, its parent, or none for a line). */
async function modelNodeIn(ctx: AppContext, where: SQL) {
  const [row] = await ctx.db.select({ id: modelNodes.id, level: modelNodes.level, parentId: modelNodes.parentId, parentLevel: tParent.level })
    .from(modelNodes).leftJoin(tParent, eq(tParent.id, modelNodes.parentId)).where(where).limit(1);
  if (!row) return null;
  return { node: row, seriesId: row.level === 1 ? row.id : row.level === 2 ? row.parentId : null };
}

/**
 * Refuses (VIP_ENTITLEMENT_REQUIRED) a target placed outside the scope. A target that does not
 * exist passes: the handler answers "not found" as for everyone.
 */
export async function assertTarget(ctx: AppContext, scope: SeriesScope, t: CatalogueTarget): Promise<void> {
  const refuse = () => {
    throw new BizError('VIP_ENTITLEMENT_REQUIRED');
  };
  const ids = (v: string) => (UUID.test(v) ? v : null);
  if ('node' in t) {
    const id = ids(t.node);
    if (!id) return;
    if (t.type === 'PARTLIST') return assertTarget(ctx, scope, { partlist: id });
    if (t.type === 'SYSTEM' || t.type === 'ASSEMBLY') {
      const [g] = await ctx.db.select({ seriesId: bomGroups.seriesId }).from(bomGroups).where(eq(bomGroups.id, id));
      if (g) assertSeries(scope, g.seriesId);
      return;
    }
    const found = await modelNodeIn(ctx, eq(modelNodes.id, id));
    if (found) assertModelNode(scope, found.node, found.seriesId);
  } else if ('nodeCode' in t) {
    const found = await modelNodeIn(ctx, eq(modelNodes.code, t.nodeCode));
    if (found) assertModelNode(scope, found.node, found.seriesId);
  } else if ('partlist' in t) {
    const id = ids(t.partlist);
    const [pl] = id ? await ctx.db.select({ seriesId: partlists.seriesId }).from(partlists).where(eq(partlists.id, id)) : [];
    if (pl) assertSeries(scope, pl.seriesId);
  } else if ('vin' in t) {
    const [v] = await ctx.db.select({ seriesId: modelNodes.parentId }).from(vehicles).innerJoin(modelNodes, eq(modelNodes.id, vehicles.modelId))
      .where(eq(vehicles.vin, t.vin.trim().toUpperCase()));
    if (v) assertSeries(scope, v.seriesId);
  } else if ('serial' in t) {
    const [s] = await ctx.db.select({ seriesId: modelNodes.parentId }).from(serialNumbers).innerJoin(vehicles, eq(vehicles.vin, serialNumbers.vin))
      .innerJoin(modelNodes, eq(modelNodes.id, vehicles.modelId)).where(inArray(serialNumbers.serial, codeVariants(t.serial)));
    if (s) assertSeries(scope, s.seriesId);
  } else if ('imageKey' in t) {
    const [n] = await ctx.db.select({ id: modelNodes.id, level: modelNodes.level, parentId: modelNodes.parentId }).from(modelNodes).where(eq(modelNodes.imageKey, t.imageKey)).limit(1);
    if (n) assertModelNode(scope, n, n.level === 1 ? n.id : n.parentId);
  } else {
    const byPart = 'part' in t ? (ids(t.part) ? eq(parts.id, t.part) : null) : eq(parts.code, t.partCode);
    if (!byPart) return;
    const [p] = await ctx.db.select({ id: parts.id, inScope: sql<boolean>`${partInScopeWhere(scope, parts.id)!}` }).from(parts).where(byPart);
    if (p && !p.inScope) refuse();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Asks `entitled` before every route of the scope `app` (one module's encapsulated scope), after
 * the platform's sign-in, permission and input checks: a caller without the package gets
 * VIP_ENTITLEMENT_REQUIRED, which the screens answer by offering one.
 */
export function requireEntitlement(app: FastifyInstance, ctx: AppContext, entitled: (ctx: AppContext, caller: AuthUser) => Promise<boolean>): void {
  app.addHook('preHandler', async (req) => {
    if (req.user && !(await entitled(ctx, req.user))) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
  });
}

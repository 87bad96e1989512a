import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Language, type PermissionCode, type TVehicleInfo, type TVinHit, ZVinSearchRequest, nameIn } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import type { VehicleFacts } from './catalogue.applicability.js';
import { presentVehicle } from './catalogue.presenters.js';
import { escapeLike } from '../../platform/sql.js';
import type { VehicleScope } from './catalogue.tree.js';
import { modelNodes, vehicles } from './catalogue.tables.js';
import type { CatalogueScope } from './catalogue.access.js';

/** Refuses (403) a caller without a permission a route needs only for some of its inputs (a VIN). */
export function assertMay(caller: AuthUser, code: PermissionCode): void {
  if (!caller.permissions.has(code)) throw new BizError('NO_PERMISSION');
}

// ---------------------------------------------------------------- vehicles

export interface ResolvedVehicle {
  info: TVehicleInfo;
  scope: VehicleScope;
}

const vModel = alias(modelNodes, 'v_model');
const vSeries = alias(modelNodes, 'v_series');
const vLine = alias(modelNodes, 'v_line');

/** A vehicle with its model, series and line, or null. */
export async function findVehicle(ctx: AppContext, vin: string, lang: Language): Promise<ResolvedVehicle | null> {
  const [row] = await ctx.db
    .select({ v: vehicles, model: vModel, series: vSeries, line: vLine })
    .from(vehicles)
    .innerJoin(vModel, eq(vModel.id, vehicles.modelId))
    .innerJoin(vSeries, eq(vSeries.id, vModel.parentId))
    .innerJoin(vLine, eq(vLine.id, vSeries.parentId))
    .where(eq(vehicles.vin, vin.trim().toUpperCase()));
  if (!row) return null;
  const facts: VehicleFacts = { vin: row.v.vin, modelCode: row.model.code, configCode: row.v.configCode, productionDate: row.v.productionDate };
  return {
    info: presentVehicle(row.v, row.model, row.series, row.line, lang),
    scope: { facts, lineId: row.line.id, seriesId: row.series.id, modelId: row.model.id },
  };
}

/** The vehicle of a VIN; "no corresponding model found" when there is none. */
export async function getVehicle(ctx: AppContext, vin: string, lang: Language): Promise<ResolvedVehicle> {
  const vehicle = await findVehicle(ctx, vin, lang);
  if (!vehicle) throw new BizError('MODEL_NOT_FOUND');
  return vehicle;
}

/** An optional VIN on a browsing call: needs PER_VIN_VIEW and a known vehicle. */
export async function optionalVehicle(ctx: AppContext, caller: AuthUser, vin: string | undefined, lang: Language) {
  if (!vin) return null;
  assertMay(caller, 'PER_VIN_VIEW');
  return getVehicle(ctx, vin, lang);
}

/** VINs containing the typed characters (trigram index), 10 a page (spec §5). */
export async function searchVins(ctx: AppContext, req: z.infer<typeof ZVinSearchRequest>, lang: Language, scope?: CatalogueScope) {
  const where = and(
    sql`${vehicles.vin} like ${`%${escapeLike(req.vinCode)}%`}`,
    // paid access: vehicles of the bought series only
    scope ? inArray(vehicles.modelId, ctx.db.select({ id: modelNodes.id }).from(modelNodes).where(inArray(modelNodes.parentId, scope.seriesIds))) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(vehicles).where(where);
  const rows = await ctx.db
    .select({ vin: vehicles.vin, configCode: vehicles.configCode, model: vModel, series: vSeries })
    .from(vehicles)
    .innerJoin(vModel, eq(vModel.id, vehicles.modelId))
    .innerJoin(vSeries, eq(vSeries.id, vModel.parentId))
    .where(where)
    .orderBy(asc(vehicles.vin))
    .limit(req.pageSize)
    .offset((req.page - 1) * req.pageSize);
  const contents: TVinHit[] = rows.map((r) => ({
    vinCode: r.vin, modelCode: r.model.code, modelName: nameIn(r.model.names, lang),
    seriesCode: r.series.code, seriesName: nameIn(r.series.names, lang), configCode: r.configCode,
  }));
  return { contents, count: total.n };
}


import { sql } from 'drizzle-orm';
import { catalogueEndpoints, nameIn, pathOf, type Language, type TCatelogModel, type TPartSummary, type TPathNode, type TreeNodeType, type TVehicleInfo, type TLocalizedText } from '@portal/contract';
import { modelNodes, parts, vehicles } from './catalogue.tables.js';

/** What each node type is called in the spec's object references. */
export const OBJECT_TYPES: Record<TreeNodeType, string> = {
  LINE: 'ProductLine',
  SERIES: 'ModelRoot',
  MODEL: 'Model',
  SYSTEM: 'BomGroup',
  ASSEMBLY: 'BomGroup',
  PARTLIST: 'Partlist',
};
export const MODEL_LEVEL_TYPES: TreeNodeType[] = ['LINE', 'SERIES', 'MODEL'];

export function pathNode(type: TreeNodeType, row: { id: string; code: string; names: TLocalizedText }, lang: Language): TPathNode {
  return { id: row.id, code: row.code, name: nameIn(row.names, lang), type, objectType: OBJECT_TYPES[type] };
}

/** The columns a part summary is built from; `superseded` is whether a successor exists. */
export const partSummaryColumns = {
  id: parts.id,
  code: parts.code,
  names: parts.names,
  unit: parts.unit,
  isSpare: parts.isSpare,
  price: parts.price,
  inStock: parts.inStock,
  minSalesUnit: parts.minSalesUnit,
  // Spelled out: drizzle leaves select-list columns unqualified in single-table queries, where a
  // bare "id" inside this subquery would mean substitutions.id.
  superseded: sql<boolean>`exists (select 1 from substitutions s where s.before_part_id = "parts"."id")`,
};
export type PartSummaryRow = {
  id: string; code: string; names: TLocalizedText; unit: string; isSpare: boolean; price: string | null;
  inStock: boolean; minSalesUnit: number; superseded: boolean;
};

/** Prices are decimal strings with two places, as stored. */
export const presentPrice = (price: string | null) => (price === null ? null : Number(price).toFixed(2));

export function presentPartSummary(row: PartSummaryRow, lang: Language): TPartSummary {
  return {
    id: row.id,
    partCode: row.code,
    partName: nameIn(row.names, lang),
    unit: row.unit,
    spare: row.isSpare,
    s3: presentPrice(row.price),
    isInventory: row.inStock,
    minSalesUnit: row.minSalesUnit,
    replace: Boolean(row.superseded),
  };
}

type NodeRow = typeof modelNodes.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

export function catelogModelOf(line: NodeRow | null, series: NodeRow | null, model: NodeRow | null): TCatelogModel {
  return { code0: line?.code ?? '', code1: series?.code ?? '', code2: model?.code ?? '' };
}

/** The applicability string of spec §3: `code0=… AND code1=… AND code2=…`, set codes only, in that order. */
export function applicOf(cm: TCatelogModel): string {
  return (['code0', 'code1', 'code2'] as const)
    .filter((k) => cm[k])
    .map((k) => `${k}=${cm[k]}`)
    .join(' AND ');
}

/** Vehicle info by VIN (spec §3); the brand is the production line's. */
export function presentVehicle(v: VehicleRow, model: NodeRow, series: NodeRow, line: NodeRow, lang: Language): TVehicleInfo {
  return {
    vinCode: v.vin,
    modelCode: model.code,
    configCode: v.configCode,
    licencePlate: v.licencePlate,
    brand: line.brand,
    exDecorationColor: v.exteriorColor,
    modelYears: v.modelYear,
    modelSeries: nameIn(series.names, lang),
    modelSeriesCode: series.code,
    basicModelName: nameIn(model.names, lang),
    batteryPackNumber: v.batteryPackNo,
    driveMotorModel: v.driveMotorModel,
    driveMotorNumber: v.driveMotorNo,
    driveType: v.driveType,
    manufactureDate: v.productionDate,
    motorNumber: v.motorNo,
    rangeExtenderNumber: v.rangeExtenderNo,
    saleDate: v.saleDate,
    catelogModel: catelogModelOf(line, series, model),
    rootId: series.id,
  };
}

/** Where an image lives in file storage and where the API serves it. */
export const modelImageKey = (key: string) => `models/${key}.svg`;
export const modelImageUrl = (key: string) => `${pathOf(catalogueEndpoints.modelImage)}?key=${encodeURIComponent(key)}`;
export const partPhotoKey = (code: string, index: number) => `part-photos/${code}/${index}.svg`;
export const partPhotoUrl = (code: string, index: number) => pathOf(catalogueEndpoints.partPhoto, { code, index });
export const drawingUrl = (partlistId: string) => pathOf(catalogueEndpoints.drawing, { id: partlistId });

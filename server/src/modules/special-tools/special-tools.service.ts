import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DRIVE_TYPES, LIMITS, pathOf, SPECIAL_TOOL_CATEGORIES, specialToolsEndpoints, type DriveType, type Language, type SpecialToolCategory, type TCodeName, type TSpecialTool, type TSpecialToolFilter, type TSpecialToolFilterOptions, type TSpecialToolListRequest, type ToolUnit, nameIn, type TLocalizedText } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/files.js';
import { notFound } from '../../platform/errors.js';

import { modelOptions, modelScopeByCode } from '../labour-times/index.js';
import { specialTools } from './special-tools.tables.js';

/*
 * Special tools (spec §3, §7 "Special tools"): the paged list, the unpaged filtered list, the
 * filter options, one tool, its picture, and the writer the demo seed (and a later import) uses.
 */

const L = (zh: string, en: string, vi: string, es: string, de: string, id: string): TLocalizedText => ({ 'zh-CN': zh, 'en-US': en, vi, es, de, id });

export const CATEGORY_NAMES: Record<SpecialToolCategory, TLocalizedText> = {
  HV_SAFETY: L('高压安全', 'High-voltage safety', 'An toàn điện áp cao', 'Seguridad de alta tensión', 'Hochvolt-Sicherheit', 'Keselamatan tegangan tinggi'),
  DIAGNOSTIC: L('诊断', 'Diagnostics', 'Chẩn đoán', 'Diagnóstico', 'Diagnose', 'Diagnostik'),
  MEASURING: L('测量', 'Measuring', 'Đo lường', 'Medición', 'Messen', 'Pengukuran'),
  BATTERY: L('电池', 'Battery', 'Pin', 'Batería', 'Batterie', 'Baterai'),
  MOTOR: L('电机与传动', 'Motor and drive', 'Động cơ và truyền động', 'Motor y transmisión', 'Motor und Antrieb', 'Motor dan penggerak'),
  BRAKE: L('制动', 'Brakes', 'Phanh', 'Frenos', 'Bremsen', 'Rem'),
  WHEEL: L('车轮与轮胎', 'Wheels and tyres', 'Bánh xe và lốp', 'Ruedas y neumáticos', 'Räder und Reifen', 'Roda dan ban'),
  CHASSIS: L('底盘与转向', 'Chassis and steering', 'Khung gầm và lái', 'Chasis y dirección', 'Fahrwerk und Lenkung', 'Sasis dan kemudi'),
  LIFTING: L('举升与支撑', 'Lifting and support', 'Nâng và đỡ', 'Elevación y soporte', 'Heben und Abstützen', 'Pengangkat dan penyangga'),
  GENERAL: L('通用工具', 'General tools', 'Dụng cụ chung', 'Herramientas generales', 'Allgemeine Werkzeuge', 'Alat umum'),
};

export const DRIVE_TYPE_NAMES: Record<DriveType, TLocalizedText> = {
  ALL: L('所有驱动形式', 'All drive types', 'Mọi kiểu truyền động', 'Todos los accionamientos', 'Alle Antriebsarten', 'Semua jenis penggerak'),
  HUB: L('轮毂电机', 'Hub motor', 'Động cơ trục bánh (hub)', 'Motor de buje', 'Radnabenmotor', 'Motor hub'),
  MID: L('中置电机', 'Mid-drive motor', 'Động cơ đặt giữa', 'Motor central', 'Mittelmotor', 'Motor mid-drive'),
};

export const UNIT_NAMES: Record<ToolUnit, TLocalizedText> = {
  PCS: L('件', 'Piece', 'Cái', 'Pieza', 'Stück', 'Buah'),
  SET: L('套', 'Set', 'Bộ', 'Juego', 'Satz', 'Set'),
  PAIR: L('副', 'Pair', 'Đôi', 'Par', 'Paar', 'Pasang'),
  KIT: L('箱', 'Kit', 'Hộp', 'Maletín', 'Koffer', 'Kit'),
};

/** Where a tool's picture lives in file storage and where the API serves it. */
export const toolPictureKey = (code: string) => `special-tools/${code}.svg`;
export const toolPictureUrl = (id: string) => pathOf(specialToolsEndpoints.picture, { id });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A text[] literal from parameters (drizzle would spread an array into a list). */
const textArray = (values: string[]): SQL => sql`array[${sql.join(values.map((v) => sql`${v}::text`), sql`, `)}]::text[]`;

async function filterSql(ctx: AppContext, f: TSpecialToolFilter): Promise<SQL | undefined> {
  const scope = f.modelCode ? await modelScopeByCode(ctx, f.modelCode) : null;
  return and(
    f.key ? sql`${specialTools.searchText} like ${`%${escapeLike(f.key.toLowerCase())}%`}` : undefined,
    f.category ? eq(specialTools.category, f.category) : undefined,
    // A tool for every model fits any model; otherwise one of its models must be in the scope.
    scope ? or(sql`${specialTools.models} is null`, scope.modelCodes.length ? sql`${specialTools.models} && ${textArray(scope.modelCodes)}` : sql`false`) : undefined,
    // HUB and MID also find the tools made for every drive; ALL finds those only.
    f.driveType ? (f.driveType === 'ALL' ? eq(specialTools.driveType, 'ALL') : inArray(specialTools.driveType, ['ALL', f.driveType])) : undefined,
  );
}

type ToolRow = typeof specialTools.$inferSelect;

/** Model codes → names, in catalogue order. */
async function modelIndex(ctx: AppContext, lang: Language): Promise<Map<string, { name: string; order: number }>> {
  const lines = await modelOptions(ctx, lang);
  const index = new Map<string, { name: string; order: number }>();
  for (const line of lines) for (const series of line.series) for (const m of series.models) index.set(m.code, { name: m.name, order: index.size });
  return index;
}

function present(row: ToolRow, models: Map<string, { name: string; order: number }>, lang: Language): TSpecialTool {
  const own: TCodeName[] = (row.models ?? [])
    .map((code) => ({ code, name: models.get(code)?.name ?? code, order: models.get(code)?.order ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order || a.code.localeCompare(b.code))
    .map(({ code, name }) => ({ code, name }));
  return {
    id: row.id,
    code: row.code,
    name: nameIn(row.names, lang),
    unit: row.unit as ToolUnit,
    unitName: nameIn(UNIT_NAMES[row.unit as ToolUnit], lang) || row.unit,
    category: row.category as SpecialToolCategory,
    categoryName: nameIn(CATEGORY_NAMES[row.category as SpecialToolCategory], lang) || row.category,
    purpose: nameIn(row.purpose, lang),
    technicalParameter: nameIn(row.technicalParameter, lang),
    driveType: row.driveType as DriveType,
    driveTypeName: nameIn(DRIVE_TYPE_NAMES[row.driveType as DriveType], lang) || row.driveType,
    allModels: row.models === null,
    models: own,
    pictureUrl: row.pictureKey ? toolPictureUrl(row.id) : null,
  };
}

const ORDER = [asc(specialTools.sort), asc(specialTools.code)];

/** POST /rest/base/specialtool/: a page of tools under the filter, by category order and number. */
export async function listSpecialTools(ctx: AppContext, req: TSpecialToolListRequest, lang: Language): Promise<{ contents: TSpecialTool[]; count: number }> {
  const where = await filterSql(ctx, req);
  const [total] = await ctx.db.select({ n: count() }).from(specialTools).where(where);
  const rows = total.n
    ? await ctx.db.select().from(specialTools).where(where).orderBy(...ORDER).limit(req.pageSize).offset((req.page - 1) * req.pageSize)
    : [];
  const models = await modelIndex(ctx, lang);
  return { contents: rows.map((r) => present(r, models, lang)), count: total.n };
}

/** POST /rest/specialtool: the filtered tools without paging, at most LIMITS.specialToolListMax. */
export async function searchSpecialTools(ctx: AppContext, filter: TSpecialToolFilter, lang: Language): Promise<TSpecialTool[]> {
  const rows = await ctx.db.select().from(specialTools).where(await filterSql(ctx, filter)).orderBy(...ORDER).limit(LIMITS.specialToolListMax);
  const models = await modelIndex(ctx, lang);
  return rows.map((r) => present(r, models, lang));
}

/** POST /rest/base/specialtool/filter: categories with their tool counts, drive types, the model tree. */
export async function getSpecialToolFilterOptions(ctx: AppContext, lang: Language): Promise<TSpecialToolFilterOptions> {
  const counts = await ctx.db.select({ category: specialTools.category, n: count() }).from(specialTools).groupBy(specialTools.category);
  const byCategory = new Map(counts.map((c) => [c.category, c.n]));
  return {
    categories: SPECIAL_TOOL_CATEGORIES.filter((c) => byCategory.has(c)).map((code) => ({ code, name: nameIn(CATEGORY_NAMES[code], lang), count: byCategory.get(code)! })),
    driveTypes: DRIVE_TYPES.map((code) => ({ code, name: nameIn(DRIVE_TYPE_NAMES[code], lang) })),
    models: await modelOptions(ctx, lang),
  };
}

/** GET /rest/base/specialtool/view/{id}: one tool; 404 when unknown. */
export async function getSpecialTool(ctx: AppContext, id: string, lang: Language): Promise<TSpecialTool> {
  const [row] = await ctx.db.select().from(specialTools).where(eq(specialTools.id, id));
  if (!row) throw notFound();
  return present(row, await modelIndex(ctx, lang), lang);
}

/** The tool's picture (SVG); 404 when the tool, its picture or the file is missing. */
export async function getSpecialToolPicture(ctx: AppContext, id: string): Promise<Buffer> {
  const [row] = await ctx.db.select({ key: specialTools.pictureKey }).from(specialTools).where(eq(specialTools.id, id));
  if (!row?.key) throw notFound();
  const file = await ctx.files.get(row.key).catch(() => null);
  if (!file) throw notFound();
  return file;
}

// ---------------------------------------------------------------- the writer

export interface SpecialToolInput {
  id?: string;
  code: string;
  names: TLocalizedText;
  purpose: TLocalizedText;
  technicalParameter: TLocalizedText;
  unit: ToolUnit;
  category: SpecialToolCategory;
  driveType: DriveType;
  /** Model codes; null = every model. */
  models: string[] | null;
  /** The picture (SVG text); stored under `special-tools/<code>.svg`. */
  pictureSvg: string | null;
  sort: number;
}

/**
 * Stores the pictures, then inserts the tools (in the caller's transaction). Pictures go first:
 * a rolled-back insert leaves an unreferenced file behind, never a row pointing at no file.
 */
export async function writeSpecialTools(db: Pick<Db, 'insert'>, files: FileStorage, tools: SpecialToolInput[]): Promise<number> {
  await Promise.all(tools.filter((t) => t.pictureSvg).map((t) => files.put(toolPictureKey(t.code), t.pictureSvg!)));
  if (!tools.length) return 0;
  await db.insert(specialTools).values(tools.map((t) => ({
    ...(t.id ? { id: t.id } : {}),
    code: t.code,
    names: t.names,
    purpose: t.purpose,
    technicalParameter: t.technicalParameter,
    searchText: [t.code, ...Object.values(t.names), ...Object.values(t.purpose)].join(' ').toLowerCase(),
    unit: t.unit,
    category: t.category,
    driveType: t.driveType,
    models: t.models,
    pictureKey: t.pictureSvg ? toolPictureKey(t.code) : null,
    sort: t.sort,
  })));
  return tools.length;
}

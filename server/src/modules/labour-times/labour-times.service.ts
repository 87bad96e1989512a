import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIMITS, WORK_TIME_TYPES, type Language, type TCodeName, type TLabourFilterOptions, type TLabourShow, type TLabourShowRequest, type TLabourTimeFilter, type TLabourTimeListRequest, type TLabourTimeRow, type TModelOptionLine, type TPartLabourTime, type WorkTimeType, nameIn, type TLocalizedText } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError, notFound } from '../../platform/errors.js';
import { xlsxBuffer } from '../../platform/xlsx.js';

import { modelNodes, parts, vehicles } from '../catalogue/index.js';
import { labourTimeNodes, labourTimeParts, labourTimes } from './labour-times.tables.js';

/*
 * Labour times (spec §3, §7 "Labour time"): the paged list with its filter options, the directory
 * levels and position codes, the app's job card, the xlsx export, a part's jobs, and the one
 * writer the demo seed (and a later import) inserts through.
 */

// ---------------------------------------------------------------- dictionaries

const L = (zh: string, en: string, vi: string, es: string, de: string, id: string): TLocalizedText => ({ 'zh-CN': zh, 'en-US': en, vi, es, de, id });

/** Names of the work types, rendered in the caller's language. */
export const WORK_TIME_TYPE_NAMES: Record<WorkTimeType, TLocalizedText> = {
  REPLACE: L('更换', 'Replace', 'Thay thế', 'Sustituir', 'Ersetzen', 'Ganti'),
  REMOVE_INSTALL: L('拆装', 'Remove and install', 'Tháo và lắp', 'Desmontar y montar', 'Aus- und Einbau', 'Lepas dan pasang'),
  REPAIR: L('修理', 'Repair', 'Sửa chữa', 'Reparar', 'Instandsetzen', 'Perbaikan'),
  ADJUST: L('调整', 'Adjust', 'Điều chỉnh', 'Ajustar', 'Einstellen', 'Penyetelan'),
  INSPECT: L('检查', 'Inspect', 'Kiểm tra', 'Inspeccionar', 'Prüfen', 'Pemeriksaan'),
  MAINTENANCE: L('保养', 'Maintenance', 'Bảo dưỡng', 'Mantenimiento', 'Wartung', 'Perawatan'),
  DIAGNOSE: L('诊断', 'Diagnose', 'Chẩn đoán', 'Diagnosticar', 'Diagnose', 'Diagnosis'),
};

const typeName = (type: string, lang: Language) => nameIn(WORK_TIME_TYPE_NAMES[type as WorkTimeType], lang) || type;
const hours = (value: string | number) => Math.round(Number(value) * 100) / 100;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---------------------------------------------------------------- the model tree

const ltModel = alias(modelNodes, 'lt_model');
const ltSeries = alias(modelNodes, 'lt_series');
const ltLine = alias(modelNodes, 'lt_line');

type NodeRow = typeof modelNodes.$inferSelect;

export interface ModelScope {
  node: NodeRow;
  /** The models (level 2) under the node, the node itself when it is a model. */
  modelIds: string[];
  modelCodes: string[];
}

async function scopeOf(ctx: AppContext, node: NodeRow): Promise<ModelScope> {
  const rows = await ctx.db
    .select({ id: ltModel.id, code: ltModel.code })
    .from(ltModel)
    .innerJoin(ltSeries, eq(ltSeries.id, ltModel.parentId))
    .where(and(eq(ltModel.level, 2), or(eq(ltModel.id, node.id), eq(ltSeries.id, node.id), eq(ltSeries.parentId, node.id))));
  return { node, modelIds: rows.map((r) => r.id), modelCodes: rows.map((r) => r.code) };
}

/** A line, series or model code and the models under it; "no corresponding model found" when unknown. */
export async function modelScopeByCode(ctx: AppContext, code: string): Promise<ModelScope> {
  const [node] = await ctx.db.select().from(modelNodes).where(eq(modelNodes.code, code));
  if (!node) throw new BizError('MODEL_NOT_FOUND');
  return scopeOf(ctx, node);
}

/** A line, series or model by id and the models under it; 404 when unknown. */
export async function modelScopeById(ctx: AppContext, id: string): Promise<ModelScope> {
  const [node] = await ctx.db.select().from(modelNodes).where(eq(modelNodes.id, id));
  if (!node) throw notFound();
  return scopeOf(ctx, node);
}

/**
 * The model tree as picker options, in catalogue order: lines → series → models, keeping only the
 * models `keep` accepts (and the series and lines left with models).
 */
export async function modelOptions(ctx: AppContext, lang: Language, keep: (modelId: string) => boolean = () => true): Promise<TModelOptionLine[]> {
  const nodes = await ctx.db.select().from(modelNodes).orderBy(asc(modelNodes.level), asc(modelNodes.sort), asc(modelNodes.code));
  const option = (n: NodeRow) => ({ id: n.id, code: n.code, name: nameIn(n.names, lang) });
  const childrenOf = (parentId: string) => nodes.filter((n) => n.parentId === parentId);
  return nodes
    .filter((n) => n.level === 0)
    .map((line) => ({
      ...option(line),
      series: childrenOf(line.id)
        .map((series) => ({ ...option(series), models: childrenOf(series.id).filter((m) => keep(m.id)).map(option) }))
        .filter((s) => s.models.length > 0),
    }))
    .filter((l) => l.series.length > 0);
}

// ---------------------------------------------------------------- the directory

type DirectoryNode = typeof labourTimeNodes.$inferSelect;
type Directory = Map<string, DirectoryNode>;

async function loadDirectory(db: Pick<Db, 'select'>): Promise<Directory> {
  const rows = await db.select().from(labourTimeNodes);
  return new Map(rows.map((r) => [r.code, r]));
}

const codeName = (dir: Directory, code: string, lang: Language): TCodeName => ({ code, name: nameIn(dir.get(code)?.names, lang) || code });
/** The sorts from level one down to the entry: directory order is the order of these paths. */
function sortPath(dir: Directory, code: string): number[] {
  const path: number[] = [];
  for (let node = dir.get(code); node && path.length < 3; node = node.parentCode ? dir.get(node.parentCode) : undefined) path.unshift(node.sort);
  return path;
}
const bySort = (dir: Directory) => (a: string, b: string) => {
  const pa = sortPath(dir, a);
  const pb = sortPath(dir, b);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return pa.length - pb.length || a.localeCompare(b);
};

function requireLevel(dir: Directory, code: string, level: 1 | 2): void {
  if (dir.get(code)?.level !== level) throw new BizError('LABOUR_LEVEL_NOT_FOUND', { code });
}

// ---------------------------------------------------------------- list

const nOne = alias(labourTimeNodes, 'lt_one');
const nTwo = alias(labourTimeNodes, 'lt_two');
const nPos = alias(labourTimeNodes, 'lt_pos');

/** The conditions of a filter; the model scope is resolved by the caller. */
function filterSql(f: TLabourTimeFilter & { workTimeCode?: string }, scope: { modelIds: string[] } | null): SQL | undefined {
  const partCodes = f.partCode ? [...new Set([f.partCode, f.partCode.toUpperCase()])] : [];
  return and(
    scope ? (scope.modelIds.length ? inArray(labourTimes.modelId, scope.modelIds) : sql`false`) : undefined,
    f.levelOne ? eq(labourTimes.levelOne, f.levelOne) : undefined,
    f.levelTwo ? eq(labourTimes.levelTwo, f.levelTwo) : undefined,
    f.positionCode ? eq(labourTimes.positionCode, f.positionCode) : undefined,
    f.workTimeType ? eq(labourTimes.workTimeType, f.workTimeType) : undefined,
    f.workTimeCode ? eq(labourTimes.workTimeCode, f.workTimeCode) : undefined,
    f.key ? sql`${labourTimes.searchText} like ${`%${escapeLike(f.key.toLowerCase())}%`}` : undefined,
    partCodes.length
      ? sql`exists (select 1 from ${labourTimeParts} join ${parts} on ${parts.id} = ${labourTimeParts.partId}
          where ${labourTimeParts.labourTimeId} = ${labourTimes.id} and ${inArray(parts.code, partCodes)})`
      : undefined,
  );
}

/** Rows in catalogue order (line, series, model), then directory order, then job code. */
async function findRows(ctx: AppContext, where: SQL | undefined, paging?: { limit: number; offset: number }) {
  const query = ctx.db
    .select({ lt: labourTimes, model: ltModel, series: ltSeries, line: ltLine })
    .from(labourTimes)
    .innerJoin(ltModel, eq(ltModel.id, labourTimes.modelId))
    .innerJoin(ltSeries, eq(ltSeries.id, ltModel.parentId))
    .innerJoin(ltLine, eq(ltLine.id, ltSeries.parentId))
    .innerJoin(nOne, eq(nOne.code, labourTimes.levelOne))
    .innerJoin(nTwo, eq(nTwo.code, labourTimes.levelTwo))
    .innerJoin(nPos, eq(nPos.code, labourTimes.positionCode))
    .where(where)
    .orderBy(
      asc(ltLine.sort), asc(ltLine.code), asc(ltSeries.sort), asc(ltSeries.code), asc(ltModel.sort), asc(ltModel.code),
      asc(nOne.sort), asc(nTwo.sort), asc(nPos.sort), asc(labourTimes.workTimeCode),
    )
    .$dynamic();
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}
type FoundRow = Awaited<ReturnType<typeof findRows>>[number];

/** The parts linked to each of the jobs, by code. */
async function partsOf(ctx: AppContext, ids: string[], lang: Language) {
  const out = new Map<string, { id: string; partCode: string; partName: string }[]>();
  if (!ids.length) return out;
  const rows = await ctx.db
    .select({ labourTimeId: labourTimeParts.labourTimeId, id: parts.id, code: parts.code, names: parts.names })
    .from(labourTimeParts)
    .innerJoin(parts, eq(parts.id, labourTimeParts.partId))
    .where(inArray(labourTimeParts.labourTimeId, ids))
    .orderBy(asc(parts.code));
  for (const r of rows) {
    const list = out.get(r.labourTimeId) ?? [];
    list.push({ id: r.id, partCode: r.code, partName: nameIn(r.names, lang) });
    out.set(r.labourTimeId, list);
  }
  return out;
}

/** What the list and a part's tab both say of a job on its model. */
const jobOf = ({ lt, model }: Pick<FoundRow, 'lt' | 'model'>, lang: Language) => ({
  id: lt.id,
  workTimeCode: lt.workTimeCode,
  workTimeName: nameIn(lt.names, lang),
  workTimeType: lt.workTimeType as WorkTimeType,
  workTimeTypeName: typeName(lt.workTimeType, lang),
  standardHours: hours(lt.standardHours),
  maintenanceHours: hours(lt.maintenanceHours),
  modelCode: model.code,
  modelName: nameIn(model.names, lang),
});

async function present(ctx: AppContext, rows: FoundRow[], lang: Language): Promise<TLabourTimeRow[]> {
  const [dir, linked] = await Promise.all([loadDirectory(ctx.db), partsOf(ctx, rows.map((r) => r.lt.id), lang)]);
  return rows.map(({ lt, model, series, line }) => ({
    ...jobOf({ lt, model }, lang),
    levelOne: codeName(dir, lt.levelOne, lang),
    levelTwo: codeName(dir, lt.levelTwo, lang),
    position: codeName(dir, lt.positionCode, lang),
    catelogModel: { code0: line.code, code1: series.code, code2: model.code },
    parts: linked.get(lt.id) ?? [],
  }));
}

/** POST /rest/base/labortime/: a page of jobs under the filter. */
export async function listLabourTimes(ctx: AppContext, req: TLabourTimeListRequest, lang: Language): Promise<{ contents: TLabourTimeRow[]; count: number }> {
  const scope = req.modelCode ? await modelScopeByCode(ctx, req.modelCode) : null;
  const where = filterSql(req, scope);
  const [total] = await ctx.db.select({ n: count() }).from(labourTimes).where(where);
  const rows = total.n ? await findRows(ctx, where, { limit: req.pageSize, offset: (req.page - 1) * req.pageSize }) : [];
  return { contents: await present(ctx, rows, lang), count: total.n };
}

/** POST /rest/base/labortime/filter: models with jobs, level ones with jobs in the model, work types. */
export async function getLabourFilterOptions(ctx: AppContext, modelCode: string | undefined, lang: Language): Promise<TLabourFilterOptions> {
  const scope = modelCode ? await modelScopeByCode(ctx, modelCode) : null;
  const where = filterSql({}, scope);
  const [withJobs, levels, types, dir] = await Promise.all([
    ctx.db.selectDistinct({ id: labourTimes.modelId }).from(labourTimes),
    ctx.db.selectDistinct({ code: labourTimes.levelOne }).from(labourTimes).where(where),
    ctx.db.selectDistinct({ type: labourTimes.workTimeType }).from(labourTimes).where(where),
    loadDirectory(ctx.db),
  ]);
  const ids = new Set(withJobs.map((r) => r.id));
  const typesFound = new Set(types.map((r) => r.type));
  return {
    models: await modelOptions(ctx, lang, (id) => ids.has(id)),
    levelOnes: levels.map((r) => r.code).sort(bySort(dir)).map((code) => codeName(dir, code, lang)),
    workTimeTypes: WORK_TIME_TYPES.filter((t) => typesFound.has(t)).map((code) => ({ code, name: typeName(code, lang) })),
  };
}

/** GET /rest/base/labortime/level/{id}/{levelOne}: the level twos of a level one with jobs under a model-tree node. */
export async function listLevelTwo(ctx: AppContext, nodeId: string, levelOne: string, lang: Language): Promise<TCodeName[]> {
  const scope = await modelScopeById(ctx, nodeId);
  const dir = await loadDirectory(ctx.db);
  requireLevel(dir, levelOne, 1);
  const rows = await ctx.db.selectDistinct({ code: labourTimes.levelTwo }).from(labourTimes).where(filterSql({ levelOne }, scope));
  return rows.map((r) => r.code).sort(bySort(dir)).map((code) => codeName(dir, code, lang));
}

/** POST /rest/base/labortime/positionCode: position codes with jobs, narrowed by model and levels. */
export async function listPositionCodes(ctx: AppContext, req: { modelCode?: string; levelOne?: string; levelTwo?: string }, lang: Language): Promise<TCodeName[]> {
  const scope = req.modelCode ? await modelScopeByCode(ctx, req.modelCode) : null;
  const dir = await loadDirectory(ctx.db);
  if (req.levelOne) requireLevel(dir, req.levelOne, 1);
  if (req.levelTwo) requireLevel(dir, req.levelTwo, 2);
  const rows = await ctx.db.selectDistinct({ code: labourTimes.positionCode }).from(labourTimes).where(filterSql({ levelOne: req.levelOne, levelTwo: req.levelTwo }, scope));
  return rows.map((r) => r.code).sort(bySort(dir)).map((code) => codeName(dir, code, lang));
}

// ---------------------------------------------------------------- the app's job card

/** POST /rest/app/labortime/show: one vehicle's or model's jobs, optionally for a part or one job, with totals. */
export async function showLabourTimes(ctx: AppContext, caller: AuthUser, req: TLabourShowRequest, lang: Language): Promise<TLabourShow> {
  let model: NodeRow | undefined;
  let vin: string | null = null;
  if (req.vinCode) {
    // Looking a vehicle up by VIN is PER_VIN_VIEW's, as everywhere in the catalogue.
    if (!caller.permissions.has('PER_VIN_VIEW')) throw new BizError('NO_PERMISSION');
    const [row] = await ctx.db.select({ model: modelNodes }).from(vehicles).innerJoin(modelNodes, eq(modelNodes.id, vehicles.modelId)).where(eq(vehicles.vin, req.vinCode));
    if (!row) throw new BizError('MODEL_NOT_FOUND');
    model = row.model;
    vin = req.vinCode;
  } else {
    [model] = await ctx.db.select().from(modelNodes).where(eq(modelNodes.code, req.modelCode!));
    if (!model) throw new BizError('MODEL_NOT_FOUND');
    if (model.level !== 2) throw new BizError('LABOUR_MODEL_REQUIRED', { code: model.code });
  }
  const [series] = await ctx.db.select().from(modelNodes).where(eq(modelNodes.id, model.parentId!));
  const [line] = await ctx.db.select().from(modelNodes).where(eq(modelNodes.id, series.parentId!));
  const items = await present(ctx, await findRows(ctx, filterSql({ partCode: req.partCode, workTimeCode: req.workTimeCode }, { modelIds: [model.id] })), lang);
  return {
    vinCode: vin,
    modelCode: model.code,
    modelName: nameIn(model.names, lang),
    catelogModel: { code0: line.code, code1: series.code, code2: model.code },
    items,
    standardHours: hours(items.reduce((s, i) => s + i.standardHours, 0)),
    maintenanceHours: hours(items.reduce((s, i) => s + i.maintenanceHours, 0)),
  };
}

// ---------------------------------------------------------------- a part's jobs

/** The part detail's labour-time tab (getLableTimes): every job linked to the part, on every model. */
export async function listPartLabourTimes(ctx: AppContext, partId: string, lang: Language): Promise<TPartLabourTime[]> {
  const rows = await findRows(ctx, sql`exists (select 1 from ${labourTimeParts} where ${labourTimeParts.labourTimeId} = ${labourTimes.id} and ${labourTimeParts.partId} = ${partId})`);
  return rows.map((row) => ({ ...jobOf(row, lang), positionCode: row.lt.positionCode }));
}

// ---------------------------------------------------------------- export

const COLUMNS = ['modelCode', 'modelName', 'levelOne', 'levelTwo', 'positionCode', 'positionName', 'workTimeCode', 'workTimeName', 'workTimeType', 'standardHours', 'maintenanceHours', 'parts'] as const;
type ColumnKey = (typeof COLUMNS)[number];
type Headers = Record<ColumnKey, string> & { sheet: string; file: string };

const HEADERS: Record<Language, Headers> = {
  'zh-CN': {
    modelCode: '车型代码', modelName: '车型', levelOne: '一级分类', levelTwo: '二级分类', positionCode: '部位码', positionName: '部位', workTimeCode: '工时代码',
    workTimeName: '工时名称', workTimeType: '工时类型', standardHours: '标准工时', maintenanceHours: '保养工时', parts: '相关零件', sheet: '工时', file: '工时',
  },
  'en-US': {
    modelCode: 'Model code', modelName: 'Model', levelOne: 'Level one', levelTwo: 'Level two', positionCode: 'Position code', positionName: 'Position',
    workTimeCode: 'Labour code', workTimeName: 'Job', workTimeType: 'Work type', standardHours: 'Standard hours', maintenanceHours: 'Maintenance hours',
    parts: 'Parts', sheet: 'Labour times', file: 'Labour times',
  },
  vi: {
    modelCode: 'Mã mẫu xe', modelName: 'Mẫu xe', levelOne: 'Cấp một', levelTwo: 'Cấp hai', positionCode: 'Mã vị trí', positionName: 'Vị trí', workTimeCode: 'Mã công việc',
    workTimeName: 'Công việc', workTimeType: 'Loại công việc', standardHours: 'Giờ tiêu chuẩn', maintenanceHours: 'Giờ bảo dưỡng', parts: 'Phụ tùng',
    sheet: 'Giờ công', file: 'Giờ công',
  },
  es: {
    modelCode: 'Código de modelo', modelName: 'Modelo', levelOne: 'Nivel uno', levelTwo: 'Nivel dos', positionCode: 'Código de posición', positionName: 'Posición',
    workTimeCode: 'Código de trabajo', workTimeName: 'Trabajo', workTimeType: 'Tipo de trabajo', standardHours: 'Horas estándar', maintenanceHours: 'Horas de mantenimiento',
    parts: 'Piezas', sheet: 'Tiempos', file: 'Tiempos de mano de obra',
  },
  de: {
    modelCode: 'Modellcode', modelName: 'Modell', levelOne: 'Erste Ebene', levelTwo: 'Zweite Ebene', positionCode: 'Positionscode', positionName: 'Position',
    workTimeCode: 'Arbeitscode', workTimeName: 'Arbeit', workTimeType: 'Arbeitsart', standardHours: 'Richtzeit (h)', maintenanceHours: 'Wartungszeit (h)',
    parts: 'Teile', sheet: 'Arbeitszeiten', file: 'Arbeitszeiten',
  },
  id: {
    modelCode: 'Kode model', modelName: 'Model', levelOne: 'Tingkat satu', levelTwo: 'Tingkat dua', positionCode: 'Kode posisi', positionName: 'Posisi',
    workTimeCode: 'Kode pekerjaan', workTimeName: 'Pekerjaan', workTimeType: 'Jenis pekerjaan', standardHours: 'Jam standar', maintenanceHours: 'Jam perawatan',
    parts: 'Suku cadang', sheet: 'Waktu kerja', file: 'Waktu kerja',
  },
};

export interface LabourExportFile {
  fileName: string;
  data: Buffer;
}

/** GET|POST /rest/export/laborTime: the filtered jobs as one sheet, headed in the caller's language. */
export async function exportLabourTimes(ctx: AppContext, filter: TLabourTimeFilter, lang: Language): Promise<LabourExportFile> {
  const scope = filter.modelCode ? await modelScopeByCode(ctx, filter.modelCode) : null;
  const where = filterSql(filter, scope);
  const [total] = await ctx.db.select({ n: count() }).from(labourTimes).where(where);
  if (total.n === 0) throw new BizError('LABOUR_EXPORT_EMPTY');
  if (total.n > LIMITS.labourTimeExportMax) throw new BizError('LABOUR_EXPORT_TOO_LARGE', { count: total.n, max: LIMITS.labourTimeExportMax });
  const rows = await present(ctx, await findRows(ctx, where), lang);

  const t = HEADERS[lang];
  const widths: Partial<Record<ColumnKey, number>> = { modelName: 30, workTimeName: 42, positionName: 26, levelOne: 18, levelTwo: 20, parts: 40 };
  const cells = rows.map((r) => {
    const row = {
      modelCode: r.modelCode,
      modelName: r.modelName,
      levelOne: r.levelOne.name,
      levelTwo: r.levelTwo.name,
      positionCode: r.position.code,
      positionName: r.position.name,
      workTimeCode: r.workTimeCode,
      workTimeName: r.workTimeName,
      workTimeType: r.workTimeTypeName,
      standardHours: r.standardHours,
      maintenanceHours: r.maintenanceHours,
      parts: r.parts.map((p) => p.partCode).join(', '),
    } satisfies Record<ColumnKey, string | number>;
    return COLUMNS.map((key) => row[key]);
  });
  const data = await xlsxBuffer([{
    name: t.sheet, autoFilter: true, rows: [cells],
    columns: COLUMNS.map((key) => ({ header: t[key], width: widths[key] ?? 16, numberFormat: key === 'standardHours' || key === 'maintenanceHours' ? '0.00' : undefined })),
  }]);
  const scopeName = scope ? nameIn(scope.node.names, lang) : '';
  return { fileName: `${scopeName ? `${t.file} ${scopeName}` : t.file}.xlsx`, data };
}

// ---------------------------------------------------------------- the writer

/** A directory entry: level 1 (system), 2 (area, parent a level one) or 3 (position code, parent a level two). */
export interface LabourDirectoryEntry {
  code: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
  names: TLocalizedText;
  sort: number;
}

/** One job on one model, as the seed or an import hands it over. */
export interface LabourTimeInput {
  id?: string;
  modelId: string;
  workTimeCode: string;
  names: TLocalizedText;
  workTimeType: WorkTimeType;
  standardHours: number;
  maintenanceHours: number;
  positionCode: string;
  partIds: string[];
}

type Writer = Pick<Db, 'insert' | 'select'>;

/**
 * Inserts or updates directory entries. A level-2 entry's parent must be a level 1 and a
 * position's a level 2, among `entries` or already stored; anything else throws.
 */
export async function writeLabourDirectory(db: Writer, entries: LabourDirectoryEntry[]): Promise<void> {
  const dir = await loadDirectory(db);
  for (const e of entries) dir.set(e.code, { ...e });
  for (const e of entries) {
    const parent = e.parentCode ? dir.get(e.parentCode) : undefined;
    if (e.level === 1 ? e.parentCode !== null : parent?.level !== e.level - 1) {
      throw new Error(`labour directory: ${e.code} (level ${e.level}) cannot sit under ${e.parentCode ?? 'nothing'}`);
    }
  }
  for (let i = 0; i < entries.length; i += 500) {
    await db
      .insert(labourTimeNodes)
      .values(entries.slice(i, i + 500))
      .onConflictDoUpdate({ target: labourTimeNodes.code, set: { level: sql`excluded.level`, parentCode: sql`excluded.parent_code`, names: sql`excluded.names`, sort: sql`excluded.sort` } });
  }
}

/**
 * Inserts jobs with their part links (in the caller's transaction). The directory levels come from
 * the position code's place in the directory, which must hold it as a level-3 entry.
 */
export async function writeLabourTimes(db: Writer, rows: LabourTimeInput[]): Promise<{ labourTimes: number; partLinks: number }> {
  const dir = await loadDirectory(db);
  let links = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((r) => {
      const position = dir.get(r.positionCode);
      const levelTwo = position?.level === 3 ? dir.get(position.parentCode ?? '') : undefined;
      if (!position || !levelTwo || !levelTwo.parentCode) throw new Error(`labour time ${r.workTimeCode}: ${r.positionCode} is not a position code of the directory`);
      return {
        // Ids are made here, so the part links need not trust the order RETURNING answers in.
        id: r.id ?? crypto.randomUUID(),
        modelId: r.modelId,
        workTimeCode: r.workTimeCode,
        names: r.names,
        searchText: [r.workTimeCode, ...Object.values(r.names)].join(' ').toLowerCase(),
        workTimeType: r.workTimeType,
        standardHours: r.standardHours.toFixed(2),
        maintenanceHours: r.maintenanceHours.toFixed(2),
        positionCode: r.positionCode,
        levelOne: levelTwo.parentCode,
        levelTwo: levelTwo.code,
      };
    });
    await db.insert(labourTimes).values(batch);
    const partRows = batch.flatMap((row, k) => [...new Set(rows[i + k].partIds)].map((partId) => ({ labourTimeId: row.id, partId })));
    for (let j = 0; j < partRows.length; j += 1000) await db.insert(labourTimeParts).values(partRows.slice(j, j + 1000));
    links += partRows.length;
  }
  return { labourTimes: rows.length, partLinks: links };
}

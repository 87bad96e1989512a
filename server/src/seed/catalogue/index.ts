import type { TLocalizedText } from '@portal/contract';
import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/files.js';
import {
  bomGroups, manualModules, modelNodes, partlistItems, partlists, parts, serialNumbers, substitutions, vehicles, type PartPackaging,
} from '../../modules/catalogue/index.js';
import { SYSTEMS, type AssemblyDef, type SystemDef } from './assemblies.js';
import { explodedDrawing, partPhoto, vehiclePicture, type DrawingBall } from './drawings.js';
import { COLOR_NAMES, L, LINES, modelNames } from './models.js';
import { FACT_TYPES, factAmount, factSheetOf } from './fact-sheets.js';
import { localizedPackaging, localizedProperties } from './property-names.js';
import { MATERIALS, PART_TYPES, REMARKS, partNames, type PartType } from './part-types.js';
import { dayOf, ean13, hash32, isoOf, rngFor, uuidFor, type Rng } from './random.js';
import { cjkGrams } from './search-grams.js';
import { PartSpace, VehicleSpace, effectiveDay, typeIndex, type ModelSlot, type PartRef } from './space.js';

export { cjkGrams } from './search-grams.js';

export interface CatalogueScale {
  lines: number;
  seriesPerLine: number;
  modelsPerSeries: number;
  parts: number;
  partlistsPerSeries: number;
  itemsPerPartlist: [number, number];
  vehicles: number;
}

/** What dealers see in the demo: 3 lines, 9 series, 27 models, 2400 parts, 234 partlists, 6000 vehicles. */
export const DEMO_SCALE: CatalogueScale = { lines: 3, seriesPerLine: 3, modelsPerSeries: 3, parts: 2400, partlistsPerSeries: 26, itemsPerPartlist: [6, 30], vehicles: 6000 };
export const DEMO_SEED = 20260501;

export interface CatalogueSummary {
  seed: number;
  lines: number; series: number; models: number; manualModules: number; bomGroups: number;
  partlists: number; partlistItems: number; parts: number; vehicles: number; serialNumbers: number; substitutions: number;
  files: number; ms: number;
}

export interface GenerateOptions {
  seed?: number;
  scale?: CatalogueScale;
  log?: (msg: string) => void;
  /** One transaction for everything (default). Off for huge benchmark runs: one per batch group. */
  atomic?: boolean;
}

const BATCH = 1000;
const IN_FLIGHT = 2;
type Runner = Pick<Db, 'execute'>;

/**
 * Multi-row INSERTs of `size` rows; the caller flushes at the end. A batch travels as one JSON
 * parameter expanded by `json_populate_recordset` (one statement, one parameter, on PostgreSQL
 * and PGlite alike): building a 20-column × 1000-row parameter list through the query builder
 * cost more CPU than generating the rows. One batch is in flight while the next is built.
 */
class Batcher<T extends PgTable> {
  private rows: T['$inferInsert'][] = [];
  /** Batches sent and not yet landed: at most IN_FLIGHT, so two database sessions can work while the rows of the next batch are built. */
  private inflight: Promise<void>[] = [];
  private readonly columns: Map<string, string>;
  total = 0;
  /** before: a batcher whose rows these rows reference, flushed (and landed) first. */
  constructor(private readonly db: Runner, private readonly table: T, private readonly size = BATCH, private readonly before?: { flush(): Promise<void> }) {
    this.columns = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
  }
  async add(row: T['$inferInsert']) {
    this.rows.push(row);
    if (this.rows.length >= this.size) await this.send();
  }
  /** Sends what is buffered and waits until every batch has landed. */
  async flush() {
    await this.send();
    await Promise.all(this.inflight);
  }
  private async send() {
    if (!this.rows.length) return;
    await this.before?.flush();
    while (this.inflight.length >= IN_FLIGHT) await this.inflight.shift();
    const rows = this.rows;
    this.rows = [];
    // The columns the rows set; the others keep their defaults (ids, empty arrays).
    const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => this.columns.has(k) && rows.some((r) => (r as Record<string, unknown>)[k] !== undefined));
    const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k) => [this.columns.get(k)!, (r as Record<string, unknown>)[k] ?? null]))));
    const cols = sql.raw(keys.map((k) => `"${this.columns.get(k)}"`).join(', '));
    const name = sql.raw(`"${getTableName(this.table)}"`);
    const landed = this.db.execute(sql`insert into ${name} (${cols}) select ${cols} from json_populate_recordset(null::${name}, ${json}::json)`).then(() => {
      this.total += rows.length;
    });
    // Awaited by a later send or flush; the catch only keeps an early failure from being reported as unhandled.
    landed.catch(() => {});
    this.inflight.push(landed);
  }
}

const round = (price: number) => (price < 10 ? Math.round(price * 100) / 100 : price < 100 ? Math.round(price * 2) / 2 : Math.round(price));
const ELECTRONIC = new Set(['BMS', 'CONTROLLER', 'DCDC', 'DISPLAY', 'CHARGER', 'SENSOR', 'RELAY', 'ALARM']);

function packaging(type: PartType): PartPackaging {
  return localizedPackaging(packagingIn(type));
}

/** The packaging texts in English; stored in six languages where they are words. */
function packagingIn(type: PartType) {
  const electronic = !!type.electronic || ELECTRONIC.has(type.category);
  const battery = type.category === 'BATTERY' || type.category === 'CELL';
  return {
    package: battery ? 'UN-certified carton, class 9 label' : type.category === 'FASTENER' ? 'Poly bag' : type.unit === 'L' ? 'Sealed bottle' : type.shape === 'frame' || type.shape === 'panel' ? 'Carton with foam inserts' : 'Carton box',
    staticElectricity: electronic ? 'ESD bag' : 'Not required',
    moistureSensitivityLevel: type.category === 'BMS' || type.category === 'DISPLAY' || type.shape === 'pcb' ? 'MSL 3' : electronic ? 'MSL 1' : 'Not applicable',
    humidity: '≤60% RH',
    temperature: battery ? '15–25 °C, stored at 40–60% charge' : '5–35 °C',
    airPressure: '70–106 kPa',
  };
}

const PHOTO_COUNTS = [0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5];

/** Every column of part i, rebuilt from the seed and i alone. */
export function buildPart(seed: number, ref: PartRef) {
  const rng = rngFor(seed, 'part', ref.index);
  const { type, spec } = ref;
  const names = partNames(type, spec);
  const all = Object.values(names);
  const base = (type.price + spec.p) * (1 + 0.04 * Math.min(ref.r, 5));
  const priced = rng.chance(0.86);
  const price = priced ? round(base * (0.92 + rng.next() * 0.16)) : null;
  const photoCount = rng.pick(PHOTO_COUNTS);
  return {
    id: uuidFor(seed, 'part', ref.index),
    code: ref.code,
    names,
    searchText: [ref.code, ...all].join(' ').toLowerCase(),
    searchGrams: cjkGrams(all.join(' ')),
    category: type.category,
    unit: type.unit ?? 'PCS',
    isSpare: rng.chance(0.9),
    price: price === null ? null : price.toFixed(2),
    inStock: rng.chance(0.88),
    minSalesUnit: type.minSales?.(spec) ?? 1,
    fruCode: type.category === 'FASTENER' ? '' : `FRU-${type.prefix}${String(hash32(seed, 'fru', ref.index) % 100000).padStart(5, '0')}`,
    barCode: rng.chance(0.8) ? ean13(`6937${String(ref.index).padStart(8, '0')}`) : null,
    materialDescription: MATERIALS[type.material],
    packaging: packaging(type),
    fasteningTorque: type.torque?.(spec) ?? '',
    photoCount,
    globalRemark: type.remark && rng.chance(0.6) ? REMARKS[type.remark] : null,
    properties: localizedProperties({ ...type.props, ...spec.props, Revision: ref.code.slice(-3), ...(type.electronic ? { Warranty: '24 months' } : {}) }),
  };
}

/** The model slots the scale keeps: the first lines, series and models of the tree. */
function modelSlots(scale: CatalogueScale): ModelSlot[] {
  const out: ModelSlot[] = [];
  LINES.slice(0, scale.lines).forEach((line, lineIdx) => line.series.slice(0, scale.seriesPerLine).forEach((series, s) => series.models.slice(0, scale.modelsPerSeries).forEach((model, modelIdx) => {
    out.push({ line, series, model, lineIdx, seriesIdx: lineIdx * 10 + s, modelIdx });
  })));
  return out;
}

const SHEET = L('第 {n} 页', 'sheet {n}', 'tờ {n}', 'hoja {n}', 'Blatt {n}', 'lembar {n}');
const REMARK = {
  until: L('{d} 前生产的车辆', 'Vehicles built up to {d}', 'Xe sản xuất đến {d}', 'Vehículos fabricados hasta el {d}', 'Fahrzeuge gebaut bis {d}', 'Kendaraan diproduksi s/d {d}'),
  from: L('{d} 起生产的车辆', 'Vehicles built from {d}', 'Xe sản xuất từ {d}', 'Vehículos fabricados desde el {d}', 'Fahrzeuge gebaut ab {d}', 'Kendaraan diproduksi sejak {d}'),
  vinTo: L('车架号至 {d}', 'VIN up to {d}', 'Số VIN đến {d}', 'VIN hasta {d}', 'FIN bis {d}', 'VIN s/d {d}'),
  vinFrom: L('车架号自 {d} 起', 'VIN from {d}', 'Số VIN từ {d}', 'VIN desde {d}', 'FIN ab {d}', 'VIN mulai {d}'),
  config: L('仅限配置 {d}', 'Only configuration {d}', 'Chỉ cấu hình {d}', 'Solo configuración {d}', 'Nur Ausstattung {d}', 'Hanya konfigurasi {d}'),
};
const fill = (text: TLocalizedText, d: string | number): TLocalizedText => Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.replace('{d}', String(d)).replace('{n}', String(d))])) as TLocalizedText;
const withSheet = (names: TLocalizedText, sheet: number): TLocalizedText => (sheet === 1 ? names : (Object.fromEntries(Object.entries(names).map(([k, v]) => [k, k === 'zh-CN' ? `${v}（${fill(SHEET, sheet)[k]}）` : `${v}, ${fill(SHEET, sheet)[k as keyof TLocalizedText]}`])) as TLocalizedText));

const DESCRIPTIONS = {
  improved: L('结构改进，使用寿命更长', 'Improved design, longer service life', 'Cải tiến thiết kế, tuổi thọ cao hơn', 'Diseño mejorado, mayor vida útil', 'Verbesserte Konstruktion, längere Lebensdauer', 'Desain diperbaiki, umur pakai lebih lama'),
  supplier: L('第二供应商零件，可完全互换', 'Second-source part, fully interchangeable', 'Phụ tùng nhà cung cấp thứ hai, lắp lẫn hoàn toàn', 'Pieza de segundo proveedor, totalmente intercambiable', 'Teil eines Zweitlieferanten, voll austauschbar', 'Suku cadang pemasok kedua, dapat saling tukar'),
  material: L('材料变更，提高耐腐蚀性', 'Material change for better corrosion resistance', 'Thay đổi vật liệu để chống ăn mòn tốt hơn', 'Cambio de material para mejor resistencia a la corrosión', 'Werkstoffänderung für besseren Korrosionsschutz', 'Perubahan material untuk ketahanan korosi lebih baik'),
  quality: L('根据市场反馈的质量改进', 'Quality improvement after field reports', 'Cải tiến chất lượng theo phản hồi thị trường', 'Mejora de calidad tras informes de campo', 'Qualitätsverbesserung nach Feldmeldungen', 'Peningkatan kualitas berdasarkan laporan lapangan'),
  firmware: L('新固件：改进 CAN 通信与故障记录', 'New firmware: improved CAN communication and fault logging', 'Firmware mới: cải thiện giao tiếp CAN và ghi lỗi', 'Nuevo firmware: mejor comunicación CAN y registro de fallos', 'Neue Firmware: verbesserte CAN-Kommunikation und Fehlerspeicher', 'Firmware baru: komunikasi CAN dan pencatatan galat lebih baik'),
  group: L('须成套一起更换', 'Replace together as a matched set', 'Phải thay cùng nhau theo bộ', 'Sustituir juntas como conjunto', 'Nur gemeinsam als Satz ersetzen', 'Harus diganti bersama sebagai satu set'),
};

interface Edge { before: number; after: number; ti: number; s: number; r: number }

/**
 * Generates the whole catalogue into an empty catalogue: model tree, home tiles, BOM directories,
 * partlists with exploded drawings and applicability, parts (with photos when files is given),
 * vehicles with serial numbers, and substitutions. Rows are built from the seed and their index
 * and inserted in multi-row batches, so memory stays flat at any scale.
 */
export async function generateCatalogue(db: Db, files: FileStorage | null, opts: GenerateOptions = {}): Promise<CatalogueSummary> {
  const started = Date.now();
  const seed = opts.seed ?? DEMO_SEED;
  const scale = opts.scale ?? DEMO_SCALE;
  const log = opts.log ?? (() => {});
  const run = async (work: (tx: Runner) => Promise<void>) => (opts.atomic === false ? work(db) : db.transaction(async (tx) => work(tx)));
  const summary: CatalogueSummary = { seed, lines: 0, series: 0, models: 0, manualModules: 0, bomGroups: 0, partlists: 0, partlistItems: 0, parts: 0, vehicles: 0, serialNumbers: 0, substitutions: 0, files: 0, ms: 0 };
  const space = new PartSpace(scale.parts);
  const slots = modelSlots(scale);
  const vspace = new VehicleSpace(slots, scale.vehicles);
  const edges = new Map<string, Edge & { kind: 'ONE_WAY' | 'TWO_WAY' | 'GROUP'; group?: number }>();
  let pendingFiles: Promise<void>[] = [];
  const put = (key: string, svg: string) => {
    if (!files) return Promise.resolve();
    summary.files++;
    pendingFiles.push(files.put(key, svg));
    return pendingFiles.length >= 200 ? flushFiles() : Promise.resolve();
  };
  const flushFiles = async () => {
    const batch = pendingFiles;
    pendingFiles = [];
    await Promise.all(batch);
  };

  await run(async (tx) => {
    // Parts, with their photos.
    const partRows = new Batcher(tx, parts);
    for (let i = 0; i < scale.parts; i++) {
      const ref = space.part(i);
      const row = buildPart(seed, ref);
      await partRows.add(row);
      for (let p = 1; p <= row.photoCount; p++) await put(`part-photos/${row.code}/${p}.svg`, partPhoto(row.code, ref.type.shape, ref.type.material, p));
    }
    await partRows.flush();
    await flushFiles();
    summary.parts = partRows.total;
    log(`parts: ${summary.parts} (${Date.now() - started} ms)`);

    // Model tree, tiles and pictures.
    const nodeRows = new Batcher(tx, modelNodes);
    const tileRows = new Batcher(tx, manualModules);
    const nodeId = (kind: string, n: number) => uuidFor(seed, kind, n);
    for (const [li, line] of LINES.slice(0, scale.lines).entries()) {
      await nodeRows.add({ id: nodeId('line', li), code: line.code, level: 0, parentId: null, names: line.names, brand: line.brand, imageKey: `line-${line.code}`, sort: li });
      await put(`models/line-${line.code}.svg`, vehiclePicture(line.code, line.color, line.series[0].accent, line.names['en-US']));
      summary.lines++;
      for (const [si, series] of line.series.slice(0, scale.seriesPerLine).entries()) {
        const seriesIdx = li * 10 + si;
        await nodeRows.add({ id: nodeId('series', seriesIdx), code: series.code, level: 1, parentId: nodeId('line', li), names: series.names, brand: line.brand, imageKey: `series-${series.code}`, sort: si });
        await put(`models/series-${series.code}.svg`, vehiclePicture(line.code, series.color, series.accent, series.names['en-US']));
        await tileRows.add({
          names: Object.fromEntries(Object.entries(series.names).map(([k, v]) => [k, fill(L('{d} 零件目录', '{d} parts catalogue', 'Danh mục phụ tùng {d}', 'Catálogo de piezas {d}', 'Ersatzteilkatalog {d}', 'Katalog suku cadang {d}'), v)[k as keyof TLocalizedText]])) as TLocalizedText,
          code0: line.code, code1: series.code, code2: '', objectType: 'Partlist', applic: `code0=${line.code} AND code1=${series.code}`, imageKey: `series-${series.code}`, sort: seriesIdx,
        });
        summary.series++;
        for (const [mi, model] of series.models.slice(0, scale.modelsPerSeries).entries()) {
          const slot = slots.findIndex((s) => s.model === model);
          await nodeRows.add({ id: nodeId('model', slot), code: model.code, level: 2, parentId: nodeId('series', seriesIdx), names: modelNames(series, model), brand: line.brand, imageKey: `model-${model.code}`, sort: mi });
          const color = COLOR_NAMES[model.colors[mi % model.colors.length]] ? ['#eef0f2', '#2b2d31', '#8d949c', '#8fd3c1', '#1f6fa8', '#b8283c', '#d8c6a1', '#c0392b', '#34607a'][Object.keys(COLOR_NAMES).indexOf(model.colors[mi % model.colors.length])] : series.color;
          await put(`models/model-${model.code}.svg`, vehiclePicture(line.code, mi === 0 ? series.color : color, series.accent, modelNames(series, model)['en-US']));
          summary.models++;
        }
      }
    }
    await nodeRows.flush();
    await tileRows.flush();
    summary.manualModules = tileRows.total;

    // BOM directories, partlists, items.
    const groupRows = new Batcher(tx, bomGroups);
    const listRows = new Batcher(tx, partlists, 100, groupRows);
    const itemRows = new Batcher(tx, partlistItems, 1000, listRows);
    const seriesList = [...new Map(slots.map((s) => [s.seriesIdx, s])).values()];
    for (const first of seriesList) {
      const seriesSlots = slots.filter((s) => s.seriesIdx === first.seriesIdx);
      const seriesId = nodeId('series', first.seriesIdx);
      const assemblies: { sys: SystemDef; asm: AssemblyDef; id: string }[] = [];
      let g = 0;
      for (const [sysIdx, sys] of SYSTEMS.entries()) {
        const sysId = uuidFor(seed, 'group', first.seriesIdx * 1000 + g++);
        const own = sys.assemblies.filter((a) => !a.lines || a.lines.includes(first.line.code));
        if (!own.length) continue;
        await groupRows.add({ id: sysId, seriesId, parentId: null, level: 1, code: sys.code, names: sys.names, sort: sysIdx });
        for (const [ai, asm] of own.entries()) {
          const id = uuidFor(seed, 'group', first.seriesIdx * 1000 + g++);
          await groupRows.add({ id, seriesId, parentId: sysId, level: 2, code: `${sys.code}-${asm.code}`, names: asm.names, sort: ai });
          assemblies.push({ sys, asm, id });
        }
      }
      const perSystem = new Map<string, number>();
      for (let p = 0; p < scale.partlistsPerSeries; p++) {
        const { sys, asm, id: groupId } = assemblies[p % assemblies.length];
        const sheet = Math.floor(p / assemblies.length) + 1;
        const seq = (perSystem.get(sys.code) ?? 0) + 1;
        perSystem.set(sys.code, seq);
        const code = `${first.series.code}-${sys.code}-${String(seq).padStart(2, '0')}`;
        const partlistId = uuidFor(seed, 'partlist', first.seriesIdx * 1_000_000 + p);
        const rng = rngFor(seed, 'partlist', code);
        const { rows, balls } = buildItems(seed, rng, space, vspace, slots, seriesSlots, asm, scale, edges);
        const names = withSheet(asm.names, sheet);
        await listRows.add({ id: partlistId, code, seriesId, groupId, names, drawingSvg: explodedDrawing(code, names['en-US'], balls), sort: p });
        for (const row of rows) await itemRows.add({ ...row, partlistId });
      }
    }
    await groupRows.flush();
    await listRows.flush();
    await itemRows.flush();
    summary.bomGroups = groupRows.total;
    summary.partlists = listRows.total;
    summary.partlistItems = itemRows.total;
    log(`partlists: ${summary.partlists}, items: ${summary.partlistItems} (${Date.now() - started} ms)`);

    // Vehicles and their serial numbers.
    const vehicleRows = new Batcher(tx, vehicles, 1000);
    const serialRows = new Batcher(tx, serialNumbers, 1000, vehicleRows);
    const modelParts = slots.map((slot) => serialParts(space, slot));
    for (let v = 0; v < scale.vehicles; v++) {
      const { kind: m, k: j } = vspace.space.locate(v);
      const slot = slots[m];
      const { model, line } = slot;
      const rng = rngFor(seed, 'vehicle', v);
      const vin = vspace.vin(m, j);
      const made = vspace.productionDay(m, j);
      const sold = made + rng.int(7, 160);
      const mp = modelParts[m];
      const battery = vspace.serial('BP', m, j);
      const motor = vspace.serial('MT', m, j);
      await vehicleRows.add({
        vin, modelId: nodeId('model', m), configCode: rng.pick(model.configs), productionDate: isoOf(made),
        saleDate: rng.chance(0.88) && sold <= dayOf('2026-11-15') ? isoOf(sold) : null,
        modelYear: Number(isoOf(made).slice(0, 4)), motorNo: motor, driveMotorModel: mp.motorModel, driveMotorNo: motor,
        driveType: model.drive === 'MID' ? 'Mid-drive, belt' : model.drive === 'HUB_F' ? 'Hub motor, front' : 'Hub motor, rear',
        batteryPackNo: battery, rangeExtenderNo: model.rangeExtender && rng.chance(0.75) ? `RX${vin.slice(3, 8)}${String(j + 1).padStart(6, '0')}` : '',
        exteriorColor: rng.pick(model.colors), licencePlate: rng.chance(0.45) ? plate(rng, line.code) : '',
      });
      if (mp.battery) await serialRows.add({ serial: battery, kind: 'BATTERY_PACK', vin, partId: uuidFor(seed, 'part', mp.battery) });
      if (mp.battery && model.packs > 1) await serialRows.add({ serial: vspace.serial('BQ', m, j), kind: 'BATTERY_PACK', vin, partId: uuidFor(seed, 'part', mp.battery) });
      if (mp.motor) await serialRows.add({ serial: motor, kind: 'MOTOR', vin, partId: uuidFor(seed, 'part', mp.motor) });
      if (mp.controller) await serialRows.add({ serial: vspace.serial('CT', m, j), kind: 'CONTROLLER', vin, partId: uuidFor(seed, 'part', mp.controller) });
    }
    await vehicleRows.flush();
    await serialRows.flush();
    summary.vehicles = vehicleRows.total;
    summary.serialNumbers = serialRows.total;
    log(`vehicles: ${summary.vehicles}, serials: ${summary.serialNumbers} (${Date.now() - started} ms)`);

    // Substitutions: the BOM's date splits, then chains, two-way pairs and group changes.
    // Date splits alone are one-way; chains, two-way pairs and group changes always come on top.
    addSubstitutionChains(seed, space, edges, Math.max(150, edges.size + Math.max(80, Math.round(scale.parts * 0.03))));
    const subRows = new Batcher(tx, substitutions, 1000);
    let eco = 100;
    for (const e of edges.values()) {
      const type = PART_TYPES[e.ti];
      const eff = effectiveDay(seed, e.ti, e.s, e.group ? e.r - (e.r % 4) : e.r);
      const rng = rngFor(seed, 'sub', e.before, e.after);
      const software = type.category === 'CONTROLLER' || type.category === 'DISPLAY' || type.category === 'BMS';
      await subRows.add({
        beforePartId: uuidFor(seed, 'part', e.before), afterPartId: uuidFor(seed, 'part', e.after), amount: '1', replaceWay: e.kind,
        groupSeq: e.group ?? null, alternateTime: e.kind === 'ONE_WAY' && rng.chance(0.5) ? isoOf(eff - 30) : null, effectiveTime: isoOf(eff),
        ecoNumber: `ECO-${isoOf(eff).slice(0, 4)}-${String(eco++).padStart(4, '0')}`,
        description: e.kind === 'GROUP' ? DESCRIPTIONS.group : e.kind === 'TWO_WAY' ? DESCRIPTIONS.supplier : software ? DESCRIPTIONS.firmware : rng.pick([DESCRIPTIONS.improved, DESCRIPTIONS.material, DESCRIPTIONS.quality]),
        osVersion: software ? `FW ${2 + (e.r % 3)}.${rng.int(0, 9)}.${rng.int(0, 20)}` : '',
        appVersion: software ? `App ${3 + (e.r % 2)}.${rng.int(0, 9)}.${rng.int(0, 9)}` : '',
      });
    }
    await subRows.flush();
    summary.substitutions = subRows.total;
    await flushFiles();
  });
  summary.ms = Date.now() - started;
  log(`catalogue generated in ${summary.ms} ms`);
  return summary;
}

const PROVINCES = ['浙A', '浙B', '沪C', '苏E', '粤B', '京N', '川A', '鲁B'];
function plate(rng: Rng, line: string): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let tail = '';
  for (let i = 0; i < 5; i++) tail += i < 1 || rng.chance(0.7) ? String(rng.int(0, 9)) : chars[rng.int(0, 23)];
  return `${rng.pick(PROVINCES)}·${line === 'SCT' ? 'E' : 'D'}${tail}`;
}

/** The battery pack, motor and controller a model's serial numbers point at. */
function serialParts(space: PartSpace, slot: ModelSlot) {
  const ctx = { line: slot.line, series: slot.series, model: slot.model };
  const pick = (key: string) => {
    const ti = typeIndex(key);
    const code = PART_TYPES[ti].fit?.(ctx);
    if (!code) return undefined;
    const i = space.findOrAny(ti, space.specOf(ti, code));
    return i === undefined ? undefined : { ref: space.part(i) };
  };
  const battery = pick('battery-pack');
  const motor = pick('hub-motor') ?? pick('mid-motor');
  const controller = pick('controller');
  return {
    battery: battery && battery.ref.index, motor: motor && motor.ref.index, controller: controller && controller.ref.index,
    motorModel: motor ? motor.ref.code.slice(0, -4) : '',
  } as { battery?: number; motor?: number; controller?: number; motorModel: string };
}

type ItemRow = Omit<typeof partlistItems.$inferInsert, 'partlistId'>;

/** Skew of part picks (see anyOf): shared types (fasteners, fuses) concentrate harder on their head. */
const SKEW_SHARED = 4;
const SKEW_OTHER = 2;

/** The rows of one partlist: recipe rows split by model where models differ, then fillers. */
function buildItems(seed: number, rng: Rng, space: PartSpace, vspace: VehicleSpace, slots: ModelSlot[], seriesSlots: ModelSlot[], asm: AssemblyDef, scale: CatalogueScale, edges: Map<string, Edge & { kind: 'ONE_WAY' | 'TWO_WAY' | 'GROUP'; group?: number }>) {
  const rows: ItemRow[] = [];
  const balls: DrawingBall[] = [];
  const used = new Set<number>();
  const target = rng.int(scale.itemsPerPartlist[0], scale.itemsPerPartlist[1]);
  const seriesConfigs = [...new Set(seriesSlots.flatMap((s) => s.model.configs))];
  const partId = (i: number) => uuidFor(seed, 'part', i);
  let sort = 0;
  const push = (ball: number, i: number, amount: number, extra: Partial<ItemRow> = {}) => {
    used.add(i);
    rows.push({ ballNumber: ball, partId: partId(i), amount: amount.toFixed(2), isHighlight: rng.chance(0.05), models: null, configs: null, vinFrom: null, vinTo: null, dateFrom: null, dateTo: null, remark: null, sort: sort++, ...extra });
  };
  // Where-used as in a real catalogue: a few parts (the first revisions of the common specs, above
  // all shared fasteners) sit in thousands of partlists, most parts in one or a few. Ordinal
  // k = n·u^SKEW (u uniform) puts that head at k = 0 and spreads the tail over the whole type.
  const anyOf = (ti: number): number | undefined => {
    const n = space.count(ti);
    if (!n) return undefined;
    const skew = PART_TYPES[ti].shared ? SKEW_SHARED : SKEW_OTHER;
    for (let a = 0; a < 4; a++) {
      const i = space.space.indexOf(ti, Math.floor(n * rng.next() ** skew));
      if (!used.has(i)) return i;
    }
    return undefined;
  };
  /**
   * A revision of spec s, skewed the same way by `u`; serial-numbered parts stay at the revision
   * their serials name, fact-sheet parts at the one the manuals name.
   */
  const revisionOf = (ti: number, s: number, u: number): number | undefined => {
    const type = PART_TYPES[ti];
    if (type.serial || FACT_TYPES.has(type.key)) return space.findOrAny(ti, s);
    const first = space.find(ti, s, 0);
    if (first === undefined) return space.findOrAny(ti, s);
    const revisions = Math.floor((space.count(ti) - 1 - s) / type.specs.length) + 1;
    return space.find(ti, s, Math.floor(revisions * u ** (type.shared ? SKEW_SHARED : SKEW_OTHER)));
  };

  for (const entry of asm.recipe) {
    if (balls.length >= target) break;
    const ti = typeIndex(entry.type);
    const type = PART_TYPES[ti];
    const applicable = entry.configs ? seriesSlots.filter((s) => s.model.configs.some((c) => entry.configs!.includes(c))) : seriesSlots;
    if (!applicable.length) continue;
    // Which part each model uses, and how many of it (a fact part's count is on the model's sheet).
    const groups = new Map<string, { i: number; amount: number; models: string[] }>();
    let uniform: number | undefined;
    if (type.fit) {
      // One draw for the row: models of the same spec share the revision.
      const u = rng.next();
      for (const s of applicable) {
        const code = type.fit({ line: s.line, series: s.series, model: s.model, pos: entry.pos });
        if (!code) continue;
        const i = revisionOf(ti, space.specOf(ti, code), u);
        if (i === undefined) continue;
        const amount = factAmount(factSheetOf(s.model.code), type.key) ?? entry.amount ?? 1;
        const group = groups.get(`${i}:${amount}`) ?? { i, amount, models: [] };
        group.models.push(s.model.code);
        groups.set(`${i}:${amount}`, group);
      }
      if (!groups.size) continue;
      const covered = [...groups.values()].reduce((n, g) => n + g.models.length, 0);
      if (groups.size === 1 && covered === applicable.length && applicable.length === seriesSlots.length) uniform = [...groups.values()][0].i;
    } else {
      uniform = anyOf(ti);
      if (uniform === undefined) continue;
    }
    const ball = balls.length + 1;
    balls.push({ ball, shape: type.shape });
    const configs = entry.configs ? entry.configs.filter((c) => seriesConfigs.includes(c)) : null;
    const remark = configs ? fill(REMARK.config, configs.join(', ')) : null;
    if (uniform === undefined) {
      for (const g of groups.values()) push(ball, g.i, g.amount, { models: g.models, configs, remark });
      continue;
    }
    variation(uniform, ball, groups.size ? [...groups.values()][0].amount : (entry.amount ?? 1), ti, configs, remark);
  }
  // Fill up with the assembly's small parts.
  for (let attempt = 0; balls.length < target && attempt < target * 3; attempt++) {
    const ti = typeIndex(rng.pick(asm.fillers));
    const i = anyOf(ti);
    if (i === undefined) continue;
    const ball = balls.length + 1;
    balls.push({ ball, shape: PART_TYPES[ti].shape });
    const amount = PART_TYPES[ti].category === 'FASTENER' ? rng.pick([1, 2, 2, 4, 4, 6, 8]) : 1;
    variation(i, ball, amount, ti, null, null);
  }
  return { rows, balls };

  /** A row for everyone, or a split by production date, configuration or VIN range. */
  function variation(i: number, ball: number, amount: number, ti: number, configs: string[] | null, remark: TLocalizedText | null) {
    const ref = space.part(i);
    const roll = rng.next();
    const next = ref.r % 4 !== 3 && !ref.type.serial ? space.find(ti, ref.s, ref.r + 1) : undefined;
    if (roll < 0.08 && next !== undefined) {
      const eff = effectiveDay(seed, ti, ref.s, ref.r);
      push(ball, i, amount, { configs, dateTo: isoOf(eff - 1), remark: fill(REMARK.until, isoOf(eff - 1)) });
      push(ball, next, amount, { configs, dateFrom: isoOf(eff), remark: fill(REMARK.from, isoOf(eff)) });
      const key = `${i}>${next}`;
      if (!edges.has(key)) edges.set(key, { before: i, after: next, ti, s: ref.s, r: ref.r, kind: 'ONE_WAY' });
      return;
    }
    // A fact part's alternative is its next revision only: another spec would contradict the sheet.
    const other = next ?? (FACT_TYPES.has(ref.type.key) ? undefined : space.find(ti, (ref.s + 1) % ref.type.specs.length, ref.r));
    if (roll < 0.12 && !configs && seriesConfigs.length > 1 && other !== undefined && other !== i) {
      const c = rng.pick(seriesConfigs);
      push(ball, other, amount, { configs: [c], remark: fill(REMARK.config, c) });
      push(ball, i, amount, { configs: seriesConfigs.filter((x) => x !== c) });
      return;
    }
    if (roll < 0.15 && other !== undefined && other !== i) {
      const slot = rng.pick(seriesSlots);
      const m = slots.indexOf(slot);
      const n = vspace.count(m);
      if (n >= 20) {
        const j0 = Math.floor(n * (0.3 + rng.next() * 0.4));
        const to = vspace.vin(m, j0 - 1);
        const from = vspace.vin(m, j0);
        push(ball, i, amount, { models: [slot.model.code], configs, vinTo: to, remark: fill(REMARK.vinTo, to) });
        push(ball, other, amount, { models: [slot.model.code], configs, vinFrom: from, remark: fill(REMARK.vinFrom, from) });
        const rest = seriesSlots.filter((s) => s !== slot).map((s) => s.model.code);
        if (rest.length) push(ball, i, amount, { models: rest, configs, remark });
        return;
      }
    }
    push(ball, i, amount, { configs, remark });
  }
}

/** Adds revision chains (A01 → A02 → A03 …), two-way pairs and group changes up to the target. */
function addSubstitutionChains(seed: number, space: PartSpace, edges: Map<string, Edge & { kind: 'ONE_WAY' | 'TWO_WAY' | 'GROUP'; group?: number }>, target: number) {
  const rng = rngFor(seed, 'chains');
  const candidates = PART_TYPES.map((_t, ti) => ti).filter((ti) => PART_TYPES[ti].category !== 'FASTENER' && !PART_TYPES[ti].serial);
  const groupBlocks = new Set<string>();
  const usedBlocks = new Set([...edges.values()].map((e) => `${e.ti}:${e.s}:${Math.floor(e.r / 4)}`));
  const GROUPS = [['brake-caliper', 'brake-pad'], ['brake-disc', 'brake-pad'], ['display', 'main-harness'], ['bms', 'balance-harness'], ['front-fork', 'fork-seal']];
  let group = 1;
  for (let attempt = 0; edges.size < target && attempt < target * 40; attempt++) {
    const ti = rng.pick(candidates);
    const type = PART_TYPES[ti];
    const s = rng.int(0, type.specs.length - 1);
    const revs = space.find(ti, s, 0) === undefined ? 0 : Math.floor((space.count(ti) - 1 - s) / type.specs.length) + 1;
    if (attempt % 9 === 8) {
      // A group change: two parts replaced together, each in a block nothing else uses.
      const [a, b] = rng.pick(GROUPS).map(typeIndex);
      const picks = [a, b].map((t) => {
        const sp = rng.int(0, PART_TYPES[t].specs.length - 1);
        const n = space.find(t, sp, 0) === undefined ? 0 : Math.floor((space.count(t) - 1 - sp) / PART_TYPES[t].specs.length) + 1;
        const q = n >= 2 ? rng.int(0, Math.floor((n - 2) / 4)) : -1;
        return { t, sp, q };
      });
      if (picks.some((p) => p.q < 0 || usedBlocks.has(`${p.t}:${p.sp}:${p.q}`))) continue;
      for (const p of picks) {
        const r = p.q * 4;
        const before = space.find(p.t, p.sp, r)!;
        const after = space.find(p.t, p.sp, r + 1)!;
        usedBlocks.add(`${p.t}:${p.sp}:${p.q}`);
        groupBlocks.add(`${p.t}:${p.sp}:${p.q}`);
        edges.set(`${before}>${after}`, { before, after, ti: picks[0].t, s: picks[0].sp, r: r, kind: 'GROUP', group });
      }
      group++;
      continue;
    }
    if (revs < 2) continue;
    const len = Math.min(revs, rng.pick([2, 3, 3, 4, 4]));
    const q = rng.int(0, Math.floor((revs - len) / 4));
    const block = `${ti}:${s}:${q}`;
    if (groupBlocks.has(block)) continue;
    usedBlocks.add(block);
    const kind = rng.chance(0.3) ? 'TWO_WAY' : 'ONE_WAY';
    for (let r = q * 4; r < q * 4 + len - 1; r++) {
      const before = space.find(ti, s, r)!;
      const after = space.find(ti, s, r + 1)!;
      const key = `${before}>${after}`;
      if (!edges.has(key)) edges.set(key, { before, after, ti, s, r, kind });
    }
  }
}

/** A few real examples from the demo catalogue (for the README and manual checks). */
export function demoSamples(seed = DEMO_SEED, scale = DEMO_SCALE) {
  const space = new PartSpace(scale.parts);
  const slots = modelSlots(scale);
  const vspace = new VehicleSpace(slots, scale.vehicles);
  const wanted = ['S2-PRO', 'M5-PRO', 'TR-PRO', 'TE-STD'];
  const ms = wanted.map((code) => slots.findIndex((s) => s.model.code === code)).filter((m) => m >= 0 && vspace.count(m) > 0);
  const vins = ms.map((m) => vspace.vin(m, 0));
  const sp = ms.map((m) => serialParts(space, slots[m]));
  const partIdx = [sp[0]?.battery, sp[0]?.motor, sp[0]?.controller, ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => i * 37)].filter((i): i is number => i !== undefined);
  const built = partIdx.map((i) => buildPart(seed, space.part(i)));
  return {
    vins,
    partCodes: built.map((p) => p.code),
    barCodes: built.map((p) => p.barCode).filter((b): b is string => !!b).slice(0, 5),
    serials: ms.slice(0, 2).flatMap((m) => [vspace.serial('BP', m, 0), vspace.serial('MT', m, 0), vspace.serial('CT', m, 0)]),
  };
}

export const DEMO_SAMPLES = demoSamples();

/** Seeds the demo catalogue once, on an empty model tree; answers whether it did. */
export async function seedDemoCatalogue(db: Db, files: FileStorage, log?: (msg: string) => void): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(modelNodes);
  if (existing.n > 0) return false;
  const s = await generateCatalogue(db, files, { seed: DEMO_SEED, scale: DEMO_SCALE });
  log?.(`Demo catalogue generated in ${(s.ms / 1000).toFixed(1)} s: ${s.lines} lines, ${s.series} series, ${s.models} models, ${s.partlists} partlists (${s.partlistItems} items), ${s.parts} parts, ${s.vehicles} vehicles, ${s.serialNumbers} serial numbers, ${s.substitutions} substitutions, ${s.files} pictures`);
  return true;
}

import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Language, type TInquiryFilter } from '@portal/contract';
import { dictionaryNamer } from '../dictionaries/index.js';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { users } from '../users/index.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { computeDurations } from './inquiry.durations.js';
import { filterWhere, handlerUser, logsOf, statisticsWhere } from './inquiry.service.js';
import { inquiryForms } from './inquiry.tables.js';

const COLUMNS = [
  'formNo', 'vinCode', 'status', 'consultType', 'emergencyLevel', 'carSeries', 'modelCode', 'modelName', 'faultName', 'faultModule',
  'faultSystem', 'faultPosition', 'damageType', 'partCode', 'partName', 'storeName', 'createrName', 'handlerName', 'expertName', 'createTime',
] as const;
/** The statistics report's extra columns: durations in hours and the ratings. */
export const STAT_COLUMNS = ['response', 'suspend', 'handle', 'consume', 'closing', 'serviceAttitude', 'professionalSkill', 'timelyResponse'] as const;
type Column = (typeof COLUMNS)[number] | (typeof STAT_COLUMNS)[number];

/** Column headings (and the sheet name) in each language. */
const HEADERS: Record<Language, Record<Column | 'sheet', string>> = {
  'zh-CN': {
    response: '响应时长(小时)', suspend: '挂起时长(小时)', handle: '处理时长(小时)', consume: '耗时(小时)', closing: '关闭时长(小时)', serviceAttitude: '服务态度', professionalSkill: '专业技能', timelyResponse: '响应及时性',
    sheet: '问询单', formNo: '问询单号', vinCode: 'VIN', status: '状态', consultType: '咨询类型', emergencyLevel: '紧急程度', carSeries: '车系',
    modelCode: '车型代码', modelName: '车型名称', faultName: '故障主题', faultModule: '故障模块', faultSystem: '故障系统', faultPosition: '故障位置',
    damageType: '损坏类型', partCode: '主损件编码', partName: '主损件名称', storeName: '服务店名称', createrName: '报告人', handlerName: '处理人',
    expertName: '专家', createTime: '创建时间',
  },
  'en-US': {
    response: 'Response (h)', suspend: 'Suspended (h)', handle: 'Handling (h)', consume: 'Consumed (h)', closing: 'Closing (h)', serviceAttitude: 'Service attitude', professionalSkill: 'Professional skill', timelyResponse: 'Timely response',
    sheet: 'Inquiry forms', formNo: 'Inquiry number', vinCode: 'VIN', status: 'Status', consultType: 'Inquiry type', emergencyLevel: 'Urgency',
    carSeries: 'Series', modelCode: 'Model code', modelName: 'Model name', faultName: 'Fault subject', faultModule: 'Fault module',
    faultSystem: 'Fault system', faultPosition: 'Fault position', damageType: 'Damage type', partCode: 'Main damaged part code',
    partName: 'Main damaged part name', storeName: 'Store name', createrName: 'Reporter', handlerName: 'Handler', expertName: 'Expert', createTime: 'Created',
  },
  vi: {
    response: 'Phản hồi (giờ)', suspend: 'Tạm dừng (giờ)', handle: 'Xử lý (giờ)', consume: 'Tổng thời gian (giờ)', closing: 'Đóng (giờ)', serviceAttitude: 'Thái độ phục vụ', professionalSkill: 'Kỹ năng chuyên môn', timelyResponse: 'Phản hồi kịp thời',
    sheet: 'Phiếu yêu cầu', formNo: 'Số phiếu', vinCode: 'VIN', status: 'Trạng thái', consultType: 'Loại yêu cầu', emergencyLevel: 'Mức khẩn cấp',
    carSeries: 'Dòng xe', modelCode: 'Mã mẫu xe', modelName: 'Tên mẫu xe', faultName: 'Chủ đề lỗi', faultModule: 'Mô-đun lỗi', faultSystem: 'Hệ thống lỗi',
    faultPosition: 'Vị trí lỗi', damageType: 'Loại hư hỏng', partCode: 'Mã linh kiện hỏng chính', partName: 'Tên linh kiện hỏng chính',
    storeName: 'Tên cửa hàng', createrName: 'Người báo cáo', handlerName: 'Người xử lý', expertName: 'Chuyên gia', createTime: 'Ngày tạo',
  },
  es: {
    response: 'Respuesta (h)', suspend: 'En espera (h)', handle: 'Tramitación (h)', consume: 'Tiempo total (h)', closing: 'Cierre (h)', serviceAttitude: 'Actitud de servicio', professionalSkill: 'Competencia profesional', timelyResponse: 'Rapidez de respuesta',
    sheet: 'Consultas', formNo: 'Número de consulta', vinCode: 'VIN', status: 'Estado', consultType: 'Tipo de consulta', emergencyLevel: 'Urgencia',
    carSeries: 'Serie', modelCode: 'Código de modelo', modelName: 'Nombre del modelo', faultName: 'Asunto de la avería', faultModule: 'Módulo de la avería',
    faultSystem: 'Sistema de la avería', faultPosition: 'Posición de la avería', damageType: 'Tipo de daño', partCode: 'Código de la pieza dañada',
    partName: 'Nombre de la pieza dañada', storeName: 'Taller', createrName: 'Informante', handlerName: 'Responsable', expertName: 'Experto', createTime: 'Creada',
  },
  de: {
    response: 'Reaktion (h)', suspend: 'Zurückgestellt (h)', handle: 'Bearbeitung (h)', consume: 'Gesamtdauer (h)', closing: 'Abschluss (h)', serviceAttitude: 'Servicehaltung', professionalSkill: 'Fachkompetenz', timelyResponse: 'Reaktionsschnelligkeit',
    sheet: 'Anfragen', formNo: 'Anfragenummer', vinCode: 'FIN', status: 'Status', consultType: 'Anfrageart', emergencyLevel: 'Dringlichkeit',
    carSeries: 'Baureihe', modelCode: 'Modellcode', modelName: 'Modellname', faultName: 'Fehlerthema', faultModule: 'Fehlermodul', faultSystem: 'Fehlersystem',
    faultPosition: 'Fehlerposition', damageType: 'Schadensart', partCode: 'Teilenummer Hauptschaden', partName: 'Teilename Hauptschaden',
    storeName: 'Werkstatt', createrName: 'Melder', handlerName: 'Bearbeiter', expertName: 'Experte', createTime: 'Erstellt',
  },
  id: {
    response: 'Respons (jam)', suspend: 'Ditangguhkan (jam)', handle: 'Penanganan (jam)', consume: 'Total waktu (jam)', closing: 'Penutupan (jam)', serviceAttitude: 'Sikap layanan', professionalSkill: 'Keahlian profesional', timelyResponse: 'Ketepatan respons',
    sheet: 'Formulir pertanyaan', formNo: 'Nomor formulir', vinCode: 'VIN', status: 'Status', consultType: 'Jenis pertanyaan', emergencyLevel: 'Urgensi',
    carSeries: 'Seri', modelCode: 'Kode model', modelName: 'Nama model', faultName: 'Subjek kerusakan', faultModule: 'Modul kerusakan',
    faultSystem: 'Sistem kerusakan', faultPosition: 'Posisi kerusakan', damageType: 'Jenis kerusakan', partCode: 'Kode suku cadang rusak utama',
    partName: 'Nama suku cadang rusak utama', storeName: 'Nama toko', createrName: 'Pelapor', handlerName: 'Penangan', expertName: 'Ahli', createTime: 'Dibuat',
  },
};

/** Rows read per query: keyset pages, so memory stays flat however many rows match (2,000 grew the heap by ~150 MB: batches outlive the young generation while they are written). */
const BATCH = 500;
const expertUser = alias(users, 'expert_user');

/**
 * The filtered list as .xlsx, streamed: rows are read in keyset batches and written by the lean
 * writer (platform/xlsx.ts) as the download takes them, so a 100,000-row export never holds the sheet in memory.
 */
export function exportInquiries(ctx: AppContext, user: AuthUser, filter: TInquiryFilter, lang: Language): NodeJS.ReadableStream {
  return writeSheet(ctx, filterWhere(user, filter), lang, false);
}

/** The statistics report as .xlsx, streamed: every submitted inquiry by the filters, with durations and ratings. */
export function exportStatistics(ctx: AppContext, filter: TInquiryFilter, lang: Language): NodeJS.ReadableStream {
  return writeSheet(ctx, statisticsWhere(filter), lang, true);
}

/** The column keys and headings of the statistics table (spec §7 "statistics list": columns and data). */
export const statisticsColumns = (lang: Language) =>
  [...COLUMNS, ...STAT_COLUMNS].map((key) => ({ key, title: HEADERS[lang][key] }));

const f = inquiryForms;
/** Only the exported columns are read (the long texts stay in the database). */
const SELECTED = {
  id: f.id, formNo: f.formNo, vinCode: f.vinCode, status: f.status, consultType: f.consultType, emergencyLevel: f.emergencyLevel,
  carSeries: f.carSeries, modelCode: f.modelCode, modelName: f.modelName, faultName: f.faultName, faultModule: f.faultModule,
  faultSystem: f.faultSystem, faultPosition: f.faultPosition, damageType: f.damageType, partCode: f.partCode, partName: f.partName,
  storeName: f.storeName, createrName: f.createrName, createdAt: f.createdAt,
  serviceAttitude: f.serviceAttitude, professionalSkill: f.professionalSkill, timelyResponse: f.timelyResponse,
  handlerName: handlerUser.name, expertName: expertUser.name,
};
/** One keyset batch after the given row (or the first), newest first. */
const readBatch = (ctx: AppContext, where: SQL, after: { createdAt: Date; id: string } | null) => ctx.db.select(SELECTED)
  .from(f)
  .leftJoin(handlerUser, eq(handlerUser.id, f.handlerId))
  .leftJoin(expertUser, eq(expertUser.id, f.expertId))
  .where(after ? and(where, sql`(${f.createdAt}, ${f.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`) : where)
  .orderBy(desc(f.createdAt), desc(f.id))
  .limit(BATCH);
type Selected = Awaited<ReturnType<typeof readBatch>>[number];

/** Keyset batches of the matching rows; the next batch is read while the current one is written. */
async function* batches(ctx: AppContext, where: SQL): AsyncGenerator<Selected[]> {
  // Promise.resolve: a query builder runs its query on every then(), a promise once.
  const read = (after: Selected | null): Promise<Selected[]> => Promise.resolve(readBatch(ctx, where, after));
  let next: Promise<Selected[]> | null = read(null);
  while (next) {
    const rows: Selected[] = await next;
    next = rows.length < BATCH ? null : read(rows[rows.length - 1]);
    // A rejected prefetch is awaited on the next turn; until then it must not count as unhandled.
    next?.catch(() => undefined);
    yield rows;
  }
}

/** The one sheet builder of the inquiry exports: the list's columns, and for the report the durations and ratings. */
function writeSheet(ctx: AppContext, where: SQL, lang: Language, withStats: boolean): NodeJS.ReadableStream {
  const h = HEADERS[lang];
  const columns: readonly Column[] = withStats ? [...COLUMNS, ...STAT_COLUMNS] : COLUMNS;
  async function* rows(): AsyncGenerator<XlsxCell[][]> {
    // Named as the dictionaries hold them when the export starts (administrators rename entries).
    const [status, consultType, emergencyLevel, damageType] = await Promise.all(
      (['DIC_INQUIRYFORM_STATUS', 'DIC_INQUIRYFORM_TYPE', 'DIC_INQUIRYFORM_URGENT_TYPE', 'DIC_DAMAGES_TYPE'] as const).map((d) => dictionaryNamer(ctx, d, lang)),
    );
    for await (const batch of batches(ctx, where)) {
      const logs = withStats ? await logsOf(ctx.db, batch.map((r) => r.id)) : null;
      yield batch.map((row) => {
        const values: Record<Column, XlsxCell> = {
          ...(logs ? computeDurations(logs.get(row.id) ?? [], ctx.now()) : {}),
          ...(row as unknown as Record<Column, XlsxCell>),
          status: status(row.status),
          consultType: row.consultType && consultType(row.consultType),
          emergencyLevel: row.emergencyLevel && emergencyLevel(row.emergencyLevel),
          damageType: row.damageType && damageType(row.damageType),
          createTime: row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        };
        return columns.map((c) => values[c]);
      });
    }
  }
  return xlsxStream([{
    name: h.sheet,
    columns: columns.map((key) => ({ header: h[key], width: ['faultName', 'modelName', 'partName'].includes(key) ? 32 : 18 })),
    rows: rows(),
  }]);
}

import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Language, type TInquiryFilter } from '@portal/contract';
import { dictionaryNamer } from '../dictionaries/index.js';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { users } from '../users/index.js';
import { byLanguage, wordIn, type SixWords } from '../../platform/words.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { computeDurations } from './inquiry.durations.js';
import { filterWhere, handlerUser, logsOf, statisticsWhere } from './inquiry.service.js';
import { inquiryForms } from './inquiry.tables.js';

/** The list's columns in the sheet's order, each heading in the six languages. */
const LIST_HEADINGS = {
  formNo: ['问询单号', 'Inquiry number', 'Số phiếu', 'Número de consulta', 'Anfragenummer', 'Nomor formulir'],
  vinCode: ['VIN', 'VIN', 'VIN', 'VIN', 'FIN', 'VIN'],
  status: ['状态', 'Status', 'Trạng thái', 'Estado', 'Status', 'Status'],
  consultType: ['咨询类型', 'Inquiry type', 'Loại yêu cầu', 'Tipo de consulta', 'Anfrageart', 'Jenis pertanyaan'],
  emergencyLevel: ['紧急程度', 'Urgency', 'Mức khẩn cấp', 'Urgencia', 'Dringlichkeit', 'Urgensi'],
  carSeries: ['车系', 'Series', 'Dòng xe', 'Serie', 'Baureihe', 'Seri'],
  modelCode: ['车型代码', 'Model code', 'Mã mẫu xe', 'Código de modelo', 'Modellcode', 'Kode model'],
  modelName: ['车型名称', 'Model name', 'Tên mẫu xe', 'Nombre del modelo', 'Modellname', 'Nama model'],
  faultName: ['故障主题', 'Fault subject', 'Chủ đề lỗi', 'Asunto de la avería', 'Fehlerthema', 'Subjek kerusakan'],
  faultModule: ['故障模块', 'Fault module', 'Mô-đun lỗi', 'Módulo de la avería', 'Fehlermodul', 'Modul kerusakan'],
  faultSystem: ['故障系统', 'Fault system', 'Hệ thống lỗi', 'Sistema de la avería', 'Fehlersystem', 'Sistem kerusakan'],
  faultPosition: ['故障位置', 'Fault position', 'Vị trí lỗi', 'Posición de la avería', 'Fehlerposition', 'Posisi kerusakan'],
  damageType: ['损坏类型', 'Damage type', 'Loại hư hỏng', 'Tipo de daño', 'Schadensart', 'Jenis kerusakan'],
  partCode: ['主损件编码', 'Main damaged part code', 'Mã linh kiện hỏng chính', 'Código de la pieza dañada', 'Teilenummer Hauptschaden', 'Kode suku cadang rusak utama'],
  partName: ['主损件名称', 'Main damaged part name', 'Tên linh kiện hỏng chính', 'Nombre de la pieza dañada', 'Teilename Hauptschaden', 'Nama suku cadang rusak utama'],
  storeName: ['服务店名称', 'Store name', 'Tên cửa hàng', 'Taller', 'Werkstatt', 'Nama toko'],
  createrName: ['报告人', 'Reporter', 'Người báo cáo', 'Informante', 'Melder', 'Pelapor'],
  handlerName: ['处理人', 'Handler', 'Người xử lý', 'Responsable', 'Bearbeiter', 'Penangan'],
  expertName: ['专家', 'Expert', 'Chuyên gia', 'Experto', 'Experte', 'Ahli'],
  createTime: ['创建时间', 'Created', 'Ngày tạo', 'Creada', 'Erstellt', 'Dibuat'],
} satisfies Record<string, SixWords>;
/** The statistics report's extra columns: durations in hours and the ratings. */
const STAT_HEADINGS = {
  response: ['响应时长(小时)', 'Response (h)', 'Phản hồi (giờ)', 'Respuesta (h)', 'Reaktion (h)', 'Respons (jam)'],
  suspend: ['挂起时长(小时)', 'Suspended (h)', 'Tạm dừng (giờ)', 'En espera (h)', 'Zurückgestellt (h)', 'Ditangguhkan (jam)'],
  handle: ['处理时长(小时)', 'Handling (h)', 'Xử lý (giờ)', 'Tramitación (h)', 'Bearbeitung (h)', 'Penanganan (jam)'],
  consume: ['耗时(小时)', 'Consumed (h)', 'Tổng thời gian (giờ)', 'Tiempo total (h)', 'Gesamtdauer (h)', 'Total waktu (jam)'],
  closing: ['关闭时长(小时)', 'Closing (h)', 'Đóng (giờ)', 'Cierre (h)', 'Abschluss (h)', 'Penutupan (jam)'],
  serviceAttitude: ['服务态度', 'Service attitude', 'Thái độ phục vụ', 'Actitud de servicio', 'Servicehaltung', 'Sikap layanan'],
  professionalSkill: ['专业技能', 'Professional skill', 'Kỹ năng chuyên môn', 'Competencia profesional', 'Fachkompetenz', 'Keahlian profesional'],
  timelyResponse: ['响应及时性', 'Timely response', 'Phản hồi kịp thời', 'Rapidez de respuesta', 'Reaktionsschnelligkeit', 'Ketepatan respons'],
} satisfies Record<string, SixWords>;
const COLUMNS = Object.keys(LIST_HEADINGS) as (keyof typeof LIST_HEADINGS)[];
export const STAT_COLUMNS = Object.keys(STAT_HEADINGS) as (keyof typeof STAT_HEADINGS)[];
type Column = (typeof COLUMNS)[number] | (typeof STAT_COLUMNS)[number];
const HEADERS = byLanguage<Column>({ ...LIST_HEADINGS, ...STAT_HEADINGS });
const SHEET: SixWords = ['问询单', 'Inquiry forms', 'Phiếu yêu cầu', 'Consultas', 'Anfragen', 'Formulir pertanyaan'];

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
    name: wordIn(SHEET, lang),
    columns: columns.map((key) => ({ header: h[key], width: ['faultName', 'modelName', 'partName'].includes(key) ? 32 : 18 })),
    rows: rows(),
  }]);
}

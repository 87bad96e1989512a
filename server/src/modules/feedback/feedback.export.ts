import { type Language, type TFeedbackFilter, type TFeedbackRow, type TFeedbackStatisticsRequest, type TFeedbackStatus } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { xlsxStream } from '../../platform/xlsx.js';
import { dictionaryNamer } from '../dictionaries/index.js';
import { batchesOf, closedLoopStatistics } from './feedback.service.js';

const KEYS = ['title', 'feedbackType', 'status', 'createrName', 'handlerName', 'createTime', 'closedTime'] as const;
const HEADERS: Record<Language, Record<(typeof KEYS)[number] | 'sheet', string>> = {
  'zh-CN': { sheet: '反馈', title: '标题', feedbackType: '反馈类型', status: '状态', createrName: '反馈人', handlerName: '处理人', createTime: '反馈时间', closedTime: '关闭时间' },
  'en-US': { sheet: 'Feedback', title: 'Title', feedbackType: 'Type', status: 'Status', createrName: 'User', handlerName: 'Assignee', createTime: 'Time', closedTime: 'Closed' },
  vi: { sheet: 'Phản hồi', title: 'Tiêu đề', feedbackType: 'Loại', status: 'Trạng thái', createrName: 'Người gửi', handlerName: 'Người xử lý', createTime: 'Thời gian', closedTime: 'Đã đóng' },
  es: { sheet: 'Comentarios', title: 'Título', feedbackType: 'Tipo', status: 'Estado', createrName: 'Usuario', handlerName: 'Responsable', createTime: 'Fecha', closedTime: 'Cerrado' },
  de: { sheet: 'Feedback', title: 'Titel', feedbackType: 'Art', status: 'Status', createrName: 'Benutzer', handlerName: 'Bearbeiter', createTime: 'Zeit', closedTime: 'Geschlossen' },
  id: { sheet: 'Umpan balik', title: 'Judul', feedbackType: 'Jenis', status: 'Status', createrName: 'Pengguna', handlerName: 'Penangan', createTime: 'Waktu', closedTime: 'Ditutup' },
};

/** Status names as the screens show them (spec §4 labels). */
export const STATUS_NAMES: Record<Language, Record<TFeedbackStatus, string>> = {
  'zh-CN': { DRAFT: '草稿', PENDING: '待处理', ASSIGNED: '已分配', PROCESSED: '待审核', APPROVED: '审核通过', CLOSED: '已关闭' },
  'en-US': { DRAFT: 'Draft', PENDING: 'Pending', ASSIGNED: 'Assigned', PROCESSED: 'Pending approval', APPROVED: 'Approved', CLOSED: 'Closed' },
  vi: { DRAFT: 'Bản nháp', PENDING: 'Chờ xử lý', ASSIGNED: 'Đã phân công', PROCESSED: 'Chờ duyệt', APPROVED: 'Đã duyệt', CLOSED: 'Đã đóng' },
  es: { DRAFT: 'Borrador', PENDING: 'Pendiente', ASSIGNED: 'Asignado', PROCESSED: 'Pendiente de aprobación', APPROVED: 'Aprobado', CLOSED: 'Cerrado' },
  de: { DRAFT: 'Entwurf', PENDING: 'Offen', ASSIGNED: 'Zugewiesen', PROCESSED: 'Wartet auf Prüfung', APPROVED: 'Genehmigt', CLOSED: 'Geschlossen' },
  id: { DRAFT: 'Draf', PENDING: 'Menunggu', ASSIGNED: 'Ditugaskan', PROCESSED: 'Menunggu persetujuan', APPROVED: 'Disetujui', CLOSED: 'Ditutup' },
};

const cell = (r: TFeedbackRow, k: (typeof KEYS)[number], lang: Language, typeName: (code: string) => string) =>
  k === 'status' ? STATUS_NAMES[lang][r.status] : k === 'feedbackType' ? typeName(r.feedbackType) : r[k] ?? '';

/** All feedback by the filters as .xlsx, streamed in keyset batches (memory stays flat however many rows match). */
export function exportAllFeedback(ctx: AppContext, filter: TFeedbackFilter, lang: Language): NodeJS.ReadableStream {
  const h = HEADERS[lang];
  async function* rows() {
    const typeName = await dictionaryNamer(ctx, 'DIC_FEEDBACKS_TYPE', lang);
    for await (const batch of batchesOf(ctx, filter)) yield batch.map((r) => KEYS.map((k) => cell(r, k, lang, typeName)));
  }
  return xlsxStream([{ name: h.sheet, columns: KEYS.map((k) => ({ header: h[k], width: k === 'title' ? 40 : 20 })), rows: rows() }]);
}

const STAT_HEADERS: Record<Language, { sheet: string; feedbackType: string; total: string; closed: string; unclosed: string; avgHoursToClose: string; TOTAL: string }> = {
  'zh-CN': { sheet: '反馈闭环统计', feedbackType: '反馈类型', total: '总数', closed: '已关闭', unclosed: '未关闭', avgHoursToClose: '平均关闭时长（小时）', TOTAL: '合计' },
  'en-US': { sheet: 'Feedback closed loop', feedbackType: 'Type', total: 'Total', closed: 'Closed', unclosed: 'Unclosed', avgHoursToClose: 'Mean time to close (h)', TOTAL: 'Total' },
  vi: { sheet: 'Khép kín phản hồi', feedbackType: 'Loại', total: 'Tổng', closed: 'Đã đóng', unclosed: 'Chưa đóng', avgHoursToClose: 'Thời gian đóng trung bình (giờ)', TOTAL: 'Tổng cộng' },
  es: { sheet: 'Ciclo cerrado', feedbackType: 'Tipo', total: 'Total', closed: 'Cerrados', unclosed: 'Sin cerrar', avgHoursToClose: 'Tiempo medio de cierre (h)', TOTAL: 'Total' },
  de: { sheet: 'Feedback-Abschluss', feedbackType: 'Art', total: 'Gesamt', closed: 'Geschlossen', unclosed: 'Offen', avgHoursToClose: 'Mittlere Zeit bis Abschluss (h)', TOTAL: 'Summe' },
  id: { sheet: 'Siklus tertutup', feedbackType: 'Jenis', total: 'Total', closed: 'Ditutup', unclosed: 'Belum ditutup', avgHoursToClose: 'Rata-rata waktu tutup (jam)', TOTAL: 'Total' },
};

/** The closed-loop statistics as .xlsx (a handful of rows: one per feedback type and the total). */
export function exportClosedLoopStatistics(ctx: AppContext, req: TFeedbackStatisticsRequest, lang: Language): NodeJS.ReadableStream {
  const h = STAT_HEADERS[lang];
  async function* rows() {
    const [stats, typeName] = await Promise.all([closedLoopStatistics(ctx, req), dictionaryNamer(ctx, 'DIC_FEEDBACKS_TYPE', lang)]);
    yield stats.map((r) => [r.feedbackType === 'TOTAL' ? h.TOTAL : typeName(r.feedbackType), r.total, r.closed, r.unclosed, r.avgHoursToClose]);
  }
  const keys = ['feedbackType', 'total', 'closed', 'unclosed', 'avgHoursToClose'] as const;
  return xlsxStream([{ name: h.sheet, columns: keys.map((k) => ({ header: h[k], width: k === 'avgHoursToClose' ? 28 : 16 })), rows: rows() }]);
}

import { dictName, type Language, type TFeedbackFilter, type TFeedbackRow, type TFeedbackStatus } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { xlsxStream } from '../../platform/xlsx.js';
import { batchesOf } from './feedback.service.js';

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

const cell = (r: TFeedbackRow, k: (typeof KEYS)[number], lang: Language) =>
  k === 'status' ? STATUS_NAMES[lang][r.status] : k === 'feedbackType' ? dictName('DIC_FEEDBACKS_TYPE', r.feedbackType, lang) : r[k] ?? '';

/** All feedback by the filters as .xlsx, streamed in keyset batches (memory stays flat however many rows match). */
export function exportAllFeedback(ctx: AppContext, filter: TFeedbackFilter, lang: Language): NodeJS.ReadableStream {
  const h = HEADERS[lang];
  async function* rows() {
    for await (const batch of batchesOf(ctx, filter)) yield batch.map((r) => KEYS.map((k) => cell(r, k, lang)));
  }
  return xlsxStream([{ name: h.sheet, columns: KEYS.map((k) => ({ header: h[k], width: k === 'title' ? 40 : 20 })), rows: rows() }]);
}

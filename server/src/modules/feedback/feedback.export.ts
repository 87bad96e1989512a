import type { Language, TFeedbackFilter } from '@portal/contract';
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

/** All feedback by the filters as .xlsx, streamed in keyset batches (memory stays flat however many rows match). */
export function exportAllFeedback(ctx: AppContext, filter: TFeedbackFilter, lang: Language): NodeJS.ReadableStream {
  const h = HEADERS[lang];
  async function* rows() {
    for await (const batch of batchesOf(ctx, filter)) yield batch.map((r) => KEYS.map((k) => r[k] ?? ''));
  }
  return xlsxStream([{ name: h.sheet, columns: KEYS.map((k) => ({ header: h[k], width: k === 'title' ? 40 : 20 })), rows: rows() }]);
}

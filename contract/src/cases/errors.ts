import type { ErrorDef } from '../error-def.js';

/** Technical case library: business codes 2000xx, each message in all six languages. */
export const CASE_ERRORS = {
  /** An unknown case, or one the caller may not see (not published, and the caller may not edit cases). */
  CASE_NOT_FOUND: {
    code: 200001,
    http: 200,
    message: {
      'zh-CN': '未找到对应的技术案例',
      'en-US': 'No corresponding technical case found',
      vi: 'Không tìm thấy trường hợp kỹ thuật tương ứng',
      es: 'No se encontró el caso técnico correspondiente',
      de: 'Kein entsprechender technischer Fall gefunden',
      id: 'Kasus teknis yang sesuai tidak ditemukan',
    },
  },
  /** The case's status does not allow the action (cases.workflow.ts), or the caller lacks its permission. */
  CASE_ACTION_NOT_ALLOWED: {
    code: 200002,
    http: 200,
    message: {
      'zh-CN': '当前状态的技术案例不允许此操作',
      'en-US': 'This action is not allowed for the technical case in its current status',
      vi: 'Không được phép thực hiện thao tác này với trường hợp kỹ thuật ở trạng thái hiện tại',
      es: 'Esta acción no está permitida para el caso técnico en su estado actual',
      de: 'Diese Aktion ist für den technischen Fall in seinem aktuellen Status nicht erlaubt',
      id: 'Tindakan ini tidak diizinkan untuk kasus teknis pada status saat ini',
    },
  },
  /** An inquiry is pushed to the library once; its case is edited, not pushed again. */
  CASE_ALREADY_PUSHED: {
    code: 200003,
    http: 200,
    message: {
      'zh-CN': '该询问单已推送至技术案例库',
      'en-US': 'This inquiry has already been pushed to the technical case library',
      vi: 'Phiếu hỏi này đã được đẩy vào thư viện trường hợp kỹ thuật',
      es: 'Esta consulta ya se ha enviado a la biblioteca de casos técnicos',
      de: 'Diese Anfrage wurde bereits in die Bibliothek technischer Fälle übertragen',
      id: 'Formulir pertanyaan ini sudah dikirim ke pustaka kasus teknis',
    },
  },
} as const satisfies Record<string, ErrorDef>;

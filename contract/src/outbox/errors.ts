import type { ErrorDef } from '../error-def.js';

/** The handover outbox: business codes 2300xx, each message in all six languages. */
export const OUTBOX_ERRORS = {
  /** An unknown outbox message. */
  OUTBOX_MESSAGE_NOT_FOUND: {
    code: 230001,
    http: 200,
    message: {
      'zh-CN': '未找到该传输消息',
      'en-US': 'Handover message not found',
      vi: 'Không tìm thấy thông điệp chuyển giao',
      es: 'No se encontró el mensaje de traspaso',
      de: 'Übergabenachricht nicht gefunden',
      id: 'Pesan serah terima tidak ditemukan',
    },
  },
  /** A callback without a valid signature, or signed too long ago (or no secret configured). */
  OUTBOX_SIGNATURE_INVALID: {
    code: 230002,
    http: 200,
    message: {
      'zh-CN': '签名无效或已过期',
      'en-US': 'The signature is invalid or has expired',
      vi: 'Chữ ký không hợp lệ hoặc đã hết hạn',
      es: 'La firma no es válida o ha caducado',
      de: 'Die Signatur ist ungültig oder abgelaufen',
      id: 'Tanda tangan tidak valid atau telah kedaluwarsa',
    },
  },
  /**
   * A callback whose signature was already accepted within its window: a captured request sent
   * again. The first one was recorded; this one changes nothing (decision 033).
   */
  OUTBOX_CALLBACK_REPLAYED: {
    code: 230003,
    http: 200,
    message: {
      'zh-CN': '该状态报告已接收，重复的签名请求被拒绝',
      'en-US': 'This status report was already received; a repeated signed request is refused',
      vi: 'Báo cáo trạng thái này đã được nhận; yêu cầu có chữ ký lặp lại bị từ chối',
      es: 'Este informe de estado ya se recibió; se rechaza una solicitud firmada repetida',
      de: 'Diese Statusmeldung wurde bereits empfangen; eine wiederholte signierte Anfrage wird abgelehnt',
      id: 'Laporan status ini sudah diterima; permintaan bertanda tangan yang berulang ditolak',
    },
  },
} as const satisfies Record<string, ErrorDef>;

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
} as const satisfies Record<string, ErrorDef>;

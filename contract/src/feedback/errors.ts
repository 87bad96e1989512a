import type { ErrorDef } from '../error-def.js';

/** Feedback and its workflow: business codes 2600xx, each message in all six languages. */
export const FEEDBACK_ERRORS = {
  /** An unknown feedback, or one the caller may not see (a foreign id looks like a missing one). */
  FEEDBACK_NOT_FOUND: {
    code: 260001,
    http: 200,
    message: {
      'zh-CN': '未找到对应的反馈',
      'en-US': 'No corresponding feedback found',
      vi: 'Không tìm thấy phản hồi tương ứng',
      es: 'No se encontró el comentario correspondiente',
      de: 'Kein entsprechendes Feedback gefunden',
      id: 'Umpan balik yang sesuai tidak ditemukan',
    },
  },
  /** The workflow table has no row for this status, action and the caller's roles. */
  FEEDBACK_ACTION_NOT_ALLOWED: {
    code: 260002,
    http: 200,
    message: {
      'zh-CN': '反馈当前状态下您不能执行此操作',
      'en-US': 'You cannot do this to the feedback in its current status',
      vi: 'Bạn không thể thực hiện thao tác này với phản hồi ở trạng thái hiện tại',
      es: 'No puede realizar esta acción en el comentario en su estado actual',
      de: 'Diese Aktion ist für das Feedback im aktuellen Status nicht erlaubt',
      id: 'Anda tidak dapat melakukan tindakan ini pada umpan balik dalam status saat ini',
    },
  },
  /** Assign without a handler, or to a user who may not handle feedback. */
  FEEDBACK_HANDLER_INVALID: {
    code: 260003,
    http: 200,
    message: {
      'zh-CN': '请选择有反馈处理权限的处理人',
      'en-US': 'Choose a handler who may handle feedback',
      vi: 'Hãy chọn người xử lý có quyền xử lý phản hồi',
      es: 'Elija un responsable que pueda tratar comentarios',
      de: 'Wählen Sie einen Bearbeiter, der Feedback bearbeiten darf',
      id: 'Pilih penangan yang berwenang menangani umpan balik',
    },
  },
  /** Someone else moved the feedback between the caller's read and write. */
  FEEDBACK_CHANGED: {
    code: 260004,
    http: 200,
    message: {
      'zh-CN': '反馈已被他人修改，请刷新后重试',
      'en-US': 'The feedback was changed by someone else, please reload and try again',
      vi: 'Phản hồi đã được người khác thay đổi, vui lòng tải lại và thử lại',
      es: 'Otra persona cambió el comentario; recargue e inténtelo de nuevo',
      de: 'Das Feedback wurde von jemand anderem geändert, bitte neu laden und erneut versuchen',
      id: 'Umpan balik telah diubah orang lain, muat ulang dan coba lagi',
    },
  },
} satisfies Record<string, ErrorDef>;

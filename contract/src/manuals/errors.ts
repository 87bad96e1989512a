import type { ErrorDef } from '../error-def.js';

/** Manuals, topics, wiring diagrams: business codes 1400xx (ours), each message in all six languages. */
export const MANUAL_ERRORS = {
  /** Spec §8 "no corresponding topic found": an unknown topic, or one in a manual the caller may not see. */
  TOPIC_NOT_FOUND: {
    code: 140001,
    http: 200,
    message: {
      'zh-CN': '未找到对应的主题',
      'en-US': 'No corresponding topic found',
      vi: 'Không tìm thấy chủ đề tương ứng',
      es: 'No se encontró el tema correspondiente',
      de: 'Kein entsprechendes Thema gefunden',
      id: 'Topik yang sesuai tidak ditemukan',
    },
  },
  /** An unknown manual, or one the caller may not see (not effective, or a type without permission). */
  MANUAL_NOT_FOUND: {
    code: 140002,
    http: 200,
    message: {
      'zh-CN': '未找到对应的手册',
      'en-US': 'No corresponding manual found',
      vi: 'Không tìm thấy sổ tay tương ứng',
      es: 'No se encontró el manual correspondiente',
      de: 'Kein entsprechendes Handbuch gefunden',
      id: 'Manual yang sesuai tidak ditemukan',
    },
  },
  /** Spec §8 "no chapter or topic selected": an export or print of a node outside the manual named. */
  NO_NODE_SELECTED: {
    code: 140003,
    http: 200,
    message: {
      'zh-CN': '未选择章节或主题',
      'en-US': 'No chapter or topic selected',
      vi: 'Chưa chọn chương hoặc chủ đề',
      es: 'No se ha seleccionado ningún capítulo o tema',
      de: 'Kein Kapitel oder Thema ausgewählt',
      id: 'Tidak ada bab atau topik yang dipilih',
    },
  },
  /** Spec §8 "import failed, use the correct template"; the envelope's errorData lists every problem. */
  MANUAL_IMPORT_FAILED: {
    code: 140004,
    http: 200,
    message: {
      'zh-CN': '导入失败，请使用正确的模板',
      'en-US': 'Import failed, please use the correct template',
      vi: 'Nhập thất bại, vui lòng sử dụng đúng mẫu',
      es: 'La importación falló, utilice la plantilla correcta',
      de: 'Import fehlgeschlagen, bitte verwenden Sie die richtige Vorlage',
      id: 'Impor gagal, silakan gunakan templat yang benar',
    },
  },
  /** Spec §8 upload message "please upload {types} file". */
  MANUAL_IMPORT_FILE_TYPE: {
    code: 140005,
    http: 200,
    message: {
      'zh-CN': '请上传 {types} 文件',
      'en-US': 'Please upload a {types} file',
      vi: 'Vui lòng tải lên tệp {types}',
      es: 'Suba un archivo {types}',
      de: 'Bitte laden Sie eine {types}-Datei hoch',
      id: 'Silakan unggah berkas {types}',
    },
  },
  /** Spec §8 upload message "size exceeds limit N". */
  MANUAL_IMPORT_TOO_LARGE: {
    code: 140006,
    http: 200,
    message: {
      'zh-CN': '文件大小超过限制 {max} MB',
      'en-US': 'File size exceeds the limit of {max} MB',
      vi: 'Kích thước tệp vượt quá giới hạn {max} MB',
      es: 'El tamaño del archivo supera el límite de {max} MB',
      de: 'Die Dateigröße überschreitet das Limit von {max} MB',
      id: 'Ukuran berkas melebihi batas {max} MB',
    },
  },
  /** A review action the manual's state does not allow (e.g. approving an effective manual). */
  MANUAL_REVIEW_NOT_ALLOWED: {
    code: 140007,
    http: 200,
    message: {
      'zh-CN': '手册当前状态不允许此操作',
      'en-US': 'This operation is not allowed in the manual\'s current state',
      vi: 'Thao tác này không được phép ở trạng thái hiện tại của sổ tay',
      es: 'Esta operación no está permitida en el estado actual del manual',
      de: 'Dieser Vorgang ist im aktuellen Status des Handbuchs nicht erlaubt',
      id: 'Operasi ini tidak diizinkan pada status manual saat ini',
    },
  },

} as const satisfies Record<string, ErrorDef>;

import type { ErrorDef, Messages } from '../error-def.js';

/** Translation management: business codes 2970xx, each message in all six languages. */
export const TRANSLATION_ERRORS = {
  TRANSLATION_KEY_UNKNOWN: {
    code: 297001,
    http: 200,
    message: {
      'zh-CN': '没有这个文本键：{key}',
      'en-US': 'There is no text with the key {key}',
      vi: 'Không có văn bản nào có khóa {key}',
      es: 'No hay ningún texto con la clave {key}',
      de: 'Es gibt keinen Text mit dem Schlüssel {key}',
      id: 'Tidak ada teks dengan kunci {key}',
    },
  },
  TRANSLATION_PLACEHOLDERS: {
    code: 297002,
    http: 200,
    message: {
      'zh-CN': '译文须保留原文的占位符：{expected}',
      'en-US': 'The text must keep the placeholders of the built-in text: {expected}',
      vi: 'Văn bản phải giữ các chỗ giữ chỗ của văn bản gốc: {expected}',
      es: 'El texto debe conservar los marcadores del texto integrado: {expected}',
      de: 'Der Text muss die Platzhalter des eingebauten Textes behalten: {expected}',
      id: 'Teks harus mempertahankan placeholder teks bawaan: {expected}',
    },
  },
  TRANSLATION_DEFAULT_LANGUAGE: {
    code: 297003,
    http: 200,
    message: {
      'zh-CN': '默认语言不能停用',
      'en-US': 'The default language cannot be disabled',
      vi: 'Không thể tắt ngôn ngữ mặc định',
      es: 'El idioma predeterminado no se puede desactivar',
      de: 'Die Standardsprache kann nicht deaktiviert werden',
      id: 'Bahasa bawaan tidak dapat dinonaktifkan',
    },
  },
  TRANSLATION_IMPORT_UNREADABLE: {
    code: 297004,
    http: 200,
    message: {
      'zh-CN': '无法读取文件：请使用导出的翻译表（第一行为 key 和语言代码列）',
      'en-US': 'The file cannot be read: use an exported translation sheet (first row: key and the language columns)',
      vi: 'Không đọc được tệp: hãy dùng bảng dịch đã xuất (dòng đầu: key và các cột ngôn ngữ)',
      es: 'No se puede leer el archivo: use una hoja de traducciones exportada (primera fila: key y las columnas de idioma)',
      de: 'Die Datei ist nicht lesbar: verwenden Sie eine exportierte Übersetzungstabelle (erste Zeile: key und die Sprachspalten)',
      id: 'Berkas tidak dapat dibaca: gunakan lembar terjemahan hasil ekspor (baris pertama: key dan kolom bahasa)',
    },
  },
  TRANSLATION_IMPORT_FAILED: {
    code: 297005,
    http: 200,
    message: {
      'zh-CN': '{count} 行有错误，未导入任何内容',
      'en-US': 'Rows with errors: {count}. Nothing was imported',
      vi: '{count} dòng có lỗi: không có gì được nhập',
      es: 'Filas con errores: {count}. No se importó nada',
      de: 'Fehlerhafte Zeilen: {count}. Nichts wurde importiert',
      id: '{count} baris memiliki kesalahan: tidak ada yang diimpor',
    },
  },
  TRANSLATION_IMPORT_EXPIRED: {
    code: 297006,
    http: 200,
    message: {
      'zh-CN': '检查结果已失效，请重新上传文件',
      'en-US': 'The checked sheet is no longer there: upload the file again',
      vi: 'Kết quả kiểm tra không còn: hãy tải tệp lên lại',
      es: 'La hoja comprobada ya no está disponible: vuelva a subir el archivo',
      de: 'Die geprüfte Tabelle ist nicht mehr vorhanden: laden Sie die Datei erneut hoch',
      id: 'Lembar yang diperiksa sudah tidak ada: unggah berkas lagi',
    },
  },
} as const satisfies Record<string, ErrorDef>;

/** Why one row of a translation import was refused; `{value}` is the cell. */
export const TRANSLATION_IMPORT_ROW_MESSAGES = {
  KEY_UNKNOWN: {
    'zh-CN': '没有这个文本键',
    'en-US': 'No text has this key',
    vi: 'Không có văn bản nào có khóa này',
    es: 'Ningún texto tiene esta clave',
    de: 'Kein Text hat diesen Schlüssel',
    id: 'Tidak ada teks dengan kunci ini',
  },
  DUPLICATE_ROW: {
    'zh-CN': '与第 {row} 行重复',
    'en-US': 'Same key as row {row}',
    vi: 'Trùng khóa với dòng {row}',
    es: 'La misma clave que la fila {row}',
    de: 'Gleicher Schlüssel wie Zeile {row}',
    id: 'Kunci sama dengan baris {row}',
  },
  TOO_LONG: {
    'zh-CN': '最多 {max} 个字符',
    'en-US': 'At most {max} characters',
    vi: 'Tối đa {max} ký tự',
    es: 'Como máximo {max} caracteres',
    de: 'Höchstens {max} Zeichen',
    id: 'Paling banyak {max} karakter',
  },
  PLACEHOLDERS: {
    'zh-CN': '须保留占位符：{expected}',
    'en-US': 'Must keep the placeholders: {expected}',
    vi: 'Phải giữ các chỗ giữ chỗ: {expected}',
    es: 'Debe conservar los marcadores: {expected}',
    de: 'Muss die Platzhalter behalten: {expected}',
    id: 'Harus mempertahankan placeholder: {expected}',
  },
} as const satisfies Record<string, Messages>;
export type TranslationImportRowProblem = keyof typeof TRANSLATION_IMPORT_ROW_MESSAGES;

/** The export's column of built-in texts beside each language's overrides: `vi (built-in)`. */
export const TRANSLATION_BUILT_IN_WORD: Messages = {
  'zh-CN': '内置',
  'en-US': 'built-in',
  vi: 'gốc',
  es: 'integrado',
  de: 'eingebaut',
  id: 'bawaan',
};

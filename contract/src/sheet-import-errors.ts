import type { ErrorDef, Messages } from './error-def.js';

/**
 * Spreadsheet imports (server/src/platform/xlsx-reader.ts): the refusals every import shares, each
 * naming the limit it hit; business codes 1210xx, each message in all six languages. What a file
 * that is no workbook of the template means is each import's own message (it names its columns).
 */
export const SHEET_IMPORT_ERRORS = {
  /** The uploaded file is larger than the import takes. */
  IMPORT_FILE_TOO_LARGE: {
    code: 121001,
    http: 200,
    message: {
      'zh-CN': '文件超过 {max} MB，无法导入',
      'en-US': 'The file is larger than {max} MB and cannot be imported',
      vi: 'Tệp lớn hơn {max} MB, không thể nhập',
      es: 'El archivo supera {max} MB y no se puede importar',
      de: 'Die Datei ist größer als {max} MB und kann nicht importiert werden',
      id: 'Berkas lebih besar dari {max} MB dan tidak dapat diimpor',
    },
  },
  /** The workbook unpacks to more than the import reads (a zip bomb, or far more than a sheet of its rows). */
  IMPORT_UNPACKED_TOO_LARGE: {
    code: 121002,
    http: 200,
    message: {
      'zh-CN': '工作簿解压后超过 {max} MB，无法导入',
      'en-US': 'The workbook unpacks to more than {max} MB and cannot be imported',
      vi: 'Sổ tính sau khi giải nén lớn hơn {max} MB, không thể nhập',
      es: 'El libro descomprimido supera {max} MB y no se puede importar',
      de: 'Die Arbeitsmappe ist entpackt größer als {max} MB und kann nicht importiert werden',
      id: 'Buku kerja setelah diekstrak lebih besar dari {max} MB dan tidak dapat diimpor',
    },
  },
  /** More rows below the header than one import takes; reading stops at the first one too many. */
  IMPORT_TOO_MANY_ROWS: {
    code: 121003,
    http: 200,
    message: {
      'zh-CN': '表格超过 {max} 行：一次最多导入 {max} 行',
      'en-US': 'The sheet has more than {max} rows: one import takes at most {max} rows',
      vi: 'Bảng tính có hơn {max} dòng: mỗi lần nhập tối đa {max} dòng',
      es: 'La hoja tiene más de {max} filas: cada importación admite como máximo {max} filas',
      de: 'Das Blatt hat mehr als {max} Zeilen: ein Import nimmt höchstens {max} Zeilen',
      id: 'Lembar memiliki lebih dari {max} baris: satu impor paling banyak {max} baris',
    },
  },
} as const satisfies Record<string, ErrorDef>;

/**
 * Row problems more than one import reports, in the words each import's list shows; an import
 * spreads them into its own row messages. `{max}` is the limit, `{row}` the earlier row.
 */
export const SHEET_IMPORT_ROW_MESSAGES = {
  TOO_LONG: {
    'zh-CN': '内容过长（最多 {max} 个字符）',
    'en-US': 'Too long (at most {max} characters)',
    vi: 'Quá dài (tối đa {max} ký tự)',
    es: 'Demasiado largo (máximo {max} caracteres)',
    de: 'Zu lang (höchstens {max} Zeichen)',
    id: 'Terlalu panjang (maksimal {max} karakter)',
  },
  DUPLICATE_ROW: {
    'zh-CN': '与第 {row} 行重复',
    'en-US': 'Same as row {row}',
    vi: 'Trùng với dòng {row}',
    es: 'Igual que la fila {row}',
    de: 'Gleich wie Zeile {row}',
    id: 'Sama dengan baris {row}',
  },
} as const satisfies Record<string, Messages>;

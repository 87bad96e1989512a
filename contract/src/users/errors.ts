import type { ErrorDef, Messages } from '../error-def.js';
import { SHEET_IMPORT_ROW_MESSAGES } from '../sheet-import-errors.js';

/**
 * User administration (spec §2 user_control, §7 Users): business codes 1601xx (ours, beside the
 * access codes 1600xx), each message in all six languages.
 */
export const USER_ERRORS = {
  /** A company id the company list (sqCompany) does not have, or one that is disabled. */
  COMPANY_NOT_FOUND: {
    code: 160101,
    http: 200,
    message: {
      'zh-CN': '公司不存在或已停用',
      'en-US': 'The company does not exist or is disabled',
      vi: 'Công ty không tồn tại hoặc đã bị vô hiệu hóa',
      es: 'La empresa no existe o está deshabilitada',
      de: 'Das Unternehmen existiert nicht oder ist deaktiviert',
      id: 'Perusahaan tidak ada atau dinonaktifkan',
    },
  },
  /** The recovery mail needs an address. */
  USER_HAS_NO_EMAIL: {
    code: 160102,
    http: 200,
    message: {
      'zh-CN': '该账号没有电子邮箱，无法发送重置邮件',
      'en-US': 'This account has no e-mail address to send the reset mail to',
      vi: 'Tài khoản này không có địa chỉ e-mail để gửi thư đặt lại',
      es: 'Esta cuenta no tiene dirección de correo a la que enviar el correo de restablecimiento',
      de: 'Dieses Konto hat keine E-Mail-Adresse für die Zurücksetzungs-Mail',
      id: 'Akun ini tidak memiliki alamat e-mail untuk mengirim e-mail atur ulang',
    },
  },
  /** The import refused the sheet: `{count}` rows are listed in the error table. */
  USER_IMPORT_FAILED: {
    code: 160103,
    http: 200,
    message: {
      'zh-CN': '导入用户失败：{count} 行有错误，未写入任何数据',
      'en-US': 'Import users failed, nothing was written (rows with errors: {count})',
      vi: 'Nhập người dùng thất bại, không có dữ liệu nào được ghi (số dòng có lỗi: {count})',
      es: 'La importación de usuarios falló, no se escribió nada (filas con errores: {count})',
      de: 'Benutzerimport fehlgeschlagen, nichts wurde geschrieben (fehlerhafte Zeilen: {count})',
      id: 'Impor pengguna gagal, tidak ada yang ditulis (baris dengan kesalahan: {count})',
    },
  },
  /** Not a workbook of the template (its header row is not the template's). */
  USER_IMPORT_UNREADABLE: {
    code: 160104,
    http: 200,
    message: {
      'zh-CN': '导入失败，请使用正确的模板（列：{columns}）',
      'en-US': 'Import failed, please use the correct template (columns: {columns})',
      vi: 'Nhập thất bại, vui lòng dùng đúng mẫu (cột: {columns})',
      es: 'La importación falló, use la plantilla correcta (columnas: {columns})',
      de: 'Import fehlgeschlagen, bitte die richtige Vorlage verwenden (Spalten: {columns})',
      id: 'Impor gagal, gunakan templat yang benar (kolom: {columns})',
    },
  },
  /** The checked sheet is gone: confirmed already, expired, or someone else's. */
  USER_IMPORT_EXPIRED: {
    code: 160105,
    http: 200,
    message: {
      'zh-CN': '该导入已失效，请重新上传文件',
      'en-US': 'This import is no longer waiting; please upload the file again',
      vi: 'Lần nhập này không còn hiệu lực; vui lòng tải tệp lên lại',
      es: 'Esta importación ya no está pendiente; vuelva a subir el archivo',
      de: 'Dieser Import wartet nicht mehr; bitte laden Sie die Datei erneut hoch',
      id: 'Impor ini tidak lagi menunggu; unggah berkas lagi',
    },
  },
  /** The sheet has its header and no account below it. */
  USER_IMPORT_EMPTY: {
    code: 160106,
    http: 200,
    message: {
      'zh-CN': '表格中没有用户',
      'en-US': 'The sheet has no users',
      vi: 'Bảng tính không có người dùng nào',
      es: 'La hoja no tiene usuarios',
      de: 'Das Blatt enthält keine Benutzer',
      id: 'Lembar tidak berisi pengguna',
    },
  },
} as const satisfies Record<string, ErrorDef>;

/** Why one row of a user import was refused; `{value}` is the cell. */
export const USER_IMPORT_ROW_MESSAGES = {
  REQUIRED: {
    'zh-CN': '必填',
    'en-US': 'Required',
    vi: 'Bắt buộc',
    es: 'Obligatorio',
    de: 'Pflichtfeld',
    id: 'Wajib diisi',
  },
  USERNAME_FORMAT: {
    'zh-CN': '账号须为 2–30 位字母、数字、横线、下划线或点',
    'en-US': 'An account is 2–30 letters, digits, dashes, underscores or dots',
    vi: 'Tài khoản gồm 2–30 chữ cái, chữ số, gạch ngang, gạch dưới hoặc dấu chấm',
    es: 'Una cuenta tiene de 2 a 30 letras, dígitos, guiones, guiones bajos o puntos',
    de: 'Ein Konto besteht aus 2–30 Buchstaben, Ziffern, Binde- oder Unterstrichen oder Punkten',
    id: 'Akun terdiri dari 2–30 huruf, angka, tanda hubung, garis bawah, atau titik',
  },
  USER_TYPE_UNKNOWN: {
    'zh-CN': '用户类型“{value}”无效',
    'en-US': 'Unknown user type "{value}"',
    vi: 'Loại người dùng "{value}" không hợp lệ',
    es: 'Tipo de usuario desconocido "{value}"',
    de: 'Unbekannter Benutzertyp „{value}“',
    id: 'Jenis pengguna "{value}" tidak dikenal',
  },
  USER_TYPE_ABOVE_YOURS: {
    'zh-CN': '不能授予高于您的用户类型“{value}”',
    'en-US': 'You cannot give the user type "{value}", which is above yours',
    vi: 'Bạn không thể cấp loại người dùng "{value}" cao hơn loại của bạn',
    es: 'No puede asignar el tipo de usuario "{value}", superior al suyo',
    de: 'Sie können den Benutzertyp „{value}“ nicht vergeben, er liegt über Ihrem',
    id: 'Anda tidak dapat memberikan jenis pengguna "{value}" yang di atas jenis Anda',
  },
  ACCOUNT_OUT_OF_REACH: {
    'zh-CN': '账号“{value}”已存在，且您不能修改它（您自己的账号或更高的用户类型）',
    'en-US': 'The account "{value}" exists and is out of your reach (your own, or of a user type above yours)',
    vi: 'Tài khoản "{value}" đã tồn tại và nằm ngoài quyền của bạn (của chính bạn hoặc có loại cao hơn)',
    es: 'La cuenta "{value}" existe y está fuera de su alcance (la suya o de un tipo superior)',
    de: 'Das Konto „{value}“ existiert und liegt außerhalb Ihrer Reichweite (Ihr eigenes oder ein höherer Typ)',
    id: 'Akun "{value}" sudah ada dan di luar jangkauan Anda (milik Anda atau jenis yang lebih tinggi)',
  },
  COMPANY_UNKNOWN: {
    'zh-CN': '公司代码“{value}”不存在或已停用',
    'en-US': 'No enabled company with the code "{value}"',
    vi: 'Không có công ty đang hoạt động với mã "{value}"',
    es: 'No hay ninguna empresa habilitada con el código "{value}"',
    de: 'Kein aktives Unternehmen mit dem Code „{value}“',
    id: 'Tidak ada perusahaan aktif dengan kode "{value}"',
  },
  EMAIL_FORMAT: {
    'zh-CN': '电子邮箱格式不正确',
    'en-US': 'Not an e-mail address',
    vi: 'Không phải địa chỉ e-mail',
    es: 'No es una dirección de correo',
    de: 'Keine E-Mail-Adresse',
    id: 'Bukan alamat e-mail',
  },
  EMAIL_TAKEN: {
    'zh-CN': '电子邮箱“{value}”已被其他账号使用',
    'en-US': 'The e-mail address "{value}" belongs to another account',
    vi: 'Địa chỉ e-mail "{value}" thuộc về tài khoản khác',
    es: 'La dirección "{value}" pertenece a otra cuenta',
    de: 'Die E-Mail-Adresse „{value}“ gehört zu einem anderen Konto',
    id: 'Alamat e-mail "{value}" milik akun lain',
  },
  PHONE_FORMAT: {
    'zh-CN': '电话号码格式不正确',
    'en-US': 'Incorrect phone number format',
    vi: 'Định dạng số điện thoại không đúng',
    es: 'Formato de número de teléfono incorrecto',
    de: 'Falsches Telefonnummernformat',
    id: 'Format nomor telepon salah',
  },
  COUNTRY_FORMAT: {
    'zh-CN': '国家代码须为两个大写字母（如 CN）',
    'en-US': 'A country code is two capital letters (CN)',
    vi: 'Mã quốc gia gồm hai chữ cái in hoa (VN)',
    es: 'Un código de país son dos letras mayúsculas (ES)',
    de: 'Ein Ländercode besteht aus zwei Großbuchstaben (DE)',
    id: 'Kode negara terdiri dari dua huruf kapital (ID)',
  },
  ...SHEET_IMPORT_ROW_MESSAGES,
} as const satisfies Record<string, Messages>;
export type UserImportRowProblem = keyof typeof USER_IMPORT_ROW_MESSAGES;

import { MANUAL_ERRORS } from './manuals/errors.js';
import { LABOUR_TIME_ERRORS } from './labour-times/errors.js';
import { ACCESS_ERRORS } from './access/errors.js';
import { INQUIRY_ERRORS } from './inquiry/errors.js';
import { REFDATA_ERRORS } from './refdata/errors.js';
import { DICTIONARY_ERRORS } from './dictionaries/errors.js';
import { CASE_ERRORS } from './cases/errors.js';
import { FILE_ERRORS } from './files/errors.js';
import { FAVORITE_ERRORS } from './favorites/errors.js';
import { ORDER_ERRORS } from './orders/errors.js';
import { OUTBOX_ERRORS } from './outbox/errors.js';
import { GROUP_ERRORS } from './groups/errors.js';
import { BULLETIN_ERRORS } from './bulletins/errors.js';
import { FEEDBACK_ERRORS } from './feedback/errors.js';
import { SYSTEM_ERRORS } from './system/errors.js';
import { DOWNLOAD_ERRORS } from './downloads/errors.js';
import { SHEET_IMPORT_ERRORS } from './sheet-import-errors.js';
import { SSO_ERRORS } from './auth/errors.js';
import { USER_ERRORS } from './users/errors.js';
import { TRANSLATION_ERRORS } from './translations/errors.js';
import { VIP_ERRORS } from './vip/errors.js';

import type { ErrorDef } from './error-def.js';
export type { ErrorDef, Messages } from './error-def.js';

/**
 * The error catalogue (spec §8) with each message in all six languages. Codes below 100000 and
 * 110003/110033/110036/120008 are the spec's; the 1100xx login and account codes are ours.
 * `{name}` placeholders are filled from the error's params.
 */
export const ERRORS = {
  PARAMETER_FORMAT: {
    code: 555,
    http: 555,
    message: {
      'zh-CN': '参数格式错误！{detail}',
      'en-US': 'Parameter format error! {detail}',
      vi: 'Lỗi định dạng tham số! {detail}',
      es: '¡Error de formato de parámetro! {detail}',
      de: 'Parameterformatfehler! {detail}',
      id: 'Kesalahan format parameter! {detail}',
    },
  },
  /** A request body over the server's body limit (the framework refuses it before it is read whole). */
  BODY_TOO_LARGE: {
    code: 413,
    http: 413,
    message: {
      'zh-CN': '请求内容过大',
      'en-US': 'The request is too large',
      vi: 'Yêu cầu quá lớn',
      es: 'La solicitud es demasiado grande',
      de: 'Die Anfrage ist zu groß',
      id: 'Permintaan terlalu besar',
    },
  },
  LOGIN_REQUIRED: {
    code: 110003,
    http: 401,
    message: {
      'zh-CN': '登录已失效，请重新登录',
      'en-US': 'Your session has expired, please log in again',
      vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
      es: 'Su sesión ha caducado, inicie sesión de nuevo',
      de: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an',
      id: 'Sesi Anda telah berakhir, silakan masuk kembali',
    },
  },
  NO_PERMISSION: {
    code: 403,
    http: 403,
    message: {
      'zh-CN': '您没有此操作的权限',
      'en-US': 'You do not have permission for this operation',
      vi: 'Bạn không có quyền thực hiện thao tác này',
      es: 'No tiene permiso para esta operación',
      de: 'Sie haben keine Berechtigung für diesen Vorgang',
      id: 'Anda tidak memiliki izin untuk operasi ini',
    },
  },
  NOT_FOUND: {
    code: 404,
    http: 404,
    message: {
      'zh-CN': '未找到请求的资源',
      'en-US': 'The requested resource was not found',
      vi: 'Không tìm thấy tài nguyên được yêu cầu',
      es: 'No se encontró el recurso solicitado',
      de: 'Die angeforderte Ressource wurde nicht gefunden',
      id: 'Sumber daya yang diminta tidak ditemukan',
    },
  },
  SERVER_ERROR: {
    code: 500,
    http: 500,
    message: {
      'zh-CN': '服务器错误，请联系管理员！',
      'en-US': 'Server error, please contact administrator!',
      vi: 'Lỗi máy chủ, vui lòng liên hệ quản trị viên!',
      es: '¡Error del servidor, contacte al administrador!',
      de: 'Serverfehler, bitte wenden Sie sich an den Administrator!',
      id: 'Kesalahan server, silakan hubungi administrator!',
    },
  },
  TOO_MANY_REQUESTS: {
    code: 429,
    http: 429,
    message: {
      'zh-CN': '请求过于频繁，请{seconds}秒后再试',
      'en-US': 'Too many requests from your address; try again in {seconds} seconds',
      vi: 'Quá nhiều yêu cầu từ địa chỉ của bạn; hãy thử lại sau {seconds} giây',
      es: 'Demasiadas solicitudes desde su dirección; inténtelo de nuevo en {seconds} segundos',
      de: 'Zu viele Anfragen von Ihrer Adresse; versuchen Sie es in {seconds} Sekunden erneut',
      id: 'Terlalu banyak permintaan dari alamat Anda; coba lagi dalam {seconds} detik',
    },
  },
  LICENCE_USER_LIMIT: {
    code: 20031,
    http: 200,
    message: {
      'zh-CN': '在线用户数已达到许可上限（{limit}），请稍后再试或联系供应商',
      'en-US': 'The licence allows {limit} online users and all are in use; try later or contact the supplier',
      vi: 'Giấy phép cho phép {limit} người dùng trực tuyến và đã dùng hết; hãy thử lại sau hoặc liên hệ nhà cung cấp',
      es: 'La licencia permite {limit} usuarios en línea y están todos en uso; inténtelo más tarde o contacte al proveedor',
      de: 'Die Lizenz erlaubt {limit} angemeldete Benutzer, alle sind belegt; versuchen Sie es später oder wenden Sie sich an den Lieferanten',
      id: 'Lisensi mengizinkan {limit} pengguna daring dan semuanya terpakai; coba lagi nanti atau hubungi pemasok',
    },
  },
  LICENCE_EXPIRED: {
    code: 20033,
    http: 200,
    message: {
      'zh-CN': '系统许可证已过期，请联系供应商',
      'en-US': 'The system licence has expired, please contact the supplier',
      vi: 'Giấy phép hệ thống đã hết hạn, vui lòng liên hệ nhà cung cấp',
      es: 'La licencia del sistema ha caducado, contacte al proveedor',
      de: 'Die Systemlizenz ist abgelaufen, bitte wenden Sie sich an den Lieferanten',
      id: 'Lisensi sistem telah kedaluwarsa, silakan hubungi pemasok',
    },
  },
  WRONG_CREDENTIALS: {
    code: 110010,
    http: 200,
    message: {
      'zh-CN': '账号或密码错误',
      'en-US': 'Wrong account name or password',
      vi: 'Sai tên tài khoản hoặc mật khẩu',
      es: 'Cuenta o contraseña incorrecta',
      de: 'Benutzername oder Passwort falsch',
      id: 'Nama akun atau kata sandi salah',
    },
  },
  CAPTCHA_REQUIRED: {
    code: 110011,
    http: 200,
    message: {
      'zh-CN': '请输入图形验证码',
      'en-US': 'Please enter the verification code shown in the picture',
      vi: 'Vui lòng nhập mã xác minh trong hình',
      es: 'Introduzca el código de verificación de la imagen',
      de: 'Bitte geben Sie den Prüfcode aus dem Bild ein',
      id: 'Silakan masukkan kode verifikasi pada gambar',
    },
  },
  CAPTCHA_WRONG: {
    code: 110012,
    http: 200,
    message: {
      'zh-CN': '验证码不正确',
      'en-US': 'Verification code incorrect',
      vi: 'Mã xác minh không đúng',
      es: 'Código de verificación incorrecto',
      de: 'Prüfcode falsch',
      id: 'Kode verifikasi salah',
    },
  },
  ACCOUNT_LOCKED: {
    code: 110013,
    http: 200,
    message: {
      'zh-CN': '密码错误次数过多，账号已锁定，请联系管理员解锁',
      'en-US': 'Too many wrong passwords: the account is locked. Ask an administrator to unlock it',
      vi: 'Nhập sai mật khẩu quá nhiều lần: tài khoản đã bị khóa. Hãy nhờ quản trị viên mở khóa',
      es: 'Demasiadas contraseñas incorrectas: la cuenta está bloqueada. Pida a un administrador que la desbloquee',
      de: 'Zu viele falsche Passwörter: Das Konto ist gesperrt. Bitten Sie einen Administrator, es zu entsperren',
      id: 'Terlalu banyak kata sandi salah: akun dikunci. Minta administrator untuk membukanya',
    },
  },
  ACCOUNT_DISABLED: {
    code: 110014,
    http: 200,
    message: {
      'zh-CN': '账号已停用，请联系管理员',
      'en-US': 'The account is disabled, please contact the administrator',
      vi: 'Tài khoản đã bị vô hiệu hóa, vui lòng liên hệ quản trị viên',
      es: 'La cuenta está deshabilitada, contacte al administrador',
      de: 'Das Konto ist deaktiviert, bitte wenden Sie sich an den Administrator',
      id: 'Akun dinonaktifkan, silakan hubungi administrator',
    },
  },
  PASSWORD_UNREADABLE: {
    code: 110015,
    http: 200,
    message: {
      'zh-CN': '密码无法解密，请刷新页面后重试',
      'en-US': 'The password could not be decrypted; reload the page and try again',
      vi: 'Không thể giải mã mật khẩu; hãy tải lại trang và thử lại',
      es: 'No se pudo descifrar la contraseña; recargue la página e inténtelo de nuevo',
      de: 'Das Passwort konnte nicht entschlüsselt werden; laden Sie die Seite neu und versuchen Sie es erneut',
      id: 'Kata sandi tidak dapat didekripsi; muat ulang halaman dan coba lagi',
    },
  },
  PASSWORD_WEAK: {
    code: 110016,
    http: 200,
    message: {
      'zh-CN': '密码须为8–16位，包含数字、大写字母、小写字母和特殊字符!@#$%^&*?()之一',
      'en-US': 'The password must have 8–16 characters with a digit, an upper-case letter, a lower-case letter and one of !@#$%^&*?()',
      vi: 'Mật khẩu phải có 8–16 ký tự gồm chữ số, chữ hoa, chữ thường và một trong các ký tự !@#$%^&*?()',
      es: 'La contraseña debe tener de 8 a 16 caracteres con un dígito, una mayúscula, una minúscula y uno de !@#$%^&*?()',
      de: 'Das Passwort muss 8–16 Zeichen haben, mit einer Ziffer, einem Groß- und einem Kleinbuchstaben und einem von !@#$%^&*?()',
      id: 'Kata sandi harus 8–16 karakter dengan angka, huruf besar, huruf kecil, dan salah satu dari !@#$%^&*?()',
    },
  },
  USERNAME_TAKEN: {
    code: 110017,
    http: 200,
    message: {
      'zh-CN': '该账号已被注册',
      'en-US': 'This account name is already taken',
      vi: 'Tên tài khoản này đã được sử dụng',
      es: 'Este nombre de cuenta ya está en uso',
      de: 'Dieser Benutzername ist bereits vergeben',
      id: 'Nama akun ini sudah digunakan',
    },
  },
  VERIFY_CODE_WRONG: {
    code: 110018,
    http: 200,
    message: {
      'zh-CN': '验证码不正确或已过期',
      'en-US': 'Verification code incorrect or expired',
      vi: 'Mã xác minh không đúng hoặc đã hết hạn',
      es: 'Código de verificación incorrecto o caducado',
      de: 'Bestätigungscode falsch oder abgelaufen',
      id: 'Kode verifikasi salah atau kedaluwarsa',
    },
  },
  VERIFY_CODE_TOO_FREQUENT: {
    code: 110019,
    http: 200,
    message: {
      'zh-CN': '验证码发送过于频繁，请{seconds}秒后再试',
      'en-US': 'A code was sent just now; try again in {seconds} seconds',
      vi: 'Mã vừa được gửi; hãy thử lại sau {seconds} giây',
      es: 'Se acaba de enviar un código; inténtelo de nuevo en {seconds} segundos',
      de: 'Es wurde gerade ein Code gesendet; versuchen Sie es in {seconds} Sekunden erneut',
      id: 'Kode baru saja dikirim; coba lagi dalam {seconds} detik',
    },
  },
  USER_NOT_FOUND: {
    code: 110020,
    http: 200,
    message: {
      'zh-CN': '账号不存在',
      'en-US': 'No such account',
      vi: 'Tài khoản không tồn tại',
      es: 'La cuenta no existe',
      de: 'Dieses Konto existiert nicht',
      id: 'Akun tidak ditemukan',
    },
  },
  OLD_PASSWORD_WRONG: {
    code: 110021,
    http: 200,
    message: {
      'zh-CN': '原密码不正确',
      'en-US': 'The old password is not correct',
      vi: 'Mật khẩu cũ không đúng',
      es: 'La contraseña anterior no es correcta',
      de: 'Das alte Passwort ist falsch',
      id: 'Kata sandi lama salah',
    },
  },
  PASSWORDS_INCONSISTENT: {
    code: 110022,
    http: 200,
    message: {
      'zh-CN': '两次输入的密码不一致',
      'en-US': 'The two passwords are inconsistent',
      vi: 'Hai mật khẩu không khớp',
      es: 'Las dos contraseñas no coinciden',
      de: 'Die beiden Passwörter stimmen nicht überein',
      id: 'Kedua kata sandi tidak sama',
    },
  },
  RESET_TICKET_INVALID: {
    code: 110023,
    http: 200,
    message: {
      'zh-CN': '找回密码的验证已失效，请重新开始',
      'en-US': 'The password recovery has expired, please start again',
      vi: 'Phiên khôi phục mật khẩu đã hết hạn, vui lòng bắt đầu lại',
      es: 'La recuperación de la contraseña ha caducado, empiece de nuevo',
      de: 'Die Passwortwiederherstellung ist abgelaufen, bitte beginnen Sie erneut',
      id: 'Pemulihan kata sandi telah kedaluwarsa, silakan mulai lagi',
    },
  },
  EMAIL_TAKEN: {
    code: 110024,
    http: 200,
    message: {
      'zh-CN': '该邮箱已被使用',
      'en-US': 'This e-mail address is already in use',
      vi: 'Địa chỉ e-mail này đã được sử dụng',
      es: 'Esta dirección de correo ya está en uso',
      de: 'Diese E-Mail-Adresse wird bereits verwendet',
      id: 'Alamat e-mail ini sudah digunakan',
    },
  },
  SSO_NOT_CONFIGURED: {
    code: 110025,
    http: 200,
    message: {
      'zh-CN': '尚未配置单点登录，请使用账号密码登录',
      'en-US': 'Single sign-on is not configured; please log in with your account and password',
      vi: 'Chưa cấu hình đăng nhập một lần; vui lòng đăng nhập bằng tài khoản và mật khẩu',
      es: 'El inicio de sesión único no está configurado; inicie sesión con su cuenta y contraseña',
      de: 'Single Sign-on ist nicht eingerichtet; bitte melden Sie sich mit Benutzername und Passwort an',
      id: 'Single sign-on belum dikonfigurasi; silakan masuk dengan akun dan kata sandi',
    },
  },
  REGISTRATION_CLOSED: {
    code: 110026,
    http: 200,
    message: {
      'zh-CN': '当前未开放注册',
      'en-US': 'Registration is closed',
      vi: 'Hiện không mở đăng ký',
      es: 'El registro está cerrado',
      de: 'Die Registrierung ist geschlossen',
      id: 'Pendaftaran ditutup',
    },
  },
  SAME_PASSWORD: {
    code: 110027,
    http: 200,
    message: {
      'zh-CN': '新密码不能与原密码相同',
      'en-US': 'The new password must differ from the old one',
      vi: 'Mật khẩu mới phải khác mật khẩu cũ',
      es: 'La nueva contraseña debe ser distinta de la anterior',
      de: 'Das neue Passwort muss sich vom alten unterscheiden',
      id: 'Kata sandi baru harus berbeda dari yang lama',
    },
  },
  CANNOT_CHANGE_SELF: {
    code: 110028,
    http: 200,
    message: {
      'zh-CN': '不能对自己的账号执行此操作',
      'en-US': 'You cannot do this to your own account',
      vi: 'Bạn không thể thực hiện thao tác này với tài khoản của chính mình',
      es: 'No puede hacer esto con su propia cuenta',
      de: 'Dies ist mit dem eigenen Konto nicht möglich',
      id: 'Anda tidak dapat melakukan ini pada akun Anda sendiri',
    },
  },
  ALREADY_EXISTS: {
    code: 110029,
    http: 200,
    message: {
      'zh-CN': '“{name}”已存在',
      'en-US': '"{name}" already exists',
      vi: '"{name}" đã tồn tại',
      es: '"{name}" ya existe',
      de: '„{name}“ existiert bereits',
      id: '"{name}" sudah ada',
    },
  },
  COMPATIBILITY_AUDIT: {
    code: 110033,
    http: 200,
    message: {
      'zh-CN': '兼容性审核错误',
      'en-US': 'Compatibility audit error',
      vi: 'Lỗi kiểm tra tương thích',
      es: 'Error de auditoría de compatibilidad',
      de: 'Fehler bei der Kompatibilitätsprüfung',
      id: 'Kesalahan audit kompatibilitas',
    },
  },
  COMPATIBILITY_VALIDATION: {
    code: 110036,
    http: 200,
    message: {
      'zh-CN': '兼容性校验未通过',
      'en-US': 'Compatibility validation failed',
      vi: 'Xác thực tương thích không thành công',
      es: 'La validación de compatibilidad falló',
      de: 'Kompatibilitätsprüfung fehlgeschlagen',
      id: 'Validasi kompatibilitas gagal',
    },
  },
  SILENT: {
    code: 120008,
    http: 200,
    message: { 'zh-CN': '', 'en-US': '', vi: '', es: '', de: '', id: '' },
  },
  // Catalogue (spec §8 messages); the codes 1300xx are ours.
  MODEL_NOT_FOUND: {
    code: 130001,
    http: 200,
    message: {
      'zh-CN': '未找到对应车型',
      'en-US': 'No corresponding model found',
      vi: 'Không tìm thấy mẫu xe tương ứng',
      es: 'No se encontró el modelo correspondiente',
      de: 'Kein passendes Modell gefunden',
      id: 'Model yang sesuai tidak ditemukan',
    },
  },
  BOM_NO_RESULTS: {
    code: 130002,
    http: 200,
    message: {
      'zh-CN': '当前BOM搜索无结果',
      'en-US': 'The current BOM search has no results',
      vi: 'Tìm kiếm BOM hiện tại không có kết quả',
      es: 'La búsqueda actual en la lista de materiales no tiene resultados',
      de: 'Die aktuelle Stücklistensuche hat keine Ergebnisse',
      id: 'Pencarian BOM saat ini tidak memberikan hasil',
    },
  },
  BASELINE_NOT_FOUND: {
    code: 130003,
    http: 200,
    message: {
      'zh-CN': '基线不存在',
      'en-US': 'Baseline does not exist',
      vi: 'Đường cơ sở không tồn tại',
      es: 'La línea base no existe',
      de: 'Die Baseline existiert nicht',
      id: 'Baseline tidak ada',
    },
  },
  MODEL_INCOMPLETE: {
    code: 130004,
    http: 200,
    message: {
      'zh-CN': '该车型数据不完整',
      'en-US': 'This model is incomplete',
      vi: 'Dữ liệu của mẫu xe này chưa đầy đủ',
      es: 'Este modelo está incompleto',
      de: 'Dieses Modell ist unvollständig',
      id: 'Model ini tidak lengkap',
    },
  },
  SN_NOT_FOUND: {
    code: 130005,
    http: 200,
    message: {
      'zh-CN': '没有匹配的序列号',
      'en-US': 'No matching SN',
      vi: 'Không có số sê-ri phù hợp',
      es: 'No hay ningún número de serie coincidente',
      de: 'Keine passende Seriennummer',
      id: 'Tidak ada nomor seri yang cocok',
    },
  },
  SN_ERROR: {
    code: 130006,
    http: 200,
    message: {
      'zh-CN': '序列号错误',
      'en-US': 'SN error',
      vi: 'Số sê-ri không hợp lệ',
      es: 'Número de serie erróneo',
      de: 'Seriennummer fehlerhaft',
      id: 'Nomor seri salah',
    },
  },
  CONTENT_NOT_FOUND: {
    code: 130007,
    http: 200,
    message: {
      'zh-CN': '未找到内容',
      'en-US': 'No content found',
      vi: 'Không tìm thấy nội dung',
      es: 'No se encontró contenido',
      de: 'Kein Inhalt gefunden',
      id: 'Konten tidak ditemukan',
    },
  },
  MODEL_CONTENT_NOT_FOUND: {
    code: 130008,
    http: 200,
    message: {
      'zh-CN': '未找到车型内容',
      'en-US': 'Model content not found',
      vi: 'Không tìm thấy nội dung của mẫu xe',
      es: 'No se encontró el contenido del modelo',
      de: 'Modellinhalt nicht gefunden',
      id: 'Konten model tidak ditemukan',
    },
  },
  // Each later domain keeps its codes in its own file (errors.<domain>.ts).
  ...MANUAL_ERRORS,
  ...LABOUR_TIME_ERRORS,
  ...ACCESS_ERRORS,
  ...INQUIRY_ERRORS,
  ...REFDATA_ERRORS,
  ...DICTIONARY_ERRORS,
  ...CASE_ERRORS,
  ...FILE_ERRORS,
  ...FAVORITE_ERRORS,
  ...ORDER_ERRORS,
  ...OUTBOX_ERRORS,
  ...GROUP_ERRORS,
  ...BULLETIN_ERRORS,
  ...FEEDBACK_ERRORS,
  ...SYSTEM_ERRORS,
  ...DOWNLOAD_ERRORS,
  ...SHEET_IMPORT_ERRORS,
  ...SSO_ERRORS,
  ...USER_ERRORS,
  ...TRANSLATION_ERRORS,
  ...VIP_ERRORS,
} as const satisfies Record<string, ErrorDef>;

export type ErrorKey = keyof typeof ERRORS;

/** Fills `{name}` placeholders; unknown ones are left as they are. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  ).trim();
}

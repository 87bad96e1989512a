import type { ErrorDef } from '../error-def.js';

/** Uploads and attachments: business codes 1700xx, each message in all six languages. */
export const FILE_ERRORS = {
  /** An unknown file, or one the caller may not see (a foreign file looks like a missing one). */
  FILE_NOT_FOUND: {
    code: 170001,
    http: 200,
    message: {
      'zh-CN': '服务器上未找到该资源文件',
      'en-US': 'Resource file not found on the server',
      vi: 'Không tìm thấy tệp tài nguyên trên máy chủ',
      es: 'No se encontró el archivo de recurso en el servidor',
      de: 'Ressourcendatei auf dem Server nicht gefunden',
      id: 'File sumber tidak ditemukan di server',
    },
  },
  /** Spec §5: size 0 refused. */
  FILE_EMPTY: {
    code: 170002,
    http: 200,
    message: {
      'zh-CN': '不能上传空文件',
      'en-US': 'An empty file cannot be uploaded',
      vi: 'Không thể tải lên tệp trống',
      es: 'No se puede subir un archivo vacío',
      de: 'Eine leere Datei kann nicht hochgeladen werden',
      id: 'File kosong tidak dapat diunggah',
    },
  },
  /** Spec §5: single file over {max} MB refused. */
  FILE_TOO_LARGE: {
    code: 170003,
    http: 200,
    message: {
      'zh-CN': '文件大小超过限制 {max} MB',
      'en-US': 'The file size exceeds the limit of {max} MB',
      vi: 'Kích thước tệp vượt quá giới hạn {max} MB',
      es: 'El tamaño del archivo supera el límite de {max} MB',
      de: 'Die Dateigröße überschreitet das Limit von {max} MB',
      id: 'Ukuran file melebihi batas {max} MB',
    },
  },
  /** Spec §8 "please upload {types} file": the extension is not in the kind's list. */
  FILE_TYPE_NOT_ALLOWED: {
    code: 170004,
    http: 200,
    message: {
      'zh-CN': '请上传 {types} 格式的文件',
      'en-US': 'Please upload a {types} file',
      vi: 'Vui lòng tải lên tệp {types}',
      es: 'Suba un archivo {types}',
      de: 'Bitte laden Sie eine {types}-Datei hoch',
      id: 'Silakan unggah file {types}',
    },
  },
  /** The bytes are not what the name says (a renamed executable, a page called .jpg). */
  FILE_CONTENT_MISMATCH: {
    code: 170005,
    http: 200,
    message: {
      'zh-CN': '文件内容与扩展名 .{ext} 不符',
      'en-US': 'The file content does not match its extension .{ext}',
      vi: 'Nội dung tệp không khớp với phần mở rộng .{ext}',
      es: 'El contenido del archivo no corresponde a su extensión .{ext}',
      de: 'Der Dateiinhalt passt nicht zur Endung .{ext}',
      id: 'Isi file tidak sesuai dengan ekstensinya .{ext}',
    },
  },
  /** Spec §5: more than {max} files refused (one upload, or the files of one object). */
  FILE_COUNT_EXCEEDED: {
    code: 170006,
    http: 200,
    message: {
      'zh-CN': '文件数量超过限制 {max} 个',
      'en-US': 'The number of files exceeds the limit of {max}',
      vi: 'Số lượng tệp vượt quá giới hạn {max}',
      es: 'El número de archivos supera el límite de {max}',
      de: 'Die Anzahl der Dateien überschreitet das Limit von {max}',
      id: 'Jumlah file melebihi batas {max}',
    },
  },
  /** Spec §5: file name max 70 characters. */
  FILE_NAME_TOO_LONG: {
    code: 170007,
    http: 200,
    message: {
      'zh-CN': '文件名不能超过 {max} 个字符',
      'en-US': 'The file name may have at most {max} characters',
      vi: 'Tên tệp không được vượt quá {max} ký tự',
      es: 'El nombre del archivo puede tener como máximo {max} caracteres',
      de: 'Der Dateiname darf höchstens {max} Zeichen haben',
      id: 'Nama file paling banyak {max} karakter',
    },
  },
  /** A file already belongs to an object: it is detached through that object, not deleted or attached again. */
  FILE_ATTACHED: {
    code: 170008,
    http: 200,
    message: {
      'zh-CN': '该文件已关联到其他对象',
      'en-US': 'The file is already attached to an object',
      vi: 'Tệp đã được đính kèm vào một đối tượng',
      es: 'El archivo ya está adjunto a un objeto',
      de: 'Die Datei ist bereits einem Objekt zugeordnet',
      id: 'File sudah dilampirkan ke suatu objek',
    },
  },
  /** The object to attach to is unknown, or the caller may not change its attachments. */
  ATTACHMENT_OBJECT_NOT_FOUND: {
    code: 170009,
    http: 200,
    message: {
      'zh-CN': '未找到要关联附件的对象',
      'en-US': 'The object to attach the files to was not found',
      vi: 'Không tìm thấy đối tượng để đính kèm tệp',
      es: 'No se encontró el objeto al que adjuntar los archivos',
      de: 'Das Objekt für die Anhänge wurde nicht gefunden',
      id: 'Objek untuk melampirkan file tidak ditemukan',
    },
  },
  /** Spec §8 "upload failed": the upload was not a multipart form with a file. */
  FILE_REQUIRED: {
    code: 170010,
    http: 200,
    message: {
      'zh-CN': '请选择文件',
      'en-US': 'Please select a file',
      vi: 'Vui lòng chọn tệp',
      es: 'Seleccione un archivo',
      de: 'Bitte wählen Sie eine Datei aus',
      id: 'Silakan pilih file',
    },
  },
  /** The shared visitor login only reads (spec §1): it stores nothing. */
  VISITOR_CANNOT_UPLOAD: {
    code: 170011,
    http: 200,
    message: {
      'zh-CN': '访客不能上传文件，请使用账号登录',
      'en-US': 'Visitors cannot upload files; please log in with an account',
      vi: 'Khách không thể tải tệp lên; vui lòng đăng nhập bằng tài khoản',
      es: 'Los visitantes no pueden subir archivos; inicie sesión con una cuenta',
      de: 'Besucher können keine Dateien hochladen; bitte melden Sie sich mit einem Konto an',
      id: 'Pengunjung tidak dapat mengunggah file; silakan masuk dengan akun',
    },
  },
  /** The caller's uploads of the UTC day would pass its user type's quota (decision 032). */
  UPLOAD_QUOTA_EXCEEDED: {
    code: 170012,
    http: 200,
    message: {
      'zh-CN': '本次上传将超出您每日 {mb} MB、{files} 个文件的上传限额；限额于 UTC 0 点重新计算',
      'en-US': 'This upload would exceed your daily limit of {mb} MB and {files} files; the count starts again at 00:00 UTC',
      vi: 'Lần tải lên này sẽ vượt quá hạn mức hằng ngày của bạn là {mb} MB và {files} tệp; hạn mức được tính lại lúc 00:00 UTC',
      es: 'Esta subida superaría su límite diario de {mb} MB y {files} archivos; el recuento empieza de nuevo a las 00:00 UTC',
      de: 'Dieser Upload würde Ihr Tageslimit von {mb} MB und {files} Dateien überschreiten; die Zählung beginnt um 00:00 UTC neu',
      id: 'Unggahan ini akan melebihi batas harian Anda sebesar {mb} MB dan {files} file; hitungan dimulai lagi pukul 00.00 UTC',
    },
  },
  /** More uploads started by one user in the window than UPLOAD_RATE_MAX (decision 032). */
  UPLOAD_TOO_FREQUENT: {
    code: 170013,
    http: 429,
    message: {
      'zh-CN': '上传过于频繁，请{seconds}秒后再试',
      'en-US': 'Too many uploads in a short time; try again in {seconds} seconds',
      vi: 'Tải lên quá nhiều trong thời gian ngắn; hãy thử lại sau {seconds} giây',
      es: 'Demasiadas subidas en poco tiempo; inténtelo de nuevo en {seconds} segundos',
      de: 'Zu viele Uploads in kurzer Zeit; versuchen Sie es in {seconds} Sekunden erneut',
      id: 'Terlalu banyak unggahan dalam waktu singkat; coba lagi dalam {seconds} detik',
    },
  },
} as const satisfies Record<string, ErrorDef>;

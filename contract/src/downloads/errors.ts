import type { ErrorDef } from '../error-def.js';

/** The download area: business codes 2500xx, each message in all six languages. */
export const DOWNLOAD_ERRORS = {
  /** An unknown folder of the download area. */
  DOWNLOAD_FOLDER_NOT_FOUND: {
    code: 250001,
    http: 200,
    message: {
      'zh-CN': '下载区文件夹不存在',
      'en-US': 'The download folder does not exist',
      vi: 'Thư mục tải xuống không tồn tại',
      es: 'La carpeta de descargas no existe',
      de: 'Der Download-Ordner existiert nicht',
      id: 'Folder unduhan tidak ada',
    },
  },
  /** A sibling folder has that name already (names compare without case). */
  DOWNLOAD_FOLDER_NAME_EXISTS: {
    code: 250002,
    http: 200,
    message: {
      'zh-CN': '同一位置已有名为“{name}”的文件夹',
      'en-US': 'A folder named "{name}" already exists here',
      vi: 'Đã có thư mục tên "{name}" ở đây',
      es: 'Ya existe una carpeta llamada "{name}" aquí',
      de: 'Hier gibt es bereits einen Ordner "{name}"',
      id: 'Folder bernama "{name}" sudah ada di sini',
    },
  },
  /** Only an empty folder is deleted: its files and subfolders go first, explicitly. */
  DOWNLOAD_FOLDER_NOT_EMPTY: {
    code: 250003,
    http: 200,
    message: {
      'zh-CN': '文件夹不为空，请先删除其中的文件和子文件夹',
      'en-US': 'The folder is not empty: delete its files and subfolders first',
      vi: 'Thư mục không trống: hãy xóa các tệp và thư mục con trước',
      es: 'La carpeta no está vacía: elimine primero sus archivos y subcarpetas',
      de: 'Der Ordner ist nicht leer: zuerst seine Dateien und Unterordner löschen',
      id: 'Folder tidak kosong: hapus dulu file dan subfoldernya',
    },
  },
  /** Folders nest at most DOWNLOAD_FOLDER_DEPTH_MAX deep. */
  DOWNLOAD_FOLDER_TOO_DEEP: {
    code: 250004,
    http: 200,
    message: {
      'zh-CN': '文件夹最多嵌套 {max} 层',
      'en-US': 'Folders nest at most {max} levels deep',
      vi: 'Thư mục lồng nhau tối đa {max} cấp',
      es: 'Las carpetas se anidan como máximo {max} niveles',
      de: 'Ordner sind höchstens {max} Ebenen tief verschachtelt',
      id: 'Folder bersarang paling banyak {max} tingkat',
    },
  },
  /** An unknown entry of the download area. */
  DOWNLOAD_FILE_NOT_FOUND: {
    code: 250005,
    http: 200,
    message: {
      'zh-CN': '下载文件不存在',
      'en-US': 'The download file does not exist',
      vi: 'Tệp tải xuống không tồn tại',
      es: 'El archivo de descarga no existe',
      de: 'Die Download-Datei existiert nicht',
      id: 'File unduhan tidak ada',
    },
  },
  /** An entry that is neither public, nor shown to one of the caller's groups, and the caller does not manage the area. */
  DOWNLOAD_FILE_FORBIDDEN: {
    code: 250006,
    http: 403,
    message: {
      'zh-CN': '您无权下载此文件',
      'en-US': 'You may not download this file',
      vi: 'Bạn không có quyền tải tệp này',
      es: 'No puede descargar este archivo',
      de: 'Sie dürfen diese Datei nicht herunterladen',
      id: 'Anda tidak boleh mengunduh file ini',
    },
  },
  /** A group to show an entry to that does not exist. */
  DOWNLOAD_GROUP_NOT_FOUND: {
    code: 250007,
    http: 200,
    message: {
      'zh-CN': '所选用户组不存在',
      'en-US': 'A chosen group does not exist',
      vi: 'Nhóm đã chọn không tồn tại',
      es: 'Un grupo elegido no existe',
      de: 'Eine gewählte Gruppe existiert nicht',
      id: 'Grup yang dipilih tidak ada',
    },
  },
  /** An address given for an uploaded entry: only links have one. */
  DOWNLOAD_NOT_A_LINK: {
    code: 250008,
    http: 200,
    message: {
      'zh-CN': '只有外部链接可以设置地址',
      'en-US': 'Only an external link has an address',
      vi: 'Chỉ liên kết ngoài mới có địa chỉ',
      es: 'Solo un enlace externo tiene una dirección',
      de: 'Nur ein externer Link hat eine Adresse',
      id: 'Hanya tautan eksternal yang memiliki alamat',
    },
  },
} as const satisfies Record<string, ErrorDef>;

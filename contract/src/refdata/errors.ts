import type { ErrorDef, Messages } from '../error-def.js';
import { SHEET_IMPORT_ROW_MESSAGES } from '../sheet-import-errors.js';

/** Reference data and responsible persons: business codes 1800xx, each message in all six languages. */
export const REFDATA_ERRORS = {
  /** getVehicleInfo: no vehicle of ours has this VIN. */
  VEHICLE_NOT_FOUND: {
    code: 180001,
    http: 200,
    message: {
      'zh-CN': '未找到该VIN对应的车辆',
      'en-US': 'No vehicle found for this VIN',
      vi: 'Không tìm thấy xe với số VIN này',
      es: 'No se encontró ningún vehículo con este VIN',
      de: 'Zu dieser FIN wurde kein Fahrzeug gefunden',
      id: 'Tidak ada kendaraan dengan VIN ini',
    },
  },
  /** getWorkOrderInfo: the work order source does not know the number. */
  WORK_ORDER_NOT_FOUND: {
    code: 180002,
    http: 200,
    message: {
      'zh-CN': '未找到该工单',
      'en-US': 'Work order not found',
      vi: 'Không tìm thấy lệnh sửa chữa',
      es: 'No se encontró la orden de trabajo',
      de: 'Werkstattauftrag nicht gefunden',
      id: 'Perintah kerja tidak ditemukan',
    },
  },
  /** The configured DMS did not answer, or answered something unreadable. */
  WORK_ORDER_SOURCE_UNAVAILABLE: {
    code: 180003,
    http: 200,
    message: {
      'zh-CN': '工单系统暂时无法访问，请稍后重试或手动填写',
      'en-US': 'The work order system is not reachable; try again later or fill in the fields by hand',
      vi: 'Không kết nối được hệ thống lệnh sửa chữa; hãy thử lại sau hoặc nhập tay',
      es: 'El sistema de órdenes de trabajo no responde; inténtelo más tarde o rellene los campos a mano',
      de: 'Das Auftragssystem ist nicht erreichbar; später erneut versuchen oder die Felder von Hand ausfüllen',
      id: 'Sistem perintah kerja tidak dapat dijangkau; coba lagi nanti atau isi secara manual',
    },
  },
  /** Part name by code: no part has this code. */
  PART_CODE_NOT_FOUND: {
    code: 180004,
    http: 200,
    message: {
      'zh-CN': '未找到该零件号',
      'en-US': 'No part with this part code',
      vi: 'Không có phụ tùng với mã này',
      es: 'No hay ninguna pieza con este código',
      de: 'Kein Teil mit dieser Teilenummer',
      id: 'Tidak ada suku cadang dengan kode ini',
    },
  },
  /** The import refused as a whole; errorData lists every refused row. */
  RESPONSIBLE_IMPORT_FAILED: {
    code: 180010,
    http: 200,
    message: {
      'zh-CN': '导入失败：{count} 行有错误，未导入任何数据',
      'en-US': 'Import failed: {count} rows have errors; nothing was imported',
      vi: 'Nhập thất bại: {count} dòng có lỗi; không có dữ liệu nào được nhập',
      es: 'Importación fallida: {count} filas con errores; no se importó nada',
      de: 'Import fehlgeschlagen: {count} Zeilen fehlerhaft; nichts wurde importiert',
      id: 'Impor gagal: {count} baris bermasalah; tidak ada yang diimpor',
    },
  },
  /** Not an .xlsx workbook, or one without the expected header. */
  RESPONSIBLE_IMPORT_UNREADABLE: {
    code: 180011,
    http: 200,
    message: {
      'zh-CN': '无法读取文件：请使用 .xlsx 模板（列：{columns}）',
      'en-US': 'The file cannot be read: use the .xlsx template (columns: {columns})',
      vi: 'Không đọc được tệp: hãy dùng mẫu .xlsx (cột: {columns})',
      es: 'No se puede leer el archivo: use la plantilla .xlsx (columnas: {columns})',
      de: 'Die Datei ist nicht lesbar: bitte die .xlsx-Vorlage verwenden (Spalten: {columns})',
      id: 'Berkas tidak dapat dibaca: gunakan templat .xlsx (kolom: {columns})',
    },
  },
  /** Delete or lookup of a responsible-person row that does not exist. */
  RESPONSIBLE_PERSON_NOT_FOUND: {
    code: 180013,
    http: 200,
    message: {
      'zh-CN': '未找到该负责人记录',
      'en-US': 'Responsible person entry not found',
      vi: 'Không tìm thấy người phụ trách',
      es: 'No se encontró el responsable',
      de: 'Eintrag der verantwortlichen Person nicht gefunden',
      id: 'Data penanggung jawab tidak ditemukan',
    },
  },
  /** Adding a processor to an area that already has one. */
  AREA_HAS_PROCESSOR: {
    code: 180014,
    http: 200,
    message: {
      'zh-CN': '该区域已有处理人：{name}',
      'en-US': 'This area already has a processor: {name}',
      vi: 'Khu vực này đã có người xử lý: {name}',
      es: 'Esta zona ya tiene un gestor: {name}',
      de: 'Dieses Gebiet hat bereits einen Bearbeiter: {name}',
      id: 'Wilayah ini sudah memiliki pemroses: {name}',
    },
  },
  /** A responsible person named by a login name no (non-visitor) account has. */
  RESPONSIBLE_USER_UNKNOWN: {
    code: 180060,
    http: 200,
    message: {
      'zh-CN': '用户“{username}”不存在',
      'en-US': 'No user "{username}"',
      vi: 'Không có người dùng "{username}"',
      es: 'No existe el usuario "{username}"',
      de: 'Kein Benutzer „{username}“',
      id: 'Pengguna "{username}" tidak ada',
    },
  },
  /** A province or city code the area list does not have. */
  RESPONSIBLE_AREA_UNKNOWN: {
    code: 180061,
    http: 200,
    message: {
      'zh-CN': '省份或城市无效',
      'en-US': 'Unknown province or city',
      vi: 'Tỉnh hoặc thành phố không hợp lệ',
      es: 'Provincia o ciudad desconocida',
      de: 'Unbekannte Provinz oder Stadt',
      id: 'Provinsi atau kota tidak dikenal',
    },
  },
  /** The same user in the same role for the same area is already listed. */
  RESPONSIBLE_PERSON_EXISTS: {
    code: 180062,
    http: 200,
    message: {
      'zh-CN': '该用户已以此角色负责该区域',
      'en-US': 'This user already has this role for this area',
      vi: 'Người dùng này đã có vai trò này cho khu vực này',
      es: 'Este usuario ya tiene este rol para esta zona',
      de: 'Dieser Benutzer hat diese Rolle für dieses Gebiet bereits',
      id: 'Pengguna ini sudah memiliki peran ini untuk wilayah ini',
    },
  },
} as const satisfies Record<string, ErrorDef>;

/** Why one row of a responsible-person import was refused; `{value}` is the cell. */
export const RESPONSIBLE_IMPORT_ROW_MESSAGES = {
  ROLE_UNKNOWN: {
    'zh-CN': '角色“{value}”无效，应为 PROCESSOR、EXPERT 或 LEADER',
    'en-US': 'Role "{value}" is not PROCESSOR, EXPERT or LEADER',
    vi: 'Vai trò "{value}" không hợp lệ (PROCESSOR, EXPERT hoặc LEADER)',
    es: 'El rol "{value}" no es PROCESSOR, EXPERT ni LEADER',
    de: 'Rolle „{value}“ ist nicht PROCESSOR, EXPERT oder LEADER',
    id: 'Peran "{value}" bukan PROCESSOR, EXPERT atau LEADER',
  },
  USER_UNKNOWN: {
    'zh-CN': '用户“{value}”不存在',
    'en-US': 'No user "{value}"',
    vi: 'Không có người dùng "{value}"',
    es: 'No existe el usuario "{value}"',
    de: 'Kein Benutzer „{value}“',
    id: 'Pengguna "{value}" tidak ada',
  },
  PROVINCE_UNKNOWN: {
    'zh-CN': '省份“{value}”无效',
    'en-US': 'Unknown province "{value}"',
    vi: 'Tỉnh "{value}" không hợp lệ',
    es: 'Provincia desconocida "{value}"',
    de: 'Unbekannte Provinz „{value}“',
    id: 'Provinsi "{value}" tidak dikenal',
  },
  CITY_UNKNOWN: {
    'zh-CN': '城市“{value}”不属于该省份',
    'en-US': 'City "{value}" is not in the province',
    vi: 'Thành phố "{value}" không thuộc tỉnh này',
    es: 'La ciudad "{value}" no pertenece a la provincia',
    de: 'Stadt „{value}“ liegt nicht in der Provinz',
    id: 'Kota "{value}" tidak berada di provinsi tersebut',
  },
  CITY_WITHOUT_PROVINCE: {
    'zh-CN': '填写城市时必须填写省份',
    'en-US': 'A city needs its province',
    vi: 'Cần nhập tỉnh khi nhập thành phố',
    es: 'Una ciudad necesita su provincia',
    de: 'Eine Stadt braucht ihre Provinz',
    id: 'Kota memerlukan provinsinya',
  },
  PROCESSOR_TAKEN: {
    'zh-CN': '该区域已有处理人：{value}',
    'en-US': 'The area already has a processor: {value}',
    vi: 'Khu vực đã có người xử lý: {value}',
    es: 'La zona ya tiene un gestor: {value}',
    de: 'Das Gebiet hat bereits einen Bearbeiter: {value}',
    id: 'Wilayah sudah memiliki pemroses: {value}',
  },
  ...SHEET_IMPORT_ROW_MESSAGES,
} as const satisfies Record<string, Messages>;
export type ResponsibleImportRowProblem = keyof typeof RESPONSIBLE_IMPORT_ROW_MESSAGES;

import type { ErrorDef } from '../error-def.js';

/** Bulletins and recalls: business codes 2700xx, each message in all six languages. */
export const BULLETIN_ERRORS = {
  /** An unknown bulletin, or one the caller may not read (a foreign id looks like a missing one). */
  BULLETIN_NOT_FOUND: {
    code: 270001,
    http: 200,
    message: {
      'zh-CN': '未找到对应的公告',
      'en-US': 'No corresponding bulletin found',
      vi: 'Không tìm thấy thông báo tương ứng',
      es: 'No se encontró el boletín correspondiente',
      de: 'Kein entsprechendes Bulletin gefunden',
      id: 'Buletin yang sesuai tidak ditemukan',
    },
  },
  /** The workflow table has no row for this status, action and the caller's permissions. */
  BULLETIN_ACTION_NOT_ALLOWED: {
    code: 270002,
    http: 200,
    message: {
      'zh-CN': '公告当前状态下您不能执行此操作',
      'en-US': 'You cannot do this to the bulletin in its current status',
      vi: 'Bạn không thể thực hiện thao tác này với thông báo ở trạng thái hiện tại',
      es: 'No puede realizar esta acción en el boletín en su estado actual',
      de: 'Diese Aktion ist für das Bulletin im aktuellen Status nicht erlaubt',
      id: 'Anda tidak dapat melakukan tindakan ini pada buletin dalam status saat ini',
    },
  },
  /** An approval for a level other than the one the bulletin waits on (two approvers at once, or a stale page). */
  BULLETIN_WRONG_LEVEL: {
    code: 270003,
    http: 200,
    message: {
      'zh-CN': '公告当前等待第 {expected} 级审批',
      'en-US': 'The bulletin is waiting for approval level {expected}',
      vi: 'Thông báo đang chờ phê duyệt cấp {expected}',
      es: 'El boletín espera la aprobación de nivel {expected}',
      de: 'Das Bulletin wartet auf die Freigabestufe {expected}',
      id: 'Buletin sedang menunggu persetujuan tingkat {expected}',
    },
  },
  /** Models, VIN ranges or production dates on a type that concerns no vehicle. */
  BULLETIN_VEHICLES_NOT_FOR_TYPE: {
    code: 270004,
    http: 200,
    message: {
      'zh-CN': '只有召回和技术公告可以指定车型、VIN 范围或生产日期',
      'en-US': 'Only recalls and technical bulletins may name models, VIN ranges or production dates',
      vi: 'Chỉ thông báo triệu hồi và kỹ thuật mới được chỉ định mẫu xe, dải VIN hoặc ngày sản xuất',
      es: 'Solo las llamadas a revisión y los boletines técnicos pueden indicar modelos, rangos de VIN o fechas de producción',
      de: 'Nur Rückrufe und technische Bulletins dürfen Modelle, FIN-Bereiche oder Produktionsdaten nennen',
      id: 'Hanya penarikan dan buletin teknis yang boleh menyebutkan model, rentang VIN, atau tanggal produksi',
    },
  },
  /** The picture is not an image upload of the caller's (or of this bulletin's). */
  BULLETIN_PICTURE_INVALID: {
    code: 270005,
    http: 200,
    message: {
      'zh-CN': '公告图片必须是 png、jpg 或 jpeg 图片',
      'en-US': 'The bulletin picture must be a png, jpg or jpeg image',
      vi: 'Ảnh thông báo phải là ảnh png, jpg hoặc jpeg',
      es: 'La imagen del boletín debe ser una imagen png, jpg o jpeg',
      de: 'Das Bulletin-Bild muss ein png-, jpg- oder jpeg-Bild sein',
      id: 'Gambar buletin harus berupa gambar png, jpg, atau jpeg',
    },
  },
  /** Affected part codes that name no part in the catalogue. */
  BULLETIN_PART_UNKNOWN: {
    code: 270006,
    http: 200,
    message: {
      'zh-CN': '这些物料编码不存在：{codes}',
      'en-US': 'These part codes do not exist: {codes}',
      vi: 'Các mã phụ tùng này không tồn tại: {codes}',
      es: 'Estos códigos de pieza no existen: {codes}',
      de: 'Diese Teilenummern gibt es nicht: {codes}',
      id: 'Kode suku cadang ini tidak ada: {codes}',
    },
  },
  /** An audience group that does not exist (deleted meanwhile, or a wrong id). */
  BULLETIN_GROUP_UNKNOWN: {
    code: 270007,
    http: 200,
    message: {
      'zh-CN': '所选的用户组不存在',
      'en-US': 'A chosen group does not exist',
      vi: 'Một nhóm đã chọn không tồn tại',
      es: 'Un grupo elegido no existe',
      de: 'Eine gewählte Gruppe gibt es nicht',
      id: 'Grup yang dipilih tidak ada',
    },
  },
  /** The levels of one approval round are given by different people (setting bulletinDistinctApprovers, on unless turned off). */
  BULLETIN_SAME_APPROVER: {
    code: 270008,
    http: 200,
    message: {
      'zh-CN': '您已审批过此公告的上一级，下一级须由其他人审批',
      'en-US': 'You approved an earlier level of this bulletin; the next level must be approved by someone else',
      vi: 'Bạn đã duyệt một cấp trước của thông báo này; cấp tiếp theo phải do người khác duyệt',
      es: 'Ya aprobó un nivel anterior de este boletín; el siguiente nivel debe aprobarlo otra persona',
      de: 'Sie haben bereits eine frühere Stufe dieses Bulletins freigegeben; die nächste Stufe muss jemand anderes freigeben',
      id: 'Anda sudah menyetujui tingkat sebelumnya dari buletin ini; tingkat berikutnya harus disetujui orang lain',
    },
  },
  /** A VIN range whose ends are not 17-character VINs, or whose first VIN comes after its last. */
  BULLETIN_VIN_RANGE_INVALID: {
    code: 270009,
    http: 200,
    message: {
      'zh-CN': 'VIN 范围 {range} 无效：起止须为 17 位 VIN（不含 I、O、Q），且起始不大于结束',
      'en-US': 'The VIN range {range} is invalid: both ends must be 17-character VINs (no I, O or Q) and the first must not come after the last',
      vi: 'Dải VIN {range} không hợp lệ: hai đầu phải là VIN 17 ký tự (không có I, O, Q) và VIN đầu không được đứng sau VIN cuối',
      es: 'El rango de VIN {range} no es válido: ambos extremos deben ser VIN de 17 caracteres (sin I, O ni Q) y el primero no puede ser posterior al último',
      de: 'Der FIN-Bereich {range} ist ungültig: beide Enden müssen 17-stellige FIN sein (ohne I, O, Q) und die erste darf nicht nach der letzten liegen',
      id: 'Rentang VIN {range} tidak valid: kedua ujung harus VIN 17 karakter (tanpa I, O, Q) dan yang pertama tidak boleh setelah yang terakhir',
    },
  },
  /** Models the catalogue does not hold (a bulletin names models by their catalogue code). */
  BULLETIN_MODEL_UNKNOWN: {
    code: 270010,
    http: 200,
    message: {
      'zh-CN': '目录中没有这些车型：{codes}',
      'en-US': 'The catalogue has no such models: {codes}',
      vi: 'Danh mục không có các mẫu xe này: {codes}',
      es: 'El catálogo no tiene estos modelos: {codes}',
      de: 'Der Katalog enthält diese Modelle nicht: {codes}',
      id: 'Katalog tidak memiliki model ini: {codes}',
    },
  },
} as const satisfies Record<string, ErrorDef>;

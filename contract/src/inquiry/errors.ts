import type { ErrorDef } from '../error-def.js';

/** Inquiry forms and their reply thread: business codes 1900xx, each message in all six languages. */
export const INQUIRY_ERRORS = {
  /** An unknown inquiry, or one the caller may not see (a foreign id looks like a missing one). */
  INQUIRY_NOT_FOUND: {
    code: 190001,
    http: 200,
    message: {
      'zh-CN': '未找到对应的问询单',
      'en-US': 'No corresponding inquiry form found',
      vi: 'Không tìm thấy phiếu yêu cầu tương ứng',
      es: 'No se encontró el formulario de consulta correspondiente',
      de: 'Kein entsprechendes Anfrageformular gefunden',
      id: 'Formulir pertanyaan yang sesuai tidak ditemukan',
    },
  },
  /** The workflow table has no row for this status, action and the caller's roles. */
  INQUIRY_ACTION_NOT_ALLOWED: {
    code: 190002,
    http: 200,
    message: {
      'zh-CN': '问询单当前状态下您不能执行此操作',
      'en-US': 'You cannot do this to the inquiry form in its current status',
      vi: 'Bạn không thể thực hiện thao tác này với phiếu yêu cầu ở trạng thái hiện tại',
      es: 'No puede realizar esta acción en el formulario de consulta en su estado actual',
      de: 'Diese Aktion ist für das Anfrageformular im aktuellen Status nicht erlaubt',
      id: 'Anda tidak dapat melakukan tindakan ini pada formulir pertanyaan dalam status saat ini',
    },
  },
  /** An update that changes a field the caller may not change now (decision 015). */
  INQUIRY_FIELD_NOT_EDITABLE: {
    code: 190003,
    http: 200,
    message: {
      'zh-CN': '当前不能修改字段 {field}',
      'en-US': 'The field {field} cannot be changed now',
      vi: 'Hiện không thể thay đổi trường {field}',
      es: 'El campo {field} no se puede cambiar ahora',
      de: 'Das Feld {field} kann jetzt nicht geändert werden',
      id: 'Kolom {field} tidak dapat diubah sekarang',
    },
  },
  /** Spec §5: repairPlanDesc is required while PROCESSING; a solution without one is refused. */
  INQUIRY_REPAIR_PLAN_REQUIRED: {
    code: 190004,
    http: 200,
    message: {
      'zh-CN': '请先填写维修方案',
      'en-US': 'Please enter the maintenance scheme first',
      vi: 'Vui lòng nhập phương án sửa chữa trước',
      es: 'Introduzca primero el plan de reparación',
      de: 'Bitte geben Sie zuerst den Reparaturplan ein',
      id: 'Harap isi rencana perbaikan terlebih dahulu',
    },
  },
  /** The chosen handler or expert does not exist, is disabled, or may not handle inquiries. */
  INQUIRY_ASSIGNEE_INVALID: {
    code: 190005,
    http: 200,
    message: {
      'zh-CN': '所选处理人不存在或不能处理问询单',
      'en-US': 'The chosen assignee does not exist or cannot handle inquiry forms',
      vi: 'Người được chọn không tồn tại hoặc không thể xử lý phiếu yêu cầu',
      es: 'La persona elegida no existe o no puede tramitar formularios de consulta',
      de: 'Der gewählte Bearbeiter existiert nicht oder darf keine Anfrageformulare bearbeiten',
      id: 'Penerima tugas yang dipilih tidak ada atau tidak dapat menangani formulir pertanyaan',
    },
  },
  /** An unknown reply, or one the caller may not delete (not their own). */
  INQUIRY_REPLY_NOT_FOUND: {
    code: 190006,
    http: 200,
    message: {
      'zh-CN': '未找到对应的回复',
      'en-US': 'No corresponding reply found',
      vi: 'Không tìm thấy phản hồi tương ứng',
      es: 'No se encontró la respuesta correspondiente',
      de: 'Keine entsprechende Antwort gefunden',
      id: 'Balasan yang sesuai tidak ditemukan',
    },
  },
  /** Spec §5: creator or handler of a solved or suspended inquiry must keep these fault fields filled. */
  INQUIRY_FAULT_FIELDS_REQUIRED: {
    code: 190007,
    http: 200,
    message: {
      'zh-CN': '故障系统、故障位置、主损件编码和主损件名称不能为空',
      'en-US': 'Fault system, fault position, main damaged part code and part name cannot be empty',
      vi: 'Hệ thống lỗi, vị trí lỗi, mã và tên linh kiện hỏng chính không được để trống',
      es: 'El sistema y la posición de la avería y el código y nombre de la pieza dañada no pueden estar vacíos',
      de: 'Fehlersystem, Fehlerposition, Teilenummer und Name des Hauptschadensteils dürfen nicht leer sein',
      id: 'Sistem kerusakan, posisi kerusakan, kode dan nama suku cadang rusak utama tidak boleh kosong',
    },
  },
  /** Someone changed the inquiry's status between the caller's read and write. */
  INQUIRY_CHANGED: {
    code: 190008,
    http: 200,
    message: {
      'zh-CN': '问询单已被他人修改，请刷新后重试',
      'en-US': 'The inquiry form was changed by someone else; please reload and try again',
      vi: 'Phiếu yêu cầu đã bị người khác thay đổi; vui lòng tải lại và thử lại',
      es: 'Otra persona ha modificado el formulario de consulta; recargue e inténtelo de nuevo',
      de: 'Das Anfrageformular wurde von jemand anderem geändert; bitte neu laden und erneut versuchen',
      id: 'Formulir pertanyaan telah diubah oleh orang lain; muat ulang dan coba lagi',
    },
  },
  /**
   * Handler and expert are internal staff listed as responsible persons: a handler among the
   * processors or leaders, an expert among the experts (an outside account would read the VIN and
   * the reporter's phone).
   */
  INQUIRY_ASSIGNEE_NOT_RESPONSIBLE: {
    code: 190009,
    http: 200,
    message: {
      'zh-CN': '只能指派列入责任人名单的内部人员：处理人须为处理组或部门领导成员，专家须为专家组成员',
      'en-US': 'Only internal staff listed as responsible persons can be assigned: a handler from the processing group or department leaders, an expert from the expert group',
      vi: 'Chỉ có thể giao cho nhân viên nội bộ có trong danh sách người phụ trách: người xử lý thuộc nhóm xử lý hoặc lãnh đạo bộ phận, chuyên gia thuộc nhóm chuyên gia',
      es: 'Solo se puede asignar a personal interno incluido entre los responsables: un gestor del grupo de gestión o de los jefes de departamento, un experto del grupo de expertos',
      de: 'Zuweisen lässt sich nur an interne Mitarbeitende, die als Verantwortliche eingetragen sind: Bearbeiter aus der Bearbeitungsgruppe oder Abteilungsleitung, Experten aus der Expertengruppe',
      id: 'Hanya staf internal yang terdaftar sebagai penanggung jawab yang dapat ditugaskan: penangan dari grup pemroses atau pimpinan departemen, ahli dari grup ahli',
    },
  },
  /** The maintenance scheme is the handling side's answer: the creator sends none with a draft or a submission. */
  INQUIRY_REPAIR_PLAN_BY_HANDLER: {
    code: 190010,
    http: 200,
    message: {
      'zh-CN': '维修方案由处理人填写，提交或保存草稿时不能填写',
      'en-US': 'The maintenance scheme is written by the handler; it cannot be sent with a draft or a submission',
      vi: 'Phương án sửa chữa do người xử lý viết; không thể gửi kèm bản nháp hoặc khi gửi phiếu',
      es: 'El plan de reparación lo redacta el gestor; no se puede enviar con un borrador ni al enviar la consulta',
      de: 'Der Reparaturplan wird vom Bearbeiter geschrieben; er kann nicht mit einem Entwurf oder beim Einreichen gesendet werden',
      id: 'Rencana perbaikan ditulis oleh penangan; tidak dapat dikirim bersama draf atau saat pengajuan',
    },
  },
  /** A closed inquiry's thread is its record: its replies stay. */
  INQUIRY_REPLY_LOCKED: {
    code: 190011,
    http: 200,
    message: {
      'zh-CN': '问询单已关闭，回复不能删除',
      'en-US': 'The inquiry form is closed; its replies cannot be deleted',
      vi: 'Phiếu yêu cầu đã đóng; không thể xóa phản hồi của phiếu',
      es: 'El formulario de consulta está cerrado; sus respuestas no se pueden eliminar',
      de: 'Das Anfrageformular ist geschlossen; seine Antworten können nicht gelöscht werden',
      id: 'Formulir pertanyaan sudah ditutup; balasannya tidak dapat dihapus',
    },
  },
  /** An internal note is the handling side's: it cannot be addressed to the creator (the dealer), who never sees it. */
  INQUIRY_NOTE_TO_CREATOR: {
    code: 190012,
    http: 200,
    message: {
      'zh-CN': '内部备注不能发送给问询单的创建人',
      'en-US': 'An internal note cannot be addressed to the creator of the inquiry form',
      vi: 'Ghi chú nội bộ không thể gửi cho người tạo phiếu yêu cầu',
      es: 'Una nota interna no puede dirigirse al creador del formulario de consulta',
      de: 'Eine interne Notiz kann nicht an den Ersteller des Anfrageformulars gerichtet werden',
      id: 'Catatan internal tidak dapat ditujukan kepada pembuat formulir pertanyaan',
    },
  },
  /** The fault module, system and position must be one path of the fault catalogue (a system of that module, a position of that system). */
  INQUIRY_FAULT_PATH_INVALID: {
    code: 190060,
    http: 200,
    message: {
      'zh-CN': '故障模块、故障系统和故障位置不属于故障目录中的同一路径',
      'en-US': 'The fault module, fault system and fault position are not one path of the fault catalogue',
      vi: 'Mô-đun lỗi, hệ thống lỗi và vị trí lỗi không thuộc cùng một nhánh của danh mục lỗi',
      es: 'El módulo, el sistema y la posición de la avería no forman una ruta del catálogo de averías',
      de: 'Fehlermodul, Fehlersystem und Fehlerposition bilden keinen Pfad des Fehlerkatalogs',
      id: 'Modul, sistem, dan posisi kerusakan bukan satu jalur dalam katalog kerusakan',
    },
  },
} satisfies Record<string, ErrorDef>;

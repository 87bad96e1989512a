import type { ErrorDef } from '../error-def.js';

/** Dictionary management (decision 038): business codes 2810xx, each message in all six languages. */
export const DICTIONARY_ERRORS = {
  /** The dictionary has no entry with this code. */
  DICT_ENTRY_NOT_FOUND: {
    code: 281001,
    http: 200,
    message: {
      'zh-CN': '字典“{dictionary}”中没有编码为 {code} 的条目',
      'en-US': 'Dictionary "{dictionary}" has no entry {code}',
      vi: 'Từ điển "{dictionary}" không có mục {code}',
      es: 'El diccionario "{dictionary}" no tiene la entrada {code}',
      de: 'Das Wörterbuch „{dictionary}“ hat keinen Eintrag {code}',
      id: 'Kamus "{dictionary}" tidak memiliki entri {code}',
    },
  },
  /** Adding a code the dictionary already has. */
  DICT_ENTRY_EXISTS: {
    code: 281002,
    http: 200,
    message: {
      'zh-CN': '编码 {code} 已存在',
      'en-US': 'The code {code} already exists',
      vi: 'Mã {code} đã tồn tại',
      es: 'El código {code} ya existe',
      de: 'Der Code {code} ist bereits vorhanden',
      id: 'Kode {code} sudah ada',
    },
  },
  /** Add, delete or disable in a workflow-critical dictionary. */
  DICT_FIXED: {
    code: 281003,
    http: 200,
    message: {
      'zh-CN': '该字典的条目由系统流程使用：只能修改名称和顺序，不能新增、删除或停用',
      'en-US': 'The workflow uses this dictionary\'s entries: they can be renamed and reordered, not added, deleted or disabled',
      vi: 'Quy trình dùng các mục của từ điển này: chỉ có thể đổi tên và sắp xếp, không thể thêm, xóa hay vô hiệu hóa',
      es: 'El flujo de trabajo usa las entradas de este diccionario: se pueden renombrar y reordenar, no añadir, eliminar ni desactivar',
      de: 'Der Ablauf verwendet die Einträge dieses Wörterbuchs: Sie können umbenannt und umsortiert, aber nicht hinzugefügt, gelöscht oder deaktiviert werden',
      id: 'Alur kerja memakai entri kamus ini: entri hanya dapat diganti nama dan diurutkan, tidak dapat ditambah, dihapus, atau dinonaktifkan',
    },
  },
  /** Deleting an entry the contract ships: code handles it and the next start would bring it back. */
  DICT_ENTRY_BUILT_IN: {
    code: 281004,
    http: 200,
    message: {
      'zh-CN': '条目 {code} 为系统内置，不能删除；不再使用时请停用',
      'en-US': 'Entry {code} is built in and cannot be deleted; disable it instead',
      vi: 'Mục {code} có sẵn trong hệ thống, không thể xóa; hãy vô hiệu hóa nếu không dùng nữa',
      es: 'La entrada {code} es integrada y no se puede eliminar; desactívela',
      de: 'Der Eintrag {code} ist eingebaut und kann nicht gelöscht werden; deaktivieren Sie ihn stattdessen',
      id: 'Entri {code} bawaan sistem dan tidak dapat dihapus; nonaktifkan saja',
    },
  },
  /** A reorder that does not list every entry of the dictionary exactly once. */
  DICT_ORDER_INCOMPLETE: {
    code: 281005,
    http: 200,
    message: {
      'zh-CN': '排序必须包含该字典的全部条目，且每个条目只出现一次',
      'en-US': 'The new order must list every entry of the dictionary exactly once',
      vi: 'Thứ tự mới phải liệt kê mỗi mục của từ điển đúng một lần',
      es: 'El nuevo orden debe incluir cada entrada del diccionario exactamente una vez',
      de: 'Die neue Reihenfolge muss jeden Eintrag des Wörterbuchs genau einmal enthalten',
      id: 'Urutan baru harus memuat setiap entri kamus tepat satu kali',
    },
  },
  /** A form sent a code that is no enabled entry of its dictionary. */
  DICT_ENTRY_NOT_OFFERED: {
    code: 281006,
    http: 200,
    message: {
      'zh-CN': '“{code}”不是可选的选项（可能已停用），请重新选择',
      'en-US': '"{code}" is not one of the choices offered (it may have been disabled); choose again',
      vi: '"{code}" không nằm trong các lựa chọn (có thể đã bị vô hiệu hóa); hãy chọn lại',
      es: '"{code}" no es una de las opciones disponibles (puede estar desactivada); elija de nuevo',
      de: '„{code}“ ist keine der angebotenen Auswahlen (vielleicht deaktiviert); bitte neu wählen',
      id: '"{code}" bukan salah satu pilihan yang tersedia (mungkin dinonaktifkan); pilih lagi',
    },
  },
  /** The dictionary holds as many entries as a select should. */
  DICT_FULL: {
    code: 281007,
    http: 200,
    message: {
      'zh-CN': '该字典最多 {max} 个条目',
      'en-US': 'A dictionary holds at most {max} entries',
      vi: 'Một từ điển có tối đa {max} mục',
      es: 'Un diccionario admite como máximo {max} entradas',
      de: 'Ein Wörterbuch enthält höchstens {max} Einträge',
      id: 'Satu kamus memuat paling banyak {max} entri',
    },
  },
} as const satisfies Record<string, ErrorDef>;

import type { ErrorDef } from '../error-def.js';

/** Groups: business codes 2400xx, each message in all six languages. */
export const GROUP_ERRORS = {
  GROUP_NOT_FOUND: {
    code: 240001,
    http: 200,
    message: {
      'zh-CN': '未找到该用户组',
      'en-US': 'This group was not found',
      vi: 'Không tìm thấy nhóm này',
      es: 'No se encontró este grupo',
      de: 'Diese Gruppe wurde nicht gefunden',
      id: 'Grup ini tidak ditemukan',
    },
  },
  GROUP_CODE_EXISTS: {
    code: 240002,
    http: 200,
    message: {
      'zh-CN': '用户组编码 {code} 已存在',
      'en-US': 'The group code {code} already exists',
      vi: 'Mã nhóm {code} đã tồn tại',
      es: 'El código de grupo {code} ya existe',
      de: 'Der Gruppencode {code} existiert bereits',
      id: 'Kode grup {code} sudah ada',
    },
  },
  /** Some of the users to add or to give groups do not exist. */
  GROUP_USER_NOT_FOUND: {
    code: 240003,
    http: 200,
    message: {
      'zh-CN': '部分用户不存在',
      'en-US': 'Some of the users do not exist',
      vi: 'Một số người dùng không tồn tại',
      es: 'Algunos de los usuarios no existen',
      de: 'Einige der Benutzer existieren nicht',
      id: 'Beberapa pengguna tidak ada',
    },
  },
} as const satisfies Record<string, ErrorDef>;

import type { ErrorDef } from '../error-def.js';

/**
 * Roles, permissions and user administration: business codes 1600xx (ours), each message in all
 * six languages. Refusals of an action the caller's permission code allows in general but not on
 * this object (docs/permissions.md, "Who may change what").
 */
export const ACCESS_ERRORS = {
  /** The built-in system administrator role keeps the whole catalogue, for everyone. */
  SYSTEM_ROLE_FIXED: {
    code: 160001,
    http: 200,
    message: {
      'zh-CN': '系统管理员的内置角色不能修改',
      'en-US': 'The built-in role of the system administrators cannot be changed',
      vi: 'Không thể thay đổi vai trò tích hợp của quản trị viên hệ thống',
      es: 'El rol integrado de los administradores del sistema no se puede modificar',
      de: 'Die eingebaute Rolle der Systemadministratoren kann nicht geändert werden',
      id: 'Peran bawaan administrator sistem tidak dapat diubah',
    },
  },
  /** Linking a resource grants its code: only a holder may grant it. */
  PERMISSIONS_NOT_HELD: {
    code: 160002,
    http: 200,
    message: {
      'zh-CN': '不能授予您自己没有的权限：{codes}',
      'en-US': 'You cannot grant permissions you do not hold yourself: {codes}',
      vi: 'Bạn không thể cấp các quyền mà chính bạn không có: {codes}',
      es: 'No puede conceder permisos que usted mismo no tiene: {codes}',
      de: 'Sie können keine Berechtigungen vergeben, die Sie selbst nicht haben: {codes}',
      id: 'Anda tidak dapat memberikan izin yang tidak Anda miliki sendiri: {codes}',
    },
  },
  /** A role that holds more than the caller is out of the caller's reach. */
  ROLE_HOLDS_MORE: {
    code: 160003,
    http: 200,
    message: {
      'zh-CN': '该角色拥有您没有的权限（{codes}），您不能修改它',
      'en-US': 'This role holds permissions you do not have ({codes}); you cannot change it',
      vi: 'Vai trò này có các quyền mà bạn không có ({codes}); bạn không thể thay đổi nó',
      es: 'Este rol tiene permisos que usted no tiene ({codes}); no puede modificarlo',
      de: 'Diese Rolle hat Berechtigungen, die Sie nicht haben ({codes}); Sie können sie nicht ändern',
      id: 'Peran ini memiliki izin yang tidak Anda miliki ({codes}); Anda tidak dapat mengubahnya',
    },
  },
  /** The built-in role of a user type above the caller's. */
  ROLE_OF_HIGHER_TYPE: {
    code: 160004,
    http: 200,
    message: {
      'zh-CN': '这是高于您的用户类型的内置角色，您不能修改它',
      'en-US': 'This is the built-in role of a user type above yours; you cannot change it',
      vi: 'Đây là vai trò tích hợp của một loại người dùng cao hơn bạn; bạn không thể thay đổi nó',
      es: 'Este es el rol integrado de un tipo de usuario superior al suyo; no puede modificarlo',
      de: 'Dies ist die eingebaute Rolle eines Benutzertyps über Ihrem; Sie können sie nicht ändern',
      id: 'Ini adalah peran bawaan dari jenis pengguna di atas Anda; Anda tidak dapat mengubahnya',
    },
  },
  /** An account of a user type above the caller's (spec §1 types, ranked in contract/src/permissions.ts). */
  USER_OF_HIGHER_TYPE: {
    code: 160005,
    http: 200,
    message: {
      'zh-CN': '不能对用户类型高于您的账号执行此操作',
      'en-US': 'You cannot do this to an account of a user type above yours',
      vi: 'Bạn không thể thực hiện thao tác này với tài khoản có loại người dùng cao hơn bạn',
      es: 'No puede hacer esto con una cuenta de un tipo de usuario superior al suyo',
      de: 'Dies ist bei einem Konto eines höheren Benutzertyps als Ihrem nicht möglich',
      id: 'Anda tidak dapat melakukan ini pada akun dengan jenis pengguna di atas Anda',
    },
  },
  /** A user type's built-in role lives as long as the type: it is emptied, never deleted. */
  BUILTIN_ROLE_KEPT: {
    code: 160006,
    http: 200,
    message: {
      'zh-CN': '内置角色不能删除',
      'en-US': 'A built-in role cannot be deleted',
      vi: 'Không thể xóa vai trò tích hợp',
      es: 'Un rol integrado no se puede eliminar',
      de: 'Eine eingebaute Rolle kann nicht gelöscht werden',
      id: 'Peran bawaan tidak dapat dihapus',
    },
  },
} as const satisfies Record<string, ErrorDef>;

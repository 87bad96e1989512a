import type { ErrorDef } from '../error-def.js';

/** Favourites: business codes 2100xx, each message in all six languages. */
export const FAVORITE_ERRORS = {
  /** An unknown favourite, or someone else's (a foreign id looks like a missing one). */
  FAVORITE_NOT_FOUND: {
    code: 210001,
    http: 200,
    message: {
      'zh-CN': '未找到该收藏',
      'en-US': 'This favourite was not found',
      vi: 'Không tìm thấy mục yêu thích này',
      es: 'No se encontró este favorito',
      de: 'Dieser Favorit wurde nicht gefunden',
      id: 'Favorit ini tidak ditemukan',
    },
  },
  /** The part, topic or manual to keep does not exist, or the caller may not open it. */
  FAVORITE_OBJECT_NOT_FOUND: {
    code: 210002,
    http: 200,
    message: {
      'zh-CN': '要收藏的对象不存在或无权查看',
      'en-US': 'The object to add to favourites does not exist or you may not view it',
      vi: 'Đối tượng cần thêm vào yêu thích không tồn tại hoặc bạn không có quyền xem',
      es: 'El objeto que desea añadir a favoritos no existe o no tiene permiso para verlo',
      de: 'Das zu merkende Objekt existiert nicht oder Sie dürfen es nicht ansehen',
      id: 'Objek yang akan ditambahkan ke favorit tidak ada atau Anda tidak boleh melihatnya',
    },
  },
} as const satisfies Record<string, ErrorDef>;

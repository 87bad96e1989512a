import type { ErrorDef } from '../error-def.js';

/** System settings: business codes 2950xx, each message in all six languages. */
export const SYSTEM_ERRORS = {
  /** A home swiper picture that is not an uploaded jpg or png the caller may use. */
  HOME_SWIPER_IMAGE_INVALID: {
    code: 295001,
    http: 200,
    message: {
      'zh-CN': '轮播图片必须是已上传的 jpg 或 png 图片',
      'en-US': 'A swiper picture must be an uploaded jpg or png image',
      vi: 'Ảnh trình chiếu phải là ảnh jpg hoặc png đã tải lên',
      es: 'Una imagen del carrusel debe ser una imagen jpg o png subida',
      de: 'Ein Karussellbild muss ein hochgeladenes JPG- oder PNG-Bild sein',
      id: 'Gambar slide harus berupa gambar jpg atau png yang diunggah',
    },
  },
} as const satisfies Record<string, ErrorDef>;

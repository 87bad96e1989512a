import { z } from 'zod';

/* The home dashboard (spec §2 home): the swiper an administrator sets. */

/** Spec §9: the home swiper shows 3 images. */
export const HOME_SWIPER_MAX = 3;
/** The picture kinds a slide takes (the files module checks the bytes match the extension). */
export const HOME_SWIPER_IMAGE_TYPES = ['jpg', 'png'] as const;
export const HOME_SWIPER_CAPTION_MAX = 100;
export const HOME_SWIPER_LINK_MAX = 500;

/** A slide's link: a path of the portal ("/notice_area") or an http(s) address; never a script URL. */
const SLIDE_LINK = z.string().trim().max(HOME_SWIPER_LINK_MAX)
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(v), 'a path starting with / or an http(s) address');

/** One picture of the home swiper: an uploaded image (files module), an optional link and caption. */
export const ZHomeSlide = z.object({
  fileId: z.string().uuid(),
  link: SLIDE_LINK.default(''),
  caption: z.string().trim().max(HOME_SWIPER_CAPTION_MAX).default(''),
});
export type THomeSlide = z.infer<typeof ZHomeSlide>;
export const ZHomeSwiper = z.object({ slides: z.array(ZHomeSlide).max(HOME_SWIPER_MAX) })
  .refine((s) => new Set(s.slides.map((x) => x.fileId)).size === s.slides.length, { message: 'each picture once', path: ['slides'] });
export type THomeSwiper = z.infer<typeof ZHomeSwiper>;

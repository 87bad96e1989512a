import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { ZHomeSwiper } from './schemas.js';

/** The home dashboard: the swiper's pictures, links and captions. */
export const homeEndpoints = defineEndpoints('home', {
  swiper: { method: 'GET', path: '/rest/config/homeSwiper', access: 'authenticated', summary: 'The home swiper: up to 3 pictures (file ids) with their link and caption', response: ZHomeSwiper },
  // The swiper's pictures are attached to this objectRef too (home.service.ts reads it from here).
  saveSwiper: { method: 'PUT', path: '/rest/config/homeSwiper', access: 'PER_SYSTEM_MANAGEMENT_VIEW', objectRef: 'HomeSwiper', summary: 'Set the home swiper (administrators): new pictures are the caller\'s jpg/png uploads', body: ZHomeSwiper, response: z.null() },
});

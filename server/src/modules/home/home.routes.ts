import { homeEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { getHomeSwiper, registerSwiperAccess, saveHomeSwiper } from './home.service.js';

/** The home dashboard's settings: the swiper an administrator sets (decision 024). */
export const homeRoutes: RoutesPlugin = (app, ctx) => {
  registerSwiperAccess();
  mount(app, E, {
    swiper: async () => ok(await getHomeSwiper(ctx)),
    saveSwiper: async (req) => { await saveHomeSwiper(ctx, userOf(req), req.body); return ok(null); },
  });
};

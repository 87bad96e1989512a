import { systemEndpoints as E } from '@portal/contract';
import { ok } from '../../platform/http.js';
import { mount } from '../../platform/endpoints.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { countOnlineUsers } from '../auth/auth.service.js';
import * as system from './system.service.js';
import { getHomeSwiper, registerSwiperAccess, saveHomeSwiper } from './system.swiper.js';

export const systemRoutes: RoutesPlugin = (app, ctx) => {
  registerSwiperAccess();

  mount(app, E, {
    healthz: async () => ({ status: 'ok' as const }),
    publicConfig: async () => ok(system.getPublicConfig(ctx)),
    languages: async () => ok(system.listAcceptLanguages(ctx)),
    licenceInfo: async () => ok(await system.getLicenceInfo(ctx)),
    onlineUsers: async () => ok({ onlineUsers: await countOnlineUsers(ctx) }),
    homeSwiper: async () => ok(await getHomeSwiper(ctx)),
    saveHomeSwiper: async (req) => { await saveHomeSwiper(ctx, userOf(req), req.body); return ok(null); },
  });
};

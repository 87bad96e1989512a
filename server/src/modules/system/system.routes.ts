import { envelope, ZAcceptLanguageList, ZEmptyEnvelope, ZHomeSwiper, ZLicenceInfo, ZOnlineUsers, ZPublicConfig } from '@portal/contract';
import { z } from 'zod';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { countOnlineUsers } from '../auth/auth.service.js';
import * as system from './system.service.js';
import { getHomeSwiper, HOME_SWIPER_REF, registerSwiperAccess, saveHomeSwiper } from './system.swiper.js';

const tags = ['system'];

export const systemRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  registerSwiperAccess();

  r.get('/healthz', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Ready to serve', response: { 200: z.object({ status: z.literal('ok') }) } },
  }, async () => ({ status: 'ok' as const }));

  r.get('/rest/config/public', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Settings the web needs before login', response: { 200: envelope(ZPublicConfig) } },
  }, async () => ok(system.getPublicConfig(ctx)));

  r.get('/rest/base/translation/listAcceptLanguage', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Languages the portal offers', response: { 200: envelope(ZAcceptLanguageList) } },
  }, async () => ok(system.listAcceptLanguages(ctx)));

  r.get('/rest/license/getLicenseInfo', {
    config: { permission: 'PER_SYSTEM_INFO_VIEW', licenceExempt: true },
    schema: { tags, summary: 'Licence information (system administrators)', response: { 200: envelope(ZLicenceInfo) } },
  }, async () => ok(await system.getLicenceInfo(ctx)));

  r.get('/rest/license/getUserCurrent', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'Users online now', response: { 200: envelope(ZOnlineUsers) } },
  }, async () => ok({ onlineUsers: await countOnlineUsers(ctx) }));

  r.get('/rest/config/homeSwiper', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'The home swiper: up to 3 pictures (file ids) with their link and caption', response: { 200: envelope(ZHomeSwiper) } },
  }, async () => ok(await getHomeSwiper(ctx)));

  r.put('/rest/config/homeSwiper', {
    config: { permission: 'PER_SYSTEM_MANAGEMENT_VIEW', objectRef: HOME_SWIPER_REF },
    schema: { tags, summary: 'Set the home swiper (administrators): new pictures are the caller\'s jpg/png uploads', body: ZHomeSwiper, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await saveHomeSwiper(ctx, userOf(req), req.body); return ok(null); });
};

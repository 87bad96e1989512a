import { envelope, ZAcceptLanguageList, ZLicenceInfo, ZOnlineUsers, ZPublicConfig } from '@portal/contract';
import { z } from 'zod';
import { ok } from '../../platform/http.js';
import { typed, type RoutesPlugin } from '../../platform/routes.js';
import { countOnlineUsers } from '../auth/auth.service.js';
import * as system from './system.service.js';

const tags = ['system'];

export const systemRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

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
};

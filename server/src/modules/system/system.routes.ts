import { systemEndpoints as E } from '@portal/contract';
import { ok } from '../../platform/envelope.js';
import { mount } from '../../platform/endpoints.js';
import type { RoutesPlugin } from '../../platform/routes.js';
import { countOnlineUsers } from '../auth/index.js';
import { publicTexts } from '../translations/index.js';
import * as system from './system.service.js';

export const systemRoutes: RoutesPlugin = (app, ctx) => {
  mount(app, E, {
    healthz: async () => ({ status: 'ok' as const }),
    publicConfig: async () => ok(await system.getPublicConfig(ctx)),
    languages: async () => ok(await system.listAcceptLanguages(ctx)),
    translationTexts: async (req, reply) => {
      const { texts, version } = await publicTexts(ctx, req.params.language);
      // Asked for by the version the public config names: that address never changes its answer.
      // Otherwise (an old or no version) checked each time, answered 304 while unchanged.
      const exact = version !== '' && req.query.v === version;
      const etag = `"${version || 'none'}"`;
      reply.header('cache-control', exact ? 'public, max-age=31536000, immutable' : 'no-cache').header('etag', etag);
      if (!exact && req.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(texts);
    },
    licenceInfo: async () => ok(await system.getLicenceInfo(ctx)),
    onlineUsers: async () => ok({ onlineUsers: await countOnlineUsers(ctx) }),
  });
};

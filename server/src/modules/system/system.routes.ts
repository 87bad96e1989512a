import { systemEndpoints as E } from '@portal/contract';
import { ok } from '../../platform/envelope.js';
import { mount } from '../../platform/endpoints.js';
import type { RoutesPlugin } from '../../platform/routes.js';
import { countOnlineUsers } from '../auth/index.js';
import * as system from './system.service.js';

export const systemRoutes: RoutesPlugin = (app, ctx) => {
  mount(app, E, {
    healthz: async () => ({ status: 'ok' as const }),
    publicConfig: async () => ok(system.getPublicConfig(ctx)),
    languages: async () => ok(system.listAcceptLanguages(ctx)),
    licenceInfo: async () => ok(await system.getLicenceInfo(ctx)),
    onlineUsers: async () => ok({ onlineUsers: await countOnlineUsers(ctx) }),
  });
};

import { usersEndpoints as E } from '@portal/contract';
import { ok } from '../../platform/envelope.js';
import { mount } from '../../platform/endpoints.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { listCountries } from './users.countries.js';
import * as users from './users.service.js';

export const usersRoutes: RoutesPlugin = (app, ctx) => mount(app, E, {
  verifyCodeMethods: async () => ok({ methods: ['email' as const] }),
  sendVerifyCode: async (req) => ok(await users.sendVerifyCode(ctx, req.params.purpose, req.query, req.lang)),
  register: async (req) => ok(await users.register(ctx, req.body)),
  accountDetail: async (req) => ok(await users.getAccountDetail(ctx, req.params.name)),
  validateCode: async (req) => ok(await users.validateRecoveryCode(ctx, req.body)),
  resetPassword: async (req) => {
    await users.resetPassword(ctx, req.params.id, req.body);
    return ok(null);
  },
  countries: async (req) => ok(listCountries(req.lang)),
  me: async (req) => ok(await users.getOwnInfo(ctx, userOf(req), req.lang)),
  amendMe: async (req) => ok(await users.amendOwnInfo(ctx, userOf(req), req.body, req.lang)),
  changePassword: async (req) => {
    await users.changePassword(ctx, userOf(req), req.body);
    return ok(null);
  },
  adminPage: async (req) => ok(await users.findUsers(ctx, userOf(req), req.query, req.lang)),
  setLocked: async (req) => ok(await users.setUserLocked(ctx, userOf(req), req.params.id, req.body.locked, req.lang)),
  setDisabled: async (req) => ok(await users.setUserDisabled(ctx, userOf(req), req.params.id, req.body.disabled, req.lang)),
});

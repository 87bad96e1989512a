import { authEndpoints } from '@portal/contract';
import { ok } from '../../platform/envelope.js';
import { requestTokenHash } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { mount } from '../../platform/endpoints.js';
import { metaOf, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as auth from './auth.service.js';
import { startSweeper } from './auth.sweep.js';

// The link-ticket entry is the platform's (server/src/platform/tickets.ts mounts it).
const { tickets: _tickets, ...E } = authEndpoints;

export const authRoutes: RoutesPlugin = (app, ctx) => {
  // Public routes write rows (captchas, visitor tokens) that must not pile up.
  const stopSweeper = startSweeper(ctx, app.log, ctx.config.sweepIntervalMs);
  app.addHook('onClose', () => stopSweeper());

  mount(app, E, {
    publicKey: async () => ok({ publicKey: ctx.cipher.publicKey }),
    captcha: async () => ok(await auth.createCaptcha(ctx)),
    captchaRequired: async (req) => ok({ required: await auth.isCaptchaRequired(ctx, req.query.username, req.ip) }),
    login: async (req) => ok(await auth.login(ctx, req.body, metaOf(req))),
    visitorLogin: async (req) => ok(await auth.visitorLogin(ctx, metaOf(req))),
    sso: async () => {
      if (!ctx.config.ssoUrl) throw new BizError('SSO_NOT_CONFIGURED');
      return ok({ url: ctx.config.ssoUrl });
    },
    logout: async (req) => {
      await auth.logout(ctx, userOf(req));
      // Other instances stop trusting the token within AUTH_CACHE_TTL_MS; this one at once.
      const tokenHash = requestTokenHash(req);
      if (tokenHash) app.tokenCache.forget(tokenHash);
      return ok(null);
    },
    ping: async () => ok({ now: ctx.now().toISOString() }),
    current: async (req) => ok(await auth.getCurrentUser(ctx, userOf(req))),
  });
};

import { authEndpoints } from '@portal/contract';
import { ok } from '../../platform/envelope.js';
import { requestTokenHash } from '../../platform/session.js';
import { mount } from '../../platform/endpoints.js';
import { metaOf, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as auth from './auth.service.js';
import { startSso } from './auth.sso.js';
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
    sso: async (req, reply) => {
      const { url, cookie } = await startSso(ctx, req.log);
      reply.header('set-cookie', cookie);
      return ok({ url });
    },
    ssoCallback: async (req, reply) => {
      const { location, cookies } = await auth.ssoCallback(ctx, req.query, req.headers.cookie, metaOf(req), req.log);
      // the answer carries a session: no cache keeps it
      return reply.header('set-cookie', cookies).header('cache-control', 'no-store').redirect(location, 302);
    },
    ssoFailure: async (req) => ok(auth.ssoRefusal(req.params.code, req.lang)),
    logout: async (req) => {
      const answer = await auth.logout(ctx, userOf(req), req.log);
      // Other instances stop trusting the token within AUTH_CACHE_TTL_MS; this one at once.
      const tokenHash = requestTokenHash(req);
      if (tokenHash) app.tokenCache.forget(tokenHash);
      return ok(answer);
    },
    ping: async () => ok({ now: ctx.now().toISOString() }),
    current: async (req) => ok(await auth.getCurrentUser(ctx, userOf(req))),
  });
};

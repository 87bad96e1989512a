import { z } from 'zod';
import {
  envelope, ZCaptcha, ZCaptchaRequired, ZCaptchaRequiredQuery, ZCurrentUser, ZLoginRequest, ZLoginResult, ZPublicKey, ZEmptyEnvelope,
} from '@portal/contract';
import { ok, requestTokenHash } from '../../platform/http.js';
import { BizError } from '../../platform/errors.js';
import { metaOf, typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { publicLimit } from '../../platform/rate-limit.js';
import * as auth from './auth.service.js';
import { startSweeper } from './auth.sweep.js';

const tags = ['auth'];

export const authRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  // Public routes write rows (captchas, visitor tokens) that must not pile up.
  const stopSweeper = startSweeper(ctx, app.log, ctx.config.sweepIntervalMs);
  app.addHook('onClose', () => stopSweeper());

  r.get('/rest/base/auth/public/key', {
    config: { permission: 'public' },
    schema: { tags, summary: 'RSA public key for encrypting passwords (RSA-OAEP, SHA-256)', response: { 200: envelope(ZPublicKey) } },
  }, async () => ok({ publicKey: ctx.cipher.publicKey }));

  r.get('/rest/base/auth/captcha', {
    config: { permission: 'public', rateLimit: publicLimit('captcha') },
    schema: { tags, summary: 'A new image captcha', response: { 200: envelope(ZCaptcha) } },
  }, async () => ok(await auth.createCaptcha(ctx)));

  r.get('/rest/base/auth/captcha/required', {
    // Not limited: it writes nothing, and the login page asks it at every change of username.
    config: { permission: 'public' },
    schema: { tags, summary: 'Whether the next login needs a captcha', querystring: ZCaptchaRequiredQuery, response: { 200: envelope(ZCaptchaRequired) } },
  }, async (req) => ok({ required: await auth.isCaptchaRequired(ctx, req.query.username, req.ip) }));

  r.post('/rest/base/auth/in', {
    config: { permission: 'public', objectRef: 'Token', rateLimit: publicLimit('login') },
    schema: { tags, summary: 'Local login', body: ZLoginRequest, response: { 200: envelope(ZLoginResult) } },
  }, async (req) => ok(await auth.login(ctx, req.body, metaOf(req))));

  r.post('/rest/base/auth/visitor/in', {
    config: { permission: 'public', objectRef: 'Token', rateLimit: publicLimit('visitor') },
    schema: { tags, summary: 'Visitor login: read-only catalogue', response: { 200: envelope(ZLoginResult) } },
  }, async (req) => ok(await auth.visitorLogin(ctx, metaOf(req))));

  r.get('/rest/base/auth/sso', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Where single sign-on starts, when a provider is configured', response: { 200: envelope(z.object({ url: z.string() })) } },
  }, async () => {
    if (!ctx.config.ssoUrl) throw new BizError('SSO_NOT_CONFIGURED');
    return ok({ url: ctx.config.ssoUrl });
  });

  r.delete('/rest/base/auth/out', {
    config: { permission: 'authenticated', licenceExempt: true, objectRef: 'Token' },
    schema: { tags, summary: 'Log out: revokes the token', response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await auth.logout(ctx, userOf(req));
    // Other instances stop trusting the token within AUTH_CACHE_TTL_MS; this one at once.
    const tokenHash = requestTokenHash(req);
    if (tokenHash) app.tokenCache.forget(tokenHash);
    return ok(null);
  });

  r.get('/rest/base/ping', {
    config: { permission: 'authenticated' },
    schema: {
      tags, summary: 'A constant answer behind the token check: is the session alive (and, for benchmarks, what the guard alone costs)',
      response: { 200: envelope(z.object({ now: z.string().describe('Server time, ISO 8601') })) },
    },
  }, async () => ok({ now: ctx.now().toISOString() }));

  r.get('/rest/base/auth/current', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'The current user with their permission map', response: { 200: envelope(ZCurrentUser) } },
  }, async (req) => ok(await auth.getCurrentUser(ctx, userOf(req))));
};

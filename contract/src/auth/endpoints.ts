import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { LIMITS } from '../limits.js';
import { ZLinkTicketRequest, ZLinkTickets } from '../tickets.js';
import {
  ZCaptcha, ZCaptchaRequired, ZCaptchaRequiredQuery, ZCurrentUser, ZLoginRequest, ZLoginResult, ZLogoutResult, ZPublicKey,
  ZSsoCallbackQuery, ZSsoFailure, ZSsoFailureParams, ZSsoStart,
} from './schemas.js';

/**
 * Authentication (spec §7 Auth): login, logout, captcha, the current user. `tickets` is mounted by
 * the platform (server/src/platform/tickets.ts), which issues and checks link tickets.
 */
export const authEndpoints = defineEndpoints('auth', {
  publicKey: { method: 'GET', path: '/rest/base/auth/public/key', access: 'public', summary: 'RSA public key for encrypting passwords (RSA-OAEP, SHA-256)', response: ZPublicKey },
  captcha: { method: 'GET', path: '/rest/base/auth/captcha', access: 'public', rateLimit: 'captcha', summary: 'A new image captcha', response: ZCaptcha },
  // Not limited: it writes nothing, and the login page asks it at every change of username.
  captchaRequired: { method: 'GET', path: '/rest/base/auth/captcha/required', access: 'public', summary: 'Whether the next login needs a captcha', query: ZCaptchaRequiredQuery, response: ZCaptchaRequired },
  login: { method: 'POST', path: '/rest/base/auth/in', access: 'public', objectRef: 'Token', rateLimit: 'login', summary: 'Local login', body: ZLoginRequest, response: ZLoginResult },
  visitorLogin: { method: 'POST', path: '/rest/base/auth/visitor/in', access: 'public', objectRef: 'Token', rateLimit: 'visitor', summary: 'Visitor login: read-only catalogue', response: ZLoginResult },
  // Each start writes a row (the attempt's state, nonce and PKCE verifier): limited like logins.
  sso: { method: 'GET', path: '/rest/base/auth/sso', access: 'public', rateLimit: 'login', summary: 'Starts single sign-on (OpenID Connect, authorization code with PKCE): the provider\'s authorization address for this attempt', response: ZSsoStart },
  ssoCallback: { method: 'GET', path: '/rest/base/auth/sso/callback', access: 'public', rateLimit: 'login', redirects: true, summary: 'Where the provider sends the browser back: sets the session cookie and redirects into the portal, or to the login page with ?ssoError=<code>', query: ZSsoCallbackQuery },
  ssoFailure: { method: 'GET', path: '/rest/base/auth/sso/error/:code', access: 'public', summary: 'The message of a single sign-on refusal the login page was sent back with, in the caller\'s language', params: ZSsoFailureParams, response: ZSsoFailure },
  logout: { method: 'DELETE', path: '/rest/base/auth/out', access: 'authenticated', licenceExempt: true, objectRef: 'Token', summary: 'Log out: revokes the token; answers where the browser goes next', response: ZLogoutResult },
  ping: { method: 'GET', path: '/rest/base/ping', access: 'authenticated', summary: 'A constant answer behind the token check: is the session alive (and, for benchmarks, what the guard alone costs)', response: z.object({ now: z.string().describe('Server time, ISO 8601') }) },
  current: { method: 'GET', path: '/rest/base/auth/current', access: 'authenticated', summary: 'The current user with their permission map', response: ZCurrentUser },
  tickets: {
    method: 'POST', path: '/rest/base/auth/tickets', access: 'authenticated', readOnly: true,
    summary: `Link tickets: one per path, valid ${LIMITS.linkTicketTtlSeconds} s, for links that cannot send the token header (use as ?ticket=)`,
    body: ZLinkTicketRequest, response: ZLinkTickets,
  },
});

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { LIMITS, SSO_ERROR_PARAM, USER_TYPES, findUnstorableText, type TSsoCallbackQuery, type UserType } from '@portal/contract';
import type { SsoConfig } from '../../config.js';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import { randomSecret, sha256 } from '../../platform/security.js';
import { ssoLogins } from './auth.tables.js';

/*
 * The OpenID Connect client of single sign-on (openid-client): the authorization code flow with
 * PKCE, its attempts kept in the database so that any server process finishes what another
 * started, and the mapping of the provider's claims to an account. Who may log in, and the
 * session, are the auth service's.
 */

/** How long the provider's login may take before the attempt is refused (and swept). */
export const SSO_ATTEMPT_TTL_MS = 10 * 60_000;
/** Each call to the provider (discovery, token, userinfo) gives up after this long. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export function ssoOf(ctx: AppContext): SsoConfig {
  if (!ctx.config.sso) throw new BizError('SSO_NOT_CONFIGURED');
  return ctx.config.sso;
}

/** The provider's metadata, discovered once per process; a failed discovery is tried again at the next use. */
const discovered = new Map<string, Promise<oidc.Configuration>>();

function providerOf(sso: SsoConfig): Promise<oidc.Configuration> {
  const key = JSON.stringify([sso.issuer, sso.clientId, sso.clientSecret ?? null]);
  let provider = discovered.get(key);
  if (!provider) {
    // plain http passed the configuration only for an issuer on this machine (config.ts)
    const insecure = new URL(sso.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {};
    provider = oidc.discovery(
      new URL(sso.issuer), sso.clientId, undefined,
      // HTTP Basic is the default method of OpenID Connect's client registration
      sso.clientSecret ? oidc.ClientSecretBasic(sso.clientSecret) : oidc.None(),
      { ...insecure, timeout: PROVIDER_TIMEOUT_SECONDS },
    );
    discovered.set(key, provider);
    provider.catch(() => discovered.delete(key));
  }
  return provider;
}

/**
 * The cookie that binds an attempt to the browser that started it (RFC 6749 §10.12): an answer
 * opened in another browser (someone else's login slipped to a victim) finds no attempt. HttpOnly,
 * sent only to the callback, and with a top-level navigation from the provider (SameSite=Lax).
 */
const BINDING_COOKIE = 'sso_attempt';
/** An attempt is found by its state and its browser's binding together. */
const attemptKey = (state: string, binding: string) => sha256(`${state}.${binding}`);

function bindingCookie(sso: SsoConfig, value: string, maxAgeSeconds: number): string {
  const secure = new URL(sso.appUrl).protocol === 'https:' ? '; Secure' : '';
  return `${BINDING_COOKIE}=${value}; Path=${new URL(sso.redirectUrl).pathname}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The binding a request's Cookie header carries, or ''. */
export function bindingOf(cookieHeader: string | undefined): string {
  const found = (cookieHeader ?? '').split(';').map((c) => c.trim()).find((c) => c.startsWith(`${BINDING_COOKIE}=`));
  return found ? found.slice(BINDING_COOKIE.length + 1) : '';
}

/** Spends the binding cookie: the callback is its only use. */
export const spentBindingCookie = (sso: SsoConfig) => bindingCookie(sso, '', 0);

/**
 * A new attempt: its state, nonce and verifier stored, the provider's authorization address
 * answered, with the cookie that binds the attempt to this browser.
 */
export async function startSso(ctx: AppContext, log: FastifyBaseLogger): Promise<{ url: string; cookie: string }> {
  const sso = ssoOf(ctx);
  const provider = await providerOf(sso).catch((err: unknown) => {
    log.warn({ err }, 'single sign-on provider out of reach');
    throw new BizError('SSO_FAILED');
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const binding = randomSecret();
  await ctx.db.insert(ssoLogins).values({ stateHash: attemptKey(state, binding), nonce, codeVerifier, expiresAt: new Date(ctx.now().getTime() + SSO_ATTEMPT_TTL_MS) });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: sso.redirectUrl, scope: sso.scopes, state, nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
  });
  return { url: url.href, cookie: bindingCookie(sso, binding, SSO_ATTEMPT_TTL_MS / 1000) };
}

/** Takes the attempt a state and its browser name: deleted whatever the outcome, so a state is good once. */
async function takeAttempt(ctx: AppContext, state: string | undefined, binding: string) {
  if (!state || !binding) return undefined;
  const [attempt] = await ctx.db.delete(ssoLogins).where(eq(ssoLogins.stateHash, attemptKey(state, binding))).returning();
  return attempt && attempt.expiresAt > ctx.now() ? attempt : undefined;
}

/** An account as the provider's claims describe it. */
export interface SsoIdentity {
  username: string;
  name: string;
  email: string;
  userType: UserType;
  company: string;
  /** Role codes beyond the type's default role. */
  roles: string[];
}

/**
 * The provider's answer checked (state, PKCE, the ID token's signature, issuer, audience and
 * nonce: openid-client) and turned into an identity, with the ID token for the end-session hint.
 */
export async function finishSso(ctx: AppContext, query: TSsoCallbackQuery, binding: string): Promise<{ identity: SsoIdentity; idToken: string }> {
  const sso = ssoOf(ctx);
  const attempt = await takeAttempt(ctx, query.state, binding);
  if (!attempt) throw new BizError('SSO_EXPIRED');
  if (query.error) throw new BizError(query.error === 'access_denied' ? 'SSO_CANCELLED' : 'SSO_FAILED');
  const provider = await providerOf(sso);
  // the answer as it arrived at the registered address (the parameters the provider sends)
  const answer = new URL(sso.redirectUrl);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) answer.searchParams.set(name, value);
  const tokens = await oidc.authorizationCodeGrant(provider, answer, {
    pkceCodeVerifier: attempt.codeVerifier, expectedState: query.state, expectedNonce: attempt.nonce, idTokenExpected: true,
  });
  const claims: Record<string, unknown> = { ...tokens.claims() };
  // Many providers put only `sub` in the ID token and the rest behind the userinfo endpoint.
  if (provider.serverMetadata().userinfo_endpoint) Object.assign(claims, await oidc.fetchUserInfo(provider, tokens.access_token, String(claims.sub)));
  return { identity: identityOf(sso, claims), idToken: tokens.id_token! };
}

/** A claim by name, or by a dotted path into nested objects (`realm_access.roles`). */
function claimAt(claims: Record<string, unknown>, name: string | undefined): unknown {
  if (!name) return undefined;
  if (name in claims) return claims[name];
  return name.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), claims);
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** A list claim: a JSON array, or one string of names separated by spaces or commas. */
const listOf = (value: unknown) => (Array.isArray(value) ? value.map(textOf) : textOf(value).split(/[\s,]+/)).filter(Boolean);

/** Maps the claims to an account as the SSO_CLAIM_* settings say; a user type the portal does not know gives the default one. */
export function identityOf(sso: SsoConfig, claims: Record<string, unknown>): SsoIdentity {
  const username = textOf(claimAt(claims, sso.claims.username));
  if (!username || username.length > LIMITS.usernameMax) throw new BizError('SSO_CLAIM_MISSING');
  const type = textOf(claimAt(claims, sso.claims.userType)).toUpperCase();
  const identity: SsoIdentity = {
    username,
    name: textOf(claimAt(claims, sso.claims.name)).slice(0, LIMITS.nameMax),
    email: textOf(claimAt(claims, sso.claims.email)).slice(0, LIMITS.emailMax),
    userType: (USER_TYPES as readonly string[]).includes(type) ? (type as UserType) : sso.defaultUserType,
    company: textOf(claimAt(claims, sso.claims.company)).slice(0, LIMITS.companyMax),
    roles: listOf(claimAt(claims, sso.claims.roles)),
  };
  // text the database cannot store (NUL, a lone surrogate) is no name anyone logs in with
  if (findUnstorableText(identity) !== null) throw new BizError('SSO_CLAIM_MISSING');
  return identity;
}

/** The provider's end-session address for a session that came through it; null when the provider has none. */
export async function endSessionUrl(ctx: AppContext, idToken: string): Promise<string | null> {
  const sso = ssoOf(ctx);
  const provider = await providerOf(sso);
  if (!provider.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(provider, {
    id_token_hint: idToken,
    ...(sso.postLogoutUrl ? { post_logout_redirect_uri: sso.postLogoutUrl } : {}),
  }).href;
}

/** Where the browser goes after the callback: into the app, or to the login page naming the refusal. */
export const homeAddress = (sso: SsoConfig) => `${sso.appUrl}#/home`;
export const refusalAddress = (sso: SsoConfig, code: number) => `${sso.appUrl}#/login?${SSO_ERROR_PARAM}=${code}`;

/**
 * The session cookie the web reads its token from (web/src/api/token.ts: `token`, path /, SameSite
 * Lax, readable by the page, which sends it as the `token` header), set here as the login page
 * would set it; Secure when the portal is served over https.
 */
export function sessionCookie(sso: SsoConfig, token: string, expiresAt: string): string {
  const secure = new URL(sso.appUrl).protocol === 'https:' ? '; Secure' : '';
  return `token=${encodeURIComponent(token)}; Path=/; Expires=${new Date(expiresAt).toUTCString()}; SameSite=Lax${secure}`;
}

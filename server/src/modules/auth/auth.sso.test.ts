import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ERRORS, SSO_ERROR_PARAM, authEndpoints, routeOf, systemEndpoints, type ErrorKey } from '@portal/contract';
import { loadConfig } from '../../config.js';
import { buildUser, call, createTestApp, login, type TestApp } from '../../test/helpers.js';
import { startOidcProvider, ssoEnv, type TestOidcProvider } from '../../test/oidc-provider.js';
import { resources, roleResources, roles, userRoles } from '../access/access.tables.js';
import { users } from '../users/users.tables.js';
import { identityOf } from './auth.sso.js';
import { sweepExpired } from './auth.sweep.js';
import { loginAttempts, ssoLogins, tokens } from './auth.tables.js';

/*
 * Single sign-on against a real OpenID Provider (oidc-provider on 127.0.0.1), driven as a browser
 * would by plain HTTP: the portal's start, the provider's login page (a form), the redirect back
 * to the portal's callback. Nothing is faked on either side.
 */

const PORTAL = 'https://portal.example';
const CALLBACK = `${PORTAL}${authEndpoints.ssoCallback.path}`;
const AFTER_LOGOUT = `${PORTAL}/`;

let provider: TestOidcProvider;
/** SSO_PROVISION=create, and a refusing twin on its own database. */
let t: TestApp;
let refusing: TestApp;

const appWith = (overrides: Record<string, string> = {}) =>
  createTestApp({ config: { sso: loadConfig(ssoEnv(provider.issuer, CALLBACK, { SSO_POST_LOGOUT_URL: AFTER_LOGOUT, ...overrides })).sso } });

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: CALLBACK,
    postLogoutRedirectUri: AFTER_LOGOUT,
    accounts: {
      'li.na': {
        preferred_username: 'li.na', name: 'Li Na', email: 'li.na@dealer.example',
        portal_user_type: 'dealer', portal_company: 'SZ-FUTIAN', portal_roles: ['SSO_LOG_READERS', 'NO_SUCH_ROLE', 'DEFAULT_SYSTEM_ADMIN'],
      },
      'wang.wei': { preferred_username: 'wang.wei', name: 'Wang Wei', email: 'wang.wei@dealer.example' },
      'chief': { preferred_username: 'chief', name: 'Chief Admin', portal_user_type: 'SYSTEM_ADMIN' },
      'nameless': { name: 'No Account Name' },
    },
  });
  [t, refusing] = await Promise.all([appWith(), appWith({ SSO_PROVISION: 'refuse' })]);
  // a role the provider names: it reads the reports, which a dealer's own role does not
  const [role] = await t.db.insert(roles).values({ code: 'SSO_LOG_READERS', name: 'Log readers' }).returning();
  const [logView] = await t.db.select().from(resources).where(eq(resources.code, 'PER_REPORT_FORM_MANAGEMENT_VIEW'));
  await t.db.insert(roleResources).values({ roleId: role.id, resourceId: logView.id });
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), refusing?.close()]);
  await provider?.close();
});

/** A browser at the provider: cookies kept, redirects followed by hand until one leads back to the portal. */
async function atProvider(authorizationUrl: string, account: string | { cancel: true }): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0];
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  let res = await send(url);
  for (let step = 0; step < 10; step++) {
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(CALLBACK)) return new URL(url);
      res = await send(url);
      continue;
    }
    // the provider's login page: a form that takes the account's name (any password)
    const page = await res.text();
    if (typeof account === 'object') {
      url = new URL(/href="([^"]*\/abort)"/.exec(page)![1], url).href;
      res = await send(url);
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no login form at ${url} (HTTP ${res.status}): ${page.slice(0, 300)}`);
    url = new URL(action, url).href;
    res = await send(url, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: account, password: 'any' }).toString(),
    });
  }
  throw new Error(`no way back to the portal from ${url}`);
}

const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String);
const cookieNamed = (res: { headers: Record<string, unknown> }, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`)) ?? '';

/** A browser's start: the provider's address, and the cookie that binds the attempt to this browser. */
async function startAt(app: TestApp) {
  const res = await call(app.app, ...routeOf(authEndpoints.sso));
  const setCookie = cookieNamed(res.raw, 'sso_attempt');
  return { url: res.body.data.url as string, binding: /^sso_attempt=([^;]*)/.exec(setCookie)?.[1] ?? '', setCookie };
}

/** The portal's callback as a browser reaches it (with the binding cookie it holds): where it redirects, and the session. */
async function callback(app: TestApp, answer: URL, binding: string) {
  const res = await app.app.inject({
    method: 'GET', url: `${answer.pathname}${answer.search}`, remoteAddress: '198.51.100.7', headers: binding ? { cookie: `sso_attempt=${binding}` } : {},
  });
  const cookie = cookieNamed(res, 'token');
  const token = /^token=([^;]+)/.exec(cookie)?.[1];
  return { status: res.statusCode, location: String(res.headers.location ?? ''), cookie, token: token && decodeURIComponent(token), raw: res };
}

/** The whole flow for an account in one browser: start, log in at the provider, come back. */
async function ssoLogin(app: TestApp, account: string) {
  const start = await startAt(app);
  return callback(app, await atProvider(start.url, account), start.binding);
}

const refusedWith = (key: ErrorKey) => `${PORTAL}/#/login?${SSO_ERROR_PARAM}=${ERRORS[key].code}`;
const current = (app: TestApp, token: string | undefined) => call(app.app, ...routeOf(authEndpoints.current), { token });
const countOf = async (app: TestApp, table: typeof users | typeof tokens) => app.db.$count(table);

describe('single sign-on', () => {
  it('shows the button only when a provider is configured', async () => {
    expect((await call(t.app, ...routeOf(systemEndpoints.publicConfig))).body.data.ssoEnabled).toBe(true);
    const plain = await createTestApp();
    try {
      expect((await call(plain.app, ...routeOf(systemEndpoints.publicConfig))).body.data.ssoEnabled).toBe(false);
      // without a provider the callback is no page anyone is sent to: the envelope says so
      const res = await call(plain.app, ...routeOf(authEndpoints.ssoCallback), { query: { state: 'x', code: 'y' }, lang: 'de' });
      expect(res.body).toMatchObject({ success: false, code: ERRORS.SSO_NOT_CONFIGURED.code, message: ERRORS.SSO_NOT_CONFIGURED.message.de });
    } finally {
      await plain.close();
    }
  });

  it('starts the code flow with PKCE, a state and a nonce, and keeps them in the database', async () => {
    const start = await startAt(t);
    const url = new URL(start.url);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code', client_id: 'service-portal', redirect_uri: CALLBACK, scope: 'openid profile email portal', code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    const [row] = await t.db.select().from(ssoLogins).where(eq(ssoLogins.nonce, url.searchParams.get('nonce')!));
    // the state travels in addresses: only its hash is kept; the verifier never leaves the server
    expect(row.stateHash).not.toBe(url.searchParams.get('state'));
    expect(row.codeVerifier).not.toBe(url.searchParams.get('code_challenge'));
    // the attempt belongs to this browser: a cookie only the callback gets, which no script reads
    expect(start.setCookie).toMatch(/^sso_attempt=[\w-]{40,}; Path=\/rest\/base\/auth\/sso\/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('creates a new account on its first login with the mapped type, company and roles, and a working session', async () => {
    const before = await countOf(t, users);
    const res = await ssoLogin(t, 'li.na');
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${PORTAL}/#/home`);
    expect(res.cookie).toMatch(/^token=[^;]+; Path=\/; Expires=[^;]+ GMT; SameSite=Lax; Secure$/);
    expect(res.raw.headers['cache-control']).toBe('no-store');
    expect(cookieNamed(res.raw, 'sso_attempt')).toMatch(/^sso_attempt=; .*Max-Age=0;/);

    const me = await current(t, res.token);
    expect(me.body.data).toMatchObject({ username: 'li.na', name: 'Li Na', email: 'li.na@dealer.example', userType: 'DEALER', company: 'SZ-FUTIAN' });
    // the provider's role gives what the dealer's own role does not; unknown and built-in role names give nothing
    expect(me.body.data.permissions.PER_REPORT_FORM_MANAGEMENT_VIEW).toEqual({ valid: true });
    expect(me.body.data.permissions.PER_SYSTEM_INFO_VIEW).toBeUndefined();
    const given = await t.db.select({ code: roles.code }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, me.body.data.id));
    expect(given.map((r) => r.code)).toEqual(['SSO_LOG_READERS']);
    expect(await countOf(t, users)).toBe(before + 1);
    const [attempt] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.userId, me.body.data.id));
    expect(attempt).toMatchObject({ username: 'li.na', success: true, ip: '198.51.100.7' });

    // the next login is the same account
    const again = await ssoLogin(t, 'li.na');
    expect((await current(t, again.token)).body.data.id).toBe(me.body.data.id);
    expect(await countOf(t, users)).toBe(before + 1);
  });

  it('gives an account without a user-type claim the default type', async () => {
    const res = await ssoLogin(t, 'wang.wei');
    expect((await current(t, res.token)).body.data).toMatchObject({ username: 'wang.wei', userType: 'REGISTER', company: '' });
  });

  it('refuses a name the portal does not know with SSO_PROVISION=refuse: a translated error, nothing written', async () => {
    const [usersBefore, tokensBefore] = [await countOf(refusing, users), await countOf(refusing, tokens)];
    const res = await ssoLogin(refusing, 'wang.wei');
    expect(res.location).toBe(refusedWith('SSO_USER_UNKNOWN'));
    expect(res.cookie).toBe('');
    expect(await countOf(refusing, users)).toBe(usersBefore);
    expect(await countOf(refusing, tokens)).toBe(tokensBefore);
    expect(await refusing.db.$count(users, sql`lower(${users.username}) = 'wang.wei'`)).toBe(0);
    // the login log keeps the refusal, as it keeps a wrong password
    expect(await refusing.db.select({ reason: loginAttempts.reason }).from(loginAttempts).where(eq(loginAttempts.username, 'wang.wei'))).toEqual([{ reason: 'SSO_USER_UNKNOWN' }]);
    // what the login page shows for the code, in the reader's language
    for (const lang of ['zh-CN', 'de'] as const) {
      const shown = await call(refusing.app, ...routeOf(authEndpoints.ssoFailure, { code: ERRORS.SSO_USER_UNKNOWN.code }), { lang });
      expect(shown.body.data).toEqual({ code: ERRORS.SSO_USER_UNKNOWN.code, message: ERRORS.SSO_USER_UNKNOWN.message[lang] });
    }
    // a code that is no single sign-on refusal is no parameter of that call
    expect((await call(refusing.app, ...routeOf(authEndpoints.ssoFailure, { code: ERRORS.WRONG_CREDENTIALS.code }))).status).toBe(555);
  });

  it('lets an account the portal knows in with SSO_PROVISION=refuse, without changing it', async () => {
    const known = await buildUser(refusing.db, { username: 'Wang.Wei', userType: 'INNER_USER', company: 'HQ' });
    const res = await ssoLogin(refusing, 'wang.wei');
    expect(res.location).toBe(`${PORTAL}/#/home`);
    expect((await current(refusing, res.token)).body.data).toMatchObject({ id: known.id, userType: 'INNER_USER', company: 'HQ' });
    // and its password still works where it always did
    expect(await login(refusing.app, known.username, known.password)).toBeTruthy();
  });

  it('refuses a replayed answer: a state is good once', async () => {
    const start = await startAt(t);
    const answer = await atProvider(start.url, 'li.na');
    expect((await callback(t, answer, start.binding)).token).toBeTruthy();
    const tokensBefore = await countOf(t, tokens);
    const replay = await callback(t, answer, start.binding);
    expect(replay.location).toBe(refusedWith('SSO_EXPIRED'));
    expect(replay.cookie).toBe('');
    expect(await countOf(t, tokens)).toBe(tokensBefore);
  });

  it('refuses a forged state, a state of another attempt, and a wrong nonce', async () => {
    const tokensBefore = await countOf(t, tokens);
    const start = await startAt(t);
    const answer = await atProvider(start.url, 'li.na');
    const forged = new URL(answer);
    forged.searchParams.set('state', 'forged-state-forged-state-forged-state');
    expect((await callback(t, forged, start.binding)).location).toBe(refusedWith('SSO_EXPIRED'));

    // the code of one attempt under the state of another: the PKCE verifier does not match
    const other = await startAt(t);
    const swapped = new URL(answer);
    swapped.searchParams.set('state', new URL(other.url).searchParams.get('state')!);
    expect((await callback(t, swapped, other.binding)).location).toBe(refusedWith('SSO_FAILED'));

    // an ID token issued for another nonce (the authorization request altered on its way)
    const third = await startAt(t);
    const altered = new URL(third.url);
    altered.searchParams.set('nonce', 'another-nonce-another-nonce-another');
    expect((await callback(t, await atProvider(altered.href, 'li.na'), third.binding)).location).toBe(refusedWith('SSO_FAILED'));
    expect(await countOf(t, tokens)).toBe(tokensBefore);
  });

  it('refuses an answer brought by another browser (a login slipped to someone else), and lets the browser that started it finish', async () => {
    const tokensBefore = await countOf(t, tokens);
    const start = await startAt(t);
    const answer = await atProvider(start.url, 'li.na');
    const elsewhere = await startAt(t);
    expect((await callback(t, answer, '')).location).toBe(refusedWith('SSO_EXPIRED'));
    expect((await callback(t, answer, elsewhere.binding)).location).toBe(refusedWith('SSO_EXPIRED'));
    expect(await countOf(t, tokens)).toBe(tokensBefore);
    expect((await callback(t, answer, start.binding)).location).toBe(`${PORTAL}/#/home`);
  });

  it('refuses an attempt older than its time, a cancelled login and an answer without an account name', async () => {
    const late = await startAt(t);
    const lateAnswer = await atProvider(late.url, 'li.na');
    t.app.ctx.now = () => new Date(Date.now() + 11 * 60_000);
    try {
      expect((await callback(t, lateAnswer, late.binding)).location).toBe(refusedWith('SSO_EXPIRED'));
    } finally {
      t.app.ctx.now = () => new Date();
    }
    const cancelled = await startAt(t);
    expect((await callback(t, await atProvider(cancelled.url, { cancel: true }), cancelled.binding)).location).toBe(refusedWith('SSO_CANCELLED'));
    expect((await ssoLogin(t, 'nameless')).location).toBe(refusedWith('SSO_CLAIM_MISSING'));
  });

  it('refuses a disabled account', async () => {
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, 'wang.wei'));
    try {
      expect((await ssoLogin(t, 'wang.wei')).location).toBe(refusedWith('ACCOUNT_DISABLED'));
    } finally {
      await t.db.update(users).set({ disabled: false }).where(eq(users.username, 'wang.wei'));
    }
  });

  it('keeps the local login working beside it', async () => {
    const local = await buildUser(t.db, { userType: 'DEALER' });
    const token = await login(t.app, local.username, local.password);
    expect((await current(t, token)).body.data.username).toBe(local.username);
    // …and its logout leads to the login page, not the provider
    expect((await call(t.app, ...routeOf(authEndpoints.logout), { token })).body.data).toEqual({ url: null });
  });

  it('sends a non-administrator who came through the provider to its end-session page at logout, an administrator to the login page', async () => {
    const dealer = await ssoLogin(t, 'li.na');
    const out = await call(t.app, ...routeOf(authEndpoints.logout), { token: dealer.token });
    const end = new URL(out.body.data.url);
    expect(`${end.origin}${end.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(AFTER_LOGOUT);
    expect(end.searchParams.get('id_token_hint')).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    // the provider takes the hint: its end-session page goes on to confirm, not to an error
    const page = await fetch(end, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`action="${provider.issuer}/session/end/confirm"`);
    expect((await current(t, dealer.token)).status).toBe(401);

    const chief = await ssoLogin(t, 'chief');
    expect((await current(t, chief.token)).body.data.userType).toBe('SYSTEM_ADMIN');
    expect((await call(t.app, ...routeOf(authEndpoints.logout), { token: chief.token })).body.data).toEqual({ url: null });
  });

  it('sweeps attempts the browser never came back from, and keeps live ones', async () => {
    await t.db.insert(ssoLogins).values([
      { stateHash: 'dead', nonce: 'n', codeVerifier: 'v', expiresAt: new Date(Date.now() - 1000) },
      { stateHash: 'live', nonce: 'n', codeVerifier: 'v', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    expect((await sweepExpired(t.app.ctx)).ssoLogins).toBeGreaterThanOrEqual(1);
    expect((await t.db.select({ stateHash: ssoLogins.stateHash }).from(ssoLogins).where(sql`${ssoLogins.stateHash} in ('dead', 'live')`))).toEqual([{ stateHash: 'live' }]);
  });
});

describe('the claims an account is made from', () => {
  const settings = loadConfig(ssoEnv('https://id.example.com', CALLBACK, {
    SSO_CLAIM_USERNAME: 'upn', SSO_CLAIM_ROLES: 'realm_access.roles', SSO_CLAIM_COMPANY: 'org.code', SSO_DEFAULT_USER_TYPE: 'CUSTOMER',
  })).sso!;

  it('follows dotted paths into objects, takes a list as an array or as one string, and falls back to the default type', () => {
    expect(identityOf(settings, { upn: ' zhou.min ', name: 'Zhou Min', realm_access: { roles: ['A', 'B'] }, org: { code: 'NB-01' }, portal_user_type: 'nobody' }))
      .toEqual({ username: 'zhou.min', name: 'Zhou Min', email: '', userType: 'CUSTOMER', company: 'NB-01', roles: ['A', 'B'] });
    expect(identityOf(settings, { upn: 'x', 'realm_access.roles': 'A, B C', portal_user_type: 'service_station' })).toMatchObject({ roles: ['A', 'B', 'C'], userType: 'SERVICE_STATION' });
  });

  it('refuses a missing, too long or unstorable account name', () => {
    for (const upn of [undefined, '  ', 'x'.repeat(31), 'bad\u0000name', { nested: true }]) {
      expect(() => identityOf(settings, { upn }), JSON.stringify(upn)).toThrow('SSO_CLAIM_MISSING');
    }
  });
});

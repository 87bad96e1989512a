import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@portal/contract';
import {
  buildUser, call, createTestApp, encrypt, login, loggedInUser, testLicence, userRow, type TestApp,
} from '../../test/helpers.js';
import { buildApp } from '../../app.js';
import { AUTH_CACHE_TTL_MS } from '../../platform/http.js';
import { users } from '../users/users.tables.js';
import { tokens } from './auth.tables.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

let ipSeq = 10;
/** Each test logs in from its own address, so per-address failure counts do not leak between tests. */
const freshIp = () => `10.0.0.${ipSeq++}`;

const attempt = (username: string, password: string, ip: string, extra: Record<string, unknown> = {}, lang: 'en-US' | 'de' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', '/rest/base/auth/in', { body: { username, password: encrypt(t.app, password), ...extra }, ip, lang });

async function captchaWithAnswer() {
  const res = await call(t.app, 'GET', '/rest/base/auth/captcha');
  expect(res.body.data.svg).toMatch(/^<svg/);
  const { captchas } = await import('./auth.tables.js');
  const [row] = await t.db.select().from(captchas).where(eq(captchas.id, res.body.data.captchaId));
  return { captchaId: res.body.data.captchaId as string, answer: row.answer };
}

describe('login', () => {
  it('serves an RSA public key and logs in with an OAEP-encrypted password', async () => {
    const key = await call(t.app, 'GET', '/rest/base/auth/public/key');
    expect(key.body.data.publicKey).toContain('BEGIN PUBLIC KEY');
    const user = await buildUser(t.db, { userType: 'DEALER' });
    const res = await attempt(`  ${user.username.toUpperCase()} `, user.password, freshIp());
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ name: `Test ${user.username}`, userType: 'DEALER' });
    const hours = (new Date(res.body.data.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('keeps a remember-me token for 7 days', async () => {
    const user = await buildUser(t.db);
    const res = await attempt(user.username, user.password, freshIp(), { rememberMe: true });
    const days = (new Date(res.body.data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('stores only a hash of the token', async () => {
    const user = await buildUser(t.db);
    const token = await login(t.app, user.username, user.password);
    const rows = await t.db.select().from(tokens).where(eq(tokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password in the caller\'s language', async () => {
    const user = await buildUser(t.db);
    const de = await attempt(user.username, 'Wrong@12345', freshIp(), {}, 'de');
    expect(de.body).toEqual({ success: false, code: ERRORS.WRONG_CREDENTIALS.code, message: ERRORS.WRONG_CREDENTIALS.message.de });
    const zh = await attempt('nobody-here', 'Wrong@12345', freshIp(), {}, 'zh-CN');
    expect(zh.body.message).toBe('账号或密码错误');
  });

  it('refuses a password that was not encrypted with our key', async () => {
    const user = await buildUser(t.db);
    const res = await call(t.app, 'POST', '/rest/base/auth/in', { body: { username: user.username, password: Buffer.from(user.password).toString('base64') }, ip: freshIp() });
    expect(res.body.code).toBe(ERRORS.PASSWORD_UNREADABLE.code);
  });

  it('answers 555 naming the field for malformed parameters', async () => {
    const res = await call(t.app, 'POST', '/rest/base/auth/in', { body: { username: 'x'.repeat(31), password: 'abc' } });
    expect(res.status).toBe(555);
    expect(res.body.code).toBe(555);
    expect(res.body.message).toMatch(/^Parameter format error! username/);
  });
});

describe('captcha', () => {
  it('is required after 3 failed logins for a username, and a right answer lets the user in', async () => {
    const user = await buildUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await attempt(user.username, 'Wrong@12345', freshIp())).body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
    const required = await call(t.app, 'GET', '/rest/base/auth/captcha/required', { query: { username: user.username }, ip });
    expect(required.body.data).toEqual({ required: true });

    const without = await attempt(user.username, user.password, ip);
    expect(without.body.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);

    const wrong = await captchaWithAnswer();
    expect((await attempt(user.username, user.password, ip, { captchaId: wrong.captchaId, code: 'zzzz' })).body.code).toBe(ERRORS.CAPTCHA_WRONG.code);

    const right = await captchaWithAnswer();
    const ok = await attempt(user.username, user.password, ip, { captchaId: right.captchaId, code: right.answer.toUpperCase() });
    expect(ok.body.success).toBe(true);
    // A captcha answer is good once.
    expect((await attempt(user.username, 'Wrong@12345', ip, { captchaId: right.captchaId, code: right.answer })).body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
    // The success reset the count for this username.
    expect((await call(t.app, 'GET', '/rest/base/auth/captcha/required', { query: { username: user.username }, ip: freshIp() })).body.data.required).toBe(false);
  });

  it('is required after 3 failed logins from one address, whatever the usernames', async () => {
    const ip = freshIp();
    for (const name of ['ghost-a', 'ghost-b', 'ghost-c']) await attempt(name, 'Wrong@12345', ip);
    const user = await buildUser(t.db);
    expect((await attempt(user.username, user.password, ip)).body.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
    expect((await attempt(user.username, user.password, freshIp())).body.success).toBe(true);
  });

  it('is always required in captcha mode always, and never in mode off', async () => {
    const always = await createTestApp({ config: { captchaMode: 'always' } });
    const off = await createTestApp({ config: { captchaMode: 'off' } });
    try {
      const u1 = await buildUser(always.db);
      const first = await call(always.app, 'POST', '/rest/base/auth/in', { body: { username: u1.username, password: encrypt(always.app, u1.password) } });
      expect(first.body.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
      const u2 = await buildUser(off.db);
      for (let i = 0; i < 4; i++) await call(off.app, 'POST', '/rest/base/auth/in', { body: { username: u2.username, password: encrypt(off.app, 'Wrong@12345') } });
      expect((await call(off.app, 'POST', '/rest/base/auth/in', { body: { username: u2.username, password: encrypt(off.app, u2.password) } })).body.success).toBe(true);
    } finally {
      await always.close();
      await off.close();
    }
  });
});

describe('account lock', () => {
  it('locks after 5 wrong passwords in 15 minutes until an administrator unlocks it', async () => {
    const user = await buildUser(t.db);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      // A fresh address and a solved captcha each time, so only the password counts.
      const ip = freshIp();
      const extra = i >= 3 ? await captchaWithAnswer().then((c) => ({ captchaId: c.captchaId, code: c.answer })) : {};
      codes.push((await attempt(user.username, 'Wrong@12345', ip, extra)).body.code!);
    }
    expect(codes).toEqual([110010, 110010, 110010, 110010, ERRORS.ACCOUNT_LOCKED.code]);
    expect((await userRow(t.db, user.id)).locked).toBe(true);

    const c = await captchaWithAnswer();
    const locked = await attempt(user.username, user.password, freshIp(), { captchaId: c.captchaId, code: c.answer });
    expect(locked.body.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(locked.body.message).toMatch(/locked/);

    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const unlock = await call(t.app, 'POST', `/rest/base/user/admin/updateLocked/${user.id}`, { token: admin.token, body: { locked: false } });
    expect(unlock.body.data.locked).toBe(false);
    const c2 = await captchaWithAnswer();
    expect((await attempt(user.username, user.password, freshIp(), { captchaId: c2.captchaId, code: c2.answer })).body.success).toBe(true);
  });

  it('refuses a disabled account and ends its sessions when it is disabled', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const user = await loggedInUser(t, 'DEALER');
    await call(t.app, 'POST', `/rest/base/user/admin/updateDisabled/${user.id}`, { token: admin.token, body: { disabled: true } });
    expect((await call(t.app, 'GET', '/rest/base/auth/current', { token: user.token })).status).toBe(401);
    expect((await attempt(user.username, user.password, freshIp())).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
  });

  it('does not let an administrator lock themselves out', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const res = await call(t.app, 'POST', `/rest/base/user/admin/updateLocked/${admin.id}`, { token: admin.token, body: { locked: true } });
    expect(res.body.code).toBe(ERRORS.CANNOT_CHANGE_SELF.code);
  });
});

describe('tokens and the current user', () => {
  it('returns the current user with the permission map of their type', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const res = await call(t.app, 'GET', '/rest/base/auth/current', { token: dealer.token });
    expect(res.body.data).toMatchObject({ username: dealer.username, userType: 'DEALER', company: 'Test Motors', isVisitor: false, pendingCount: 0, licence: null });
    expect(res.body.data.permissions.PER_MANUAL_VIEW).toEqual({ valid: true });
    expect(res.body.data.permissions.PER_SHOPPING_CART_MANAGEMENT_VIEW).toEqual({ valid: true });
    expect(res.body.data.permissions.PER_USER_MANAGEMENT_VIEW).toBeUndefined();
    expect(res.body.data.permissions.PER_SYSTEM_INFO_VIEW).toBeUndefined();
  });

  it('revokes the token at logout', async () => {
    const user = await loggedInUser(t);
    expect((await call(t.app, 'DELETE', '/rest/base/auth/out', { token: user.token })).body.success).toBe(true);
    const after = await call(t.app, 'GET', '/rest/base/auth/current', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ERRORS.LOGIN_REQUIRED.code);
  });

  it('answers the ping behind the token check only', async () => {
    const user = await loggedInUser(t);
    const res = await call(t.app, 'GET', '/rest/base/ping', { token: user.token });
    expect(res.body).toEqual({ success: true, data: { now: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } });
    expect(Math.abs(new Date(res.body.data.now).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await call(t.app, 'GET', '/rest/base/ping')).status).toBe(401);
    expect((await call(t.app, 'GET', '/rest/base/ping', { token: 'not-a-token' })).body.code).toBe(ERRORS.LOGIN_REQUIRED.code);
  });

  it('refuses a revoked token on every instance within the token cache\'s lifetime', async () => {
    // A second server process on the same database: its own token cache.
    const other = await buildApp({ config: t.app.ctx.config, database: t.database });
    try {
      const user = await loggedInUser(t);
      const disabled = await loggedInUser(t);
      for (const token of [user.token, disabled.token]) {
        expect((await call(t.app, 'GET', '/rest/base/ping', { token })).status).toBe(200);
        expect((await call(other, 'GET', '/rest/base/ping', { token })).status).toBe(200);
      }
      // Logout on the first instance: refused there at once.
      expect((await call(t.app, 'DELETE', '/rest/base/auth/out', { token: user.token })).body.success).toBe(true);
      expect((await call(t.app, 'GET', '/rest/base/ping', { token: user.token })).status).toBe(401);
      // A change made behind both instances' backs (another process, an administrator's tool).
      await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
      await new Promise((r) => setTimeout(r, AUTH_CACHE_TTL_MS + 100));
      for (const app of [t.app, other]) {
        expect((await call(app, 'GET', '/rest/base/ping', { token: user.token })).status).toBe(401);
        expect((await call(app, 'GET', '/rest/base/auth/current', { token: disabled.token })).status).toBe(401);
      }
    } finally {
      await other.close();
    }
  });

  it('stops accepting a token once it has expired', async () => {
    const user = await loggedInUser(t);
    await t.db.update(tokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tokens.userId, user.id));
    expect((await call(t.app, 'GET', '/rest/base/auth/current', { token: user.token })).status).toBe(401);
  });

  it('takes the token from the header, not from the query, on ordinary calls', async () => {
    const user = await loggedInUser(t);
    expect((await call(t.app, 'GET', '/rest/base/auth/current', { query: { token: user.token } })).status).toBe(401);
  });

  it('lets a visitor read the catalogue but not order or ask', async () => {
    const res = await call(t.app, 'POST', '/rest/base/auth/visitor/in', { body: {} });
    expect(res.body.data.userType).toBe('VISITOR');
    const current = await call(t.app, 'GET', '/rest/base/auth/current', { token: res.body.data.token });
    expect(current.body.data.isVisitor).toBe(true);
    expect(current.body.data.permissions.PER_MANUAL_VIEW).toEqual({ valid: true });
    expect(current.body.data.permissions.PER_SHOPPING_CART_MANAGEMENT_VIEW).toBeUndefined();
    expect(current.body.data.permissions.PER_ENQUIRY_MANAGEMENT_VIEW).toBeUndefined();
    // Nobody logs in as the visitor account with a password.
    expect((await attempt('visitor', 'whatever', freshIp())).body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
  });

  it('says single sign-on is not configured', async () => {
    const res = await call(t.app, 'GET', '/rest/base/auth/sso', { lang: 'zh-CN' });
    expect(res.body.code).toBe(ERRORS.SSO_NOT_CONFIGURED.code);
    expect(res.body.message).toContain('单点登录');
  });
});

describe('licence', () => {
  it('refuses logins and calls with 20033 once the licence has expired, but still lets users log out', async () => {
    const user = await loggedInUser(t);
    t.app.setLicence(testLicence({ notAfter: new Date(Date.now() - 1000).toISOString() }));
    try {
      const res = await call(t.app, 'GET', '/rest/base/auth/current', { token: user.token });
      expect(res.body).toMatchObject({ success: false, code: 20033 });
      expect((await attempt(user.username, user.password, freshIp())).body.code).toBe(20033);
      expect((await call(t.app, 'DELETE', '/rest/base/auth/out', { token: user.token })).body.success).toBe(true);
    } finally {
      t.app.setLicence(testLicence({ consumerAmount: 1000 }));
    }
  });

  it('refuses a login beyond the licensed number of online users, but not a second session of an online user', async () => {
    const limited = await createTestApp({ licence: testLicence({ consumerAmount: 1 }) });
    try {
      const first = await buildUser(limited.db);
      const second = await buildUser(limited.db);
      await login(limited.app, first.username, first.password);
      const refused = await call(limited.app, 'POST', '/rest/base/auth/in', { body: { username: second.username, password: encrypt(limited.app, second.password) } });
      expect(refused.body.code).toBe(20031);
      expect(refused.body.message).toContain('1');
      await login(limited.app, first.username, first.password);
    } finally {
      await limited.close();
    }
  });

  it('warns a system administrator when the licence is about to expire', async () => {
    const soon = await createTestApp({ licence: testLicence({ notAfter: new Date(Date.now() + 10 * 86_400_000 - 60_000).toISOString() }) });
    try {
      const admin = await buildUser(soon.db, { userType: 'SYSTEM_ADMIN' });
      const token = await login(soon.app, admin.username, admin.password);
      const res = await call(soon.app, 'GET', '/rest/base/auth/current', { token });
      expect(res.body.data.licence).toEqual({ dayremain: 10, alert: true });
    } finally {
      await soon.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ERRORS, authEndpoints, routeOf, usersEndpoints } from '@portal/contract';
import {
  buildUser, call, createTestApp, encrypt, login, loggedInUser, testLicence, userRow, type TestApp,
} from '../../test/helpers.js';
import { buildApp } from '../../app.js';
import { AUTH_CACHE_TTL_MS } from '../../platform/session.js';
import { users } from '../users/users.tables.js';
import { captchas, tokens } from './auth.tables.js';
import { resetTickets, verificationCodes } from '../users/users.tables.js';
import { SWEEP_BATCH, sweepExpired } from './auth.sweep.js';
import { rateLimitHits } from '../../platform/rate-limit.tables.js';
import { DUMMY_PASSWORD_HASH } from './auth.service.js';
import { hashPassword } from '../../platform/security.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

let ipSeq = 10;
/** Each test logs in from its own address, so per-address failure counts do not leak between tests. */
const freshIp = () => `10.0.0.${ipSeq++}`;

const attempt = (username: string, password: string, ip: string, extra: Record<string, unknown> = {}, lang: 'en-US' | 'de' | 'zh-CN' = 'en-US') =>
  call(t.app, ...routeOf(authEndpoints.login), { body: { username, password: encrypt(t.app, password), ...extra }, ip, lang });

async function captchaWithAnswer() {
  const res = await call(t.app, ...routeOf(authEndpoints.captcha));
  expect(res.body.data.svg).toMatch(/^<svg/);
  const { captchas } = await import('./auth.tables.js');
  const [row] = await t.db.select().from(captchas).where(eq(captchas.id, res.body.data.captchaId));
  return { captchaId: res.body.data.captchaId as string, answer: row.answer };
}

describe('login', () => {
  it('serves an RSA public key and logs in with an OAEP-encrypted password', async () => {
    const key = await call(t.app, ...routeOf(authEndpoints.publicKey));
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
    const res = await call(t.app, ...routeOf(authEndpoints.login), { body: { username: user.username, password: Buffer.from(user.password).toString('base64') }, ip: freshIp() });
    expect(res.body.code).toBe(ERRORS.PASSWORD_UNREADABLE.code);
  });

  it('answers 555 naming the field for malformed parameters', async () => {
    const res = await call(t.app, ...routeOf(authEndpoints.login), { body: { username: 'x'.repeat(31), password: 'abc' } });
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
    const required = await call(t.app, ...routeOf(authEndpoints.captchaRequired), { query: { username: user.username }, ip });
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
    expect((await call(t.app, ...routeOf(authEndpoints.captchaRequired), { query: { username: user.username }, ip: freshIp() })).body.data.required).toBe(false);
  });

  it('is required after 3 failed logins from one address, whatever the usernames', async () => {
    const ip = freshIp();
    for (const name of ['ghost-a', 'ghost-b', 'ghost-c']) await attempt(name, 'Wrong@12345', ip);
    const user = await buildUser(t.db);
    expect((await attempt(user.username, user.password, ip)).body.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
    expect((await attempt(user.username, user.password, freshIp())).body.success).toBe(true);
  });

  it('is required after 3 failed logins from an address even when visitor logins come between them', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      codes.push((await attempt(`ghost-between-${i}`, 'Wrong@12345', ip)).body.code!);
      expect((await call(t.app, ...routeOf(authEndpoints.visitorLogin), { body: {}, ip })).body.success).toBe(true);
    }
    expect(codes).toEqual([...Array(3).fill(ERRORS.WRONG_CREDENTIALS.code), ...Array(17).fill(ERRORS.CAPTCHA_REQUIRED.code)]);
    expect((await call(t.app, ...routeOf(authEndpoints.captchaRequired), { query: { username: 'someone-else' }, ip })).body.data.required).toBe(true);
  });

  it('is always required in captcha mode always, and never in mode off', async () => {
    const always = await createTestApp({ config: { captchaMode: 'always' } });
    const off = await createTestApp({ config: { captchaMode: 'off' } });
    try {
      const u1 = await buildUser(always.db);
      const first = await call(always.app, ...routeOf(authEndpoints.login), { body: { username: u1.username, password: encrypt(always.app, u1.password) } });
      expect(first.body.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
      const u2 = await buildUser(off.db);
      for (let i = 0; i < 4; i++) await call(off.app, ...routeOf(authEndpoints.login), { body: { username: u2.username, password: encrypt(off.app, 'Wrong@12345') } });
      expect((await call(off.app, ...routeOf(authEndpoints.login), { body: { username: u2.username, password: encrypt(off.app, u2.password) } })).body.success).toBe(true);
    } finally {
      await always.close();
      await off.close();
    }
    // two apps of their own and six logins: more than the default 30 s on a CI machine running journeys beside
  }, 90_000);
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
    // The fifth wrong password locks the account but answers as the others: only the right
    // password learns of the lock.
    expect(codes).toEqual(Array(5).fill(ERRORS.WRONG_CREDENTIALS.code));
    expect((await userRow(t.db, user.id)).locked).toBe(true);

    const c = await captchaWithAnswer();
    const locked = await attempt(user.username, user.password, freshIp(), { captchaId: c.captchaId, code: c.answer });
    expect(locked.body.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(locked.body.message).toMatch(/locked/);

    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const unlock = await call(t.app, ...routeOf(usersEndpoints.setLocked, { id: user.id }), { token: admin.token, body: { locked: false } });
    expect(unlock.body.data.locked).toBe(false);
    const c2 = await captchaWithAnswer();
    expect((await attempt(user.username, user.password, freshIp(), { captchaId: c2.captchaId, code: c2.answer })).body.success).toBe(true);
  });

  it('refuses a disabled account and ends its sessions when it is disabled', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const user = await loggedInUser(t, 'DEALER');
    await call(t.app, ...routeOf(usersEndpoints.setDisabled, { id: user.id }), { token: admin.token, body: { disabled: true } });
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: user.token })).status).toBe(401);
    expect((await attempt(user.username, user.password, freshIp())).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
  });

  it('tells a locked or disabled state only to the right password: a wrong one answers as for an unknown account', async () => {
    const locked = await buildUser(t.db);
    const disabled = await buildUser(t.db);
    await t.db.update(users).set({ locked: true }).where(eq(users.id, locked.id));
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    const unknown = await attempt('nobody-at-all', 'Wrong@12345', freshIp(), {}, 'de');
    expect(unknown.body).toEqual({ success: false, code: ERRORS.WRONG_CREDENTIALS.code, message: ERRORS.WRONG_CREDENTIALS.message.de });
    for (const user of [locked, disabled]) {
      expect((await attempt(user.username, 'Wrong@12345', freshIp(), {}, 'de')).body).toEqual(unknown.body);
    }
    expect((await attempt(locked.username, locked.password, freshIp())).body.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect((await attempt(disabled.username, disabled.password, freshIp())).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
  });

  it('does not lock a disabled account, whatever the wrong passwords', async () => {
    const user = await buildUser(t.db);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    for (let i = 0; i < 6; i++) {
      const extra = i >= 3 ? await captchaWithAnswer().then((c) => ({ captchaId: c.captchaId, code: c.answer })) : {};
      expect((await attempt(user.username, 'Wrong@12345', freshIp(), extra)).body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
    }
    expect(await userRow(t.db, user.id)).toMatchObject({ disabled: true, locked: false });
  });

  it('checks an unknown account\'s password against a dummy hash made as real ones are (the same scrypt work)', async () => {
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const real = await hashPassword('Any@2026pw');
    expect(params(DUMMY_PASSWORD_HASH)).toBe(params(real));
    expect(Buffer.from(DUMMY_PASSWORD_HASH.split('$')[5], 'base64')).toHaveLength(Buffer.from(real.split('$')[5], 'base64').length);
  });

  it('does not let an administrator lock themselves out', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const res = await call(t.app, ...routeOf(usersEndpoints.setLocked, { id: admin.id }), { token: admin.token, body: { locked: true } });
    expect(res.body.code).toBe(ERRORS.CANNOT_CHANGE_SELF.code);
  });
});

describe('behind a reverse proxy', () => {
  const PROXY = '10.77.0.1';
  /** Three failures from one client, then whether each of two clients behind the proxy owes a captcha. */
  async function captchaOwedBehindProxy(app: TestApp['app']) {
    const via = (client: string) => ({ ip: PROXY, headers: { 'x-forwarded-for': client } });
    for (const name of ['proxied-a', 'proxied-b', 'proxied-c']) {
      await call(app, ...routeOf(authEndpoints.login), { body: { username: name, password: encrypt(app, 'Wrong@12345') }, ...via('203.0.113.5') });
    }
    const owed = async (client: string) =>
      (await call(app, ...routeOf(authEndpoints.captchaRequired), { query: { username: 'someone' }, ...via(client) })).body.data.required as boolean;
    return { mistyping: await owed('203.0.113.5'), neighbour: await owed('203.0.113.6') };
  }

  it('counts failures per client when the proxy is trusted (TRUST_PROXY)', async () => {
    const trusting = await createTestApp({ config: { trustProxy: [PROXY] } });
    try {
      expect(await captchaOwedBehindProxy(trusting.app)).toEqual({ mistyping: true, neighbour: false });
      // Only the trusted proxy names the client: anyone else who sends the header is themselves.
      const spoofed = await call(trusting.app, ...routeOf(authEndpoints.captchaRequired), {
        query: { username: 'someone' }, ip: '198.51.100.9', headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(spoofed.body.data.required).toBe(false);
    } finally {
      await trusting.close();
    }
  });

  it('ignores X-Forwarded-For by default: everyone behind the proxy is one address', async () => {
    expect(await captchaOwedBehindProxy(t.app)).toEqual({ mistyping: true, neighbour: true });
  });
});

describe('attempts sent at once', () => {
  const codesOf = (responses: { body: { code?: number } }[]) => responses.map((r) => r.body.code).sort();
  const expected = [...Array(3).fill(ERRORS.WRONG_CREDENTIALS.code), ...Array(7).fill(ERRORS.CAPTCHA_REQUIRED.code)].sort();

  it('meets the captcha after 3 of 10 wrong passwords for one account sent together, and nobody without captchas locks it', async () => {
    const user = await buildUser(t.db);
    // Ten addresses, so only the account's count is in play.
    const responses = await Promise.all(Array.from({ length: 10 }, () => attempt(user.username, 'Wrong@12345', freshIp())));
    expect(codesOf(responses)).toEqual(expected);
    expect((await userRow(t.db, user.id)).locked).toBe(false);
    const c = await captchaWithAnswer();
    expect((await attempt(user.username, user.password, freshIp(), { captchaId: c.captchaId, code: c.answer })).body.success).toBe(true);
  });

  it('meets the captcha after 3 of 10 wrong logins from one address sent together, whatever the usernames', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(`ghost-together-${i}`, 'Wrong@12345', ip)));
    expect(codesOf(responses)).toEqual(expected);
  });
});

describe('tokens and the current user', () => {
  it('returns the current user with the permission map of their type', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const res = await call(t.app, ...routeOf(authEndpoints.current), { token: dealer.token });
    expect(res.body.data).toMatchObject({ username: dealer.username, userType: 'DEALER', company: 'Test Motors', isVisitor: false, pendingCount: 0, licence: null });
    expect(res.body.data.permissions.PER_MANUAL_VIEW).toEqual({ valid: true });
    expect(res.body.data.permissions.PER_SHOPPING_CART_MANAGEMENT_VIEW).toEqual({ valid: true });
    expect(res.body.data.permissions.PER_USER_MANAGEMENT_VIEW).toBeUndefined();
    expect(res.body.data.permissions.PER_SYSTEM_INFO_VIEW).toBeUndefined();
  });

  it('revokes the token at logout', async () => {
    const user = await loggedInUser(t);
    expect((await call(t.app, ...routeOf(authEndpoints.logout), { token: user.token })).body.success).toBe(true);
    const after = await call(t.app, ...routeOf(authEndpoints.current), { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ERRORS.LOGIN_REQUIRED.code);
  });

  it('answers the ping behind the token check only', async () => {
    const user = await loggedInUser(t);
    const res = await call(t.app, ...routeOf(authEndpoints.ping), { token: user.token });
    expect(res.body).toEqual({ success: true, data: { now: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } });
    expect(Math.abs(new Date(res.body.data.now).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await call(t.app, ...routeOf(authEndpoints.ping))).status).toBe(401);
    expect((await call(t.app, ...routeOf(authEndpoints.ping), { token: 'not-a-token' })).body.code).toBe(ERRORS.LOGIN_REQUIRED.code);
  });

  it('refuses a revoked token on every instance within the token cache\'s lifetime', async () => {
    // A second server process on the same database: its own token cache.
    const other = await buildApp({ config: t.app.ctx.config, database: t.database });
    try {
      const user = await loggedInUser(t);
      const disabled = await loggedInUser(t);
      for (const token of [user.token, disabled.token]) {
        expect((await call(t.app, ...routeOf(authEndpoints.ping), { token })).status).toBe(200);
        expect((await call(other, ...routeOf(authEndpoints.ping), { token })).status).toBe(200);
      }
      // Logout on the first instance: refused there at once.
      expect((await call(t.app, ...routeOf(authEndpoints.logout), { token: user.token })).body.success).toBe(true);
      expect((await call(t.app, ...routeOf(authEndpoints.ping), { token: user.token })).status).toBe(401);
      // A change made behind both instances' backs (another process, an administrator's tool).
      await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
      await new Promise((r) => setTimeout(r, AUTH_CACHE_TTL_MS + 100));
      for (const app of [t.app, other]) {
        expect((await call(app, ...routeOf(authEndpoints.ping), { token: user.token })).status).toBe(401);
        expect((await call(app, ...routeOf(authEndpoints.current), { token: disabled.token })).status).toBe(401);
      }
    } finally {
      await other.close();
    }
  });

  it('stops accepting a token once it has expired', async () => {
    const user = await loggedInUser(t);
    await t.db.update(tokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tokens.userId, user.id));
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: user.token })).status).toBe(401);
  });

  it('takes the token from the header, not from the query, on ordinary calls', async () => {
    const user = await loggedInUser(t);
    expect((await call(t.app, ...routeOf(authEndpoints.current), { query: { token: user.token } })).status).toBe(401);
  });

  it('lets a visitor read the catalogue but not order or ask', async () => {
    const res = await call(t.app, ...routeOf(authEndpoints.visitorLogin), { body: {} });
    expect(res.body.data.userType).toBe('VISITOR');
    const current = await call(t.app, ...routeOf(authEndpoints.current), { token: res.body.data.token });
    expect(current.body.data.isVisitor).toBe(true);
    expect(current.body.data.permissions.PER_MANUAL_VIEW).toEqual({ valid: true });
    expect(current.body.data.permissions.PER_SHOPPING_CART_MANAGEMENT_VIEW).toBeUndefined();
    expect(current.body.data.permissions.PER_ENQUIRY_MANAGEMENT_VIEW).toBeUndefined();
    // Nobody logs in as the visitor account with a password.
    expect((await attempt('visitor', 'whatever', freshIp())).body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
  });

  it('says single sign-on is not configured', async () => {
    const res = await call(t.app, ...routeOf(authEndpoints.sso), { lang: 'zh-CN' });
    expect(res.body.code).toBe(ERRORS.SSO_NOT_CONFIGURED.code);
    expect(res.body.message).toContain('单点登录');
  });
});

describe('licence', () => {
  it('refuses logins and calls with 20033 once the licence has expired, but still lets users log out', async () => {
    const user = await loggedInUser(t);
    t.app.setLicence(testLicence({ notAfter: new Date(Date.now() - 1000).toISOString() }));
    try {
      const res = await call(t.app, ...routeOf(authEndpoints.current), { token: user.token });
      expect(res.body).toMatchObject({ success: false, code: 20033 });
      expect((await attempt(user.username, user.password, freshIp())).body.code).toBe(20033);
      expect((await call(t.app, ...routeOf(authEndpoints.logout), { token: user.token })).body.success).toBe(true);
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
      const refused = await call(limited.app, ...routeOf(authEndpoints.login), { body: { username: second.username, password: encrypt(limited.app, second.password) } });
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
      const res = await call(soon.app, ...routeOf(authEndpoints.current), { token });
      expect(res.body.data.licence).toEqual({ dayremain: 10, alert: true });
    } finally {
      await soon.close();
    }
  });
});

describe('sweep of spent rows', () => {
  const past = () => new Date(Date.now() - 60_000);
  const future = () => new Date(Date.now() + 3_600_000);

  it('removes expired captchas, expired and revoked tokens, expired codes and tickets, and keeps live ones', async () => {
    const user = await buildUser(t.db);
    const [deadCaptcha, liveCaptcha] = await t.db.insert(captchas)
      .values([{ answer: 'abcd', expiresAt: past() }, { answer: 'efgh', expiresAt: future() }]).returning();
    const visitor = (await call(t.app, ...routeOf(authEndpoints.visitorLogin), { body: {}, ip: freshIp() })).body.data.token as string;
    const expired = await loggedInUser(t);
    await t.db.update(tokens).set({ expiresAt: past() }).where(eq(tokens.userId, expired.id));
    const loggedOut = await loggedInUser(t);
    await call(t.app, ...routeOf(authEndpoints.logout), { token: loggedOut.token });
    const live = await loggedInUser(t);
    const [deadCode, liveCode] = await t.db.insert(verificationCodes).values([
      { purpose: 'register', target: 'a@x.example.com', codeHash: 'h', expiresAt: past() },
      { purpose: 'register', target: 'b@x.example.com', codeHash: 'h', expiresAt: future() },
    ]).returning();
    await t.db.insert(rateLimitHits).values([
      { key: 'login|192.0.2.1', hits: 9, windowEndsAt: past() }, { key: 'login|192.0.2.2', hits: 9, windowEndsAt: future() },
    ]);
    const [deadTicket, liveTicket] = await t.db.insert(resetTickets).values([
      { userId: user.id, ticketHash: `dead-${user.id}`, expiresAt: past() },
      { userId: user.id, ticketHash: `live-${user.id}`, expiresAt: future() },
    ]).returning();
    // The visitor's token has expired too (a day later).
    await t.db.update(tokens).set({ expiresAt: past() }).where(sql`${tokens.userId} in (select id from users where is_visitor)`);

    const removed = await sweepExpired(t.app.ctx);
    expect(removed.captchas).toBeGreaterThanOrEqual(1);
    expect(removed.tokens).toBeGreaterThanOrEqual(3);
    const ids = async (table: typeof captchas | typeof verificationCodes | typeof resetTickets, wanted: string[]) =>
      (await t.db.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id);
    expect(await ids(captchas, [deadCaptcha.id, liveCaptcha.id])).toEqual([liveCaptcha.id]);
    expect(await ids(verificationCodes, [deadCode.id, liveCode.id])).toEqual([liveCode.id]);
    expect(await ids(resetTickets, [deadTicket.id, liveTicket.id])).toEqual([liveTicket.id]);
    expect((await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(inArray(rateLimitHits.key, ['login|192.0.2.1', 'login|192.0.2.2']))).map((r) => r.key))
      .toEqual(['login|192.0.2.2']);
    const left = await t.db.select({ userId: tokens.userId }).from(tokens).where(inArray(tokens.userId, [expired.id, loggedOut.id, live.id]));
    expect(left.map((r) => r.userId)).toEqual([live.id]);
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: visitor })).status).toBe(401);
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: live.token })).status).toBe(200);
  });

  it('deletes in bounded batches until nothing spent is left', async () => {
    const rows = 2 * SWEEP_BATCH + 17;
    await t.db.execute(sql`insert into captchas (answer, expires_at) select 'zzzz', now() - interval '1 minute' from generate_series(1, ${rows})`);
    expect((await sweepExpired(t.app.ctx)).captchas).toBe(rows);
    expect(await t.db.$count(captchas, sql`${captchas.expiresAt} < now()`)).toBe(0);
  });

  it('runs on its own while the app is up', async () => {
    const swept = await createTestApp({ config: { sweepIntervalMs: 50 } });
    try {
      const [row] = await swept.db.insert(captchas).values({ answer: 'abcd', expiresAt: past() }).returning();
      for (let i = 0; i < 100 && (await swept.db.$count(captchas, eq(captchas.id, row.id))) > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await swept.db.$count(captchas, eq(captchas.id, row.id))).toBe(0);
    } finally {
      await swept.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type Language, authEndpoints, outboxEndpoints, pathOf, routeOf, systemEndpoints, usersEndpoints } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { operationLogs } from './platform.tables.js';
import { call, createTestApp, encrypt, loggedInUser, type TestApp } from '../test/helpers.js';

const MAX = 3;
const CALLBACK_MAX = 5;
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ config: { rateLimit: { max: MAX, windowMs: 60_000, callbackMax: CALLBACK_MAX } } }); });
afterAll(async () => { await t?.close(); });

let ipSeq = 10;
const freshIp = () => `10.20.0.${ipSeq++}`;
const wrongLogin = (app: TestApp['app'], ip: string, lang: Language = 'en-US') =>
  call(app, ...routeOf(authEndpoints.login), { body: { username: 'nobody', password: encrypt(app, 'Wrong@12345') }, ip, lang });

/** The translated 429 message, whatever the seconds left. */
const tooMany = (lang: Language) =>
  new RegExp(`^${ERRORS.TOO_MANY_REQUESTS.message[lang].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{seconds}', '\\d+')}$`);

describe('public route limits', () => {
  it('answers 429 with the envelope in the caller\'s language once an address has spent its logins', async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX; i++) expect((await wrongLogin(t.app, ip)).status).toBe(200);
    const en = await wrongLogin(t.app, ip);
    expect(en.status).toBe(429);
    expect(en.body).toEqual({ success: false, code: 429, message: expect.stringMatching(tooMany('en-US')) });
    const seconds = Number(en.raw.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(en.body.message).toContain(`${seconds} seconds`);
    const zh = await wrongLogin(t.app, ip, 'zh-CN');
    expect(zh.status).toBe(429);
    expect(zh.body).toEqual({ success: false, code: 429, message: expect.stringMatching(tooMany('zh-CN')) });
    expect(zh.body.message).toMatch(/^请求过于频繁/);
  });

  it('limits each address and route family on its own, and leaves other routes alone', async () => {
    const ip = freshIp();
    for (let i = 0; i <= MAX; i++) await wrongLogin(t.app, ip);
    expect((await wrongLogin(t.app, ip)).status).toBe(429);
    // Another address logs in; the same address still gets captchas and everything else.
    expect((await wrongLogin(t.app, freshIp())).status).toBe(200);
    expect((await call(t.app, ...routeOf(authEndpoints.captcha), { ip })).status).toBe(200);
    const user = await loggedInUser(t);
    for (let i = 0; i < MAX + 2; i++) {
      for (const url of [pathOf(authEndpoints.publicKey), `${pathOf(authEndpoints.captchaRequired)}?username=x`, pathOf(systemEndpoints.publicConfig), pathOf(systemEndpoints.languages), '/healthz']) {
        expect((await call(t.app, 'GET', url, { ip })).status, url).toBe(200);
      }
      expect((await call(t.app, ...routeOf(authEndpoints.ping), { ip, token: user.token })).status).toBe(200);
    }
  });

  it('writes no operation log row for a refused call, so a flood cannot fill the log', async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX + 5; i++) await wrongLogin(t.app, ip);
    const rows = await t.database.db.select({ status: operationLogs.status }).from(operationLogs).where(eq(operationLogs.ip, ip));
    expect(rows.map((r) => r.status)).toEqual(Array(MAX).fill(200));
  });

  it('holds the DMS status callback to its own, higher limit per address, even unsigned', async () => {
    const ip = freshIp();
    const report = () => call(t.app, ...routeOf(outboxEndpoints.callback), { ip, body: { topic: 'order.submitted', key: 'k', status: 'confirmed' }, lang: 'es' });
    const statuses = [];
    for (let i = 0; i < CALLBACK_MAX; i++) statuses.push((await report()).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const refused = await report();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(tooMany('es'));
    // its count is its own: the same address still logs in
    expect((await wrongLogin(t.app, ip)).status).toBe(200);
  });

  it('counts a family\'s routes together: the three steps of password recovery', async () => {
    const ip = freshIp();
    expect((await call(t.app, ...routeOf(usersEndpoints.accountDetail, { name: 'nobody-here' }), { ip })).status).toBe(200);
    expect((await call(t.app, ...routeOf(usersEndpoints.validateCode), { ip, body: {} })).status).toBe(555);
    expect((await call(t.app, ...routeOf(usersEndpoints.accountDetail, { name: 'nobody-else' }), { ip })).status).toBe(200);
    const fourth = await call(t.app, ...routeOf(usersEndpoints.resetPassword, { id: '00000000-0000-4000-8000-000000000000' }), { ip, body: {}, lang: 'de' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(tooMany('de'));
  });

  it('counts in the database, so every server process on it counts the same requests', async () => {
    const other = await buildApp({ config: t.app.ctx.config, database: t.database });
    try {
      const ip = freshIp();
      const statuses = [];
      for (let i = 0; i <= MAX; i++) statuses.push((await wrongLogin(i % 2 ? other : t.app, ip)).status);
      expect(statuses).toEqual([...Array(MAX).fill(200), 429]);
    } finally {
      await other.close();
    }
  });

  it('starts counting again when the window ends', async () => {
    const short = await createTestApp({ config: { rateLimit: { max: 1, windowMs: 1000 } } });
    try {
      const ip = freshIp();
      expect((await call(short.app, ...routeOf(authEndpoints.captcha), { ip })).status).toBe(200);
      expect((await call(short.app, ...routeOf(authEndpoints.captcha), { ip })).status).toBe(429);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await call(short.app, ...routeOf(authEndpoints.captcha), { ip })).status).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('limits nothing when turned off (RATE_LIMIT=off)', async () => {
    const off = await createTestApp({ config: { rateLimit: null } });
    try {
      const ip = freshIp();
      for (let i = 0; i < MAX + 3; i++) expect((await call(off.app, ...routeOf(authEndpoints.captcha), { ip })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

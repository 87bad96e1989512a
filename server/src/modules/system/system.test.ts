import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, routeOf, systemEndpoints, usersEndpoints } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('system', () => {
  it('answers healthz once ready', async () => {
    const res = await call(t.app, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('offers the six languages without a token', async () => {
    const res = await call(t.app, ...routeOf(systemEndpoints.languages));
    expect(res.body.data.map((l: { code: string }) => l.code)).toEqual([...LANGUAGES]);
  });

  it('tells the login page what is switched on', async () => {
    const res = await call(t.app, ...routeOf(systemEndpoints.publicConfig));
    expect(res.body.data).toMatchObject({ multiLanguage: true, registerEnabled: true, visitorEnabled: true, ssoEnabled: false, captchaMode: 'after-failures' });
  });

  it('names countries in the caller\'s language', async () => {
    const zh = await call(t.app, ...routeOf(usersEndpoints.countries), { lang: 'zh-CN' });
    const de = await call(t.app, ...routeOf(usersEndpoints.countries), { lang: 'de' });
    expect(zh.body.data.find((c: { code: string }) => c.code === 'DE').name).toBe('德国');
    expect(de.body.data.find((c: { code: string }) => c.code === 'DE').name).toBe('Deutschland');
  });

  it('shows licence figures to a system administrator only', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const dealer = await loggedInUser(t, 'DEALER');
    const info = await call(t.app, ...routeOf(systemEndpoints.licenceInfo), { token: admin.token });
    expect(info.body.data).toMatchObject({ softwareVersion: '1.0.0', consumerAmount: 200, onlineUsers: 2, remaining: 198 });
    expect(info.body.data.dayremain).toBeGreaterThan(30);
    expect((await call(t.app, ...routeOf(systemEndpoints.licenceInfo), { token: dealer.token })).status).toBe(403);
    const online = await call(t.app, ...routeOf(systemEndpoints.onlineUsers), { token: dealer.token });
    expect(online.body.data).toEqual({ onlineUsers: 2 });
  });
});

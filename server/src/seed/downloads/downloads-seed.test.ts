import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, downloadsEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, createTestApp, login, type TestApp } from '../../test/helpers.js';
import { DEMO_PASSWORD, seedDemo } from '../demo.js';
import { seedDemoDownloads } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
}, 120_000);
afterAll(() => t?.close());

type Row = { id: string; name: string; downloadCount: number };

describe('demo download area', () => {
  it('writes folders, public files, a link and the dealer network\'s files once; each sees their part and downloads real PDFs', async () => {
    expect(await seedDemoDownloads(t.db, t.app.ctx.files)).toBe(6);
    expect(await seedDemoDownloads(t.db, t.app.ctx.files)).toBe(0);
    const dealer = await login(t.app, 'dealer', DEMO_PASSWORD);
    const reg = await login(t.app, 'register', DEMO_PASSWORD);
    const top = async (token: string) => (await call(t.app, ...routeOf(downloadsEndpoints.minTop), { token })).body.data as Row[];
    const dealerTop = await top(dealer);
    expect(dealerTop.map((r) => r.name)).toEqual(['S2 Pro quick guide.pdf', 'Dealer price list 2026.txt', 'Torque table S2 Pro.txt', 'Diagnosis app (Android)', 'Warranty claim form.pdf', 'Training schedule Q1.pdf']);
    const regTop = await top(reg);
    expect(regTop.map((r) => r.name)).toEqual(['S2 Pro quick guide.pdf', 'Torque table S2 Pro.txt', 'Diagnosis app (Android)', 'Warranty claim form.pdf']);

    const guide = regTop[0];
    const got = await t.app.inject({ method: 'GET', url: pathOf(downloadsEndpoints.download, { id: guide.id }), headers: { token: reg } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.body.startsWith('%PDF-1.4')).toBe(true);
    expect(got.body.trimEnd().endsWith('%%EOF')).toBe(true);
    const prices = dealerTop.find((r) => r.name === 'Dealer price list 2026.txt')!;
    const refused = await t.app.inject({ method: 'GET', url: pathOf(downloadsEndpoints.download, { id: prices.id }), headers: { token: reg } });
    expect(refused.json()).toMatchObject({ code: ERRORS.DOWNLOAD_FILE_FORBIDDEN.code });
    expect((await t.app.inject({ method: 'GET', url: pathOf(downloadsEndpoints.download, { id: prices.id }), headers: { token: dealer } })).body).toContain('BP-72V32-A01');
  });
});

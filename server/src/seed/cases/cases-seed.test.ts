import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { LINES } from '../catalogue/models.js';
import { DEMO_FAULTS, seedDemoCases } from './index.js';

let t: TestApp;
let dealer: string;

beforeAll(async () => {
  t = await createTestApp();
  dealer = (await loggedInUser(t, 'DEALER')).token;
});
afterAll(() => t.close());

describe('demo cases', () => {
  it('name models of the demo catalogue, each under its series', () => {
    for (const fault of DEMO_FAULTS) {
      const series = LINES.flatMap((l) => l.series).find((s) => s.code === fault.series);
      expect(series, fault.series).toBeDefined();
      for (const model of fault.models) expect(series!.models.map((m) => m.code), model).toContain(model);
    }
  });

  it('publish 30 cases in Chinese and English once, searchable in both', async () => {
    expect(await seedDemoCases(t.db)).toBe(30);
    expect(await seedDemoCases(t.db)).toBe(0);
    const page = async (body: Record<string, unknown>) => (await call(t.app, 'POST', '/rest/base/inquiry/case/page', { token: dealer, body })).body.data;
    expect((await page({ pageSize: 50 })).count).toBe(30);
    expect((await page({ language: 'zh-CN' })).count).toBe(15);
    expect((await page({ language: 'en-US' })).count).toBe(15);
    const zh = await page({ key: '刹车' });
    expect(zh.count).toBeGreaterThanOrEqual(2);
    expect(zh.contents.every((c: { language: string }) => c.language === 'zh-CN')).toBe(true);
    const en = await page({ key: 'brake' });
    expect(en.count).toBeGreaterThanOrEqual(2);
    expect((await page({ code2: 'S2-PRO' })).contents[0].title).toContain('E07');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { DEMO_SCALE } from '../catalogue/index.js';
import { LINES } from '../catalogue/models.js';
import { DEMO_FAULTS, seedDemoCases } from './index.js';
import { casesEndpoints, routeOf } from '@portal/contract';

let t: TestApp;
let dealer: string;

beforeAll(async () => {
  t = await createTestApp();
  dealer = (await loggedInUser(t, 'DEALER')).token;
});
afterAll(() => t.close());

describe('demo cases', () => {
  it('name models the demo catalogue generates, each under its series', () => {
    // the demo writes the first lines, series and models of LINES (DEMO_SCALE)
    const demoSeries = LINES.slice(0, DEMO_SCALE.lines).flatMap((l) => l.series.slice(0, DEMO_SCALE.seriesPerLine));
    for (const fault of DEMO_FAULTS) {
      const series = demoSeries.find((s) => s.code === fault.series);
      expect(series, fault.series).toBeDefined();
      for (const model of fault.models) expect(series!.models.slice(0, DEMO_SCALE.modelsPerSeries).map((m) => m.code), model).toContain(model);
    }
  });

  it('publish 30 cases in Chinese and English once, searchable in both', async () => {
    expect(await seedDemoCases(t.db)).toBe(30);
    expect(await seedDemoCases(t.db)).toBe(0);
    const page = async (body: Record<string, unknown>) => (await call(t.app, ...routeOf(casesEndpoints.list), { token: dealer, body })).body.data;
    expect((await page({ pageSize: 50 })).count).toBe(30);
    expect((await page({ language: 'zh-CN' })).count).toBe(15);
    expect((await page({ language: 'en-US' })).count).toBe(15);
    const zh = await page({ key: '刹车' });
    expect(zh.count).toBeGreaterThanOrEqual(2);
    expect(zh.contents.every((c: { language: string }) => c.language === 'zh-CN')).toBe(true);
    const en = await page({ key: 'brake' });
    expect(en.count).toBeGreaterThanOrEqual(2);
    expect((await page({ code2: 'S2-PRO' })).contents.map((c: { title: string }) => c.title).join(' ')).toContain('E07');
  });
});

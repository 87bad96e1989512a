import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { bulletins } from './bulletins.tables.js';
import { modelNodes } from '../catalogue/catalogue.tables.js';
import { ERRORS, bulletinsEndpoints, routeOf } from '@portal/contract';

/*
 * Issue 20 point 16: a bulletin's models are catalogue model codes and its VIN ranges real VINs in
 * order; anything else is refused in the writer's language and nothing is saved.
 */
let t: TestApp;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInUser(t, 'BULLETIN_ADMIN');
}, 120_000);
afterAll(() => t?.close());

const day = 86_400_000;
const body = (theme: string, audience: Record<string, unknown>) => ({
  theme, content: '<p>Check the fork</p>', type: 'RECALL_TYPE',
  startTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + 30 * day).toISOString(),
  audience: { userTypes: ['DEALER'], ...audience },
});
const create = (theme: string, audience: Record<string, unknown>, lang: 'en-US' | 'zh-CN' | 'de' = 'en-US') =>
  call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body(theme, audience), lang });
const saved = async (theme: string) => (await t.db.select({ id: bulletins.id }).from(bulletins).where(eq(bulletins.theme, theme))).length;

describe('bulletin vehicles validation', () => {
  it('refuses a VIN range that is no VIN or runs backwards, in the writer\'s language, saving nothing', async () => {
    const cases: [string, { from: string; to: string }, string][] = [
      ['short VIN', { from: 'LUMS2PHD3PH00001', to: 'LUMS2PHD3PH000099' }, 'LUMS2PHD3PH00001 – LUMS2PHD3PH000099'],
      ['letter O', { from: 'LUMS2PHD3PH000001', to: 'LUMS2PHD3PHO00099' }, 'LUMS2PHD3PH000001 – LUMS2PHD3PHO00099'],
      ['backwards', { from: 'LUMS2PHD3PH000099', to: 'LUMS2PHD3PH000001' }, 'LUMS2PHD3PH000099 – LUMS2PHD3PH000001'],
    ];
    for (const [theme, range, shown] of cases) {
      const res = await create(`VIN ${theme}`, { vinRanges: [{ from: 'LUMS2PHD3PH000001', to: 'LUMS2PHD3PH000009' }, range] }, 'zh-CN');
      expect(res.body, theme).toMatchObject({
        success: false, code: ERRORS.BULLETIN_VIN_RANGE_INVALID.code,
        message: ERRORS.BULLETIN_VIN_RANGE_INVALID.message['zh-CN'].replace('{range}', shown),
      });
      expect(await saved(`VIN ${theme}`)).toBe(0);
    }
    // Lower case and spaces are normalized, a one-VIN range is fine.
    const ok = await create('VIN fine', { vinRanges: [{ from: ' lums2phd3ph000001', to: 'LUMS2PHD3PH000001 ' }] });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    const [row] = await t.db.select({ audience: bulletins.audience }).from(bulletins).where(eq(bulletins.id, ok.body.data.id));
    expect((row.audience as { vinRanges: unknown }).vinRanges).toEqual([{ from: 'LUMS2PHD3PH000001', to: 'LUMS2PHD3PH000001' }]);
  });

  it('refuses models the catalogue does not hold, naming them; takes catalogue model codes only', async () => {
    const [model] = await t.db.insert(modelNodes).values({ code: 'BV-S2', level: 2, names: { 'en-US': 'S2 test' } as never }).returning();
    // A series code is no model.
    const [series] = await t.db.insert(modelNodes).values({ code: 'BV-SERIES', level: 1, names: { 'en-US': 'Series' } as never }).returning();
    const bad = await create('Models unknown', { models: [model.code, 'S2 Pro free text', series.code] }, 'de');
    expect(bad.body).toMatchObject({
      success: false, code: ERRORS.BULLETIN_MODEL_UNKNOWN.code,
      message: ERRORS.BULLETIN_MODEL_UNKNOWN.message.de.replace('{codes}', `S2 Pro free text, ${series.code}`),
    });
    expect(await saved('Models unknown')).toBe(0);
    const ok = await create('Models known', { models: [model.code, model.code] });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    // The update is checked the same way.
    const upd = await call(t.app, ...routeOf(bulletinsEndpoints.update, { id: ok.body.data.id }), { token: admin.token, body: body('Models known', { models: ['NOPE'] }) });
    expect(upd.body.code).toBe(ERRORS.BULLETIN_MODEL_UNKNOWN.code);
  });

  it('offers the writer catalogue models by code or name in their language, series excluded, without a catalogue permission', async () => {
    await t.db.insert(modelNodes).values([
      { code: 'BM-K1', level: 2, names: { 'en-US': 'Kestrel one', 'zh-CN': '红隼一号' } as never },
      { code: 'BM-SERIES', level: 1, names: { 'en-US': 'Kestrel series' } as never },
    ]);
    const find = (keyword: string, lang: 'en-US' | 'zh-CN') => call(t.app, ...routeOf(bulletinsEndpoints.models), { token: admin.token, query: { keyword }, lang });
    expect((await find('kestrel', 'zh-CN')).body.data).toEqual([{ code: 'BM-K1', name: '红隼一号' }]);
    expect((await find('bm-k', 'en-US')).body.data).toEqual([{ code: 'BM-K1', name: 'Kestrel one' }]);
    const dealer = await loggedInUser(t, 'DEALER');
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.models), { token: dealer.token, query: { keyword: 'k' } })).status).toBe(403);
  });
});

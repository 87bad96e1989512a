/**
 * A part's technical properties, packaging and unit in the reader's language (issue 20 §4): the
 * S2 Pro's battery pack opened from the universal search, in English and in Chinese. Its
 * properties are the pack's fact sheet (20S9P of 18650 cells, issue 20 §3). Screenshots of both
 * go to docs/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, expectRoute, journey, login, pane, screenshotKeeper, submitLogin, journeyEnvironment, visible } from './harness';

const PACK = 'BP-72V32-A01';
const keep = screenshotKeeper('part-properties-');
const env = journeyEnvironment({ shared: true });

/** Opens the pack from the universal search and answers its part detail. */
async function openPack(page: Page) {
  const search = pane(page).getByTestId('universal-search').locator('input');
  await search.fill(PACK);
  await search.press('Enter');
  await expectRoute(page, /#\/part\/[0-9a-f-]+$/);
  const detail = pane(page).getByTestId('part-detail');
  await visible(detail.getByTestId('part-info'));
  return detail;
}

/** The properties table as name → value. */
async function properties(detail: ReturnType<Page['locator']>) {
  const table = detail.getByTestId('part-info').locator('.ant-table');
  await visible(table.locator('tbody tr.ant-table-row').first());
  const rows = await table.locator('tbody tr.ant-table-row').all();
  return Object.fromEntries(await Promise.all(rows.map(async (r) => [await r.locator('td').nth(0).innerText(), await r.locator('td').nth(1).innerText()])));
}

describe('part properties', () => {
  it('a dealer reads the battery pack’s properties, packaging and unit in English, then in Chinese', async () => {
    await journey(env.browser, env.server, 'part-properties-en', async ({ page }) => {
      await login(page, 'dealer');
      const detail = await openPack(page);
      expect(await properties(detail)).toMatchObject({ 'Cell type': '18650 NMC, 3.5 Ah', Configuration: '20S9P', 'Cell count': '180', Warranty: '24 months' });
      await visible(detail.getByText('UN-certified carton, class 9 label'));
      await visible(detail.getByText('Piece', { exact: true }));
      await keep(page, 'en', detail.getByTestId('part-info').locator('.ant-table'));
    });
    await journey(env.browser, env.server, 'part-properties-zh', async ({ page }) => {
      await page.goto('/?language=zh_CN#/login');
      await visible(page.locator('#login_username'));
      // log in on this page: the login helper reloads without the language parameter
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      const detail = await openPack(page);
      const zh = await properties(detail);
      expect(zh).toMatchObject({ 电芯类型: '18650 NMC, 3.5 Ah', 串并联结构: '20S9P', 电芯数量: '180', 质保期: '24 个月', 容量: '32 Ah' });
      expect(Object.keys(zh).filter((k) => /^[A-Za-z ]+$/.test(k))).toEqual([]);
      await visible(detail.getByText('UN 认证纸箱，贴第 9 类危险品标签'));
      await visible(detail.getByText('防静电袋'));
      await visible(detail.getByText('件', { exact: true }));
      await keep(page, 'zh', detail.getByTestId('part-info').locator('.ant-table'));
    });
  });
});

/**
 * The parts catalogue as a dealer walks it: VIN search on the home card, the vehicle's tree,
 * a partlist's drawing and BOM (balloon ↔ row), the part detail and its photo preview with
 * zoom; then the same in Chinese. Screenshots of the English walk go to docs/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, escapeFrom, expectRoute, goto, journey, login, settled, snap, submitLogin, until, journeyEnvironment, visible, screenshotKeeper, pane } from './harness';
import { WEB, fill } from './strings';

const VIN = 'LUMS2PHD3PH000001';
/** Part of the VIN a dealer types (it matches this vehicle only). */
const VIN_PART = '3PH000001';
/** A partlist of the S2 tree that is not the first one (the view opens the first by itself). */
const PARTLIST = 'S2-BAT-02';
const BALL = 3;
/** The battery pack (balloon 1 of S2-BAT-01): three photos in the demo data. */
const PACK = 'BP-72V32-A01';
const keep = screenshotKeeper('');

const env = journeyEnvironment();

type Lang = 'en-US' | 'zh-CN';

/** The whole walk in one language; `shots` saves the documentation screenshots. */
async function walk(page: Page, lang: Lang, shots: boolean) {
  const s = WEB[lang].catalogue;
  const tag = lang === 'en-US' ? 'en' : 'zh';

  // home: type part of the VIN, the dropdown offers the vehicle
  const home = pane(page);
  await visible(home.getByTestId('manual-search'));
  await visible(home.getByTestId('manual-tiles').locator('img').first());
  await home.getByTestId('vin-search-input').fill(VIN_PART.slice(0, 5));
  await visible(page.locator('.ant-select-dropdown').getByText(fill(s.search.vin.typeMore, { min: 6 })));
  await home.getByTestId('vin-search-input').fill(VIN_PART);
  const option = page.getByTestId(`vin-option-${VIN}`);
  await visible(option);
  await snap(page, `catalogue-${tag}-01-home-vin`);
  if (shots) await keep(page, 'catalogue-home-search');
  await option.click();

  // the vehicle's struct view: header names the vehicle, the tree holds only its partlists
  await expectRoute(page, new RegExp(`#/struct\\?vin=${VIN}$`));
  const struct = pane(page);
  await visible(struct.getByTestId('vehicle-header').getByText(VIN));
  await visible(struct.getByTestId('vehicle-header').getByText(s.vehicle.productionDate));
  await visible(struct.getByTestId('struct-tree'));
  // the first partlist opens by itself
  await visible(struct.locator('[data-testid="bom-table"] tr[data-ball-row]'));

  // find another partlist with the tree filter and open it
  await struct.locator('.struct-tree-search input').fill(PARTLIST);
  await struct.getByTestId(`tree-node-${PARTLIST}`).click();
  await struct.locator('.struct-tree-search input').fill('');
  await visible(struct.locator('.struct-bom-title', { hasText: PARTLIST }));
  await visible(struct.locator(`[data-testid="exploded-drawing"] [data-ball="${BALL}"].balloon`));

  // a balloon highlights its rows; a row highlights its balloon and part
  await struct.locator(`[data-testid="exploded-drawing"] [data-ball="${BALL}"].balloon`).click();
  const rows = struct.locator(`[data-testid="bom-table"] tr[data-ball-row="${BALL}"]`);
  await until('the balloon’s rows highlighted', () => rows.first().getAttribute('class'), (c) => !!c?.includes('bom-row-active'));
  expect(await struct.locator(`[data-testid="exploded-drawing"] [data-ball="${BALL}"].balloon`).getAttribute('class')).toContain('is-active');
  const otherRow = struct.locator('[data-testid="bom-table"] tr[data-ball-row="1"]').first();
  await otherRow.locator('.bom-ball').click();
  await until('balloon 1 highlighted', () => struct.locator('[data-testid="exploded-drawing"] [data-ball="1"].balloon').getAttribute('class'), (c) => !!c?.includes('is-active'));
  expect(await struct.locator('[data-testid="exploded-drawing"] [data-ball="1"].part').first().getAttribute('class')).toContain('is-active');
  await struct.locator(`[data-testid="exploded-drawing"] [data-ball="${BALL}"].balloon`).click();
  await until('row highlighted again', () => rows.first().getAttribute('class'), (c) => !!c?.includes('bom-row-active'));

  // drawing zoom: buttons step by 10 %, reset returns to 100 %
  await struct.getByTestId('drawing-zoom-in').click();
  await struct.getByTestId('drawing-zoom-in').click();
  await until('drawing zoom 120%', () => struct.getByTestId('drawing-zoom').textContent(), (v) => v === '120%');
  await struct.getByTestId('drawing-zoom-reset').click();
  await until('drawing zoom 100%', () => struct.getByTestId('drawing-zoom').textContent(), (v) => v === '100%');
  await snap(page, `catalogue-${tag}-02-struct`);
  if (shots) await keep(page, 'catalogue-struct');

  // back to the battery pack sheet: its balloon 1 is the pack, a part with several photos
  await struct.getByTestId('tree-node-S2-BAT-01').click();
  await visible(struct.locator('.struct-bom-title', { hasText: 'S2-BAT-01' }));
  await struct.locator('[data-testid="exploded-drawing"] [data-ball="1"].balloon').click();
  const packRow = struct.locator('[data-testid="bom-table"] tr[data-ball-row="1"].bom-row-active');
  await visible(packRow);
  // the part detail of the balloon's row
  await packRow.first().locator(`a[data-testid="bom-open-${PACK}"]`).click();
  const detail = page.locator('.ant-drawer').getByTestId('part-detail');
  await visible(detail);
  await visible(detail.getByTestId('part-info'));
  await visible(detail.getByText(s.part.info.packaging));
  await visible(detail.getByText(s.part.info.properties));
  await page.waitForTimeout(300); // the drawer's slide-in
  await snap(page, `catalogue-${tag}-03-part-detail`);
  if (shots) await keep(page, 'catalogue-part-detail');

  // its exchange relation and the service topics that mention it
  await detail.getByTestId('part-tab-exchange').click();
  await visible(detail.getByTestId('exchange-relation'));
  await detail.getByTestId('part-tab-serviceManual').click();
  await visible(detail.getByTestId('part-service-topics').getByTestId('part-topic'));

  // photos: thumbnails, the preview with counter, wrap-around and zoom
  await detail.getByTestId('part-tab-photos').click();
  await visible(detail.getByTestId('physical-map'));
  const thumbs = await detail.locator('[data-testid^="photo-thumb-"]').count();
  expect(thumbs).toBeGreaterThan(1);
  expect(thumbs).toBeLessThanOrEqual(5);
  await detail.getByTestId('photo-main').click();
  const modal = page.locator('.photo-preview');
  await visible(modal.getByTestId('photo-stage').locator('img'));
  await settled(page);
  const counter = modal.getByTestId('photo-counter');
  await until('counter 1 / n', () => counter.textContent(), (v) => v === `1 / ${thumbs}`);
  await modal.getByTestId('photo-next').click();
  await until('counter 2 / n', () => counter.textContent(), (v) => v === `2 / ${thumbs}`);
  await modal.getByTestId('photo-prev').click();
  await modal.getByTestId('photo-prev').click();
  await until('wrapped to the last photo', () => counter.textContent(), (v) => v === `${thumbs} / ${thumbs}`);
  await modal.getByTestId('photo-next').click();
  await until('wrapped to the first photo', () => counter.textContent(), (v) => v === `1 / ${thumbs}`);
  await modal.getByTestId('photo-zoom-in').click();
  await modal.getByTestId('photo-zoom-in').click();
  await until('photo zoom 120%', () => modal.getByTestId('photo-zoom').textContent(), (v) => v === '120%');
  await modal.getByTestId('photo-stage').hover();
  await page.mouse.wheel(0, -100);
  await until('wheel zoomed in', () => modal.getByTestId('photo-zoom').textContent(), (v) => v === '130%');
  // drag to pan moves the picture
  const box = await modal.getByTestId('photo-stage').boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    await until('picture panned', () => modal.getByTestId('photo-stage').locator('img').getAttribute('style'), (v) => !!v?.includes('translate(60px, 30px)'));
  }
  await snap(page, `catalogue-${tag}-04-photo-preview`);
  await escapeFrom(page, page.locator('.ant-modal-wrap').filter({ has: modal }));
}

describe('catalogue', () => {
  it('a dealer finds a vehicle by part of its VIN, reads its drawing and BOM, opens a part and previews its photos; then in Chinese', async () => {
    await journey(env.browser, env.server, 'catalogue-en', async ({ page }) => {
      await login(page, 'dealer');
      await walk(page, 'en-US', true);
    });
    await journey(env.browser, env.server, 'catalogue-zh', async ({ page }) => {
      await page.goto('/?language=zh_CN#/login');
      await visible(page.locator('#login_username'));
      // log in on this page: the login helper reloads without the language parameter
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      await walk(page, 'zh-CN', false);
      // the server answers in Chinese too: the tree of the vehicle
      await visible(pane(page).getByTestId('struct-tree'));
    });
  });

  it('the universal search opens a part by its code and lists parts by name with where they are used', async () => {
    await journey(env.browser, env.server, 'catalogue-search', async ({ page }) => {
      const s = WEB['en-US'].catalogue;
      await login(page, 'dealer');
      const search = pane(page).getByTestId('universal-search').locator('input');
      await search.fill('BP-72V32-A01');
      await search.press('Enter');
      await expectRoute(page, /#\/part\/[0-9a-f-]+$/);
      await visible(pane(page).getByTestId('part-detail').getByText('BP-72V32-A01').first());

      await goto(page, '/home');
      await pane(page).getByTestId('universal-search').locator('input').fill('battery');
      await pane(page).getByTestId('universal-search').locator('input').press('Enter');
      await expectRoute(page, /#\/partSearchList\?key=battery$/);
      const list = pane(page);
      await visible(list.getByTestId('part-hits').locator('tbody tr.ant-table-row'));
      await visible(list.getByTestId('used-parts').locator('[data-testid^="used-seq-"]'));
      await snap(page, 'catalogue-search-01-part-list');
      await list.getByTestId('used-parts').locator('[data-testid^="used-seq-"]').first().click();
      await expectRoute(page, /#\/struct\?code=/);
      await visible(pane(page).locator('[data-testid="bom-table"] tr.bom-row-active'));

      // search warnings (spec §5): an empty VIN, a configuration search without a line
      await goto(page, '/home');
      await pane(page).getByTestId('vin-search-button').click();
      await visible(page.locator('.ant-message').getByText(s.search.vin.empty));
      await pane(page).getByTestId('config-search-button').click();
      await visible(page.locator('.ant-message').getByText(s.search.config.chooseLine));
    });
  });
});

/**
 * The parts catalogue as a dealer walks it: VIN search on the home card, the vehicle's tree,
 * a partlist's drawing and BOM (balloon ↔ row), the part detail and its photo preview with
 * zoom; then the same in Chinese. Screenshots of the English walk go to docs/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, escapeFrom, expectRoute, goto, hidden, journey, login, settled, snap, submitLogin, until, journeyEnvironment, visible, screenshotKeeper, pane } from './harness';
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

const env = journeyEnvironment({ shared: true });

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

// ---------------------------------------------------------------- issue 20: model filter, search scope, dense BOM

/** The model the home's model selection picks (no VIN): its series' partlists also hold S2-PRO/S2-DUAL rows. */
const MODEL_PATH: Record<Lang, string[]> = {
  'en-US': ['E-Scooters', 'Urban S2', 'S2 Lite 48V 20Ah'],
  'zh-CN': ['电动滑板车', '城市 S2', '城市 S2 轻享版 48V 20Ah'],
};
/** The 72V pack of S2-PRO/S2-DUAL, drawn at balloon 1 of the battery pack beside S2 Lite's 48V pack. */
const OTHER_MODELS_PACK = 'BP-72V32-A01';
const tagOf = (lang: Lang) => (lang === 'en-US' ? 'en' : 'zh');

/** Logs the dealer in and, for Chinese, reopens the app in Chinese. */
async function enter(page: Page, lang: Lang) {
  await login(page, 'dealer');
  if (lang === 'zh-CN') {
    await page.goto('/?language=zh_CN#/home');
    await until('the app in Chinese', () => page.evaluate(() => document.documentElement.lang), (v) => v === 'zh-CN');
  }
  await visible(pane(page).getByTestId('home-model-selection'));
}

/** Opens a route inside the running app (a page load would drop the `language` parameter of enter()). */
async function inApp(page: Page, route: string) {
  await page.evaluate((r) => { window.location.hash = `#${r}`; }, route);
  await expectRoute(page, route);
}

/** Chooses line, series and model in the home's model selection card. */
async function chooseModel(page: Page, lang: Lang) {
  const card = pane(page).getByTestId('home-model-selection');
  for (const [i, level] of ['config-line', 'config-series', 'config-model'].entries()) {
    await card.getByTestId(level).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: MODEL_PATH[lang][i] }).first().click();
    await until(`${level} chosen`, () => page.locator('.ant-select-dropdown:visible').count(), (n) => n === 0);
  }
}

/** The BOM rows wholly inside the table's scrolling body and the window: what the user sees at once. */
async function rowsInView(table: Locator): Promise<{ visible: number; total: number; tallest: number }> {
  return table.evaluate((el) => {
    const body = el.querySelector('.ant-table-body')!.getBoundingClientRect();
    const rows = [...el.querySelectorAll('tr[data-ball-row]')].map((r) => r.getBoundingClientRect());
    const bottom = Math.min(body.bottom, window.innerHeight);
    return {
      visible: rows.filter((r) => r.top >= body.top - 1 && r.bottom <= bottom + 1).length,
      total: rows.length,
      tallest: Math.max(...rows.map((r) => r.height)),
    };
  });
}

describe('catalogue: a model chosen without a VIN, the search scope, a dense BOM (issue 20)', () => {
  it('the model selection\'s catalogue hides the rows of the series\' other models; "All rows" shows them greyed and tagged; in English and Chinese', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      await journey(env.browser, env.server, `catalogue-model-filter-${tagOf(lang)}`, async ({ page }) => {
        const s = WEB[lang].catalogue;
        await enter(page, lang);
        await chooseModel(page, lang);
        await pane(page).getByTestId('home-model-selection').getByTestId('config-search-button').click();
        await expectRoute(page, /#\/struct\?code=S2-LITE$/);
        const struct = pane(page);
        const table = struct.getByTestId('bom-table');
        await visible(struct.locator('.struct-bom-title', { hasText: 'S2-BAT-01' }));
        await visible(table.locator('tr[data-ball-row="1"]'));
        // only S2 Lite's rows: its 48V pack, not the 72V pack of the other models, and nothing tagged
        await visible(table.locator('a[data-testid="bom-open-BP-48V20-A01"]'));
        expect(await table.locator(`a[data-testid="bom-open-${OTHER_MODELS_PACK}"]`).count()).toBe(0);
        expect(await table.getByTestId('bom-other-tag').count()).toBe(0);
        const shown = await table.locator('tr[data-ball-row]').count();
        const countText = await struct.getByTestId('bom-row-count').textContent();
        const hidden = Number(/(\d+)\D*$/.exec(countText ?? '')?.[1]);
        expect(hidden).toBeGreaterThan(0);
        expect(countText).toContain(fill(s.bom.otherModelsHidden_other, { count: hidden }));
        await keep(page, `catalogue-model-filter-${tagOf(lang)}`);

        // "All rows" shows every row, the other models' greyed and tagged "not for this model"
        await struct.getByTestId('struct-show-all').click();
        await until('every row', () => table.locator('tr[data-ball-row]').count(), (n) => n === shown + hidden);
        const others = table.locator('tr.bom-row-other');
        expect(await others.count()).toBe(hidden);
        expect(await table.getByTestId('bom-other-tag').count()).toBe(hidden);
        expect(await table.getByTestId('bom-other-tag').first().textContent()).toBe(s.struct.notForModel);
        await visible(others.locator(`a[data-testid="bom-open-${OTHER_MODELS_PACK}"]`).first());
        expect(await struct.getByTestId('bom-row-count').textContent()).toBe(fill(s.bom.rows_other, { count: shown + hidden }));
        await keep(page, `catalogue-model-filter-all-${tagOf(lang)}`);
        // and off again
        await struct.getByTestId('struct-show-all').click();
        await until('the model\'s rows again', () => table.locator('tr[data-ball-row]').count(), (n) => n === shown);
      });
    }
  }, 300_000);

  it('the home search box shows the chosen model as its scope, which can be cleared; where-used says where else a part is used; in English and Chinese', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      await journey(env.browser, env.server, `catalogue-search-scope-${tagOf(lang)}`, async ({ page }) => {
        const s = WEB[lang].catalogue;
        const modelName = MODEL_PATH[lang][2];
        await enter(page, lang);
        const box = pane(page).getByTestId('universal-search');
        expect(await box.getByTestId('search-scope').count()).toBe(0);
        await chooseModel(page, lang);
        // the scope shows in the box the search is typed in
        const scope = box.getByTestId('search-scope');
        await visible(scope);
        expect(await scope.textContent()).toBe(fill(s.search.universal.scope, { name: modelName }));
        await keep(page, `catalogue-search-scope-${tagOf(lang)}`, box);
        await box.locator('input').fill('BMS-20S');
        await box.locator('input').press('Enter');
        await expectRoute(page, /#\/partSearchList\?key=BMS-20S&catelogModel=/);
        const list = pane(page);
        await visible(list.getByTestId('part-search-box').getByTestId('search-scope').getByText(fill(s.search.universal.scope, { name: modelName })));

        // a 20S BMS is not S2 Lite's: where-used says so and shows where else it is used
        await list.getByTestId('part-hits').locator('tr', { has: page.getByTestId('hit-BMS-20S-40A-A01') }).locator('td').nth(1).click();
        await visible(list.locator('.ant-card-head', { hasText: 'BMS-20S-40A-A01' }));
        const note = list.getByTestId('used-out-of-scope');
        await visible(note);
        expect(await note.textContent()).toContain(fill(s.partSearch.used.elsewhere, { scope: modelName }));
        await visible(list.getByTestId('used-parts').locator('[data-testid^="used-seq-"]').first());
        await keep(page, `catalogue-where-used-elsewhere-${tagOf(lang)}`, note);

        // clearing the scope on the list: where-used covers every partlist, no note
        await list.getByTestId('part-search-box').getByTestId('search-scope').locator('.ant-tag-close-icon').click();
        await expectRoute(page, /#\/partSearchList\?key=BMS-20S$/);
        await hidden(list.getByTestId('used-out-of-scope'));
        await visible(list.getByTestId('used-parts').locator('[data-testid^="used-seq-"]').first());

        // BD-140-A03 is in no partlist (a newer revision): where-used names the parts it supersedes, which are
        await list.getByTestId('part-search-box').locator('input').fill('BD-140');
        await list.getByTestId('part-search-box').locator('input').press('Enter');
        await visible(list.getByTestId('hit-BD-140-A03'));
        await list.getByTestId('part-hits').locator('tr', { has: page.getByTestId('hit-BD-140-A03') }).locator('td').nth(1).click();
        const older = list.getByTestId('used-predecessors');
        await visible(older);
        expect(await older.textContent()).toContain(fill(s.partSearch.used.supersedes, { code: 'BD-140-A03' }));
        await older.getByTestId('used-predecessor-BD-140-A01').click();
        await visible(list.locator('.ant-card-head', { hasText: 'BD-140-A01' }));
        await visible(list.getByTestId('used-parts').locator('[data-testid^="used-seq-"]').first());

        // back home (in the app, keeping its state): the scope is still there; its × makes the search cover every model
        await inApp(page, '/home');
        const home = pane(page).getByTestId('universal-search');
        await visible(home.getByTestId('search-scope'));
        await home.getByTestId('search-scope').locator('.ant-tag-close-icon').click();
        await hidden(home.getByTestId('search-scope'));
        await home.locator('input').fill('BMS-20S');
        await home.locator('input').press('Enter');
        await expectRoute(page, /#\/partSearchList\?key=BMS-20S$/);
      });
    }
  }, 300_000);

  it('the BOM shows 20 and more one-line rows beside the drawing at 1440×900, and stays usable on a phone (390×844); in English and Chinese', async () => {
    await journey(env.browser, env.server, 'catalogue-dense-desktop', async ({ page }) => {
      await enter(page, 'en-US');
      await inApp(page, '/struct?code=S2');
      const struct = pane(page);
      const table = struct.getByTestId('bom-table');
      await visible(struct.locator('.struct-bom-title', { hasText: 'S2-BAT-01' }));
      await visible(table.locator('tr[data-ball-row]').first());
      await settled(page);
      const seen = await rowsInView(table);
      expect(seen.total).toBeGreaterThanOrEqual(20);
      expect(seen.visible, `${seen.visible} of ${seen.total} rows visible`).toBeGreaterThanOrEqual(20);
      // one line each: no wrapped names, no price stacked on the stock
      expect(seen.tallest).toBeLessThanOrEqual(30);
      // beside the drawing, not below it
      const drawing = await struct.getByTestId('exploded-drawing').boundingBox();
      const bom = await table.boundingBox();
      expect(drawing!.x + drawing!.width).toBeLessThanOrEqual(bom!.x + 1);
      // a long name is cut with an ellipsis; its whole text is the cell's tooltip
      const name = table.locator('a.bom-name-text').first();
      expect(await name.getAttribute('title')).toBe(await name.textContent());
      await keep(page, 'catalogue-bom-dense-en');
    });
    await journey(env.browser, env.server, 'catalogue-dense-zh', async ({ page }) => {
      await enter(page, 'zh-CN');
      await inApp(page, '/struct?code=S2');
      const table = pane(page).getByTestId('bom-table');
      await visible(table.locator('tr[data-ball-row]').first());
      await visible(table.locator('th', { hasText: WEB['zh-CN'].catalogue.bom.columns.name }));
      await settled(page);
      const seen = await rowsInView(table);
      expect(seen.visible).toBeGreaterThanOrEqual(20);
      expect(seen.tallest).toBeLessThanOrEqual(30);
      await keep(page, 'catalogue-bom-dense-zh');
    });
    for (const lang of ['en-US', 'zh-CN'] as const) {
      await journey(env.browser, env.server, `catalogue-dense-phone-${tagOf(lang)}`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await enter(page, lang);
        await inApp(page, '/struct?code=S2');
        const struct = pane(page);
        const table = struct.getByTestId('bom-table');
        await visible(table.locator('tr[data-ball-row]').first());
        await visible(table.locator('th', { hasText: WEB[lang].catalogue.bom.columns.name }));
        await table.scrollIntoViewIfNeeded();
        // the table fits the screen (its columns scroll inside it), its rows are one line each
        const box = await table.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        expect((await rowsInView(table)).tallest).toBeLessThanOrEqual(30);
        await keep(page, `catalogue-bom-phone-${tagOf(lang)}`, table);
        // a row's name still opens the part
        await table.locator('a[data-testid="bom-open-BP-48V20-A01"]').click();
        await visible(page.locator('.ant-drawer').getByTestId('part-detail'));
      });
    }
  }, 300_000);
});

/**
 * Phones and tablets (issue 20 §14): the dealer's main routes at 390×844 and 768×1024 (touch
 * screens) do not scroll sideways; a tablet's header shows the portal's name; the struct view puts
 * the BOM's prices and the way to the drawing on a phone's first screen, and its hint speaks of
 * pinching; cart, order history and an order's lines are cards on a phone; the feedback list keeps
 * its title readable. English and Chinese. Screenshots `docs/screenshots/responsive-*.png`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { journey, journeyEnvironment, pane, RESULTS_DIR, screenshotKeeper, settled, storedToken, visible } from './harness';
import { WEB } from './strings';
import { enter, LANGS, objectsOf, open, PHONE, tagOf, VIN, visitsOf } from './tour';

const env = journeyEnvironment({ shared: true });
const keep = screenshotKeeper('responsive-');
const TABLET = { width: 768, height: 1024 };

/** How far the document scrolls sideways (px; 0 or less: it fits). */
const overflowOf = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Overflow figures per size and route, kept in test-results/ for the report. */
const figures: Record<string, Record<string, number>> = {};
function record(size: string, name: string, value: number) {
  (figures[size] ??= {})[name] = value;
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'responsive-overflow.json'), JSON.stringify(figures, null, 2));
}

/** The box of an element, asserted present. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').toBeTruthy();
  return box!;
}

describe('phones and tablets (issue 20 §14)', () => {
  const runs = [['phone', PHONE, 'en-US'], ['phone', PHONE, 'zh-CN'], ['tablet', TABLET, 'en-US']] as const;
  for (const [label, viewport, lang] of runs) {
    it(`no main route scrolls sideways at ${viewport.width}×${viewport.height} (${lang})`, async () => {
      await journey(env.browser, env.server, `responsive-overflow-${label}-${tagOf(lang)}`, async ({ page }) => {
        await enter(page, lang);
        const objects = await objectsOf(env.server, (await storedToken(page))!);
        const wide: string[] = [];
        for (const visit of visitsOf(objects)) {
          await open(page, visit);
          const over = await overflowOf(page);
          record(`${label}-${tagOf(lang)}`, visit.name, over);
          if (over > 0) wide.push(`${visit.name} (${visit.route}): ${over} px`);
        }
        expect(wide, `routes wider than ${viewport.width} px`).toEqual([]);
      }, { viewport, hasTouch: true });
    }, 400_000);
  }

  for (const lang of LANGS) {
    it(`a tablet's header fits and shows the portal's name (${lang})`, async () => {
      await journey(env.browser, env.server, `responsive-tablet-header-${tagOf(lang)}`, async ({ page }) => {
        await enter(page, lang);
        const name = page.locator('.app-header .header-brand .header-title-main');
        await visible(name);
        expect(await name.innerText()).toBe(WEB[lang].shell.productName);
        // the whole name is drawn (not cut), and what is drawn there is the name, not a control over it
        expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        const box = await boxOf(name);
        expect(box.width).toBeGreaterThan(60);
        const actions = await boxOf(page.locator('.header-actions'));
        expect(box.x + box.width).toBeLessThanOrEqual(actions.x);
        expect(await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.header-brand'), { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe(true);
        expect(await page.locator('.app-header').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await overflowOf(page)).toBeLessThanOrEqual(0);
        // the controls that left the header are in the menu drawer, with their names
        await page.getByTestId('nav-drawer').click();
        const drawer = page.getByTestId('nav-drawer-panel');
        await visible(drawer.getByTestId('nav-labour_time').getByText(WEB[lang]['labour-times'].routes.labour_time));
        await visible(drawer.getByTestId('language-select'));
        await visible(drawer.getByTestId('header-feedback'));
        await settled(page);
        await keep(page, `tablet-menu-${tagOf(lang)}`);
      }, { viewport: TABLET, hasTouch: true });
    }, 120_000);
  }

  for (const lang of LANGS) {
    it(`the struct view on a phone: prices on the first screen, the drawing one tap away and pinched, not wheeled (${lang})`, async () => {
      const s = WEB[lang].catalogue;
      await journey(env.browser, env.server, `responsive-struct-${tagOf(lang)}`, async ({ page }) => {
        await enter(page, lang);
        await open(page, { name: 'struct', route: `/struct?vin=${VIN}`, ready: (v) => v.locator('[data-testid="bom-table"] tr[data-ball-row]') });
        await page.evaluate(() => window.scrollTo(0, 0));
        const table = pane(page).getByTestId('bom-table');
        // every price the first screen shows is whole on it, beside its part
        const prices = await table.locator('tr[data-ball-row] .bom-price').evaluateAll((els) => els.map((e) => {
          const r = e.closest('td')!.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, text: e.textContent ?? '' };
        }));
        const onScreen = prices.filter((p) => p.top < PHONE.height);
        expect(onScreen.length, 'BOM rows on the first screen').toBeGreaterThanOrEqual(3);
        for (const p of onScreen) {
          expect(p.left, `price ${p.text}`).toBeGreaterThanOrEqual(0);
          expect(p.right, `price ${p.text}`).toBeLessThanOrEqual(PHONE.width);
        }
        // the switch to the drawing is on the first screen too
        const toDrawing = pane(page).getByTestId('struct-view-drawing');
        await visible(toDrawing);
        const switchBox = await boxOf(toDrawing);
        expect(switchBox.y + switchBox.height).toBeLessThanOrEqual(PHONE.height);
        expect(await toDrawing.innerText()).toContain(s.struct.viewDrawing);
        await keep(page, `struct-phone-parts-${tagOf(lang)}`);

        await toDrawing.tap();
        const drawing = pane(page).getByTestId('exploded-drawing');
        await visible(drawing.locator('svg [data-ball]').first());
        const drawingBox = await boxOf(drawing);
        expect(drawingBox.y, 'the drawing starts on the first screen').toBeLessThan(PHONE.height / 2);
        expect(drawingBox.height).toBeGreaterThanOrEqual(300);
        expect(drawingBox.x + drawingBox.width).toBeLessThanOrEqual(PHONE.width);
        // a touch screen is told to pinch and tap
        expect(await drawing.locator('.exploded-drawing-hint').innerText()).toBe(s.drawing.hintTouch);
        expect(s.drawing.hintTouch).not.toBe(s.drawing.hint);
        expect(await overflowOf(page)).toBeLessThanOrEqual(0);
        await keep(page, `struct-phone-drawing-${tagOf(lang)}`);

        // a balloon tapped shows its part in the list
        const balloon = drawing.locator('svg [data-ball].balloon').nth(2);
        const ball = await balloon.getAttribute('data-ball');
        // its number (the balloon's box also spans its leader line)
        await balloon.locator('text').first().tap();
        await visible(table.locator(`tr.bom-row-active[data-ball-row="${ball}"]`));
      }, { viewport: PHONE, hasTouch: true });
    }, 120_000);
  }

  it('a desktop without a touch screen keeps the wheel in the drawing\'s hint', async () => {
    await journey(env.browser, env.server, 'responsive-struct-desktop-hint', async ({ page }) => {
      await enter(page, 'en-US');
      await open(page, { name: 'struct', route: `/struct?vin=${VIN}`, ready: (v) => v.locator('[data-testid="bom-table"] tr[data-ball-row]') });
      expect(await pane(page).locator('.exploded-drawing-hint').innerText()).toBe(WEB['en-US'].catalogue.drawing.hint);
    });
  }, 120_000);

  for (const lang of LANGS) {
    it(`cart, order history and an order's lines are cards on a phone; feedback keeps its titles readable (${lang})`, async () => {
      const o = WEB[lang].orders;
      await journey(env.browser, env.server, `responsive-lists-${tagOf(lang)}`, async ({ page }) => {
        await enter(page, lang);
        /** A list shown as cards: no header row, nothing to scroll sideways, each card within the screen. */
        const expectCards = async (table: Locator, what: string) => {
          await visible(table.locator('tr.ant-table-row').first());
          expect(await table.locator('.table-stacked').count(), `${what} stacked`).toBeGreaterThan(0);
          expect(await table.locator('thead').first().isVisible(), `${what} without a header row`).toBe(false);
          const widths = await table.locator('.ant-table-container').first().evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
          expect(widths.scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(widths.client);
          for (const card of await table.locator('tr.ant-table-row').all()) {
            const box = await boxOf(card);
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
          }
        };

        await open(page, { name: 'cart', route: '/shopping_cart', ready: (v) => v.getByTestId('cart-page').locator('tr.ant-table-row') });
        const cart = pane(page).getByTestId('cart-page');
        await expectCards(cart, 'the cart');
        // each card names its values: the price, the quantity stepper and the subtotal are labelled
        const first = cart.locator('tr.ant-table-row').first();
        for (const label of [o.cart.columns.price, o.cart.columns.amount, o.cart.columns.lineTotal]) {
          expect(await first.locator(`td[data-label="${label}"]`).count(), label).toBe(1);
        }
        await visible(first.locator('.cart-amount'));
        await keep(page, `cart-phone-${tagOf(lang)}`);

        await pane(page).getByTestId('tab-history').click();
        await visible(pane(page).getByTestId('order-status').first());
        const history = pane(page).locator('.orders-card').filter({ has: page.getByTestId('order-status') });
        await expectCards(history, 'the order history');
        await history.locator('tr.ant-table-row').first().scrollIntoViewIfNeeded();
        await keep(page, `orders-phone-${tagOf(lang)}`);
        // an order's lines in its drawer, which fits the screen
        await history.locator('a[data-testid^="order-open-"]').first().click();
        const detail = page.getByTestId('order-detail');
        await visible(detail);
        await expectCards(detail, 'the order\'s lines');
        const drawerBox = await boxOf(page.locator('.ant-drawer-content-wrapper').last());
        expect(drawerBox.width).toBeLessThanOrEqual(PHONE.width);
        await page.keyboard.press('Escape');

        // feedback: the dealer's own list (the demo's closed feedback); titles keep a readable width
        await open(page, { name: 'feedback', route: '/feedback_center', ready: (v) => v.getByTestId('feedback-table') });
        await pane(page).getByRole('tab', { name: WEB[lang].feedback.lists.created }).click();
        const feedback = pane(page).getByTestId('feedback-table');
        await visible(feedback.locator('tr.ant-table-row').first());
        const title = feedback.locator('tr.ant-table-row td').first();
        expect((await boxOf(title)).width, 'the title column').toBeGreaterThanOrEqual(150);
        const heads = await feedback.locator('thead th').evaluateAll((ths) => ths.map((th) => ({ text: th.textContent ?? '', height: th.getBoundingClientRect().height, width: th.getBoundingClientRect().width })));
        for (const head of heads.filter((h) => h.text)) expect(head.height, `header ${head.text} on one or two lines`).toBeLessThanOrEqual(64);
        const widths = await feedback.locator('.ant-table-container').first().evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
        await keep(page, `feedback-phone-${tagOf(lang)}`);
      }, { viewport: PHONE, hasTouch: true });
    }, 180_000);
  }
});

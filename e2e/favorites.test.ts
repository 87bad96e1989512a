/**
 * Favourites as a dealer keeps them: the header bell with the demo alerts (read once opened), a
 * star in a BOM row, the part in my_favorite, pinned on top, the handbooks tab; then the same
 * screens in German. Screenshots of the English walk go to docs/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, expectRoute, goto, journey, login, settled, submitLogin, until, journeyEnvironment, visible, screenshotKeeper, pane } from './harness';
import { WEB, fill } from './strings';

const VIN = 'LUMS2PHD3PH000001';
/** Balloon 3 of the S2 Pro's battery pack sheet: the Li-ion cell, not a demo favourite. */
const SHEET = 'S2-BAT-01';
const BALL = 3;
const CELL = 'CE-186503.5AH-A01';
const keep = screenshotKeeper('favorites-');

const env = journeyEnvironment();

/** The bell's badge number, 0 when none shows. */
async function badge(page: Page): Promise<number> {
  const sup = page.locator('.header-slot-notifications .ant-badge-count');
  if (!(await sup.count())) return 0;
  // the badge leaves with an animation: gone between the two reads is 0, not a 15 s wait
  return Number((await sup.first().getAttribute('title', { timeout: 1_000 }).catch(() => null)) ?? '0');
}

describe('favourites', () => {
  it('a dealer reads the alerts about favourites, stars a part in a BOM, finds and pins it in my_favorite; then in German', async () => {
    const en = WEB['en-US'];
    await journey(env.browser, env.server, 'favorites-en', async ({ page }) => {
      await login(page, 'dealer');
      // the demo's two alerts (a new price, a motor out of stock) wait behind the bell
      await until('two unread alerts', () => badge(page), (n) => n === 2);
      await page.getByTestId('header-notifications').click();
      await visible(page.getByTestId('notification-item').first());
      expect(await page.getByTestId('notification-item').count()).toBe(2);
      await visible(page.getByText(fill(en.notifications.kind.STOCK_OUT, { name: 'Hub motor 2000W, rear', code: 'HM-2000W-R-A01' })));
      await until('alerts read once shown', () => badge(page), (n) => n === 0);
      await keep(page, 'bell');
      await page.getByTestId('header-notifications').click();

      // a star in the BOM
      await goto(page, `/struct?vin=${VIN}`);
      const struct = pane(page);
      await visible(struct.locator('[data-testid="bom-table"] tr[data-ball-row]').first());
      await struct.getByTestId(`tree-node-${SHEET}`).click();
      await visible(struct.locator('.struct-bom-title', { hasText: SHEET }));
      const star = struct.locator(`[data-testid="bom-table"] tr[data-ball-row="${BALL}"]`).first().getByTestId('favorite-star');
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      await visible(page.getByText(en.favorites.star.added));
      await until('the row starred', () => star.getAttribute('aria-pressed'), (v) => v === 'true');
      await settled(page);
      await keep(page, 'bom-star');

      // my_favorite from the user dropdown: the part is there, newest after the pinned battery pack
      // (a menu still opening takes no clicks: wait for it to settle, and try again if one was swallowed)
      const entry = page.getByRole('menuitem', { name: en.favorites.routes.my_favorite });
      for (let attempt = 1; !page.url().includes('#/my_favorite'); attempt++) {
        if (!(await entry.isVisible())) await page.getByTestId('user-menu').click();
        await visible(entry);
        await settled(page);
        await entry.click();
        await page.waitForURL(/#\/my_favorite$/, { timeout: 3000 }).catch((err) => { if (attempt >= 3) throw err; });
      }
      const table = pane(page).getByTestId('favorites-table-PartMaster');
      const codes = () => table.locator('tbody tr.ant-table-row td:nth-child(3)').allTextContents();
      await until('the starred part listed second', codes, (c) => c[1] === CELL);
      expect((await codes())[0]).toBe('BP-72V32-A01');
      // pin it: it goes on top
      await table.locator('tbody tr.ant-table-row').nth(1).getByTestId('favorite-pin').click();
      await until('the cell pinned on top', codes, (c) => c[0] === CELL);
      await keep(page, 'my-favorite');
      // its name opens the part it was starred from
      await table.locator('tbody tr.ant-table-row').first().getByTestId('favorite-link').click();
      await expectRoute(page, /#\/part\/[\w-]+$/);

      // handbooks: the demo topics and the wiring-diagram manual
      await goto(page, '/my_favorite');
      await pane(page).getByRole('tab', { name: en.favorites.tabs.Handbook }).click();
      const handbooks = pane(page).getByTestId('favorites-table-Handbook');
      await until('four handbooks', () => handbooks.locator('tbody tr.ant-table-row').count(), (n) => n === 4);
      // the newest is the wiring-diagram manual as a whole: its link opens it, starred
      await handbooks.locator('tbody tr.ant-table-row').first().getByTestId('favorite-link').click();
      await expectRoute(page, /#\/manual\/[\w-]+$/);
      const manualStar = pane(page).locator('.manual-head').getByTestId('favorite-star');
      await until('the manual starred', () => manualStar.getAttribute('aria-pressed'), (v) => v === 'true');
      await goto(page, '/my_favorite');

      // unfavourite from the list: gone from the tab
      await pane(page).getByRole('tab', { name: en.favorites.tabs.PartMaster }).click();
      await table.locator('tbody tr.ant-table-row').first().getByTestId('favorite-unstar').click();
      await visible(page.getByText(en.favorites.star.removed));
      await until('the cell gone', codes, (c) => !c.includes(CELL));
    });

    const de = WEB.de;
    await journey(env.browser, env.server, 'favorites-de', async ({ page }) => {
      await page.goto('/?language=de#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      await visible(page.getByTestId('home-favorites').getByText(de.favorites.home.title));
      await page.evaluate(() => { location.hash = '#/my_favorite'; });
      await visible(pane(page).getByRole('tab', { name: de.favorites.tabs.PartMaster }));
      await visible(pane(page).getByText(de.favorites.columns.materialCode));
      await page.getByTestId('header-notifications').click();
      await visible(page.getByText(de.notifications.title));
      await visible(page.getByTestId('notification-item').getByText(/HM-2000W-R-A01/));
      expect(await page.getByTestId('notification-item').allTextContents()).toContainEqual(expect.stringContaining(fill(de.notifications.kind.STOCK_OUT, { name: '', code: 'HM-2000W-R-A01' }).slice(1)));
    });
  });
});

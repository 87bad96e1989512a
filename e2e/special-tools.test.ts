/**
 * Special tools as a dealer uses them: from the header's more-actions menu, filtered by category,
 * model and drive type, a tool's detail with its picture and the picture preview. The screen's
 * screenshot goes to docs/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { escapeFrom, expectRoute, goto, journey, login, pickOption, snap, until, journeyEnvironment, visible, screenshotKeeper, pane, DEMO_MODEL_PATH, DEMO_MODEL_NAME, openFromNav, pickCascader, countOf } from './harness';
import { WEB } from './strings';

const keep = screenshotKeeper('');
const s = WEB['en-US'];

const env = journeyEnvironment({ shared: true });

describe('special tools', () => {
  it('a dealer filters the special tools, opens one with its picture and previews it', async () => {
    await journey(env.browser, env.server, 'special-tools', async ({ page }) => {
      const t = s['special-tools'];
      await login(page, 'dealer');
      await openFromNav(page, 'special_tool');
      await expectRoute(page, '/special_tool');
      const screen = pane(page);
      const cards = screen.getByTestId('tools-grid').locator('.tool-card');
      await visible(cards);
      expect(await until('the tool count', () => countOf(screen.getByTestId('tools-count')), (n) => n >= 20)).toBeGreaterThanOrEqual(20);
      // every card's picture loads (an SVG served with the token in the query)
      await until('pictures loaded', () => cards.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)), Boolean);
      await page.mouse.move(0, 0);
      await keep(page, 'special-tools');

      // motor tools for a hub-motor scooter
      await pickOption(page, screen.locator('.ant-form-item').filter({ hasText: t.filter.category }), 'Motor and drive');
      await pickCascader(page, screen.getByTestId('tools-model'), DEMO_MODEL_PATH);
      await pickOption(page, screen.locator('.ant-form-item').filter({ hasText: t.filter.driveType }), 'Hub motor');
      await screen.getByTestId('tools-search').click();
      await until('motor tools for the model', () => cards.count(), (n) => n === 2);
      await visible(screen.getByTestId('tool-card-ST-MO-001'));
      await visible(screen.getByTestId('tool-card-ST-MO-002'));
      await snap(page, 'special-tools-01-filtered');

      // the puller's detail: picture, purpose, parameters, its models
      await screen.getByTestId('tool-card-ST-MO-001').click();
      const drawer = page.locator('.ant-drawer');
      const detail = drawer.getByTestId('tool-detail');
      await visible(detail.getByText('Hub motor puller'));
      await visible(detail.getByText(t.fields.parameter));
      await visible(detail.getByText('Up to 8 kN, for 300–5000 W hub motors, axles M10–M20'));
      await visible(detail.getByText(DEMO_MODEL_NAME));
      await until('the picture loaded', () => detail.getByTestId('tool-picture').locator('img').evaluate((i) => (i as HTMLImageElement).naturalWidth), (w) => w > 0);
      await page.waitForTimeout(300);
      await snap(page, 'special-tools-02-detail');

      // the picture preview zooms
      await detail.getByTestId('tool-picture').click();
      const preview = page.locator('.photo-preview');
      await visible(preview.getByTestId('photo-stage').locator('img'));
      await preview.getByTestId('photo-zoom-in').click();
      await until('zoomed to 110%', () => preview.getByTestId('photo-zoom').textContent(), (v) => v === '110%');
      await escapeFrom(page, page.locator('.ant-modal-wrap').filter({ has: preview }));

      // the detail as its own page (a tab of its own)
      await drawer.getByTestId('tool-open-page').click();
      await expectRoute(page, /#\/special_tool\/[0-9a-f-]+$/);
      await visible(pane(page).getByTestId('tool-detail').getByText('ST-MO-001'));

      // the table view lists the same filter
      await goto(page, '/special_tool');
      const list = pane(page);
      await list.getByTestId('tools-view').getByText(t.list.table).click();
      await visible(list.getByTestId('tools-table').locator('tbody tr.ant-table-row'));
    });
  });
});

/**
 * Issue 24 §3, performance monitoring (decision 042): the administrator opens Performance
 * monitoring from the admin menu and sees this server's card with its figures (run time, memory,
 * requests) and its charts, and the active users with themself among them; on a phone the cards
 * stack. Screenshots to docs/screenshots/performance-*.png.
 */
import { describe, expect, it } from 'vitest';
import { journey, journeyEnvironment, login, pane, screenshotKeeper, settled, visible } from './harness';
import { WEB } from './strings';

const keep = screenshotKeeper('performance-');
// samples every second, so the charts have points by the time the page is open
const env = journeyEnvironment({ settings: async () => ({ PERFORMANCE_SAMPLE_SECONDS: '1' }) });

describe('performance monitoring', () => {
  it('an administrator opens performance monitoring and sees the instance card with its figures, charts and the active users', async () => {
    await journey(env.browser, env.server, 'performance-desktop', async ({ page }) => {
      const p = WEB['en-US'].performance;
      await login(page, 'admin');
      await page.getByTestId('admin-menu').click();
      const entry = page.getByTestId('admin-menu-performance_monitoring');
      await visible(entry);
      expect((await entry.textContent())?.trim()).toBe(WEB['en-US'].shell.routes.performance_monitoring);
      await settled(page);
      await entry.click();
      const screen = pane(page);
      await visible(screen.getByText(p.heading.title).first());
      const card = screen.getByTestId('performance-instance').first();
      await visible(card);
      await visible(card.getByTestId('performance-instance-state').getByText(p.state.running));
      // figures, not dashes
      expect(await card.getByTestId('performance-memory').textContent()).toMatch(/\d+ MB/);
      expect(await card.getByTestId('performance-uptime').textContent()).toMatch(/\d/);
      // the memory chart draws a line once two samples are in
      const chart = card.getByTestId('performance-chart-memory');
      await expect.poll(async () => chart.locator('path.perf-chart-line').count(), { timeout: 20_000 }).toBe(1);
      expect(await chart.locator('path.perf-chart-line').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/);
      // the administrator is among the active users
      const users = screen.getByTestId('performance-users');
      await visible(users.getByText('admin', { exact: true }).first());
      await keep(page, 'desktop');
      await keep(page, 'users', users);
      // another span
      await screen.getByTestId('performance-hours').getByText(p.hours_other.replace('{{count}}', '24')).click();
      await visible(card.getByTestId('performance-chart-cpu'));
    });
  });

  it('stacks the card and its charts on a phone', async () => {
    await journey(env.browser, env.server, 'performance-phone', async ({ page }) => {
      await login(page, 'admin');
      await page.goto('/#/performance_monitoring');
      const card = pane(page).getByTestId('performance-instance').first();
      await visible(card);
      const box = await card.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
      await keep(page, 'phone');
      await keep(page, 'phone-charts', card.getByTestId('performance-chart-requests'));
    }, { viewport: { width: 390, height: 844 }, hasTouch: true });
  });
});

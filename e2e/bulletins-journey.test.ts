/**
 * Issue 12, a recall from writing to reading: the after-sales administrator writes a recall for a
 * VIN range in notice_area and publishes it; it passes the two configured approval levels (level 1
 * by the system administrator, the last by the after-sales administrator); the dealer finds it in
 * the vehicle header of the struct view of a VIN in the range and in notice_area, opens it on
 * notice_detail (after seeing it on the home page's announcements), and the statistics and the
 * report's noticeQueryStatistics tab count one read. Then the dealer's screens in Vietnamese.
 * Screenshots to docs/screenshots/bulletins-journey-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TApproveLevel, TBulletinStatisticsRow } from '@portal/contract';
import { DEMO_PASSWORD, api, expectRoute, goto, journey, login, logout, pickOption, storedToken, submitLogin, until, journeyEnvironment, visible, screenshotKeeper, pane } from './harness';
import { WEB, fill } from './strings';
import { bulletinsEndpoints, pathOf } from '@portal/contract';

const VIN = 'LUMS2PHD3PH000001';
const RANGE = `${VIN} LUMS2PHD3PH000999`;
const THEME = 'Recall R-2026-09: front fork clamp bolts on S2 Pro';
const keep = screenshotKeeper('bulletins-journey-');
const env = journeyEnvironment();
const row = (page: Page, theme = THEME) => pane(page).locator('tr.ant-table-row', { hasText: theme });

/** `YYYY-MM-DD HH:mm` in local time, as the form's pickers take it. */
const pickerText = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** The statistics row of the journey's recall, read with the caller's token. */
/** How many published bulletins concern the VIN for the caller. */
async function onVin(page: Page): Promise<number> {
  return (await api<unknown[]>(env.server, pathOf(bulletinsEndpoints.ofVin, { vin: VIN }), await storedToken(page))).body.data!.length;
}

async function statisticsOf(page: Page): Promise<TBulletinStatisticsRow | undefined> {
  const res = await api<{ contents: TBulletinStatisticsRow[] }>(env.server, `${pathOf(bulletinsEndpoints.statistics)}?theme=${encodeURIComponent(THEME)}`, await storedToken(page));
  return res.body.data?.contents.find((r) => r.theme === THEME);
}

describe('a recall through two approvals to the dealer', () => {
  it('is written, approved at two levels, found by the dealer on the vehicle and counted as read', async () => {
    await journey(env.browser, env.server, 'bulletins-journey-en', async ({ page }) => {
      const b = WEB['en-US'].bulletins;
      // the writer: a recall for a VIN range, valid from yesterday for three months
      await login(page, 'domain-admin');
      await goto(page, '/notice_area');
      const view = pane(page);
      await visible(view.locator('tr.ant-table-row'));
      const levels = (await api<TApproveLevel[]>(env.server, pathOf(bulletinsEndpoints.approveLevels), await storedToken(page))).body.data!;
      expect(levels.map((l) => l.level)).toEqual([1, 2]);
      await keep(page, 'notice-area-demo');

      await view.getByRole('button', { name: b.action.create }).click();
      const form = page.getByTestId('bulletin-form');
      await visible(form);
      await form.locator('#theme').fill(THEME);
      await pickOption(page, form.locator('.ant-form-item').filter({ has: page.locator('#type') }), b.type.RECALL_TYPE);
      await visible(form.locator('#vinRanges'));
      const start = new Date(Date.now() - 86_400_000);
      const end = new Date(Date.now() + 90 * 86_400_000);
      await form.locator('#period').click();
      await form.locator('#period').fill(pickerText(start));
      await form.locator('#period').press('Enter');
      const endInput = form.locator('.ant-picker-range input').nth(1);
      await endInput.fill(pickerText(end));
      // confirmed with the panel's OK: Enter in a complete picker would submit the form
      await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button').click();
      await until('the period set', () => form.locator('.ant-picker-range input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), (v) => v[0] === pickerText(start) && v[1] === pickerText(end));
      await form.locator('#vinRanges').fill(RANGE);
      await form.locator('#content').fill('<p>The clamp bolts of the front fork may loosen. Tighten them to <b>22 N·m</b> with thread locker and mark them.</p>');
      await keep(page, 'form');
      await form.getByRole('button', { name: b.form.save }).click();
      await visible(page.locator('.ant-message').getByText(b.saved));
      await visible(row(page));
      expect(await row(page).textContent()).toContain(b.status.INIT);

      // published into the approval chain; level 1 passes it on, the last level publishes it
      await row(page).getByRole('button', { name: b.action.publish, exact: true }).click();
      await until('waiting on level 1', () => row(page).textContent(), (v) => (v ?? '').includes(b.status.REVIEWED));
      await logout(page);
      await login(page, 'admin');
      await goto(page, '/notice_area');
      await visible(row(page));
      await row(page).getByRole('button', { name: levels[0].buttonName, exact: true }).click();
      await visible(row(page).getByRole('button', { name: levels[1].buttonName, exact: true }));
      await keep(page, 'approve-level-2');
      await logout(page);
      await login(page, 'domain-admin');
      await goto(page, '/notice_area');
      await visible(row(page));
      await row(page).getByRole('button', { name: levels[1].buttonName, exact: true }).click();
      await until('published', () => row(page).textContent(), (v) => (v ?? '').includes(b.status.APPROVED));
      expect((await statisticsOf(page))?.readCount).toBe(0);
      await logout(page);

      // the dealer: the vehicle header of a VIN in the range lists it (the demo recall of the same vehicles too)
      await login(page, 'dealer');
      // the home page's announcements card lists it, marked unread
      await expectRoute(page, '/home');
      const announcements = pane(page).getByTestId('home-announcements');
      await visible(announcements.locator('li.home-announcement-unread', { hasText: THEME }));
      await keep(page, 'home-announcements', announcements);
      await goto(page, `/struct?vin=${VIN}`);
      const header = pane(page).getByTestId('vehicle-header');
      await visible(header.getByTestId('vehicle-bulletins'));
      const onVehicle = header.getByTestId('vehicle-bulletins');
      await until('the new recall unread on the vehicle', () => onVehicle.textContent(), (v) => (v ?? '').includes(fill(b.vehicle.unread_one, { count: 1 })));
      await onVehicle.locator('a').first().hover();
      const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
      await visible(popover.getByRole('link', { name: THEME }));
      await expect(popover.locator('li', { hasText: THEME }).textContent()).resolves.toContain(b.type.RECALL_TYPE);
      await keep(page, 'vehicle-header');

      // notice_area: pinned demo recall first, the new one unread; opened on notice_detail
      await goto(page, '/notice_area');
      await visible(row(page));
      expect(await row(page).textContent()).toContain(b.unread);
      await keep(page, 'dealer-notice-area');
      await row(page).getByRole('link', { name: THEME }).click();
      await expectRoute(page, /#\/notice_detail\/[0-9a-f-]{36}\//);
      const detail = pane(page).getByTestId('notice-detail');
      await visible(detail.getByRole('heading', { name: THEME }));
      await visible(detail.getByText('22 N·m'));
      expect(await detail.textContent()).toContain(b.type.RECALL_TYPE);
      await keep(page, 'notice-detail');
      // read now: the vehicle header has no unread bulletin left
      await goto(page, `/struct?vin=${VIN}`);
      const count = fill(b.vehicle.count_other, { count: await onVin(page) });
      await until('nothing unread on the vehicle', () => pane(page).getByTestId('vehicle-bulletins').textContent(), (v) => (v ?? '').trim() === count);
      await logout(page);

      // the statistics: one read (the dealer), in the list and in the read statistics
      await login(page, 'domain-admin');
      await goto(page, '/notice_area');
      await visible(row(page));
      const stats = await statisticsOf(page);
      expect(stats).toMatchObject({ readCount: 1, visitCount: 1, status: 'APPROVED', type: 'RECALL_TYPE' });
      expect(stats!.unreadCount).toBe(stats!.audienceCount - 1);
      const readsCol = await pane(page).locator('thead th').allTextContents().then((h) => h.indexOf(b.columns.reads));
      expect(readsCol).toBeGreaterThan(0);
      await until('one read in the list', () => row(page).locator('td').nth(readsCol).textContent(), (v) => v === '1');
      await keep(page, 'statistics');
      // the report page's noticeQueryStatistics tab counts the same read
      await goto(page, '/report_management');
      const report = pane(page);
      await report.getByTestId('notice-stats-theme').fill(THEME);
      await report.getByTestId('notice-stats-search').click();
      const statsRow = report.getByTestId('notice-stats-table').locator('tbody tr.ant-table-row', { hasText: THEME });
      await until('the recall alone in the report', () => report.getByTestId('notice-stats-table').locator('tbody tr.ant-table-row').count(), (n) => n === 1);
      const statsHeads = await report.getByTestId('notice-stats-table').locator('thead th').allTextContents();
      const readAt = statsHeads.indexOf(WEB['en-US'].bulletins.columns.reads);
      expect(readAt).toBeGreaterThan(0);
      expect(await statsRow.locator('td').nth(readAt).textContent()).toBe('1');
      await keep(page, 'report-notice-statistics');
    });
  }, 300_000);

  it('shows the dealer the recall in Vietnamese', async () => {
    await journey(env.browser, env.server, 'bulletins-journey-vi', async ({ page }) => {
      const vi = WEB.vi.bulletins;
      await page.goto('/?language=vi#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      // the hash changes in place: a new page load would drop ?language=vi
      await page.evaluate((vin) => { location.hash = `#/struct?vin=${vin}`; }, VIN);
      const header = pane(page).getByTestId('vehicle-header');
      await visible(header.getByText(vi.vehicle.label, { exact: true }));
      const count = fill(vi.vehicle.count_other, { count: await onVin(page) });
      await until('the vehicle\'s bulletins counted', () => header.getByTestId('vehicle-bulletins').textContent(), (v) => (v ?? '').trim() === count);
      await header.getByTestId('vehicle-bulletins').locator('a').first().hover();
      const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
      await visible(popover.getByText(vi.vehicle.title));
      await visible(popover.getByText(vi.type.RECALL_TYPE).first());
      await keep(page, 'vehicle-header-vi');

      await page.evaluate(() => { location.hash = '#/notice_area'; });
      const view = pane(page);
      await visible(view.locator('tr.ant-table-row', { hasText: THEME }));
      const heads = await view.locator('thead th').allTextContents();
      for (const c of [vi.columns.theme, vi.columns.type, vi.columns.period, vi.columns.reads]) expect(heads).toContain(c);
      const recall = view.locator('tr.ant-table-row', { hasText: THEME });
      expect(await recall.textContent()).toContain(vi.type.RECALL_TYPE);
      expect(await recall.textContent()).toContain(vi.status.APPROVED);
      // the demo's pinned recall leads the list
      await expect(view.locator('tr.ant-table-row').first().textContent()).resolves.toContain(vi.top);
      await keep(page, 'notice-area-vi');
      await recall.getByRole('link', { name: THEME }).click();
      const detail = pane(page).getByTestId('notice-detail');
      await visible(detail.getByRole('heading', { name: THEME }));
      await visible(detail.getByText(vi.columns.creator));
      await visible(detail.getByText(vi.columns.visits));
      await keep(page, 'notice-detail-vi');
    });
  }, 120_000);
});

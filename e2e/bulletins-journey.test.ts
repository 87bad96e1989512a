/**
 * Issue 12, a recall from writing to reading: the after-sales administrator writes a recall for a
 * catalogue model and a VIN range in notice_area and publishes it; it passes the two configured
 * approval levels (level 1 by the writer, the last by the system administrator in another window,
 * which the writer's list shows on coming back to it); the dealer finds it in notice_area and in
 * the vehicle header of the struct view of a VIN in the range, opens it from the header's popover
 * on notice_detail (after seeing it on the home page's announcements), and the statistics and the
 * report's noticeQueryStatistics tab count one read. Then the dealer's screens in Vietnamese, and
 * the writer's form and approval buttons in Chinese (issue 20 point 16).
 * Screenshots to docs/screenshots/bulletins-journey-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TApproveLevel, TBulletinStatisticsRow } from '@portal/contract';
import {
  DEMO_MODEL_NAME, DEMO_PASSWORD, api, expectRoute, goto, hidden, journey, login, logout, newJourney, pickOption, settled, storedToken, submitLogin, until,
  journeyEnvironment, visible, screenshotKeeper, pane,
} from './harness';
import { WEB, fill } from './strings';
import { bulletinsEndpoints, pathOf, routeOf } from '@portal/contract';

const VIN = 'LUMS2PHD3PH000001';
const RANGE = `${VIN} LUMS2PHD3PH000999`;
const THEME = 'Recall R-2026-09: front fork clamp bolts on S2 Pro';
const keep = screenshotKeeper('bulletins-journey-');
const env = journeyEnvironment();
const row = (page: Page, theme = THEME) => pane(page).locator('tr.ant-table-row', { hasText: theme });
/** A button label as Ant Design shows it: two Chinese characters are spaced apart ("审 核"). */
const label = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** The form's VIN ranges error shown under the field, if any. */
const vinRangesError = (page: Page) => page.getByTestId('bulletin-form').locator('.ant-form-item').filter({ has: page.locator('#vinRanges') }).locator('.ant-form-item-explain-error');

/** Picks catalogue models in the form's model picker by typing part of the name. */
async function pickModel(page: Page, typed: string, optionText: string) {
  const picker = page.getByTestId('bulletin-form').getByTestId('bulletin-models');
  await picker.click();
  await picker.locator('input').fill(typed);
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: optionText });
  await visible(option.first());
  await settled(page);
  await option.first().click();
  await page.keyboard.press('Escape');
}

/** `YYYY-MM-DD HH:mm` in local time, as the form's pickers take it. */
const pickerText = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** The statistics row of the journey's recall, read with the caller's token. */
/** How many published bulletins concern the VIN for the caller. */
async function onVin(page: Page): Promise<number> {
  return (await api<unknown[]>(env.server, pathOf(bulletinsEndpoints.ofVin, { vin: VIN }), await storedToken(page))).body.data!.length;
}

/** A write through the API with the caller's token; its data, or the failure thrown. */
async function send<T>(method: string, pathname: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${env.server.url}${pathname}`, { method, headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; data: T };
  if (!json.success) throw new Error(`${method} ${pathname}: ${JSON.stringify(json)}`);
  return json.data;
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
      // the audience's user types by name, not code
      await form.getByTestId('bulletin-user-types').click();
      const typeOptions = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await visible(typeOptions.filter({ hasText: WEB['en-US'].common.userTypes.FACILITATOR }));
      expect((await typeOptions.allTextContents()).join('|')).not.toMatch(/SYSTEM_ADMIN|FACILITATOR|DEALER/);
      await typeOptions.filter({ hasText: WEB['en-US'].common.userTypes.DEALER }).first().click();
      await page.keyboard.press('Escape');
      const start = new Date(Date.now() - 86_400_000);
      const end = new Date(Date.now() + 90 * 86_400_000);
      await form.locator('#period').click();
      await form.locator('#period').fill(pickerText(start));
      await form.locator('#period').press('Enter');
      const endInput = form.locator('.ant-picker-range input').nth(1);
      await endInput.fill(pickerText(end));
      // Enter in the end date confirms the date and does not save the half-written bulletin
      await endInput.press('Enter');
      await until('the period set', () => form.locator('.ant-picker-range input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), (v) => v[0] === pickerText(start) && v[1] === pickerText(end));
      await settled(page);
      await expect(page.locator('.ant-message').getByText(b.saved).count()).resolves.toBe(0);
      await expect(form.locator('.ant-form-item-explain-error').count()).resolves.toBe(0);
      await visible(form);
      // the model from the catalogue, by name
      await pickModel(page, 'S2 Pro', DEMO_MODEL_NAME);
      await visible(form.getByTestId('bulletin-models').locator('.ant-select-selection-item', { hasText: DEMO_MODEL_NAME }));
      // a VIN range running backwards is refused on the form, then corrected
      await form.locator('#vinRanges').fill(`LUMS2PHD3PH000999 ${VIN}`);
      await form.getByRole('button', { name: b.form.save }).click();
      await visible(vinRangesError(page).getByText(fill(b.form.vinRangeBadOrder, { line: 1 })));
      await form.locator('#vinRanges').fill(`${VIN} LUMS2PHD3PH00099`);
      await visible(vinRangesError(page).getByText(fill(b.form.vinRangeBadVin, { line: 1 })));
      await form.locator('#vinRanges').fill(RANGE);
      await hidden(vinRangesError(page));
      await form.locator('#content').fill('<p>The clamp bolts of the front fork may loosen. Tighten them to <b>22 N·m</b> with thread locker and mark them.</p>');
      await keep(page, 'form', form.getByTestId('bulletin-user-types'));
      await form.getByRole('button', { name: b.form.save }).click();
      await visible(page.locator('.ant-message').getByText(b.saved));
      await visible(row(page));
      expect(await row(page).textContent()).toContain(b.status.INIT);

      // published into the approval chain; level 1 (the writer's) passes it on, the last level publishes it
      expect(levels.map((l) => l.buttonName)).toEqual(['Review', 'Approve']);
      await row(page).getByRole('button', { name: b.action.publish, exact: true }).click();
      await until('waiting on level 1', () => row(page).textContent(), (v) => (v ?? '').includes(b.status.REVIEWED));
      await row(page).getByRole('button', { name: b.levels.Review, exact: true }).click();
      await hidden(row(page).getByRole('button', { name: b.levels.Review, exact: true }));
      expect(await row(page).textContent()).toContain(b.status.REVIEWED);
      // the system administrator gives the last level in another window, the writer's list left open
      const other = await newJourney(env.browser, env.server.url);
      try {
        await login(other.page, 'admin');
        await goto(other.page, '/notice_area');
        await visible(row(other.page));
        await row(other.page).getByRole('button', { name: b.levels.Approve, exact: true }).click();
        await until('published for the approver', () => row(other.page).textContent(), (v) => (v ?? '').includes(b.status.APPROVED));
        await keep(other.page, 'approve-level-2');
      } finally {
        await other.context.close();
      }
      // the writer's window comes back to the front: the list shows it published, no reload
      expect(await row(page).textContent()).toContain(b.status.REVIEWED);
      // as the browser does when the tab shows again: visibilitychange at the document, bubbling to the window
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
      await until('published in the writer\'s list', () => row(page).textContent(), (v) => (v ?? '').includes(b.status.APPROVED));
      expect((await statisticsOf(page))?.readCount).toBe(0);
      await logout(page);

      // the dealer: the vehicle header of a VIN in the range lists it (the demo recall of the same vehicles too)
      await login(page, 'dealer');
      // the home page's announcements card lists it, marked unread
      await expectRoute(page, '/home');
      const announcements = pane(page).getByTestId('home-announcements');
      await visible(announcements.locator('li.home-announcement-unread', { hasText: THEME }));
      await keep(page, 'home-announcements', announcements);
      // notice_area: pinned demo recall first, the new one unread
      await goto(page, '/notice_area');
      await visible(row(page));
      expect(await row(page).textContent()).toContain(b.unread);
      await keep(page, 'dealer-notice-area');

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
      // opened from the popover on notice_detail: the popover closes instead of covering it
      await popover.getByRole('link', { name: THEME }).click();
      await expectRoute(page, /#\/notice_detail\/[0-9a-f-]{36}\//);
      await hidden(page.locator('.ant-popover:not(.ant-popover-hidden)'));
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
  it('shows the writer the form and the approval buttons in Chinese', async () => {
    await journey(env.browser, env.server, 'bulletins-journey-zh', async ({ page }) => {
      const zh = WEB['zh-CN'].bulletins;
      const types = WEB['zh-CN'].common.userTypes;
      await page.goto('/?language=zh_CN#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'domain-admin', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      // a recall waiting on level 1: its button is the translated default level name
      const theme = '召回 R-2026-10：S2 Pro 后减震螺栓';
      const token = (await storedToken(page))!;
      const { id } = await send<{ id: string }>(...routeOf(bulletinsEndpoints.create), token, {
        theme, type: 'RECALL_TYPE', isPublic: false, content: '<p>检查后减震螺栓</p>',
        startTime: new Date(Date.now() - 86_400_000).toISOString(), endTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        audience: { userTypes: ['DEALER'], vinRanges: [{ from: VIN, to: VIN }] },
      });
      await send(...routeOf(bulletinsEndpoints.publish, { id }), token);
      await page.evaluate(() => { location.hash = '#/notice_area'; });
      const view = pane(page);
      await visible(row(page, theme));
      await visible(row(page, theme).getByRole('button', { name: label(zh.levels.Review) }));
      expect(await row(page, theme).textContent()).not.toMatch(/Review|Approve/);

      await view.getByRole('button', { name: label(zh.action.create) }).click();
      const form = page.getByTestId('bulletin-form');
      await visible(form);
      await form.locator('#theme').fill('召回：前叉夹紧螺栓');
      await pickOption(page, form.locator('.ant-form-item').filter({ has: page.locator('#type') }), zh.type.RECALL_TYPE);
      await visible(form.getByText(zh.form.models, { exact: true }));
      await form.getByTestId('bulletin-user-types').click();
      const typeOptions = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await visible(typeOptions.filter({ hasText: types.SYSTEM_ADMIN }));
      expect((await typeOptions.allTextContents()).join('|')).not.toMatch(/SYSTEM_ADMIN|FACILITATOR/);
      await typeOptions.filter({ hasText: types.DEALER }).first().click();
      await page.keyboard.press('Escape');
      await visible(form.getByText(zh.form.modelsPlaceholder));
      await pickModel(page, 'S2', '(S2-PRO)');
      await form.locator('#vinRanges').fill(`${VIN} LUMS2PHD3PH0000I9`);
      await form.getByRole('button', { name: label(zh.form.save) }).click();
      await visible(vinRangesError(page).getByText(fill(zh.form.vinRangeBadVin, { line: 1 })));
      await form.locator('#vinRanges').fill(`LUMS2PHD3PH000099 ${VIN}`);
      await visible(vinRangesError(page).getByText(fill(zh.form.vinRangeBadOrder, { line: 1 })));
      await keep(page, 'form-zh', form.getByTestId('bulletin-user-types'));
    });
  }, 120_000);
});

/**
 * Issue 24 §2, log management (decision 041): a failed login made here is found in the login log
 * by its account and result and exported; a change the administrator makes is in the operation
 * log with its details; a part opened from the search is in the click report. The screen at phone
 * width too. Screenshots to docs/screenshots/logs-*.png.
 */
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { usersEndpoints, pathOf } from '@portal/contract';
import { escapeFrom, expectRoute, goto, journey, journeyEnvironment, login, pane, pickOption, screenshotKeeper, settled, storedToken, submitLogin, visible } from './harness';
import { WEB } from './strings';

const keep = screenshotKeeper('logs-');
const env = journeyEnvironment();
const en = WEB['en-US'].logs;
/** A demo part (the S2 Pro's battery pack). */
const PACK = 'BP-72V32-A01';

/** Clicks an export button and reads the downloaded workbook's first sheet. */
async function exportedRows(page: Page, button: Locator): Promise<unknown[][]> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const saved = path.join(os.tmpdir(), `logs-export-${process.pid}-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function openLogManagement(page: Page) {
  await page.getByTestId('admin-menu').click();
  const entry = page.getByTestId('admin-menu-log_management');
  await visible(entry);
  await settled(page);
  await entry.click();
  await expectRoute(page, '/log_management');
  const screen = pane(page).locator('.logs-page');
  await visible(screen);
  return screen;
}

describe('log management', () => {
  it('finds a failed login by account and result and exports it; shows a change in the operation log', async () => {
    const ghost = `ghost${Date.now().toString(36)}`;
    await journey(env.browser, env.server, 'logs-admin', async ({ page }) => {
      // a failed login, made on the login page
      await goto(page, '/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, ghost, 'Wrong#pass1');
      await visible(page.locator('.auth-error'));

      await login(page, 'admin');
      // a change: the administrator's own department
      const token = (await storedToken(page))!;
      const me = (await (await fetch(`${env.server.url}${pathOf(usersEndpoints.me)}`, { headers: { token } })).json()) as { data: { name: string } };
      const changed = await fetch(`${env.server.url}${pathOf(usersEndpoints.amendMe)}`, {
        method: 'PUT', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ name: me.data.name, department: 'Log audit' }),
      });
      expect(((await changed.json()) as { success: boolean }).success).toBe(true);

      // an open for the click report: the battery pack's part page, opened from the search
      const search = pane(page).getByTestId('universal-search').locator('input');
      await search.fill(PACK);
      await search.press('Enter');
      await expectRoute(page, /#\/part\/[0-9a-f-]+$/);
      await visible(pane(page).getByTestId('part-detail'));

      const screen = await openLogManagement(page);
      await visible(screen.getByRole('tab', { name: en.tabs.login }));
      await screen.getByTestId('login-log-account').fill(ghost);
      await pickOption(page, screen.getByTestId('login-log-result').locator('..'), en.result.FAILURE);
      await screen.getByTestId('login-log-search').click();
      const table = screen.getByTestId('login-log-table');
      await visible(table.getByText(ghost, { exact: true }));
      await visible(screen.getByTestId('login-log-count').getByText('1 entry'));
      await keep(page, 'login');
      const rows = await exportedRows(page, screen.getByTestId('login-log-export'));
      expect(rows[0]).toEqual(['Login time', 'Account', 'IP address', 'Result', 'Reason']);
      expect(rows.slice(1).map((r) => [r[1], r[3]])).toEqual([[ghost, 'Failure']]);

      await screen.getByRole('tab', { name: en.tabs.operation }).click();
      await screen.getByTestId('operation-log-operator').fill('admin');
      await screen.getByTestId('operation-log-search').click();
      const operations = screen.getByTestId('operation-log-table');
      const row = operations.locator('tr', { hasText: pathOf(usersEndpoints.amendMe) }).first();
      await visible(row);
      await visible(row.getByText(en.methods.PUT));
      await keep(page, 'operation');
      await row.getByText(en.list.details).click();
      const detail = page.getByTestId('operation-detail');
      await visible(detail.getByText('users.amendMe'));
      await visible(detail.getByText(usersEndpoints.amendMe.summary));
      await keep(page, 'operation-detail');
      await escapeFrom(page, page.locator('.ant-drawer'));

      // the part opened above, counted once in the click report
      await screen.getByRole('tab', { name: en.tabs.clicks }).click();
      const clicks = screen.getByTestId('click-report-table');
      const pack = clicks.locator('tr', { hasText: PACK }).first();
      await visible(pack);
      await visible(pack.getByText(en.types.PART));
      await keep(page, 'clicks');
      await screen.getByRole('tab', { name: en.tabs.feedback }).click();
      await settled(page);
      await keep(page, 'feedback');
    });
  });

  it('fits a phone', async () => {
    await journey(env.browser, env.server, 'logs-phone', async ({ page }) => {
      await login(page, 'admin');
      await goto(page, '/log_management');
      const screen = pane(page).locator('.logs-page');
      await visible(screen.getByTestId('login-log-table'));
      await keep(page, 'phone');
    }, { viewport: { width: 390, height: 844 }, hasTouch: true });
  });
});

/**
 * User administration as the system administrator does it (spec §2 user_control): a dealer
 * company's account created with a role that lets it read the user list, and that account logging
 * in and finding exactly what the role allows; an import of three accounts with one bad row
 * refused with the row shown and nothing written. In English and in Chinese; screenshots to
 * docs/screenshots/.
 */
import os from 'node:os';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { USER_IMPORT_COLUMNS, accessEndpoints, pathOf, usersEndpoints } from '@portal/contract';
import {
  DEMO_PASSWORD, api, apiToken, expectRoute, goto, journey, journeyEnvironment, login, pane, pickOption, screenshotKeeper, settled, submitLogin,
  until, visible, type PortalServer,
} from './harness';
import { WEB, fill } from './strings';

const keep = screenshotKeeper('');
const env = journeyEnvironment();
const NEW_PASSWORD = 'Dealer#2027x';
const ROLE_NAME = 'User list reader';

/** A JSON call as the system administrator (the journey's setup: roles are another screen's). */
async function post<T>(server: PortalServer, token: string, endpoint: { method: string; path: string }, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}${pathOf(endpoint)}`, { method: endpoint.method, headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; message?: string; data: T };
  if (!json.success) throw new Error(`${endpoint.path}: ${json.message}`);
  return json.data;
}

/** A role holding PER_USER_MANAGEMENT_VIEW only: the user list, nothing else of the administration. */
async function listReaderRole(server: PortalServer): Promise<void> {
  const token = await apiToken(server, 'admin');
  const role = await post<{ id: string }>(server, token, accessEndpoints.createRole, { code: 'USER_LIST_READER', name: ROLE_NAME });
  const resources = await post<{ contents: { id: string; code: string }[] }>(server, token, accessEndpoints.resourcePage, { roleId: role.id, linked: false, key: 'PER_USER_MANAGEMENT_VIEW' });
  const view = resources.contents.filter((r) => r.code === 'PER_USER_MANAGEMENT_VIEW').map((r) => r.id);
  await post(server, token, accessEndpoints.addLinks, { roleId: role.id, resourceIds: view });
}

/** An import sheet: the template's columns (by their keys), then the rows. */
async function sheet(name: string, rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('users');
  ws.addRow([...USER_IMPORT_COLUMNS]);
  for (const r of rows) ws.addRow(r);
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.xlsx`);
  await writeFile(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

/** The form item holding the field `name` of the user form. */
const field = (page: Page, name: string) => page.getByTestId('user-form').locator('.ant-form-item').filter({ has: page.locator(`#userForm_${name}`) });

/** The accounts that exist among these names (as the administrator sees them). */
async function existing(server: PortalServer, names: string[]): Promise<string[]> {
  const token = await apiToken(server, 'admin');
  const found: string[] = [];
  for (const name of names) {
    const res = await api<{ contents: { username: string }[] }>(server, `${pathOf(usersEndpoints.adminPage)}?key=${encodeURIComponent(name)}`, token);
    found.push(...res.body.data!.contents.map((u) => u.username).filter((u) => u === name));
  }
  return found;
}

/** Imports a sheet of three accounts, the second one bad: the refused row is shown, nothing is written. */
async function importWithOneBadRow(page: Page, lang: 'en-US' | 'zh-CN', names: string[]): Promise<void> {
  const s = WEB[lang].users;
  const view = pane(page);
  await view.getByTestId('user-import-open').click();
  const modal = page.getByTestId('user-import');
  await visible(modal.getByText(s.import.hint));
  const file = await sheet(`users-${lang}`, [
    [names[0], 'First Import', 'DEALER', 'BRM', 'Workshop', '', '', 'CN'],
    [names[1], 'Second Import', 'DEALER', 'NO-SUCH-COMPANY', '', 'not-an-address', '', 'CN'],
    [names[2], 'Third Import', 'SERVICE_STATION', 'GWS', '', '', '', 'CN'],
  ]);
  await modal.locator('input[type=file]').setInputFiles(file);
  const refused = modal.getByTestId('user-import-refused');
  await visible(refused);
  // the bad row (row 3 of the sheet) with its two problems, in the user's language
  await visible(refused.getByText(s.import.refused));
  const rows = refused.locator('tbody tr.ant-table-row');
  await until('the refused row listed', () => rows.allInnerTexts(), (texts) => texts.length === 2 && texts.every((t) => t.startsWith('3')));
  await visible(refused.getByRole('cell', { name: 'NO-SUCH-COMPANY' }));
  await visible(refused.getByRole('cell', { name: 'not-an-address' }));
  expect(await existing(env.server, names), 'nothing written').toEqual([]);
  await settled(page);
}

describe('user administration', () => {
  it('creates a dealer company\'s account with a role; it logs in and sees what the role allows, not more', async () => {
    await listReaderRole(env.server);
    const s = WEB['en-US'].users;
    const username = 'bright-ride-anna';
    await journey(env.browser, env.server, 'users-admin-create', async ({ page }) => {
      await login(page, 'admin');
      await goto(page, '/user_control');
      const view = pane(page);
      await visible(view.getByRole('heading', { name: s.control.title }));
      await view.getByTestId('user-create').click();
      const form = page.getByTestId('user-form');
      await visible(form.getByText(s.form.createTitle));
      await page.locator('#userForm_username').fill(username);
      await page.locator('#userForm_name').fill('Anna Bright');
      await page.locator('#userForm_password').fill(NEW_PASSWORD);
      await page.locator('#userForm_repeat').fill(NEW_PASSWORD);
      await pickOption(page, field(page, 'userType'), WEB['en-US'].common.userTypes.DEALER);
      await pickOption(page, field(page, 'companyId'), 'Bright Ride Motors (BRM)');
      await page.locator('#userForm_email').fill('anna@bright-ride.example.com');
      await pickOption(page, field(page, 'roleIds'), ROLE_NAME);
      await page.keyboard.press('Escape');
      await settled(page);
      await keep(page, 'users-admin-create-en');
      await form.getByRole('button', { name: WEB['en-US'].common.actions.save }).click();
      await visible(page.getByText(fill(s.control.done.created, { username })));
      await view.locator('#userFilter_key').fill(username);
      await view.getByTestId('user-search').click();
      const row = view.locator('tr.ant-table-row', { hasText: username });
      await visible(row.getByText('Bright Ride Motors'));
      await visible(row.getByText(WEB['en-US'].common.userTypes.DEALER));
      await settled(page);
      await keep(page, 'users-admin-list-en');
    });

    await journey(env.browser, env.server, 'users-admin-new-account', async ({ page }) => {
      await login(page, username, NEW_PASSWORD);
      // the administration menu offers the user list alone
      await page.getByTestId('admin-menu').click();
      const items = page.locator('[data-testid^="admin-menu-"]');
      await until('the admin menu', () => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))), (ids) => ids.length > 0);
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(['admin-menu-user_control']);
      await page.getByTestId('admin-menu-user_control').click();
      await expectRoute(page, '/user_control');
      const view = pane(page);
      await visible(view.locator('tr.ant-table-row', { hasText: 'dealer' }).first());
      // reading only: no new account, no import, no row actions
      expect(await view.getByTestId('user-create').count()).toBe(0);
      expect(await view.getByTestId('user-import-open').count()).toBe(0);
      expect(await view.locator('[data-testid^="user-lock-"], [data-testid^="user-edit-"]').count()).toBe(0);
      // and still a dealer's workshop pages, but not another administration page
      await goto(page, '/group_management');
      await expectRoute(page, '/401');
      await goto(page, '/shopping_cart');
      await expectRoute(page, '/shopping_cart');
    });
  });

  it('refuses an import of three accounts with one bad row: the row shown, nothing written; in English and Chinese', async () => {
    await journey(env.browser, env.server, 'users-admin-import-en', async ({ page }) => {
      await login(page, 'admin');
      await goto(page, '/user_control');
      await importWithOneBadRow(page, 'en-US', ['import-en-1', 'import-en-2', 'import-en-3']);
      await keep(page, 'users-admin-import-refused-en');
    });
    await journey(env.browser, env.server, 'users-admin-zh', async ({ page }) => {
      await page.goto('/?language=zh_CN#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'admin', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      await page.evaluate(() => { window.location.hash = '#/user_control'; });
      await expectRoute(page, '/user_control');
      const zh = WEB['zh-CN'].users;
      await visible(pane(page).getByRole('heading', { name: zh.control.title }));
      await visible(pane(page).locator('tr.ant-table-row', { hasText: 'dealer' }).first());
      await settled(page);
      await keep(page, 'users-admin-list-zh');
      await importWithOneBadRow(page, 'zh-CN', ['import-zh-1', 'import-zh-2', 'import-zh-3']);
      await visible(page.getByTestId('user-import-refused').getByText('公司代码“NO-SUCH-COMPANY”不存在或已停用'));
      await keep(page, 'users-admin-import-refused-zh');
    });
  });
});

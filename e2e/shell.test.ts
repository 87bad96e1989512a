/**
 * Journeys of a logged-in dealer in the shell, the language switch, the visitor login, and the
 * administrator's user management (locks and unlocks the station demo account). One server
 * (fresh data dir) for the file; every journey gets its own browser context.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  api, expectRoute, gatedRoutes, goto, hidden, journey, login, loginThroughPage, logout, newJourney,
  pickOption, settled, snap, storedToken, submitLogin, until, visible, DEMO_PASSWORD,
  journeyEnvironment, openFromNav, pane, screenshotKeeper,
} from './harness';
import { LANGUAGE_NAMES, WEB, fill, serverMessage } from './strings';
import { authEndpoints, inquiryEndpoints, pathOf } from '@portal/contract';

const en = WEB['en-US'];
const env = journeyEnvironment();


/** The labels of the tabs in the tab bar, in order. */
async function tabKeys(page: Page): Promise<string[]> {
  return page.locator('[data-testid="tab-bar"] .ant-tabs-nav-list [data-tab-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab-key') ?? ''));
}

/** Waits until the tab bar shows exactly these tabs, in order. */
async function expectTabs(page: Page, keys: string[]) {
  await until(`tabs ${keys.join(', ')}`, () => tabKeys(page), (k) => k.join('|') === keys.join('|'));
}

function tab(page: Page, key: string) {
  return page.locator('[data-testid="tab-bar"] .ant-tabs-nav-list .ant-tabs-tab', { has: page.locator(`[data-tab-key="${key}"]`) });
}

async function openFromUserMenu(page: Page, label: string) {
  await page.getByTestId('user-menu').click();
  const item = page.getByRole('menuitem', { name: label });
  await visible(item);
  // a click while the menu is still opening can miss (see settled)
  await settled(page);
  await item.click();
}

describe('shell', () => {
  it('a dealer logs in, uses the home shell and tabs, is refused a page without permission, logs out', async () => {
    await journey(env.browser, env.server, 'dealer-shell', async ({ page }) => {
      // a page behind the guard sends a visitor without a token to the login page
      await goto(page, '/home');
      await expectRoute(page, '/login');
      await visible(page.getByRole('heading', { name: en.auth.login.title }));
      await snap(page, 'shell-01-login');

      await loginThroughPage(page, 'dealer');
      // the shell: header with product name, user menu with the name, tab bar with the home tab
      await visible(page.locator('header').getByText(en.shell.productName));
      await visible(page.getByTestId('user-menu').getByText('Dylan Dealer'));
      await visible(page.getByTestId('tab-bar'));
      await expectTabs(page, ['/home']);
      // the home page greets the dealer and shows the account card
      await visible(page.locator('.home-page h1', { hasText: 'Dylan Dealer' }));
      await visible(page.locator('.home-page').getByText(en.common.userTypes.DEALER).first());
      await visible(page.locator('.home-page').getByText('Bright Ride Motors').first());
      await snap(page, 'shell-02-home');

      // open two pages from the user menu: each becomes a tab
      await openFromUserMenu(page, en.shell.routes.user_info);
      await expectRoute(page, '/user-info');
      await until('the user-info form to show the dealer', () => page.locator('#userInfo_name').inputValue().catch(() => ''), (v) => v === 'Dylan Dealer');
      await openFromUserMenu(page, en.shell.routes.password_modify);
      await expectRoute(page, '/password-modify');
      await visible(page.locator('#passwordModify_oldPassword'));
      await expectTabs(page, ['/home', '/user-info', '/password-modify']);
      await snap(page, 'shell-03-three-tabs');

      // clicking a tab switches to it; the others stay open
      await tab(page, '/home').click();
      await expectRoute(page, '/home');
      await expectTabs(page, ['/home', '/user-info', '/password-modify']);
      await tab(page, '/user-info').click();
      await expectRoute(page, '/user-info');
      await visible(page.locator('#userInfo_name'));

      // closing the active tab goes to a neighbour
      await tab(page, '/user-info').locator('.ant-tabs-tab-remove').click();
      await expectTabs(page, ['/home', '/password-modify']);
      await expectRoute(page, /#\/(home|password-modify)$/);

      // the home tab cannot be closed
      expect(await tab(page, '/home').locator('.ant-tabs-tab-remove').count()).toBe(0);

      // "close all tabs" from the tab actions menu leaves only home
      await openFromUserMenu(page, en.shell.routes.user_info);
      await expectRoute(page, '/user-info');
      await until('a third tab', () => tabKeys(page), (k) => k.length === 3 && k.includes('/user-info'));
      await page.getByTestId('tab-actions').click();
      const closeAll = page.getByRole('menuitem', { name: en.shell.tabs.closeAll });
      await visible(closeAll);
      await closeAll.click();
      await expectRoute(page, '/home');
      await expectTabs(page, ['/home']);

      // a page the dealer has no permission for shows the 401 page: user management
      const token = await storedToken(page);
      expect(token, 'the web keeps a token after login').toBeTruthy();
      const me = await api<{ permissions: Record<string, { valid: boolean }> }>(env.server, pathOf(authEndpoints.current), token);
      expect(me.body.success).toBe(true);
      const userControl = gatedRoutes().find((r) => r.name === 'user_control');
      expect(userControl, 'the web registers user_control behind a permission').toMatchObject({ path: '/user_control', access: 'PER_USER_MANAGEMENT_VIEW' });
      expect(me.body.data?.permissions.PER_USER_MANAGEMENT_VIEW?.valid, 'the dealer lacks PER_USER_MANAGEMENT_VIEW').not.toBe(true);
      // nor does any menu lead there: a dealer runs nothing, so there is no Administration menu at all
      expect(await page.getByTestId('admin-menu').count()).toBe(0);
      await goto(page, userControl!.path);
      await expectRoute(page, '/401');
      await visible(page.getByText(en.shell.errorPages.forbidden.title).first());
      await visible(page.getByText(en.shell.errorPages.forbidden.text));
      await snap(page, 'shell-04-401');
      await page.getByRole('button', { name: en.shell.errorPages.backHome }).click();
      await expectRoute(page, '/home');

      // an unknown page shows the 404 page
      await goto(page, '/no-such-page');
      await visible(page.getByText(en.shell.errorPages.notFound.title).first());
      await page.getByRole('button', { name: en.shell.errorPages.backHome }).click();
      await expectRoute(page, '/home');

      // log out: back on the login page, the token is revoked on the server, home is closed
      await logout(page);
      expect(await storedToken(page)).toBeFalsy();
      const after = await api(env.server, pathOf(authEndpoints.current), token);
      expect(after.status).toBe(401);
      await goto(page, '/home');
      await expectRoute(page, '/login');
    });
  });

  it('switches to German and to Chinese: page texts and server errors follow', async () => {
    await journey(env.browser, env.server, 'language', async ({ page }) => {
      const de = WEB.de;
      const zh = WEB['zh-CN'];
      // the translations the journey relies on must really be translated
      expect(de.auth.login.title, 'German login title is translated').not.toBe(en.auth.login.title);
      expect(de.shell.routes.home, 'German "Home" tab is translated').not.toBe(en.shell.routes.home);
      expect(zh.auth.login.title, 'Chinese login title is translated').not.toBe(en.auth.login.title);
      expect(zh.shell.routes.home, 'Chinese "Home" tab is translated').not.toBe(en.shell.routes.home);

      await goto(page, '/login');
      await visible(page.getByRole('heading', { name: en.auth.login.title }));

      // German on the login page: the page reloads in German and stays on the login page
      await pickOption(page, page.getByTestId('language-select'), LANGUAGE_NAMES.de);
      await visible(page.getByRole('heading', { name: de.auth.login.title }));
      await expectRoute(page, '/login');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      await visible(page.getByRole('button', { name: de.auth.login.submit }));

      // a server refusal comes back in German (Accept-Language)
      await submitLogin(page, 'dealer', 'Wrong@2026x');
      await visible(page.getByRole('alert').getByText(serverMessage('WRONG_CREDENTIALS', 'de')));
      await snap(page, 'language-01-login-de');

      // logging in keeps German: the home tab and the user menu are German
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      await visible(page.getByTestId('tab-bar').getByText(de.shell.routes.home));
      await page.getByTestId('user-menu').click();
      await visible(page.getByRole('menuitem', { name: de.shell.routes.user_info }));
      await visible(page.getByTestId('logout').getByText(de.shell.header.logout));
      await page.keyboard.press('Escape');
      await snap(page, 'language-02-home-de');

      // Chinese from the shell: the page reloads on home in Chinese
      await pickOption(page, page.getByTestId('language-select'), LANGUAGE_NAMES['zh-CN']);
      await visible(page.getByTestId('tab-bar').getByText(zh.shell.routes.home));
      await expectRoute(page, '/home');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      await page.getByTestId('user-menu').click();
      await visible(page.getByTestId('logout').getByText(zh.shell.header.logout));
      await page.keyboard.press('Escape');
      await snap(page, 'language-03-home-zh');

      // after logging out the login page is Chinese, and so is the server's refusal
      await logout(page);
      await visible(page.getByRole('heading', { name: zh.auth.login.title }));
      await submitLogin(page, 'dealer', 'Wrong@2026x');
      await visible(page.getByRole('alert').getByText(serverMessage('WRONG_CREDENTIALS', 'zh-CN')));
      await snap(page, 'language-04-login-zh');
      // a good login clears the failure count again for the next journeys
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      await logout(page);
    });
  });

  it('a visitor logs in without an account and logs out', async () => {
    await journey(env.browser, env.server, 'visitor', async ({ page }) => {
      await goto(page, '/login');
      const button = page.getByTestId('visitor-login');
      await visible(button);
      expect(await button.innerText()).toContain(en.auth.login.visitor);
      await button.click();
      await expectRoute(page, '/home');
      await visible(page.getByTestId('user-menu'));
      await visible(page.getByTestId('tab-bar'));
      const token = await storedToken(page);
      const me = await api<{ isVisitor: boolean; userType: string }>(env.server, pathOf(authEndpoints.current), token);
      expect(me.body.data?.isVisitor).toBe(true);
      await visible(page.locator('.home-page').getByText(en.common.userTypes.VISITOR).first());
      await snap(page, 'visitor-01-home');

      // a visitor has no management permission either
      const denied = gatedRoutes().find((r) => r.access === 'PER_USER_MANAGEMENT_VIEW');
      expect(denied, 'a route behind PER_USER_MANAGEMENT_VIEW').toBeTruthy();
      await goto(page, denied!.path);
      await expectRoute(page, '/401');
      await visible(page.getByText(en.shell.errorPages.forbidden.title).first());
      await goto(page, '/home');

      await logout(page);
      const after = await api(env.server, pathOf(authEndpoints.current), token);
      expect(after.status).toBe(401);
      await hidden(page.getByTestId('user-menu'));
    });
  });
});

const rows = (page: Page) => page.locator('.user-control-page .ant-table-tbody tr.ant-table-row');
const row = (page: Page, username: string) => rows(page).filter({ has: page.locator('.user-control-account', { hasText: new RegExp(`^${username}$`) }) });

/** The account names the table shows, in order. */
async function accounts(page: Page): Promise<string[]> {
  return page.locator('.user-control-page .ant-table-tbody .user-control-account').allInnerTexts();
}

/** Picks a user type in the multi-select by typing its translated name (the list is virtual). */
async function pickType(page: Page, label: string) {
  await page.locator('#userFilter_userType').click();
  await page.keyboard.type(label);
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label });
  await visible(option);
  await option.first().click();
  await page.keyboard.press('Escape');
  await visible(page.locator('.user-control-filter .ant-select-selection-item', { hasText: label }));
}

/** Clicks a row action and confirms it in its Popconfirm. */
async function confirmAction(page: Page, button: Locator, username: string) {
  await button.click();
  const popconfirm = page.locator('.ant-popconfirm', { hasText: username });
  await visible(popconfirm);
  await popconfirm.getByRole('button', { name: en.common.actions.confirm }).click();
}

describe('user management', () => {
  it('an administrator finds the station account, locks it (its login is refused), unlocks it (it logs in again)', async () => {
    await journey(env.browser, env.server, 'user-control', async ({ page }) => {
      // station is logged in elsewhere while the administrator works
      const station = await newJourney(env.browser, env.server.url);
      try {
        await login(station.page, 'station');
        const stationToken = await storedToken(station.page);
        expect((await api(env.server, pathOf(authEndpoints.current), stationToken)).status).toBe(200);

        // the administrator opens user management from the admin menu
        await login(page, 'admin');
        await page.getByTestId('admin-menu').click();
        const item = page.getByRole('menuitem', { name: en.shell.routes.user_control });
        await visible(item);
        await item.click();
        await expectRoute(page, '/user_control');
        await visible(page.getByRole('heading', { name: en.users.control.title }));
        await visible(page.getByTestId('tab-bar').getByText(en.shell.routes.user_control));
        await until('the demo accounts in the list', () => accounts(page), (a) => a.includes('admin') && a.includes('station') && a.includes('dealer'));
        // an administrator cannot lock or disable their own account
        expect(await page.getByTestId('user-lock-admin').isDisabled()).toBe(true);
        expect(await page.getByTestId('user-disable-admin').isDisabled()).toBe(true);

        // search by name and narrow by the translated user type: only station is left
        await page.locator('#userFilter_key').fill('Stella');
        await pickType(page, en.common.userTypes.SERVICE_STATION);
        await page.getByTestId('user-search').click();
        await until('only station in the list', () => accounts(page), (a) => a.join() === 'station');
        const stationRow = row(page, 'station');
        await visible(stationRow.getByText(en.common.userTypes.SERVICE_STATION));
        await visible(stationRow.getByText(en.users.control.status.enabled));
        expect(await stationRow.getByText(en.users.control.status.locked, { exact: true }).count()).toBe(0);

        // lock it: confirmed, announced, the row shows the lock and offers Unlock
        await confirmAction(page, page.getByTestId('user-lock-station'), 'station');
        await visible(page.getByText(fill(en.users.control.done.locked, { username: 'station' })));
        await visible(stationRow.locator('.ant-tag', { hasText: en.users.control.status.locked }));
        await visible(page.getByTestId('user-lock-station').getByText(en.users.control.actions.unlock));
        await snap(page, 'user-control-01-locked');

        // the locked account's session is over and its login is refused with the locked message
        await until('station\'s token to be revoked', async () => (await api(env.server, pathOf(authEndpoints.current), stationToken)).status, (s) => s === 401);
        // station's browser finds out on its next call: back on the login page
        await station.page.reload();
        await expectRoute(station.page, '/login');
        await visible(station.page.locator('#login_username'));
        await submitLogin(station.page, 'station', DEMO_PASSWORD);
        await visible(station.page.getByRole('alert').getByText(serverMessage('ACCOUNT_LOCKED', 'en-US')));
        await expectRoute(station.page, '/login');
        await snap(station.page, 'user-control-02-station-refused');

        // the "locked" filter finds it; unlock it from there
        await pickOption(page, page.locator('.user-control-filter .ant-form-item').nth(2), en.users.control.filter.lockedYes);
        await page.getByTestId('user-search').click();
        await until('station under the locked filter', () => accounts(page), (a) => a.join() === 'station');
        await confirmAction(page, page.getByTestId('user-lock-station'), 'station');
        await visible(page.getByText(fill(en.users.control.done.unlocked, { username: 'station' })));
        // no longer locked: the refreshed list under the locked filter is empty
        await until('an empty list under the locked filter', () => accounts(page), (a) => a.length === 0);
        await visible(page.getByText(en.users.control.list.empty));

        // reset the filter: everyone again, station unlocked
        await page.locator('.user-control-filter').getByRole('button', { name: en.common.actions.reset }).click();
        await until('all demo accounts after reset', () => accounts(page), (a) => a.includes('station') && a.includes('admin'));
        await hidden(row(page, 'station').locator('.ant-tag', { hasText: en.users.control.status.locked }));
        await visible(page.getByTestId('user-lock-station').getByText(en.users.control.actions.lock));
        await snap(page, 'user-control-03-unlocked');

        // station logs in again
        await submitLogin(station.page, 'station', DEMO_PASSWORD);
        await expectRoute(station.page, '/home');
        await visible(station.page.getByTestId('user-menu').getByText('Stella Station'));
      } finally {
        await station.context.close().catch(() => {});
      }
    });
  });

  it('a domain administrator cannot lock or disable the system administrator: the server marks the row, the screen says why', async () => {
    await journey(env.browser, env.server, 'user-control-reach', async ({ page }) => {
      await login(page, 'domain-admin');
      await page.getByTestId('admin-menu').click();
      await page.getByRole('menuitem', { name: en.shell.routes.user_control }).click();
      await expectRoute(page, '/user_control');
      await until('the demo accounts in the list', () => accounts(page), (a) => a.includes('admin') && a.includes('dealer'));
      expect(await page.getByTestId('user-lock-admin').isDisabled()).toBe(true);
      expect(await page.getByTestId('user-disable-admin').isDisabled()).toBe(true);
      expect(await page.getByTestId('user-disable-dealer').isDisabled()).toBe(false);
      await page.getByTestId('user-disable-admin').hover();
      await visible(page.getByRole('tooltip').getByText(en.users.control.actions.higherType));
      await snap(page, 'user-control-04-higher-type');
    });
  });
});

describe('API documentation', () => {
  it('the Swagger UI at /docs renders the operations under the portal\'s Content-Security-Policy', async () => {
    await journey(env.browser, env.server, 'api-docs', async ({ page }) => {
      const res = await page.goto('/docs');
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
      await visible(page.locator('.swagger-ui .info .title', { hasText: 'Service portal API' }));
      await visible(page.locator('.opblock-summary-path', { hasText: pathOf(authEndpoints.login) }));
      // open one operation: its schema renders too
      await page.locator('.opblock-summary', { hasText: pathOf(authEndpoints.login) }).first().click();
      await visible(page.locator('.opblock-body'));
      await snap(page, 'api-docs-01');
    });
  });
});

/** The titles of the tabs in the tab bar, in order. */
async function tabTitles(page: Page): Promise<string[]> {
  return page.locator('[data-testid="tab-bar"] .ant-tabs-nav-list [data-tab-key]').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
}

/** Waits until the tab bar shows exactly these titles, in order. */
async function expectTitles(page: Page, titles: string[]) {
  await until(`tab titles ${titles.join(' | ')}`, () => tabTitles(page), (t) => t.join(' | ') === titles.join(' | '));
}

/** The key of the tab on screen. */
const activeTab = (page: Page) => page.locator('[data-testid="tab-bar"] .ant-tabs-tab-active [data-tab-key]').getAttribute('data-tab-key');

/** Goes to a route inside the running app, as a link in it does (no reload). */
async function hashTo(page: Page, route: string) {
  await page.evaluate((r) => {
    location.hash = `#${r}`;
  }, route);
}

const storedTabs = (page: Page) => page.evaluate(() => sessionStorage.getItem('tabs'));

const VIN = 'LUMS2PHD3PH000001';
const PART_CODE = 'BP-72V32-A01';
const keepTabs = screenshotKeeper('shell-tabs-');

describe('deep links and object tabs (issue 20, points 12 and 13)', () => {
  let inquiryId = '';
  let formNo = '';
  let partId = '';
  let manualName = '';

  it('a link opened logged out survives the login; tabs are titled by their object, reused, replaced, and forgotten at logout', async () => {
    await journey(env.browser, env.server, 'shell-deep-link', async ({ page }) => {
      const titles = en.shell.tabs.object;
      // a link from a mail to a vehicle's struct view, opened without a session: the login keeps it
      await goto(page, `/struct?vin=${VIN}`);
      await expectRoute(page, '/login');
      expect(new URL(page.url()).hash).toBe(`#/login?redirect=${encodeURIComponent(`/struct?vin=${VIN}`)}`);
      // a failed attempt (the step after which a captcha may be asked) does not lose it
      await submitLogin(page, 'dealer', 'Wrong@2026x');
      await visible(page.getByRole('alert').getByText(serverMessage('WRONG_CREDENTIALS', 'en-US')));
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, new RegExp(`#/struct\\?vin=${VIN}$`));
      await visible(pane(page).getByTestId('vehicle-header').getByText(VIN).first());

      // the struct tab is titled by the VIN and its model, not "Manual view"
      const token = await storedToken(page);
      const model = (await api<{ basicModelName: string }>(env.server, pathOf(inquiryEndpoints.vehicleInfo, { vin: VIN }), token)).body.data!.basicModelName;
      expect(model).toBeTruthy();
      const vehicleTitle = fill(titles.vehicle.named, { id: VIN, name: model });
      await expectTitles(page, [en.shell.routes.home, vehicleTitle]);

      // the part detail by its code
      await hashTo(page, '/home');
      const search = pane(page).getByTestId('universal-search').locator('input');
      await search.fill(PART_CODE);
      await search.press('Enter');
      await expectRoute(page, /#\/part\/[0-9a-f-]+$/);
      partId = new URL(page.url()).hash.split('/part/')[1];
      const partTitle = fill(titles.part.named, { name: PART_CODE });
      await expectTitles(page, [en.shell.routes.home, vehicleTitle, partTitle]);

      // the manual by its name, opened from the struct view
      await tab(page, `/struct?vin=${VIN}`).click();
      await pane(page).getByTestId('manual-actions').getByTestId('manual-action-SERVICE').click();
      await expectRoute(page, new RegExp(`#/manual/[0-9a-f-]{36}\\?vin=${VIN}$`));
      manualName = (await pane(page).locator('.manual-head h1').innerText()).trim();
      expect(manualName).toBeTruthy();
      const manualTitle = fill(titles.manual.named, { name: manualName });
      await expectTitles(page, [en.shell.routes.home, vehicleTitle, partTitle, manualTitle]);

      // opening the same object again focuses its tab: the same link, another spelling of the VIN,
      // the part with a section picked; no second tab, and the tab keeps its place
      await tab(page, '/home').click();
      await hashTo(page, `/struct?vin=${VIN}`);
      await until('the vehicle tab on screen', () => activeTab(page), (k) => k === `/struct?vin=${VIN}`);
      await expectTitles(page, [en.shell.routes.home, vehicleTitle, partTitle, manualTitle]);
      await hashTo(page, `/struct?vin=${VIN.toLowerCase()}`);
      await until('the lower-case link on the vehicle tab', () => activeTab(page), (k) => k === `/struct?vin=${VIN.toLowerCase()}`);
      await expectTitles(page, [en.shell.routes.home, vehicleTitle, partTitle, manualTitle]);
      await visible(pane(page).getByTestId('vehicle-header').getByText(VIN).first());
      await hashTo(page, `/part/${partId}?tab=info`);
      await until('the part tab on screen', () => activeTab(page), (k) => k === `/part/${partId}?tab=info`);
      await expectTitles(page, [en.shell.routes.home, vehicleTitle, partTitle, manualTitle]);

      // a new inquiry: saved, its tab gives way to the inquiry it created, titled by its number
      await hashTo(page, `/submitInquiryForm?vin=${VIN}`);
      await expectTitles(page, [en.shell.routes.home, vehicleTitle, partTitle, manualTitle, en.inquiry.routes.submitInquiryForm]);
      await until('the VIN filled from the link', () => page.locator('#inquiryForm_vinCode').inputValue(), (v) => v === VIN);
      await pane(page).getByTestId('inquiry-save-draft').click();
      await expectRoute(page, /#\/inquiryForm\/[0-9a-f-]{36}$/);
      inquiryId = new URL(page.url()).hash.split('/inquiryForm/')[1];
      formNo = (await pane(page).getByTestId('inquiry-form-no').innerText()).trim();
      expect(formNo).toBeTruthy();
      const inquiryTitle = fill(titles.inquiry.named, { name: formNo });
      await expectTitles(page, [en.shell.routes.home, vehicleTitle, partTitle, manualTitle, inquiryTitle]);
      expect(await tabKeys(page)).not.toContain(`/submitInquiryForm?vin=${VIN}`);
      await keepTabs(page, 'en', page.getByTestId('tab-bar'));
      await snap(page, 'shell-tabs-en');

      // logging out forgets the tabs: nothing is left in sessionStorage
      expect(await storedTabs(page)).not.toBeNull();
      await logout(page);
      await until('no tabs in sessionStorage', () => storedTabs(page), (v) => v === null);

      // a login link naming a page outside the portal lands on home
      await goto(page, `/login?redirect=${encodeURIComponent('https://evil.example/struct')}`);
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      expect(new URL(page.url()).host).toBe(new URL(env.server.url).host);
      await logout(page);
      await goto(page, `/login?redirect=${encodeURIComponent('//evil.example/home')}`);
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      await logout(page);
    });
  });

  it('in Chinese: a link to an inquiry survives the language switch and the login; the tabs read their objects in Chinese', async () => {
    expect(inquiryId, 'the English journey created the inquiry').toBeTruthy();
    await journey(env.browser, env.server, 'shell-deep-link-zh', async ({ page }) => {
      const zh = WEB['zh-CN'];
      const titles = zh.shell.tabs.object;
      // the translations the journey relies on are really translated
      expect(titles.inquiry.named).not.toBe(en.shell.tabs.object.inquiry.named);
      expect(titles.part.named).not.toBe(en.shell.tabs.object.part.named);
      expect(titles.manual.named).not.toBe(en.shell.tabs.object.manual.named);

      await goto(page, `/inquiryForm/${inquiryId}`);
      await expectRoute(page, '/login');
      const loginHash = `#/login?redirect=${encodeURIComponent(`/inquiryForm/${inquiryId}`)}`;
      expect(new URL(page.url()).hash).toBe(loginHash);
      // switching the language reloads the login page with the link still in it
      await pickOption(page, page.getByTestId('language-select'), LANGUAGE_NAMES['zh-CN']);
      await visible(page.getByRole('heading', { name: zh.auth.login.title }));
      expect(new URL(page.url()).hash).toBe(loginHash);
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, `/inquiryForm/${inquiryId}`);
      await until('the inquiry number on the page', () => pane(page).getByTestId('inquiry-form-no').innerText().catch(() => ''), (v) => v.trim() === formNo);
      const inquiryTitle = fill(titles.inquiry.named, { name: formNo });
      await expectTitles(page, [zh.shell.routes.home, inquiryTitle]);

      await hashTo(page, `/struct?vin=${VIN}`);
      await visible(pane(page).getByTestId('vehicle-header').getByText(VIN).first());
      // the model's name comes in the page's language
      const zhModel = (await api<{ basicModelName: string }>(env.server, pathOf(inquiryEndpoints.vehicleInfo, { vin: VIN }), await storedToken(page), 'zh-CN')).body.data!.basicModelName;
      expect(zhModel).toBeTruthy();
      const vehicleTitle = fill(titles.vehicle.named, { id: VIN, name: zhModel });
      await hashTo(page, `/part/${partId}`);
      const partTitle = fill(titles.part.named, { name: PART_CODE });
      await expectTitles(page, [zh.shell.routes.home, inquiryTitle, vehicleTitle, partTitle]);
      await tab(page, `/struct?vin=${VIN}`).click();
      await pane(page).getByTestId('manual-actions').getByTestId('manual-action-SERVICE').click();
      await expectRoute(page, new RegExp(`#/manual/[0-9a-f-]{36}\\?vin=${VIN}$`));
      const name = (await pane(page).locator('.manual-head h1').innerText()).trim();
      const manualTitle = fill(titles.manual.named, { name });
      await expectTitles(page, [zh.shell.routes.home, inquiryTitle, vehicleTitle, partTitle, manualTitle]);

      // reopening the inquiry from another link focuses its tab
      await hashTo(page, `/inquiryForm/${inquiryId}`);
      await until('the inquiry tab on screen', () => activeTab(page), (k) => k === `/inquiryForm/${inquiryId}`);
      await expectTitles(page, [zh.shell.routes.home, inquiryTitle, vehicleTitle, partTitle, manualTitle]);
      await keepTabs(page, 'zh', page.getByTestId('tab-bar'));
      await snap(page, 'shell-tabs-zh');

      await logout(page);
      await until('no tabs in sessionStorage', () => storedTabs(page), (v) => v === null);
    });
  });
});

const keepNav = screenshotKeeper('shell-nav-');

describe('where things are (issue 20 §15)', () => {
  for (const lang of ['en-US', 'zh-CN'] as const) {
    const w = WEB[lang];
    const tag = lang === 'en-US' ? 'en' : 'zh';
    /** The reading pages of the main navigation: test id, label, route. */
    const reading = [
      ['download_area', w.downloads.area.title, '/download_area'],
      ['notice_area', w.bulletins.routes.noticeArea, '/notice_area'],
      ['technicalCaseLibrary', w.cases.routes.technicalCaseLibrary, '/technicalCaseLibrary'],
      ['labour_time', w['labour-times'].routes.labour_time, '/labour_time'],
      ['special_tool', w['special-tools'].routes.special_tool, '/special_tool'],
    ] as const;
    /** Logs in and, for Chinese, switches the page language. */
    const enter = async (page: Page, username: string) => {
      await login(page, username);
      if (lang === 'zh-CN') {
        await page.goto('/?language=zh_CN#/home');
        await until('the page in Chinese', () => page.evaluate(() => document.documentElement.lang), (l) => l === 'zh-CN');
        await visible(page.getByTestId('user-menu'));
      }
    };

    it(`a dealer reads downloads, bulletins and cases, labour times and special tools from the main navigation, each by its name (${lang})`, async () => {
      await journey(env.browser, env.server, `shell-nav-dealer-${tag}`, async ({ page }) => {
        await enter(page, 'dealer');
        const menu = page.getByTestId('nav-menu');
        await visible(menu);
        expect(await menu.innerText()).toContain(w.shell.nav.library);
        // a dealer runs nothing: no Administration menu to look in
        expect(await page.getByTestId('admin-menu').count()).toBe(0);
        await menu.click();
        for (const [name, label] of reading) await visible(page.getByTestId(`nav-${name}`).getByText(label, { exact: true }));
        await settled(page);
        await keepNav(page, `desktop-${tag}`);
        await page.keyboard.press('Escape');
        for (const [name, label, route] of reading) {
          await openFromNav(page, name);
          await expectRoute(page, route);
          await visible(page.getByTestId('tab-bar').getByText(label, { exact: true }));
        }
        // the more-actions menu keeps only the about entry (no pages behind the unlabelled icon)
        await page.getByTestId('more-menu').click();
        await visible(page.getByRole('menuitem', { name: w.shell.header.about }));
        expect(await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').count()).toBe(1);
        await page.keyboard.press('Escape');
      });
    }, 120_000);

    it(`staff find the management pages under Administration, the reading pages in the main navigation (${lang})`, async () => {
      await journey(env.browser, env.server, `shell-nav-admin-${tag}`, async ({ page }) => {
        await enter(page, 'domain-admin');
        await page.getByTestId('admin-menu').click();
        for (const [name, label] of [
          ['user_control', w.shell.routes.user_control],
          ['download_management', w.downloads.title],
          ['notice_area', w.bulletins.routes.noticeArea],
          ['technicalCaseLibrary', w.cases.routes.technicalCaseLibrary],
        ] as const) await visible(page.getByTestId(`admin-menu-${name}`).getByText(label, { exact: true }));
        // the readers' download area is not a management page
        expect(await page.getByTestId('admin-menu-download_area').count()).toBe(0);
        await settled(page);
        await keepNav(page, `admin-${tag}`);
        await page.keyboard.press('Escape');
        await openFromNav(page, 'download_area');
        await expectRoute(page, '/download_area');
        await visible(pane(page).getByTestId('download-area-page'));
      });
    }, 120_000);

    it(`on a phone the menu drawer lists the reading pages by name (${lang})`, async () => {
      await journey(env.browser, env.server, `shell-nav-phone-${tag}`, async ({ page }) => {
        await enter(page, 'dealer');
        await page.getByTestId('nav-drawer').click();
        const drawer = page.getByTestId('nav-drawer-panel');
        for (const [name, label] of reading) await visible(drawer.getByTestId(`nav-${name}`).getByText(label, { exact: true }));
        expect(await drawer.locator('[data-testid^="admin-menu-"]').count()).toBe(0);
        await settled(page);
        await keepNav(page, `phone-${tag}`);
        await drawer.getByTestId('nav-special_tool').click();
        await expectRoute(page, '/special_tool');
        await visible(pane(page).getByTestId('tools-page'));
      }, { viewport: { width: 390, height: 844 }, hasTouch: true });
    }, 120_000);
  }
});

/**
 * Roles in the browser (issue 22 §2, "Done when"): the administrator makes a role with a few
 * permissions on the role screen, creates an account of a dealer company on the user screen, gives
 * it the role from the role screen, and that account logs in and finds exactly what the role
 * allows. The account's type is "Registered user", whose own role holds the download area only, so
 * what it sees beyond that is the role's. Screenshots of the role screen in English and Chinese.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD, escapeFrom, expectRoute, goto, journey, journeyEnvironment, login, pane, pickOption, screenshotKeeper, settled, submitLogin,
  until, visible,
} from './harness';
import { WEB, fill } from './strings';

const keep = screenshotKeeper('access-');
const env = journeyEnvironment();
const ROLE_CODE = 'CATALOGUE_READERS';
const ROLE_NAME = 'Catalogue readers';
const USERNAME = 'bright-ride-reader';
const PASSWORD = 'Reader#2027x';
/** What the role gives: the catalogue and its searches, the part's information tab; no cart. */
const GRANTED = ['PER_MANUAL_VIEW', 'PER_VIN_SEARCH', 'PER_MODEL_SEARCH', 'PER_MANUAL_PART_INFO'];

const userField = (page: Page, name: string) => page.getByTestId('user-form').locator('.ant-form-item').filter({ has: page.locator(`#userForm_${name}`) });
const resourcesDrawer = (page: Page) => page.getByTestId('role-resources');
const membersDrawer = (page: Page) => page.getByTestId('role-members');
const drawerTitle = (page: Page, title: string) => page.locator('.ant-drawer-title', { hasText: title });

/** The role list's keyword box (antd puts the test id on the input or on its wrapper, by version). */
const roleSearch = (view: Locator) => view.locator('input[data-testid="role-search"], [data-testid="role-search"] input').first();

async function searchRole(view: Locator, key: string): Promise<Locator> {
  await roleSearch(view).fill(key);
  await roleSearch(view).press('Enter');
  const row = view.locator('tr.ant-table-row', { hasText: key });
  await visible(row);
  return row;
}

describe('roles', () => {
  it('an administrator makes a role, gives it to a new dealer company account, and the account sees what the role allows, not more', async () => {
    const s = WEB['en-US'].access;
    await journey(env.browser, env.server, 'access-admin', async ({ page }) => {
      await login(page, 'admin');
      // the role screen is in the administration menu
      await page.getByTestId('admin-menu').click();
      await page.getByTestId('admin-menu-role_management').click();
      await expectRoute(page, '/role_management');
      const view = pane(page);
      await visible(view.getByRole('heading', { name: s.title }));

      await view.getByTestId('role-add').click();
      const form = page.getByTestId('role-form');
      await visible(form.getByText(s.form.addTitle));
      await page.locator('#roleForm_code').fill(ROLE_CODE);
      await page.locator('#roleForm_name').fill(ROLE_NAME);
      await page.locator('#roleForm_remark').fill('Workshop partners who read the catalogue but do not order');
      await form.getByRole('button', { name: WEB['en-US'].common.actions.save }).click();
      await visible(page.getByText(fill(s.form.added, { name: ROLE_NAME })));

      const row = await searchRole(view, ROLE_CODE);
      await row.getByTestId(`role-resources-${ROLE_CODE}`).click();
      const drawer = resourcesDrawer(page);
      await visible(drawerTitle(page, fill(s.resources.title, { name: ROLE_NAME })));
      // names, not codes: the catalogue's families and its permissions in the reader's language
      await visible(drawer.getByTestId('family-cart').getByText(s.families.cart, { exact: true }));
      for (const code of GRANTED) {
        const box = drawer.locator(`input[data-testid="resource-${code}"]`);
        await box.click();
        await until(`${code} linked`, () => box.isChecked(), (checked) => checked);
        await until('the link saved', () => drawer.locator('.ant-checkbox-wrapper-disabled').count(), (n) => n === 0);
      }
      expect(await drawer.locator('input[data-testid="resource-PER_SHOPPING_CART_ADD"]').isChecked()).toBe(false);
      await drawer.getByTestId('family-vin').scrollIntoViewIfNeeded();
      await settled(page);
      await keep(page, 'role-permissions-en');
      await escapeFrom(page, drawer);
      await visible(row.getByRole('cell', { name: String(GRANTED.length), exact: true }));

      // the account, on the user screen: a dealer company's, of the registered users' type
      await goto(page, '/user_control');
      const users = pane(page);
      const us = WEB['en-US'].users;
      await users.getByTestId('user-create').click();
      await visible(page.getByTestId('user-form').getByText(us.form.createTitle));
      await page.locator('#userForm_username').fill(USERNAME);
      await page.locator('#userForm_name').fill('Rita Reader');
      await page.locator('#userForm_password').fill(PASSWORD);
      await page.locator('#userForm_repeat').fill(PASSWORD);
      // far down a long list that draws only what is in view: typed to
      await userField(page, 'userType').locator('.ant-select').click();
      await page.keyboard.type(WEB['en-US'].common.userTypes.REGISTER);
      await pickOption(page, userField(page, 'userType'), WEB['en-US'].common.userTypes.REGISTER);
      await pickOption(page, userField(page, 'companyId'), 'Bright Ride Motors (BRM)');
      await page.locator('#userForm_email').fill('rita@bright-ride.example.com');
      await page.getByTestId('user-form').getByRole('button', { name: WEB['en-US'].common.actions.save }).click();
      await visible(page.getByText(fill(us.control.done.created, { username: USERNAME })));

      // given the role on the role screen
      await goto(page, '/role_management');
      const roles = pane(page);
      const again = await searchRole(roles, ROLE_CODE);
      await again.getByTestId(`role-members-${ROLE_CODE}`).click();
      const members = membersDrawer(page);
      await visible(members.getByText(s.members.empty));
      await members.getByTestId('member-picker').click();
      await page.keyboard.type(USERNAME);
      const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: USERNAME });
      await visible(option);
      await settled(page);
      await option.first().click();
      await page.keyboard.press('Escape');
      await members.getByTestId('member-give').click();
      await visible(page.getByText(fill(s.members.given_one, { count: 1 })));
      await visible(members.locator('tr.ant-table-row', { hasText: USERNAME }).getByText('Bright Ride Motors'));
      await settled(page);
      await keep(page, 'role-users-en');
      await escapeFrom(page, members);

      await roleSearch(roles).fill('');
      await roleSearch(roles).press('Enter');
      await visible(roles.locator('tr.ant-table-row', { hasText: 'DEFAULT_DEALER' }));
      await settled(page);
      await keep(page, 'roles-en');
      await roles.getByRole('tab', { name: s.tabs.rules }).click();
      await visible(roles.getByTestId('rules-table').getByText(WEB['en-US'].common.userTypes.SERVICE_STATION));
      await settled(page);
      await keep(page, 'rules-en');
    });

    await journey(env.browser, env.server, 'access-new-account', async ({ page }) => {
      await login(page, USERNAME, PASSWORD);
      // no administration, no cart in the header
      await visible(page.getByTestId('nav-menu'));
      expect(await page.getByTestId('admin-menu').count()).toBe(0);
      expect(await page.getByTestId('header-cart').count()).toBe(0);
      // the catalogue opens; the cart, the role screen and the bulletins do not
      await goto(page, '/part_check');
      await expectRoute(page, '/part_check');
      await visible(pane(page).locator('.ant-card, .ant-tabs').first());
      for (const route of ['/shopping_cart', '/role_management', '/notice_area']) {
        await goto(page, route);
        await expectRoute(page, '/401');
      }
      // its own download area, which its type gives
      await goto(page, '/download_area');
      await expectRoute(page, '/download_area');
    });
  });

  it('shows the role screen in Chinese', async () => {
    const zh = WEB['zh-CN'].access;
    await journey(env.browser, env.server, 'access-zh', async ({ page }) => {
      await page.goto('/?language=zh_CN#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'admin', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      await page.evaluate(() => { window.location.hash = '#/role_management'; });
      await expectRoute(page, '/role_management');
      const view = pane(page);
      await visible(view.getByRole('heading', { name: zh.title }));
      await visible(view.locator('tr.ant-table-row', { hasText: 'DEFAULT_DEALER' }));
      await settled(page);
      await keep(page, 'roles-zh');
      const row = await searchRole(view, 'DEFAULT_DEALER');
      await row.getByTestId('role-resources-DEFAULT_DEALER').click();
      const drawer = resourcesDrawer(page);
      await visible(drawer.getByTestId('family-cart').getByText(zh.families.cart, { exact: true }));
      await visible(drawer.getByTestId('family-cart').getByText(zh.codes.PER_SHOPPING_CART_SUBMIT, { exact: true }));
      await settled(page);
      await keep(page, 'role-permissions-zh');
    });
  });
});

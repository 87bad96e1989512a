/**
 * Group management as the domain administrator does it: a new group refused for a code with a
 * dash, created with a valid one, a demo user added on group_user and found among its members.
 * Screenshots to docs/screenshots/.
 */
import { describe, it } from 'vitest';
import { expectRoute, goto, journey, login, settled, journeyEnvironment, visible, screenshotKeeper, pane } from './harness';
import { WEB, fill } from './strings';

const keep = screenshotKeeper('');
const s = WEB['en-US'].groups;
const env = journeyEnvironment();

describe('group management', () => {
  it('creates a group, adds a member and lists it', async () => {
    await journey(env.browser, env.server, 'groups', async ({ page }) => {
      await login(page, 'domain-admin');
      await goto(page, '/group_management');
      const view = pane(page);
      await visible(view.getByTestId('group-management-page'));

      await view.getByTestId('group-add').click();
      const form = page.getByTestId('group-form');
      await form.getByTestId('group-code').fill('east-dealers');
      await form.getByTestId('group-name').fill('East dealers');
      await form.getByRole('button', { name: s.form.save }).click();
      await visible(form.getByText(fill(s.form.codeInvalid, { field: s.form.code })));
      await form.getByTestId('group-code').fill('EAST_DEALERS');
      await form.getByRole('button', { name: s.form.save }).click();
      await visible(page.getByText(fill(s.form.added, { name: 'East dealers' })));
      await visible(view.getByRole('cell', { name: 'EAST_DEALERS', exact: true }));
      await settled(page);
      await keep(page, 'groups-management');

      await view.getByTestId('group-members-EAST_DEALERS').click();
      await expectRoute(page, /#\/download_management_group\//);
      const members = pane(page);
      await visible(members.getByTestId('group-user-page'));
      await members.getByTestId('member-candidates').locator('input').fill('station');
      await page.locator('.ant-select-item-option').filter({ hasText: 'station' }).first().click();
      await members.getByTestId('member-add').click();
      await visible(page.getByText(fill(s.members.added_one, { count: 1 })));
      await visible(members.getByRole('cell', { name: 'station', exact: true }));
      await settled(page);
      await keep(page, 'groups-members');
    });
  });
});

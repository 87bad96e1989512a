/**
 * Issue 22 §3, dictionaries in the database (decision 038): the administrator opens Dictionaries
 * from the admin menu, picks the feedback types and renames one in Vietnamese in place; a dealer
 * who opens the header's feedback form in Vietnamese is offered the new name. A fixed dictionary
 * (inquiry statuses) offers no add and no disable. The screen in Chinese too. Screenshots to
 * docs/screenshots/dictionaries-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DICTIONARIES } from '@portal/contract';
import { DEMO_PASSWORD, expectRoute, journey, journeyEnvironment, login, logout, pane, screenshotKeeper, settled, submitLogin, visible } from './harness';
import { WEB, fill } from './strings';

const keep = screenshotKeeper('dictionaries-');
const env = journeyEnvironment();
const RENAMED = 'Lỗi phần mềm cổng thông tin';
const itName = (lang: 'vi' | 'en-US') => DICTIONARIES.DIC_FEEDBACKS_TYPE.find((e) => e.code === 'IT')!.name[lang];

/** Opens the dictionaries page from the admin menu and picks a dictionary. */
async function openDictionary(page: Page, code: string, adminLabel: string) {
  await page.getByTestId('admin-menu').click();
  const entry = page.getByTestId('admin-menu-dictionaries');
  await visible(entry);
  expect((await entry.textContent())?.trim()).toBe(adminLabel);
  await settled(page);
  await entry.click();
  const screen = pane(page).getByTestId('dictionaries-page');
  await visible(screen);
  await screen.getByTestId(`dict-pick-${code}`).click();
  return screen;
}

describe('dictionaries', () => {
  it('an administrator renames a Vietnamese feedback type; the feedback form in Vietnamese offers the new name', async () => {
    await journey(env.browser, env.server, 'dictionaries-rename', async ({ page }) => {
      const d = WEB['en-US'].dictionaries;
      await login(page, 'admin');
      const screen = await openDictionary(page, 'DIC_FEEDBACKS_TYPE', WEB['en-US'].shell.routes.dictionaries);
      const table = screen.getByTestId('dict-entries');
      await visible(screen.getByText(d.openNote));
      // the six names side by side, the Vietnamese one among them
      const cell = table.getByTestId('dict-name-IT-vi');
      await visible(cell.getByText(itName('vi'), { exact: true }));
      await visible(table.getByTestId('dict-name-IT-en-US').getByText(itName('en-US'), { exact: true }));
      await keep(page, 'list-en');
      // renamed in place: click, type, Enter
      await cell.click();
      const editor = table.locator('textarea');
      await visible(editor);
      await editor.fill(RENAMED);
      await editor.press('Enter');
      await visible(page.locator('.ant-message').getByText(fill(d.messages.renamed, { code: 'IT' })));
      await visible(table.getByTestId('dict-name-IT-vi').getByText(RENAMED, { exact: true }));
      // the add dialog of an open dictionary asks for a code and six names
      await screen.getByTestId('dict-add').click();
      const dialog = page.locator('.ant-modal:visible');
      await visible(dialog.getByText(fill(d.form.title, { dictionary: d.names.DIC_FEEDBACKS_TYPE })));
      await dialog.locator('.ant-btn-primary').click();
      await visible(dialog.getByText(d.validation.codeRequired));
      await keep(page, 'add-en');
      await dialog.locator('.ant-modal-close').click();

      // a fixed dictionary: renaming only, no add button, no switch to turn an entry off
      await screen.getByTestId('dict-pick-DIC_INQUIRYFORM_STATUS').click();
      await visible(screen.getByText(d.fixedNote));
      expect(await screen.getByTestId('dict-add').count()).toBe(0);
      expect(await screen.getByTestId('dict-enabled-SOLVED').isDisabled()).toBe(true);
      await logout(page);

      // the dealer, in Vietnamese, opens the header's feedback form
      const f = WEB.vi.feedback;
      await page.goto('/?language=vi#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      await page.getByTestId('header-feedback').click();
      const form = page.getByTestId('feedback-form');
      await visible(page.locator('.ant-modal-title', { hasText: f.form.title }));
      await form.getByTestId('feedback-type').click();
      const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await visible(options.filter({ hasText: RENAMED }));
      expect(await options.filter({ hasText: itName('vi') }).count()).toBe(0);
      await keep(page, 'feedback-form-vi');
    });
  }, 180_000);

  it('shows the dictionaries in Chinese', async () => {
    await journey(env.browser, env.server, 'dictionaries-zh', async ({ page }) => {
      const d = WEB['zh-CN'].dictionaries;
      await page.goto('/?language=zh-CN#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'admin', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      const screen = await openDictionary(page, 'DIC_INQUIRYFORM_STATUS', WEB['zh-CN'].shell.routes.dictionaries);
      await visible(screen.getByText(d.title).first());
      await visible(screen.getByText(d.fixedNote));
      await visible(screen.getByTestId('dict-name-PROCESSING-zh-CN').getByText('处理中', { exact: true }));
      await keep(page, 'fixed-zh');
      await screen.getByTestId('dict-pick-DIC_DAMAGES_TYPE').click();
      await visible(screen.getByText(d.openNote));
      await visible(screen.getByTestId('dict-name-BURNT-zh-CN').getByText('烧蚀/烧毁', { exact: true }));
      await keep(page, 'open-zh');
    });
  }, 120_000);
});

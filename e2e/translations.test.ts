/**
 * Translation management (issue 22 §4) as a translator does it: the Vietnamese texts that are
 * still English found with "missing only" beside each language's completeness; a visible label
 * (the page's heading, a lazily loaded text, and its tab title, a text of the first bundle)
 * changed in Vietnamese in the editor; the page reloaded in Vietnamese shows both, without a
 * build. Then the languages switched off but the default: no language selector any more.
 * Screenshots in English, Vietnamese and Chinese to docs/screenshots/translations-*.png.
 */
import os from 'node:os';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, pathOf, systemEndpoints, translationsEndpoints, type Language } from '@portal/contract';
import { api, apiToken, expectRoute, goto, journey, journeyEnvironment, login, pane, screenshotKeeper, settled, until, visible } from './harness';
import { WEB, fill } from './strings';

const keep = screenshotKeeper('translations-');
const env = journeyEnvironment();

const HEADING = 'translations.heading.title';
const TAB_TITLE = 'shell.routes.translation_management';
const NEW_HEADING = 'Bản dịch của cổng (sửa bởi biên dịch viên)';
const NEW_TAB_TITLE = 'Bản dịch ✎';

/** A translation sheet as a translator fills it: the key column and some language columns. */
async function sheet(name: string, headers: string[], rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('translations');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.xlsx`);
  await writeFile(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

/** Opens the page in a language, as after choosing it in the selector (stored, then reloaded). */
async function openIn(page: Page, language: Language) {
  await page.evaluate((l) => localStorage.setItem('language', l), language);
  await goto(page, '/translation_management');
  await page.reload();
  await expectRoute(page, '/translation_management');
  await until(`the page in ${language}`, () => page.evaluate(() => document.documentElement.lang), (lang) => lang === language);
}

/** Sets one override in the editor: finds the key, edits, saves. */
async function override(page: Page, key: string, text: string) {
  const view = pane(page);
  const s = WEB['en-US'].translations;
  await view.getByTestId('translations-search').locator('input').fill(key);
  await view.getByTestId('translations-search').getByRole('button', { name: s.entries.searchButton }).click();
  await visible(view.getByTestId(`translation-edit-${key}`));
  await view.getByTestId(`translation-edit-${key}`).click();
  const field = page.locator('#translation_text');
  await visible(field);
  await field.fill(text);
  await page.getByRole('dialog').getByRole('button', { name: WEB['en-US'].common.actions.save }).click();
  await visible(page.getByText(s.editor.saved));
  await visible(view.locator('tr.ant-table-row', { hasText: key }).getByTestId('translation-override').getByText(text));
}

describe('translation management', () => {
  it('a translator changes Vietnamese labels in the editor and sees them after a reload, without a build', async () => {
    const s = WEB['en-US'].translations;
    await journey(env.browser, env.server, 'translations-editor', async ({ page }) => {
      await login(page, 'admin');
      await page.getByTestId('admin-menu').click();
      await page.getByTestId('admin-menu-translation_management').click();
      await expectRoute(page, '/translation_management');
      const view = pane(page);
      await visible(view.getByRole('heading', { name: s.heading.title }));

      // completeness per language: Vietnamese has texts still in English, none overridden yet
      const token = await apiToken(env.server, 'admin');
      const list = (await api<{ languages: { code: string; untranslated: number; overridden: number }[] }>(env.server, pathOf(translationsEndpoints.listLanguage), token)).body.data!;
      const vi = list.languages.find((l) => l.code === 'vi')!;
      expect(vi.untranslated).toBeGreaterThan(0);
      const completeness = view.getByTestId('translation-completeness-vi');
      await visible(completeness.getByText(fill(s.languages.untranslated, { count: vi.untranslated })));
      await visible(completeness.getByText(fill(s.languages.overridden, { count: 0 })));

      // "missing only": the target language is Vietnamese; every row listed is missing, as many as the indicator says
      await view.getByTestId('translations-missing-only').click();
      await visible(view.getByTestId('translations-count').getByText(fill(s.entries.total_other, { count: vi.untranslated })));
      const rows = view.locator('.translations-entries tbody tr.ant-table-row');
      const tags = await until('the missing rows', async () => [await rows.count(), await view.locator('.translations-entries [data-testid="translation-missing-tag"]').count()], ([r, m]) => r > 0 && r === m);
      expect(tags[0]).toBe(Math.min(vi.untranslated, 10));
      await page.mouse.move(0, 0);
      await keep(page, 'editor-missing-en', view.locator('.translations-entries'));
      await view.getByTestId('translations-missing-only').click();

      await override(page, HEADING, NEW_HEADING);
      await override(page, TAB_TITLE, NEW_TAB_TITLE);
      await visible(completeness.getByText(fill(s.languages.overridden, { count: 2 })));
      await keep(page, 'editor-en');

      // the same page in Vietnamese: a reload, no build
      await openIn(page, 'vi');
      await visible(pane(page).getByRole('heading', { name: NEW_HEADING }));
      await visible(page.getByRole('tab', { name: NEW_TAB_TITLE }));
      // the rest of the page keeps its built-in Vietnamese
      await visible(pane(page).getByText(WEB.vi.translations.languages.title, { exact: true }));
      await keep(page, 'editor-vi');

      // Chinese is untouched
      await openIn(page, 'zh-CN');
      await visible(pane(page).getByRole('heading', { name: WEB['zh-CN'].translations.heading.title }));
      await keep(page, 'editor-zh');
    });
  });

  it('imports a sheet: a bad row refuses the whole of it; a good one shows its difference, then applies it', async () => {
    const s = WEB['en-US'].translations;
    await journey(env.browser, env.server, 'translations-import', async ({ page }) => {
      await login(page, 'admin');
      await goto(page, '/translation_management');
      const view = pane(page);
      await visible(view.getByRole('heading', { name: s.heading.title }));
      const open = async () => {
        await view.getByTestId('translations-import').click();
        await visible(page.getByTestId('translation-import').getByText(s.import.hint));
      };
      const modal = page.getByTestId('translation-import');

      await open();
      await modal.locator('input[type=file]').setInputFiles(await sheet('translations-bad', ['key', 'vi', 'de'], [
        ['common.actions.cancel', 'Thôi', 'Lieber nicht'],
        ['common.no.such.key', 'x', ''],
      ]));
      const refused = modal.getByTestId('translation-import-refused');
      await visible(refused.getByText(s.import.refused));
      await visible(refused.getByRole('cell', { name: 'common.no.such.key' }));
      await keep(page, 'import-refused-en');
      await modal.locator('.ant-modal-footer').getByRole('button', { name: s.import.again }).click();

      await modal.locator('input[type=file]').setInputFiles(await sheet('translations-good', ['key', 'vi', 'de'], [
        ['common.actions.cancel', 'Thôi', 'Lieber nicht'],
      ]));
      const checked = modal.getByTestId('translation-import-checked');
      await visible(checked.getByText(fill(s.import.checked_one, { count: 1, added: 2, changed: 0, removed: 0 })));
      await visible(checked.getByRole('cell', { name: 'Lieber nicht' }));
      await keep(page, 'import-difference-en');
      await modal.getByTestId('translation-import-apply').click();
      await visible(modal.getByText(fill(s.import.done, { added: 2, changed: 0, removed: 0 })));
      await modal.locator('.ant-modal-footer').getByRole('button', { name: WEB['en-US'].common.actions.close }).click();
      // the Cancel button of a German page now says what the sheet said
      const texts = (await api<Record<string, string>>(env.server, `${pathOf(systemEndpoints.translationTexts, { language: 'de' })}`)).body.data!;
      expect(texts['common.actions.cancel']).toBe('Lieber nicht');
    });
  });

  it('shows no language selector once only the default language is enabled', async () => {
    const token = await apiToken(env.server, 'admin');
    const setLanguage = (language: Language, enabled: boolean) => fetch(`${env.server.url}${pathOf(translationsEndpoints.setLanguage, { language })}`, {
      method: 'PUT', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ enabled }),
    });
    await journey(env.browser, env.server, 'translations-one-language', async ({ page }) => {
      await goto(page, '/login');
      await visible(page.getByTestId('language-select'));
      const others = LANGUAGES.filter((l) => l !== 'en-US');
      try {
        for (const language of others) expect((await setLanguage(language, false)).ok).toBe(true);
        await page.reload();
        await visible(page.locator('#login_username'));
        await settled(page).catch(() => undefined);
        expect(await page.getByTestId('language-select').count()).toBe(0);
        // a stored choice of a language now disabled gives way to the default
        await page.evaluate(() => localStorage.setItem('language', 'vi'));
        await page.reload();
        await visible(page.locator('#login_username'));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      } finally {
        for (const language of others) await setLanguage(language, true);
      }
    });
  });
});

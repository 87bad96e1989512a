/**
 * Labour times as a dealer uses them: from the header's more-actions menu, narrowed to a model and
 * a system, exported to Excel (read back); a part's jobs on the part detail's labour-time tab. The
 * screen's screenshot goes to docs/screenshots/.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectRoute, hidden, journey, login, pickOption, snap, until, journeyEnvironment, visible, screenshotKeeper, pane, DEMO_MODEL_PATH, DEMO_MODEL_NAME, openFromNav, pickCascader, countOf } from './harness';
import { WEB, fill } from './strings';

const keep = screenshotKeeper('');
const s = WEB['en-US'];

const env = journeyEnvironment({ shared: true });

describe('labour times', () => {
  it('a dealer narrows the labour times to a model and a system, exports them, and sees a part\'s jobs on its detail', async () => {
    await journey(env.browser, env.server, 'labour-times', async ({ page }) => {
      const t = s['labour-times'];
      await login(page, 'dealer');
      await openFromNav(page, 'labour_time');
      await expectRoute(page, '/labour_time');
      const screen = pane(page);
      await visible(screen.getByTestId('labour-table').locator('tbody tr.ant-table-row'));
      const all = await until('the job count', () => countOf(screen.getByTestId('labour-count')), (n) => n > 500);

      // narrow to one model: fewer jobs, every row of that model
      await pickCascader(page, screen.getByTestId('labour-model'), DEMO_MODEL_PATH);
      await screen.getByTestId('labour-search').click();
      const forModel = await until('the model\'s job count', () => countOf(screen.getByTestId('labour-count')), (n) => n > 20 && n < all);
      const models = await screen.locator('[data-testid="labour-table"] tbody tr.ant-table-row td:nth-child(7)').allTextContents();
      expect(new Set(models)).toEqual(new Set([DEMO_MODEL_NAME]));

      // then to the electrical system and its traction battery (level two opens once both are chosen)
      await pickOption(page, screen.locator('.ant-form-item').filter({ hasText: t.filter.levelOne }), 'Electrical system');
      await pickOption(page, screen.locator('.ant-form-item').filter({ hasText: t.filter.levelTwo }), 'Traction battery');
      await screen.getByTestId('labour-search').click();
      await until('the battery jobs', () => countOf(screen.getByTestId('labour-count')), (n) => n > 0 && n < forModel);
      await visible(screen.getByText('Battery pack – remove and install'));
      await snap(page, 'labour-times-01-filtered');

      // export what is on screen and read the workbook back
      const [download] = await Promise.all([page.waitForEvent('download'), screen.getByTestId('labour-export').click()]);
      expect(download.suggestedFilename()).toBe(`Labour times ${DEMO_MODEL_NAME}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await download.path());
      const rows: unknown[][] = [];
      book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows[0].slice(0, 3)).toEqual(['Model code', 'Model', 'Level one']);
      expect(rows.length - 1).toBe(await countOf(screen.getByTestId('labour-count')));
      expect(rows.slice(1).every((r) => r[0] === 'S2-PRO' && r[2] === 'Electrical system')).toBe(true);
      await visible(page.locator('.ant-message').getByText(t.list.exported));

      // the documentation screenshot: the model's whole list
      await screen.locator('.ant-form-item').filter({ hasText: t.filter.levelOne }).locator('.ant-select-clear').click({ force: true });
      await screen.getByTestId('labour-search').click();
      await until('the model\'s jobs again', () => countOf(screen.getByTestId('labour-count')), (n) => n === forModel);
      await hidden(page.locator('.ant-message-notice'));
      await page.mouse.move(0, 0);
      await keep(page, 'labour-times');

      // a job's part opens the part detail on its labour-time tab, listing the part's jobs
      const partLink = screen.locator('[data-testid^="labour-part-BP-"]').first();
      const partCode = (await partLink.textContent())!;
      await partLink.click();
      const detail = page.locator('.ant-drawer').getByTestId('part-detail');
      await visible(detail.getByTestId('part-labour-times'));
      await visible(detail.getByText(partCode).first());
      const jobs = detail.getByTestId('part-labour-times').locator('tbody tr.ant-table-row');
      await visible(jobs);
      const names = await jobs.locator('td:nth-child(2)').allTextContents();
      expect(names).toContain('Battery pack – remove and install');
      expect(names).toContain('Battery pack – replace, incl. pairing and SOC check');
      await page.waitForTimeout(300); // the drawer's slide-in
      await snap(page, 'labour-times-02-part-tab');

      // from the tab, the labour-time screen for that part
      await detail.getByText(t.part.openList).click();
      await expectRoute(page, new RegExp(`#/labour_time\\?part=${partCode}$`));
      const forPart = pane(page);
      await visible(forPart.getByText(fill(t.filter.forPart, { code: partCode })));
      await until('the part\'s jobs', () => countOf(forPart.getByTestId('labour-count')), (n) => n === names.length);
    });
  });
});

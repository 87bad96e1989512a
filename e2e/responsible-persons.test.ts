/**
 * Responsible person management as the domain administrator does it: the seeded processing group
 * of the demo areas, the expert group, an import refused with its row errors in the error table,
 * then the corrected sheet imported and the new expert found by keyword. Screenshot to
 * docs/screenshots/.
 */
import os from 'node:os';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, it } from 'vitest';
import { RESPONSIBLE_IMPORT_COLUMNS } from '@portal/contract';
import { goto, journey, login, settled, journeyEnvironment, visible, screenshotKeeper, pane } from './harness';
import { WEB, fill } from './strings';

const keep = screenshotKeeper('');
const s = WEB['en-US']['responsible-persons'];
const env = journeyEnvironment();

async function sheet(name: string, rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('persons');
  ws.addRow([...RESPONSIBLE_IMPORT_COLUMNS]);
  for (const r of rows) ws.addRow(r);
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.xlsx`);
  await writeFile(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

describe('responsible person management', () => {
  it('lists the demo groups, shows a refused import row by row, imports the corrected sheet', async () => {
    await journey(env.browser, env.server, 'responsible-persons', async ({ page }) => {
      await login(page, 'domain-admin');
      await goto(page, '/responsiblePersonManagement');
      const view = pane(page);
      await visible(view.getByTestId('responsible-page'));
      // processing group: the handler takes Guangdong, its leader is staff
      await visible(view.getByRole('cell', { name: 'Guangdong Sheng', exact: true }));
      await visible(view.getByRole('cell', { name: 'domain-admin, staff' }).first());

      await view.locator('.ant-segmented').getByText(s.roles.EXPERT).click();
      await visible(view.getByRole('cell', { name: 'Powertrain engineering' }));

      // a sheet with an unknown user and an unknown province: nothing imported, both rows listed
      const bad = await sheet('bad', [['EXPERT', 'nobody-here', '', '', 'Brakes'], ['EXPERT', 'station', '99', '', 'Brakes']]);
      await view.locator('input[type=file]').setInputFiles(bad);
      const modal = page.locator('.ant-modal-confirm');
      await visible(modal.getByText('nobody-here'));
      await visible(modal.getByRole('cell', { name: 'provinceCode' }));
      await modal.getByRole('button').last().click();
      await settled(page);

      const good = await sheet('good', [['EXPERT', 'station', '44', '4403', 'Brake systems']]);
      await view.locator('input[type=file]').setInputFiles(good);
      await visible(page.getByText(fill(s.import.done, { imported: 1, unchanged: 0 })));
      await view.getByTestId('responsible-search').locator('input').fill('brake');
      await view.getByTestId('responsible-search').locator('input').press('Enter');
      await visible(view.getByRole('cell', { name: 'Guangdong Sheng Shenzhen Shi' }));
      await settled(page);
      await keep(page, 'responsible-persons');
    });
  });
});

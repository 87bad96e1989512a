import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { BizError } from './errors.js';
import { readSheetRows, type SheetReadOptions, type SheetRow } from './xlsx-reader.js';
import { xlsxBuffer } from './xlsx.js';
import { cellBomb, lyingAboutSize, rowBomb } from '../test/sheet-bombs.js';

const HEADER = ['role', 'username', 'provinceCode', 'cityCode', 'department'];
const OPTIONS: SheetReadOptions = { maxRows: 100, maxMb: 10, maxUnpackedMb: 20, columns: 5, unreadable: () => new BizError('RESPONSIBLE_IMPORT_UNREADABLE') };

/** Reads the rows; answers them and the refusal that ended the reading, if any. */
async function read(data: Buffer, options: Partial<SheetReadOptions> = {}): Promise<{ rows: SheetRow[]; refusal: BizError | null }> {
  const rows: SheetRow[] = [];
  try {
    for await (const row of readSheetRows(data, { ...OPTIONS, ...options })) rows.push(row);
  } catch (err) {
    if (!(err instanceof BizError)) throw err;
    return { rows, refusal: err };
  }
  return { rows, refusal: null };
}

describe('xlsx reader', () => {
  it('reads the first tab of what Excel-like writers write: shared and rich text, numbers, booleans, formula results, dates as serials', async () => {
    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet('persons');
    book.addWorksheet('help').addRow(['not', 'this', 'one']);
    first.addRow(HEADER);
    first.addRow(['PROCESSOR', { richText: [{ text: '张' }, { text: ' <&> ', font: { bold: true } }] }, 44, true, { formula: 'A1&"x"', result: 'rolex' }]);
    first.addRow([]);
    first.getRow(4).getCell(1).value = 'only A';
    first.getRow(4).getCell(9).value = 'past the columns';
    first.getRow(5).getCell(7).value = 'a row with nothing in the columns read';
    first.getRow(6).values = [-2.5, false, '', '  ', new Date(Date.UTC(2026, 0, 2))];
    const { rows, refusal } = await read(Buffer.from(await book.xlsx.writeBuffer()));
    expect(refusal).toBeNull();
    expect(rows).toEqual([
      { row: 1, cells: HEADER },
      { row: 2, cells: ['PROCESSOR', '张 <&> ', 44, 'TRUE', 'rolex'] },
      { row: 4, cells: ['only A', null, null, null, null] },
      { row: 6, cells: [-2.5, 'FALSE', null, '  ', 46024] },
    ]);
  });

  it('reads what the platform writer writes (inline strings)', async () => {
    const data = await xlsxBuffer([{ name: 's', columns: HEADER.map((header) => ({ header })), rows: [[['EXPERT', 'wang', '44', null, 'Brakes & batteries']]] }]);
    expect((await read(data)).rows).toEqual([{ row: 1, cells: HEADER }, { row: 2, cells: ['EXPERT', 'wang', '44', null, 'Brakes & batteries'] }]);
  });

  it('refuses the first row past the cap, naming the cap; the header is not counted', async () => {
    expect((await read(await rowBomb(HEADER, ['EXPERT', 'nobody'], 50_000), { maxRows: 10 })).refusal).toMatchObject({ key: 'IMPORT_TOO_MANY_ROWS', params: { max: 10 } });
    // Exactly at the cap is taken.
    expect((await read(await rowBomb(HEADER, ['EXPERT', 'nobody'], 10), { maxRows: 10 })).rows).toHaveLength(11);
  });

  it('counts every row with content when row 1 is not the header, and refuses rows that all claim to be row 1', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    for (let r = 3; r < 6; r++) sheet.getRow(r).getCell(1).value = `row ${r}`;
    expect((await read(Buffer.from(await book.xlsx.writeBuffer()), { maxRows: 2 })).refusal).toMatchObject({ key: 'IMPORT_TOO_MANY_ROWS' });
    const sheetXml = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${'<row r="1"><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(5)}</sheetData></worksheet>`;
    expect((await read(await workbookWithSheet(sheetXml), { maxRows: 3 })).refusal).toMatchObject({ key: 'IMPORT_TOO_MANY_ROWS', params: { max: 3 } });
  });

  it('refuses an upload over its size limit before reading it', async () => {
    const data = await rowBomb(HEADER, ['EXPERT', 'nobody'], 10);
    expect((await read(Buffer.concat([data, Buffer.alloc(2 * 1024 * 1024)]), { maxMb: 1 })).refusal).toMatchObject({ key: 'IMPORT_FILE_TOO_LARGE', params: { max: 1 } });
  });

  it('refuses a zip bomb before inflating it when its central directory tells what it unpacks to', async () => {
    const bomb = await rowBomb(HEADER, ['EXPERT', 'nobody'], 200_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await read(bomb, { maxRows: 1_000_000, maxUnpackedMb: 5 })).toMatchObject({ rows: [], refusal: { key: 'IMPORT_UNPACKED_TOO_LARGE', params: { max: 5 } } });
  });

  it('refuses a zip bomb that lies about its size while inflating it, having handed over the rows read before', async () => {
    const { rows, refusal } = await read(lyingAboutSize(await rowBomb(HEADER, ['EXPERT', 'nobody'], 200_000)), { maxRows: 1_000_000, maxUnpackedMb: 5 });
    expect(refusal).toMatchObject({ key: 'IMPORT_UNPACKED_TOO_LARGE', params: { max: 5 } });
    expect(rows.length).toBeGreaterThan(10_000);
    expect(rows[1]).toEqual({ row: 2, cells: ['EXPERT', 'nobody', null, null, null] });
    const oneCell = lyingAboutSize(await cellBomb(HEADER, 25));
    expect(oneCell.length).toBeLessThan(1024 * 1024);
    expect((await read(oneCell)).refusal).toMatchObject({ key: 'IMPORT_UNPACKED_TOO_LARGE', params: { max: 20 } });
  });

  it('answers the import\'s own refusal for what is no readable workbook', async () => {
    const good = await rowBomb(HEADER, ['EXPERT', 'nobody'], 1000);
    const noSheet = await new JSZip().file('[Content_Types].xml', '<Types/>').generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const corrupt = Buffer.from(good);
    corrupt.fill(0x55, 600, 900);
    for (const data of [Buffer.from('not a workbook'), Buffer.alloc(0), noSheet, good.subarray(0, good.length / 2), corrupt]) {
      expect((await read(data)).refusal).toMatchObject({ key: 'RESPONSIBLE_IMPORT_UNREADABLE' });
    }
  });
});

/** A workbook around hand-written sheet XML (the writers here never write such a sheet). */
async function workbookWithSheet(sheetXml: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('_rels/.rels', '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>');
  zip.file('xl/workbook.xml', '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>');
  zip.file('xl/_rels/workbook.xml.rels', '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>');
  zip.file('xl/worksheets/sheet1.xml', sheetXml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

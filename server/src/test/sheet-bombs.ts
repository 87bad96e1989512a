import { xlsxBuffer } from '../platform/xlsx.js';

/*
 * Hostile imports, for the reader's tests, the imports' API tests and bench/xlsx-import.ts: small
 * uploads that unpack to far more than they weigh (issue 21: an 8.3 MB file of 500,000 rows).
 */

const columnsOf = (header: readonly string[]) => header.map((h) => ({ header: h }));

/** `rows` copies of `row` below `header`: a few MB that unpack to tens of MB of sheet. */
export function rowBomb(header: readonly string[], row: readonly string[], rows: number): Promise<Buffer> {
  function* batches() {
    for (let done = 0; done < rows; done += 1000) yield Array.from({ length: Math.min(1000, rows - done) }, () => [...row]);
  }
  return xlsxBuffer([{ name: 'Sheet1', columns: columnsOf(header), rows: batches() }]);
}

/** One row below `header` whose first cell holds `mb` MB of text. */
export function cellBomb(header: readonly string[], mb: number): Promise<Buffer> {
  return xlsxBuffer([{ name: 'Sheet1', columns: columnsOf(header), rows: [[['x'.repeat(mb * 1024 * 1024)]]] }]);
}

/**
 * The workbook with its central directory claiming the sheet unpacks to 1 KB, as a crafted bomb
 * does: only counting while inflating finds out.
 */
export function lyingAboutSize(data: Buffer): Buffer {
  const lying = Buffer.from(data);
  // The central directory comes last: the sheet's last mention is its entry there (46 bytes of header, then the name).
  const entry = lying.lastIndexOf('xl/worksheets/sheet1.xml') - 46;
  if (entry < 0 || lying.readUInt32LE(entry) !== 0x02014b50) throw new Error('lyingAboutSize: no central directory entry for the sheet');
  lying.writeUInt32LE(1024, entry + 24);
  return lying;
}

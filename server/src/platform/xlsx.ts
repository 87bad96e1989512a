import { once } from 'node:events';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/*
 * A lean streaming .xlsx writer: each sheet's XML is written straight into a deflate stream inside
 * a zip written as it goes (sizes and CRC in data descriptors), strings inline (no shared-string
 * table to hold), one bold style for the header row. Memory stays at about one batch of rows
 * however many rows are written; ExcelJS's streaming writer, which this replaced, was the export's
 * bottleneck (bench/results/inquiries.md). The output reads back in ExcelJS, LibreOffice and Excel.
 */

export type XlsxCell = string | number | null | undefined;

export interface XlsxSheet {
  /** Sheet name (cut to Excel's 31 characters, characters Excel refuses replaced). */
  name: string;
  /** The columns: their heading, width in characters, and the format of their numbers (Excel's built-in `0.00`). */
  columns: readonly { header: string; width?: number; numberFormat?: '0.00' }[];
  /** The data rows, in batches (arrays of rows). */
  rows: AsyncIterable<readonly XlsxCell[][]> | Iterable<readonly XlsxCell[][]>;
  /** Row 1 is the headings, bold and frozen (default); false: the sheet starts with the rows. */
  header?: boolean;
  /** A filter on the headings' row. */
  autoFilter?: boolean;
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 does not allow at all (control characters but tab, newline, return; lone surrogates).
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
/** Most cells need no escaping: one test, and the two replacements only when it finds something. */
const escapeXml = (s: string) => (NEEDS_WORK.test(s) ? s.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]) : s);
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * Text that Excel, LibreOffice or a CSV reader would take as a formula once the cell is edited or
 * the sheet saved as CSV gets a leading `'` (OWASP, CSV injection): every export's text cells pass
 * here, whoever typed them. Numbers are written as numbers and never pass here, so -5 stays -5.
 */
export const neutraliseFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function cellXml(ref: string, value: XlsxCell, style: string, numberStyle = style): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${numberStyle}><v>${value}</v></c>` : '';
  const text = escapeXml(neutraliseFormula(value));
  const space = text && (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1))) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** The style of a column's numbers (index into cellXfs of STYLES). */
const NUMBER_STYLES = { '0.00': ' s="2"' } as const;

function rowXml(letters: string[], r: number, cells: readonly XlsxCell[], style = '', numberStyles: readonly string[] = []): string {
  let xml = `<row r="${r}">`;
  for (let i = 0; i < cells.length && i < letters.length; i++) xml += cellXml(letters[i] + r, cells[i], style, numberStyles[i] || style);
  return `${xml}</row>`;
}

/** Rows per piece of sheet XML handed to the deflater. */
const XML_ROWS = 200;

const safeSheetName = (name: string, i: number) => (name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || `Sheet${i + 1}`);

async function* sheetXml(sheet: XlsxSheet): AsyncGenerator<string> {
  const letters = sheet.columns.map((_, i) => columnLetters(i));
  const numberStyles = sheet.columns.map((c) => (c.numberFormat ? NUMBER_STYLES[c.numberFormat] : ''));
  const header = sheet.header !== false;
  const pane = !header ? '' : '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>';
  const cols = sheet.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 12}" customWidth="1"/>`).join('');
  yield `${XML_HEAD}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>`
    + `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${header ? rowXml(letters, 1, sheet.columns.map((c) => c.header), ' s="1"') : ''}`;
  let r = header ? 1 : 0;
  for await (const batch of sheet.rows) {
    // Small pieces: a whole batch's XML at once is megabytes of short-lived strings, and the heap grows to hold them.
    for (let i = 0; i < batch.length; i += XML_ROWS) {
      let xml = '';
      for (const cells of batch.slice(i, i + XML_ROWS)) xml += rowXml(letters, ++r, cells, '', numberStyles);
      yield xml;
    }
  }
  const filter = sheet.autoFilter && header && letters.length ? `<autoFilter ref="A1:${letters[letters.length - 1]}1"/>` : '';
  yield `</sheetData>${filter}</worksheet>`;
}

const STYLES = `${XML_HEAD}<styleSheet xmlns="${NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>`
  + '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
  + '<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** The package parts around the sheets; the workbook parts come first, as streaming readers want them before the sheets. */
function packageParts(names: string[]): [string, string][] {
  const sheets = names.map((_, i) => i + 1);
  return [
    ['[Content_Types].xml', `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
      + sheets.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')
      + '</Types>'],
    ['_rels/.rels', `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
      + `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>`
      + names.map((name, i) => `<sheet name="${escapeXml(safeSheetName(name, i))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') + '</sheets></workbook>'],
    ['xl/_rels/workbook.xml.rels', `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
      + sheets.map((n) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')
      + `<Relationship Id="rId${names.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`],
    ['xl/styles.xml', STYLES],
  ];
}

// ---------------------------------------------------------------- zip, written as it goes

interface ZipEntry { name: Buffer; offset: number; crc: number; size: number; compressed: number; time: number; date: number }

function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/** Deflates one entry's text as it comes, answering the compressed chunks; counts size and CRC into `entry`. */
async function* deflateEntry(source: AsyncIterable<string>, entry: ZipEntry): AsyncGenerator<Buffer> {
  // Level 1: sheet XML still shrinks about 15×, at a third of level 6's CPU (the export's rate is CPU-bound).
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const feeding = (async () => {
    for await (const text of source) {
      const data = Buffer.from(text, 'utf8');
      entry.crc = zlib.crc32(data, entry.crc);
      entry.size += data.length;
      if (!deflate.write(data)) await once(deflate, 'drain');
    }
    deflate.end();
  })().catch((err: Error) => deflate.destroy(err));
  for await (const chunk of deflate as AsyncIterable<Buffer>) {
    entry.compressed += chunk.length;
    yield chunk;
  }
  await feeding;
}

async function* zipStream(files: [string, () => AsyncIterable<string>][]): AsyncGenerator<Buffer> {
  const entries: ZipEntry[] = [];
  let offset = 0;
  const { time, date } = dosTime(new Date());
  for (const [name, content] of files) {
    const entry: ZipEntry = { name: Buffer.from(name, 'utf8'), offset, crc: 0, size: 0, compressed: 0, time, date };
    // Local header: sizes and CRC follow in the data descriptor (flag 8), names in UTF-8 (flag 0x800).
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0808, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt16LE(time, 10);
    head.writeUInt16LE(date, 12);
    head.writeUInt16LE(entry.name.length, 26);
    yield Buffer.concat([head, entry.name]);
    offset += 30 + entry.name.length;
    for await (const chunk of deflateEntry(content(), entry)) yield chunk;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield descriptor;
    offset += entry.compressed + 16;
    entries.push(entry);
  }
  const central: Buffer[] = [];
  for (const e of entries) {
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0808, 8);
    c.writeUInt16LE(8, 10);
    c.writeUInt16LE(e.time, 12);
    c.writeUInt16LE(e.date, 14);
    c.writeUInt32LE(e.crc >>> 0, 16);
    c.writeUInt32LE(e.compressed, 20);
    c.writeUInt32LE(e.size, 24);
    c.writeUInt16LE(e.name.length, 28);
    c.writeUInt32LE(e.offset, 42);
    central.push(c, e.name);
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([dir, end]);
}

async function* once_(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * The workbook as a stream: rows are pulled from each sheet's source only as fast as the reader
 * takes the file (backpressure through to the database reads). An error in a source destroys the
 * stream (the download fails rather than ends short).
 */
export function xlsxStream(sheets: XlsxSheet[]): Readable {
  const files: [string, () => AsyncIterable<string>][] = [
    ...packageParts(sheets.map((s) => s.name)).map(([name, text]) => [name, () => once_(text)] as [string, () => AsyncIterable<string>]),
    ...sheets.map((s, i) => [`xl/worksheets/sheet${i + 1}.xml`, () => sheetXml(s)] as [string, () => AsyncIterable<string>]),
  ];
  return Readable.from(zipStream(files), { objectMode: false });
}

/** The whole workbook in memory (small files: templates). */
export async function xlsxBuffer(sheets: XlsxSheet[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream(sheets)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

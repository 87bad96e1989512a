import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import { Parser } from 'htmlparser2';
import { BizError } from './errors.js';

/*
 * The one reader of uploaded .xlsx files, built to refuse before it costs: the upload's size is
 * checked first; the parts it reads (workbook, its relations, the shared strings, the first sheet)
 * are inflated as they are parsed, counting what they unpack to, so a zip bomb is refused a few
 * MB past the limit whatever its central directory claims; rows are handed over as the sheet is
 * read and reading stops at the first row past the import's cap. Inflating runs on libuv's thread
 * pool and parsing takes one 16 KB piece at a time, so the event loop turns between pieces: the
 * longest turn measured was tens of ms, at the machine's own noise, so no worker thread is needed
 * (bench/results/xlsx-import.md). Only the shared strings are held (the sheet's cells point into
 * them), bounded by the unpacked limit.
 */

export type SheetCell = string | number | null;

/** A cell as text with its whitespace runs made one space and trimmed, as imports compare and store it. */
export const cellText = (cell: SheetCell) => String(cell ?? '').replace(/\s+/g, ' ').trim();

export interface SheetRow {
  /** The sheet's row number (1 is the header row). */
  row: number;
  /** The first `columns` cells: text, a number, or null when empty. */
  cells: SheetCell[];
}

export interface SheetReadOptions {
  /** Rows with content one import takes, a header in row 1 not counted; the first one more is refused (IMPORT_TOO_MANY_ROWS). */
  maxRows: number;
  /** The upload's size limit in MB (IMPORT_FILE_TOO_LARGE). */
  maxMb: number;
  /** What the parts read may unpack to, in MB (IMPORT_UNPACKED_TOO_LARGE). */
  maxUnpackedMb: number;
  /** Cells read per row from column A; cells further right are not read. */
  columns: number;
  /** The import's refusal of a file that is no readable workbook (it names the import's template). */
  unreadable: () => BizError;
}

const MB = 1024 * 1024;
/** Excel's own limit on a cell's text: more is no cell of a real sheet, and is not kept. */
const CELL_MAX = 32_767;
/** Pieces of a stored (not deflated) part parsed between turns of the event loop. */
const PIECE = 16 * 1024;

/** Thrown inside the reader for a malformed file; turned into the import's own refusal. */
class Unreadable extends Error {}

// ---------------------------------------------------------------- zip

interface ZipEntry { method: number; compressed: number; size: number; start: number }

/** The archive's entries by lower-case name, from its central directory (Unreadable when it is no zip this reader opens). */
function zipEntries(data: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Unreadable('no end of central directory');
  const entries = new Map<string, ZipEntry>();
  let p = data.readUInt32LE(end + 16);
  for (let n = data.readUInt16LE(end + 10); n > 0; n--) {
    if (p + 46 > data.length || data.readUInt32LE(p) !== 0x02014b50) throw new Unreadable('bad central directory');
    const nameLength = data.readUInt16LE(p + 28);
    const name = data.toString('utf8', p + 46, p + 46 + nameLength).replace(/\\/g, '/').replace(/^\//, '').toLowerCase();
    const local = data.readUInt32LE(p + 42);
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) throw new Unreadable('bad local header');
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const compressed = data.readUInt32LE(p + 20);
    // Encrypted (flag bit 0), or data past the end of the file: not a workbook we can read.
    if (data.readUInt16LE(p + 8) & 1 || start + compressed > data.length) throw new Unreadable('encrypted or truncated entry');
    entries.set(name, { method: data.readUInt16LE(p + 10), compressed, size: data.readUInt32LE(p + 24), start });
    p += 46 + nameLength + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
  }
  return entries;
}

/** Counts what the parts unpack to against the limit. */
class Budget {
  private used = 0;
  constructor(private readonly maxMb: number) {}
  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.maxMb * MB) throw new BizError('IMPORT_UNPACKED_TOO_LARGE', { max: this.maxMb });
  }
}

/** An entry's text, a piece at a time, as it inflates. */
async function* entryText(data: Buffer, entry: ZipEntry, budget: Budget): AsyncGenerator<string> {
  const raw = data.subarray(entry.start, entry.start + entry.compressed);
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0) {
    for (let i = 0; i < raw.length; i += PIECE) {
      const piece = raw.subarray(i, i + PIECE);
      budget.take(piece.length);
      yield decoder.write(piece);
      await nextTurn();
    }
  } else if (entry.method === 8) {
    const inflate = zlib.createInflateRaw();
    inflate.end(raw);
    try {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        budget.take(chunk.length);
        yield decoder.write(chunk);
      }
    } finally {
      inflate.destroy();
    }
  } else {
    throw new Unreadable(`compression method ${entry.method}`);
  }
  yield decoder.end();
}

// ---------------------------------------------------------------- XML

/** An element or attribute name without its namespace prefix (`x:row` is a row). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

interface XmlHandlers {
  open(name: string, attrs: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/**
 * Parses an entry's text with `handlers` and answers, after each piece, what they put in `out`.
 * `done` stops reading (the rest of the part is not inflated).
 */
async function* parseEntry<T>(pieces: AsyncIterable<string>, handlers: XmlHandlers, out: T[], done: () => boolean = () => false): AsyncGenerator<T> {
  const parser = new Parser({
    onopentag: (name, attrs) => handlers.open(local(name), attrs),
    ontext: (text) => handlers.text?.(text),
    onclosetag: (name) => handlers.close?.(local(name)),
  }, { xmlMode: true });
  for await (const piece of pieces) {
    parser.write(piece);
    yield* out.splice(0);
    if (done()) return;
  }
  parser.end();
  yield* out.splice(0);
}

/** Reads a whole small part (relations, workbook) with `open`. */
async function readPart(data: Buffer, entry: ZipEntry | undefined, budget: Budget, open: XmlHandlers['open']): Promise<void> {
  if (!entry) return;
  for await (const _ of parseEntry(entryText(data, entry, budget), { open }, [])) { /* handlers collect */ }
}

/** A relations part: target part name (lower case, from the archive root) by relation id, and by type. */
async function relations(data: Buffer, entries: Map<string, ZipEntry>, part: string, budget: Budget) {
  const dir = path.posix.dirname(part);
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  await readPart(data, entries.get(path.posix.join(dir, '_rels', `${path.posix.basename(part)}.rels`)), budget, (name, a) => {
    if (name !== 'Relationship' || !a.Target) return;
    const target = (a.Target.startsWith('/') ? a.Target.slice(1) : path.posix.join(dir, a.Target)).toLowerCase();
    byId.set(a.Id, target);
    // The type's last segment (officeDocument, worksheet, sharedStrings) in transitional and strict OOXML alike.
    const type = (a.Type ?? '').slice((a.Type ?? '').lastIndexOf('/') + 1);
    if (!byType.has(type)) byType.set(type, target);
  });
  return { byId, byType };
}

/** Text runs (`<t>`) inside `within` (a shared string's `<si>`, an inline string's `<is>`), phonetic runs left out. */
class TextCollector {
  private inText = false;
  private phonetic = 0;
  text = '';
  open(name: string) {
    if (name === 't') this.inText = true;
    else if (name === 'rPh') this.phonetic++;
  }
  add(text: string) {
    if (this.inText && !this.phonetic && this.text.length < CELL_MAX) this.text += text;
  }
  close(name: string) {
    if (name === 't') this.inText = false;
    else if (name === 'rPh') this.phonetic--;
  }
  take(): string {
    const text = this.text.slice(0, CELL_MAX);
    this.text = '';
    return text;
  }
}

async function sharedStrings(data: Buffer, entry: ZipEntry | undefined, budget: Budget): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  const runs = new TextCollector();
  let inItem = false;
  const handlers: XmlHandlers = {
    open: (name) => {
      if (name === 'si') inItem = true;
      else if (inItem) runs.open(name);
    },
    text: (text) => inItem && runs.add(text),
    close: (name) => {
      if (name === 'si') {
        inItem = false;
        strings.push(runs.take());
      } else if (inItem) runs.close(name);
    },
  };
  for await (const _ of parseEntry(entryText(data, entry, budget), handlers, [])) { /* strings collect */ }
  return strings;
}

/** Column index of a cell reference: A1 → 0, AB7 → 27; -1 when it has no letters. */
function columnOf(ref: string): number {
  let n = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 97 || c > 122) break;
    n = n * 26 + (c - 96);
  }
  return i ? n - 1 : -1;
}

function cellValue(type: string, value: string, strings: string[]): SheetCell {
  switch (type) {
    case 's': return value.trim() === '' ? null : strings[Number(value)] ?? null;
    case 'inlineStr': case 'str': case 'e': case 'd': return value;
    case 'b': return value === '1' ? 'TRUE' : 'FALSE';
    default: {
      if (value.trim() === '') return null;
      const n = Number(value);
      return Number.isFinite(n) ? n : value;
    }
  }
}

/**
 * The first sheet's rows that have content in the first `columns` cells, as they are read; refuses
 * (BizError) a file over `maxMb`, parts unpacking past `maxUnpackedMb`, the row past `maxRows`,
 * and anything that is no readable workbook (the import's `unreadable`).
 */
export async function* readSheetRows(data: Buffer, options: SheetReadOptions): AsyncGenerator<SheetRow> {
  if (data.length > options.maxMb * MB) throw new BizError('IMPORT_FILE_TOO_LARGE', { max: options.maxMb });
  const budget = new Budget(options.maxUnpackedMb);
  try {
    const entries = zipEntries(data);
    const book = (await relations(data, entries, '', budget)).byType.get('officeDocument') ?? 'xl/workbook.xml';
    let sheetId: string | undefined;
    await readPart(data, entries.get(book), budget, (name, a) => {
      if (name === 'sheet' && sheetId === undefined) sheetId = Object.entries(a).find(([k]) => k.includes(':') && local(k) === 'id')?.[1];
    });
    const rels = await relations(data, entries, book, budget);
    const sheet = entries.get((sheetId && rels.byId.get(sheetId)) || rels.byType.get('worksheet') || '');
    if (!sheet) throw new Unreadable('no sheet');
    const stringsEntry = entries.get(rels.byType.get('sharedStrings') ?? '');
    // What the central directory says the parts unpack to: an honest bomb is refused before any inflating.
    if ((stringsEntry?.size ?? 0) + sheet.size > options.maxUnpackedMb * MB) throw new BizError('IMPORT_UNPACKED_TOO_LARGE', { max: options.maxUnpackedMb });
    const strings = await sharedStrings(data, stringsEntry, budget);
    yield* sheetRows(entryText(data, sheet, budget), strings, options);
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw options.unreadable();
  }
}

async function* sheetRows(pieces: AsyncIterable<string>, strings: string[], options: SheetReadOptions): AsyncGenerator<SheetRow> {
  const out: SheetRow[] = [];
  const inline = new TextCollector();
  let rowNumber = 0;
  let cells: SheetCell[] = [];
  let filled = false;
  /** Rows with content so far, and whether the first of them was the header (row 1), which the cap does not count. */
  let rows = 0;
  let header = false;
  let column = -1;
  let type = '';
  let value = '';
  let inValue = false;
  let inInline = false;
  let done = false;
  const handlers: XmlHandlers = {
    open(name, a) {
      if (name === 'row') {
        rowNumber = a.r ? Number(a.r) : rowNumber + 1;
        if (!Number.isInteger(rowNumber) || rowNumber < 1) throw new Unreadable(`row number ${a.r}`);
        cells = Array.from({ length: options.columns }, () => null);
        filled = false;
        column = -1;
      } else if (name === 'c') {
        column = a.r ? columnOf(a.r) : column + 1;
        type = a.t ?? 'n';
        value = '';
      } else if (name === 'v') inValue = true;
      else if (name === 'is') inInline = true;
      else if (inInline) inline.open(name);
    },
    text(text) {
      if (inValue) {
        if (value.length < CELL_MAX) value += text;
      } else if (inInline) inline.add(text);
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 'is') {
        inInline = false;
        value = inline.take();
      } else if (inInline) inline.close(name);
      else if (name === 'c') {
        const cell = column >= 0 && column < options.columns ? cellValue(type, value.slice(0, CELL_MAX), strings) : null;
        if (cell !== null && cell !== '') {
          cells[column] = cell;
          filled = true;
        }
      } else if (name === 'row' && filled) {
        if (++rows === 1) header = rowNumber === 1;
        if (rows - (header ? 1 : 0) > options.maxRows) throw new BizError('IMPORT_TOO_MANY_ROWS', { max: options.maxRows });
        out.push({ row: rowNumber, cells });
      } else if (name === 'sheetData') done = true;
    },
  };
  yield* parseEntry(pieces, handlers, out, () => done);
}

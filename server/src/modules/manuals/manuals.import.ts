import path from 'node:path/posix';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import JSZip from 'jszip';
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  findUnstorableText, isStorableText, jsonNestingDepth, LIMITS, UNSTORABLE_TEXT_DETAIL, ZManualManifest, type Language, type TManifestNode, type TManualImportError, type TManualImportResult, type TManualManifest,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { renderProblem, type ImportProblemKey } from './manuals.messages.js';
import { presentRoot } from './manuals.presenters.js';
import { manualRoots } from './manuals.tables.js';
import {
  ManualInputError, resolveImagePath, writeManual, type ManualImageInput, type ManualInput, type ManualInputProblem, type ManualNodeInput,
} from './manuals.write.js';

/*
 * POST /rest/import/manual: a zip with manifest.json, HTML bodies, SVG diagrams and images
 * (format: docs/manuals-import.md). All or nothing: every manual in the zip is checked and
 * written in one transaction; any problem anywhere rolls everything back and the caller gets the
 * whole error table, one row per problem. Imported manuals start PENDING review.
 */

const MB = 1024 * 1024;
const inflateRaw = promisify(zlib.inflateRaw);
const IMAGE_EXT = new Set(LIMITS.manualImageTypes.map((e) => `.${e}`));

/** The zip's magic bytes: a local file header, or the end record of an empty archive. */
export const isZip = (data: Buffer) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && ((data[2] === 0x03 && data[3] === 0x04) || (data[2] === 0x05 && data[3] === 0x06));

export type ImportOutcome = { result: TManualImportResult } | { errors: TManualImportError[] };

/** Thrown inside the transaction to roll it back with the error table. */
class ImportRejected extends Error {
  constructor(readonly rows: TManualImportError[]) {
    super('manual import rejected');
  }
}

/** Checks what the upload is before anything is unpacked: a .zip by name and by its bytes. */
export function assertZipUpload(fileName: string, data: Buffer) {
  if (!/\.zip$/i.test(fileName) || !isZip(data)) throw new BizError('MANUAL_IMPORT_FILE_TYPE', { types: 'zip' });
  if (data.length > LIMITS.manualImportMaxMb * MB) throw new BizError('MANUAL_IMPORT_TOO_LARGE', { max: LIMITS.manualImportMaxMb });
}

interface Archive {
  /** Normalized path → bytes. */
  files: Map<string, Buffer>;
}

/** What JSZip keeps of an entry after reading the central directory (internal, stable since 3.0). */
interface RawEntry {
  compressedSize: number;
  uncompressedSize: number;
  crc32: number;
  compression: { magic: string };
  compressedContent: Uint8Array;
}
const STORED = '\x00\x00';
const DEFLATED = '\x08\x00';

/**
 * One entry's bytes, never more than it declared: a deflated entry is inflated by zlib with its
 * declared size as the output ceiling, so an entry that lies about its size stops at that size
 * (a zip bomb costs what its declaration allows, which was checked against the limits first).
 * Null when the entry is larger than declared or its CRC-32 does not match.
 */
async function inflateEntry(raw: RawEntry): Promise<Buffer | null> {
  let bytes: Buffer;
  if (raw.compression.magic === STORED) {
    bytes = Buffer.from(raw.compressedContent);
  } else if (raw.compression.magic === DEFLATED) {
    try {
      // One byte over the declaration tells a lie from an exact fit.
      bytes = await inflateRaw(raw.compressedContent, { maxOutputLength: raw.uncompressedSize + 1 });
    } catch {
      return null; // past the ceiling, or not deflate data
    }
  } else {
    return null;
  }
  if (bytes.length !== raw.uncompressedSize || zlib.crc32(bytes) >>> 0 !== raw.crc32 >>> 0) return null;
  return bytes;
}

/**
 * Unpacks the zip, refusing unsafe paths and entries (or totals) too large to unpack. The sizes
 * come from the central directory and are checked before any byte is inflated; each entry is
 * then inflated with its declared size as the ceiling (inflateEntry).
 */
async function unpack(data: Buffer, fileName: string, row: (file: string, key: ImportProblemKey, params?: Record<string, string | number>) => void): Promise<Archive | null> {
  let zip: JSZip;
  try {
    // No checkCRC32 here: JSZip would inflate every entry to check it, before any size is seen.
    zip = await JSZip.loadAsync(data);
  } catch {
    row(fileName, 'ZIP_UNREADABLE');
    return null;
  }
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  if (entries.length > LIMITS.manualImportMaxEntries) {
    row(fileName, 'ZIP_TOO_MANY_ENTRIES', { max: LIMITS.manualImportMaxEntries });
    return null;
  }
  const rawOf = (entry: JSZip.JSZipObject) => (entry as unknown as { _data: RawEntry })._data;
  let declared = 0;
  let ok = true;
  for (const entry of entries) {
    const original = (entry as unknown as { unsafeOriginalName?: string }).unsafeOriginalName ?? entry.name;
    if (original.startsWith('/') || original.includes('\\') || original.split('/').includes('..')) {
      row(original, 'ZIP_UNSAFE_PATH');
      ok = false;
    }
    const size = rawOf(entry).uncompressedSize;
    if (size > LIMITS.manualImportEntryMaxMb * MB) {
      row(entry.name, 'ZIP_ENTRY_TOO_LARGE', { max: LIMITS.manualImportEntryMaxMb });
      ok = false;
    }
    declared += size;
  }
  if (declared > LIMITS.manualImportUnpackedMaxMb * MB) {
    row(fileName, 'ZIP_TOO_LARGE_UNPACKED', { max: LIMITS.manualImportUnpackedMaxMb });
    ok = false;
  }
  if (!ok) return null;
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    const bytes = await inflateEntry(rawOf(entry));
    if (!bytes) {
      row(entry.name, 'ZIP_UNREADABLE');
      return null;
    }
    files.set(path.normalize(entry.name), bytes);
  }
  return { files };
}

/** `manuals[0].nodes[2]` style path of a zod issue. */
const issuePath = (p: PropertyKey[]) => p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');

/** Image references in a body (the `src` of its images), resolved like a browser would. */
function imageRefs(html: string, base: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const src = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (src && !/^[a-z][\w+.-]*:/i.test(src)) out.push(resolveImagePath(base, src));
  }
  return out;
}

/** The manifest node a writer path such as `nodes[2].children[0].html.en-US` points into. */
function nodeAt(manual: TManualManifest['manuals'][number], writerPath: string): TManifestNode | null {
  let list: TManifestNode[] | undefined = manual.nodes;
  let node: TManifestNode | null = null;
  for (const m of writerPath.matchAll(/(nodes|children)\[(\d+)\]/g)) {
    node = list?.[Number(m[2])] ?? null;
    list = node?.children;
  }
  return node;
}

/** The file a writer problem is about, for the error table's first column. */
function fileOf(manual: TManualManifest['manuals'][number], p: ManualInputProblem, images: ManualImageInput[]): string {
  const image = /^images\[(\d+)\]/.exec(p.path);
  if (image) return images[Number(image[1])]?.name ?? 'manifest.json';
  const node = nodeAt(manual, p.path);
  const lang = /\.html\.([\w-]+)$/.exec(p.path)?.[1] as Language | undefined;
  if (node && lang && node.html?.[lang]) return node.html[lang]!;
  if (node && p.path.endsWith('.svg') && node.svg) return node.svg;
  return 'manifest.json';
}

/** Turns one manifest manual into the writer's input, reading its files from the archive. */
function toInput(
  manual: TManualManifest['manuals'][number], at: string, archive: Archive, caller: AuthUser,
  row: (file: string, key: ImportProblemKey, params?: Record<string, string | number>, where?: string) => void,
): ManualInput {
  const images = new Map<string, ManualImageInput>();
  const read = (file: string, where: string): string | undefined => {
    const bytes = archive.files.get(path.normalize(file));
    if (!bytes) {
      row(file, 'FILE_MISSING', { name: file }, where);
      return undefined;
    }
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    // Invalid UTF-8 becomes U+FFFD; a NUL stays and PostgreSQL text cannot hold it.
    if (!isStorableText(text)) {
      row(file, 'MANIFEST_INVALID', { detail: UNSTORABLE_TEXT_DETAIL }, where);
      return undefined;
    }
    return text;
  };
  const convert = (nodes: TManifestNode[], where: string): ManualNodeInput[] => nodes.map((n, i) => {
    const here = `${where}[${i}]`;
    const out: ManualNodeInput = { code: n.code, kind: n.kind, title: n.title, parts: n.parts };
    if (n.html) {
      out.html = {};
      out.htmlBase = {};
      for (const [lang, file] of Object.entries(n.html) as [Language, string][]) {
        const html = read(file, `${here}.html.${lang}`);
        if (html === undefined) continue;
        const base = path.dirname(path.normalize(file));
        out.html[lang] = html;
        out.htmlBase[lang] = base === '.' ? '' : base;
        for (const ref of imageRefs(html, out.htmlBase[lang]!)) {
          const bytes = archive.files.get(ref);
          if (bytes && IMAGE_EXT.has(path.extname(ref).toLowerCase()) && !images.has(ref)) images.set(ref, { name: ref, data: bytes });
        }
      }
    }
    if (n.svg) out.svg = read(n.svg, `${here}.svg`);
    if (n.children) out.children = convert(n.children, `${here}.children`);
    return out;
  });
  const nodes = convert(manual.nodes, `${at}.nodes`);
  return {
    code: manual.code, type: manual.type, version: manual.version, name: manual.name,
    code0: manual.code0, code1: manual.code1, code2: manual.code2,
    status: 'PENDING', importedBy: { id: caller.id, name: caller.username },
    nodes, images: [...images.values()],
  };
}

/** Imports a manual zip; answers the written manuals, or the error table (nothing written). */
export async function importManualZip(ctx: AppContext, caller: AuthUser, upload: { fileName: string; data: Buffer }, lang: Language): Promise<ImportOutcome> {
  assertZipUpload(upload.fileName, upload.data);
  const rows: TManualImportError[] = [];
  const row = (file: string, key: ImportProblemKey, params: Record<string, string | number> = {}, where = '') =>
    rows.push({ file, path: where, message: renderProblem(key, lang, params) });

  const archive = await unpack(upload.data, upload.fileName, row);
  if (!archive) return { errors: rows };
  const manifestBytes = archive.files.get('manifest.json');
  if (!manifestBytes) {
    row('manifest.json', 'MANIFEST_MISSING');
    return { errors: rows };
  }
  const manifestText = manifestBytes.toString('utf8').replace(/^\uFEFF/, '');
  // The manifest's tree is read by a recursive schema: its depth is bounded before parsing.
  if (jsonNestingDepth(manifestText, LIMITS.jsonDepthMax) > LIMITS.jsonDepthMax) {
    throw new BizError('PARAMETER_FORMAT', { detail: `manifest.json: nested deeper than ${LIMITS.jsonDepthMax} levels` });
  }
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    row('manifest.json', 'MANIFEST_NOT_JSON');
    return { errors: rows };
  }
  const unstorable = findUnstorableText(json);
  if (unstorable !== null) {
    row('manifest.json', 'MANIFEST_INVALID', { detail: UNSTORABLE_TEXT_DETAIL }, unstorable);
    return { errors: rows };
  }
  const parsed = ZManualManifest.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) row('manifest.json', 'MANIFEST_INVALID', { detail: issue.message }, issuePath(issue.path));
    return { errors: rows };
  }
  const manifest = parsed.data;

  // The same code and version twice in the zip, or already stored.
  const seen = new Set<string>();
  manifest.manuals.forEach((m, i) => {
    const key = `${m.code}\u0000${m.version}`;
    if (seen.has(key)) row('manifest.json', 'VERSION_TWICE', { code: m.code, version: m.version }, `manuals[${i}]`);
    seen.add(key);
  });
  const existing = await ctx.db.select({ code: manualRoots.code, version: manualRoots.version }).from(manualRoots)
    .where(or(...manifest.manuals.map((m) => and(eq(manualRoots.code, m.code), eq(manualRoots.version, m.version)))));
  for (const e of existing) {
    const i = manifest.manuals.findIndex((m) => m.code === e.code && m.version === e.version);
    row('manifest.json', 'VERSION_EXISTS', { code: e.code, version: e.version }, `manuals[${i}]`);
  }

  const inputs = manifest.manuals.map((m, i) => toInput(m, `manuals[${i}]`, archive, caller, row));
  if (rows.length) return { errors: rows };

  try {
    const written = await ctx.db.transaction(async (tx) => {
      const done = [];
      for (const [i, input] of inputs.entries()) {
        try {
          done.push(await writeManual(tx, input, { files: ctx.files, now: ctx.now() }));
        } catch (err) {
          if (!(err instanceof ManualInputError)) throw err;
          for (const p of err.problems) {
            rows.push({ file: fileOf(manifest.manuals[i], p, input.images ?? []), path: `manuals[${i}].${p.path}`, message: renderProblem(p.key, lang, p.params) });
          }
        }
      }
      if (rows.length) throw new ImportRejected(rows);
      return done;
    });
    const roots = await ctx.db.select().from(manualRoots).where(inArray(manualRoots.id, written.map((w) => w.rootId)));
    const order = new Map(written.map((w, i) => [w.rootId, i]));
    return {
      result: {
        roots: roots.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((r) => presentRoot(r, lang, caller)),
        topicCount: written.reduce((n, w) => n + w.topicCount, 0),
        imageCount: written.reduce((n, w) => n + w.imageCount, 0),
      },
    };
  } catch (err) {
    if (err instanceof ImportRejected) return { errors: err.rows };
    throw err;
  }
}

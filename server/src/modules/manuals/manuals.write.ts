import crypto from 'node:crypto';
import path from 'node:path/posix';
import { and, eq, ne } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import {
  LANGUAGES, LIMITS, MANUAL_NODE_KINDS, MANUAL_TYPES, DIAGRAM_LABEL_KINDS,
  type DiagramLabelKind, type Language, type ManualNodeKind, type ManualStatus, type ManualType,
} from '@portal/contract';
import type { Db, Tx } from '../../platform/db.js';
import type { FileStorage } from '../../platform/files.js';
import {
  manualDiagramLabels, manualImages, manualNodes, manualReviewEvents, manualRoots, manualTopicContents, manualTopicParts,
  manualTopicSearch, type PartialLocalizedText,
} from './manuals.tables.js';
import { htmlToText, manualImagePath, sanitizeSvg, sanitizeTopicHtml } from './manuals.sanitize.js';
import { searchTokens, tokensToTsvector } from './manuals.search.js';
import { renderProblem, type ImportProblemKey } from './manuals.messages.js';

/*
 * The single writer of manuals: import, the demo seed and the benchmark all go through
 * `writeManual`, so every stored body is sanitized, every image checked by its bytes and every
 * search field built by the same tokenizer.
 */

/** An image a manual's bodies refer to by `name` (`<img src="name">`). */
export interface ManualImageInput {
  /** How bodies refer to it: a path in the import zip, or any key (the seed uses `figure:<key>`). */
  name: string;
  data: Buffer;
}

/** A diagram label given explicitly; by default labels are read from the SVG (see `diagramLabels`). */
export interface DiagramLabelInput {
  kind: DiagramLabelKind;
  text: string;
  color?: string;
  elementId?: string;
}

export interface ManualNodeInput {
  /** Unique within the manual: letters, digits, `-_.`. */
  code: string;
  kind: ManualNodeKind;
  /** en-US required; other languages fall back to it. */
  title: PartialLocalizedText;
  /** TOPIC: the body per language, at least one. Sanitized here. */
  html?: Partial<Record<Language, string>>;
  /** TOPIC: the folder (in the zip) each body's relative image paths start from; default the root. */
  htmlBase?: Partial<Record<Language, string>>;
  /** DIAGRAM: the SVG. Sanitized here; labels are read from it. */
  svg?: string;
  /** DIAGRAM: labels instead of reading them from the SVG. */
  labels?: DiagramLabelInput[];
  /** Part codes the node mentions (the part detail's service-manual and circuit tabs). */
  parts?: string[];
  /** CHAPTER only. */
  children?: ManualNodeInput[];
}

export interface ManualInput {
  /** Stable across versions: letters, digits, `-_.`. */
  code: string;
  type: ManualType;
  version: string;
  /** en-US required. */
  name: PartialLocalizedText;
  /** Applicability: production line, and optionally series and model (catalogue codes). */
  code0: string;
  code1?: string;
  code2?: string;
  /** Default PENDING (imports wait for review); the demo seed writes EFFECTIVE. */
  status?: ManualStatus;
  /** Who wrote it (an import); null for seeded manuals. */
  importedBy?: { id: string; name: string } | null;
  sort?: number;
  nodes: ManualNodeInput[];
  images?: ManualImageInput[];
}

export interface WriteOptions {
  /** Where image bytes go; required when the manual has images. */
  files?: FileStorage;
  now?: Date;
  /** An image reference that is not among the images: a problem (default), or dropped silently. */
  missingImages?: 'error' | 'drop';
}

export interface WrittenManual {
  rootId: string;
  /** Node code → node id. */
  nodeIds: Map<string, string>;
  topicCount: number;
  imageCount: number;
}

/** A problem in a writer's input, with where it is (`nodes[2].children[0].html.en-US`). */
export interface ManualInputProblem {
  path: string;
  key: ImportProblemKey;
  params: Record<string, string | number>;
  /** In English, for logs and scripts; the import renders `key` in the caller's language. */
  message: string;
}

const problem = (path: string, key: ImportProblemKey, params: Record<string, string | number> = {}): ManualInputProblem =>
  ({ path, key, params, message: renderProblem(key, 'en-US', params) });

/**
 * Where a body's image reference points: as given (a seed's key), else a path relative to the
 * body's folder, or to the zip's root when it starts with `/`.
 */
export function resolveImagePath(base: string, src: string): string {
  const clean = src.split(/[?#]/)[0];
  return clean.startsWith('/') ? path.normalize(clean.slice(1)) : path.normalize(path.join(base || '.', clean));
}

/** The input cannot be written; nothing was. Import turns the problems into its error table. */
export class ManualInputError extends Error {
  constructor(readonly problems: ManualInputProblem[]) {
    super(`manual input rejected: ${problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`).join('; ')}${problems.length > 5 ? ' …' : ''}`);
  }
}

// ---------------------------------------------------------------- images

/** Image types we accept, recognised by their first bytes (never by the name). */
export function detectImageType(data: Buffer): { ext: string; mime: string } | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', mime: 'image/png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return { ext: 'gif', mime: 'image/gif' };
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
  const head = data.subarray(0, 512).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return { ext: 'svg', mime: 'image/svg+xml' };
  return null;
}

// ---------------------------------------------------------------- diagrams

const LABEL_KIND_SET = new Set<string>(DIAGRAM_LABEL_KINDS);

/**
 * The labels of a (sanitized) wiring diagram, in document order: every `<text>` with its text
 * (tspans included). The kind comes from `data-kind` (or a class named like a kind) on the text
 * or the nearest group around it, else `label`; the wire colour from `data-color`; the element
 * id from the text or the nearest ancestor with an id.
 */
export function diagramLabels(svg: string): DiagramLabelInput[] {
  const labels: DiagramLabelInput[] = [];
  const stack: { name: string; attribs: Record<string, string> }[] = [];
  let textDepth = -1;
  let buffer = '';
  const inherited = (pick: (a: Record<string, string>) => string | undefined) => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const v = pick(stack[i].attribs);
      if (v) return v;
    }
    return undefined;
  };
  const kindOf = (a: Record<string, string>) => {
    const declared = a['data-kind']?.toLowerCase();
    if (declared && LABEL_KIND_SET.has(declared)) return declared;
    return (a.class ?? '').toLowerCase().split(/\s+/).map((c) => c.replace(/^label-|-label$/g, '')).find((c) => LABEL_KIND_SET.has(c));
  };
  const parser = new Parser({
    onopentag(name, attribs) {
      stack.push({ name, attribs });
      if (name === 'text' && textDepth < 0) {
        textDepth = stack.length;
        buffer = '';
      }
    },
    ontext(text) {
      if (textDepth >= 0) buffer += text;
    },
    onclosetag(name) {
      if (name === 'text' && textDepth === stack.length) {
        const text = buffer.replace(/\s+/g, ' ').trim();
        if (text) {
          labels.push({
            kind: (inherited(kindOf) as DiagramLabelKind | undefined) ?? 'label',
            text,
            color: inherited((a) => a['data-color']) ?? '',
            elementId: inherited((a) => a.id) ?? '',
          });
        }
        textDepth = -1;
      }
      stack.pop();
    },
  }, { xmlMode: true, decodeEntities: true });
  parser.write(svg);
  parser.end();
  return labels;
}

// ---------------------------------------------------------------- validation and preparation

const CODE = /^[\w.-]{1,64}$/;

interface PreparedNode {
  id: string;
  parentId: string | null;
  code: string;
  kind: ManualNodeKind;
  titles: PartialLocalizedText;
  seq: number;
  depth: number;
  svg: string | null;
  bodies: Partial<Record<Language, string>>;
  labels: DiagramLabelInput[];
  parts: string[];
}

interface PreparedImage {
  id: string;
  name: string;
  fileKey: string;
  mime: string;
  data: Buffer;
}

function checkTitles(titles: PartialLocalizedText | undefined, at: string, problems: ManualInputProblem[]) {
  if (!titles || !titles['en-US']?.trim()) problems.push(problem(`${at}.en-US`, 'TITLE_EN_REQUIRED'));
  for (const [lang, value] of Object.entries(titles ?? {})) {
    if (!(LANGUAGES as readonly string[]).includes(lang)) problems.push(problem(`${at}.${lang}`, 'LANGUAGE_UNKNOWN'));
    else if (typeof value !== 'string' || value.length > LIMITS.manualTitleMax) problems.push(problem(`${at}.${lang}`, 'TOO_LONG', { max: LIMITS.manualTitleMax }));
  }
}

/** Checks and prepares everything in memory; throws ManualInputError listing every problem. */
function prepare(input: ManualInput, opts: WriteOptions) {
  const problems: ManualInputProblem[] = [];
  if (!CODE.test(input.code ?? '')) problems.push(problem('code', 'CODE_FORMAT'));
  if (!MANUAL_TYPES.includes(input.type)) problems.push(problem('type', 'VALUE_UNKNOWN', { values: MANUAL_TYPES.join(', ') }));
  if (!input.version?.trim() || input.version.length > 30) problems.push(problem('version', 'VERSION_REQUIRED'));
  checkTitles(input.name, 'name', problems);
  for (const key of ['code0', 'code1', 'code2'] as const) {
    const v = input[key];
    if ((key === 'code0' || v) && !CODE.test(v ?? '')) problems.push(problem(key, 'CATALOGUE_CODE'));
  }
  if (input.code2 && !input.code1) problems.push(problem('code2', 'MODEL_NEEDS_SERIES'));

  // Images: by their bytes; bodies refer to them by name.
  const images = new Map<string, PreparedImage>();
  (input.images ?? []).forEach((img, i) => {
    const at = `images[${i}]`;
    const type = detectImageType(img.data);
    if (!type) return problems.push(problem(at, 'IMAGE_TYPE', { name: img.name, types: LIMITS.manualImageTypes.join('/') }));
    if (img.data.length > LIMITS.manualImportEntryMaxMb * 1024 * 1024) return problems.push(problem(at, 'IMAGE_TOO_LARGE', { name: img.name, max: LIMITS.manualImportEntryMaxMb }));
    let data = img.data;
    if (type.ext === 'svg') {
      const clean = sanitizeSvg(img.data.toString('utf8'));
      if (!clean) return problems.push(problem(at, 'SVG_UNUSABLE', { name: img.name }));
      data = Buffer.from(clean);
    }
    const hash = crypto.createHash('sha256').update(data).digest('hex');
    images.set(img.name, { id: crypto.randomUUID(), name: img.name, fileKey: `manuals/${hash.slice(0, 2)}/${hash}.${type.ext}`, mime: type.mime, data });
  });

  const nodes: PreparedNode[] = [];
  const codes = new Set<string>();
  const languages = new Set<Language>();
  let seq = 0;
  const walk = (list: ManualNodeInput[], parentId: string | null, depth: number, at: string) => {
    list.forEach((n, i) => {
      const here = `${at}[${i}]`;
      if (!CODE.test(n.code ?? '')) problems.push(problem(`${here}.code`, 'CODE_FORMAT'));
      else if (codes.has(n.code)) problems.push(problem(`${here}.code`, 'NODE_CODE_TWICE', { code: n.code }));
      codes.add(n.code);
      if (!MANUAL_NODE_KINDS.includes(n.kind)) problems.push(problem(`${here}.kind`, 'VALUE_UNKNOWN', { values: MANUAL_NODE_KINDS.join(', ') }));
      checkTitles(n.title, `${here}.title`, problems);
      const node: PreparedNode = {
        id: crypto.randomUUID(), parentId, code: n.code, kind: n.kind, titles: n.title ?? {}, seq: seq++, depth,
        svg: null, bodies: {}, labels: [], parts: [...new Set((n.parts ?? []).map((p) => p.trim()).filter(Boolean))],
      };
      nodes.push(node);
      if (n.kind !== 'CHAPTER' && n.children?.length) problems.push(problem(`${here}.children`, 'ONLY_CHAPTERS_HAVE_CHILDREN'));
      if (n.kind !== 'TOPIC' && n.html && Object.keys(n.html).length) problems.push(problem(`${here}.html`, 'ONLY_TOPICS_HAVE_HTML'));
      if (n.kind !== 'DIAGRAM' && n.svg) problems.push(problem(`${here}.svg`, 'ONLY_DIAGRAMS_HAVE_SVG'));
      if (n.kind === 'TOPIC') {
        const entries = Object.entries(n.html ?? {}) as [Language, string][];
        if (!entries.length) problems.push(problem(`${here}.html`, 'TOPIC_NEEDS_BODY'));
        for (const [lang, html] of entries) {
          if (!(LANGUAGES as readonly string[]).includes(lang)) {
            problems.push(problem(`${here}.html.${lang}`, 'LANGUAGE_UNKNOWN'));
            continue;
          }
          if (Buffer.byteLength(html) > LIMITS.topicHtmlMaxKb * 1024) {
            problems.push(problem(`${here}.html.${lang}`, 'HTML_TOO_LARGE', { max: LIMITS.topicHtmlMaxKb }));
            continue;
          }
          const base = n.htmlBase?.[lang] ?? '';
          const resolve = (src: string) => {
            const hit = images.get(src) ?? images.get(resolveImagePath(base, src));
            // A URL (javascript:, http:, a data: document …) is not a reference into the manual: the sanitizer drops it.
            if (!hit && (!src || /^[a-z][\w+.-]*:/i.test(src) || src.startsWith('//'))) return null;
            if (!hit && opts.missingImages === 'drop') return null;
            if (!hit) {
              problems.push(problem(`${here}.html.${lang}`, 'IMAGE_MISSING', { name: src }));
              return null;
            }
            return manualImagePath(hit.id);
          };
          node.bodies[lang] = sanitizeTopicHtml(html, resolve);
          languages.add(lang);
        }
      }
      if (n.kind === 'DIAGRAM') {
        const clean = n.svg ? sanitizeSvg(n.svg) : '';
        if (!clean) problems.push(problem(`${here}.svg`, 'DIAGRAM_NEEDS_SVG'));
        node.svg = clean || null;
        node.labels = n.labels ?? (clean ? diagramLabels(clean) : []);
        for (const l of node.labels) if (!LABEL_KIND_SET.has(l.kind)) problems.push(problem(`${here}.labels`, 'VALUE_UNKNOWN', { values: DIAGRAM_LABEL_KINDS.join(', ') }));
      }
      if (n.kind === 'CHAPTER' && n.children?.length) walk(n.children, node.id, depth + 1, `${here}.children`);
    });
  };
  if (!input.nodes?.length) problems.push(problem('nodes', 'NODES_REQUIRED'));
  else walk(input.nodes, null, 0, 'nodes');
  if (problems.length) throw new ManualInputError(problems);
  return { nodes, images: [...images.values()], languages: LANGUAGES.filter((l) => languages.has(l)) };
}

// ---------------------------------------------------------------- writing

/** Inserts rows in chunks, keeping each statement well under PostgreSQL's parameter limit. */
async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const titleIn = (titles: PartialLocalizedText, lang: Language) => titles[lang]?.trim() || titles['en-US'] || '';

/**
 * Writes one manual: its root (with the IMPORTED review event), images (bytes to `files`,
 * content-addressed, so a rolled-back import leaves at most unreferenced files), the tree, the
 * sanitized bodies with their search fields for every language that has a title or a body, part
 * links and diagram labels. Runs in a transaction (a savepoint when `db` is one already).
 * An EFFECTIVE manual retires the previous effective version of its code.
 *
 * Throws ManualInputError (nothing written) when the input is not acceptable.
 *
 * ```ts
 * await writeManual(db, {
 *   code: 'SM-EM-S1', type: 'SERVICE', version: '2024.1', status: 'EFFECTIVE',
 *   name: { 'en-US': 'Swift S1 service manual', 'zh-CN': '迅捷 S1 维修手册' },
 *   code0: 'EM', code1: 'EM-S', code2: 'EM-S1',
 *   images: [{ name: 'figure:bleed', data: pngBytes }],
 *   nodes: [{ code: 'brakes', kind: 'CHAPTER', title: { 'en-US': 'Brakes', 'zh-CN': '制动' }, children: [
 *     { code: 'brake-bleed', kind: 'TOPIC', title: { 'en-US': 'Brake bleeding', 'zh-CN': '制动排气' },
 *       html: { 'en-US': '<p>…</p><img src="figure:bleed">', 'zh-CN': '<p>…</p>' }, parts: ['P-BRK-CAL'] },
 *   ] }],
 * }, { files: ctx.files });
 * ```
 */
export async function writeManual(db: Db | Tx, input: ManualInput, opts: WriteOptions = {}): Promise<WrittenManual> {
  const prepared = prepare(input, opts);
  if (prepared.images.length && !opts.files) throw new Error('writeManual: images need a file storage');
  for (const img of prepared.images) {
    if (!(await opts.files!.exists(img.fileKey))) await opts.files!.put(img.fileKey, img.data);
  }
  const now = opts.now ?? new Date();
  const status = input.status ?? 'PENDING';
  const topicCount = prepared.nodes.filter((n) => n.kind !== 'CHAPTER').length;

  const rootId = crypto.randomUUID();
  return db.transaction(async (tx) => {
    // Before the insert: the partial unique index allows one EFFECTIVE version per code.
    if (status === 'EFFECTIVE') await retireEffective(tx, input.code, rootId, input.importedBy ?? null, now);
    await tx.insert(manualRoots).values({
      id: rootId,
      code: input.code,
      type: input.type,
      names: input.name,
      code0: input.code0,
      code1: input.code1 ?? '',
      code2: input.code2 ?? '',
      version: input.version.trim(),
      status,
      languages: prepared.languages,
      topicCount,
      sort: input.sort ?? 0,
      importedBy: input.importedBy?.id ?? null,
      importedByName: input.importedBy?.name ?? null,
      createdAt: now,
      ...(status === 'PENDING' ? {} : { reviewedAt: now, reviewedByName: input.importedBy?.name ?? null, reviewedBy: input.importedBy?.id ?? null }),
    });
    await tx.insert(manualReviewEvents).values({
      rootId, action: 'IMPORTED', fromStatus: null, toStatus: status,
      operatorId: input.importedBy?.id ?? null, operatorName: input.importedBy?.name ?? '', createdAt: now,
    });

    await insertChunks(prepared.images, 500, (chunk) => tx.insert(manualImages).values(
      chunk.map((img) => ({ id: img.id, rootId, name: img.name, fileKey: img.fileKey, mime: img.mime, size: img.data.length })),
    ));

    await insertChunks(prepared.nodes, 500, (chunk) => tx.insert(manualNodes).values(chunk.map((n) => ({
      id: n.id, rootId, parentId: n.parentId, kind: n.kind, code: n.code, titles: n.titles, seq: n.seq, depth: n.depth, svg: n.svg,
    }))));

    // Language by language: one language's search rows then share pages (see manual_topic_search).
    const leaves = prepared.nodes.filter((n) => n.kind !== 'CHAPTER');
    const rows = LANGUAGES.flatMap((lang) => leaves.filter((n) => n.titles[lang]?.trim() || n.bodies[lang] !== undefined).map((n) => {
      const labelText = n.labels.map((l) => [l.text, l.color].filter(Boolean).join(' ')).join(' ');
      const title = titleIn(n.titles, lang);
      const body = n.bodies[lang];
      const plainText = body !== undefined ? htmlToText(body) : labelText;
      const titleTokens = searchTokens(title);
      const tokens = [...new Set([...titleTokens, ...searchTokens(plainText), ...(body !== undefined ? searchTokens(labelText) : [])])];
      return {
        content: { nodeId: n.id, lang, rootId, seq: n.seq, title, html: body ?? null, plainText },
        search: {
          nodeId: n.id, lang, rootId, seq: n.seq, titleSearch: tokensToTsvector(titleTokens), search: tokensToTsvector(tokens),
          typeOrder: MANUAL_TYPES.indexOf(input.type), rootSort: input.sort ?? 0, rootCode: input.code,
        },
      };
    }));
    await insertChunks(rows, 200, (chunk) => tx.insert(manualTopicContents).values(chunk.map((r) => r.content)));
    await insertChunks(rows, 500, (chunk) => tx.insert(manualTopicSearch).values(chunk.map((r) => r.search)));

    const parts = prepared.nodes.flatMap((n) => n.parts.map((partCode) => ({ nodeId: n.id, rootId, partCode })));
    await insertChunks(parts, 1000, (chunk) => tx.insert(manualTopicParts).values(chunk));

    const labels = prepared.nodes.flatMap((n) => n.labels.map((l, i) => ({
      nodeId: n.id, rootId, kind: l.kind, text: l.text.slice(0, 200), color: l.color ?? '', elementId: l.elementId ?? '', seq: i,
    })));
    await insertChunks(labels, 1000, (chunk) => tx.insert(manualDiagramLabels).values(chunk));

    return { rootId, nodeIds: new Map(prepared.nodes.map((n) => [n.code, n.id])), topicCount, imageCount: prepared.images.length };
  });
}

/**
 * One effective version per manual code: the previous effective version becomes INVALID, with a
 * SUPERSEDED event. Used by the writer and by the review transition.
 */
export async function retireEffective(tx: Db | Tx, code: string, keepId: string, by: { id: string; name: string } | null, now: Date) {
  const retired = await tx.update(manualRoots)
    .set({ status: 'INVALID', reviewedAt: now, reviewedBy: by?.id ?? null, reviewedByName: by?.name ?? null })
    .where(and(eq(manualRoots.code, code), eq(manualRoots.status, 'EFFECTIVE'), ne(manualRoots.id, keepId)))
    .returning({ id: manualRoots.id });
  if (retired.length) {
    await tx.insert(manualReviewEvents).values(retired.map((r) => ({
      rootId: r.id, action: 'SUPERSEDED', fromStatus: 'EFFECTIVE' as const, toStatus: 'INVALID' as const,
      operatorId: by?.id ?? null, operatorName: by?.name ?? '', createdAt: now,
    })));
  }
}


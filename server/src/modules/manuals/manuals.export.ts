import JSZip from 'jszip';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  LANGUAGES, type Language, type TManifestNode, type TManualExportRequest, type TManualManifest,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { assertMay } from '../catalogue/index.js';
import { getOpenableRoot, type NodeRow } from './manuals.access.js';
import { textIn } from './manuals.presenters.js';
import { htmlDocument, watermarkText } from './manuals.render.js';
import { escapeHtml } from './manuals.sanitize.js';
import { manualImages, manualNodes, manualTopicContents, manualTopicParts } from './manuals.tables.js';

/*
 * POST /rest/export/manual: a manual or a subtree, either as a zip in the import format (it can be
 * imported again, e.g. as a new version elsewhere) or as one printable HTML document.
 */

export interface ExportedFile {
  fileName: string;
  mime: string;
  data: Buffer;
}

const IMAGE_URL = /\/rest\/html\/image\/([0-9a-f-]{36})/g;
const EXT_OF_MIME: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg' };

/** The node and everything below it, in reading order (the whole manual without nodeId). */
function subtreeOf(nodes: NodeRow[], nodeId: string | undefined): NodeRow[] {
  if (!nodeId) return nodes;
  const keep = new Set([nodeId]);
  // Rows come in reading order, so a parent is always seen before its children.
  for (const n of nodes) if (n.parentId && keep.has(n.parentId)) keep.add(n.id);
  return nodes.filter((n) => keep.has(n.id));
}

export async function exportManual(ctx: AppContext, caller: AuthUser, req: TManualExportRequest, lang: Language): Promise<ExportedFile> {
  assertMay(caller, req.format === 'zip' ? 'PER_DATA_MANAGEMENT_VIEW' : 'PER_MANUAL_PRINT');
  const root = await getOpenableRoot(ctx, caller, req.rootId);
  const all = await ctx.db.select().from(manualNodes).where(eq(manualNodes.rootId, root.id)).orderBy(asc(manualNodes.seq));
  if (req.nodeId && !all.some((n) => n.id === req.nodeId)) throw new BizError('NO_NODE_SELECTED');
  const nodes = subtreeOf(all, req.nodeId);
  const ids = nodes.map((n) => n.id);
  const [contents, partRows, images] = await Promise.all([
    ctx.db.select({ nodeId: manualTopicContents.nodeId, lang: manualTopicContents.lang, html: manualTopicContents.html })
      .from(manualTopicContents).where(inArray(manualTopicContents.nodeId, ids)),
    ctx.db.select().from(manualTopicParts).where(inArray(manualTopicParts.nodeId, ids)).orderBy(asc(manualTopicParts.partCode)),
    ctx.db.select().from(manualImages).where(eq(manualImages.rootId, root.id)),
  ]);
  const bodies = new Map<string, Partial<Record<Language, string>>>();
  for (const c of contents) if (c.html !== null) (bodies.get(c.nodeId) ?? bodies.set(c.nodeId, {}).get(c.nodeId)!)[c.lang] = c.html;
  const imageById = new Map(images.map((i) => [i.id, i]));
  const baseName = `${root.code}-${root.version}${req.nodeId ? `-${nodes[0].code}` : ''}`.replace(/[^\w.-]/g, '_');

  if (req.format === 'html') {
    const docLang = req.lang ?? lang;
    const inline = new Map<string, string>();
    for (const id of new Set([...[...bodies.values()].flatMap((b) => Object.values(b)).join(' ').matchAll(IMAGE_URL)].map((m) => m[1]))) {
      const img = imageById.get(id);
      const data = img && (await ctx.files.get(img.fileKey));
      if (img && data) inline.set(id, `data:${img.mime};base64,${data.toString('base64')}`);
    }
    const topDepth = nodes[0]?.depth ?? 0;
    const parts = nodes.map((n) => {
      const level = Math.min(6, 2 + n.depth - topDepth);
      const heading = `<h${level} id="${escapeHtml(n.code)}">${escapeHtml(textIn(n.titles, docLang))}</h${level}>`;
      if (n.kind === 'CHAPTER') return heading;
      if (n.kind === 'DIAGRAM') return `<section class="node">${heading}<figure class="diagram">${n.svg ?? ''}</figure></section>`;
      const b = bodies.get(n.id) ?? {};
      const at = b[docLang] !== undefined ? docLang : b['en-US'] !== undefined ? 'en-US' : LANGUAGES.find((l) => b[l] !== undefined);
      const body = (at ? b[at]! : '').replace(IMAGE_URL, (whole, id: string) => inline.get(id) ?? whole);
      return `<section class="node">${heading}${body}</section>`;
    });
    const title = req.nodeId ? textIn(nodes[0].titles, docLang) : textIn(root.names, docLang);
    const html = htmlDocument({
      lang: docLang, title, body: parts.join('\n'), manualName: textIn(root.names, docLang), version: root.version,
      watermark: watermarkText(caller, ctx.now()),
    });
    return { fileName: `${baseName}.html`, mime: 'text/html; charset=utf-8', data: Buffer.from(html) };
  }

  // zip: the import format. Bodies go to topics/, diagrams to diagrams/, images to images/.
  const zip = new JSZip();
  const usedImages = new Set<string>();
  const children = new Map<string | null, NodeRow[]>();
  const top = nodes[0]?.parentId ?? null;
  for (const n of nodes) (children.get(n.parentId) ?? children.set(n.parentId, []).get(n.parentId)!).push(n);
  const toManifest = (n: NodeRow): TManifestNode => {
    const out: TManifestNode = { code: n.code, kind: n.kind, title: n.titles };
    const b = bodies.get(n.id);
    if (n.kind === 'TOPIC' && b) {
      out.html = {};
      for (const [l, html] of Object.entries(b) as [Language, string][]) {
        const file = `topics/${n.code}.${l}.html`;
        zip.file(file, html.replace(IMAGE_URL, (whole, id: string) => {
          const img = imageById.get(id);
          if (!img) return whole;
          usedImages.add(id);
          return `../images/${id}.${EXT_OF_MIME[img.mime] ?? 'bin'}`;
        }));
        out.html[l] = file;
      }
    }
    if (n.kind === 'DIAGRAM' && n.svg) {
      out.svg = `diagrams/${n.code}.svg`;
      zip.file(out.svg, n.svg);
    }
    const codes = partRows.filter((p) => p.nodeId === n.id).map((p) => p.partCode);
    if (codes.length) out.parts = codes;
    const kids = children.get(n.id);
    if (kids?.length) out.children = kids.map(toManifest);
    return out;
  };
  const manifest: TManualManifest = {
    format: 'portal-manual/1',
    manuals: [{
      code: root.code, type: root.type, version: root.version, name: root.names as TManualManifest['manuals'][number]['name'],
      code0: root.code0, ...(root.code1 ? { code1: root.code1 } : {}), ...(root.code2 ? { code2: root.code2 } : {}),
      nodes: (children.get(top) ?? []).map(toManifest),
    }],
  };
  for (const id of usedImages) {
    const img = imageById.get(id)!;
    const data = await ctx.files.get(img.fileKey);
    if (data) zip.file(`images/${id}.${EXT_OF_MIME[img.mime] ?? 'bin'}`, data);
  }
  zip.file('manifest.json', JSON.stringify(manifest, null, 2));
  const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  return { fileName: `${baseName}.zip`, mime: 'application/zip', data };
}

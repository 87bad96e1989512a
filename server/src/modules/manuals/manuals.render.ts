import { and, eq } from 'drizzle-orm';
import { pickLanguage, type Language } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError, notFound } from '../../platform/errors.js';
import { getOpenableNode, mayOpenRoot } from './manuals.access.js';
import { textIn } from './manuals.presenters.js';
import { escapeHtml, manualImagePattern } from './manuals.sanitize.js';
import { manualImages, manualRoots, manualTopicContents } from './manuals.tables.js';

/*
 * A topic as a whole HTML document, for an iframe or a download: the stored (sanitized) body,
 * a screen and a print stylesheet, and for print the reader's watermark (name, company, date, as
 * spec §2 draws over the app). Nothing in it runs: the route sends a Content-Security-Policy
 * without any script source.
 */

/** Strict: no script at all, images and styles only from us (and inline), not framable by others. */
export const TOPIC_CSP = "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
/** Images and diagrams served on their own. */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export const TOPIC_CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; padding: 16px 24px 32px; font: 14px/1.6 -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; color: #1f1f1f; background: #fff; }
.manual-head { color: #8c8c8c; font-size: 12px; margin-bottom: 4px; }
h1 { font-size: 22px; margin: 0 0 16px; line-height: 1.3; }
h2 { font-size: 18px; margin: 24px 0 8px; }
h3 { font-size: 16px; margin: 20px 0 8px; }
h4, h5, h6 { font-size: 14px; margin: 16px 0 6px; }
p { margin: 0 0 10px; }
ul, ol { margin: 0 0 12px; padding-left: 24px; }
li { margin: 2px 0; }
table { border-collapse: collapse; margin: 8px 0 16px; width: auto; max-width: 100%; }
th, td { border: 1px solid #d9d9d9; padding: 6px 10px; text-align: left; vertical-align: top; }
th { background: #fafafa; font-weight: 600; }
caption { caption-side: top; text-align: left; font-weight: 600; padding-bottom: 4px; }
figure { margin: 12px 0 16px; }
img, svg { max-width: 100%; height: auto; }
figcaption { color: #595959; font-size: 12px; margin-top: 4px; }
code, kbd, samp, pre { font-family: "SFMono-Regular", Consolas, "Liberation Mono", monospace; font-size: 13px; }
pre { background: #f5f5f5; padding: 10px 12px; border-radius: 4px; overflow-x: auto; }
blockquote { margin: 8px 0; padding: 4px 12px; border-left: 3px solid #d9d9d9; color: #595959; }
.notice { border-left: 4px solid #1677ff; background: #f0f5ff; padding: 8px 12px; margin: 12px 0; border-radius: 2px; }
.notice.warning, .notice.danger { border-color: #cf1322; background: #fff1f0; }
.notice.caution { border-color: #d48806; background: #fffbe6; }
.notice.note, .notice.tip { border-color: #389e0d; background: #f6ffed; }
.notice p:last-child { margin-bottom: 0; }
.part-code { font-family: "SFMono-Regular", Consolas, monospace; background: #f5f5f5; border: 1px solid #e8e8e8; border-radius: 3px; padding: 0 4px; white-space: nowrap; }
mark { background: #ffe58f; padding: 0 1px; }
.watermark { display: none; }
.print-footer { display: none; }
@page { size: A4; margin: 16mm 14mm 18mm; }
@media print {
  body { padding: 0; font-size: 11pt; color: #000; }
  h1 { font-size: 17pt; }
  a { color: inherit; text-decoration: none; }
  table, figure, pre, .notice { break-inside: avoid; page-break-inside: avoid; }
  h1, h2, h3, h4 { break-after: avoid; page-break-after: avoid; }
  th { background: #f0f0f0 !important; }
  .watermark { display: block; position: fixed; inset: 0; z-index: 9999; pointer-events: none;
    background-repeat: repeat; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .print-footer { display: block; position: fixed; bottom: 0; left: 0; right: 0; font-size: 8pt; color: #8c8c8c; border-top: 1px solid #d9d9d9; padding-top: 2px; }
}
`;

/** The reader's watermark as a tiled SVG (a CSS background, allowed by `img-src data:`). */
export function watermarkCss(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><text x="20" y="120" transform="rotate(-22 160 100)" font-family="sans-serif" font-size="14" fill="rgba(0,0,0,0.10)">${escapeHtml(text)}</text></svg>`;
  return `.watermark { background-image: url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}"); }`;
}

/** Who and when, for the watermark (spec §2: user name, company, current date). */
export const watermarkText = (caller: AuthUser, now: Date) =>
  [caller.name || caller.username, caller.company, now.toISOString().slice(0, 10)].filter(Boolean).join('  ');

/**
 * Our image links carry a link ticket of their own when the document was opened by a link (an
 * iframe cannot send headers); `linkFor` turns an image path into that link.
 */
const OWN_IMAGE_SRC = new RegExp(`src="(${manualImagePattern('[0-9a-f-]{36}')})"`, 'g');
const withImageLinks = (html: string, linkFor: ((path: string) => string) | undefined) =>
  linkFor ? html.replace(OWN_IMAGE_SRC, (_, url: string) => `src="${linkFor(url)}"`) : html;

export interface DocumentParts {
  lang: Language;
  title: string;
  body: string;
  manualName: string;
  version: string;
  watermark: string;
}

/** The document around a body. */
export function htmlDocument(p: DocumentParts): string {
  return `<!DOCTYPE html>
<html lang="${p.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(p.title)}</title>
<style>${TOPIC_CSS}${watermarkCss(p.watermark)}</style></head>
<body><div class="watermark" aria-hidden="true"></div>
<div class="manual-head">${escapeHtml(p.manualName)} · ${escapeHtml(p.version)}</div>
<article class="topic"><h1>${escapeHtml(p.title)}</h1>
${p.body}
</article>
<div class="print-footer">${escapeHtml(p.manualName)} · ${escapeHtml(p.version)} · ${escapeHtml(p.watermark)}</div>
</body></html>`;
}

/**
 * GET /rest/html/{id}: the topic (or diagram) in the asked language, falling back to en-US, then
 * any language with a body. Chapters have no document (CONTENT_NOT_FOUND).
 */
export async function renderTopicDocument(ctx: AppContext, caller: AuthUser, id: string, lang: Language, linkFor?: (path: string) => string): Promise<string> {
  const { node, root } = await getOpenableNode(ctx, caller, id);
  if (node.kind === 'CHAPTER') throw new BizError('CONTENT_NOT_FOUND');
  const rows = await ctx.db.select({ lang: manualTopicContents.lang, title: manualTopicContents.title, html: manualTopicContents.html })
    .from(manualTopicContents).where(eq(manualTopicContents.nodeId, node.id));
  let body: string;
  let served: Language | null;
  if (node.kind === 'DIAGRAM') {
    served = pickLanguage(Object.fromEntries(rows.map((r) => [r.lang, r])), lang);
    body = `<figure class="diagram">${node.svg ?? ''}</figure>`;
  } else {
    served = pickLanguage(Object.fromEntries(rows.filter((r) => r.html !== null).map((r) => [r.lang, r])), lang);
    if (!served) throw new BizError('CONTENT_NOT_FOUND');
    body = withImageLinks(rows.find((r) => r.lang === served)!.html!, linkFor);
  }
  const docLang = served ?? lang;
  return htmlDocument({
    lang: docLang,
    title: textIn(node.titles, lang),
    body,
    manualName: textIn(root.names, lang),
    version: root.version,
    watermark: watermarkText(caller, ctx.now()),
  });
}

/** An image of a manual the caller may open. */
export async function getManualImage(ctx: AppContext, caller: AuthUser, id: string): Promise<{ data: Buffer; mime: string }> {
  const [row] = await ctx.db.select({ image: manualImages, root: { type: manualRoots.type, status: manualRoots.status } })
    .from(manualImages).innerJoin(manualRoots, eq(manualRoots.id, manualImages.rootId)).where(and(eq(manualImages.id, id)));
  if (!row || !(await mayOpenRoot(ctx, caller, row.root, row.image.rootId))) throw notFound();
  const data = await ctx.files.get(row.image.fileKey);
  if (!data) throw notFound();
  return { data, mime: row.image.mime };
}

/*
 * The print form of a topic. The server's topic document already carries a print stylesheet,
 * a watermark layer (`.watermark`, shown only in print) and a print footer; the preview frame
 * adds, from outside (the frame runs no script), a header naming the product, the topic's
 * chapters and who printed it when, and shows the watermark on screen too, with the minute of
 * printing, so the preview looks like the sheet that comes out.
 */

export interface PrintInfo {
  product: string;
  /** Chapter titles from the top down. */
  path: string[];
  /** "Printed by … on …", already translated. */
  printedLine: string;
  /** The watermark words: user name, company, time. */
  watermark: string;
}

const HEADER_ID = 'portal-print-header';
const STYLE_ID = 'portal-print-style';

/** The shell's watermark words (spec §2: user name, company, date), here with the minute of printing. */
export function watermarkText(user: { name: string; company?: string | null }, at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return [user.name, user.company, stamp].filter(Boolean).join('  ');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One watermark tile as an SVG data URL (the topic's CSP allows `img-src data:`); the text is escaped. */
export function watermarkTile(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="210"><text x="24" y="125" transform="rotate(-22 170 105)" font-family="sans-serif" font-size="14" fill="rgba(15,23,42,0.13)">${escapeXml(text)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The stylesheet the preview adds: the watermark on screen as in print, with this print's words. */
export function printPreviewCss(watermark: string): string {
  return `.watermark { display: block !important; position: fixed; inset: 0; z-index: 9999; pointer-events: none; background-repeat: repeat;
  background-image: url("${watermarkTile(watermark)}") !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
#${HEADER_ID} { font: 12px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "WenQuanYi Micro Hei", sans-serif; color: #475569;
  border-bottom: 2px solid #0d3b66; padding-bottom: 6px; margin-bottom: 14px; }
#${HEADER_ID} .pp-row { display: flex; justify-content: space-between; gap: 16px; }
#${HEADER_ID} .pp-product { font-weight: 700; color: #0d3b66; }
#${HEADER_ID} .pp-path { color: #64748b; }
@media print { #${HEADER_ID} { font-size: 8.5pt; } }`;
}

function element(doc: Document, tag: string, className: string, text: string): HTMLElement {
  const el = doc.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

/**
 * Adds (or replaces) the print header and the preview stylesheet in a topic document. Text goes in
 * as text nodes, never as markup.
 */
export function decoratePrintDocument(doc: Document, info: PrintInfo): void {
  const body = doc.body;
  if (!body) return;
  doc.getElementById(HEADER_ID)?.remove();
  doc.getElementById(STYLE_ID)?.remove();

  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = printPreviewCss(info.watermark);
  (doc.head ?? body).append(style);

  const header = doc.createElement('header');
  header.id = HEADER_ID;
  const row = element(doc, 'div', 'pp-row', '');
  row.append(element(doc, 'span', 'pp-product', info.product), element(doc, 'span', 'pp-printed', info.printedLine));
  header.append(row);
  if (info.path.length) header.append(element(doc, 'div', 'pp-path', info.path.join(' › ')));
  // after the watermark layer, before the manual's own head line
  const anchor = body.querySelector('.manual-head') ?? body.firstChild;
  body.insertBefore(header, anchor);
}

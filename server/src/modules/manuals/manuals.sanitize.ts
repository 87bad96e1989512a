import sanitizeHtml from 'sanitize-html';
import { manualsEndpoints, pathOf } from '@portal/contract';

/*
 * Topic HTML and diagram SVG are sanitized on the way in (import, seed, any writer call), so what
 * is stored is already safe; the HTML routes add a strict Content-Security-Policy on the way out
 * as a second wall. Allow-lists, never deny-lists: anything not named here is dropped.
 */

/** Where a topic's images live: our own image route. The writer rewrites image names to this. */
export const manualImagePath = (id: string) => pathOf(manualsEndpoints.image, { id });
/**
 * Our image links as stored in topic bodies (what manualImagePath makes), with `id` replaced by
 * `idPattern`: the route's path has no regular-expression characters but its `:id`.
 */
export const manualImagePattern = (idPattern: string) => manualsEndpoints.image.path.replace(':id', idPattern);
const OWN_IMAGE = new RegExp(`^${manualImagePattern('[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')}$`, 'i');
/** Raster images inline are harmless; SVG as a data URL is not allowed (it is a document). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const SAFE_LENGTH = /^-?\d+(\.\d+)?(px|em|rem|%|pt|cm|mm)?$/;
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\(\s*[\d.\s,%]+\))$/i;
const SAFE_BORDER = /^[\w\s#.,%()-]+$/;

/** Inline styles a manual needs for layout; values must match, so `expression()` and `url()` never pass. */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: [SAFE_COLOR],
  'background-color': [SAFE_COLOR],
  'text-align': [/^(left|right|center|justify)$/],
  'vertical-align': [/^(top|middle|bottom|baseline)$/],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
  width: [SAFE_LENGTH],
  height: [SAFE_LENGTH],
  'max-width': [SAFE_LENGTH],
  'padding': [/^(-?\d+(\.\d+)?(px|em|rem|%)?\s*){1,4}$/],
  'margin': [/^(-?\d+(\.\d+)?(px|em|rem|%)?\s*|auto\s*){1,4}$/],
  border: [SAFE_BORDER],
  'border-collapse': [/^(collapse|separate)$/],
};

/**
 * Maps an image reference in a body (a name in the import zip, a seed's figure key) to our own
 * image URL; null when there is no such image (the image is then dropped).
 */
export type ImageResolver = (src: string) => string | null;

const htmlOptions = (resolveImage?: ImageResolver): sanitizeHtml.IOptions => ({
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article', 'header', 'footer', 'aside',
    'blockquote', 'pre', 'code', 'kbd', 'samp', 'var', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
    'abbr', 'cite', 'q', 'dfn', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'caption', 'colgroup', 'col', 'figure', 'figcaption', 'img', 'a', 'details', 'summary',
  ],
  // Dropped with everything inside: active content, and markup whose text would be garbage.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed', 'title', 'head'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'style', 'data-part', 'data-kind'],
    a: ['href', 'name', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start', 'type', 'reversed'],
    li: ['value'],
    td: ['colspan', 'rowspan', 'headers', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'align', 'valign'],
    col: ['span', 'width'],
    colgroup: ['span'],
    table: ['border', 'cellpadding', 'cellspacing', 'summary'],
    details: ['open'],
  },
  allowedStyles: { '*': ALLOWED_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: {
    // Links open outside the topic frame and never hand it a window reference.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
    img: (tagName, attribs) => {
      const given = (attribs.src ?? '').trim();
      const src = OWN_IMAGE.test(given) || DATA_IMAGE.test(given) ? given : (resolveImage?.(given) ?? '');
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: OWN_IMAGE.test(src) || DATA_IMAGE.test(src) ? { src, ...rest } : rest };
    },
  },
  // An image whose source was not ours is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
});
const HTML_OPTIONS = htmlOptions();

/**
 * Sanitizes a topic body: the HTML a service manual needs, nothing that runs or loads from
 * elsewhere. Images must be ours (or inline raster data); `resolveImage` maps other references.
 */
export function sanitizeTopicHtml(html: string, resolveImage?: ImageResolver): string {
  return sanitizeHtml(html, resolveImage ? htmlOptions(resolveImage) : HTML_OPTIONS).trim();
}

const SVG_TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan',
  'title', 'desc', 'marker', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern',
];
const SVG_PRESENTATION = [
  'id', 'class', 'transform', 'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray',
  'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'opacity', 'font-family', 'font-size', 'font-weight', 'font-style',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'letter-spacing', 'visibility', 'display', 'clip-path', 'clip-rule',
  'mask', 'marker-start', 'marker-mid', 'marker-end', 'vector-effect', 'style', 'data-*',
];
const SVG_GEOMETRY = [
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'width', 'height', 'd', 'points', 'dx', 'dy', 'rotate',
  'viewBox', 'preserveAspectRatio', 'xmlns', 'xmlns:xlink', 'version', 'offset', 'stop-color', 'stop-opacity',
  'gradientUnits', 'gradientTransform', 'patternUnits', 'patternTransform', 'markerWidth', 'markerHeight', 'refX', 'refY',
  'orient', 'markerUnits', 'clipPathUnits', 'maskUnits', 'textLength', 'lengthAdjust', 'fx', 'fy', 'spreadMethod',
];
/** Presentation attributes and `style` may name only local references (`url(#id)`), never a remote one. */
const LOCAL_URL_ONLY = /url\(\s*(?!['"]?#)/i;

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  // foreignObject smuggles HTML into SVG; script, style, animations and links run or load things.
  nonTextTags: ['script', 'style', 'foreignObject', 'foreignobject', 'iframe', 'animate', 'set', 'animateMotion', 'animateTransform', 'handler', 'listener'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': [...SVG_PRESENTATION, ...SVG_GEOMETRY],
    use: ['href', 'xlink:href', ...SVG_PRESENTATION, ...SVG_GEOMETRY],
  },
  allowedStyles: {
    '*': {
      ...ALLOWED_STYLES,
      fill: [SAFE_COLOR, /^none$/], stroke: [SAFE_COLOR, /^none$/], 'stroke-width': [SAFE_LENGTH],
      'font-size': [SAFE_LENGTH], 'font-family': [/^[\w\s,'"-]+$/], opacity: [/^[\d.]+$/],
    },
  },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  // XML has no boolean attributes: an empty one would be written bare and break the drawing.
  nonBooleanAttributes: ['*'],
  parser: { xmlMode: true },
  transformTags: {
    // <use> may only point inside the drawing.
    use: (tagName, attribs) => {
      const out = { ...attribs };
      for (const name of ['href', 'xlink:href']) {
        if (out[name] !== undefined && !/^#[\w.-]+$/.test(out[name].trim())) delete out[name];
      }
      return { tagName, attribs: out };
    },
    '*': (tagName, attribs) => {
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (LOCAL_URL_ONLY.test(value) || /javascript:|data:/i.test(value)) continue;
        out[name] = value;
      }
      return { tagName, attribs: out };
    },
  },
};

/**
 * Sanitizes a wiring diagram or an SVG image: shapes, text and local references only. Event
 * handlers (`onload` …), scripts, `<foreignObject>`, animations and any link leaving the drawing
 * are dropped. Answers '' when no `<svg>` root survives.
 */
export function sanitizeSvg(svg: string): string {
  const body = svg.replace(/^\uFEFF/, '').replace(/<\?xml[^>]*\?>/i, '').replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, '').trim();
  const clean = sanitizeHtml(body, SVG_OPTIONS).trim();
  return /^<svg[\s>]/.test(clean) ? clean : '';
}

/** The text of sanitized HTML, for search and snippets: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(\/?(p|div|li|tr|td|th|h[1-6]|br|figcaption|dt|dd|pre|blockquote|section)\b)/gi, ' <$1'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math', 'title', 'head'],
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? whole;
    return NAMED_ENTITIES[lower] ?? whole;
  });
}
const safeCodePoint = (n: number) => (Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : undefined);

/** HTML-escapes text for element content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

import { describe, expect, it } from 'vitest';
import { Parser } from 'htmlparser2';
import { htmlToText, sanitizeSvg, sanitizeTopicHtml } from './manuals.sanitize.js';
import { OWASP_PAYLOADS, SVG_PAYLOADS } from './manuals.xss-payloads.js';
import { manualsEndpoints, pathOf } from '@portal/contract';

/** Every element and attribute of a document, as the browser's HTML parser would see them. */
function elementsOf(html: string, xmlMode = false) {
  const out: { name: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attribs) => out.push({ name: name.toLowerCase(), attribs }) }, { xmlMode, decodeEntities: true });
  parser.write(html);
  parser.end();
  return out;
}

const SAFE_TAGS = new Set([
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article', 'header', 'footer', 'aside', 'blockquote', 'pre',
  'code', 'kbd', 'samp', 'var', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'dfn', 'ul', 'ol',
  'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'figure', 'figcaption', 'img',
  'a', 'details', 'summary',
]);

/** The property every sanitized body must have, checked structurally rather than by string search. */
function expectInert(html: string) {
  for (const el of elementsOf(html)) {
    expect(SAFE_TAGS.has(el.name), `element <${el.name}> in ${html}`).toBe(true);
    for (const [name, value] of Object.entries(el.attribs)) {
      expect(name.startsWith('on'), `handler ${name} in ${html}`).toBe(false);
      const v = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name === 'href') expect(/^(https?:|mailto:|#|\/(?!\/))/.test(v) || !/^[a-z][\w+.-]*:/.test(v), `href ${value}`).toBe(true);
      if (name === 'src') expect(/^\/rest\/html\/image\/[0-9a-f-]{36}$|^data:image\/(png|jpeg|gif|webp);base64,/.test(v), `src ${value}`).toBe(true);
      if (name === 'style') expect(v).not.toMatch(/url\(|expression|javascript|behavior|binding|@import/);
    }
  }
  // Sanitizing is stable: the output read again gives the same output (no mutation XSS).
  expect(sanitizeTopicHtml(html)).toBe(html);
}

describe('topic HTML sanitizer', () => {
  it.each(OWASP_PAYLOADS.map((p, i) => [i, p]))('neutralizes OWASP payload %i', (_, payload) => {
    const clean = sanitizeTopicHtml(payload as string);
    expectInert(clean);
    // Text such as "javascript:" may stay as text; no tag of these kinds may.
    expect(clean.toLowerCase()).not.toMatch(/<(script|iframe|object|embed|svg|style|link|meta|base|form|input|button|frame|body|math|template)\b/);
  });

  it('keeps what a service manual needs', () => {
    const html = [
      '<h2 id="removal">Removal</h2>',
      '<p>Torque to <strong>45 N·m</strong>, see <a href="https://example.com/spec" title="spec">the spec</a> and <a href="#removal">above</a>.</p>',
      '<ol start="3"><li>Lift</li><li value="5">Turn</li></ol>',
      '<table><caption>Values</caption><thead><tr><th scope="col">Bolt</th></tr></thead><tbody><tr><td colspan="2" style="text-align:center">M6</td></tr></tbody></table>',
      '<figure><img src="/rest/html/image/123e4567-e89b-12d3-a456-426614174000" alt="Battery" width="300" /><figcaption>Battery</figcaption></figure>',
      '<pre><code class="language-text">E01</code></pre>',
      '<div class="notice warning"><p>High voltage</p></div>',
    ].join('');
    const clean = sanitizeTopicHtml(html);
    expect(clean).toContain('<h2 id="removal">Removal</h2>');
    expect(clean).toContain('<a href="https://example.com/spec" title="spec" rel="noopener noreferrer nofollow">the spec</a>');
    expect(clean).toContain('<a href="#removal" rel="noopener noreferrer nofollow">above</a>');
    expect(clean).toContain('<ol start="3"><li>Lift</li><li value="5">Turn</li></ol>');
    expect(clean).toContain('<td colspan="2" style="text-align:center">M6</td>');
    expect(clean).toContain('<img src="/rest/html/image/123e4567-e89b-12d3-a456-426614174000" alt="Battery" width="300" />');
    expect(clean).toContain('<pre><code class="language-text">E01</code></pre>');
    expect(clean).toContain('<div class="notice warning"><p>High voltage</p></div>');
    expectInert(clean);
  });

  it('drops images that are not ours and keeps inline raster images', () => {
    expect(sanitizeTopicHtml('<p><img src="https://evil.example/x.png">a</p>')).toBe('<p>a</p>');
    expect(sanitizeTopicHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(sanitizeTopicHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    // A resolver maps the bodies' own references to our image links.
    const resolved = sanitizeTopicHtml('<img src="figs/a.png" alt="A">', (src) => (src === 'figs/a.png' ? pathOf(manualsEndpoints.image, { id: '123e4567-e89b-12d3-a456-426614174000' }) : null));
    expect(resolved).toBe('<img src="/rest/html/image/123e4567-e89b-12d3-a456-426614174000" alt="A" />');
  });

  it('turns a body into searchable text', () => {
    expect(htmlToText('<h1>Title</h1><p>Brake&nbsp;fluid &amp; pads</p><ul><li>a</li><li>b</li></ul><script>x()</script>')).toBe('Title Brake fluid & pads a b');
    expect(htmlToText('<td>5&#x20AC;</td><td>&#8364;6</td>')).toBe('5€ €6');
  });
});

describe('SVG sanitizer', () => {
  const SVG_TAGS = new Set(['svg', 'g', 'defs', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'title', 'desc', 'marker', 'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern']);

  it.each(SVG_PAYLOADS.map((p, i) => [i, p]))('neutralizes SVG payload %i', (_, payload) => {
    const clean = sanitizeSvg(payload as string);
    for (const el of elementsOf(clean, true)) {
      expect(SVG_TAGS.has(el.name), `<${el.name}> in ${clean}`).toBe(true);
      for (const [name, value] of Object.entries(el.attribs)) {
        expect(name.toLowerCase().startsWith('on'), `${name} in ${clean}`).toBe(false);
        if (name === 'href' || name === 'xlink:href') expect(value).toMatch(/^#[\w.-]+$/);
        expect(value.toLowerCase()).not.toMatch(/javascript:|data:|url\((?!#)/);
      }
    }
    expect(clean).not.toMatch(/<script|foreignObject|<style|<animate|<set|<image|<iframe|passwd/i);
  });

  it('keeps a wiring diagram: shapes, text, ids, classes, data attributes, local references; drops empty attributes', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><defs><marker id="arrow" markerWidth="4" markerHeight="4"><path d="M0,0 L4,2 L0,4"/></marker></defs>'
      + '<g id="X1" class="connector" data-kind="connector" data-color=""><rect x="1" y="2" width="10" height="5" fill="#eee" stroke="url(#grad)"/><text x="2" y="6" font-size="4">X1</text></g>'
      + '<line x1="0" y1="0" x2="10" y2="10" marker-end="url(#arrow)"/><use href="#X1" x="20"/></svg>';
    expect(sanitizeSvg(svg)).toBe(svg.replace(' data-color=""', '').replace('<path d="M0,0 L4,2 L0,4"/>', '<path d="M0,0 L4,2 L0,4"></path>')
      .replace(/<rect ([^>]*)\/>/, '<rect $1></rect>').replace(/<line ([^>]*)\/>/, '<line $1></line>').replace(/<use ([^>]*)\/>/, '<use $1></use>'));
  });

  it('answers empty for what is not an SVG', () => {
    expect(sanitizeSvg('<html><body>x</body></html>')).toBe('');
    expect(sanitizeSvg('just text')).toBe('');
    expect(sanitizeSvg('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });
});

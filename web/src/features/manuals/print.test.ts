import { describe, expect, it } from 'vitest';
import { printPreviewCss, watermarkText, watermarkTile } from './print';

describe('print watermark', () => {
  it('names the user, the company and the minute of printing', () => {
    expect(watermarkText({ name: 'Demo Dealer', company: 'Riverside Motors' }, new Date(2026, 2, 7, 9, 5))).toBe('Demo Dealer  Riverside Motors  2026-03-07 09:05');
    expect(watermarkText({ name: 'Visitor', company: null }, new Date(2026, 10, 22, 17, 45))).toBe('Visitor  2026-11-22 17:45');
  });

  it('draws the words as an SVG tile, escaped so a name cannot break out of the text', () => {
    const url = watermarkTile('A <b>"&\' name');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toContain('A &#60;b&#62;&#34;&#38;&#39; name');
    expect(svg).not.toContain('<b>');
  });

  it('shows the watermark on screen as in print, with a data URL no quote can end early', () => {
    const css = printPreviewCss('Dealer "x"');
    expect(css).toContain('.watermark { display: block !important;');
    const url = /url\("([^"]*)"\)/.exec(css)?.[1] ?? '';
    expect(url).toBe(watermarkTile('Dealer "x"'));
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageAddress } from './page-address';

describe('a feedback\'s page in its detail', () => {
  it('is a link to the portal\'s own page, and plain text for anything else', () => {
    expect(renderToStaticMarkup(<PageAddress url="/#/struct?vin=LUMS2PHD3PH000001" />)).toBe('<a href="#/struct?vin=LUMS2PHD3PH000001" data-testid="feedback-page-link">/#/struct?vin=LUMS2PHD3PH000001</a>');
    for (const url of ['javascript:alert(document.cookie)', 'https://evil.example/#/home', '#/nowhere']) {
      const html = renderToStaticMarkup(<PageAddress url={url} />);
      expect(html, url).not.toContain('<a');
      expect(html).toContain('feedback-page-text');
    }
    expect(renderToStaticMarkup(<PageAddress url="" />)).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { isOutdatedBrowser, parseUserAgent } from './browser-check';

const UA = {
  chrome120: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chrome75: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/75.0.3770.100 Safari/537.36',
  chrome76: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/76.0.3809.87 Safari/537.36',
  firefox58: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:58.0) Gecko/20100101 Firefox/58.0',
  firefox59: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:59.0) Gecko/20100101 Firefox/59.0',
  edge89: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.90 Safari/537.36 Edg/89.0.774.57',
  edge120: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  legacyEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  headlessChromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
};

describe('parseUserAgent', () => {
  it('tells Edge from the Chrome it is built on', () => {
    expect(parseUserAgent(UA.edge89)).toEqual({ name: 'edge', major: 89 });
    expect(parseUserAgent(UA.legacyEdge)).toEqual({ name: 'edge', major: 18 });
  });

  it('reads Chrome and Firefox versions', () => {
    expect(parseUserAgent(UA.chrome120)).toEqual({ name: 'chrome', major: 120 });
    expect(parseUserAgent(UA.firefox58)).toEqual({ name: 'firefox', major: 58 });
  });

  it('treats other browsers as unknown', () => {
    expect(parseUserAgent(UA.safari).name).toBe('other');
  });
});

describe('isOutdatedBrowser', () => {
  it('flags browsers under the minimums: Chrome 76, Firefox 59, Edge 90', () => {
    expect(isOutdatedBrowser(UA.chrome75)).toBe(true);
    expect(isOutdatedBrowser(UA.firefox58)).toBe(true);
    expect(isOutdatedBrowser(UA.edge89)).toBe(true);
    expect(isOutdatedBrowser(UA.legacyEdge)).toBe(true);
  });

  it('accepts the minimum versions and newer', () => {
    expect(isOutdatedBrowser(UA.chrome76)).toBe(false);
    expect(isOutdatedBrowser(UA.firefox59)).toBe(false);
    expect(isOutdatedBrowser(UA.edge120)).toBe(false);
    expect(isOutdatedBrowser(UA.headlessChromium)).toBe(false);
  });

  it('does not nag browsers it does not know', () => {
    expect(isOutdatedBrowser(UA.safari)).toBe(false);
    expect(isOutdatedBrowser('')).toBe(false);
  });
});

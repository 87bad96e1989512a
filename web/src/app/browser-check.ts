import { BROWSER_MINIMUMS } from '@portal/contract';

export type BrowserName = keyof typeof BROWSER_MINIMUMS | 'other';

export interface BrowserInfo {
  name: BrowserName;
  major: number;
}

/** Reads the browser family and major version from a user-agent string. */
export function parseUserAgent(ua: string): BrowserInfo {
  const version = (pattern: RegExp) => Number(pattern.exec(ua)?.[1] ?? 0);
  if (/Edg(e|A|iOS)?\//.test(ua)) return { name: 'edge', major: version(/Edg(?:e|A|iOS)?\/(\d+)/) };
  if (/Firefox\//.test(ua) && !/Seamonkey\//i.test(ua)) return { name: 'firefox', major: version(/Firefox\/(\d+)/) };
  if (/(Chrome|Chromium|CriOS)\//.test(ua) && !/OPR\//.test(ua)) return { name: 'chrome', major: version(/(?:Chrome|Chromium|CriOS)\/(\d+)/) };
  return { name: 'other', major: 0 };
}

/** True for Chrome, Firefox or Edge older than spec §1's minimums. */
export function isOutdatedBrowser(ua: string): boolean {
  const { name, major } = parseUserAgent(ua);
  if (name === 'other') return false;
  return major > 0 && major < BROWSER_MINIMUMS[name];
}

/**
 * Delivery of the web app (issue 20 §18): what the login page and the home page cost a browser.
 * Builds nothing: each given dist is served by the real server (a child process, as the journeys
 * start it) and opened in Debian's Chromium through playwright-core. Per dist it measures
 *
 *   - files and compressed JavaScript bytes of a cold login page and a cold home page (a fresh
 *     browser context, so an empty cache), counted until the network is idle; what the login page
 *     prefetches at idle priority for after Log in (`<link rel=prefetch>`, not run) apart;
 *   - round trips of those loads and of a reload with the cache warm;
 *   - time to a usable login page (the form and its enabled submit button in the DOM, from the
 *     navigation's start) and to the home shell after pressing Log in (from the click);
 *   - the login page's time with a 4× slower CPU and DevTools' "Fast 3G" network.
 *
 *   npm run bench:web -- --dists=before=/tmp/old-dist,after=web/dist [--runs=5] [--throttled-runs=5] [--out=bench/results/web.md] [--data=/tmp/bench-web-data]
 *     [--json=/tmp/after.json] [--baseline=/tmp/before.json]
 *
 * Times are medians of `runs` (each run a new browser context); byte and file counts come from
 * the first run (they do not vary). kB is 1000 bytes, as in the budgets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { API_PREFIX } from '@portal/contract';
import { DEMO_PASSWORD, PortalServer, launchBrowser } from '../e2e/harness.js';
import { ROOT, arg, log } from './kit.js';

const runs = Number(arg('runs', 'BENCH_RUNS', '5'));
const throttledRuns = Number(arg('throttled-runs', 'BENCH_THROTTLED_RUNS', '5'));
const out = arg('out', 'BENCH_OUT', '');
/** `--json` keeps the raw results; `--baseline` puts such a file's results first (a "before" measured with an older server). */
const jsonOut = arg('json', 'BENCH_JSON', '');
const baseline = arg('baseline', 'BENCH_BASELINE', '');
const dists = arg('dists', 'BENCH_DISTS', 'current=web/dist').split(',').map((entry) => {
  const [label, dir] = entry.includes('=') ? [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)] : [path.basename(entry), entry];
  return { label, dir: path.resolve(ROOT, dir) };
});
for (const d of dists) if (!fs.existsSync(path.join(d.dir, 'index.html'))) throw new Error(`${d.dir}/index.html is missing: build the web app there first`);

/** Chrome DevTools' "Fast 3G" preset (front_end/core/sdk/NetworkManager.ts): 562.5 ms, 1.44 Mbit/s down, 675 kbit/s up. */
const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000) / 8 * 0.9, uploadThroughput: (750 * 1000) / 8 * 0.9 };
const CPU_SLOWDOWN = 4;
const USER = 'dealer';

/**
 * Runs in every document before the app: notes (Date.now) when the login form is usable and when
 * the home shell is up, and when the Log in button is clicked. A string: bench has no DOM types.
 */
const MARKS_SCRIPT = `(() => {
  const marks = (window.__benchMarks = {});
  const check = () => {
    if (!marks.login && document.querySelector('#login_username') && document.querySelector('form#login button[type="submit"]:not([disabled])')) marks.login = Date.now();
    if (!marks.home && document.querySelector('[data-testid="user-menu"]')) marks.home = Date.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('form#login button[type="submit"]')) marks.click = Date.now();
  }, true);
})();`;

/** The marks MARKS_SCRIPT keeps. Read by functions, not strings (the page's CSP forbids eval); serialised, so each casts inline. */
type Marks = { __benchMarks?: { login?: number; home?: number; click?: number } };

interface Req { url: string; type?: string; prefetch: boolean; fromCache: boolean; status?: number; encoding?: string; headerBytes: number; totalBytes: number }

/** Every request of a page, from the DevTools protocol (memory- and disk-cache hits included). */
class Recorder {
  reqs = new Map<string, Req>();
  constructor(readonly cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      // Chrome marks `<link rel=prefetch>` requests with this header (their type is just "Other")
      const purpose = Object.entries(e.request.headers).find(([k]) => /^(sec-)?purpose$/i.test(k))?.[1];
      this.reqs.set(e.requestId, { url: e.request.url, type: e.type, prefetch: /prefetch/i.test(String(purpose ?? '')), fromCache: false, headerBytes: 0, totalBytes: 0 });
    });
    cdp.on('Network.requestServedFromCache', (e) => { const r = this.reqs.get(e.requestId); if (r) r.fromCache = true; });
    cdp.on('Network.responseReceived', (e) => {
      const r = this.reqs.get(e.requestId);
      if (!r) return;
      r.status = e.response.status;
      r.type = e.type;
      r.fromCache ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache);
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      r.encoding = headers['content-encoding'];
      r.headerBytes = e.response.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => { const r = this.reqs.get(e.requestId); if (r) r.totalBytes = e.encodedDataLength; });
  }

  static async on(page: Page): Promise<Recorder> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    return new Recorder(cdp);
  }

  reset(): void {
    this.reqs.clear();
  }

  /** Static files (not the API), round trips and compressed JavaScript of what was recorded. */
  summary() {
    const all = [...this.reqs.values()].filter((r) => r.url.startsWith('http') && r.status !== undefined);
    // the app's own files; `<link rel=prefetch>` is fetched at idle priority for a later page and
    // not run (web/src/boot/load.ts): counted apart
    const prefetched = all.filter((r) => r.prefetch);
    // the API's calls: fetches, and the public config index.html preloads
    const isApi = (r: Req) => r.type === 'XHR' || r.type === 'Fetch' || new URL(r.url).pathname.startsWith(API_PREFIX);
    const statics = all.filter((r) => !isApi(r) && !r.prefetch);
    const scripts = statics.filter((r) => r.type === 'Script');
    const body = (r: Req) => (r.fromCache ? 0 : Math.max(0, r.totalBytes - r.headerBytes));
    return {
      files: statics.length,
      jsFiles: scripts.length,
      jsBytes: scripts.reduce((s, r) => s + body(r), 0),
      prefetchFiles: prefetched.length,
      prefetchBytes: prefetched.reduce((s, r) => s + body(r), 0),
      bytes: statics.reduce((s, r) => s + body(r), 0),
      roundTrips: statics.filter((r) => !r.fromCache).length,
      apiCalls: all.length - statics.length - prefetched.length,
      encodings: [...new Set(scripts.filter((r) => !r.fromCache).map((r) => r.encoding ?? 'identity'))].join('+') || '-',
    };
  }
}

type Summary = ReturnType<Recorder['summary']>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; rec: Recorder }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', baseURL });
  context.setDefaultTimeout(60_000);
  await context.addInitScript(MARKS_SCRIPT);
  const page = await context.newPage();
  return { context, page, rec: await Recorder.on(page) };
}

/** Waits for a mark of the current document; answers it less the navigation's start. */
async function markSinceStart(page: Page, mark: 'login' | 'home'): Promise<number> {
  await page.waitForFunction((m) => Boolean((globalThis as unknown as Marks).__benchMarks?.[m]), mark, { timeout: 60_000, polling: 50 });
  return page.evaluate((m) => (globalThis as unknown as Marks).__benchMarks![m]! - performance.timeOrigin, mark);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await sleep(300);
}

interface RunResult {
  loginMs: number; homeAfterLoginMs: number; homeColdMs: number;
  login: Summary; loginWarm: Summary; loginToHome: Summary; home: Summary; homeWarm: Summary;
}

async function oneRun(browser: Browser, server: PortalServer): Promise<RunResult> {
  const { context, page, rec } = await newPage(browser, server.url);
  try {
    await page.goto('/#/login');
    const loginMs = await markSinceStart(page, 'login');
    await settle(page);
    const login = rec.summary();

    rec.reset();
    await page.reload();
    await markSinceStart(page, 'login');
    await settle(page);
    const loginWarm = rec.summary();

    rec.reset();
    await page.locator('#login_username').fill(USER);
    await page.locator('#login_password').fill(DEMO_PASSWORD);
    await page.locator('form#login button[type="submit"]').click();
    await page.waitForFunction(() => { const m = (globalThis as unknown as Marks).__benchMarks; return Boolean(m?.home && m?.click); }, undefined, { timeout: 60_000, polling: 50 });
    const homeAfterLoginMs = await page.evaluate(() => { const m = (globalThis as unknown as Marks).__benchMarks!; return m.home! - m.click!; });
    await settle(page);
    const loginToHome = rec.summary();

    // the home page opened afresh by a signed-in user: a new context with the session's cookie
    const cookies = await context.cookies();
    const home = await newPage(browser, server.url);
    try {
      await home.context.addCookies(cookies);
      await home.page.goto('/#/home');
      const homeColdMs = await markSinceStart(home.page, 'home');
      await settle(home.page);
      const homeSummary = home.rec.summary();
      home.rec.reset();
      await home.page.reload();
      await markSinceStart(home.page, 'home');
      await settle(home.page);
      return { loginMs, homeAfterLoginMs, homeColdMs, login, loginWarm, loginToHome, home: homeSummary, homeWarm: home.rec.summary() };
    } finally {
      await home.context.close();
    }
  } finally {
    await context.close();
  }
}

async function throttledLogin(browser: Browser, server: PortalServer): Promise<number> {
  const { context, page, rec } = await newPage(browser, server.url);
  try {
    await rec.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await rec.cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await page.goto('/#/login', { timeout: 120_000 });
    return await markSinceStart(page, 'login');
  } finally {
    await context.close();
  }
}

interface DistResult { label: string; dir: string; runs: RunResult[]; throttled: number[] }

async function measure(dist: { label: string; dir: string }, template: string, browser: Browser): Promise<DistResult> {
  const server = await new PortalServer().start({ WEB_DIST: dist.dir, RATE_LIMIT: 'off', CAPTCHA_MODE: 'off', LOG_LEVEL: 'warn' }, { from: template });
  try {
    // one unrecorded load: the server's first answers (compiling, opening files) are not the page's cost
    await oneRun(browser, server);
    const results: RunResult[] = [];
    for (let i = 0; i < runs; i++) {
      results.push(await oneRun(browser, server));
      log(`${dist.label}: run ${i + 1}/${runs}: login ${results[i].loginMs.toFixed(0)} ms, home after Log in ${results[i].homeAfterLoginMs.toFixed(0)} ms`);
    }
    const throttled: number[] = [];
    for (let i = 0; i < throttledRuns; i++) {
      throttled.push(await throttledLogin(browser, server));
      log(`${dist.label}: throttled login ${i + 1}/${throttledRuns}: ${throttled[i].toFixed(0)} ms`);
    }
    return { label: dist.label, dir: dist.dir, runs: results, throttled };
  } finally {
    await server.stop();
  }
}

function report(results: DistResult[]): string {
  const kB = (b: number) => (b / 1000).toFixed(1);
  const ms = (x: number) => x.toFixed(0);
  const rows: [string, (r: DistResult) => number, (n: number) => string][] = [
    ['login page: static files (cold)', (r) => r.runs[0].login.files, String],
    ['login page: JS files', (r) => r.runs[0].login.jsFiles, String],
    ['login page: compressed JS, kB (budget ≤ 200)', (r) => r.runs[0].login.jsBytes, kB],
    ['login page: all static bytes, kB', (r) => r.runs[0].login.bytes, kB],
    ['login page: prefetched at idle for after Log in, kB (not run)', (r) => r.runs[0].login.prefetchBytes ?? 0, kB],
    ['login page: round trips, cold', (r) => r.runs[0].login.roundTrips, String],
    ['login page: round trips, warm reload', (r) => median(r.runs.map((x) => x.loginWarm.roundTrips)), String],
    ['home page: static files (cold)', (r) => r.runs[0].home.files, String],
    ['home page: compressed JS, kB (budget ≤ 350)', (r) => r.runs[0].home.jsBytes, kB],
    ['home page: round trips, cold', (r) => r.runs[0].home.roundTrips, String],
    ['home page: round trips, warm reload', (r) => median(r.runs.map((x) => x.homeWarm.roundTrips)), String],
    ['login → home: JS fetched after Log in, kB', (r) => r.runs[0].loginToHome.jsBytes, kB],
    ['login → home: static round trips after Log in', (r) => r.runs[0].loginToHome.roundTrips, String],
    ['usable login page, ms (median; budget ≤ 1000)', (r) => median(r.runs.map((x) => x.loginMs)), ms],
    ['home after pressing Log in, ms (median; budget ≤ 1000)', (r) => median(r.runs.map((x) => x.homeAfterLoginMs)), ms],
    ['home page opened cold, signed in, ms (median)', (r) => median(r.runs.map((x) => x.homeColdMs)), ms],
    [`usable login page, CPU ÷${CPU_SLOWDOWN} + Fast 3G, ms (median; budget ≤ 4000)`, (r) => median(r.throttled), ms],
  ];
  const first = results[0];
  const last = results[results.length - 1];
  const ratio = results.length > 1;
  const lines = [
    `| measure | ${results.map((r) => r.label).join(' | ')} |${ratio ? ` ${last.label} / ${first.label} |` : ''}`,
    `|---|${results.map(() => '---:').join('|')}|${ratio ? '---:|' : ''}`,
  ];
  for (const [name, value, fmt] of rows) {
    const a = value(first);
    const b = value(last);
    lines.push(`| ${name} | ${results.map((r) => fmt(value(r))).join(' | ')} |${ratio ? ` ${a ? (b / a).toFixed(2) : '-'} |` : ''}`);
  }
  lines.push('', `Script encodings seen (cold login): ${results.map((r) => `${r.label}: ${r.runs[0].login.encodings}`).join('; ')}.`);
  lines.push(`All runs, ms (login / home after Log in / throttled login): ${results.map((r) => `${r.label}: ${r.runs.map((x) => ms(x.loginMs)).join(', ')} / ${r.runs.map((x) => ms(x.homeAfterLoginMs)).join(', ')} / ${r.throttled.map(ms).join(', ')}`).join('; ')}.`);
  return lines.join('\n');
}

/** `--data=<dir>` keeps the seeded data directory for the next run (seeding takes minutes on a busy machine). */
const kept = arg('data', 'BENCH_DATA_DIR', '');
const holder = kept ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
const template = kept ? path.resolve(ROOT, kept) : path.join(holder, 'data');
let browser: Browser | undefined;
try {
  if (!fs.existsSync(template)) {
    log('seeding the demo data once (a server start on a fresh data dir)…');
    const seeder = await new PortalServer().start({ LOG_LEVEL: 'warn' }, { dataDir: template, timeoutMs: 300_000 });
    await seeder.stop({ keepData: true });
  }
  browser = await launchBrowser();
  const results: DistResult[] = baseline ? (JSON.parse(fs.readFileSync(path.resolve(ROOT, baseline), 'utf8')) as DistResult[]) : [];
  for (const d of dists) results.push(await measure(d, template, browser));
  if (jsonOut) fs.writeFileSync(path.resolve(ROOT, jsonOut), JSON.stringify(results.slice(results.length - dists.length)));
  const table = report(results);
  const header = `Web delivery, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Chromium ${browser.version()}, ${runs} runs (+1 unrecorded), ${throttledRuns} throttled runs.\nDists: ${results.map((r) => `${r.label} = ${r.dir}`).join('; ')}.\n`;
  console.log(`\n${header}\n${table}`);
  if (out) {
    fs.mkdirSync(path.dirname(path.resolve(ROOT, out)), { recursive: true });
    fs.writeFileSync(path.resolve(ROOT, out), `${header}\n${table}\n`);
    log(`wrote ${out}`);
  }
} finally {
  await browser?.close();
  if (holder) fs.rmSync(holder, { recursive: true, force: true });
}
process.exit(0);

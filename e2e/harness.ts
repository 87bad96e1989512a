/**
 * Browser-journey harness: starts the real server (embedded PGlite, fresh data dir, free port) as
 * a child process, reads mails from its log, and drives Debian's Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { authEndpoints, BREAKPOINTS, pathOf } from '@portal/contract';
import { afterAll, beforeAll, inject } from 'vitest';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
/** The screenshots the docs show, kept by the journeys. */
export const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots');
/**
 * `E2E_SCREENSHOTS=failures` (CI, where nobody looks at them) takes only the screenshots of failing
 * journeys: the 250 or so step and docs screenshots cost the browser processor time (decision 046).
 */
const STEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'failures';
export const DEMO_PASSWORD = 'Demo@2026';
export const CAPTCHA_ANSWER = 'AB12';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';


export interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  mailTo?: string;
  subject?: string;
  [key: string]: unknown;
}

/** Where the built web app is; `E2E_WEB_DIST` lets parallel builds of one checkout each test their own. */
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(REPO_ROOT, 'web/dist');

/** The journeys need the built web app, which the server serves at `/`. */
export function assertWebBuilt(): void {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('web/dist/index.html is missing: run `npm run build -w web` (or `npm run test:e2e`) first');
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Environment variables server/src/config.ts reads. */
const SERVER_SETTINGS = [
  'DATABASE_URL', 'SEED_DEMO', 'ADMIN_PASSWORD', 'SMTP_URL', 'MAIL_FROM', 'CAPTCHA_MODE', 'LICENSE_FILE', 'LICENSE_PUBLIC_KEY_FILE',
  'MULTI_LANGUAGE', 'DEFAULT_LANGUAGE', 'REGISTER_ENABLED', 'VISITOR_ENABLED', 'WEB_DIST',
  'SSO_ISSUER_URL', 'SSO_CLIENT_ID', 'SSO_CLIENT_SECRET', 'SSO_REDIRECT_URL', 'SSO_SCOPES', 'SSO_CLAIM_USERNAME', 'SSO_CLAIM_NAME',
  'SSO_CLAIM_EMAIL', 'SSO_CLAIM_USER_TYPE', 'SSO_CLAIM_COMPANY', 'SSO_CLAIM_ROLES', 'SSO_DEFAULT_USER_TYPE', 'SSO_PROVISION', 'SSO_POST_LOGOUT_URL',
];

export class PortalServer {
  readonly lines: string[] = [];
  private child?: ChildProcess;
  private exited = false;
  port = 0;
  dataDir = '';

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Starts the server and waits for `/healthz` to answer 200. Its data directory is fresh: a copy of
   * `from` (the run's seeded template, see global-setup.ts) when given, else `dataDir` or a new one.
   * A `PORT` in `extraEnv` is the port (one chosen with freePort, when a setting must name it).
   */
  async start(extraEnv: Record<string, string> = {}, opts: { from?: string; dataDir?: string; timeoutMs?: number } = {}): Promise<this> {
    this.port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
    this.dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
    if (opts.from) cpSync(opts.from, this.dataDir, { recursive: true });
    const timeoutMs = opts.timeoutMs ?? 90_000;
    const env: NodeJS.ProcessEnv = { ...process.env };
    // the journeys expect the defaults: drop server settings the calling shell may carry
    for (const key of SERVER_SETTINGS) delete env[key];
    Object.assign(env, {
      WEB_DIST,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
      ...extraEnv,
    });
    delete env.VITEST; // the server is a plain process, not part of the test run
    delete env.VITEST_POOL_ID;
    delete env.VITEST_WORKER_ID;
    const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // its own process group: tsx runs the server in a grandchild, and stop() signals both
      detached: true,
    });
    this.child = child;
    const killOnExit = () => this.signal('SIGKILL');
    process.once('exit', killOnExit);
    child.on('exit', () => process.off('exit', killOnExit));
    const collect = (stream: NodeJS.ReadableStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        rest += chunk;
        const parts = rest.split('\n');
        rest = parts.pop() ?? '';
        this.lines.push(...parts);
      });
      stream.on('end', () => {
        if (rest) this.lines.push(rest);
      });
    };
    collect(child.stdout!);
    collect(child.stderr!);
    child.on('exit', () => {
      this.exited = true;
    });

    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`server exited during start:\n${this.tail()}`);
      try {
        const res = await fetch(`${this.url}/healthz`);
        if (res.status === 200) {
          if (process.env.E2E_VERBOSE) console.warn(`[e2e] server up at ${this.url} in ${Date.now() - (deadline - timeoutMs)} ms`);
          return this;
        }
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`server did not answer /healthz within ${timeoutMs / 1000} s:\n${this.tail()}`);
  }

  /** Talks to a server another process started (and stops): no log, no data directory of its own. */
  async attach(port: number): Promise<this> {
    this.port = port;
    return this;
  }

  /** Signals the server's process group (tsx and the node process it starts). */
  private signal(sig: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (!pid || this.exited) return;
    try {
      process.kill(-pid, sig);
    } catch {
      this.child?.kill(sig);
    }
  }

  tail(n = 40): string {
    return this.lines.slice(-n).join('\n');
  }

  /** The pino JSON lines of the log (the start banner and other text are skipped). */
  logLines(): LogLine[] {
    const out: LogLine[] = [];
    for (const line of this.lines) {
      if (!line.startsWith('{')) continue;
      try {
        out.push(JSON.parse(line) as LogLine);
      } catch {
        // a partial or non-JSON line
      }
    }
    return out;
  }

  /** Mails the server kept in its outbox for this address (logged because there is no SMTP_URL). */
  mails(mailTo: string): LogLine[] {
    return this.logLines().filter((l) => sameAddress(l.mailTo, mailTo) && /outbox/i.test(l.msg ?? ''));
  }

  /** How many logged mails went to this address so far (to wait for the next one). */
  mailCount(mailTo: string): number {
    return this.mails(mailTo).length;
  }

  /**
   * The 6-digit code of the newest verification mail to `mailTo`, waiting up to `timeoutMs` for
   * one newer than the `after`-th mail (see mailCount).
   */
  async verificationCode(mailTo: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.mails(mailTo);
      if (mails.length > after) {
        const msg = mails[mails.length - 1].msg ?? '';
        // the body is in the requester's language ("Your verification code is 123456", "… lautet 123456")
        const code = /(?<!\d)(\d{6})(?!\d)/.exec(msg)?.[1];
        if (!code) throw new Error(`no 6-digit code in the mail to ${mailTo}: ${msg}`);
        return code;
      }
      if (Date.now() > deadline) throw new Error(`no verification mail to ${mailTo} in the log:\n${this.tail(20)}`);
      await sleep(200);
    }
  }

  /**
   * Stops the server and removes its data directory. With `keepData` the shutdown is clean
   * (SIGTERM; SIGKILL after 10 s) so the next start finds the data whole; without it the data is
   * thrown away, and so is the time a clean shutdown takes.
   */
  async stop({ keepData = false } = {}): Promise<void> {
    const stopStart = Date.now();
    const child = this.child;
    if (child && !this.exited) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      this.signal(keepData ? 'SIGTERM' : 'SIGKILL');
      const timer = setTimeout(() => this.signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (this.dataDir && !keepData) rmSync(this.dataDir, { recursive: true, force: true });
    if (process.env.E2E_VERBOSE) console.warn(`[e2e] server stopped in ${Date.now() - stopStart} ms`);
  }
}

function sameAddress(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium fonts-wqy-microhei`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  /** Browser console errors and failed page scripts, for the report of a failing journey. */
  problems: string[];
}

/** The server each journey's browser context talks to (login() calls its API). */
const journeyBases = new WeakMap<BrowserContext, string>();

/** What a journey's browser is: a desktop (1440x900, mouse) unless it says otherwise. */
export interface JourneyDevice {
  viewport?: { width: number; height: number };
  /** A touch screen (phones, tablets): touch events and a coarse pointer. */
  hasTouch?: boolean;
}

/** A fresh context (1440x900, en-US, unless `device` says otherwise) and page per journey. */
export async function newJourney(browser: Browser, baseURL: string, device: JourneyDevice = {}): Promise<Journey> {
  // Reduced motion: the portal turns antd's animations off (as for users who ask for it), so a
  // click never lands on a popup still moving, and the software-rendered browser paints less.
  const context = await browser.newContext({
    viewport: device.viewport ?? { width: 1440, height: 900 }, hasTouch: device.hasTouch ?? false, locale: 'en-US', baseURL, reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  // Every frame reports what its Content-Security-Policy blocked; the journey fails on any.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  journeyBases.set(context, baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    const text = msg.text();
    if (/^CSP violation:|Refused to |Content Security Policy/.test(text)) problems.push(`csp: ${text}`);
    else if (msg.type() === 'error') problems.push(`console: ${text}`);
  });
  return { context, page, problems };
}

/** Saves a full-page screenshot under test-results/ (always; the name says which step). */
export async function snap(page: Page, name: string): Promise<string> {
  if (!STEP_SCREENSHOTS && !name.startsWith('FAILED-')) return '';
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => {});
  return file;
}

/**
 * Runs one journey in its own context; on failure it saves a screenshot and the page's console
 * errors to test-results/ and rethrows with where to find them.
 */
export async function journey(browser: Browser, server: PortalServer, name: string, body: (j: Journey) => Promise<void>, device?: JourneyDevice): Promise<void> {
  const j = await newJourney(browser, server.url, device);
  try {
    await body(j);
    // an uncaught exception in the page fails the journey even when every step passed
    const crashes = j.problems.filter((p) => p.startsWith('pageerror:'));
    if (crashes.length) throw new Error(`uncaught errors in the page:\n    ${crashes.join('\n    ')}`);
    // so does anything the Content-Security-Policy blocked (the policy must fit the app)
    const blocked = j.problems.filter((p) => p.startsWith('csp:'));
    if (blocked.length) throw new Error(`Content-Security-Policy violations:\n    ${blocked.join('\n    ')}`);
    if (process.env.E2E_VERBOSE && j.problems.length) console.warn(`[e2e] ${name}: browser console errors:\n  ${j.problems.join('\n  ')}`);
  } catch (err) {
    const shot = await snap(j.page, `FAILED-${name}`);
    const e = err as Error;
    e.message += `\n  url: ${j.page.url()}\n  screenshot: ${shot}` +
      (j.problems.length ? `\n  browser errors:\n    ${j.problems.slice(-10).join('\n    ')}` : '') +
      `\n  server log tail:\n${server.tail(15)}`;
    throw e;
  } finally {
    await j.context.close().catch(() => {});
  }
}

/** Opens a hash route (`/login`, `/home`, ...). */
export async function goto(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route.startsWith('/') ? route : `/${route}`}`);
}

/** Waits until the hash route is `route` (exact, ignoring a query string). */
export async function expectRoute(page: Page, route: string | RegExp, timeout = 15_000): Promise<void> {
  const re = typeof route === 'string' ? new RegExp(`#${escapeRe(route)}(\\?.*)?$`) : route;
  await page.waitForURL(re, { timeout });
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Fills the login form and submits it (does not wait for the outcome). */
export async function submitLogin(page: Page, username: string, password: string, captcha?: string): Promise<void> {
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  if (captcha !== undefined) await page.locator('#login_code').fill(captcha);
  await page.locator('form#login button[type="submit"]').click();
}

/**
 * Logs in through the API (what the login page does, without drawing it) and opens the home shell:
 * the journeys that are not about logging in start there. The login journey uses loginThroughPage.
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const baseURL = journeyBases.get(page.context());
  if (!baseURL) throw new Error('login: the page is not a journey\'s (newJourney)');
  const request = page.context().request;
  const key = (await (await request.get(`${baseURL}${pathOf(authEndpoints.publicKey)}`)).json()) as { data: { publicKey: string } };
  const encrypted = crypto.publicEncrypt({ key: key.data.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
  const res = (await (await request.post(`${baseURL}${pathOf(authEndpoints.login)}`, { data: { username, password: encrypted } })).json()) as { success: boolean; message?: string; data?: { token: string } };
  if (!res.success || !res.data) throw new Error(`login ${username}: ${res.message}`);
  // where the web keeps it on a desktop viewport (web/src/api/token.ts); phones keep it in sessionStorage
  const width = page.viewportSize()?.width ?? 1440;
  if (width <= BREAKPOINTS.mobileMax) {
    if (!page.url().startsWith(baseURL)) await goto(page, '/login');
    await page.evaluate((token) => sessionStorage.setItem('token', token), res.data.token);
  } else {
    await page.context().addCookies([{ name: 'token', value: encodeURIComponent(res.data.token), url: baseURL, sameSite: 'Lax' }]);
  }
  // the app starts afresh with the token, as after the login page's redirect
  const open = page.url().startsWith(baseURL);
  await goto(page, '/home');
  if (open) await page.reload();
  await expectRoute(page, '/home');
  await visible(page.getByTestId('user-menu'));
}

/** A session token for a demo account through the API alone, for a journey's setup calls as a second person. */
export async function apiToken(server: PortalServer, username: string, password = DEMO_PASSWORD): Promise<string> {
  const key = (await (await fetch(`${server.url}${pathOf(authEndpoints.publicKey)}`)).json()) as { data: { publicKey: string } };
  const encrypted = crypto.publicEncrypt({ key: key.data.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
  const res = (await (await fetch(`${server.url}${pathOf(authEndpoints.login)}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: encrypted }),
  })).json()) as { success: boolean; message?: string; data?: { token: string } };
  if (!res.success || !res.data) throw new Error(`login ${username}: ${res.message}`);
  return res.data.token;
}

/** Logs in through the login page and waits for the home shell. */
export async function loginThroughPage(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await goto(page, '/login');
  await visible(page.locator('#login_username'));
  await submitLogin(page, username, password);
  await expectRoute(page, '/home');
  await visible(page.getByTestId('user-menu'));
}

/** Logs out through the user menu and waits for the login page. */
export async function logout(page: Page): Promise<void> {
  // A menu still closing from an earlier step counts as visible but takes no clicks: let it finish,
  // and open the menu again if a click was swallowed anyway.
  for (let attempt = 1; ; attempt++) {
    await settled(page);
    if (!(await page.getByTestId('logout').isVisible())) await page.getByTestId('user-menu').click();
    await visible(page.getByTestId('logout'));
    // the menu opens with an animation: a click while it moves can miss (see settled)
    await settled(page);
    await page.getByTestId('logout').click();
    try {
      await expectRoute(page, '/login', attempt < 3 ? 5_000 : 15_000);
      break;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
  await visible(page.locator('#login_username'));
}

/** The session token the web keeps (a `token` cookie on desktop, sessionStorage on phones). */
export async function storedToken(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (cookie?.value) return decodeURIComponent(cookie.value);
  return page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
}

/** Calls the API the way the web does (token header), from the test process. */
export async function api<T = unknown>(server: PortalServer, pathname: string, token?: string | null, language = 'en-US'): Promise<{ status: number; body: { success: boolean; code?: number; message?: string; data?: T } }> {
  const res = await fetch(`${server.url}${pathname}`, { headers: { ...(token ? { token } : {}), 'Accept-Language': language } });
  return { status: res.status, body: (await res.json().catch(() => ({ success: false }))) as { success: boolean; data?: T } };
}

/** Picks an option of the antd Select (opens it, clicks the option by text) or the native select inside `container`. */
export async function pickOption(page: Page, container: Locator, optionText: string): Promise<void> {
  // the pages without a session have a native <select> under their own face (web/src/boot/language-picker.tsx)
  await visible(container);
  const native = container.locator('select');
  if (await native.count()) {
    await native.first().selectOption({ label: optionText });
    return;
  }
  await container.locator('.ant-select').first().click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: optionText });
  await visible(option);
  await settled(page);
  await option.first().click();
}

/**
 * Waits until no short, finite animation runs (antd's dropdown and modal open with one): a click
 * during the opening can miss, because the element is still moving or not yet taking pointer
 * events. Endless and long ones (the home swiper's dot counting down to the next slide) never settle.
 */
export async function settled(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => {
      const timing = a.effect?.getTiming();
      return a.playState !== 'running' || timing?.iterations === Infinity || Number(timing?.duration) > 2_000;
    }),
    undefined,
    { timeout },
  );
}

/**
 * Closes the modal or drawer `overlay` with Escape and waits until it is gone: while its closing
 * animation runs, its wrap still takes the clicks meant for the page beneath. Escape closes the
 * topmost popup first, and a tooltip of the button just clicked counts: so it presses again while
 * the overlay stays open.
 */
export async function escapeFrom(page: Page, overlay: Locator): Promise<void> {
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('Escape');
    if (await overlay.first().waitFor({ state: 'hidden', timeout: 5_000 }).then(() => true, () => false)) return;
  }
  await hidden(overlay);
}

/**
 * Keeps docs/screenshots/<prefix><name>.png of the viewport: scrolled to `at` when given, taken
 * once the page's animations have finished (or after 5 s).
 */
export function screenshotKeeper(prefix: string) {
  return async (page: Page, name: string, at?: Locator): Promise<void> => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    if (at) await at.first().scrollIntoViewIfNeeded();
    await settled(page).catch(() => undefined);
    if (!STEP_SCREENSHOTS) return;
    await page.screenshot({ path: path.join(SCREENSHOTS, `${prefix}${name}.png`) });
  };
}

/** A real RGB PNG of width × height whose pixel (x, y) is `rgb(x, y)`: pictures the journeys upload. */
export function png(width: number, height: number, rgb: (x: number, y: number) => [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(rgb(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** Writes bytes to a new file in the temporary directory; answers its path. */
export function tempFile(name: string, bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-file-')), name);
  writeFileSync(file, bytes);
  return file;
}

/** Waits until the (first) element is visible. */
export async function visible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until no matching element is visible. */
export async function hidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Polls `read` until it satisfies `ok` (or times out with the last value in the message). */
export async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (ok(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await sleep(150);
  }
}

export interface GatedRoute {
  name: string;
  path: string;
  access: string;
  file: string;
}

/**
 * Routes the web registers behind a permission code (`access: 'PER_…'`) with a path that needs
 * no parameters, read from the route lists (`routes.ts(x)`) under web/src.
 */
export function gatedRoutes(): GatedRoute[] {
  const found: GatedRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/routes?\.tsx?$/.test(entry.name)) {
        // each route object starts with its `name:`; read path and access up to the next one
        const text = readFileSync(full, 'utf8');
        const starts = [...text.matchAll(/\bname:\s*'([^']+)'/g)];
        starts.forEach((m, i) => {
          const chunk = text.slice(m.index, starts[i + 1]?.index ?? text.length);
          const p = /\bpath:\s*'([^']+)'/.exec(chunk)?.[1];
          const access = /\baccess:\s*'(PER_\w+)'/.exec(chunk)?.[1];
          if (p && access && !p.includes(':') && p !== '*') found.push({ name: m[1], path: p, access, file: path.relative(REPO_ROOT, full) });
        });
      }
    }
  };
  walk(path.join(REPO_ROOT, 'web/src'));
  return found;
}

/**
 * The environment of one journey file: its own server (fresh data dir) and browser, started
 * before the file's journeys and stopped after them. Read `env.server` / `env.browser` inside tests.
 * `shared`: a file that writes nothing another file could see, and reads no mail, uses the run's
 * shared server (global-setup.ts) instead and saves a server start.
 */
export function journeyEnvironment({ shared = false, settings }: {
  shared?: boolean;
  /** The server's own settings, made before it starts (with a `PORT` when a setting names the server's address). */
  settings?: () => Promise<Record<string, string>>;
} = {}): { readonly server: PortalServer; readonly browser: Browser } {
  const env = {} as { server: PortalServer; browser: Browser };
  beforeAll(async () => {
    assertWebBuilt();
    env.server = new PortalServer();
    const started = shared ? env.server.attach(inject('e2eSharedPort')) : env.server.start(await settings?.() ?? {}, { from: inject('e2eTemplateDir') });
    [env.browser] = await Promise.all([launchBrowser(), started]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/** The page of the active tab (background tabs stay in the DOM, hidden). */
export const pane = (page: Page) => page.locator('[data-tab-pane]:not([hidden])');

/** A demo model (Urban S2 Pro, 72 V 32 Ah) and the path to it in the model picker. */
export const DEMO_MODEL_PATH = ['E-Scooters', 'Urban S2', 'S2 Pro 72V 32Ah'];
export const DEMO_MODEL_NAME = 'S2 Pro 72V 32Ah';

/**
 * Opens a page of the main navigation (issue 20 §15): the labelled menu beside the portal's name
 * on a desktop, the menu drawer on phones and tablets.
 */
export async function openFromNav(page: Page, name: string): Promise<void> {
  const drawer = page.getByTestId('nav-drawer');
  await (await drawer.isVisible() ? drawer : page.getByTestId('nav-menu')).click();
  await visible(page.getByTestId(`nav-${name}`));
  await settled(page);
  await page.getByTestId(`nav-${name}`).click();
}

/** Walks an antd Cascader down the labels of `path`. */
export async function pickCascader(page: Page, field: Locator, labels: string[]): Promise<void> {
  await field.click();
  for (const label of labels) {
    const item = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu-item', { hasText: label });
    await visible(item);
    await item.first().click();
  }
  await page.keyboard.press('Escape');
}

/** The number in a count tag ("N jobs", "N tools"). */
export const countOf = async (tag: Locator) => Number((await tag.textContent())?.replace(/\D/g, '') || NaN);


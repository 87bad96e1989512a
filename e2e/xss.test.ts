/**
 * User-written text rendered as text: a dealer's display name, company and department (header,
 * own user info, the administrators' user list) and a private part remark are set to the XSS
 * payloads the manuals sanitizer is tested with, and each screen must show them literally, with no
 * dialog, no injected element or handler, and no request to another origin. Later screens that
 * show user text (inquiry replies, bulletins, feedback) add a step here. Own server for the file.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LIMITS, catalogueEndpoints, routeOf, usersEndpoints } from '@portal/contract';
import { OWASP_PAYLOADS, SVG_PAYLOADS } from '../server/src/modules/manuals/manuals.xss-payloads';
import { goto, journey, login, newJourney, storedToken, until, journeyEnvironment, visible, type PortalServer, pane } from './harness';

const env = journeyEnvironment();

/** Payloads as the server keeps them: it trims, so only those without outer white space, within the field's limit. */
const fitting = (max: number) => [...OWASP_PAYLOADS, ...SVG_PAYLOADS].filter((p) => p.length <= max && p === p.trim() && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(p));
/** Whether an element under `scope` reads exactly `value`, as its text or as a form field's value. */
const shows = (scope: Locator, value: string) => scope.first().evaluate((root, v) => Array.from(root.querySelectorAll('*')).some((el) =>
  ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) ? el.value === v : el.children.length === 0 && el.textContent === v)), value).catch(() => false);

/**
 * At most `n` of a list, spread evenly over it: each payload costs page loads, and React renders
 * them all through the same text path (the sanitizer's unit tests take every payload).
 */
const spread = <T>(list: T[], n: number) => (list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]));
/** Short classics for the 50-character name, beside the catalogue's payloads that fit. */
const NAME_PAYLOADS = [
  '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', '</span><script>alert(1)</script>', '{{constructor.constructor(\'alert(1)\')()}}',
  ...spread(fitting(LIMITS.nameMax), 4),
];

async function send(server: PortalServer, method: string, pathname: string, token: string, body?: unknown) {
  const res = await fetch(`${server.url}${pathname}`, {
    method, headers: { token, 'content-type': 'application/json', 'accept-language': 'en-US' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data?: any; message?: string };
  if (!json.success) throw new Error(`${method} ${pathname}: ${res.status} ${json.message}`);
  return json.data;
}

/**
 * Watches a page for what a payload that ran would leave: a dialog (alert, confirm, prompt), a
 * request to another origin (xss.rocks and the like; blocked), and elements or attributes no
 * screen of ours renders (inline handlers, script without a same-origin src, frames, objects,
 * javascript: URLs). `check()` answers what was seen since the watch began.
 */
async function watch(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => { seen.push(`dialog ${dialog.type()}: ${dialog.message()}`); void dialog.dismiss(); });
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    seen.push(`request to ${url.origin}`);
    return route.abort();
  });
  return {
    async check(): Promise<string[]> {
      const injected = await page.evaluate(() => {
        const bad: string[] = [];
        for (const el of Array.from(document.querySelectorAll('*'))) {
          for (const a of Array.from(el.attributes)) {
            if (/^on/i.test(a.name)) bad.push(`${el.tagName} ${a.name}`);
            if (/^(src|href|action|formaction|background|dynsrc|lowsrc|xlink:href|data)$/i.test(a.name) && /^\s*(javascript|vbscript|livescript|data:text\/html)/i.test(a.value)) bad.push(`${el.tagName} ${a.name}=${a.value.slice(0, 30)}`);
          }
          if (/^(IFRAME|FRAME|FRAMESET|OBJECT|EMBED|APPLET|BASE|LINK|META)$/.test(el.tagName) && el.closest('body')) bad.push(el.tagName);
          if (el.tagName === 'SCRIPT' && !((el as HTMLScriptElement).src && new URL((el as HTMLScriptElement).src).origin === location.origin)) bad.push(`SCRIPT ${(el.textContent ?? '').slice(0, 30)}`);
        }
        return bad;
      });
      return [...seen.splice(0), ...injected];
    },
  };
}

describe('user text renders as text', () => {
  it('shows XSS payloads in names, company and department literally: header, user info, user list', async () => {
    expect(NAME_PAYLOADS.length).toBe(8);
    await journey(env.browser, env.server, 'xss-names', async ({ page }) => {
      const guard = await watch(page);
      await login(page, 'dealer');
      const token = (await storedToken(page))!;
      // The administrator in a browser of their own (a context shares the session cookie).
      const { context: adminContext, page: admin } = await newJourney(env.browser, env.server.url);
      const adminGuard = await watch(admin);
      await login(admin, 'admin');
      expect(await guard.check()).toEqual([]);
      expect(await adminGuard.check()).toEqual([]);
      // The watch does see an injected handler attribute (else its silence below would prove
      // nothing); no real event name, or Chromium reports the blocked handler as a CSP violation.
      await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<i id="xss-probe" onxssprobe="void 0"></i>'));
      expect(await guard.check()).toEqual(['I onxssprobe']);
      await page.evaluate(() => document.getElementById('xss-probe')?.remove());

      for (const [n, payload] of NAME_PAYLOADS.entries()) {
        const company = fitting(LIMITS.companyMax)[n % fitting(LIMITS.companyMax).length];
        const department = NAME_PAYLOADS[(n + 1) % NAME_PAYLOADS.length];
        await send(env.server, ...routeOf(usersEndpoints.amendMe), token, { name: payload, company, department });

        // the header after a reload, and the user's own info page
        await page.reload();
        await until(`the header to show ${payload}`, () => page.locator('.header-user-name').textContent(), (v) => v === payload);
        await goto(page, '/user-info');
        for (const value of [payload, company, department]) {
          await until(`my account to show ${value}`, () => shows(pane(page), value), (v) => v);
        }
        expect(await guard.check(), payload).toEqual([]);

        // the administrators' user list, filtered to the dealer's account
        if (n === 0) await goto(admin, '/user_control');
        else await admin.reload();
        await admin.locator('#userFilter_key').fill('dealer');
        await admin.locator('#userFilter_key').press('Enter');
        const row = pane(admin).locator('.user-control-list tbody tr').filter({ has: admin.locator('td', { hasText: /^dealer$/ }) });
        for (const value of [payload, company, department]) {
          await until(`the user list to show ${value}`, () => shows(row, value), (v) => v);
        }
        expect(await adminGuard.check(), payload).toEqual([]);
      }
      await adminContext.close();
    });
  }, 600_000);

  it('shows XSS payloads in a private part remark literally', async () => {
    const all = fitting(LIMITS.partRemarkMax);
    expect(all.length).toBeGreaterThan(50);
    const payloads = spread(all, 10);
    await journey(env.browser, env.server, 'xss-remark', async ({ page }) => {
      const guard = await watch(page);
      await login(page, 'station');
      const token = (await storedToken(page))!;
      const hits = await send(env.server, ...routeOf(catalogueEndpoints.searchParts), token, { key: 'BP-72V32-A01' });
      const partId = hits.contents[0].id as string;
      await goto(page, `/part/${partId}?tab=remarks`);
      await visible(page.getByTestId('part-user-remark'));
      for (const payload of payloads) {
        await send(env.server, ...routeOf(catalogueEndpoints.saveUserRemark), token, { partId, remark: payload });
        await page.reload();
        await until(`the remark to read ${payload}`, () => page.getByTestId('part-user-remark').inputValue().catch(() => ''), (v) => v === payload);
        expect(await guard.check(), payload).toEqual([]);
      }
    });
  }, 600_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { manualTopicContents } from './manuals.tables.js';
import { writeManual } from './manuals.write.js';
import { OWASP_PAYLOADS, SVG_PAYLOADS } from './manuals.xss-payloads.js';
import { authEndpoints, manualsEndpoints, pathOf, routeOf } from '@portal/contract';

/*
 * Proof in a real browser (Debian's chromium) that no known XSS payload runs in a topic document
 * or a wiring diagram: every payload goes through the writer, each document is opened, and any
 * dialog, page error or request leaving the server fails the test. A second wall is checked too:
 * a body that bypasses the sanitizer (written straight into the table) still runs nothing,
 * because of the Content-Security-Policy.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasBrowser = fs.existsSync(CHROMIUM);

let t: TestApp;
let dataDir: string;
let browser: Browser;
let baseUrl: string;
let token: string;
let topicIds: string[] = [];
let diagramIds: string[] = [];

/** A link as the web builds it: the path with a link ticket (an iframe cannot send the token header). */
async function link(pathname: string): Promise<string> {
  const res = await call(t.app, ...routeOf(authEndpoints.tickets), { token, body: { paths: [pathname] } });
  return `${baseUrl}${pathname}?ticket=${encodeURIComponent(res.body.data.tickets[pathname])}`;
}

beforeAll(async () => {
  if (!hasBrowser) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-manuals-xss-'));
  t = await createTestApp({ config: { dataDir } });
  const written = await writeManual(t.db, {
    code: 'XSS', type: 'CIRCUIT', version: '1', status: 'EFFECTIVE', name: { 'en-US': 'XSS payloads' }, code0: 'EM',
    nodes: [
      ...OWASP_PAYLOADS.map((p, i) => ({ code: `t${i}`, kind: 'TOPIC' as const, title: { 'en-US': `Payload ${i} <script>alert(1)</script>` }, html: { 'en-US': `<p>before</p>${p}<p>after</p>` } })),
      ...SVG_PAYLOADS.map((p, i) => ({ code: `d${i}`, kind: 'DIAGRAM' as const, title: { 'en-US': `SVG ${i}` }, svg: p.includes('<svg') ? p.replace(/(<svg[^>]*>)/, '$1<text>ok</text>') : p })),
    ],
  }, { files: t.app.ctx.files, missingImages: 'drop' });
  topicIds = OWASP_PAYLOADS.map((_, i) => written.nodeIds.get(`t${i}`)!);
  diagramIds = SVG_PAYLOADS.map((_, i) => written.nodeIds.get(`d${i}`)!);
  token = (await loggedInUser(t, 'DEALER')).token;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Opens URLs one after another in one page; answers everything that would mean a payload ran. */
async function openAll(urls: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const incidents: string[] = [];
  page.on('dialog', (d) => {
    incidents.push(`dialog ${d.message()} on ${page.url()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => incidents.push(`pageerror ${e.message} on ${page.url()}`));
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:')) incidents.push(`request ${r.url()} from ${page.url()}`);
  });
  for (const url of urls) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    // Give timers, handlers and animations a moment; hover everything that has a handler in the payloads.
    await page.mouse.move(5, 5);
    await page.mouse.move(200, 100);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);
  await context.close();
  return incidents;
}

// Each test opens every payload page in Chromium; on a loaded 2-core machine that outlasts the default 30 s.
describe.skipIf(!hasBrowser)('XSS in a real browser', { timeout: 120_000 }, () => {
  it('notices a payload that does run (the detector works)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.setContent('<img src="x" onerror="alert(\'ran\')">');
    await page.waitForTimeout(300);
    await context.close();
    expect(dialogs).toEqual(['ran']);
  });

  it('runs none of the OWASP payloads in topic documents', async () => {
    const incidents = await openAll(await Promise.all(topicIds.map((id) => link(pathOf(manualsEndpoints.topicHtml, { id })))));
    expect(incidents).toEqual([]);
  });

  it('runs none of the SVG payloads in diagrams, as documents or as SVG files', async () => {
    const urls = await Promise.all(diagramIds.flatMap((id) => [link(pathOf(manualsEndpoints.topicHtml, { id })), link(pathOf(manualsEndpoints.diagram, { id }))]));
    // A payload the sanitizer rejected entirely has no diagram to open.
    const open: string[] = [];
    for (const url of urls) {
      const res = await fetch(url);
      if (res.status === 200 && (await res.text()).length) open.push(url);
    }
    expect(open.length).toBeGreaterThan(SVG_PAYLOADS.length);
    expect(await openAll(open)).toEqual([]);
  });

  it('runs nothing even when a body bypasses the sanitizer: the CSP holds', async () => {
    await t.db.update(manualTopicContents)
      .set({ html: '<script>alert("csp")</script><img src="x" onerror="alert(\'csp\')"><svg onload="alert(\'csp\')"></svg><iframe src="javascript:alert(\'csp\')"></iframe><a id="a" href="javascript:alert(\'csp\')">a</a>' })
      .where(eq(manualTopicContents.nodeId, topicIds[0]));
    const context = await browser.newContext();
    const page = await context.newPage();
    const incidents: string[] = [];
    page.on('dialog', (d) => {
      incidents.push(d.message());
      void d.dismiss();
    });
    await page.goto(await link(pathOf(manualsEndpoints.topicHtml, { id: topicIds[0] })));
    await page.click('#a').catch(() => {});
    await page.waitForTimeout(300);
    await context.close();
    expect(incidents).toEqual([]);
  });
});

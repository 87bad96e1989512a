/**
 * The manuals as a dealer reads them: from a VIN on the home search through the struct view's
 * service button to the vehicle's service manual; a search for "brake" with highlighted
 * snippets, a topic with breadcrumbs and next, its print preview; then in Chinese a search for
 * 刹车; a wiring diagram with a connector found and ringed. Last, an administrator imports a topic
 * full of XSS payloads, makes it effective on the review screen, and the dealer opens it: nothing
 * runs. Screenshots of the walk go to docs/screenshots/.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { LANGUAGE_NAMES, manualsEndpoints, pathOf } from '@portal/contract';
import { escapeFrom, expectRoute, goto, journey, login, pickOption, snap, storedToken, until, journeyEnvironment, visible, screenshotKeeper, pane } from './harness';
import { WEB } from './strings';

const VIN = 'LUMS2PHD3PH000001';
const VIN_PART = '3PH000001';
const keep = screenshotKeeper('');
const XSS_CODE = 'E2E-XSS-GUARD';

const env = journeyEnvironment();

/** The id of the topic the viewer shows. */
const shownTopic = (page: Page) => pane(page).getByTestId('topic-viewer').getAttribute('data-topic-id');

/** The frame holding the topic document (sandboxed: the test reads it, the topic runs nothing). */
async function topicFrame(page: Page, testId = 'topic-frame'): Promise<Frame> {
  const handle = await pane(page).getByTestId(testId).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no document in ${testId}`);
  await frame.waitForLoadState('load');
  return frame;
}

/** Runs a search in the manual view's side panel and waits for its hits. */
async function searchTopics(page: Page, words: string) {
  const box = pane(page).getByTestId('manual-search').locator('input');
  await box.fill(words);
  await box.press('Enter');
  await visible(pane(page).getByTestId('topic-search-results').getByTestId('topic-hit'));
}

/** Opens a hit and waits until the viewer shows that topic. */
async function openFirstHit(page: Page): Promise<string> {
  const before = await shownTopic(page);
  const hit = pane(page).getByTestId('topic-hit').first();
  const title = (await hit.locator('.topic-hit-title').innerText()).trim();
  await hit.click();
  await until('the hit’s topic in the viewer', () => pane(page).getByTestId('topic-title').innerText(), (v) => v.trim() === title);
  if (before) await until('another topic shown', () => shownTopic(page), (id) => !!id);
  return title;
}

describe('manuals', () => {
  it('a dealer goes from a VIN to the service manual, searches, reads, previews the print; in Chinese; and finds a connector on a wiring diagram', async () => {
    await journey(env.browser, env.server, 'manuals', async ({ page }) => {
      const s = WEB['en-US'].manuals;
      await login(page, 'dealer');

      // home: the VIN search opens the vehicle's struct view
      const vinBox = pane(page).getByTestId('vin-search-input');
      await vinBox.fill(VIN_PART);
      await page.getByTestId(`vin-option-${VIN}`).click();
      await expectRoute(page, new RegExp(`#/struct\\?vin=${VIN}$`));

      // the struct view's action buttons: spare parts is where we are, service leads on
      const actions = pane(page).getByTestId('manual-actions');
      await visible(actions);
      expect(await actions.getByTestId('manual-action-SPARE_PARTS').getAttribute('aria-current')).toBe('page');
      // the case library is registered: its button is enabled and opens the vehicle's cases
      // (disabled until the links with their case count have loaded)
      await until('the case library button is enabled', () => actions.getByTestId('manual-action-CASE_LIBRARY').isDisabled(), (disabled) => !disabled);
      await actions.getByTestId('manual-action-SERVICE').click();
      await expectRoute(page, new RegExp(`#/manual/[0-9a-f-]{36}\\?vin=${VIN}$`));
      const manualUrl = new URL(page.url()).hash.slice(1);

      // the manual: tree and the first topic beside it
      const view = pane(page);
      await visible(view.getByTestId('manual-tree'));
      await visible(view.getByTestId('topic-viewer'));
      await visible(view.getByTestId('topic-breadcrumb'));
      expect(await view.getByTestId('manual-action-SERVICE').getAttribute('aria-current')).toBe('page');

      // search "brake": hits with the word marked in title or snippet
      await searchTopics(page, 'brake');
      const marks = await view.getByTestId('topic-hit').first().locator('mark.manual-mark').allInnerTexts();
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.every((m) => /brake/i.test(m))).toBe(true);
      await snap(page, 'manuals-01-search-brake');

      // open it: breadcrumbs, a body that talks about brakes, previous/next
      const title = await openFirstHit(page);
      expect(title.toLowerCase()).toContain('brake');
      const crumbs = await view.getByTestId('topic-breadcrumb').innerText();
      expect(crumbs.length).toBeGreaterThan(0);
      const frame = await topicFrame(page);
      await until('the topic text in its frame', () => frame.locator('body').innerText(), (v) => /brake/i.test(v));
      await until('the frame sized to its content', () => view.getByTestId('topic-frame').evaluate((f) => f.getBoundingClientRect().height), (h) => h > 240);
      await page.waitForTimeout(300);
      await keep(page, 'manuals-topic');

      const first = await shownTopic(page);
      const nextTitle = (await view.getByTestId('topic-next').isDisabled()) ? null : await view.getByTestId('topic-footer-next').locator('.topic-step-title').innerText();
      if (nextTitle) {
        await view.getByTestId('topic-next').click();
        await until('the next topic shown', () => view.getByTestId('topic-title').innerText(), (v) => v.trim() === nextTitle.trim());
        expect(await shownTopic(page)).not.toBe(first);
        await view.getByTestId('topic-previous').click();
        await until('back at the first topic', () => shownTopic(page), (id) => id === first);
      }

      // print preview: the topic's own document with the header and the dealer's watermark
      await view.getByTestId('topic-print').click();
      const preview = page.getByTestId('print-preview');
      await visible(preview);
      const printFrame = await (await preview.getByTestId('print-frame').elementHandle())!.contentFrame();
      if (!printFrame) throw new Error('no print document');
      await until('the print header', () => printFrame.locator('#portal-print-header').count(), (n) => n === 1);
      expect(await printFrame.locator('#portal-print-header').innerText()).toMatch(/Printed by .+ on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      const watermark = await printFrame.locator('.watermark').evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(watermark).toContain('data:image/svg+xml');
      expect(decodeURIComponent(watermark)).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      await snap(page, 'manuals-02-print-preview');
      await keep(page, 'manuals-print');
      // printing logs first, then prints the topic's frame (not the portal around it)
      await page.evaluate(() => {
        const frameWindow = document.querySelector<HTMLIFrameElement>('[data-testid="print-frame"]')!.contentWindow! as Window & { print: () => void };
        frameWindow.print = () => { (window as unknown as { __printed: number }).__printed = ((window as unknown as { __printed?: number }).__printed ?? 0) + 1; };
      });
      await page.getByTestId('print-confirm').click();
      await visible(page.locator('.ant-message').getByText(s.print.logged));
      await until('the frame printed', () => page.evaluate(() => (window as unknown as { __printed?: number }).__printed ?? 0), (n) => n === 1);
      await escapeFrom(page, page.locator('.ant-modal-wrap').filter({ has: page.locator('.print-preview') }));

      // a wiring diagram: find connector X1, it is centred and ringed
      await view.getByTestId('manual-action-CIRCUIT').click();
      await expectRoute(page, /#\/manual\/[0-9a-f-]{36}\?vin=/);
      const circuit = pane(page);
      await visible(circuit.getByTestId('manual-tree'));
      if ((await circuit.getByTestId('circuit-viewer').count()) === 0) {
        await circuit.locator('.manual-tree-diagram').first().click();
      }
      await visible(circuit.getByTestId('circuit-stage').locator('svg text'));
      await circuit.getByTestId('circuit-find').fill('X1');
      await until('a match chosen', () => circuit.getByTestId('circuit-find-counter').innerText(), (v) => /^1 \/ \d+$/.test(v.trim()));
      const current = circuit.locator('.cv-current');
      await visible(current);
      expect((await current.textContent())?.trim().toUpperCase().startsWith('X1')).toBe(true);
      await visible(circuit.locator('.cv-focus-ring'));
      expect(Number((await circuit.getByTestId('circuit-zoom').innerText()).replace('%', ''))).toBeGreaterThanOrEqual(200);
      // the ring sits in the middle of the stage
      const stage = (await circuit.getByTestId('circuit-stage').boundingBox())!;
      const ring = (await circuit.locator('.cv-focus-ring').boundingBox())!;
      expect(Math.abs(ring.x + ring.width / 2 - (stage.x + stage.width / 2))).toBeLessThan(40);
      expect(Math.abs(ring.y + ring.height / 2 - (stage.y + stage.height / 2))).toBeLessThan(40);
      const count = Number((await circuit.getByTestId('circuit-find-counter').innerText()).split('/')[1]);
      if (count > 1) {
        await circuit.getByTestId('circuit-find-next').click();
        await until('the second match', () => circuit.getByTestId('circuit-find-counter').innerText(), (v) => v.trim().startsWith('2 /'));
        await circuit.getByTestId('circuit-find-prev').click();
        await until('back to the first', () => circuit.getByTestId('circuit-find-counter').innerText(), (v) => v.trim().startsWith('1 /'));
      }
      await page.waitForTimeout(300);
      await keep(page, 'manuals-circuit');

      // Chinese: the language switch reloads on home; back to the manual, search 刹车
      await pickOption(page, page.getByTestId('language-select'), LANGUAGE_NAMES['zh-CN']);
      // the switch goes home first, then reloads: wait for the reloaded page
      await until('the page in Chinese', () => page.evaluate(() => document.documentElement.lang), (lang) => lang === 'zh-CN');
      await expectRoute(page, '/home');
      await goto(page, manualUrl);
      await visible(pane(page).getByTestId('topic-viewer'));
      await searchTopics(page, '刹车');
      const zhHits = pane(page).getByTestId('topic-hit');
      expect(await zhHits.first().getAttribute('lang')).toBe('zh-CN');
      expect((await zhHits.first().locator('mark.manual-mark').allInnerTexts()).join('')).toContain('刹车');
      const zhTitle = await openFirstHit(page);
      expect(zhTitle).toMatch(/\p{Script=Han}/u);
      const zhFrame = await topicFrame(page);
      await until('the Chinese body', () => zhFrame.locator('body').innerText(), (v) => /\p{Script=Han}/u.test(v));
      expect(await zhFrame.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      await page.waitForTimeout(300);
      await keep(page, 'manuals-search-zh');
    });
  });

  it('the part detail lists the service topics and wiring diagrams that mention the part and opens them', async () => {
    await journey(env.browser, env.server, 'manuals-part', async ({ page }) => {
      await login(page, 'dealer');
      await goto(page, `/struct?vin=${VIN}`);
      const struct = pane(page);
      await visible(struct.locator('[data-testid="bom-table"] tr[data-ball-row]'));
      // the battery pack sheet's first row is the pack itself: its manual tabs
      await struct.getByTestId('tree-node-S2-BAT-01').click();
      await struct.locator('[data-testid="exploded-drawing"] [data-ball="1"].balloon').click();
      await struct.locator('[data-testid="bom-table"] tr[data-ball-row="1"].bom-row-active a[data-testid^="bom-open-"]').first().click();
      const detail = page.locator('.ant-drawer').getByTestId('part-detail');
      await visible(detail);
      await detail.getByTestId('part-tab-serviceManual').click();
      await visible(detail.getByTestId('part-service-topics').getByTestId('part-topic'));
      const topicTitle = (await detail.getByTestId('part-service-topics').locator('.part-topic-title').first().innerText()).trim();
      await detail.getByTestId('part-tab-circuit').click();
      await visible(detail.locator('[data-testid="part-circuit-topics"], [data-testid="part-circuit-empty"]'));
      await detail.getByTestId('part-tab-serviceManual').click();
      await detail.getByTestId('part-service-topics').getByTestId('part-topic').first().click();
      await expectRoute(page, /#\/manual\/[0-9a-f-]{36}\?topic=/);
      await until('the topic opened', () => pane(page).getByTestId('topic-title').innerText(), (v) => v.trim() === topicTitle);
      await snap(page, 'manuals-03-part-topic');
    });
  });

  it('an XSS payload imported into a topic runs nowhere when the dealer opens and searches it', async () => {
    // the administrator imports a manual whose topic carries the usual payloads
    let rootId = '';
    await journey(env.browser, env.server, 'manuals-xss-import', async ({ page }) => {
      await login(page, 'admin');
      const token = await storedToken(page);
      const zip = new JSZip();
      zip.file('manifest.json', JSON.stringify({
        format: 'portal-manual/1',
        manuals: [{
          code: XSS_CODE, type: 'SERVICE', version: '1.0', code0: 'SCT', code1: 'S3',
          name: { 'en-US': 'Payload guard manual' },
          nodes: [{ code: 'ch', kind: 'CHAPTER', title: { 'en-US': 'Guard chapter' }, children: [
            { code: 'xss', kind: 'TOPIC', title: { 'en-US': 'Guard topic <img src=x onerror="window.__xss=\'title\'">' }, html: { 'en-US': 'xss.html' } },
          ] }],
        }],
      }));
      zip.file('xss.html', [
        '<p>Guardword payload topic.</p>',
        '<script>window.__xss = "script"; parent.__xss = "script"; alert("script")</script>',
        '<img src="pic.png" onerror="window.__xss=\'img\'; parent.__xss=\'img\'; alert(\'img\')" alt="broken">',
        '<svg onload="window.__xss=\'svg\'; parent.__xss=\'svg\'"><circle r="4"></circle></svg>',
        '<svg><script>parent.__xss="svg-script"</script><a xlink:href="javascript:parent.__xss=\'svg-link\'"><text y="20">svg link</text></a></svg>',
        '<p><a id="js-link" href="javascript:parent.__xss=\'link\';alert(\'link\')">Guardword link</a></p>',
        '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
        '<form action="javascript:parent.__xss=\'form\'"><button id="js-form">go</button></form>',
        '<div style="background:url(javascript:parent.__xss=\'css\')" onmouseover="parent.__xss=\'hover\'">Guardword hover</div>',
        '<math><mtext><table><mglyph><style><img src=pic.png onerror="parent.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
      ].join('\n'));
      // a real picture: the import refuses links to images the zip does not hold
      zip.file('pic.png', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
      const form = new FormData();
      form.append('file', new Blob([await zip.generateAsync({ type: 'arraybuffer' })], { type: 'application/zip' }), 'xss.zip');
      const res = await fetch(`${env.server.url}${pathOf(manualsEndpoints.importZip)}`, { method: 'POST', headers: { token: token ?? '' }, body: form });
      const body = (await res.json()) as { success: boolean; message?: string; data?: { roots: { id: string; code: string }[] } };
      expect(body.success, JSON.stringify(body)).toBe(true);
      rootId = body.data!.roots[0].id;

      // the review screen (admin menu): the import waits; make it effective
      await page.getByTestId('admin-menu').click();
      await page.getByTestId('admin-menu-pending_review_manual').click();
      await expectRoute(page, '/pending_review_manual');
      const row = pane(page).getByTestId(`review-row-${XSS_CODE}`);
      await visible(row);
      await snap(page, 'manuals-04-review');
      await keep(page, 'manuals-review');
      await row.getByTestId('review-valid').click();
      await page.getByTestId('review-comment').fill('Checked by the e2e journey');
      await page.locator('.ant-modal-confirm').getByTestId('review-confirm').click();
      await visible(page.locator('.ant-message').getByText(WEB['en-US'].manuals.review.done));
      // the pending list no longer holds it; under "effective" it shows as such
      await until('the row gone from the pending list', () => row.count(), (n) => n === 0);
    });

    await journey(env.browser, env.server, 'manuals-xss-read', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
      await login(page, 'dealer');
      await goto(page, `/manual/${rootId}`);
      await visible(pane(page).getByTestId('topic-viewer'));
      const frame = await topicFrame(page);
      await until('the guard text', () => frame.locator('body').innerText(), (v) => v.includes('Guardword payload topic'));
      // what the sanitizer left: no script, no handler, no javascript: link
      expect(await frame.locator('script').count()).toBe(0);
      expect(await frame.locator('[onerror], [onload], [onmouseover]').count()).toBe(0);
      expect(await frame.locator('a[href^="javascript" i], [href*="javascript:" i]').count()).toBe(0);
      expect(await frame.locator('iframe, form').count()).toBe(0);
      // poke what is left
      if (await frame.locator('#js-link').count()) await frame.locator('#js-link').click();
      await frame.locator('text=Guardword hover').hover();
      await page.waitForTimeout(500);

      // the title is text everywhere
      expect(await pane(page).getByTestId('topic-title').innerText()).toContain('<img src=x');
      // and the search shows its snippet as text
      await searchTopics(page, 'Guardword');
      expect(await pane(page).getByTestId('topic-hit').first().locator('img, script').count()).toBe(0);
      await page.waitForTimeout(300);

      // the flag is unset in the page and in every frame, the topic's included (read, not skipped)
      const flags: (string | undefined)[] = [];
      for (const f of page.frames()) flags.push(await f.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? ''));
      expect(page.frames().some((f) => f.url().includes(manualsEndpoints.topicHtml.path.split(':')[0]))).toBe(true);
      expect(flags.length).toBeGreaterThanOrEqual(2);
      expect(flags.filter(Boolean)).toEqual([]);
      expect(dialogs).toEqual([]);
      await snap(page, 'manuals-05-xss-topic');
    });
  });
});

/**
 * Issue 11, favourites to order to the DMS and back: the dealer stars two parts in a BOM and a
 * service-manual topic, finds them in my_favorite, puts one part in the cart from there and the
 * other from the BOM, is refused a wrong quantity and sets a right one, submits; the portal hands
 * the order to a DMS receiver run by this test (a real HTTP server configured as
 * DMS_ORDER_ENDPOINTS), which checks the signature and answers with a signed 'confirmed' report on
 * POST /rest/outbox/callback; the dealer sees the order confirmed in the history and exports it.
 * Then my_favorite and the history in German, and my_favorite, the cart and the history in Chinese. Screenshots to docs/screenshots/orders-journey-*.png.
 * Issue 20: the part put in the cart from the VIN's BOM keeps the vehicle (VIN and model) on its cart
 * line, the order, the history, its export and the DMS hand-over; the cart opens with every line ticked.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, PortalServer, api, assertWebBuilt, expectRoute, goto, journey, launchBrowser, login, storedToken, submitLogin, until, visible, screenshotKeeper, pane } from './harness';
import { submitTicked } from './orders-steps';
import { WEB, fill } from './strings';
import { ordersEndpoints, pathOf, outboxEndpoints } from '@portal/contract';

const VIN = 'LUMS2PHD3PH000001';
const SECRET = 'e2e-dms-secret-0123456789abcdef';
const keep = screenshotKeeper('orders-journey-');
const sign = (timestamp: string, body: string) => crypto.createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');

/**
 * The DMS side: takes each signed order once (by its Idempotency-Key), then reports it confirmed
 * through the portal's signed callback. Badly signed deliveries are refused and counted.
 */
class DmsReceiver {
  readonly taken = new Map<string, unknown>();
  readonly reports: { key: string; answer: unknown }[] = [];
  refused = 0;
  portalUrl = '';
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const ts = String(req.headers['x-portal-timestamp'] ?? '');
      const given = String(req.headers['x-portal-signature'] ?? '');
      const key = String(req.headers['idempotency-key'] ?? '');
      if (!/^[0-9a-f]{64}$/.test(given) || !crypto.timingSafeEqual(Buffer.from(sign(ts, raw), 'hex'), Buffer.from(given, 'hex'))) {
        this.refused++;
        res.writeHead(401).end();
        return;
      }
      const first = !this.taken.has(key);
      if (first) this.taken.set(key, JSON.parse(raw));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      // answered after the delivery was acknowledged, as a DMS would once it worked on the order
      if (first) void this.report(key);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/orders`;
  }

  private async report(key: string): Promise<void> {
    const body = JSON.stringify({ topic: 'order', key, status: 'confirmed', eventId: `dms-${key}-confirmed`, note: 'credit checked' });
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await fetch(`${this.portalUrl}${pathOf(outboxEndpoints.callback)}`, {
      method: 'POST', body,
      headers: { 'content-type': 'application/json', 'x-portal-timestamp': ts, 'x-portal-signature': sign(ts, body) },
    });
    this.reports.push({ key, answer: await res.json() });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const receiver = new DmsReceiver();
const env = {} as { server: PortalServer; browser: Browser };
beforeAll(async () => {
  assertWebBuilt();
  const endpoint = await receiver.start();
  env.server = new PortalServer();
  [env.browser] = await Promise.all([
    launchBrowser(),
    env.server.start({ DMS_ORDER_ENDPOINTS: endpoint, DMS_SECRET: SECRET, OUTBOX_POLL_SECONDS: '1' }, { from: inject('e2eTemplateDir') }),
  ]);
  receiver.portalUrl = env.server.url;
});
afterAll(async () => {
  await env.browser?.close();
  await env.server?.stop();
  await receiver.stop();
});

const cartCount = (page: Page) => page.locator('.header-slot-cart .ant-badge-count').textContent().then((v) => Number(v?.trim() || 0)).catch(() => 0);

describe('favourites to an order confirmed by the DMS', () => {
  it('a dealer stars, orders from my_favorite and the BOM, and sees the DMS confirm the order', async () => {
    await journey(env.browser, env.server, 'orders-journey-en', async ({ page }) => {
      const en = WEB['en-US'];
      const s = en.orders;
      await login(page, 'dealer');
      await visible(page.getByTestId('header-cart'));
      const seeded = await until('the seeded cart counted', () => cartCount(page), (n) => n > 0);

      // the BOM: two orderable parts not starred yet
      await goto(page, `/struct?vin=${VIN}`);
      const struct = pane(page);
      const rows = struct.locator('[data-testid="bom-table"] tr[data-ball-row]');
      await visible(rows.first());
      const candidates = rows.filter({ has: page.locator('[data-testid^="add-to-cart-"]') }).filter({ has: page.locator('[data-testid="favorite-star"][aria-pressed="false"]') });
      await until('two orderable unstarred parts', () => candidates.count(), (n) => n >= 2);
      const codes: string[] = [];
      for (let i = 0; i < 2; i++) {
        const row = candidates.first();
        const code = (await row.locator('[data-testid^="add-to-cart-"]').getAttribute('data-testid'))!.replace('add-to-cart-', '');
        const star = struct.locator('[data-testid="bom-table"] tr[data-ball-row]').filter({ has: page.getByTestId(`add-to-cart-${code}`) }).first().getByTestId('favorite-star');
        await star.click();
        await until(`${code} starred`, () => star.getAttribute('aria-pressed'), (v) => v === 'true');
        codes.push(code);
      }
      await keep(page, 'bom-stars');

      // a service-manual topic: the first one the manual shows, starred unless it is a demo favourite
      await struct.getByTestId('manual-actions').getByTestId('manual-action-SERVICE').click();
      await expectRoute(page, new RegExp(`#/manual/[0-9a-f-]{36}\\?vin=${VIN}$`));
      const view = pane(page);
      await visible(view.getByTestId('topic-viewer'));
      const topicStar = view.getByTestId('topic-favorite');
      await visible(topicStar);
      const topicId = await view.getByTestId('topic-viewer').getAttribute('data-topic-id');
      expect(topicId).toMatch(/^[0-9a-f-]{36}$/);
      if ((await topicStar.getAttribute('aria-pressed')) !== 'true') {
        await topicStar.click();
        await until('the topic starred', () => topicStar.getAttribute('aria-pressed'), (v) => v === 'true');
      }

      // my_favorite: both parts, and the topic under handbooks
      await goto(page, '/my_favorite');
      const partsTable = pane(page).getByTestId('favorites-table-PartMaster');
      await until('both parts listed', () => partsTable.locator('tbody tr.ant-table-row td:nth-child(3)').allTextContents(), (c) => codes.every((code) => c.includes(code)));
      await keep(page, 'my-favorite');
      // the first part into the cart from here
      await partsTable.getByTestId(`add-to-cart-${codes[0]}`).click();
      await until('the cart one part more', () => cartCount(page), (n) => n === seeded + 1);
      await pane(page).getByRole('tab', { name: en.favorites.tabs.Handbook }).click();
      const handbooks = pane(page).getByTestId('favorites-table-Handbook');
      await until('the starred topic listed', () => handbooks.getByTestId('favorite-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')), (hrefs) => hrefs.some((h) => h.includes(topicId!)));
      await keep(page, 'my-favorite-handbooks');
      const token = await storedToken(page);

      // the second part from the BOM
      await goto(page, `/struct?vin=${VIN}`);
      await visible(pane(page).getByTestId(`add-to-cart-${codes[1]}`));
      await pane(page).getByTestId(`add-to-cart-${codes[1]}`).click();
      await until('the cart two parts more', () => cartCount(page), (n) => n === seeded + 2);

      // the cart: a wrong quantity is refused with the message, a right one is stored
      await page.getByTestId('header-cart').click();
      await expectRoute(page, '/shopping_cart');
      const cart = pane(page);
      type Line = { partCode: string; amount: number; minUnit: number; orderable: boolean; vin: string; model: string };
      const lines = async () => (await api<{ items: Line[]; total: string }>(env.server, pathOf(ordersEndpoints.cart), token)).body.data!;
      const line = async (code: string) => (await lines()).items.find((i) => i.partCode === code);
      const min = (await line(codes[1]))!.minUnit;
      // the cart opens with every orderable line ticked and their total, not 'Reference total CN¥0.00'
      const opened = await lines();
      expect(opened.items.every((i) => i.orderable)).toBe(true);
      await until('every line ticked', () => cart.getByTestId('cart-selected').textContent(), (v) => v === fill(s.cart.selected_other, { count: opened.items.length }));
      expect((await cart.getByTestId('cart-total').textContent())!.replace(/\D/g, '')).toBe(opened.total.replace(/\D/g, ''));
      // the BOM's part keeps the vehicle it was picked for; the favourite's has none
      expect(await line(codes[1])).toMatchObject({ vin: VIN });
      expect((await line(codes[1]))!.model).not.toBe('');
      expect(await line(codes[0])).toMatchObject({ vin: '', model: '' });
      await visible(cart.getByTestId(`cart-vehicle-${codes[1]}`).getByText(VIN));
      await expect(cart.getByTestId(`cart-vehicle-${codes[0]}`).count()).resolves.toBe(0);
      await visible(cart.getByTestId(`cart-amount-${codes[1]}`));
      const amount = cart.locator(`input[data-testid="cart-amount-${codes[1]}"], [data-testid="cart-amount-${codes[1]}"] input`).first();
      await amount.fill('0');
      await amount.press('Enter');
      await visible(page.locator('.ant-message').getByText(fill(s.cart.amountRule, { min })));
      await amount.fill(String(min * 3));
      await amount.press('Enter');
      await until('the quantity stored', async () => (await line(codes[1]))?.amount, (v) => v === min * 3);
      await keep(page, 'cart');

      // submit the two new lines: the others (the demo's) unticked
      for (const other of (await lines()).items.filter((i) => !codes.includes(i.partCode))) await cart.locator(`[data-testid="cart-select-${other.partCode}"]`).first().uncheck();
      const orderNo = await submitTicked(page, cart, s, 2);

      // the DMS took it once, signed, and confirmed it through the callback
      await until('the DMS took the order', () => receiver.taken.has(orderNo), Boolean, 30_000);
      expect(receiver.taken.get(orderNo)).toMatchObject({ key: orderNo });
      // the DMS learns which vehicle the BOM's part is for
      const handed = (receiver.taken.get(orderNo) as { payload: { vins: string[]; models: string[]; lines: { partCode: string; vin: string; model: string }[] } }).payload;
      expect(handed.vins).toEqual([VIN]);
      expect(handed.models).toHaveLength(1);
      expect(handed.lines.find((l) => l.partCode === codes[1])).toMatchObject({ vin: VIN, model: handed.models[0] });
      expect(handed.lines.find((l) => l.partCode === codes[0])).toMatchObject({ vin: '', model: '' });
      await until('the DMS reported back', () => receiver.reports.find((r) => r.key === orderNo), Boolean, 15_000);
      expect(receiver.reports.find((r) => r.key === orderNo)!.answer).toMatchObject({ success: true });
      expect(receiver.refused).toBe(0);

      // the history shows it confirmed (searched again until the report is in)
      const orderRow = cart.locator('tr.ant-table-row').filter({ has: page.getByTestId(`order-open-${orderNo}`) });
      await visible(orderRow);
      await until('the order confirmed in the history', async () => {
        const text = await orderRow.getByTestId('order-status').textContent();
        if (text !== s.status.CONFIRMED) await cart.getByTestId('order-search').click();
        return text;
      }, (v) => v === s.status.CONFIRMED, 30_000);
      await visible(orderRow.getByTestId('order-vins').getByText(VIN));
      await cart.getByTestId(`order-open-${orderNo}`).click();
      const detail = page.getByTestId('order-detail');
      await visible(detail);
      await until('two lines', () => detail.locator('.ant-table-row').count(), (n) => n === 2);
      expect(await detail.getByTestId('order-vins').textContent()).toBe(VIN);
      await visible(detail.locator('.ant-table-row', { hasText: codes[1] }).getByText(VIN));
      await until('submitted, then confirmed', () => detail.getByTestId('order-event').count(), (n) => n === 2);
      await keep(page, 'order-confirmed');
      await page.locator('.ant-drawer-close').click();
      await keep(page, 'history');

      // export the history
      const download = page.waitForEvent('download');
      await cart.getByTestId('order-export').click();
      expect((await download).suggestedFilename()).toBe('orders.xlsx');
      // the export names the vehicle of the order
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await (await download).path());
      const sheet = book.worksheets[0];
      const heads = (sheet.getRow(1).values as unknown[]).map(String);
      const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === orderNo)!;
      expect(row.getCell(heads.indexOf('VIN')).value).toBe(VIN);
    });
  }, 300_000);

  it('shows my_favorite and the confirmed order in German', async () => {
    await journey(env.browser, env.server, 'orders-journey-de', async ({ page }) => {
      const de = WEB.de;
      await page.goto('/?language=de#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      // the hash changes in place: a new page load would drop ?language=de
      await page.evaluate(() => { location.hash = '#/my_favorite'; });
      await visible(pane(page).getByRole('tab', { name: de.favorites.tabs.PartMaster }));
      await visible(pane(page).getByTestId('favorites-table-PartMaster').locator('tbody tr.ant-table-row').first());
      await keep(page, 'my-favorite-de');
      await page.evaluate(() => { location.hash = '#/shopping_cart?tab=history'; });
      const view = pane(page);
      await visible(view.getByText(de.orders.page.tabHistory).first());
      // the newest order, the one the DMS confirmed, on top
      await until('the new order confirmed, on top', () => view.locator('tr.ant-table-row').first().getByTestId('order-status').textContent(), (v) => v === de.orders.status.CONFIRMED);
      expect(await view.locator('tr.ant-table-row').first().textContent()).toMatch(/SO\d{16}.*2026-\d\d-\d\d/);
      await keep(page, 'history-de');
    });
  }, 120_000);

  it('shows my_favorite, the cart and the order history in Chinese', async () => {
    await journey(env.browser, env.server, 'orders-journey-zh', async ({ page }) => {
      const zh = WEB['zh-CN'];
      await page.goto('/?language=zh-CN#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      // the hash changes in place: a new page load would drop ?language=zh-CN
      await page.evaluate(() => { location.hash = '#/my_favorite'; });
      await visible(pane(page).getByRole('tab', { name: zh.favorites.tabs.PartMaster }));
      await visible(pane(page).getByTestId('favorites-table-PartMaster').locator('tbody tr.ant-table-row').first());
      await keep(page, 'my-favorite-zh');
      await page.evaluate(() => { location.hash = '#/shopping_cart'; });
      await visible(pane(page).getByText(zh.orders.page.tabCart).first());
      await visible(pane(page).locator('tr.ant-table-row').first());
      await keep(page, 'cart-zh');
      // the page's own tab, as a user switches (a new URL would open a second tab in the tab bar)
      const view = pane(page);
      await view.getByRole('tab', { name: zh.orders.page.tabHistory }).click();
      await until('the confirmed order on top', () => view.getByTestId('order-status').first().textContent(), (v) => v === zh.orders.status.CONFIRMED);
      // the cart's hidden table has a vehicle column too: the history's is the visible one
      await visible(view.locator('th:visible', { hasText: zh.orders.history.columns.vins }).first());
      await visible(view.getByTestId('order-vins').first().getByText(VIN));
      await keep(page, 'history-zh');
    });
  }, 120_000);
});

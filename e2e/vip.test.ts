/**
 * Issue 24 §4, paid access (decision 043): a registered workshop buys a day pass to the S2 Pro's
 * manuals by invoice; the manual refuses it, offering the packages, until the administrator
 * approves the transfer on "Payment management and authorization"; then it reads the manual.
 * The server is stopped and the purchase's end moved (the data directory is opened directly):
 * two hours before the end the portal shows the banner; after the end the manual refuses again.
 * Without a series package the parts catalogue's pages show the same kind of refusal.
 * Screenshots to docs/screenshots/vip-*.png, desktop and phone, several languages.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Page } from 'playwright-core';
import { manualsEndpoints, pathOf } from '@portal/contract';
import { api, apiToken, goto, journey, journeyEnvironment, login, logout, pane, PortalServer, screenshotKeeper, visible } from './harness';
import { WEB, fill } from './strings';

const keep = screenshotKeeper('vip-');
const env = journeyEnvironment();
const en = WEB['en-US'];

/** The demo S2 Pro's service manual, found as a dealer sees it. */
async function s2ProManual(): Promise<string> {
  const token = await apiToken(server, 'dealer');
  const res = await api<{ id: string; type: string }[]>(server, `${pathOf(manualsEndpoints.roots)}?code0=SCT&code1=S2&code2=S2-PRO&type=SERVICE`, token);
  const manual = res.body.data?.find((m) => m.type === 'SERVICE');
  if (!manual) throw new Error(`no S2 Pro service manual: ${JSON.stringify(res.body)}`);
  return manual.id;
}

/** The server the journeys talk to: the file's, then each restart's. */
let server: PortalServer;

/** Stops the server, runs `sql` on its database, and starts a new one on the same data. */
async function withServerStopped(sql: string): Promise<void> {
  const dataDir = server.dataDir;
  await server.stop({ keepData: true });
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await db.exec(sql);
  await db.close();
  server = await new PortalServer().start({}, { dataDir });
}

async function openManual(page: Page, rootId: string) {
  await goto(page, `/manual/${rootId}`);
}

describe('paid access', () => {
  it('a registered workshop buys a day pass, reads the model\'s manuals once approved, and is refused after the end', async () => {
    server = env.server;
    try {
      await buyReadAndExpire();
    } finally {
      // the restarted server is this test's own (the file's is stopped by the environment)
      if (server !== env.server) await server.stop();
    }
    // two restarts of the server on top of the journeys
  }, 300_000);
});

/** The "done when", step by step (screenshots on the way). */
async function buyReadAndExpire() {
  const rootId = await s2ProManual();
  let serial = '';

  await journey(env.browser, server, 'vip-buy', async ({ page }) => {
    const v = en.vip;
    await login(page, 'register');
    // the parts catalogue needs a series package: the same refusal with the offer, no error notice
    await goto(page, '/part_check');
    await visible(pane(page).getByText(en.shell.vipNotice.refusalCatalogueTitle));
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    await keep(page, 'catalogue-refused-en');
    // the manual needs a package: a clear refusal that offers them, not a blank page
    await openManual(page, rootId);
    await visible(pane(page).getByText(en.shell.vipNotice.refusalTitle));
    await keep(page, 'refused-before-en');
    await pane(page).getByTestId('vip-refusal-offer').click();
    const screen = pane(page).getByTestId('vip-buyer-page');
    await visible(screen);
    await visible(screen.getByText(v.entitlements.empty));
    const offer = screen.getByTestId('vip-offer-S2-PRO-DAY');
    await visible(offer);
    await offer.getByTestId('vip-buy').click();
    const dialog = page.locator('.ant-modal:visible');
    await visible(dialog.getByText(v.offers.invoiceHint));
    await keep(page, 'buy-dialog-en');
    await dialog.getByTestId('vip-buy-confirm').click();
    await visible(screen.getByTestId('vip-status-PENDING'));
    serial = (await screen.locator('.ant-table-row').first().locator('td').first().locator('span span').first().textContent())?.trim() ?? '';
    expect(serial).toMatch(/^VIP\d{8}-[0-9A-F]{8}$/);
    await keep(page, 'pending-en');
    // still refused while the transfer waits
    await openManual(page, rootId);
    await visible(pane(page).getByText(en.shell.vipNotice.refusalTitle));
    await logout(page);

    // the administrator approves the transfer
    await login(page, 'admin');
    await page.getByTestId('admin-menu').click();
    await page.getByTestId('admin-menu-payment_management').click();
    const admin = pane(page).getByTestId('vip-admin-page');
    await visible(admin);
    await admin.getByRole('tab', { name: v.admin.tabs.buys }).click();
    const approve = admin.getByTestId(`vip-approve-${serial}`);
    await visible(approve);
    await keep(page, 'admin-pending-en');
    await approve.click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await visible(page.locator('.ant-message').getByText(fill(v.buys.approved, { serial })));
    await admin.getByRole('tab', { name: v.admin.tabs.packages }).click();
    await visible(admin.getByText('S2 Pro manuals: day pass'));
    await keep(page, 'admin-packages-en');
    await logout(page);

    // the same day the workshop reads the manual and sees its access with the end
    await login(page, 'register');
    await openManual(page, rootId);
    await visible(pane(page).locator('.manual-tree, [role="tree"]').first());
    expect(await pane(page).getByText(en.shell.vipNotice.refusalTitle).count()).toBe(0);
    await keep(page, 'reading-en');
    await goto(page, '/vip');
    await visible(pane(page).getByTestId('vip-entitlement-S2-PRO'));
    await keep(page, 'entitled-en');
  });

  // two hours before the end: the banner, in German, with the way to buy again
  await withServerStopped(`update vip_buys set valid_until = now() + interval '2 hours' where serial = '${serial}'`);
  await journey(env.browser, server, 'vip-banner', async ({ page }) => {
    await login(page, 'register');
    await page.goto('/?language=de#/vip');
    await visible(page.getByTestId('vip-banner'));
    await visible(page.getByTestId('vip-banner').getByText(WEB.de.shell.vipNotice.renew));
    await visible(pane(page).getByText(WEB.de.vip.entitlements.title));
    await keep(page, 'banner-de');
  });
  await journey(env.browser, server, 'vip-phone', async ({ page }) => {
    await login(page, 'register');
    await page.goto('/?language=zh_CN#/vip');
    await visible(page.getByTestId('vip-banner'));
    await visible(page.getByText(WEB['zh-CN'].vip.offers.title));
    await keep(page, 'phone-zh');
  }, { viewport: { width: 390, height: 844 }, hasTouch: true });

  // the next day: refused again
  await withServerStopped(`update vip_buys set valid_from = valid_from - interval '2 days', valid_until = now() - interval '1 minute' where serial = '${serial}'`);
  await journey(env.browser, server, 'vip-expired', async ({ page }) => {
    await login(page, 'register');
    await openManual(page, rootId);
    await visible(pane(page).getByText(en.shell.vipNotice.refusalTitle));
    await keep(page, 'refused-after-en');
    await goto(page, '/vip');
    await visible(pane(page).getByText(en.vip.entitlements.empty));
  });

  // the administrators' screen in Vietnamese
  await journey(env.browser, server, 'vip-admin-vi', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/?language=vi#/payment_management');
    await visible(pane(page).getByText(WEB.vi.vip.admin.title).first());
    await keep(page, 'admin-vi');
  });
}

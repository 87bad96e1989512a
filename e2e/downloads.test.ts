/**
 * The download area: an administrator makes a folder in download_management and uploads a public
 * PDF and a file for the dealer network group only; a REGISTER user (registered through the API)
 * opens the download card (its own page, download_area), sees the public PDF but not the group's
 * file, downloads it, and the count shows one download. The dealer reads the area from the main
 * navigation (issue 20 §15): folders, entries newest first with their dates, a search by name, on a
 * desktop and a phone, in English and Chinese. Screenshots to docs/screenshots/.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import dayjs from 'dayjs';
import { expectRoute, goto, journey, login, logout, openFromNav, settled, storedToken, journeyEnvironment, until, visible, type PortalServer, screenshotKeeper, pane } from './harness';
import { WEB, fill } from './strings';
import { textPdf } from '../server/src/seed/downloads/index';
import { pathOf, usersEndpoints, authEndpoints, downloadsEndpoints } from '@portal/contract';

const keep = screenshotKeeper('');
const s = WEB['en-US'].downloads;
const zh = WEB['zh-CN'].downloads;
const env = journeyEnvironment();

const PUBLIC_PDF = 'Service brochure 2026.pdf';
const GROUP_TXT = 'Dealer bonus scheme.txt';
const register = { username: `reg${crypto.randomBytes(3).toString('hex')}`, password: 'Reg@2026xy', email: `reg-${crypto.randomBytes(3).toString('hex')}@example.com`, name: 'External Reader' };

async function postJson(server: PortalServer, pathname: string, body: unknown) {
  const res = await fetch(`${server.url}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en-US' }, body: JSON.stringify(body) });
  return (await res.json()) as { success: boolean; message?: string; data?: unknown };
}

/** Registers a REGISTER account the way the register page does: a code by mail, the password RSA-encrypted. */
async function registerThroughApi(server: PortalServer) {
  const before = server.mailCount(register.email);
  const sent = await fetch(`${server.url}${pathOf(usersEndpoints.sendVerifyCode, { purpose: 'register' })}?email=${encodeURIComponent(register.email)}`);
  expect(((await sent.json()) as { success: boolean }).success).toBe(true);
  const code = await server.verificationCode(register.email, { after: before });
  const { data } = (await (await fetch(`${server.url}${pathOf(authEndpoints.publicKey)}`)).json()) as { data: { publicKey: string } };
  const password = crypto.publicEncrypt({ key: data.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(register.password)).toString('base64');
  const res = await postJson(server, pathOf(usersEndpoints.register), { username: register.username, password, email: register.email, code, name: register.name });
  expect(res.success, res.message).toBe(true);
}

async function uploadEntry(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, choose: (modal: ReturnType<Page['locator']>) => Promise<void>) {
  await pane(page).getByTestId('download-upload').click();
  const modal = page.locator('.ant-modal').filter({ hasText: s.entry.uploadTitle });
  await visible(modal);
  await modal.locator('input[type=file]').setInputFiles(file);
  await visible(modal.locator('.ant-upload-list-item-done, .ant-upload-list-item').filter({ hasText: file.name }));
  await visible(page.getByText(fill(WEB['en-US'].files.uploaded, { name: file.name })));
  await choose(modal);
  await modal.getByTestId('download-entry-save').click();
  await visible(pane(page).getByTestId(`download-row-${file.name}`));
}

/** The names the reader's list shows, in order. */
const readerNames = (page: Page) => pane(page).locator('[data-testid^="download-area-row-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('download-area-row-', '')));

describe('download area', () => {
  it('an administrator files a public PDF and a group-only file; a REGISTER user downloads the public one from the card', async () => {
    await registerThroughApi(env.server);
    const folder = `Brochures ${crypto.randomBytes(2).toString('hex')}`;

    await journey(env.browser, env.server, 'downloads-admin', async ({ page }) => {
      await login(page, 'domain-admin');
      await goto(page, '/download_management');
      const view = pane(page);
      await visible(view.getByTestId('download-management-page'));
      await view.getByTestId('download-folder-add-top').click();
      await page.getByTestId('download-folder-name').fill(folder);
      await page.locator('.ant-modal').filter({ hasText: s.folder.addTitle }).getByRole('button', { name: WEB['en-US'].common.actions.save }).click();
      await visible(page.getByText(fill(s.folder.saved, { name: folder })));
      await view.getByTestId(`download-folder-${folder}`).click();

      await uploadEntry(page, { name: PUBLIC_PDF, mimeType: 'application/pdf', buffer: textPdf('Service brochure 2026', ['Our service network and what it offers.']) }, async (modal) => {
        await modal.getByTestId('download-entry-public').click();
      });
      await uploadEntry(page, { name: GROUP_TXT, mimeType: 'text/plain', buffer: Buffer.from('Bonus for 2026: 2% on spare parts over 50,000 RMB\n') }, async (modal) => {
        await modal.getByTestId('download-entry-groups').locator('input').fill('DEALER_NETWORK');
        await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'DEALER_NETWORK' }).click();
        await page.keyboard.press('Escape');
      });
      await visible(view.getByText(s.audience.public).first());
      await visible(view.getByRole('cell', { name: 'Dealer network' }));
      await settled(page);
      await keep(page, 'downloads-management');

      // The same screen in Chinese.
      await page.goto('/?language=zh_CN#/download_management');
      await visible(pane(page).getByRole('heading', { name: zh.title }));
      await pane(page).getByTestId(`download-folder-${folder}`).click();
      await visible(pane(page).getByTestId(`download-row-${PUBLIC_PDF}`));
      await settled(page);
      await keep(page, 'downloads-management-zh');
      await page.goto('/?language=en_US#/home');
      await logout(page);
    });

    await journey(env.browser, env.server, 'downloads-register', async ({ page }) => {
      // the card on a REGISTER user's home page (spec §1); the reader's page is download_area
      await login(page, register.username, register.password);
      const card = pane(page).getByTestId('download-area-card');
      await visible(card);
      await card.getByText(s.card.latest).click();
      const row = card.getByTestId(`download-card-row-${PUBLIC_PDF}`);
      await visible(row);
      expect(await card.getByTestId(`download-card-row-${GROUP_TXT}`).count()).toBe(0);
      await visible(row.getByText(fill(s.card.count_other, { count: 0 })));

      const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: s.actions.download }).click()]);
      expect(download.suggestedFilename()).toBe(PUBLIC_PDF);
      const saved = await download.path();
      expect(saved).toBeTruthy();
      await visible(row.getByText(fill(s.card.count_one, { count: 1 })), 20_000);

      // The server counted it once, and the REGISTER user is refused the group's file.
      const token = await storedToken(page);
      const latest = (await (await fetch(`${env.server.url}${pathOf(downloadsEndpoints.minFiles)}?page=1&pageSize=50`, { headers: { token: token! } })).json()) as { data: { contents: { id: string; name: string; downloadCount: number }[] } };
      expect(latest.data.contents.find((r) => r.name === PUBLIC_PDF)?.downloadCount).toBe(1);
      expect(latest.data.contents.some((r) => r.name === GROUP_TXT)).toBe(false);
      await settled(page);
      await keep(page, 'downloads-card');

      await page.goto('/?language=zh_CN#/home');
      const zhCard = pane(page).getByTestId('download-area-card');
      await visible(zhCard.getByText(zh.card.title).first());
      await visible(zhCard.getByTestId(`download-card-row-${PUBLIC_PDF}`));
      await settled(page);
      await keep(page, 'downloads-card-zh');
    });
  });
  it('a dealer reads the download area from the main navigation: folders, newest first with dates, search by name; in English and Chinese, on a desktop and a phone', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const w = WEB[lang].downloads;
      const tag = lang === 'en-US' ? 'en' : 'zh';
      await journey(env.browser, env.server, `downloads-reader-${tag}`, async ({ page }) => {
        await login(page, 'dealer');
        if (lang === 'zh-CN') {
          await page.goto('/?language=zh_CN#/home');
          await visible(page.getByTestId('user-menu'));
        }
        await openFromNav(page, 'download_area');
        await expectRoute(page, '/download_area');
        const view = pane(page);
        await visible(view.getByRole('heading', { name: w.area.title }));

        // every entry the dealer may see, newest first, as the server orders them; each with its date
        const token = (await storedToken(page))!;
        const expected = (await (await fetch(`${env.server.url}${pathOf(downloadsEndpoints.minFiles)}?page=1&pageSize=10`, { headers: { token } })).json()) as { data: { count: number; contents: { name: string; updateTime: string }[] } };
        expect(expected.data.count).toBeGreaterThan(1);
        await until('the newest entries first', () => readerNames(page), (names) => names.join('|') === expected.data.contents.map((r) => r.name).join('|'));
        const times = expected.data.contents.map((r) => r.updateTime);
        expect([...times].sort().reverse()).toEqual(times);
        for (const row of expected.data.contents.slice(0, 3)) {
          expect(await view.getByTestId(`download-area-date-${row.name}`).innerText()).toBe(dayjs(row.updateTime).format('YYYY-MM-DD'));
        }
        await visible(view.getByText(fill(w.list.total_other, { count: expected.data.count })));

        // a folder: its entries and its subfolders' (the seeded "Service information" holds Manuals and Software)
        await view.getByTestId('download-area-tree').getByText('Service information').click();
        await until('the folder with its subfolders', () => readerNames(page), (names) => names.length === 3 && names.includes('S2 Pro quick guide.pdf') && names.includes('Diagnosis app (Android)'));
        await visible(view.locator('.download-reader-list').getByText('Service information').first());
        await settled(page);
        await keep(page, `downloads-reader-${tag}`);

        // a search by name within it, ignoring case; one that finds nothing says so
        await view.getByTestId('download-area-search').locator('input').fill('QUICK');
        await view.getByTestId('download-area-search').locator('input').press('Enter');
        await until('the search result', () => readerNames(page), (names) => names.join('|') === 'S2 Pro quick guide.pdf');
        await visible(view.getByText(fill(w.area.searchIn, { key: 'QUICK' })));
        await view.getByTestId('download-area-search').locator('input').fill('no-such-file');
        await view.getByTestId('download-area-search').locator('input').press('Enter');
        await visible(view.getByText(fill(w.area.emptySearch, { key: 'no-such-file' })));

        // all files again, then the dealer-only folder: the group's files are there for a dealer
        await view.getByTestId('download-area-search').locator('input').fill('');
        await view.getByTestId('download-area-search').locator('input').press('Enter');
        await view.getByTestId('download-area-tree').getByText('Dealer network').click();
        await until('the dealer network folder', () => readerNames(page), (names) => names.includes('Dealer price list 2026.txt') && names.includes('Training schedule Q1.pdf'));
      });

      // a phone: the folder from a list above the entries, size and date under each name
      await journey(env.browser, env.server, `downloads-reader-phone-${tag}`, async ({ page }) => {
        await login(page, 'dealer');
        if (lang === 'zh-CN') {
          await page.goto('/?language=zh_CN#/download_area');
        } else {
          await goto(page, '/download_area');
        }
        const view = pane(page);
        await visible(view.getByTestId('download-area-picker'));
        await visible(view.locator('[data-testid^="download-area-row-"]').first());
        const first = (await readerNames(page))[0];
        await visible(view.getByTestId(`download-area-row-${first}`).locator('.download-reader-phone').getByText(new RegExp(String(new Date().getFullYear()))));
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await settled(page);
        await keep(page, `downloads-reader-phone-${tag}`);
      }, { viewport: { width: 390, height: 844 }, hasTouch: true });
    }
  }, 240_000);
});

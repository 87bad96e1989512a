/**
 * The home dashboard and the report page (issue 12 §4): a dealer's cards (VIN query, model
 * selection, swiper, announcements, favourites); the administrator sets a swiper picture and the
 * dealer sees it; the report page's three tabs each export a real spreadsheet; the home page in
 * Vietnamese and Chinese, and on a phone. Screenshots go to docs/screenshots/home-*.png.
 */
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, apiToken, escapeFrom, expectRoute, goto, journey, login, storedToken, submitLogin, until, journeyEnvironment, visible, type PortalServer, png, screenshotKeeper, tempFile, pane } from './harness';
import { WEB } from './strings';
import vi from '../web/src/i18n/locales/vi/index';
import { bulletinsEndpoints, filesEndpoints, routeOf } from '@portal/contract';

const keep = screenshotKeeper('home-');
const env = journeyEnvironment();
const CAPTION = 'Spring service campaign';
const PINNED = 'Brake caliper inspection campaign';
const LATEST = 'New diagnostic software released';

/** A real PNG (a 960x300 teal gradient with stripes), written to a temporary file. */
function picture(): string {
  return tempFile('home-swiper.png', png(960, 300, (x, y) => {
    const stripe = Math.floor((x + y) / 60) % 2 === 0 ? 18 : 0;
    return [10 + stripe, 80 + Math.round((x * 90) / 960) + stripe, 120 + Math.round((y * 60) / 300)];
  }));
}

async function call(server: PortalServer, token: string, method: string, pathname: string, body?: unknown) {
  const res = await fetch(`${server.url}${pathname}`, {
    method, headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; data?: any; message?: string };
  expect(json.success, `${method} ${pathname}: ${json.message}`).toBe(true);
  return json.data;
}

/** Two published bulletins for dealers, the first pinned: the announcements card's content. */
async function publishBulletins(server: PortalServer, token: string) {
  const day = 86_400_000;
  const levels = (await call(server, token, ...routeOf(bulletinsEndpoints.approveLevels))) as { level: number }[];
  const second = await apiToken(server, 'domain-admin');
  for (const [theme, top] of [[PINNED, true], [LATEST, false]] as const) {
    const { id } = await call(server, token, ...routeOf(bulletinsEndpoints.create), {
      theme, content: `<p>${theme}</p>`, type: top ? 'MAINTENANCE_BULLETIN' : 'OTHER_BULLETIN',
      startTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + 30 * day).toISOString(),
      audience: { userTypes: ['DEALER'] },
    });
    await call(server, token, ...routeOf(bulletinsEndpoints.publish, { id }));
    // the levels after the first are a second person's (bulletinDistinctApprovers)
    for (const l of levels) await call(server, l.level === 1 ? token : second, ...routeOf(bulletinsEndpoints.approve, { id, level: l.level }));
    if (top) await call(server, token, ...routeOf(bulletinsEndpoints.top, { id }), { top: true });
  }
}

/** Waits until the swiper's shown picture is the administrator's 960 px wide one, loaded (not the fallback). */
async function swiperPictureLoaded(page: Page) {
  const img = page.getByTestId('home-swiper').locator('.slides-active img.home-swiper-img');
  await until('the swiper picture loaded', () => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), (w) => w === 960);
  return img;
}

/** Clicks an export button and reads the downloaded file as a workbook: its first sheet's rows. */
async function exportedRows(page: Page, button: ReturnType<Page['getByTestId']>): Promise<{ name: string; rows: unknown[][] }> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const saved = path.join(os.tmpdir(), `home-export-${process.pid}-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: file.suggestedFilename(), rows };
}

describe('home dashboard and reports', () => {
  it('the administrator sets a swiper picture; the dealer sees it with the VIN query, model selection, announcements and favourites', async () => {
    const en = WEB['en-US'];
    await journey(env.browser, env.server, 'home-admin-swiper', async ({ page }) => {
      await login(page, 'admin');
      const token = (await storedToken(page))!;
      await publishBulletins(env.server, token);
      const swiper = page.getByTestId('home-swiper');
      await visible(swiper);
      await swiper.getByTestId('home-swiper-configure').click();
      await visible(page.getByText(en.home.swiper.settingsTitle));
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('home-swiper-upload-0').click();
      await (await chooser).setFiles(picture());
      await visible(page.getByTestId('home-swiper-slot-0').locator('img'));
      await page.getByTestId('home-swiper-caption-0').fill(CAPTION);
      // a script link is refused in the form; a portal path is taken
      await page.getByTestId('home-swiper-link-0').fill('javascript:alert(1)');
      await page.getByTestId('home-swiper-save').click();
      await visible(page.getByText(en.home.swiper.badLink));
      await page.getByTestId('home-swiper-link-0').fill('/notice_area');
      await keep(page, 'swiper-settings');
      await page.getByTestId('home-swiper-save').click();
      await visible(page.getByText(en.home.swiper.saved));
      await visible(swiper.getByText(CAPTION).first());
    });

    await journey(env.browser, env.server, 'home-dealer', async ({ page }) => {
      await login(page, 'dealer');
      for (const id of ['home-vin-query', 'home-model-selection', 'home-swiper', 'home-announcements', 'home-favorites', 'home-download']) {
        await visible(page.getByTestId(id));
      }
      await visible(page.getByText(en.home.vin.title));
      await visible(page.getByText(en.home.model.title));
      // the dealer cannot change the swiper
      expect(await page.getByTestId('home-swiper-configure').count()).toBe(0);
      // the administrator's picture, served through the files module, loaded (not the fallback)
      const img = await swiperPictureLoaded(page);
      expect(await img.getAttribute('src')).toContain(filesEndpoints.view.path.split(':')[0]);
      await visible(page.getByTestId('home-swiper').getByText(CAPTION).first());
      // announcements: pinned first, both unread
      const links = page.getByTestId('home-announcements').getByTestId('home-announcement-link');
      await until('two announcements', () => links.allTextContents(), (t) => t.includes(PINNED) && t.includes(LATEST));
      expect((await links.allTextContents())[0]).toBe(PINNED);
      expect(await page.getByTestId('home-announcements').locator('.home-announcement-unread').count()).toBeGreaterThanOrEqual(2);
      await keep(page, 'dashboard-desktop-en');
      // the VIN query opens the vehicle's struct view
      await page.getByTestId('home-vin-query').getByTestId('vin-search-input').fill('LUMS2PHD3PH000001');
      await page.getByTestId('home-vin-query').getByTestId('vin-search-button').click();
      await expectRoute(page, /#\/struct\?vin=LUMS2PHD3PH000001/);
      // an announcement opens its bulletin, which is then read
      await goto(page, '/home');
      const opened = page.waitForResponse((r) => /^\/rest\/base\/bulletin\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname));
      await page.getByTestId('home-announcements').getByText(LATEST).click();
      await expectRoute(page, /#\/notice_detail\//);
      expect((await opened).status()).toBe(200);
      await visible(pane(page).getByText(LATEST).first());
      await goto(page, '/home');
      await until('the opened one read', () => page.getByTestId('home-announcements').locator('.home-announcement-unread').allTextContents(), (t) => !t.some((x) => x.includes(LATEST)) && t.some((x) => x.includes(PINNED)));
      // a slide with a link opens it
      await page.getByTestId('home-swiper').locator('.slides-active [data-testid="home-swiper-slide"]').click();
      await expectRoute(page, '/notice_area');
    });
  }, 300_000);

  it('the model selection opens the model\'s catalogue; a REGISTER account sees only the download card', async () => {
    await journey(env.browser, env.server, 'home-model-register', async ({ page }) => {
      await login(page, 'dealer');
      const card = page.getByTestId('home-model-selection');
      // each level's first option; the dropdown closes before the next level opens
      for (const level of ['config-line', 'config-series', 'config-model']) {
        await card.getByTestId(level).click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
        await until(`${level} chosen`, () => page.locator('.ant-select-dropdown:visible').count(), (n) => n === 0);
      }
      await card.getByTestId('config-search-button').click();
      await expectRoute(page, /#\/struct\?code=/);
    });
    await journey(env.browser, env.server, 'home-register', async ({ page }) => {
      await login(page, 'register');
      await visible(page.getByTestId('home-download'));
      for (const id of ['home-vin-query', 'home-model-selection', 'home-swiper', 'home-announcements', 'home-favorites', 'manual-search']) {
        expect(await page.getByTestId(id).count(), id).toBe(0);
      }
      expect(await page.locator('.home-card').count()).toBe(1);
    });
  }, 200_000);

  it('the report page\'s three tabs each export a spreadsheet with rows', async () => {
    const en = WEB['en-US'];
    await journey(env.browser, env.server, 'home-reports', async ({ page }) => {
      await login(page, 'admin');
      await goto(page, '/report_management');
      const view = pane(page);
      const tabs = view.getByRole('tab');
      await until('three tabs', () => tabs.allTextContents(), (t) => t.length === 3);
      expect(await tabs.allTextContents()).toEqual([en.inquiry.report.noticeQueryStatistics, en.inquiry.report.inquiryFormStatistics, en.feedback.stats.title]);

      // bulletin read statistics (the bulletins of the first journey)
      await visible(view.getByTestId('notice-stats-table').locator('tbody tr.ant-table-row').first());
      await view.getByTestId('notice-stats-theme').fill(PINNED);
      await view.getByTestId('notice-stats-search').click();
      await until('one bulletin', () => view.getByTestId('notice-stats-table').locator('tbody tr.ant-table-row').count(), (n) => n === 1);
      await view.getByTestId('notice-unread-link').first().click();
      await visible(page.getByTestId('notice-unread-users').locator('tbody tr.ant-table-row').first());
      await keep(page, 'report-notice-unread');
      await escapeFrom(page, page.locator('.ant-modal-wrap').filter({ has: page.getByTestId('notice-unread-users') }));
      await keep(page, 'report-notice');
      const notice = await exportedRows(page, view.getByTestId('notice-stats-export'));
      expect(notice.name).toBe('bulletin-statistics.xlsx');
      expect(notice.rows[0]).toEqual(['Theme', 'Type', 'Status', 'Visits', 'Audience', 'Read', 'Unread']);
      expect(notice.rows.slice(1).map((r) => r[0])).toEqual([PINNED]);

      await tabs.nth(1).click();
      await visible(view.getByTestId('inquiry-statistics-export'));
      await until('inquiries listed', () => view.locator('.inquiry-list tbody tr.ant-table-row').count(), (n) => n > 0);
      await keep(page, 'report-inquiry');
      const inquiry = await exportedRows(page, view.getByTestId('inquiry-statistics-export'));
      expect(inquiry.rows.length).toBeGreaterThan(1);

      await tabs.nth(2).click();
      await visible(view.getByTestId('feedback-closed-loop'));
      await keep(page, 'report-feedback');
      const feedback = await exportedRows(page, view.getByTestId('feedback-closed-loop').getByRole('button', { name: en.feedback.export }));
      expect(feedback.rows.length).toBeGreaterThan(1);
    });
  }, 200_000);

  it('the dashboard in Vietnamese and Chinese, and on a phone', async () => {
    for (const [lang, strings] of [['vi', vi], ['zh-CN', WEB['zh-CN']]] as const) {
      await journey(env.browser, env.server, `home-${lang}`, async ({ page }) => {
        await page.goto(`/?language=${lang}#/login`);
        await visible(page.locator('#login_username'));
        await submitLogin(page, 'dealer', DEMO_PASSWORD);
        await expectRoute(page, '/home');
        await visible(page.getByTestId('home-vin-query').getByText(strings.home.vin.title));
        await visible(page.getByTestId('home-model-selection').getByText(strings.home.model.title));
        await visible(page.getByTestId('home-announcements').getByText(strings.home.announcements.title));
        await visible(page.getByTestId('home-swiper').getByText(strings.home.swiper.title));
        await visible(page.getByTestId('home-favorites'));
        await visible(page.getByTestId('home-swiper').getByText(CAPTION).first());
        await swiperPictureLoaded(page);
        if (lang === 'vi') await keep(page, 'dashboard-desktop-vi');
        if (lang === 'zh-CN') {
          await keep(page, 'dashboard-desktop-zh');
          await page.setViewportSize({ width: 390, height: 844 });
          await visible(page.getByTestId('home-vin-query'));
          await keep(page, 'dashboard-mobile-zh');
        }
      });
    }
    await journey(env.browser, env.server, 'home-mobile-en', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await login(page, 'dealer');
      await visible(page.getByTestId('home-vin-query'));
      await swiperPictureLoaded(page);
      const box = await page.getByTestId('home-vin-query').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
      await keep(page, 'dashboard-mobile-en');
      await page.getByTestId('home-swiper').scrollIntoViewIfNeeded();
      await keep(page, 'dashboard-mobile-en-swiper');
    });
  }, 200_000);
});

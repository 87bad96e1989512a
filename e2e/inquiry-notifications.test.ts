/**
 * Issue 20 point 7, an answer the dealer sees: the dealer has the portal open when the handler
 * answers an inquiry (through the API, as another person); without a reload the bell shows the
 * alert, which opens the inquiry. The header's Inquiries link opens the dealer's open inquiries,
 * where the one now waiting on the handler is listed and found by its number ("waiting for me"
 * does not hold it). Then the handler suspends it and the bell names both statuses. In English and
 * Chinese. Screenshots to docs/screenshots/inquiry-notifications-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DICTIONARIES, inquiryEndpoints, notificationsEndpoints, pathOf, routeOf } from '@portal/contract';
import { api, apiToken, expectRoute, hidden, journey, journeyEnvironment, login, pane, screenshotKeeper, settled, until, visible } from './harness';
import { WEB, fill, type WebStrings } from './strings';

const VIN = 'LUMS2PHD3PH000001';
const keep = screenshotKeeper('inquiry-notifications-');
const env = journeyEnvironment();
type Lang = 'en-US' | 'zh-CN';
const tagOf = (lang: Lang) => (lang === 'en-US' ? 'en' : 'zh');

/** A write through the API as another person; its data, or the failure thrown. */
async function send<T>([method, pathname]: readonly [string, string], token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${env.server.url}${pathname}`, { method, headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; data: T };
  if (!json.success) throw new Error(`${method} ${pathname}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The dealer's unread alerts as the server counts them. */
const unreadOf = async (token: string) => (await api<{ count: number }>(env.server, pathOf(notificationsEndpoints.unread), token)).body.data!.count;

/** What the bell says to a screen reader: its count of unread alerts. */
const bellLabel = (s: WebStrings, count: number) => fill(count === 1 ? s.notifications.bell_one : s.notifications.bell_other, { count });

/** Waits, without reloading, until the header's bell counts `count` unread alerts (it asks every 15 s). */
async function bellShows(page: Page, s: WebStrings, count: number) {
  await until(`the bell counts ${count}`, () => page.getByTestId('header-notifications').getAttribute('aria-label'), (v) => v === bellLabel(s, count), 40_000);
  await visible(page.locator('.ant-badge', { has: page.getByTestId('header-notifications') }).locator('.ant-badge-count'));
}

/** Logs the dealer in and, for Chinese, reopens the app in Chinese. */
async function enter(page: Page, lang: Lang) {
  await login(page, 'dealer');
  if (lang === 'zh-CN') {
    await page.goto('/?language=zh_CN#/home');
    await until('the app in Chinese', () => page.evaluate(() => document.documentElement.lang), (v) => v === 'zh-CN');
  }
  await visible(page.getByTestId('header-notifications'));
}

const statusName = (code: string, lang: Lang) => DICTIONARIES.DIC_INQUIRYFORM_STATUS.find((d) => d.code === code)!.name[lang];

describe('an answer the dealer sees (issue 20 point 7)', () => {
  for (const lang of ['en-US', 'zh-CN'] as const) {
    it(`the bell shows the handler's reply without a reload and opens the inquiry; the header's list holds it while it waits on the handler; in ${lang}`, async () => {
      const s = WEB[lang];
      const tag = tagOf(lang);
      const [dealerToken, handlerToken] = await Promise.all([apiToken(env.server, 'dealer'), apiToken(env.server, 'handler')]);
      // raised in Guangdong: routed to the demo handler
      const inquiry = await send<{ id: string; formNo: string }>(routeOf(inquiryEndpoints.submit), dealerToken, {
        vinCode: VIN, carSeries: 'S2', modelCode: 'S2PHD', modelName: 'S2 Pro', provinceCityCode: ['44', '4403'], createrName: 'Dylan Dealer',
        createrTelNo: '13800138000', faultName: lang === 'en-US' ? 'Brake light stays on after release' : '松开刹车后刹车灯常亮', consultType: 'TECHNICAL',
        emergencyLevel: 'URGENT', faultDate: '2026-11-20 09:30', storeName: 'Bright Ride Motors',
      });

      await journey(env.browser, env.server, `inquiry-notifications-${tag}`, async ({ page }) => {
        await enter(page, lang);
        const before = await unreadOf(dealerToken);

        // the handler answers in another place: the dealer's open page learns of it by itself
        await send(routeOf(inquiryEndpoints.reply), handlerToken, { objectId: inquiry.id, comment: lang === 'en-US' ? 'Please check the brake light switch.' : '请检查刹车灯开关。' });
        await bellShows(page, s, before + 1);
        await keep(page, `${tag}-01-badge`);

        // the alert says who answered which inquiry, and opens it
        await page.getByTestId('header-notifications').click();
        const item = page.getByTestId('notification-panel').getByTestId('notification-item').first();
        const replied = fill(s.notifications.kind.INQUIRY_REPLY, { before: 'Hana Handler', code: inquiry.formNo });
        await until('the reply alert first', () => item.locator('.notification-text').textContent(), (v) => v === replied);
        await settled(page);
        await keep(page, `${tag}-02-panel`);
        await item.locator('a').click();
        await expectRoute(page, `/inquiryForm/${inquiry.id}`);
        await until('the inquiry open', () => pane(page).getByTestId('inquiry-status').textContent().catch(() => ''), (v) => v === statusName('PROCESSING', lang));
        // opening the list read it
        await hidden(page.getByTestId('notification-panel'));
        await until('all read on the server', () => unreadOf(dealerToken), (n) => n === 0);
        await until('the bell read', () => page.getByTestId('header-notifications').getAttribute('aria-label'), (v) => v === bellLabel(s, 0));

        // the header's Inquiries: my open inquiries, this one included though it waits on the handler
        await page.getByTestId('header-inquiry').click();
        await expectRoute(page, /#\/inquiryFormManagement$/);
        const view = pane(page);
        await visible(view.getByTestId(`inquiry-row-${inquiry.formNo}`));
        await visible(view.locator('.inquiry-scopes .ant-segmented-item-selected', { hasText: s.inquiry.list.scopes.open }));
        // found by its number
        await view.locator('#inquiryFilter_formNo').fill(inquiry.formNo);
        await view.getByTestId('inquiry-search').click();
        await until('one row', () => view.locator('tr.ant-table-row').count(), (n) => n === 1);
        await visible(view.getByTestId(`inquiry-row-${inquiry.formNo}`));
        await keep(page, `${tag}-03-open-list`);
        // "waiting for me" is still there, and does not hold it: it waits on the handler
        await view.locator('.inquiry-scopes .ant-segmented-item', { hasText: s.inquiry.list.scopes.process }).click();
        await expectRoute(page, /#\/inquiryFormManagement\?scope=process$/);
        await visible(view.getByText(s.inquiry.list.empty));
        // the lists switch in one tab
        const listTabs = () => page.locator('[data-testid="tab-bar"] [data-tab-key^="/inquiryFormManagement"]').count();
        expect(await listTabs()).toBe(1);

        // the handler moves it: the bell names both statuses
        await send(routeOf(inquiryEndpoints.suspend), handlerToken, { id: inquiry.id, reason: lang === 'en-US' ? 'Waiting for the photo' : '等待照片' });
        await bellShows(page, s, 1);
        await page.getByTestId('header-notifications').click();
        const moved = page.getByTestId('notification-panel').getByTestId('notification-item').first();
        // the list is asked again at this opening: the newest alert comes first
        const text = fill(s.notifications.kind.INQUIRY_STATUS, { code: inquiry.formNo, before: statusName('PROCESSING', lang), after: statusName('SUSPENDED', lang) });
        await until('the status alert first', () => moved.locator('.notification-text').textContent(), (v) => v === text);
        await settled(page);
        await keep(page, `${tag}-04-status`);
        await page.keyboard.press('Escape');

        // the header's link again: back to the default list, in the same tab
        await hidden(page.getByTestId('notification-panel'));
        await page.getByTestId('header-inquiry').click();
        await expectRoute(page, /#\/inquiryFormManagement$/);
        await visible(view.locator('.inquiry-scopes .ant-segmented-item-selected', { hasText: s.inquiry.list.scopes.open }));
        await visible(view.getByTestId(`inquiry-row-${inquiry.formNo}`));
        expect(await listTabs()).toBe(1);

        if (lang === 'en-US') {
          // the lists on a phone: the five tabs scroll sideways, the default one first
          await page.setViewportSize({ width: 390, height: 844 });
          await visible(pane(page).getByTestId(`inquiry-row-${inquiry.formNo}`));
          const tabs = await pane(page).locator('.inquiry-scopes').boundingBox();
          expect(tabs!.x + tabs!.width).toBeLessThanOrEqual(390);
          await keep(page, `${tag}-05-phone`);
        }
      });
    }, 240_000);
  }
});

/**
 * A tour of the dealer's main routes, shared by the journeys that visit them all (responsive,
 * accessibility): the objects the parametrised routes open, the routes with what shows once each
 * has its data, and the way in (login in a language, a route opened as a link in the app would).
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { catalogueEndpoints, inquiryEndpoints, manualsEndpoints, pathOf } from '@portal/contract';
import { api, escapeRe, expectRoute, login, pane, settled, until, visible, type PortalServer } from './harness';

export const VIN = 'LUMS2PHD3PH000001';
export const PHONE = { width: 390, height: 844 };
export type Lang = 'en-US' | 'zh-CN';
export const LANGS: Lang[] = ['en-US', 'zh-CN'];
export const tagOf = (lang: Lang) => (lang === 'en-US' ? 'en' : 'zh');

async function postApi<T>(server: PortalServer, pathname: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}${pathname}`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; message?: string; data: T };
  if (!json.success) throw new Error(`${pathname}: ${json.message}`);
  return json.data;
}

export interface TourObjects {
  partId: string;
  manualId: string;
  inquiryId: string;
}

/** The objects the parametrised routes open: a part, a manual of the demo vehicle, an inquiry of the dealer. */
export async function objectsOf(server: PortalServer, token: string): Promise<TourObjects> {
  const parts = await postApi<{ contents: { id: string }[] }>(server, pathOf(catalogueEndpoints.searchParts), token, { key: 'BP-72V32-A01', page: 1, pageSize: 1 });
  const manuals = (await api<{ id: string }[]>(server, `${pathOf(manualsEndpoints.roots)}?vinCode=${VIN}`, token)).body.data ?? [];
  const inquiries = await postApi<{ contents: { id: string }[] }>(server, pathOf(inquiryEndpoints.page), token, { page: 1, pageSize: 1 });
  expect(parts.contents.length && manuals.length && inquiries.contents.length, 'a part, a manual and an inquiry in the demo data').toBeTruthy();
  return { partId: parts.contents[0].id, manualId: manuals[0].id, inquiryId: inquiries.contents[0].id };
}

export interface Visit {
  name: string;
  route: string;
  /** What shows once the page has its data. */
  ready: (view: Locator) => Locator;
}

/** The dealer's main routes (issue 20 §14's list, and the reading pages of the main navigation). */
export function visitsOf(o: TourObjects): Visit[] {
  return [
    { name: 'home', route: '/home', ready: (v) => v.getByTestId('home-vin-query') },
    { name: 'struct', route: `/struct?vin=${VIN}`, ready: (v) => v.locator('[data-testid="bom-table"] tr[data-ball-row]') },
    { name: 'part-search', route: '/partSearchList?key=BMS-20S', ready: (v) => v.getByTestId('part-hits') },
    { name: 'part-detail', route: `/part/${o.partId}`, ready: (v) => v.getByTestId('part-detail') },
    { name: 'manual-list', route: `/manualSearchList?vin=${VIN}`, ready: (v) => v.getByTestId('manual-list') },
    { name: 'manual-view', route: `/manual/${o.manualId}?vin=${VIN}`, ready: (v) => v.getByTestId('manual-view') },
    { name: 'inquiry-list', route: '/inquiryFormManagement', ready: (v) => v.locator('.inquiry-page') },
    { name: 'inquiry-detail', route: `/inquiryForm/${o.inquiryId}`, ready: (v) => v.getByTestId('inquiry-form-no') },
    { name: 'cart', route: '/shopping_cart', ready: (v) => v.getByTestId('cart-page') },
    { name: 'order-history', route: '/shopping_cart?tab=history', ready: (v) => v.getByTestId('order-status') },
    { name: 'bulletins', route: '/notice_area', ready: (v) => v.locator('.bulletin-filter') },
    { name: 'downloads', route: '/download_area', ready: (v) => v.getByTestId('download-area-page') },
    { name: 'feedback', route: '/feedback_center', ready: (v) => v.getByTestId('feedback-table') },
    { name: 'favourites', route: '/my_favorite', ready: (v) => v.locator('.favorites-page') },
    { name: 'cases', route: '/technicalCaseLibrary', ready: (v) => v.getByTestId('cases-page') },
    { name: 'labour-times', route: '/labour_time', ready: (v) => v.getByTestId('labour-page') },
    { name: 'special-tools', route: '/special_tool', ready: (v) => v.getByTestId('tools-page') },
  ];
}

/** Goes to a route inside the running app, as a link in it does (no reload). */
async function hashTo(page: Page, route: string) {
  await page.evaluate((r) => {
    location.hash = `#${r}`;
  }, route);
}

/** Opens a route and waits until its data is on screen and nothing is loading. */
export async function open(page: Page, visit: Visit) {
  await hashTo(page, visit.route);
  await expectRoute(page, new RegExp(`#${escapeRe(visit.route)}$`));
  await visible(visit.ready(pane(page)), 20_000);
  await until('the page to finish loading', () => pane(page).locator('.ant-spin-spinning, .ant-skeleton-active').count(), (n) => n === 0, 20_000);
  await settled(page).catch(() => undefined);
}

/** Logs a demo account in (the dealer unless told), in the language asked for (the app's own `?language=` switch). */
export async function enter(page: Page, lang: Lang, username = 'dealer') {
  await login(page, username);
  if (lang === 'zh-CN') {
    await page.goto('/?language=zh_CN#/home');
    await visible(page.getByTestId('user-menu'));
    await until('the page in Chinese', () => page.evaluate(() => document.documentElement.lang), (l) => l === 'zh-CN');
  }
}

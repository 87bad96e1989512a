/**
 * Issue 20 §9, the new inquiry's form: raised from a vehicle, its series and model are filled as the
 * form opens (no need to leave the VIN field), a VIN typed or pasted fills them as soon as it is
 * complete, and the reporter's name and phone are the dealer's own; while a brake squeal is placed
 * in the fault catalogue and described, the brake-squeal case is the first suggestion and the
 * vehicle's firmware bulletin is not offered. In English and Chinese, on a desktop and a phone.
 * Screenshots to docs/screenshots/inquiry-form-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inquiryEndpoints, pathOf } from '@portal/contract';
import { DEMO_PASSWORD, api, expectRoute, goto, journey, journeyEnvironment, login, pane, pickOption, screenshotKeeper, storedToken, submitLogin, until, visible } from './harness';
import { WEB } from './strings';
import { DEMO_FAULTS } from '../server/src/seed/cases/faults';
import { DEMO_BULLETINS } from '../server/src/seed/bulletins/index';
import { DEMO_USERS } from '../server/src/seed/demo';

const VIN = 'LUMS2PHD3PH000001';
const keep = screenshotKeeper('inquiry-form-');
const env = journeyEnvironment();
const dealer = DEMO_USERS.find((u) => u.username === 'dealer')!;
const squeal = DEMO_FAULTS.find((f) => f.key === 'front-brake-squeal')!;
const tyre = DEMO_FAULTS.find((f) => f.key === 'slow-tyre-leak')!;
const firmware = DEMO_BULLETINS.find((b) => b.key === 'controller-firmware')!;
const recall = DEMO_BULLETINS.find((b) => b.key === 'recall-rear-brake-hose')!;

type Lang = 'en-US' | 'zh-CN';
/** What the dealer picks and types, per language: the brake squeal of the labelled set. */
const FAULT: Record<Lang, { path: [string, string, string]; name: string; description: string }> = {
  'en-US': { path: ['Braking system', 'Front brake', 'Front brake pads'], name: 'Front brake squeals', description: 'Loud squeal from the front wheel when braking' },
  'zh-CN': { path: ['制动系统', '前制动', '前刹车片'], name: '前刹车异响', description: '刹车时前轮有尖锐的响声' },
};
const caseTitle = (lang: Lang, f = squeal) => (lang === 'zh-CN' ? f.zh.title : f.en.title);

const valueOf = (page: Page, field: string) => page.locator(`#inquiryForm_${field}`).inputValue();

/** Opens a route inside the running app (a reload would drop the `?language=` the page started with). */
async function hashTo(page: Page, route: string) {
  await page.evaluate((r) => {
    location.hash = `#${r}`;
  }, route);
}

/** Opens the app in a language through the login page (the language sticks to the session). */
async function loginIn(page: Page, lang: Lang) {
  if (lang === 'en-US') return login(page, 'dealer');
  await page.goto('/?language=zh_CN#/login');
  await visible(page.locator('#login_username'));
  await submitLogin(page, 'dealer', DEMO_PASSWORD);
  await expectRoute(page, '/home');
}

/** The vehicle record the form fills from. */
async function vehicleOf(page: Page) {
  const token = await storedToken(page);
  return (await api<{ modelSeriesCode: string; modelCode: string }>(env.server, pathOf(inquiryEndpoints.vehicleInfo, { vin: VIN }), token)).body.data!;
}

/** The new inquiry raised from the vehicle: series, model and reporter filled as it opens, the squeal placed and typed, its case first. */
async function raiseFromVehicle(page: Page, lang: Lang, shots: 'desktop' | 'phone', opened = false) {
  const tag = `${lang === 'en-US' ? 'en' : 'zh'}-${shots}`;
  if (!opened) await hashTo(page, `/submitInquiryForm?vin=${VIN}`);
  const view = pane(page);
  const vehicle = await vehicleOf(page);
  // nothing typed, nothing left: the vehicle section fills as the form opens
  await until('the series filled', () => valueOf(page, 'carSeries'), (v) => v === vehicle.modelSeriesCode);
  expect(await valueOf(page, 'modelCode')).toBe(vehicle.modelCode);
  expect(await valueOf(page, 'vinCode')).toBe(VIN);
  // the reporter is the dealer, from the profile, and stays editable
  expect(await valueOf(page, 'createrName')).toBe(dealer.name);
  expect(await valueOf(page, 'createrTelNo')).toBe(dealer.mobileNo);
  expect(await page.locator('#inquiryForm_createrTelNo').isEditable()).toBe(true);
  await keep(page, `${tag}-vehicle`);
  await keep(page, `${tag}-reporter`, view.getByTestId('inquiry-section-essential'));

  const fault = FAULT[lang];
  for (const [field, name] of [['faultModule', fault.path[0]], ['faultSystem', fault.path[1]], ['faultPosition', fault.path[2]]] as const) {
    await pickOption(page, view.locator(`.ant-form-item:has(#inquiryForm_${field})`), name);
  }
  await page.locator('#inquiryForm_faultName').fill(fault.name);
  await page.locator('#inquiryForm_customerOriginDesc').fill(fault.description);
  const cases = view.getByTestId('case-suggestions');
  await until('the brake-squeal case first', () => cases.locator('li a').first().textContent().catch(() => ''), (v) => v === caseTitle(lang));
  // the tyre case is the S2 Pro's own model, but not a brake squeal
  expect(await cases.locator('li a').allTextContents()).not.toContain(caseTitle(lang, tyre));
  // the vehicle's recall is listed (due whatever the fault), its firmware bulletin is not
  const bulletins = view.getByTestId('vin-bulletin-suggestions');
  await visible(bulletins.getByText(recall.theme));
  expect(await bulletins.textContent()).not.toContain(firmware.theme);
  await keep(page, `${tag}-suggestions`, view.getByTestId('inquiry-fault-aside'));
}

describe('the new inquiry form', () => {
  it('raised from a vehicle fills series, model and reporter at once and suggests the brake-squeal case first (English, desktop)', async () => {
    await journey(env.browser, env.server, 'inquiry-form-en', async ({ page }) => {
      await loginIn(page, 'en-US');
      // from the vehicle's struct view, as a dealer raises one
      await goto(page, `/struct?vin=${VIN}`);
      await pane(page).getByTestId('vehicle-raise-inquiry').click();
      await expectRoute(page, new RegExp(`#/submitInquiryForm\\?vin=${VIN}$`));
      await raiseFromVehicle(page, 'en-US', 'desktop', true);
    });
  });

  it('a VIN pasted into an empty form fills the vehicle as soon as it is complete', async () => {
    await journey(env.browser, env.server, 'inquiry-form-typed-vin', async ({ page }) => {
      await loginIn(page, 'en-US');
      await goto(page, '/submitInquiryForm');
      const vehicle = await vehicleOf(page);
      const input = pane(page).getByTestId('inquiry-vin').locator('input');
      // sixteen characters: not yet a VIN, nothing is looked up
      await input.fill(VIN.slice(0, 16).toLowerCase());
      await page.waitForTimeout(800);
      expect(await valueOf(page, 'modelCode')).toBe('');
      // the seventeenth completes it: filled while the cursor is still in the field (no Enter, no blur)
      await input.press('End');
      await input.press(VIN.slice(16));
      await until('the model filled', () => valueOf(page, 'modelCode'), (v) => v === vehicle.modelCode);
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await valueOf(page, 'vinCode')).toBe(VIN);
      expect(await valueOf(page, 'carSeries')).toBe(vehicle.modelSeriesCode);
    });
  });

  it('the same in Chinese, on a desktop and on a phone; and in English on a phone', async () => {
    await journey(env.browser, env.server, 'inquiry-form-zh', async ({ page }) => {
      await loginIn(page, 'zh-CN');
      await raiseFromVehicle(page, 'zh-CN', 'desktop');
      await visible(pane(page).getByText(WEB['zh-CN'].inquiry.form.addTitle));
    });
    for (const lang of ['zh-CN', 'en-US'] as const) {
      await journey(env.browser, env.server, `inquiry-form-phone-${lang}`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await loginIn(page, lang);
        await raiseFromVehicle(page, lang, 'phone');
      });
    }
  }, 240_000);
});

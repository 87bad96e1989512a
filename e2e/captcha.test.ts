/**
 * The captcha after repeated failed logins (per account name and per address). Its own server:
 * the failure counters of this file cannot leak into the other journeys.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CAPTCHA_ANSWER, DEMO_PASSWORD, expectRoute, goto, hidden, journey, logout, snap,
  submitLogin, until, visible,
  journeyEnvironment,
} from './harness';
import { WEB, serverMessage } from './strings';
import { pathOf, authEndpoints } from '@portal/contract';

const en = WEB['en-US'];
const env = journeyEnvironment();


const errorAlert = (page: Page, text: string) => page.getByRole('alert').getByText(text);

/** Waits for the captcha picture to be loaded (a real image, not the skeleton). */
async function captchaShown(page: Page) {
  const img = page.getByTestId('captcha-image').locator('img');
  await visible(img);
  await until('the captcha picture to load', () => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), Boolean);
  await visible(page.locator('#login_code'));
}

async function captchaRequired(username: string): Promise<boolean> {
  const res = await fetch(`${env.server.url}${pathOf(authEndpoints.captchaRequired)}?username=${encodeURIComponent(username)}`);
  return ((await res.json()) as { data: { required: boolean } }).data.required;
}

describe('captcha', () => {
  it('asks for the captcha after three wrong passwords, refuses a wrong answer, accepts the right one', async () => {
    await journey(env.browser, env.server, 'captcha', async ({ page }) => {
      await goto(page, '/login');
      await visible(page.locator('#login_username'));
      expect(await page.getByTestId('captcha-image').count(), 'no captcha before any failure').toBe(0);

      // three wrong passwords in a row: each is refused, without a captcha yet
      for (let i = 1; i <= 3; i++) {
        await submitLogin(page, 'dealer', `Wrong@20${i}x`);
        await visible(errorAlert(page, serverMessage('WRONG_CREDENTIALS', 'en-US')));
        if (i < 3) expect(await page.getByTestId('captcha-image').count()).toBe(0);
        // the alert is replaced on the next attempt: wait until this one's request is done
        await until('the submit button to be ready', () => page.locator('form#login button[type="submit"]').isEnabled(), Boolean);
      }
      expect(await captchaRequired('dealer')).toBe(true);

      // the third failure itself brings the captcha up, before the next attempt
      await captchaShown(page);
      await expectRoute(page, '/login');
      await snap(page, 'captcha-01-required');

      // clicking the picture fetches a new captcha
      const first = await page.getByTestId('captcha-image').locator('img').getAttribute('src');
      await page.getByTestId('captcha-image').click();
      await captchaShown(page);
      await until('a new captcha picture', () => page.getByTestId('captcha-image').locator('img').getAttribute('src'), (src) => !!src && src !== first);

      // without an answer the form does not submit
      await page.locator('form#login button[type="submit"]').click();
      await visible(page.getByText(en.auth.validation.captchaRequired));

      // a wrong answer with the right password is refused with the captcha message
      await submitLogin(page, 'dealer', DEMO_PASSWORD, 'ZZZZ');
      await visible(page.getByText(serverMessage('CAPTCHA_WRONG', 'en-US')).first());
      // …shown under the captcha field too, not only in the alert
      await visible(page.locator('#login_code_help').getByText(serverMessage('CAPTCHA_WRONG', 'en-US')));
      await expectRoute(page, '/login');
      await captchaShown(page);
      await snap(page, 'captcha-02-wrong-answer');

      // the right answer (any letter case) logs in
      await until('the captcha field to be emptied for a new answer', () => page.locator('#login_code').inputValue(), (v) => v === '');
      await submitLogin(page, 'dealer', DEMO_PASSWORD, CAPTCHA_ANSWER.toLowerCase());
      await expectRoute(page, '/home');
      await visible(page.getByTestId('user-menu'));

      // the success reset the count: no captcha for dealer any more
      expect(await captchaRequired('dealer')).toBe(false);
      await logout(page);
      expect(await page.getByTestId('captcha-image').count()).toBe(0);
      await submitLogin(page, 'dealer', 'Wrong@2026x');
      await visible(errorAlert(page, serverMessage('WRONG_CREDENTIALS', 'en-US')));
      expect(await page.getByTestId('captcha-image').count()).toBe(0);
      await submitLogin(page, 'dealer', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      await logout(page);
    });
  });

  it('counts failures per address too: another account from the same address needs the captcha', async () => {
    await journey(env.browser, env.server, 'captcha-address', async ({ page }) => {
      await goto(page, '/login');
      for (let i = 1; i <= 3; i++) {
        await submitLogin(page, `nobody-${i}`, 'Wrong@2026x');
        await visible(errorAlert(page, serverMessage('WRONG_CREDENTIALS', 'en-US')));
        await until('the submit button to be ready', () => page.locator('form#login button[type="submit"]').isEnabled(), Boolean);
      }
      expect(await captchaRequired('station')).toBe(true);

      // a fresh login page: leaving the account field asks the server whether a captcha is needed
      await page.reload();
      await page.locator('#login_username').fill('station');
      await page.locator('#login_password').focus();
      await captchaShown(page);
      await page.locator('#login_password').fill(DEMO_PASSWORD);
      await page.locator('#login_code').fill(CAPTCHA_ANSWER);
      await page.locator('form#login button[type="submit"]').click();
      await expectRoute(page, '/home');
      expect(await captchaRequired('station')).toBe(false);
      await logout(page);
      await hidden(page.getByTestId('captcha-image'), 5_000).catch(() => {});
      expect(await page.getByTestId('captcha-image').count()).toBe(0);
    });
  });
});

/**
 * Self-service account journeys: register with the code from the outbox, then recover that new
 * account's password and log in with the new one. Own server (fresh data dir) for the file.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  api, expectRoute, goto, journey, login, logout, snap, storedToken, submitLogin, until, visible,
  journeyEnvironment,
} from './harness';
import { WEB, serverMessage } from './strings';
import { authEndpoints, pathOf } from '@portal/contract';

const en = WEB['en-US'];
const env = journeyEnvironment();

/** Unique per run, valid for PATTERNS.username (2–30 of [A-Za-z0-9_.-]). */
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const newUser = {
  username: `e2e.${stamp}`,
  name: 'Erin Endtoend',
  email: `e2e.${stamp}@example.com`,
  company: 'Journey Test Workshop',
  password: 'Start#2026a',
  newPassword: 'Next#2026b',
};


/** The notice antd shows after a call (message or notification), by its text. */
function notice(page: Page, text: string) {
  return page.locator('.ant-message, .ant-notification').getByText(text, { exact: false });
}

describe('account self-service', () => {
  it('registers a new account with the code read from the outbox, then logs in as it', async () => {
    await journey(env.browser, env.server, 'register', async ({ page }) => {
      await goto(page, '/login');
      await page.getByTestId('register-button').click();
      await expectRoute(page, '/register');
      await visible(page.getByRole('heading', { name: en.auth.register.title }));

      await page.locator('#register_username').fill(newUser.username);
      await page.locator('#register_name').fill(newUser.name);
      await page.locator('#register_password').fill(newUser.password);
      await page.locator('#register_repeatPassword').fill(newUser.password);
      await page.locator('#register_email').fill(newUser.email);
      await page.locator('#register_company').fill(newUser.company);

      const before = env.server.mailCount(newUser.email);
      await page.getByTestId('send-code').click();
      const code = await env.server.verificationCode(newUser.email, { after: before });
      await visible(page.getByText(/\*\*\*/).first()); // "A code was sent to e****@example.com"
      // the button counts down before another code may be asked for
      await until('the send-code button to count down', () => page.getByTestId('send-code').isDisabled(), (d) => d);
      // a wrong code is refused by the server, with its message
      const wrong = code === '000000' ? '111111' : '000000';
      await page.locator('#register_code').fill(wrong);
      await snap(page, 'register-01-form');
      await page.locator('form#register button[type="submit"]').click();
      await visible(notice(page, serverMessage('VERIFY_CODE_WRONG', 'en-US')));
      await expectRoute(page, '/register');

      // the right code registers and returns to the login page with the account filled in
      await page.locator('#register_code').fill(code);
      await page.locator('form#register button[type="submit"]').click();
      await expectRoute(page, '/login');
      await visible(notice(page, en.auth.register.success));
      await until('the login form to carry the new account name', () => page.locator('#login_username').inputValue(), (v) => v === newUser.username);
      await snap(page, 'register-02-back-on-login');

      // the new account logs in; a REGISTER user sees the download card only
      await page.locator('#login_password').fill(newUser.password);
      await page.locator('form#login button[type="submit"]').click();
      await expectRoute(page, '/home');
      await visible(page.getByTestId('user-menu').getByText(newUser.name));
      await visible(page.locator('.home-download-card'));
      expect(await page.locator('.home-search-card').count()).toBe(0);
      const me = await api<{ username: string; userType: string; email: string }>(env.server, pathOf(authEndpoints.current), await storedToken(page));
      expect(me.body.data).toMatchObject({ username: newUser.username, userType: 'REGISTER', email: newUser.email });
      await snap(page, 'register-03-home');
      await logout(page);
    });
  });

  it('recovers the password of the new account and logs in with the new password', async () => {
    await journey(env.browser, env.server, 'password-find', async ({ page }) => {
      await goto(page, '/login');
      await page.getByRole('link', { name: en.auth.login.forgotPassword }).click();
      await expectRoute(page, '/password-find');
      await visible(page.getByRole('heading', { name: en.auth.passwordFind.title }));

      // step 1: the account
      await page.locator('#passwordFind_username').fill(newUser.username);
      await page.getByRole('button', { name: en.auth.common.next }).click();

      // step 2: the code sent to the account's own address
      // the masked address of the account (e****@example.com) is shown
      await visible(page.getByText(/\*+.*@example\.com/).first());
      await visible(page.locator('#passwordFind_code'));
      const before = env.server.mailCount(newUser.email);
      await page.getByTestId('send-code').click();
      const code = await env.server.verificationCode(newUser.email, { after: before });
      await page.locator('#passwordFind_code').fill(code);
      await snap(page, 'password-find-01-code');
      await page.getByRole('button', { name: en.auth.common.next }).click();

      // step 3: the new password
      await visible(page.locator('#passwordFind_password'));
      await page.locator('#passwordFind_password').fill(newUser.newPassword);
      await page.locator('#passwordFind_repeatPassword').fill(newUser.newPassword);
      await page.getByRole('button', { name: en.auth.passwordFind.submit }).click();
      await visible(page.getByText(en.auth.passwordFind.successText));
      await snap(page, 'password-find-02-done');
      await page.getByRole('button', { name: en.auth.common.backToLogin }).click();
      await expectRoute(page, '/login');
      await until('the login form to carry the account name', () => page.locator('#login_username').inputValue(), (v) => v === newUser.username);

      // the old password no longer works, the new one does
      await submitLogin(page, newUser.username, newUser.password);
      await visible(page.getByRole('alert').getByText(serverMessage('WRONG_CREDENTIALS', 'en-US')));
      await submitLogin(page, newUser.username, newUser.newPassword);
      await expectRoute(page, '/home');
      await visible(page.getByTestId('user-menu').getByText(newUser.name));
      await logout(page);

      // and the demo accounts are untouched by all this
      await login(page, 'station');
      await logout(page);
    });
  });
});

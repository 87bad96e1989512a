/**
 * Single sign-on in the browser: the login page's button, the provider's login page (a real
 * OpenID Provider, oidc-provider, on 127.0.0.1 with its development login page), back in the
 * portal's home; logging out at the provider; a login cancelled there. Its own server, started
 * with the SSO_* settings for that provider.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authEndpoints } from '@portal/contract';
import { startOidcProvider, ssoEnv, type TestOidcProvider } from '../server/src/test/oidc-provider';
import { expectRoute, freePort, goto, journey, journeyEnvironment, screenshotKeeper, snap, storedToken, visible } from './harness';
import { WEB, serverMessage } from './strings';

const en = WEB['en-US'];
const zh = WEB['zh-CN'];
const keep = screenshotKeeper('sso-');

let provider: TestOidcProvider;
const env = journeyEnvironment({
  settings: async () => {
    const port = await freePort();
    const portal = `http://127.0.0.1:${port}`;
    const callback = `${portal}${authEndpoints.ssoCallback.path}`;
    provider = await startOidcProvider({
      redirectUri: callback,
      postLogoutRedirectUri: `${portal}/`,
      accounts: {
        'zhao.lei': { preferred_username: 'zhao.lei', name: 'Zhao Lei', email: 'zhao.lei@dealer.example', portal_user_type: 'DEALER', portal_company: 'Hangzhou E-Moto' },
      },
    });
    return { PORT: String(port), ...ssoEnv(provider.issuer, callback, { SSO_POST_LOGOUT_URL: `${portal}/` }) };
  },
});
afterAll(() => provider?.close());

const atProvider = (page: Page, path = '') => page.waitForURL((url) => url.href.startsWith(`${provider.issuer}${path}`));

describe('single sign-on', () => {
  it('logs a new user in at the provider and lands them in the portal home; logout ends the session at the provider', async () => {
    await journey(env.browser, env.server, 'sso-login', async ({ page }) => {
      await goto(page, '/login');
      const button = page.getByTestId('sso-login');
      await visible(button);
      expect((await button.textContent())?.trim()).toBe(en.auth.login.sso);
      // the local form stays beside it
      await visible(page.locator('#login_username'));
      await keep(page, '01-login-en');

      await button.click();
      await atProvider(page, '/interaction/');
      await page.locator('input[name="login"]').fill('zhao.lei');
      await page.locator('input[name="password"]').fill('any password');
      await snap(page, 'sso-02-provider-login');
      await page.locator('button[type="submit"]').click();

      await expectRoute(page, '/home');
      await visible(page.getByTestId('user-menu').getByText('Zhao Lei'));
      expect(await storedToken(page)).toBeTruthy();
      await keep(page, '03-home');

      // spec §2's variant: a dealer's logout opens the provider's end-session page
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await atProvider(page, '/session/end');
      expect(await storedToken(page)).toBeNull();
      await snap(page, 'sso-04-provider-logout');
      await page.getByRole('button', { name: /yes, sign me out/i }).click();
      // the provider sends the browser back to the portal, which has no session: its login page
      await expectRoute(page, '/login');
      await visible(page.getByTestId('sso-login'));
    });
  });

  it('shows the button in the page\'s language (zh-CN)', async () => {
    await journey(env.browser, env.server, 'sso-login-zh', async ({ page }) => {
      await page.goto('/?language=zh_CN#/login');
      const button = page.getByTestId('sso-login');
      await visible(button);
      expect((await button.textContent())?.trim()).toBe(zh.auth.login.sso);
      await keep(page, '05-login-zh');
    });
  });

  it('comes back to the login page with a translated message when the login is cancelled at the provider', async () => {
    await journey(env.browser, env.server, 'sso-cancelled', async ({ page }) => {
      await goto(page, '/login');
      await page.getByTestId('sso-login').click();
      await atProvider(page, '/interaction/');
      await page.getByRole('link', { name: /cancel/i }).click();
      await expectRoute(page, '/login');
      await visible(page.getByRole('alert').getByText(serverMessage('SSO_CANCELLED', 'en-US')));
      expect(await storedToken(page)).toBeNull();
      await keep(page, '06-cancelled');
    });
  });
});

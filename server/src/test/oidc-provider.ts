import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/*
 * A real OpenID Provider (oidc-provider, the certified implementation) on 127.0.0.1, for the single
 * sign-on tests and journey: the portal as its client, a few accounts, and its built-in development
 * login page (any password; the account is the login name).
 */

export const TEST_SSO_CLIENT = { clientId: 'service-portal', clientSecret: 'portal-test-secret-0123456789abcdef' };

/** The claims the provider releases, by scope; `portal` carries what the SSO_CLAIM_* settings map. */
const CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'preferred_username'],
  email: ['email'],
  portal: ['portal_user_type', 'portal_company', 'portal_roles'],
};
export const TEST_SSO_SCOPES = 'openid profile email portal';

export type TestAccounts = Record<string, Record<string, unknown>>;

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/** Starts the provider on a free loopback port; `redirectUri` is the portal's callback it sends browsers back to, `accounts` its people by login name. */
export async function startOidcProvider(opts: { redirectUri: string; postLogoutRedirectUri?: string; accounts?: TestAccounts }): Promise<TestOidcProvider> {
  const accounts: TestAccounts = opts.accounts ?? {};
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{
      client_id: TEST_SSO_CLIENT.clientId,
      client_secret: TEST_SSO_CLIENT.clientSecret,
      redirect_uris: [opts.redirectUri],
      post_logout_redirect_uris: opts.postLogoutRedirectUri ? [opts.postLogoutRedirectUri] : [],
    }],
    claims: CLAIMS,
    findAccount: async (_ctx, id) => (accounts[id] ? { accountId: id, claims: async () => ({ sub: id, ...accounts[id] }) } : undefined),
    // The portal is a first-party client: its scopes are granted without a consent page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      const existing = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client!.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client!.clientId, accountId: session!.accountId! });
      grant.addOIDCScope(TEST_SSO_SCOPES);
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    // a signing key of its own for each run (the built-in development key is one everybody has)
    jwks: { keys: [{ ...crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-signing', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** The portal's SSO_* settings for the test provider at `issuer` (the claim names as it calls them), with `overrides`. */
export function ssoEnv(issuer: string, redirectUrl: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    SSO_ISSUER_URL: issuer,
    SSO_CLIENT_ID: TEST_SSO_CLIENT.clientId,
    SSO_CLIENT_SECRET: TEST_SSO_CLIENT.clientSecret,
    SSO_REDIRECT_URL: redirectUrl,
    SSO_SCOPES: TEST_SSO_SCOPES,
    SSO_CLAIM_USER_TYPE: 'portal_user_type',
    SSO_CLAIM_COMPANY: 'portal_company',
    SSO_CLAIM_ROLES: 'portal_roles',
    SSO_PROVISION: 'create',
    ...overrides,
  };
}

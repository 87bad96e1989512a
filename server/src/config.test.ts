import { describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA_DEFAULTS } from '@portal/contract';
import { ConfigError, loadConfig } from './config.js';

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('is off unless set', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes true, or addresses and CIDR ranges', () => {
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('stops the start naming the variable for anything else', () => {
    // A hop count is refused: Fastify 5 trusts no peer for it, so it would silently mean off.
    for (const bad of ['1', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', 'maybe']) {
      expect(() => trust(bad)).toThrow(ConfigError);
      expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('RATE_LIMIT', () => {
  it('limits public routes to 30 a minute per address and family, the DMS callback to 600, unless told otherwise', () => {
    expect(loadConfig({}).rateLimit).toEqual({ max: 30, windowMs: 60_000, callbackMax: 600 });
    expect(loadConfig({ RATE_LIMIT_PUBLIC_MAX: '100', RATE_LIMIT_PUBLIC_WINDOW_SECONDS: '300', RATE_LIMIT_CALLBACK_MAX: '50' }).rateLimit)
      .toEqual({ max: 100, windowMs: 300_000, callbackMax: 50 });
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBeNull();
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_MAX: '0' })).toThrow(/RATE_LIMIT_PUBLIC_MAX/);
  });
});

describe('FILE_STORAGE', () => {
  it('keeps files in DATA_DIR on the embedded database and in the database on PostgreSQL unless told otherwise', () => {
    expect(loadConfig({}).fileStorage).toBe('local');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).fileStorage).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', FILE_STORAGE: 'local' }).fileStorage).toBe('local');
    expect(loadConfig({ FILE_STORAGE: 'postgres' }).fileStorage).toBe('postgres');
    expect(() => loadConfig({ FILE_STORAGE: 'nfs' })).toThrow(/FILE_STORAGE/);
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required with FILE_STORAGE=s3/);
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'portal', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', S3_PREFIX: 'site-a/' }).s3)
      .toEqual({ bucket: 'portal', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: true, prefix: 'site-a/' });
    expect(() => loadConfig({ S3_BUCKET: 'portal', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });
});

describe('UPLOAD_QUOTA and UPLOAD_RATE_MAX', () => {
  it('keeps the contract\'s daily quota per user type unless told otherwise, replacing only the types named', () => {
    expect(loadConfig({}).uploadQuota).toEqual(UPLOAD_QUOTA_DEFAULTS);
    const quotas = loadConfig({ UPLOAD_QUOTA: 'REGISTER=10/5, default=200/20' }).uploadQuota!;
    expect(quotas).toEqual({ ...UPLOAD_QUOTA_DEFAULTS, REGISTER: { mb: 10, files: 5 }, default: { mb: 200, files: 20 } });
    expect(loadConfig({ UPLOAD_QUOTA: 'off' }).uploadQuota).toBeNull();
    for (const bad of ['DEALER=10', 'NOBODY=1/1', 'DEALER=-1/5', 'DEALER=1.5/2']) {
      expect(() => loadConfig({ UPLOAD_QUOTA: bad })).toThrow(/UPLOAD_QUOTA/);
    }
  });

  it('limits each user to 60 uploads a minute unless told otherwise; 0 for no limit', () => {
    expect(loadConfig({}).uploadRate).toEqual({ max: 60, windowMs: 60_000 });
    expect(loadConfig({ UPLOAD_RATE_MAX: '10', UPLOAD_RATE_WINDOW_SECONDS: '30' }).uploadRate).toEqual({ max: 10, windowMs: 30_000 });
    expect(loadConfig({ UPLOAD_RATE_MAX: '0' }).uploadRate).toBeNull();
  });
});

describe('SSO_*', () => {
  const sso = { SSO_ISSUER_URL: 'https://id.example.com/realms/dealers', SSO_CLIENT_ID: 'portal', SSO_REDIRECT_URL: 'https://portal.example.com/rest/base/auth/sso/callback' };

  it('configures no single sign-on unless an issuer is given, and fills the defaults around one', () => {
    expect(loadConfig({}).sso).toBeNull();
    expect(loadConfig(sso).sso).toEqual({
      issuer: sso.SSO_ISSUER_URL, clientId: 'portal', clientSecret: undefined, redirectUrl: sso.SSO_REDIRECT_URL, appUrl: 'https://portal.example.com/',
      scopes: 'openid profile email', claims: { username: 'preferred_username', name: 'name', email: 'email', userType: undefined, company: undefined, roles: undefined },
      defaultUserType: 'REGISTER', provision: 'refuse', postLogoutUrl: undefined,
    });
    // a portal behind a path: the app is where the callback's path begins
    expect(loadConfig({ ...sso, SSO_REDIRECT_URL: 'https://example.com/portal/rest/base/auth/sso/callback' }).sso?.appUrl).toBe('https://example.com/portal/');
  });

  it('stops the start naming the variable for an incomplete or unsafe provider', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ SSO_CLIENT_ID: 'portal' }, /SSO_ISSUER_URL: required/],
      [{ ...sso, SSO_CLIENT_ID: '' }, /SSO_CLIENT_ID: required/],
      [{ ...sso, SSO_REDIRECT_URL: '' }, /SSO_REDIRECT_URL: required/],
      [{ ...sso, SSO_REDIRECT_URL: 'https://portal.example.com/login' }, /SSO_REDIRECT_URL: .*\/rest\/base\/auth\/sso\/callback/],
      [{ ...sso, SSO_ISSUER_URL: 'http://id.example.com' }, /SSO_ISSUER_URL: must be https/],
      [{ ...sso, SSO_SCOPES: 'profile email' }, /SSO_SCOPES: must include openid/],
      [{ ...sso, SSO_PROVISION: 'maybe' }, /SSO_PROVISION/],
      [{ ...sso, SSO_DEFAULT_USER_TYPE: 'ROOT' }, /SSO_DEFAULT_USER_TYPE/],
    ];
    for (const [env, message] of refused) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    // plain http is for a provider on this machine only
    expect(loadConfig({ ...sso, SSO_ISSUER_URL: 'http://127.0.0.1:9000' }).sso?.issuer).toBe('http://127.0.0.1:9000');
  });
});

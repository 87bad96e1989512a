import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGES, UPLOAD_QUOTA_DEFAULTS, USER_TYPES, authEndpoints, type DailyUploadQuota, type UserType } from '@portal/contract';
import type { RateLimitSettings } from './platform/rate-limit.js';
import type { S3Settings } from './platform/files-s3.js';

/** The repository root, so relative paths mean the same from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = (fallback: boolean) =>
  z.enum(['1', '0', 'true', 'false', 'yes', 'no']).optional().transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes'].includes(v)));

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return PROXY_RANGE_NAMES.includes(entry) && !rest.length;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may name the client (X-Forwarded-For): off, all (`true`: only when nothing but the
 * proxy can reach the port), or the proxies' addresses and CIDR ranges. Not a hop count: Fastify 5
 * refuses it (it cannot tell a proxy from a client that sends the header itself). Everything keyed
 * by address (captcha counts, rate limits, the operation log) uses the client it yields.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v, c): boolean | string[] => {
    const lower = v.toLowerCase();
    if (['false', 'no', 'off', '0'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return true;
    const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (!entries.length || bad.length) {
      c.addIssue({ code: 'custom', message: `false, true, or the proxies' addresses/CIDR ranges, comma-separated (not ${bad.join(', ') || 'empty'})` });
      return z.NEVER;
    }
    return entries;
  });

/** Daily upload quotas by user type, `default` for the types not named (decision 032). */
export type UploadQuotas = Record<string, DailyUploadQuota> & { default: DailyUploadQuota };

/**
 * UPLOAD_QUOTA: `off`, or `TYPE=MB/files` pairs, comma-separated, each replacing that user type's
 * default (`default=` the one of the types not named); unset keeps the contract's defaults.
 */
const ZUploadQuota = z
  .string()
  .trim()
  .optional()
  .transform((v, c): UploadQuotas | null => {
    if (v && ['off', 'false', 'no', '0'].includes(v.toLowerCase())) return null;
    const quotas: UploadQuotas = { ...UPLOAD_QUOTA_DEFAULTS };
    const types: readonly string[] = [...USER_TYPES, 'default'];
    const bad: string[] = [];
    for (const entry of (v ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
      const m = entry.match(/^([A-Za-z_]+)=(\d+)\/(\d+)$/);
      if (m && types.includes(m[1])) quotas[m[1]] = { mb: Number(m[2]), files: Number(m[3]) };
      else bad.push(entry);
    }
    if (bad.length) {
      c.addIssue({ code: 'custom', message: `off, or USER_TYPE=MB/files pairs, comma-separated (not ${bad.join(', ')}); types: ${types.join(', ')}` });
      return z.NEVER;
    }
    return quotas;
  });

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  /** Where uploaded and generated files live (decision 040); unset: `postgres` with DATABASE_URL, else `local`. */
  FILE_STORAGE: z.enum(['local', 'postgres', 's3']).optional(),
  /** FILE_STORAGE=s3: the bucket, and where it is (unset endpoint: AWS by region). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  S3_PREFIX: z.string().regex(/^([\w.-]+\/)*$/, 'empty, or path segments each ending in /').default(''),
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  /** Demo accounts and data; default on for the embedded database only. */
  SEED_DEMO: z.enum(['1', '0', 'true', 'false']).optional(),
  /** First administrator's password outside demo mode; generated and printed once when unset. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Service Portal <no-reply@portal.local>'),
  CAPTCHA_MODE: z.enum(['always', 'after-failures', 'off']).default('after-failures'),
  LICENSE_FILE: z.string().default('server/licence/demo.lic'),
  LICENSE_PUBLIC_KEY_FILE: z.string().default('server/licence/vendor-public.pem'),
  MULTI_LANGUAGE: flag(true),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default('en-US'),
  REGISTER_ENABLED: flag(true),
  VISITOR_ENABLED: flag(true),
  /** OpenID Connect single sign-on (docs/deployment.md): the provider's issuer; unset, there is none. */
  SSO_ISSUER_URL: z.string().url().optional(),
  SSO_CLIENT_ID: z.string().trim().min(1).optional(),
  /** Unset: a public client (PKCE alone); set: sent as HTTP Basic at the token endpoint. */
  SSO_CLIENT_SECRET: z.string().min(1).optional(),
  /** The portal's callback as the provider knows it: https://<portal>/rest/base/auth/sso/callback. */
  SSO_REDIRECT_URL: z.string().url().optional(),
  SSO_SCOPES: z.string().trim().default('openid profile email'),
  /** Which claim (a dotted path reaches into objects: realm_access.roles) gives each field. */
  SSO_CLAIM_USERNAME: z.string().trim().min(1).default('preferred_username'),
  SSO_CLAIM_NAME: z.string().trim().min(1).default('name'),
  SSO_CLAIM_EMAIL: z.string().trim().min(1).default('email'),
  SSO_CLAIM_USER_TYPE: z.string().trim().min(1).optional(),
  SSO_CLAIM_COMPANY: z.string().trim().min(1).optional(),
  SSO_CLAIM_ROLES: z.string().trim().min(1).optional(),
  /** The type of a new account whose user-type claim is missing or names no type. */
  SSO_DEFAULT_USER_TYPE: z.enum(USER_TYPES).default('REGISTER'),
  /** A first login of a name the portal does not know: `create` the account, or `refuse` it. */
  SSO_PROVISION: z.enum(['create', 'refuse']).default('refuse'),
  /** Where the provider sends the browser after its end-session page (registered there); unset: its own page. */
  SSO_POST_LOGOUT_URL: z.string().url().optional(),
  /** A DMS answering GET {url}/{workOrderId} with work order info; unset: our own work_orders table. */
  DMS_WORK_ORDER_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().default('service@e-moto-portal.com'),
  SUPPORT_PHONE: z.string().default('+86 400 820 2026'),
  SUPPORT_WEBSITE: z.string().default('https://service.e-moto-portal.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request answered this long after it was read, or an event loop that stood this long, is logged as a warning; 0: never. */
  SLOW_REQUEST_SECONDS: z.coerce.number().min(0).max(3600).default(3),
  WEB_DIST: z.string().default('web/dist'),
  /** Browser journeys only: every captcha shows this text. Refused unless NODE_ENV=test. */
  CAPTCHA_TEST_ANSWER: z.string().min(4).max(8).optional(),
  NODE_ENV: z.string().optional(),
  /** How often each instance writes a performance sample (decision 042); 0: none. */
  PERFORMANCE_SAMPLE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /** The bearer token Prometheus sends to GET /metrics; unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How often spent rows (expired captchas, tokens, codes) are deleted; 0 turns the sweep off. */
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  TRUST_PROXY: ZTrustProxy,
  /** Per-address limits on public routes (docs/decisions/009-public-route-limits.md); off for none. */
  RATE_LIMIT: z.enum(['on', 'off', '1', '0', 'true', 'false']).default('on'),
  RATE_LIMIT_PUBLIC_MAX: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** The DMS status callback's limit per address in the same window: a DMS reports every order's steps. */
  RATE_LIMIT_CALLBACK_MAX: z.coerce.number().int().min(1).default(600),
  /** Daily upload quota per user type (docs/decisions/032-upload-quota.md). */
  UPLOAD_QUOTA: ZUploadQuota,
  /** Uploads one user may start per window (every upload route together); 0 for no limit. */
  UPLOAD_RATE_MAX: z.coerce.number().int().min(0).default(60),
  UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** DMS/ERP endpoints that receive submitted orders (comma-separated URLs); unset: orders stay in the portal. */
  DMS_ORDER_ENDPOINTS: z.string().trim().optional().transform((v, c): string[] => {
    const urls = (v ?? '').split(',').map((u) => u.trim()).filter(Boolean);
    const bad = urls.filter((u) => !/^https?:\/\//.test(u) || !URL.canParse(u));
    if (bad.length) {
      c.addIssue({ code: 'custom', message: `http(s) URLs, comma-separated (not ${bad.join(', ')})` });
      return z.NEVER;
    }
    return urls;
  }),
  /** The shared secret that signs deliveries and callbacks (HMAC-SHA256). */
  DMS_SECRET: z.string().min(16).optional(),
  /** The shared secret of the card provider's payment webhook (HMAC-SHA256, decision 043); unset: card payments are refused. */
  VIP_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How often the handover worker looks for due messages when no notification woke it. */
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  /** The longest wait between two delivery rounds of one message (the backoff's cap). */
  OUTBOX_RETRY_MAX_SECONDS: z.coerce.number().min(1).max(86_400).default(600),
  /** How long one delivery may take before it counts as failed. */
  OUTBOX_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(15),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** `local`: DATA_DIR/files of this machine; `postgres`: in the database, seen by every process (decision 040). */
  fileStorage: 'local' | 'postgres' | 's3';
  /** The bucket (S3_*; FILE_STORAGE=s3 uses it, `files:move` may); null without S3_BUCKET. */
  s3: S3Settings | null;
  seedDemo: boolean;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  captchaMode: 'always' | 'after-failures' | 'off';
  licenceFile: string;
  licencePublicKeyFile: string;
  multiLanguage: boolean;
  defaultLanguage: (typeof LANGUAGES)[number];
  registerEnabled: boolean;
  visitorEnabled: boolean;
  /** OpenID Connect single sign-on (modules/auth/auth.sso.ts); null: not configured. */
  sso: SsoConfig | null;
  /** The DMS work-order connector's base URL (refdata.work-orders.ts); unset: our own table. */
  dmsWorkOrderUrl?: string;
  support: { email: string; phone: string; website: string };
  logLevel: string;
  /** platform/slow-requests.ts; 0: off. */
  slowRequestMs: number;
  /** Performance samples (modules/performance), every this many ms; 0: none. */
  performanceSampleMs: number;
  /** GET /metrics wants it as a bearer token; unset: /metrics is not there. */
  metricsToken?: string;
  webDist: string;
  captchaTestAnswer?: string;
  sweepIntervalMs: number;
  /** Fastify's trustProxy: whom to believe about the client's address. */
  trustProxy: boolean | string[];
  /** Requests per address and public route family in one window; null: not limited. */
  rateLimit: RateLimitSettings | null;
  /** The handover to DMS/ERP (platform/outbox.ts, modules/outbox). */
  outbox: OutboxConfig;
  /** Signs the card provider's payment webhook (modules/vip); unset: every webhook call is refused. */
  vipWebhookSecret?: string;
  /** Daily upload quota by user type; null: none (decision 032). */
  uploadQuota: UploadQuotas | null;
  /** Uploads one user may start per window; null: not limited. */
  uploadRate: { max: number; windowMs: number } | null;
}

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUrl: string;
  /** Where the web app is: the redirect URL without the callback's path. */
  appUrl: string;
  scopes: string;
  /** The claim that gives each field of an account (a dotted path reaches into objects). */
  claims: { username: string; name: string; email: string; userType?: string; company?: string; roles?: string };
  defaultUserType: UserType;
  provision: 'create' | 'refuse';
  postLogoutUrl?: string;
}

export interface OutboxConfig {
  /** Endpoints per topic family (`order` covers `order.submitted`, …); a family without any is not delivered. */
  endpoints: Record<string, string[]>;
  secret?: string;
  pollMs: number;
  /** First retry after about this long, doubling per round up to retryMaxMs (with jitter). */
  retryBaseMs: number;
  retryMaxMs: number;
  requestTimeoutMs: number;
}

export class ConfigError extends Error {}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** The SSO_* settings, checked together: an issuer needs a client and a callback; plain http only on this machine. */
function ssoConfig(e: z.infer<typeof ZEnv>): SsoConfig | null {
  const problems: string[] = [];
  const callbackPath = authEndpoints.ssoCallback.path;
  if (!e.SSO_ISSUER_URL) {
    if (e.SSO_CLIENT_ID || e.SSO_REDIRECT_URL) problems.push('SSO_ISSUER_URL: required with SSO_CLIENT_ID and SSO_REDIRECT_URL');
  } else {
    if (!e.SSO_CLIENT_ID) problems.push('SSO_CLIENT_ID: required with SSO_ISSUER_URL');
    if (!e.SSO_REDIRECT_URL) problems.push('SSO_REDIRECT_URL: required with SSO_ISSUER_URL');
    else if (!new URL(e.SSO_REDIRECT_URL).pathname.endsWith(callbackPath) || /[?#]/.test(e.SSO_REDIRECT_URL)) {
      problems.push(`SSO_REDIRECT_URL: the portal's address followed by ${callbackPath}, without query or fragment`);
    }
    const issuer = new URL(e.SSO_ISSUER_URL);
    if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK_HOSTS.includes(issuer.hostname))) {
      problems.push('SSO_ISSUER_URL: must be https (plain http only on 127.0.0.1 or localhost)');
    }
    if (!e.SSO_SCOPES.split(/\s+/).includes('openid')) problems.push('SSO_SCOPES: must include openid');
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  if (!e.SSO_ISSUER_URL || !e.SSO_CLIENT_ID || !e.SSO_REDIRECT_URL) return null;
  return {
    issuer: e.SSO_ISSUER_URL,
    clientId: e.SSO_CLIENT_ID,
    clientSecret: e.SSO_CLIENT_SECRET,
    redirectUrl: e.SSO_REDIRECT_URL,
    appUrl: `${e.SSO_REDIRECT_URL.slice(0, -callbackPath.length)}/`,
    scopes: e.SSO_SCOPES,
    claims: {
      username: e.SSO_CLAIM_USERNAME, name: e.SSO_CLAIM_NAME, email: e.SSO_CLAIM_EMAIL,
      userType: e.SSO_CLAIM_USER_TYPE, company: e.SSO_CLAIM_COMPANY, roles: e.SSO_CLAIM_ROLES,
    },
    defaultUserType: e.SSO_DEFAULT_USER_TYPE,
    provision: e.SSO_PROVISION,
    postLogoutUrl: e.SSO_POST_LOGOUT_URL,
  };
}

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files use it.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_TEST_ANSWER && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  CAPTCHA_TEST_ANSWER: only allowed with NODE_ENV=test');
  }
  if (e.FILE_STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required with FILE_STORAGE=s3');
  }
  if (e.DMS_ORDER_ENDPOINTS.length && !e.DMS_SECRET) {
    throw new ConfigError('Invalid configuration:\n  DMS_SECRET: required with DMS_ORDER_ENDPOINTS (it signs every delivery)');
  }
  const abs = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: abs(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    fileStorage: e.FILE_STORAGE ?? (e.DATABASE_URL ? 'postgres' : 'local'),
    s3: e.S3_BUCKET
      ? {
        bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY, forcePathStyle: e.S3_FORCE_PATH_STYLE, prefix: e.S3_PREFIX,
      }
      : null,
    seedDemo: e.SEED_DEMO === undefined ? !e.DATABASE_URL : ['1', 'true'].includes(e.SEED_DEMO),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    captchaMode: e.CAPTCHA_MODE,
    licenceFile: abs(e.LICENSE_FILE),
    licencePublicKeyFile: abs(e.LICENSE_PUBLIC_KEY_FILE),
    multiLanguage: e.MULTI_LANGUAGE,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    registerEnabled: e.REGISTER_ENABLED,
    visitorEnabled: e.VISITOR_ENABLED,
    sso: ssoConfig(e),
    dmsWorkOrderUrl: e.DMS_WORK_ORDER_URL,
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE, website: e.SUPPORT_WEBSITE },
    logLevel: e.LOG_LEVEL,
    slowRequestMs: Math.round(e.SLOW_REQUEST_SECONDS * 1000),
    performanceSampleMs: Math.round(e.PERFORMANCE_SAMPLE_SECONDS * 1000),
    metricsToken: e.METRICS_TOKEN,
    webDist: abs(e.WEB_DIST),
    captchaTestAnswer: e.CAPTCHA_TEST_ANSWER,
    sweepIntervalMs: e.SWEEP_INTERVAL_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    rateLimit: ['on', '1', 'true'].includes(e.RATE_LIMIT)
      ? { max: e.RATE_LIMIT_PUBLIC_MAX, windowMs: e.RATE_LIMIT_PUBLIC_WINDOW_SECONDS * 1000, callbackMax: e.RATE_LIMIT_CALLBACK_MAX }
      : null,
    outbox: {
      endpoints: e.DMS_ORDER_ENDPOINTS.length ? { order: e.DMS_ORDER_ENDPOINTS } : {},
      secret: e.DMS_SECRET,
      pollMs: Math.round(e.OUTBOX_POLL_SECONDS * 1000),
      retryBaseMs: 2000,
      retryMaxMs: e.OUTBOX_RETRY_MAX_SECONDS * 1000,
      requestTimeoutMs: e.OUTBOX_TIMEOUT_SECONDS * 1000,
    },
    vipWebhookSecret: e.VIP_WEBHOOK_SECRET,
    uploadQuota: e.UPLOAD_QUOTA,
    uploadRate: e.UPLOAD_RATE_MAX > 0 ? { max: e.UPLOAD_RATE_MAX, windowMs: e.UPLOAD_RATE_WINDOW_SECONDS * 1000 } : null,
  };
}

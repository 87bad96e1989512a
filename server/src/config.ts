import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGES } from '@portal/contract';

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

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
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
  /** Login page of a single sign-on provider; unset means none is configured. */
  SSO_URL: z.string().url().optional(),
  /** A DMS answering GET {url}/{workOrderId} with work order info; unset: our own work_orders table. */
  DMS_WORK_ORDER_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().default('service@e-moto-portal.com'),
  SUPPORT_PHONE: z.string().default('+86 400 820 2026'),
  SUPPORT_WEBSITE: z.string().default('https://service.e-moto-portal.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('web/dist'),
  /** Browser journeys only: every captcha shows this text. Refused unless NODE_ENV=test. */
  CAPTCHA_TEST_ANSWER: z.string().min(4).max(8).optional(),
  NODE_ENV: z.string().optional(),
  /** How often spent rows (expired captchas, tokens, codes) are deleted; 0 turns the sweep off. */
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  TRUST_PROXY: ZTrustProxy,
  /** Per-address limits on public routes (docs/decisions/009-public-route-limits.md); off for none. */
  RATE_LIMIT: z.enum(['on', 'off', '1', '0', 'true', 'false']).default('on'),
  RATE_LIMIT_PUBLIC_MAX: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
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
  ssoUrl?: string;
  /** The DMS work-order connector's base URL (refdata.work-orders.ts); unset: our own table. */
  dmsWorkOrderUrl?: string;
  support: { email: string; phone: string; website: string };
  logLevel: string;
  webDist: string;
  captchaTestAnswer?: string;
  sweepIntervalMs: number;
  /** Fastify's trustProxy: whom to believe about the client's address. */
  trustProxy: boolean | string[];
  /** Requests per address and public route family in one window; null: not limited. */
  rateLimit: { max: number; windowMs: number } | null;
  /** The handover to DMS/ERP (platform/outbox.ts, modules/outbox). */
  outbox: OutboxConfig;
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
  if (e.DMS_ORDER_ENDPOINTS.length && !e.DMS_SECRET) {
    throw new ConfigError('Invalid configuration:\n  DMS_SECRET: required with DMS_ORDER_ENDPOINTS (it signs every delivery)');
  }
  const abs = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: abs(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
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
    ssoUrl: e.SSO_URL,
    dmsWorkOrderUrl: e.DMS_WORK_ORDER_URL,
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE, website: e.SUPPORT_WEBSITE },
    logLevel: e.LOG_LEVEL,
    webDist: abs(e.WEB_DIST),
    captchaTestAnswer: e.CAPTCHA_TEST_ANSWER,
    sweepIntervalMs: e.SWEEP_INTERVAL_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    rateLimit: ['on', '1', 'true'].includes(e.RATE_LIMIT)
      ? { max: e.RATE_LIMIT_PUBLIC_MAX, windowMs: e.RATE_LIMIT_PUBLIC_WINDOW_SECONDS * 1000 }
      : null,
    outbox: {
      endpoints: e.DMS_ORDER_ENDPOINTS.length ? { order: e.DMS_ORDER_ENDPOINTS } : {},
      secret: e.DMS_SECRET,
      pollMs: Math.round(e.OUTBOX_POLL_SECONDS * 1000),
      retryBaseMs: 2000,
      retryMaxMs: e.OUTBOX_RETRY_MAX_SECONDS * 1000,
      requestTimeoutMs: e.OUTBOX_TIMEOUT_SECONDS * 1000,
    },
  };
}

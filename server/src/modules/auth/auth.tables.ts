import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/** Login tokens, stored as SHA-256 hashes: a leaked table does not let anyone in. */
export const tokens = pgTable(
  'tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    rememberMe: boolean('remember_me').notNull().default(false),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('tokens_user_idx').on(t.userId), index('tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Every login attempt: the login log, and the counter behind captcha and lock. Partitioned by month
 * of `at` (decision 041): the key holds `at`, as a partitioned table's must.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    username: text('username').notNull(),
    userId: uuid('user_id'),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    /** Why it failed: WRONG_CREDENTIALS, CAPTCHA_WRONG, ACCOUNT_LOCKED, … */
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.at] }),
    index('login_attempts_username_at_idx').on(t.username, t.at),
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
    // the login log: newest first over every account, and over the failures alone (one in ten, or fewer)
    index('login_attempts_at_idx').on(t.at),
    index('login_attempts_failed_at_idx').on(t.at).where(sql`not ${t.success}`),
  ],
);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});


/**
 * Single sign-on attempts between their start and the provider's answer, kept here so any server
 * process can finish one: the state (hashed with the binding cookie of the browser that started
 * it: auth.sso.ts), the nonce and the PKCE verifier. Taken (deleted) by the callback, so each is
 * finished once.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);

/** A session that came through single sign-on, with the provider's ID token: the hint its end-session page takes. */
export const ssoSessions = pgTable('sso_sessions', {
  tokenId: uuid('token_id').primaryKey().references(() => tokens.id, { onDelete: 'cascade' }),
  idToken: text('id_token').notNull(),
});

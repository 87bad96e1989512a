import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** Every login attempt: the login log, and the counter behind captcha and lock. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    userId: uuid('user_id'),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    /** Why it failed: WRONG_CREDENTIALS, CAPTCHA_WRONG, ACCOUNT_LOCKED, … */
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_username_at_idx').on(t.username, t.at), index('login_attempts_ip_at_idx').on(t.ip, t.at)],
);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});


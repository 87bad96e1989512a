import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests per address and route family in the current window (platform/rate-limit.ts): in the
 * database, so every server process on it counts the same requests.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** `family|address`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

import { bigint, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * What each user uploaded on each UTC day, every upload route together (platform/upload.ts,
 * decision 032): counted when an upload is kept, never given back. Rows of days gone are swept.
 */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    files: integer('files').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

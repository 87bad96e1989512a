import type { Language } from '@portal/contract';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Dictionary entries (decision 038): seeded from the contract's constants at every start (missing
 * codes only, so administrators' edits survive), renamed, reordered, added and disabled in the
 * management screen. A disabled entry is no longer offered in forms but still names old records.
 */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    /** The dictionary's code (DIC_…). */
    dictionary: text('dictionary').notNull(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Record<Language, string>>().notNull(),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Seeded from the contract: code handles it, so it is never deleted. */
    builtIn: boolean('built_in').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.dictionary, t.code] })],
);

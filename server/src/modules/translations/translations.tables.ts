import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An override of one built-in text in one language (decision 039): kept apart from the built-in
 * texts, so a release that changes those leaves it in place.
 */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** A language switched off or on by an administrator; a language without a row is enabled. */
export const translationLanguages = pgTable('translation_languages', {
  language: text('language').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A checked import's difference, waiting for its confirmation by the same administrator. */
export const translationImportStagings = pgTable(
  'translation_import_stagings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('translation_import_stagings_expires_idx').on(t.expiresAt)],
);

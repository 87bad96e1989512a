import { type TLocalizedText } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Special tools (spec §3 Special tool). */
export const specialTools = pgTable(
  'special_tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tool number. */
    code: text('code').notNull().unique(),
    names: jsonb('names').$type<TLocalizedText>().notNull(),
    purpose: jsonb('purpose').$type<TLocalizedText>().notNull(),
    technicalParameter: jsonb('technical_parameter').$type<TLocalizedText>().notNull(),
    /** Code, names and purposes, lower-cased, for substring search (pg_trgm). */
    searchText: text('search_text').notNull(),
    /** One of TOOL_UNITS. */
    unit: text('unit').notNull(),
    /** One of SPECIAL_TOOL_CATEGORIES. */
    category: text('category').notNull(),
    /** One of DRIVE_TYPES: ALL, HUB, MID. */
    driveType: text('drive_type').notNull().default('ALL'),
    /** Model codes (code2) the tool applies to; null = every model. */
    models: text('models').array(),
    /** Key of the picture in file storage; null when there is none. */
    pictureKey: text('picture_key'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('special_tools_category_idx').on(t.category, t.sort),
    index('special_tools_models_idx').using('gin', t.models),
    index('special_tools_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

import { type TLocalizedText } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { modelNodes, parts } from '../catalogue/index.js';

/**
 * The labour-time directory (spec §7 labortime level and positionCode): level one (a system,
 * level 1), level two (an area, level 2, parent a level one) and position codes (level 3, parent
 * a level two). Codes are unique across the directory.
 */
export const labourTimeNodes = pgTable(
  'labour_time_nodes',
  {
    code: text('code').primaryKey(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    names: jsonb('names').$type<TLocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('labour_time_nodes_parent_idx').on(t.parentCode, t.sort)],
);

/**
 * One job on one model (spec §3 Labour time). The job code is the same on every model; the hours
 * differ. `levelOne` and `levelTwo` repeat what the position code's place in the directory says,
 * so the list filters on indexed columns; the writer derives them from the directory, never the
 * caller.
 */
export const labourTimes = pgTable(
  'labour_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A model (level 2 of the model tree). */
    modelId: uuid('model_id').notNull().references(() => modelNodes.id, { onDelete: 'cascade' }),
    workTimeCode: text('work_time_code').notNull(),
    names: jsonb('names').$type<TLocalizedText>().notNull(),
    /** The code and every name, lower-cased, for substring search (pg_trgm). */
    searchText: text('search_text').notNull(),
    /** One of WORK_TIME_TYPES. */
    workTimeType: text('work_time_type').notNull(),
    standardHours: numeric('standard_hours', { precision: 6, scale: 2 }).notNull(),
    maintenanceHours: numeric('maintenance_hours', { precision: 6, scale: 2 }).notNull(),
    positionCode: text('position_code').notNull().references(() => labourTimeNodes.code),
    levelOne: text('level_one').notNull(),
    levelTwo: text('level_two').notNull(),
  },
  (t) => [
    uniqueIndex('labour_times_model_code_uq').on(t.modelId, t.workTimeCode),
    index('labour_times_levels_idx').on(t.levelOne, t.levelTwo, t.positionCode),
    index('labour_times_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The parts a job replaces or touches: the part detail's labour-time tab reads this. */
export const labourTimeParts = pgTable(
  'labour_time_parts',
  {
    labourTimeId: uuid('labour_time_id').notNull().references(() => labourTimes.id, { onDelete: 'cascade' }),
    partId: uuid('part_id').notNull().references(() => parts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.labourTimeId, t.partId] }), index('labour_time_parts_part_idx').on(t.partId)],
);

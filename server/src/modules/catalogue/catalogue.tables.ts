import { type TLocalizedText } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/** A name in each of the six languages. */

/**
 * The model tree of spec §3 Manual module: production lines (level 0, code0) → car series
 * (level 1, code1) → models (level 2, code2). Codes are unique across the tree.
 */
export const modelNodes = pgTable(
  'model_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    level: smallint('level').notNull(),
    parentId: uuid('parent_id'),
    names: jsonb('names').$type<TLocalizedText>().notNull(),
    /** Brand shown on vehicles of this line (spec §3 Vehicle). */
    brand: text('brand').notNull().default(''),
    /** Key of the picture generated for this node (tiles, model info). */
    imageKey: text('image_key').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('model_nodes_parent_idx').on(t.parentId, t.sort)],
);

/**
 * Home tiles (spec §3 Manual module): a catalogue or manual for a line, series or model, with
 * its applicability string `code0=… AND code1=… AND code2=…`.
 */
export const manualModules = pgTable('manual_modules', {
  id: uuid('id').primaryKey().defaultRandom(),
  names: jsonb('names').$type<TLocalizedText>().notNull(),
  code0: text('code0').notNull(),
  code1: text('code1').notNull().default(''),
  code2: text('code2').notNull().default(''),
  /** Partlist (parts catalogue), ServiceManualRoot, CircuitManualRoot (spec §9 object types). */
  objectType: text('object_type').notNull(),
  applic: text('applic').notNull(),
  imageKey: text('image_key').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/**
 * The catalogue's directories for one series: first level = system (level 1),
 * second level = assembly (level 2, parent is a system).
 */
export const bomGroups = pgTable(
  'bom_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id').notNull().references(() => modelNodes.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    level: smallint('level').notNull(),
    code: text('code').notNull(),
    names: jsonb('names').$type<TLocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('bom_groups_series_idx').on(t.seriesId, t.level, t.sort), uniqueIndex('bom_groups_series_code_uq').on(t.seriesId, t.code)],
);

/** One exploded drawing with its item table, under an assembly of a series. */
export const partlists = pgTable(
  'partlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    seriesId: uuid('series_id').notNull().references(() => modelNodes.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull().references(() => bomGroups.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<TLocalizedText>().notNull(),
    /** The exploded drawing: SVG with one element per ball number carrying data-ball="N". */
    drawingSvg: text('drawing_svg').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('partlists_group_idx').on(t.groupId, t.sort), index('partlists_series_idx').on(t.seriesId)],
);

/** A text of a part's data: six languages where it is words, one string where it is a code or a figure. */
export type PartText = string | TLocalizedText;

/** Packaging and special protection of a part (spec §3 Part). */
export interface PartPackaging {
  package: PartText;
  staticElectricity: PartText;
  moistureSensitivityLevel: PartText;
  humidity: PartText;
  temperature: PartText;
  airPressure: PartText;
}

/** A technical property under its stable key: a plain value, or its name and value in six languages. */
export type PartProperty = string | { names: TLocalizedText; value: PartText };

export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    names: jsonb('names').$type<TLocalizedText>().notNull(),
    /** Code and every name, lower-cased, for substring search (pg_trgm). */
    searchText: text('search_text').notNull(),
    /** CJK unigrams and bigrams of the names: the trigram parser does not split Chinese. */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    /** Classification, e.g. BATTERY, MOTOR, BRAKE, FASTENER (partClassification). */
    category: text('category').notNull(),
    unit: text('unit').notNull().default('PCS'),
    /** False for parts that are not sold as spares (spec §2: no cart icon). */
    isSpare: boolean('is_spare').notNull().default(true),
    /** Reference price in RMB; null when not priced (no cart icon). */
    price: numeric('price', { precision: 12, scale: 2 }),
    inStock: boolean('in_stock').notNull().default(true),
    minSalesUnit: integer('min_sales_unit').notNull().default(1),
    fruCode: text('fru_code').notNull().default(''),
    barCode: text('bar_code'),
    materialDescription: jsonb('material_description').$type<TLocalizedText>(),
    packaging: jsonb('packaging').$type<PartPackaging>(),
    fasteningTorque: text('fastening_torque').notNull().default(''),
    /** How many photos exist (0–5), served by index 1..photoCount. */
    photoCount: smallint('photo_count').notNull().default(0),
    globalRemark: jsonb('global_remark').$type<TLocalizedText>(),
    /** Technical properties shown as a key/value table (partJsonProperties). */
    properties: jsonb('properties').$type<Record<string, PartProperty>>().notNull().default({}),
    /**
     * The part has a row in some partlist: name search lists those first. Kept by triggers on
     * partlist_items (migration 0009), whoever writes the rows; never set by hand.
     */
    usedInBom: boolean('used_in_bom').notNull().default(false),
  },
  // Also, from hand-written migrations (drizzle cannot say INCLUDE or set statistics targets):
  // parts_search_idx on (used_in_bom DESC, id) INCLUDE (code, search_text, search_grams), which
  // name search walks index-only, and statistics targets of 1000 on search_text and search_grams,
  // so the planner knows a common word from a rare one (catalogue.parts.ts findParts); and the
  // trigram and gram indexes again for used parts only (migration 0014).
  (t) => [
    uniqueIndex('parts_bar_code_uq').on(t.barCode),
    // Byte order: code prefixes (LIKE 'X%') are index ranges, and lists read in that order stop after a page.
    index('parts_code_c_idx').using('btree', sql`${t.code} collate "C"`),
    index('parts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('parts_search_grams_idx').using('gin', t.searchGrams),
  ],
);

/**
 * A row of a partlist: ball number, part, amount, and where it applies. Null applicability means
 * "all"; every non-null condition must hold for a vehicle (spec §3 BOM row, issue: VIN filters).
 */
export const partlistItems = pgTable(
  'partlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partlistId: uuid('partlist_id').notNull().references(() => partlists.id, { onDelete: 'cascade' }),
    ballNumber: integer('ball_number').notNull(),
    partId: uuid('part_id').notNull().references(() => parts.id),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    isHighlight: boolean('is_highlight').notNull().default(false),
    /** Model codes (code2) this row applies to. */
    models: text('models').array(),
    /** Configuration codes of vehicles this row applies to. */
    configs: text('configs').array(),
    vinFrom: text('vin_from'),
    vinTo: text('vin_to'),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    remark: jsonb('remark').$type<TLocalizedText>(),
    sort: integer('sort').notNull().default(0),
  },
  // Where-used reads a part's rows through partlist_items_part_usage_idx on (part_id) INCLUDE
  // (partlist_id, sort, ball_number, amount, id), index-only (hand-written migration: drizzle cannot say INCLUDE).
  (t) => [index('partlist_items_partlist_idx').on(t.partlistId, t.sort)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    vin: text('vin').primaryKey(),
    modelId: uuid('model_id').notNull().references(() => modelNodes.id),
    configCode: text('config_code').notNull(),
    productionDate: date('production_date').notNull(),
    saleDate: date('sale_date'),
    modelYear: integer('model_year').notNull(),
    motorNo: text('motor_no').notNull().default(''),
    driveMotorModel: text('drive_motor_model').notNull().default(''),
    driveMotorNo: text('drive_motor_no').notNull().default(''),
    driveType: text('drive_type').notNull().default(''),
    batteryPackNo: text('battery_pack_no').notNull().default(''),
    rangeExtenderNo: text('range_extender_no').notNull().default(''),
    exteriorColor: text('exterior_color').notNull().default(''),
    licencePlate: text('licence_plate').notNull().default(''),
  },
  (t) => [
    // People type any 6 or more characters of a VIN, often the serial at its end.
    index('vehicles_vin_trgm_idx').using('gin', sql`${t.vin} gin_trgm_ops`),
    index('vehicles_model_idx').on(t.modelId),
  ],
);

/** Serial numbers of battery packs, motors and controllers, pointing at their vehicle and part. */
export const serialNumbers = pgTable(
  'serial_numbers',
  {
    serial: text('serial').primaryKey(),
    /** BATTERY_PACK, MOTOR, CONTROLLER */
    kind: text('kind').notNull(),
    vin: text('vin').notNull().references(() => vehicles.vin, { onDelete: 'cascade' }),
    partId: uuid('part_id').notNull().references(() => parts.id),
  },
  (t) => [index('serial_numbers_vin_idx').on(t.vin)],
);

/**
 * A supersession (spec §3 Substitution / compatibility): the before part is replaced by the after
 * part. Rows with the same groupSeq replace together (a group change). Chains A → B → C resolve
 * to the current part.
 */
export const substitutions = pgTable(
  'substitutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beforePartId: uuid('before_part_id').notNull().references(() => parts.id),
    afterPartId: uuid('after_part_id').notNull().references(() => parts.id),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull().default('1'),
    /** ONE_WAY (old may not replace new), TWO_WAY (interchangeable), GROUP (together). */
    replaceWay: text('replace_way').notNull(),
    groupSeq: integer('group_seq'),
    alternateTime: date('alternate_time'),
    effectiveTime: date('effective_time').notNull(),
    ecoNumber: text('eco_number').notNull().default(''),
    description: jsonb('description').$type<TLocalizedText>(),
    osVersion: text('os_version').notNull().default(''),
    appVersion: text('app_version').notNull().default(''),
  },
  (t) => [index('substitutions_before_idx').on(t.beforePartId), index('substitutions_after_idx').on(t.afterPartId)],
);

/** A user's private remark on a part (userRemark). */
export const partUserRemarks = pgTable(
  'part_user_remarks',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid('part_id').notNull().references(() => parts.id, { onDelete: 'cascade' }),
    remark: text('remark').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partId] })],
);

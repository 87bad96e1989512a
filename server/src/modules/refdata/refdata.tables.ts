import { type TLocalizedText } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The fault catalogue (spec §3 Fault catalogue nodes; `POST /rest/base/data/list` type
 * FAULT_CATELOG): level 1 module, 2 system, 3 position, each under its parent's code.
 */
export const faultCatalogueNodes = pgTable(
  'fault_catalogue_nodes',
  {
    code: text('code').primaryKey(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    names: jsonb('names').$type<TLocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('fault_catalogue_nodes_parent_idx').on(t.level, t.parentCode, t.sort)],
);

/**
 * Work orders of our own (spec §3 Work order info), read by the work-order adapter when no DMS is
 * configured: the workshop visit an inquiry is raised from.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    /** The work order number as the workshop writes it. */
    id: text('id').primaryKey(),
    vin: text('vin').notNull(),
    driveMileage: integer('drive_mileage').notNull(),
    shopCode: text('shop_code').notNull(),
    shopName: text('shop_name').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    openedOn: date('opened_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_orders_vin_idx').on(t.vin)],
);

/**
 * The shops (spec §3 user info "shop code and name"; Work order info shopCode) a company runs: a
 * dealer or service station reads the work orders of its company's shops only. `company` is the
 * company name of the shop's user accounts (users.company), compared case-insensitively.
 */
export const shops = pgTable(
  'shops',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull(),
  },
  (t) => [index('shops_company_idx').on(sql`lower(${t.company})`)],
);

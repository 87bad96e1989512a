import { type TLocalizedText } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, primaryKey, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@portal/contract';
import { users } from '../users/index.js';
import { parts } from '../catalogue/index.js';

/**
 * The cart: one per user, so a line is the user's and a part's (spec §3 Cart item). The price is
 * not kept here: the cart shows today's reference price, the order keeps the price at submission.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid('part_id').notNull().references(() => parts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** The vehicle model the part was added from (spec §3 Cart item `model`), when the screen knew it. */
    model: text('model').notNull().default(''),
    /** The vehicle the part is for ('' when added outside a VIN's catalogue). */
    vin: text('vin').notNull().default(''),
    /** The workshop's job (repair order) it is for, when there is one. */
    jobNo: text('job_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One line per part and vehicle and job: the same part for two vehicles stays two lines, so
  // neither forgets which vehicle it is for.
  (t) => [uniqueIndex('cart_items_user_part_vin_job_uq').on(t.userId, t.partId, t.vin, t.jobNo)],
);

/** One number series for order and requisition numbers, so both carry the same serial. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 1 });

/** A submitted order: the cart's chosen lines at their price of the time, for the user's sales organisation. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    /** Material requisition number, as the DMS files the order's goods issue. */
    requisitionNo: text('requisition_no').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull().default(''),
    salesOrganization: text('sales_organization').notNull().default(''),
    warehouse: text('warehouse').notNull().default(''),
    /** The vehicles and models of the lines, each once: the history and its export show them without reading the lines. */
    vins: text('vins').array().notNull().default(sql`'{}'::text[]`),
    models: text('models').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<OrderStatus>().notNull(),
    lineCount: integer('line_count').notNull(),
    /** Pieces over all lines. */
    amount: integer('amount').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    // A dealer's history, newest first (read backwards). Ascending on purpose: drizzle writes
    // .desc() as DESC NULLS LAST, which ORDER BY … DESC (NULLS FIRST) cannot walk.
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt, t.id),
    // "Part of an order or requisition number" within a dealer's orders.
    index('orders_numbers_trgm_idx').using('gin', sql`(${t.orderNo} || ' ' || ${t.requisitionNo}) gin_trgm_ops`),
  ],
);

/**
 * Orders per user and status, kept by triggers on orders (migration 0022): the history's count
 * without counting a dealer's 100,000 orders on every page.
 */
export const orderCounts = pgTable('order_counts', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<OrderStatus>().notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.status] })]);

/** A line of an order, with the price and name at the time of submission. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    partId: uuid('part_id').references(() => parts.id, { onDelete: 'set null' }),
    partCode: text('part_code').notNull(),
    partNames: jsonb('part_names').$type<TLocalizedText>().notNull(),
    /** The vehicle, model and workshop job the cart line was for ('' when none). */
    vin: text('vin').notNull().default(''),
    model: text('model').notNull().default(''),
    jobNo: text('job_no').notNull().default(''),
    amount: integer('amount').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    lineTotal: numeric('line_total', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('order_lines_order_line_uq').on(t.orderId, t.lineNo)],
);

/**
 * An order's status history: SUBMITTED by the portal, then what the DMS reports. `eventKey` is the
 * DMS's event id, unique per order, so a repeated callback records nothing twice.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    source: text('source').$type<'PORTAL' | 'DMS'>().notNull(),
    eventKey: text('event_key').notNull(),
    note: text('note').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_events_key_uq').on(t.orderId, t.eventKey), index('order_events_order_idx').on(t.orderId, t.occurredAt)],
);

/** The user's sales organisation, warehouse and threshold (spec §7 /saveUserSalesInfo); orders carry them. */
export const userSalesInfo = pgTable('user_sales_info', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  salesOrganization: text('sales_organization').notNull().default(''),
  warehouse: text('warehouse').notNull().default(''),
  threshold: text('threshold').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

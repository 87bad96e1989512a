import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TVipBuyStatus, TVipPaymentMethod, TVipPeriod, TVipScope } from '@portal/contract';
import { users } from '../users/index.js';

/**
 * What a package offers (scope and a catalogue node, with the node's line, series and model codes),
 * for how long, at what price: a purchase keeps its own copy of them.
 */
const offerColumns = () => ({
  scope: text('scope').$type<TVipScope>().notNull(),
  targetCode: text('target_code').notNull(),
  code0: text('code0').notNull(),
  code1: text('code1').notNull().default(''),
  code2: text('code2').notNull().default(''),
  period: text('period').$type<TVipPeriod>().notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency').notNull(),
});

/** A package (spec "payment item"): its offer, the node's codes resolved when it is saved. */
export const vipPackages = pgTable('vip_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ...offerColumns(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A purchase (buy). It keeps a copy of what the package opened, its period and price when bought,
 * so a later change to the package does not change what was paid for. Approved or paid, it is the
 * buyer's entitlement from `valid_from` to `valid_until` (vip.workflow.ts moves its status).
 */
export const vipBuys = pgTable(
  'vip_buys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: text('serial').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').notNull().references(() => vipPackages.id, { onDelete: 'restrict' }),
    ...offerColumns(),
    method: text('method').$type<TVipPaymentMethod>().notNull(),
    status: text('status').$type<TVipBuyStatus>().notNull(),
    note: text('note').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The card provider's event id of the payment: one payment is applied once. */
    paymentRef: text('payment_ref'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** When the expiry reminder was sent (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vip_buys_serial_uq').on(t.serial),
    uniqueIndex('vip_buys_payment_ref_uq').on(t.paymentRef),
    index('vip_buys_user_idx').on(t.userId, t.status),
    index('vip_buys_status_until_idx').on(t.status, t.validUntil),
    check('vip_buys_active_has_period', sql`${t.status} not in ('ACTIVE', 'EXPIRED') or (${t.validFrom} is not null and ${t.validUntil} is not null)`),
  ],
);

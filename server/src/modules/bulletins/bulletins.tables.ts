import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/index.js';
import { files } from '../files/index.js';
import type { TBulletinAudience } from '@portal/contract';

/** Bulletins and recalls (spec §3 Bulletin); the workflow is docs/decisions/023-bulletins.md. */
export const bulletins = pgTable(
  'bulletins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    theme: text('theme').notNull(),
    /** Sanitized HTML (manuals.sanitize.ts), never stored raw. */
    content: text('content').notNull().default(''),
    /** One of BULLETIN_TYPES. */
    type: text('type').notNull(),
    /** One of BULLETIN_STATUSES. */
    status: text('status').notNull(),
    /** The approval level a REVIEWED bulletin waits on (1-based); 0 in the other statuses. */
    approveLevel: integer('approve_level').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    isTop: boolean('is_top').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    pictureId: uuid('picture_id').references(() => files.id, { onDelete: 'set null' }),
    /** Whom it reaches; empty lists mean any (contract ZBulletinAudience). */
    audience: jsonb('audience').$type<TBulletinAudience>().notNull(),
    /** Audience user types and countries again as arrays, so a reader's list is an indexable filter. */
    userTypes: text('user_types').array().notNull().default(sql`'{}'::text[]`),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** Audience groups (empty = any), an array like the two above. */
    groupIds: uuid('group_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Part codes a recall or technical bulletin concerns: their favourites' owners are alerted on publishing. */
    partCodes: text('part_codes').array().notNull().default(sql`'{}'::text[]`),
    /** When those owners were alerted: set once, in the publishing transaction, so never twice. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    visitCount: integer('visit_count').notNull().default(0),
    creatorId: uuid('creator_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bulletins_status_time_idx').on(t.status, t.startTime, t.endTime), index('bulletins_created_idx').on(t.createdAt),
    // The statistics filtered by type, newest first.
    index('bulletins_type_created_idx').on(t.type, t.createdAt),
    // A reader's list and homepage read bulletins_published_order_idx (hand-written in migration bulletins_speed:
    // drizzle cannot say INCLUDE): the published ones in their order, with the columns the reader filter tests.
    // The VIN's bulletins: only published vehicle bulletins that name a vehicle criterion are candidates.
    index('bulletins_vehicle_idx').on(t.endTime).where(sql`${t.status} = 'APPROVED' and ${t.type} in ('RECALL_TYPE', 'MAINTENANCE_BULLETIN', 'WARRANTY_BULLETIN')
      and jsonb_array_length(${t.audience}->'models') + jsonb_array_length(${t.audience}->'vinRanges') + jsonb_array_length(${t.audience}->'productionDates') > 0`),
  ],
);

/** Who read which bulletin, first time (read tracking, spec §3 read and unread counts). */
export const bulletinReads = pgTable(
  'bulletin_reads',
  {
    bulletinId: uuid('bulletin_id').notNull().references(() => bulletins.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bulletinId, t.userId] }), index('bulletin_reads_user_idx').on(t.userId)],
);

/**
 * Reads per bulletin and reader kind (user type, country, and whether the reader is an active
 * non-visitor account, the only ones an audience counts), kept by triggers in the writer's
 * transaction (migration bulletins_speed): on bulletin_reads, and on users when a reader's kind
 * changes or the reader is deleted. The list's read count is the bulletin's sum; the statistics'
 * read count the sum over the kinds its audience holds.
 */
export const bulletinReadCounts = pgTable(
  'bulletin_read_counts',
  {
    bulletinId: uuid('bulletin_id').notNull().references(() => bulletins.id, { onDelete: 'cascade' }),
    userType: text('user_type').notNull(),
    countryCode: text('country_code').notNull(),
    active: boolean('active').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulletinId, t.userType, t.countryCode, t.active] })],
);

/**
 * Active non-visitor accounts (those an audience counts) per user type and country, kept by a
 * trigger on users (migration bulletins_speed): a bulletin's audience size is the sum over
 * the kinds it addresses.
 */
export const bulletinAudienceKinds = pgTable(
  'bulletin_audience_kinds',
  {
    userType: text('user_type').notNull(),
    countryCode: text('country_code').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userType, t.countryCode] })],
);

/** Who moved a bulletin, and which approval level they gave. */
export const bulletinLogs = pgTable('bulletin_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  bulletinId: uuid('bulletin_id').notNull().references(() => bulletins.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  level: integer('level').notNull().default(0),
  operatorId: uuid('operator_id').notNull().references(() => users.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('bulletin_logs_bulletin_idx').on(t.bulletinId, t.at)]);

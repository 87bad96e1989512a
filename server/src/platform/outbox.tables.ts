import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A message to hand over to the configured receivers (DMS/ERP endpoints), written in the same
 * transaction as the change it announces, so a committed change is never without its message
 * (docs/decisions/020-dms-handover-outbox.md). `key` is the idempotency key the receivers dedupe by.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending: still to deliver (or retry); delivered: every endpoint answered 2xx. */
    state: text('state').notNull().default('pending'),
    /** Delivery rounds so far (the backoff grows with them); a replay starts again at 0. */
    rounds: integer('rounds').notNull().default(0),
    /** When the worker may take it next. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds it until then (its claim); another worker takes it only after. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Endpoints that already answered 2xx in this round of delivery (not sent again on retry). */
    deliveredEndpoints: text('delivered_endpoints').array().notNull().default(sql`'{}'::text[]`),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The receiver's latest status for it (signed callback), e.g. received, confirmed, shipped, cancelled. */
    remoteStatus: text('remote_status'),
    remoteStatusAt: timestamp('remote_status_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_topic_key_idx').on(t.topic, t.key),
    // The worker looks for due pending messages only.
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('outbox_messages_created_idx').on(t.createdAt),
  ],
);
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/** Every delivery attempt of a message to one endpoint: the delivery log administrators read. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').notNull().references(() => outboxMessages.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The HTTP status answered; null when no answer came (refused, timeout). */
    httpStatus: integer('http_status'),
    error: text('error'),
  },
  (t) => [index('outbox_attempts_message_idx').on(t.messageId, t.startedAt)],
);
export type OutboxAttemptRow = typeof outboxAttempts.$inferSelect;

/** Status reports the receivers sent back (signed callback), kept as they came. */
export const outboxCallbacks = pgTable(
  'outbox_callbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    key: text('key').notNull(),
    status: text('status').notNull(),
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_callbacks_topic_key_idx').on(t.topic, t.key, t.receivedAt)],
);

/**
 * Signatures of accepted callbacks, kept while the signature could still pass its timestamp check,
 * so a captured callback sent again is refused by every instance (decision 033). Written in the
 * transaction that records the report; swept once `expires_at` has passed.
 */
export const outboxCallbackSignatures = pgTable(
  'outbox_callback_signatures',
  {
    /** The hex HMAC, lower case, without a `sha256=` prefix: it names one timestamp and body. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_callback_signatures_expires_idx').on(t.expiresAt)],
);

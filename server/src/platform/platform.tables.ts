import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Settings shared by every server process (the RSA key pair, for one). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every mutating request (spec §3 Log): who, when, what, and how it ended. Partitioned by month of
 * `at` (decision 041, migration logs_partitions): the key holds `at` because a partitioned table's
 * must hold its partition column.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    operatorId: uuid('operator_id'),
    operatorName: text('operator_name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    httpMethod: text('http_method').notNull(),
    url: text('url').notNull(),
    objectRef: text('object_ref').notNull().default(''),
    status: integer('status').notNull(),
    /** Business code when the envelope said success false. */
    code: integer('code'),
    errorMessage: text('error_message').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.at] }),
    index('operation_logs_at_idx').on(t.at),
    index('operation_logs_operator_idx').on(t.operatorId, t.at),
    // the log screen's filters: an operator by name, an object type, each newest first
    index('operation_logs_operator_name_idx').on(t.operatorName, t.at),
    index('operation_logs_object_ref_idx').on(t.objectRef, t.at),
  ],
);

/** Mail waiting to go out, or kept here when no SMTP server is configured (tests read it). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error').notNull().default(''),
});

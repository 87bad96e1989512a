import { z } from 'zod';
import { ZPageQuery } from '../envelope.js';

/*
 * The handover outbox (issue 11 §2 Handover; docs/decisions/020-dms-handover-outbox.md): messages
 * the portal delivers to the configured DMS/ERP endpoints, their delivery log, and the receivers'
 * signed status reports.
 */

export const OUTBOX_STATES = ['pending', 'delivered'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** What the DMS may report for a handed-over message through the signed callback (issue 11 §2). */
export const OUTBOX_REMOTE_STATUSES = ['received', 'confirmed', 'shipped', 'cancelled'] as const;
export type OutboxRemoteStatus = (typeof OUTBOX_REMOTE_STATUSES)[number];
/**
 * How far a handed-over message has come by its receiver's word: the status shown only moves to a
 * later stage, so a late or repeated report (confirmed after shipped) never moves it back.
 */
export const OUTBOX_REMOTE_STAGE: Record<OutboxRemoteStatus, number> = { received: 1, confirmed: 2, shipped: 3, cancelled: 3 };

/** A status report is a few hundred bytes; a callback body larger than this is refused unread. */
export const OUTBOX_CALLBACK_BODY_MAX = 64 * 1024;

/** The headers of a delivery (and of a callback, for the signature and timestamp). */
export const OUTBOX_HEADERS = {
  /** Hex HMAC-SHA256 of `${timestamp}.${raw body}` with the shared secret (DMS_SECRET). */
  signature: 'x-portal-signature',
  /** Unix seconds when signed; requests older or newer than 5 minutes are refused. */
  timestamp: 'x-portal-timestamp',
  /** Unchanged across retries and replays: the receiver keeps the first and acknowledges the rest. */
  idempotencyKey: 'idempotency-key',
  topic: 'x-portal-topic',
} as const;

export const ZOutboxListQuery = ZPageQuery.extend({
  topic: z.string().trim().max(100).optional(),
  state: z.enum(OUTBOX_STATES).optional(),
  /** The idempotency key, exactly (e.g. an order number). */
  key: z.string().trim().max(200).optional(),
});
export type TOutboxListQuery = z.infer<typeof ZOutboxListQuery>;

export const ZOutboxMessageRow = z.object({
  id: z.string().uuid(),
  topic: z.string(),
  key: z.string(),
  state: z.enum(OUTBOX_STATES),
  /** Failed delivery rounds since it was written or last replayed. */
  rounds: z.number().int(),
  /** The endpoints configured for its topic now; empty: it stays in the portal. */
  endpoints: z.array(z.string()),
  /** Endpoints that answered 2xx in the current round of delivery. */
  deliveredEndpoints: z.array(z.string()),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  attemptCount: z.number().int(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  remoteStatus: z.string().nullable(),
  remoteStatusAt: z.string().nullable(),
});
export type TOutboxMessageRow = z.infer<typeof ZOutboxMessageRow>;

export const ZOutboxAttempt = z.object({
  id: z.string().uuid(),
  endpoint: z.string(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  /** null when no answer came (connection refused, timeout). */
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type TOutboxAttempt = z.infer<typeof ZOutboxAttempt>;

export const ZOutboxCallbackRow = z.object({
  id: z.string().uuid(),
  status: z.string(),
  receivedAt: z.string(),
  body: z.unknown(),
});

export const ZOutboxMessageDetail = ZOutboxMessageRow.extend({
  payload: z.unknown(),
  /** Newest first. */
  attempts: z.array(ZOutboxAttempt),
  callbacks: z.array(ZOutboxCallbackRow),
});
export type TOutboxMessageDetail = z.infer<typeof ZOutboxMessageDetail>;

/** The DMS's status report (signed like a delivery, with the same secret). Extra fields are kept. */
export const ZOutboxCallback = z.looseObject({
  topic: z.string().trim().min(1).max(100),
  key: z.string().trim().min(1).max(200),
  status: z.enum(OUTBOX_REMOTE_STATUSES),
});
export type TOutboxCallback = z.infer<typeof ZOutboxCallback>;

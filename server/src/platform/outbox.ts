import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { outboxCallbackSignatures, outboxMessages } from './outbox.tables.js';
import type { Tx } from './db.js';

/**
 * The transactional outbox (docs/decisions/020-dms-handover-outbox.md): a change that must reach
 * the DMS/ERP writes its message in its own transaction, and the delivery worker sends it after
 * the commit, retrying until every endpoint of the topic took it.
 */
export interface OutboxMessage {
  /** What it announces, e.g. `order.submitted`; endpoints are configured per topic family. */
  topic: string;
  /** The idempotency key: unique per topic, sent unchanged with every attempt. */
  key: string;
  payload: unknown;
}

/** The channel the worker listens on, so it sends right after the commit instead of at its next poll. */
export const OUTBOX_CHANNEL = 'portal_outbox';

/**
 * Writes the message in the caller's transaction. A second message with the same topic and key
 * is ignored (the first one stands), so a retried submission does not hand over twice.
 */
export async function enqueueOutbox(tx: Tx, msg: OutboxMessage): Promise<void> {
  await tx.execute(sql`with m as (${outboxInsert(msg)}) ${outboxNotify}`);
}

/**
 * enqueueOutbox as parts of a caller's own statement, to save round trips:
 * `with …, m as (${outboxInsert(msg)}) ${outboxNotify}`. Both must run in one transaction; the
 * notification is delivered at commit only, so a rolled-back transaction wakes nobody.
 */
export const outboxInsert = (msg: OutboxMessage): SQL =>
  outboxInsertFrom(msg.topic, sql`select ${msg.key}::text, ${JSON.stringify(msg.payload ?? null)}::jsonb`);
/**
 * outboxInsert with the key and payload made by the caller's statement (`select key, payload from
 * …`, zero or more rows), for a message built from rows that statement writes.
 */
export const outboxInsertFrom = (topic: string, keyAndPayload: SQL): SQL => sql`
  insert into ${outboxMessages} (topic, key, payload) select ${topic}::text, m.key, m.payload from (${keyAndPayload}) as m(key, payload)
  on conflict (topic, key) do nothing`;
export const outboxNotify: SQL = sql`select pg_notify(${OUTBOX_CHANNEL}, '')`;

/** Hex HMAC-SHA256 of `${timestamp}.${body}`: the timestamp is signed so an old request cannot be replayed later. */
export function signPayload(secret: string, timestamp: string, body: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Default tolerance between the signed timestamp (Unix seconds) and our clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a signed request: the signature must be the HMAC of the timestamp and the raw body,
 * compared in constant time, and the timestamp (Unix seconds) within the tolerance of `now`.
 */
export function verifySignature(
  secret: string,
  headers: { signature?: string; timestamp?: string },
  rawBody: string,
  now: Date,
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const { signature, timestamp } = headers;
  if (!secret || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const given = signatureHex(signature);
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The signature as one spelling: hex in lower case, without the optional `sha256=` prefix. */
const signatureHex = (signature: string) => (signature.startsWith('sha256=') ? signature.slice(7) : signature).toLowerCase();

/**
 * How long past the tolerance a used signature is remembered: instances whose clocks differ by less
 * than this still refuse it until their own timestamp check does (decision 033).
 */
export const SIGNATURE_MEMORY_MARGIN_SECONDS = 60;

/**
 * Remembers a verified signature in the caller's transaction, until its timestamp is past the
 * tolerance (plus the margin); answers false when it was already remembered: the same signed
 * request sent again. A concurrent first use waits on the key and then sees it.
 */
export async function rememberSignature(tx: Tx, signature: string, timestamp: string): Promise<boolean> {
  const expiresAt = new Date((Number(timestamp) + SIGNATURE_TOLERANCE_SECONDS + SIGNATURE_MEMORY_MARGIN_SECONDS) * 1000);
  const kept = await tx.insert(outboxCallbackSignatures).values({ signature: signatureHex(signature), expiresAt })
    .onConflictDoNothing().returning({ signature: outboxCallbackSignatures.signature });
  return kept.length === 1;
}

/** A status the receiver reported for a message (signed callback, POST /api/outbox/callback). */
export interface OutboxStatusReport {
  topic: string;
  key: string;
  /** received, confirmed, shipped, cancelled (or another word the receiver uses). */
  status: string;
  /** The callback's whole JSON body, e.g. the DMS's own order number. */
  body: Record<string, unknown>;
}
export type OutboxCallbackHandler = (tx: Tx, report: OutboxStatusReport) => Promise<void>;

const callbackHandlers: { topicFamily: string; handler: OutboxCallbackHandler }[] = [];

/** Topic families: `order` covers `order` and `order.submitted`, `order.cancelled`, … */
export const inTopicFamily = (topic: string, family: string) => topic === family || topic.startsWith(`${family}.`);

/**
 * Lets a module act on the receivers' status reports for its topics (e.g. the order's status the
 * dealer sees); the handler runs in the transaction that records the report.
 */
export function onOutboxCallback(topicFamily: string, handler: OutboxCallbackHandler): void {
  if (!callbackHandlers.some((h) => h.topicFamily === topicFamily && h.handler === handler)) callbackHandlers.push({ topicFamily, handler });
}

/** The handlers registered for a topic (the callback route calls them). */
export const callbackHandlersFor = (topic: string) => callbackHandlers.filter((h) => inTopicFamily(topic, h.topicFamily)).map((h) => h.handler);

import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { OUTBOX_REMOTE_STAGE, type OutboxRemoteStatus, type TOutboxCallback, type TOutboxListQuery, type TOutboxMessageDetail, type TOutboxMessageRow, type OutboxState } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import { callbackHandlersFor, OUTBOX_CHANNEL, rememberSignature, verifySignature } from '../../platform/outbox.js';
import { endpointsFor } from './outbox.worker.js';
import { outboxAttempts, outboxCallbacks, outboxMessages, type OutboxMessageRow } from '../../platform/outbox.tables.js';

/** Attempts shown per message, newest first (a receiver down for a week logs a few hundred). */
const ATTEMPTS_SHOWN = 200;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentRow(ctx: AppContext, m: OutboxMessageRow, attemptCount: number): TOutboxMessageRow {
  return {
    id: m.id,
    topic: m.topic,
    key: m.key,
    state: m.state as OutboxState,
    rounds: m.rounds,
    endpoints: endpointsFor(ctx.config.outbox, m.topic),
    deliveredEndpoints: m.deliveredEndpoints,
    nextAttemptAt: m.state === 'pending' ? iso(m.nextAttemptAt) : null,
    lastError: m.lastError,
    attemptCount,
    createdAt: m.createdAt.toISOString(),
    deliveredAt: iso(m.deliveredAt),
    remoteStatus: m.remoteStatus,
    remoteStatusAt: iso(m.remoteStatusAt),
  };
}

// Spelled out: inside a subquery drizzle would leave the outer column unqualified.
const attemptCountOf = sql<number>`(select count(*)::int from outbox_attempts a where a.message_id = outbox_messages.id)`;

/** The delivery log: messages newest first, filtered by topic, state and idempotency key. */
export async function findMessages(ctx: AppContext, q: TOutboxListQuery): Promise<{ contents: TOutboxMessageRow[]; count: number }> {
  const where: SQL[] = [];
  if (q.topic) where.push(eq(outboxMessages.topic, q.topic));
  if (q.state) where.push(eq(outboxMessages.state, q.state));
  if (q.key) where.push(eq(outboxMessages.key, q.key));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select({ m: outboxMessages, attempts: attemptCountOf }).from(outboxMessages).where(filter)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    ctx.db.select({ total: count() }).from(outboxMessages).where(filter),
  ]);
  return { contents: rows.map((r) => presentRow(ctx, r.m, Number(r.attempts))), count: total };
}

/** One message with its payload, its attempts and the receivers' status reports. */
export async function getMessage(ctx: AppContext, id: string): Promise<TOutboxMessageDetail> {
  const [row] = await ctx.db.select({ m: outboxMessages, attempts: attemptCountOf }).from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new BizError('OUTBOX_MESSAGE_NOT_FOUND');
  const [attempts, callbacks] = await Promise.all([
    ctx.db.select().from(outboxAttempts).where(eq(outboxAttempts.messageId, id)).orderBy(desc(outboxAttempts.startedAt)).limit(ATTEMPTS_SHOWN),
    ctx.db.select().from(outboxCallbacks).where(and(eq(outboxCallbacks.topic, row.m.topic), eq(outboxCallbacks.key, row.m.key))).orderBy(desc(outboxCallbacks.receivedAt)),
  ]);
  return {
    ...presentRow(ctx, row.m, Number(row.attempts)),
    payload: row.m.payload,
    attempts: attempts.map((a) => ({ id: a.id, endpoint: a.endpoint, startedAt: a.startedAt.toISOString(), durationMs: a.durationMs, httpStatus: a.httpStatus, error: a.error })),
    callbacks: callbacks.map((c) => ({ id: c.id, status: c.status, receivedAt: c.receivedAt.toISOString(), body: c.body })),
  };
}

/**
 * Sends a message again to every endpoint of its topic, now: it is due at once with a fresh
 * backoff. The idempotency key stays, so a receiver that had it acknowledges without acting twice.
 */
export async function replayMessage(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const updated = await tx.update(outboxMessages)
      .set({ state: 'pending', rounds: 0, nextAttemptAt: sql`now()`, deliveredEndpoints: [], deliveredAt: null, lastError: null })
      .where(eq(outboxMessages.id, id))
      .returning({ id: outboxMessages.id });
    if (!updated.length) throw new BizError('OUTBOX_MESSAGE_NOT_FOUND');
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  });
}

/** Whether `reported` is a later stage than the message's current remote status (none yet: any is). */
const advances = (current: string | null, reported: OutboxRemoteStatus) =>
  current === null || OUTBOX_REMOTE_STAGE[reported] > (OUTBOX_REMOTE_STAGE[current as OutboxRemoteStatus] ?? 0);

/**
 * A receiver's signed status report: checked against the raw body, refused when its signature was
 * already used (decision 033), kept, set on the message when it moves it forward, and handed to
 * the module that owns the topic (onOutboxCallback) in the same transaction.
 */
export async function receiveCallback(
  ctx: AppContext,
  headers: { signature?: string; timestamp?: string },
  rawBody: string,
  report: TOutboxCallback,
): Promise<void> {
  const secret = ctx.config.outbox.secret;
  const { signature, timestamp } = headers;
  if (!secret || !signature || !timestamp || !verifySignature(secret, headers, rawBody, ctx.now())) throw new BizError('OUTBOX_SIGNATURE_INVALID');
  await ctx.db.transaction(async (tx) => {
    // In the report's transaction: a refused report (unknown message) leaves its signature unused.
    if (!(await rememberSignature(tx, signature, timestamp))) throw new BizError('OUTBOX_CALLBACK_REPLAYED');
    const [message] = await tx.select({ id: outboxMessages.id, remoteStatus: outboxMessages.remoteStatus }).from(outboxMessages)
      .where(and(eq(outboxMessages.topic, report.topic), eq(outboxMessages.key, report.key))).for('update');
    if (!message) throw new BizError('OUTBOX_MESSAGE_NOT_FOUND');
    // A late report is kept below but never moves the status back (shipped stays shipped).
    if (advances(message.remoteStatus, report.status)) {
      await tx.update(outboxMessages).set({ remoteStatus: report.status, remoteStatusAt: sql`now()` }).where(eq(outboxMessages.id, message.id));
    }
    await tx.insert(outboxCallbacks).values({ topic: report.topic, key: report.key, status: report.status, body: report });
    for (const handler of callbackHandlersFor(report.topic)) {
      await handler(tx, { topic: report.topic, key: report.key, status: report.status, body: report });
    }
  });
}

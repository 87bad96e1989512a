import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { OUTBOX_HEADERS } from '@portal/contract';
import type { OutboxConfig } from '../../config.js';
import { type Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql.js';
import { OUTBOX_CHANNEL, signPayload } from '../../platform/outbox.js';
import type { Listen } from '../../platform/read-cache.js';
import { outboxAttempts, outboxMessages } from '../../platform/outbox.tables.js';

/** Messages one worker takes per claim; they are sent concurrently. */
const CLAIM_BATCH = 20;
/** Longest error text kept per attempt. */
const ERROR_MAX = 500;

export interface OutboxWorkerDeps {
  db: Db;
  listen: Listen;
  config: OutboxConfig;
  log: FastifyBaseLogger;
}

export interface OutboxWorker {
  /** Look for due messages now (after an enqueue in this process, or a replay). */
  wake(): void;
  /** Stops polling and listening, and waits for the deliveries under way. */
  stop(): Promise<void>;
  /** Messages this worker settled as delivered, and attempts it made (logs, tests). */
  readonly stats: { delivered: number; attempts: number };
}

interface ClaimedMessage {
  id: string;
  topic: string;
  key: string;
  payload: unknown;
  created_at: string | Date;
  delivered_endpoints: string[];
  rounds: number;
  locked_until: string | Date;
}

/** Endpoints configured for a topic: those of every family the topic belongs to. */
export function endpointsFor(config: OutboxConfig, topic: string): string[] {
  const urls = Object.entries(config.endpoints)
    .filter(([family]) => topic === family || topic.startsWith(`${family}.`))
    .flatMap(([, list]) => list);
  return [...new Set(urls)];
}

/** The wait before round `rounds + 1`: doubling from the base, capped, with ±25 % jitter so receivers coming back are not hit by every portal at once. */
export function backoffMs(config: Pick<OutboxConfig, 'retryBaseMs' | 'retryMaxMs'>, rounds: number, random = Math.random): number {
  const plain = Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** Math.min(rounds, 30));
  return Math.round(plain * (0.75 + random() * 0.5));
}

/** The JSON a receiver gets: the message's identity and its payload. */
export function deliveryBody(m: { id: string; topic: string; key: string; payload: unknown; createdAt: Date }): string {
  return JSON.stringify({ id: m.id, topic: m.topic, key: m.key, createdAt: m.createdAt.toISOString(), payload: m.payload });
}

/**
 * Delivers the outbox: claims due messages (FOR UPDATE SKIP LOCKED, then a lease in
 * `locked_until`, so several server processes never send one message at the same time), POSTs
 * each to the endpoints of its topic that have not taken it yet, logs every attempt, and marks it
 * delivered when all answered 2xx, or schedules the next round with backoff. Woken by the
 * outbox channel's notifications (sent at the enqueuing transaction's commit), and by a poll as
 * the fallback (a lost notification, a retry falling due, a lease running out after a crash).
 */
export function startOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, config, log } = deps;
  const families = Object.keys(config.endpoints).filter((f) => config.endpoints[f].length);
  // The lease outlasts a delivery round (requests run in parallel, each bounded by the timeout), and
  // is what a message claimed by a process that died waits before another takes it.
  const leaseMs = config.requestTimeoutMs + 10_000;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let stopListening: (() => Promise<void>) | undefined;
  const stats = { delivered: 0, attempts: 0 };

  const topicFilter: SQL = families.length
    ? sql.join(families.map((f) => sql`(${outboxMessages.topic} = ${f} or ${outboxMessages.topic} like ${`${f.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`})`), sql` or `)
    : sql`false`;

  async function claim(): Promise<ClaimedMessage[]> {
    const result = await db.execute(sql`
      update ${outboxMessages} m
      set locked_until = date_trunc('milliseconds', now() + make_interval(secs => ${leaseMs / 1000}))
      where m.id in (
        select id from ${outboxMessages}
        where state = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
          and (${topicFilter})
        order by next_attempt_at
        limit ${CLAIM_BATCH}
        for update skip locked)
      returning m.id, m.topic, m.key, m.payload, m.created_at, m.delivered_endpoints, m.rounds, m.locked_until`);
    return rowsOf<ClaimedMessage>(result);
  }

  async function post(url: string, m: ClaimedMessage, body: string) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const started = new Date();
    const t0 = performance.now();
    let httpStatus: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [OUTBOX_HEADERS.signature]: signPayload(config.secret ?? '', timestamp, body),
          [OUTBOX_HEADERS.timestamp]: timestamp,
          [OUTBOX_HEADERS.idempotencyKey]: m.key,
          [OUTBOX_HEADERS.topic]: m.topic,
        },
        body,
        signal: AbortSignal.timeout(config.requestTimeoutMs),
        redirect: 'manual',
      });
      httpStatus = res.status;
      // Read (and drop) the answer so the connection can be reused; its text explains a refusal.
      const text = await res.text().catch(() => '');
      if (res.status < 200 || res.status > 299) error = `HTTP ${res.status}${text ? `: ${text}` : ''}`.slice(0, ERROR_MAX);
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      error = (e.name === 'TimeoutError' ? `timeout after ${config.requestTimeoutMs} ms` : e.cause?.code ?? e.cause?.message ?? e.message).slice(0, ERROR_MAX);
    }
    const durationMs = Math.round(performance.now() - t0);
    stats.attempts += 1;
    await db.insert(outboxAttempts).values({ messageId: m.id, endpoint: url, startedAt: started, durationMs, httpStatus, error });
    return { url, ok: error === null, error };
  }

  async function deliver(m: ClaimedMessage) {
    const endpoints = endpointsFor(config, m.topic);
    const done = new Set(m.delivered_endpoints);
    const body = deliveryBody({ id: m.id, topic: m.topic, key: m.key, payload: m.payload, createdAt: new Date(m.created_at) });
    const results = await Promise.all(endpoints.filter((u) => !done.has(u)).map((u) => post(u, m, body)));
    for (const r of results) if (r.ok) done.add(r.url);
    const failed = results.filter((r) => !r.ok);
    const lease = new Date(m.locked_until);
    // Only the holder of the lease settles the message: one whose lease ran out leaves it to the next holder.
    const mine = and(eq(outboxMessages.id, m.id), eq(outboxMessages.lockedUntil, lease));
    if (!failed.length) {
      await db.update(outboxMessages)
        .set({ state: 'delivered', deliveredAt: sql`now()`, deliveredEndpoints: [...done], lockedUntil: null, lastError: null })
        .where(mine);
      stats.delivered += 1;
      return;
    }
    const waitMs = backoffMs(config, m.rounds);
    await db.update(outboxMessages)
      .set({
        rounds: sql`${outboxMessages.rounds} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${waitMs / 1000})`,
        deliveredEndpoints: [...done],
        lockedUntil: null,
        lastError: failed.map((f) => `${f.url}: ${f.error}`).join('; ').slice(0, ERROR_MAX),
      })
      .where(mine);
  }

  async function drain() {
    while (!stopped) {
      const batch = await claim();
      if (!batch.length) return;
      await Promise.all(batch.map((m) => deliver(m).catch((err: unknown) => log.warn({ err, id: m.id }, 'outbox delivery failed'))));
    }
  }

  function wake() {
    if (stopped || !families.length) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((err: unknown) => log.warn({ err }, 'outbox worker failed'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  const timer = families.length ? setInterval(wake, config.pollMs) : undefined;
  timer?.unref();
  if (families.length) {
    void deps.listen(OUTBOX_CHANNEL, { onNotify: wake, onListening: wake, onLost: () => {} })
      .then((stop) => { if (stopped) void stop(); else stopListening = stop; })
      .catch((err: unknown) => log.warn({ err }, 'outbox worker cannot listen; polling only'));
    wake();
  }

  return {
    wake,
    stats,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await stopListening?.();
      await running;
    },
  };
}

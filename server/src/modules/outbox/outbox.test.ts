import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { ERRORS, OUTBOX_CALLBACK_BODY_MAX, OUTBOX_HEADERS, outboxEndpoints, pathOf, routeOf } from '@portal/contract';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig, type OutboxConfig } from '../../config.js';
import { openDatabase, type Database } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql.js';
import {
  enqueueOutbox, onOutboxCallback, SIGNATURE_MEMORY_MARGIN_SECONDS, SIGNATURE_TOLERANCE_SECONDS, signPayload, verifySignature, type OutboxStatusReport,
} from '../../platform/outbox.js';
import { databaseUrlFor } from '../../test/global-setup.js';
import { call, createTestApp, loggedInUser, rawHttp, type TestApp } from '../../test/helpers.js';
import { TestReceiver } from '../../test/fixtures/outbox.js';
import { outboxAttempts, outboxCallbacks, outboxCallbackSignatures, outboxMessages } from '../../platform/outbox.tables.js';
import { sweepExpired } from '../auth/auth.sweep.js';
import { backoffMs, startOutboxWorker } from './outbox.worker.js';

/*
 * The handover against a real HTTP receiver (outbox.fixtures.ts, node:http on a free port) that
 * checks every signature and dedupes by idempotency key. Retries are fast here (100 ms base,
 * 400 ms cap, 100 ms poll) so "down, then back" takes a second.
 */

const SECRET = 'test-secret-0123456789abcdef';
let receiver: TestReceiver;
let t: TestApp;
let admin: string;
let dealer: string;
let seq = 0;
const outboxConfig = (urls: string[]): OutboxConfig => ({
  endpoints: { order: urls }, secret: SECRET, pollMs: 100, retryBaseMs: 100, retryMaxMs: 400, requestTimeoutMs: 2000,
});

const reports: OutboxStatusReport[] = [];
onOutboxCallback('order', async (tx, report) => {
  // The handler runs in the callback's transaction: it sees the message's new status.
  const [m] = await tx.select({ s: outboxMessages.remoteStatus }).from(outboxMessages).where(and(eq(outboxMessages.topic, report.topic), eq(outboxMessages.key, report.key)));
  reports.push({ ...report, body: { ...report.body, seenInTx: m?.s } });
});

const newKey = () => `ORD-${Date.now()}-${++seq}`;
const enqueue = (key: string, payload: unknown = { orderNo: key, lines: [{ partCode: 'P-1', quantity: 2 }] }, topic = 'order.submitted') =>
  t.db.transaction((tx) => enqueueOutbox(tx, { topic, key, payload }));
const messageOf = async (key: string) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.key, key)))[0];
const attemptsOf = async (id: string) => t.db.select().from(outboxAttempts).where(eq(outboxAttempts.messageId, id)).orderBy(outboxAttempts.startedAt);

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const delivered = (key: string) => waitFor(`${key} delivered`, async () => { const m = await messageOf(key); return m?.state === 'delivered' && m; });

beforeAll(async () => {
  receiver = await TestReceiver.start(SECRET);
  t = await createTestApp({ config: { outbox: outboxConfig([receiver.url]) } });
  admin = (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
  dealer = (await loggedInUser(t, 'DEALER')).token;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('signatures', () => {
  const body = '{"key":"ORD-1"}';
  const now = new Date('2026-11-25T12:00:00Z');
  const ts = String(Math.floor(now.getTime() / 1000));

  it('accepts the HMAC-SHA256 of timestamp and body, with or without the sha256= prefix', () => {
    const sig = signPayload(SECRET, ts, body);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, { signature: sig, timestamp: ts }, body, now)).toBe(true);
    expect(verifySignature(SECRET, { signature: `sha256=${sig}`, timestamp: ts }, body, now)).toBe(true);
  });

  it('refuses a wrong secret, a changed body, a changed timestamp, a missing or malformed header', () => {
    const sig = signPayload(SECRET, ts, body);
    expect(verifySignature('another-secret-0123456789', { signature: sig, timestamp: ts }, body, now)).toBe(false);
    expect(verifySignature(SECRET, { signature: sig, timestamp: ts }, '{"key":"ORD-2"}', now)).toBe(false);
    expect(verifySignature(SECRET, { signature: sig, timestamp: String(Number(ts) + 1) }, body, now)).toBe(false);
    expect(verifySignature(SECRET, { timestamp: ts }, body, now)).toBe(false);
    expect(verifySignature(SECRET, { signature: sig }, body, now)).toBe(false);
    expect(verifySignature(SECRET, { signature: sig.slice(2), timestamp: ts }, body, now)).toBe(false);
    expect(verifySignature(SECRET, { signature: 'zz' + sig.slice(2), timestamp: ts }, body, now)).toBe(false);
    expect(verifySignature('', { signature: signPayload('', ts, body), timestamp: ts }, body, now)).toBe(false);
  });

  it('refuses a stale timestamp (or one from the future) beyond the tolerance', () => {
    const old = String(Number(ts) - 301);
    expect(verifySignature(SECRET, { signature: signPayload(SECRET, old, body), timestamp: old }, body, now)).toBe(false);
    const ahead = String(Number(ts) + 301);
    expect(verifySignature(SECRET, { signature: signPayload(SECRET, ahead, body), timestamp: ahead }, body, now)).toBe(false);
    const recent = String(Number(ts) - 299);
    expect(verifySignature(SECRET, { signature: signPayload(SECRET, recent, body), timestamp: recent }, body, now)).toBe(true);
    expect(verifySignature(SECRET, { signature: signPayload(SECRET, old, body), timestamp: old }, body, now, 400)).toBe(true);
  });
});

describe('configuration', () => {
  it('reads the order endpoints and secret, and refuses endpoints without a secret or a bad URL', () => {
    expect(loadConfig({}).outbox.endpoints).toEqual({});
    const cfg = loadConfig({ DMS_ORDER_ENDPOINTS: ' https://dms.example.com/orders , http://erp.local:8081/in ', DMS_SECRET: SECRET, OUTBOX_TIMEOUT_SECONDS: '3' }).outbox;
    expect(cfg).toMatchObject({ endpoints: { order: ['https://dms.example.com/orders', 'http://erp.local:8081/in'] }, secret: SECRET, requestTimeoutMs: 3000 });
    expect(() => loadConfig({ DMS_ORDER_ENDPOINTS: 'https://dms.example.com/orders' })).toThrow(ConfigError);
    expect(() => loadConfig({ DMS_ORDER_ENDPOINTS: 'ftp://dms.example.com', DMS_SECRET: SECRET })).toThrow(/DMS_ORDER_ENDPOINTS/);
    expect(() => loadConfig({ DMS_ORDER_ENDPOINTS: 'https://dms.example.com', DMS_SECRET: 'short' })).toThrow(/DMS_SECRET/);
  });
});

describe('backoff', () => {
  it('doubles from the base up to the cap, jittered by at most a quarter', () => {
    const cfg = { retryBaseMs: 1000, retryMaxMs: 60_000 };
    expect(backoffMs(cfg, 0, () => 0.5)).toBe(1000);
    expect(backoffMs(cfg, 3, () => 0.5)).toBe(8000);
    expect(backoffMs(cfg, 20, () => 0.5)).toBe(60_000);
    expect(backoffMs(cfg, 3, () => 0)).toBe(6000);
    expect(backoffMs(cfg, 3, () => 0.999999)).toBeLessThanOrEqual(10_000);
  });
});

describe('delivery', () => {
  it('posts the message signed, with idempotency key and topic, once, and logs the attempt', async () => {
    const key = newKey();
    await enqueue(key, { orderNo: key, total: '12.50' });
    const m = await delivered(key);
    const got = receiver.deliveries.filter((d) => d.key === key);
    expect(got).toHaveLength(1);
    expect(got[0].signatureValid).toBe(true);
    expect(got[0].topic).toBe('order.submitted');
    expect(got[0].body).toMatchObject({ id: m.id, topic: 'order.submitted', key, payload: { orderNo: key, total: '12.50' } });
    const attempts = await attemptsOf(m.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ endpoint: receiver.url, httpStatus: 200, error: null });
    expect(m.deliveredEndpoints).toEqual([receiver.url]);
  });

  it('writes nothing and sends nothing when the enqueuing transaction rolls back', async () => {
    const key = newKey();
    await expect(t.db.transaction(async (tx) => {
      await enqueueOutbox(tx, { topic: 'order.submitted', key, payload: {} });
      throw new Error('order refused');
    })).rejects.toThrow('order refused');
    await new Promise((r) => setTimeout(r, 300));
    expect(await messageOf(key)).toBeUndefined();
    expect(receiver.seen.get(key)).toBeUndefined();
  });

  it('keeps the first message of a topic and key: enqueuing it again changes nothing', async () => {
    const key = newKey();
    await enqueue(key, { n: 1 });
    await enqueue(key, { n: 2 });
    await delivered(key);
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.key, key))).map((m) => m.payload)).toEqual([{ n: 1 }]);
    expect(receiver.deliveries.filter((d) => d.key === key).map((d) => d.body.payload)).toEqual([{ n: 1 }]);
  });

  it('retries while the receiver is down and delivers once when it is back', async () => {
    await receiver.down();
    const key = newKey();
    try {
      await enqueue(key);
      const failing = await waitFor('two failed rounds', async () => { const m = await messageOf(key); return m && m.rounds >= 2 && m; });
      expect(failing.state).toBe('pending');
      expect(failing.lastError).toContain('ECONNREFUSED');
      const attempts = await attemptsOf(failing.id);
      expect(attempts.length).toBeGreaterThanOrEqual(2);
      // No answer on any: refused, or (first) a kept-alive connection the receiver closed going down.
      expect(attempts.every((a) => a.httpStatus === null && /^(ECONNREFUSED|UND_ERR_SOCKET|ECONNRESET)$/.test(a.error ?? '')), JSON.stringify(attempts)).toBe(true);
      expect(attempts.at(-1)!.error).toBe('ECONNREFUSED');
    } finally {
      await receiver.up();
    }
    const m = await delivered(key);
    expect(receiver.deliveries.filter((d) => d.key === key)).toHaveLength(1);
    expect(m.lastError).toBeNull();
    const attempts = await attemptsOf(m.id);
    expect(attempts.at(-1)).toMatchObject({ httpStatus: 200 });
  });

  it.each([503, 422])('retries a %i answer with the same idempotency key until the receiver takes it', async (status) => {
    receiver.failWith = status;
    const key = newKey();
    try {
      await enqueue(key);
      await waitFor('three refused attempts', async () => (receiver.seen.get(key) ?? 0) >= 3);
      const m = await messageOf(key);
      expect(m.state).toBe('pending');
      expect(m.lastError).toContain(`HTTP ${status}`);
    } finally {
      receiver.failWith = null;
    }
    const m = await delivered(key);
    // Every request carried the key (seen counts requests by the key header), and one was taken.
    const attempts = await attemptsOf(m.id);
    expect(receiver.seen.get(key)).toBe(attempts.length);
    expect(attempts.slice(0, -1).every((a) => a.httpStatus === status)).toBe(true);
    expect(receiver.deliveries.filter((d) => d.key === key)).toHaveLength(1);
    // The retries were spaced by the backoff, not sent back to back.
    const gaps = attempts.slice(1).map((a, i) => a.startedAt.getTime() - attempts[i].startedAt.getTime());
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(70);
  });

  it('is done only when every endpoint of the topic took it, and sends no endpoint twice', async () => {
    const second = await TestReceiver.start(SECRET);
    second.failWith = 500;
    // A family of its own: the app's worker (family `order`) must not take these.
    const cfg = { ...outboxConfig([]), endpoints: { multi: [receiver.url, second.url] } };
    const worker = startOutboxWorker({ db: t.db, listen: t.database.listen, config: cfg, log: pino({ level: 'silent' }) });
    try {
      const key = newKey();
      await t.db.transaction((tx) => enqueueOutbox(tx, { topic: 'multi.submitted', key, payload: {} }));
      await waitFor('two rounds', async () => (second.seen.get(key) ?? 0) >= 2);
      expect((await messageOf(key)).state).toBe('pending');
      second.failWith = null;
      await delivered(key);
      expect(receiver.seen.get(key)).toBe(1);
      expect(second.deliveries.filter((d) => d.key === key)).toHaveLength(1);
    } finally {
      await worker.stop();
      await second.close();
    }
  });

  it('leaves messages of a topic without endpoints in the portal, untouched', async () => {
    const key = newKey();
    await enqueue(key, {}, 'invoice.created');
    await new Promise((r) => setTimeout(r, 400));
    const m = await messageOf(key);
    expect(m).toMatchObject({ state: 'pending', rounds: 0, lockedUntil: null });
    expect(await attemptsOf(m.id)).toHaveLength(0);
    const listed = await call(t.app, ...routeOf(outboxEndpoints.messages), { token: admin, query: { key } });
    expect(listed.body.data.contents[0]).toMatchObject({ key, endpoints: [], state: 'pending' });
  });
});

describe('delivery log and replay', () => {
  it('lists messages with filters and shows one with its attempts', async () => {
    const key = newKey();
    await enqueue(key);
    const m = await delivered(key);
    const byKey = await call(t.app, ...routeOf(outboxEndpoints.messages), { token: admin, query: { key } });
    expect(byKey.body.data).toMatchObject({ count: 1, contents: [{ id: m.id, key, topic: 'order.submitted', state: 'delivered', attemptCount: 1, endpoints: [receiver.url] }] });
    const none = await call(t.app, ...routeOf(outboxEndpoints.messages), { token: admin, query: { key, state: 'pending' } });
    expect(none.body.data.count).toBe(0);
    const byTopic = await call(t.app, ...routeOf(outboxEndpoints.messages), { token: admin, query: { topic: 'invoice.created' } });
    expect(byTopic.body.data.contents.every((r: { topic: string }) => r.topic === 'invoice.created')).toBe(true);
    const detail = await call(t.app, ...routeOf(outboxEndpoints.message, { id: m.id }), { token: admin });
    expect(detail.body.data).toMatchObject({ id: m.id, payload: { orderNo: key }, attempts: [{ endpoint: receiver.url, httpStatus: 200 }] });
    expect((await call(t.app, ...routeOf(outboxEndpoints.message, { id: crypto.randomUUID() }), { token: admin })).body.code).toBe(ERRORS.OUTBOX_MESSAGE_NOT_FOUND.code);
  });

  it('is for administrators: a dealer is refused', async () => {
    expect((await call(t.app, ...routeOf(outboxEndpoints.messages), { token: dealer })).status).toBe(403);
    const key = newKey();
    await enqueue(key);
    const m = await delivered(key);
    expect((await call(t.app, ...routeOf(outboxEndpoints.replay, { id: m.id }), { token: dealer })).status).toBe(403);
    expect(receiver.seen.get(key)).toBe(1);
  });

  it('replays a delivered message to the receiver with the same key, which acknowledges it without taking it twice', async () => {
    const key = newKey();
    await enqueue(key);
    const m = await delivered(key);
    const duplicatesBefore = receiver.duplicates;
    const res = await call(t.app, ...routeOf(outboxEndpoints.replay, { id: m.id }), { token: admin });
    expect(res.body.success).toBe(true);
    await waitFor('the replay', async () => (receiver.seen.get(key) ?? 0) === 2);
    const again = await delivered(key);
    expect(again.deliveredAt!.getTime()).toBeGreaterThanOrEqual(m.deliveredAt!.getTime());
    expect(receiver.deliveries.filter((d) => d.key === key).map((d) => d.body.id)).toEqual([m.id, m.id]);
    expect(receiver.duplicates).toBe(duplicatesBefore + 1);
    expect(receiver.taken.has(key)).toBe(true);
    expect(await attemptsOf(m.id)).toHaveLength(2);
    expect((await call(t.app, ...routeOf(outboxEndpoints.replay, { id: crypto.randomUUID() }), { token: admin })).body.code).toBe(ERRORS.OUTBOX_MESSAGE_NOT_FOUND.code);
  });
});

describe('status callback', () => {
  const callback = (body: Record<string, unknown>, opts: { secret?: string; ts?: number } = {}) => {
    const raw = JSON.stringify(body);
    const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
    return t.app.inject({
      method: 'POST', url: pathOf(outboxEndpoints.callback), payload: raw,
      headers: { 'content-type': 'application/json', [OUTBOX_HEADERS.timestamp]: ts, [OUTBOX_HEADERS.signature]: signPayload(opts.secret ?? SECRET, ts, raw) },
    });
  };

  it('records a signed status report on the message and hands it to the topic\'s handler in the same transaction', async () => {
    const key = newKey();
    await enqueue(key);
    const m = await delivered(key);
    const res = await callback({ topic: 'order.submitted', key, status: 'confirmed', dmsOrderNo: 'DMS-77' });
    expect(res.json()).toMatchObject({ success: true });
    expect(await messageOf(key)).toMatchObject({ remoteStatus: 'confirmed' });
    expect(reports.at(-1)).toMatchObject({ key, status: 'confirmed', body: { dmsOrderNo: 'DMS-77', seenInTx: 'confirmed' } });
    await callback({ topic: 'order.submitted', key, status: 'shipped' });
    const detail = await call(t.app, ...routeOf(outboxEndpoints.message, { id: m.id }), { token: admin });
    expect(detail.body.data.remoteStatus).toBe('shipped');
    expect(detail.body.data.callbacks.map((c: { status: string }) => c.status)).toEqual(['shipped', 'confirmed']);
  });

  it('refuses a wrong signature, a stale one, and an unknown message, and records nothing', async () => {
    const key = newKey();
    await enqueue(key);
    await delivered(key);
    const before = reports.length;
    const wrong = await callback({ topic: 'order.submitted', key, status: 'cancelled' }, { secret: 'not-the-secret-0123456789' });
    expect(wrong.json().code).toBe(ERRORS.OUTBOX_SIGNATURE_INVALID.code);
    const stale = await callback({ topic: 'order.submitted', key, status: 'cancelled' }, { ts: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.json().code).toBe(ERRORS.OUTBOX_SIGNATURE_INVALID.code);
    // Signed for one body, sent with another.
    const ts = String(Math.floor(Date.now() / 1000));
    const forged = await t.app.inject({
      method: 'POST', url: pathOf(outboxEndpoints.callback), payload: JSON.stringify({ topic: 'order.submitted', key, status: 'cancelled' }),
      headers: { 'content-type': 'application/json', [OUTBOX_HEADERS.timestamp]: ts, [OUTBOX_HEADERS.signature]: signPayload(SECRET, ts, JSON.stringify({ topic: 'order.submitted', key, status: 'confirmed' })) },
    });
    expect(forged.json().code).toBe(ERRORS.OUTBOX_SIGNATURE_INVALID.code);
    const unknown = await callback({ topic: 'order.submitted', key: 'NO-SUCH', status: 'received' });
    expect(unknown.json().code).toBe(ERRORS.OUTBOX_MESSAGE_NOT_FOUND.code);
    expect((await messageOf(key)).remoteStatus).toBeNull();
    expect(reports.length).toBe(before);
  });
});

describe('the status callback under attack (issue 21)', () => {
  const signed = (body: Record<string, unknown>, ts = Math.floor(Date.now() / 1000)) => {
    const raw = JSON.stringify(body);
    return {
      method: 'POST' as const, url: pathOf(outboxEndpoints.callback), payload: raw,
      headers: { 'content-type': 'application/json', [OUTBOX_HEADERS.timestamp]: String(ts), [OUTBOX_HEADERS.signature]: signPayload(SECRET, String(ts), raw) },
    };
  };
  const logged = async () => rowsOf<{ status: number; code: number | null; message: string }>(await t.db.execute(sql`
    select status, code, error_message as message from operation_logs where url = ${pathOf(outboxEndpoints.callback)} order by id`));
  const callbacksOf = async (key: string) => (await t.db.select().from(outboxCallbacks).where(eq(outboxCallbacks.key, key)).orderBy(outboxCallbacks.receivedAt)).map((c) => c.status);

  it('refuses a body over 64 KB unread, in the envelope without SQL, logs the refusal and closes the connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ topic: 'order.submitted', key: 'ORD-BIG', status: 'confirmed', pad: 'a'.repeat(OUTBOX_CALLBACK_BODY_MAX) });
    const head = `POST ${pathOf(outboxEndpoints.callback)} HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nAccept-Language: de\r\n`;
    const before = (await logged()).length;
    // A declared length, and a chunked body whose length shows only while it is read.
    for (const request of [`${head}Content-Length: ${body.length}\r\n\r\n${body}`, `${head}Transfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`]) {
      const res = await rawHttp(address, request);
      expect(res.status).toBe(555);
      expect(JSON.parse(res.body)).toEqual({ success: false, code: 555, message: `Parameterformatfehler! body: larger than ${OUTBOX_CALLBACK_BODY_MAX} bytes` });
      expect(res.headers.connection).toBe('close');
      expect(res.closed).toBe(true);
    }
    expect((await logged()).slice(before)).toEqual(Array(2).fill({ status: 555, code: 555, message: `Parameterformatfehler! body: larger than ${OUTBOX_CALLBACK_BODY_MAX} bytes` }));
  });

  it('accepts a captured signed report once: sent again (to either instance) it is refused, records nothing and moves nothing', async () => {
    const key = newKey();
    await enqueue(key);
    await delivered(key);
    const reportsBefore = reports.length;
    const logBefore = (await logged()).length;
    const confirmed = signed({ topic: 'order.submitted', key, status: 'confirmed' });
    expect((await t.app.inject(confirmed)).json()).toEqual({ success: true, data: null });
    expect((await t.app.inject(signed({ topic: 'order.submitted', key, status: 'shipped' }))).json()).toEqual({ success: true, data: null });

    // A second instance on the same database (its own connections on PostgreSQL) refuses it too.
    const pgUrl = t.database.kind === 'postgres'
      ? databaseUrlFor(process.env.DATABASE_URL!, rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`))[0].name)
      : undefined;
    const database = pgUrl ? await openDatabase({ url: pgUrl }) : t.database;
    const other = await buildApp({ config: { ...t.app.ctx.config, outbox: { ...t.app.ctx.config.outbox, endpoints: {} } }, database });
    try {
      const sig = confirmed.headers[OUTBOX_HEADERS.signature];
      // The same signature spelled otherwise is the same signature.
      const spellings = [sig, `sha256=${sig}`, sig.toUpperCase()];
      for (let i = 0; i < 9; i++) {
        const replay = { ...confirmed, headers: { ...confirmed.headers, [OUTBOX_HEADERS.signature]: spellings[i % 3], 'accept-language': 'de' } };
        const res = await (i % 2 ? other : t.app).inject(replay);
        expect(res.json()).toEqual({ success: false, code: ERRORS.OUTBOX_CALLBACK_REPLAYED.code, message: ERRORS.OUTBOX_CALLBACK_REPLAYED.message.de });
      }
    } finally {
      await other.close();
      if (pgUrl) await database.close();
    }
    expect(await messageOf(key)).toMatchObject({ remoteStatus: 'shipped' });
    expect(await callbacksOf(key)).toEqual(['confirmed', 'shipped']);
    expect(reports.length).toBe(reportsBefore + 2);
    // Every refusal is in the operation log, with its code.
    const log = (await logged()).slice(logBefore);
    expect(log.map((r) => r.code)).toEqual([null, null, ...Array(9).fill(ERRORS.OUTBOX_CALLBACK_REPLAYED.code)]);
  });

  it('never moves the reported status back: a late report is kept in the log and handed on, the status stays', async () => {
    const key = newKey();
    await enqueue(key);
    await delivered(key);
    const now = Math.floor(Date.now() / 1000);
    for (const [status, ts] of [['confirmed', now - 20], ['shipped', now - 10], ['confirmed', now], ['received', now]] as const) {
      expect((await t.app.inject(signed({ topic: 'order.submitted', key, status }, ts))).json()).toMatchObject({ success: true });
    }
    expect(await messageOf(key)).toMatchObject({ remoteStatus: 'shipped' });
    expect(await callbacksOf(key)).toEqual(['confirmed', 'shipped', 'confirmed', 'received']);
    expect(reports.slice(-4).map((r) => [r.status, r.body.seenInTx])).toEqual([['confirmed', 'confirmed'], ['shipped', 'shipped'], ['confirmed', 'shipped'], ['received', 'shipped']]);
    // cancelled is as final as shipped: a later one does not replace it either
    await t.app.inject(signed({ topic: 'order.submitted', key, status: 'cancelled' }));
    expect(await messageOf(key)).toMatchObject({ remoteStatus: 'shipped' });
  });

  it('remembers a used signature until its timestamp is past the tolerance and the margin, then the sweep removes it', async () => {
    const key = newKey();
    await enqueue(key);
    await delivered(key);
    const ts = Math.floor(Date.now() / 1000);
    const request = signed({ topic: 'order.submitted', key, status: 'received' }, ts);
    expect((await t.app.inject(request)).json()).toMatchObject({ success: true });
    const sig = request.headers[OUTBOX_HEADERS.signature];
    const kept = async () => (await t.db.select().from(outboxCallbackSignatures).where(eq(outboxCallbackSignatures.signature, sig))).length;
    const expiresAt = (ts + SIGNATURE_TOLERANCE_SECONDS + SIGNATURE_MEMORY_MARGIN_SECONDS) * 1000;
    const [row] = await t.db.select().from(outboxCallbackSignatures).where(eq(outboxCallbackSignatures.signature, sig));
    expect(row.expiresAt.getTime()).toBe(expiresAt);
    await sweepExpired({ ...t.app.ctx, now: () => new Date(expiresAt - 1000) });
    expect(await kept()).toBe(1);
    await sweepExpired({ ...t.app.ctx, now: () => new Date(expiresAt + 1000) });
    expect(await kept()).toBe(0);
  });
});

describe('several workers on one database', () => {
  it('deliver 200 messages, each exactly once', async () => {
    const target = await TestReceiver.start(SECRET);
    // A generous timeout: a request that times out after the receiver took it is sent again (at least
    // once, deduped by key), which is not what this test is about.
    const cfg = { ...outboxConfig([target.url]), endpoints: { stress: [target.url] }, requestTimeoutMs: 20_000 };
    const started = Date.now();
    // On PostgreSQL each worker has its own connection pool, as two server processes would.
    const pgUrl = process.env.DATABASE_URL && t.database.kind === 'postgres'
      ? databaseUrlFor(process.env.DATABASE_URL, rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`))[0].name)
      : undefined;
    const opened: Database[] = [];
    const databases = [];
    for (let i = 0; i < 2; i++) {
      if (pgUrl) {
        const d = await openDatabase({ url: pgUrl });
        opened.push(d);
        databases.push(d);
      } else databases.push(t.database);
    }
    const log = pino({ level: 'silent' });
    const workers = databases.map((d) => startOutboxWorker({ db: d.db, listen: d.listen, config: cfg, log }));
    try {
      const keys = Array.from({ length: 200 }, (_, i) => `STRESS-${seq}-${i}`);
      for (let i = 0; i < keys.length; i += 20) {
        await t.db.transaction(async (tx) => { for (const key of keys.slice(i, i + 20)) await enqueueOutbox(tx, { topic: 'stress.test', key, payload: { i } }); });
      }
      await waitFor('200 delivered', async () => {
        const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from outbox_messages where topic = 'stress.test' and state = 'delivered'`));
        return n === 200;
      }, 30_000);
      console.log(`200 messages by two workers (${t.database.kind}): ${Date.now() - started} ms, ${JSON.stringify(workers.map((w) => w.stats))}`);
      const failedAttempts = rowsOf<{ error: string }>(await t.db.execute(sql`select a.error, a.http_status, a.duration_ms from outbox_attempts a join outbox_messages m on m.id = a.message_id where m.topic = 'stress.test' and a.error is not null limit 5`));
      expect(failedAttempts).toEqual([]);
      expect(target.deliveries).toHaveLength(200);
      expect(new Set(target.deliveries.map((d) => d.key)).size).toBe(200);
      expect(target.duplicates).toBe(0);
      const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from outbox_attempts a join outbox_messages m on m.id = a.message_id where m.topic = 'stress.test'`));
      expect(n).toBe(200);
      // Both took part: the exclusion was exercised, not avoided.
      expect(workers.map((w) => w.stats.delivered).reduce((a, b) => a + b)).toBe(200);
      expect(workers.every((w) => w.stats.delivered > 0), JSON.stringify(workers.map((w) => w.stats))).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await Promise.all(opened.map((d) => d.close()));
      await target.close();
    }
  });
});

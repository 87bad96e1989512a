import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { UPLOAD_LIMITS, filesEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, createTestApp, loggedInUser, multipartCall, type TestApp } from '../test/helpers.js';
import { storeUpload, UNATTACHED_TTL_MS } from '../modules/files/files.service.js';
import { sweepFiles } from '../modules/files/files.sweep.js';
import { CHUNK_BYTES, postgresFileStorage } from './files-postgres.js';
import { fileBlobs, fileChunks, fileWrites } from './files.tables.js';
import type { FileStorage } from './files.js';

/*
 * FILE_STORAGE=postgres (decision 040) on the engine the run uses (PGlite, or PostgreSQL with
 * DATABASE_URL): the driver itself with small chunks, then uploads through the app with real ones.
 */

let t: TestApp;
let dataDir: string;
let small: FileStorage;
const CHUNK = 1000;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgfiles-'));
  t = await createTestApp({ config: { dataDir, fileStorage: 'postgres' } });
  small = postgresFileStorage(t.db, CHUNK);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function read(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(p as Buffer);
  return Buffer.concat(parts);
}

const chunksOf = async (key: string) => {
  const [blob] = await t.db.select().from(fileBlobs).where(eq(fileBlobs.storageKey, key));
  if (!blob) return 0;
  return (await t.db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.blobId, blob.blobId)))[0].n;
};
const allChunks = async () => (await t.db.select({ n: count() }).from(fileChunks))[0].n;

describe('the PostgreSQL file storage', () => {
  it('stores, reads, replaces and deletes a file by key', async () => {
    await small.put('parts/P-1/1.svg', '<svg/>');
    expect((await small.get('parts/P-1/1.svg'))?.toString()).toBe('<svg/>');
    expect(await small.exists('parts/P-1/1.svg')).toBe(true);
    const before = await allChunks();
    await small.put('parts/P-1/1.svg', Buffer.alloc(2500, 7));
    expect((await small.get('parts/P-1/1.svg'))?.equals(Buffer.alloc(2500, 7))).toBe(true);
    // the old blob's chunk went with the replacement: 1 chunk before, 3 now
    expect(await allChunks()).toBe(before + 2);
    await small.delete('parts/P-1/1.svg');
    expect([await small.get('parts/P-1/1.svg'), await small.exists('parts/P-1/1.svg'), await small.getStream('parts/P-1/1.svg')]).toEqual([null, false, null]);
    expect(await allChunks()).toBe(before - 1);
    await expect(small.put('../escape.txt', 'x')).rejects.toThrow(/unsafe/);
    await expect(small.get('a/../../etc/passwd')).rejects.toThrow(/unsafe/);
  });

  it('writes chunks as the stream arrives, before it ends, and reads the file back whole', async () => {
    const data = crypto.randomBytes(4321);
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    async function* arriving() {
      for (let i = 0; i < 2500; i += 100) yield data.subarray(i, i + 100);
      await held; // the sender pauses after two and a half chunks
      for (let i = 2500; i < data.length; i += 700) yield data.subarray(i, Math.min(i + 700, data.length));
    }
    const writing = small.putStream('up/stream', Readable.from(arriving()));
    await expect.poll(async () => (await t.db.select({ n: count() }).from(fileChunks)
      .where(inArray(fileChunks.blobId, t.db.select({ b: fileWrites.blobId }).from(fileWrites).where(eq(fileWrites.storageKey, 'up/stream')))))[0].n).toBe(2);
    // not a file until complete
    expect(await small.exists('up/stream')).toBe(false);
    release();
    await writing;
    expect(await chunksOf('up/stream')).toBe(5);
    const got = await small.getStream('up/stream');
    expect(got!.size).toBe(data.length);
    expect((await read(got!.stream)).equals(data)).toBe(true);
    expect(await t.db.select().from(fileWrites)).toEqual([]);
  });

  it('reads any byte range, within a chunk and across chunks', async () => {
    const data = crypto.randomBytes(3 * CHUNK + 17);
    await small.put('up/ranges', data);
    for (const [start, end] of [[0, 0], [999, 1000], [0, 999], [1000, 1999], [5, 3016], [2500, 3016], [3016, 3016], [1999, 2000]]) {
      const got = await small.getStream('up/ranges', { start, end });
      expect(got!.size).toBe(data.length);
      expect((await read(got!.stream)).equals(data.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
  });

  it('keeps nothing of a stream that fails, and leaves the file it would have replaced', async () => {
    await small.put('up/kept', 'old');
    const before = await allChunks();
    const failing = new Readable({
      read() {
        this.push(crypto.randomBytes(2 * CHUNK + 1));
        this.destroy(new Error('cut'));
      },
    });
    await expect(small.putStream('up/kept', failing)).rejects.toThrow('cut');
    expect((await small.get('up/kept'))?.toString()).toBe('old');
    expect(await allChunks()).toBe(before);
    expect(await t.db.select().from(fileWrites)).toEqual([]);
  });

  it('sweeps the chunks of a write a crash cut short once untouched for the hour, not a write under way', async () => {
    const crashed = crypto.randomUUID();
    const live = crypto.randomUUID();
    await t.db.insert(fileWrites).values([
      { blobId: crashed, storageKey: 'attachments/2026/01/crashed', touchedAt: new Date(Date.now() - 2 * 3600_000) },
      { blobId: live, storageKey: 'attachments/2026/01/live', touchedAt: new Date() },
    ]);
    await t.db.insert(fileChunks).values([0, 1, 2].flatMap((n) => [{ blobId: crashed, n, data: Buffer.alloc(CHUNK) }, { blobId: live, n, data: Buffer.alloc(CHUNK) }]));
    // the app's sweep (files.sweep.ts), as every SWEEP_INTERVAL_SECONDS and at start
    expect((await sweepFiles(t.app.ctx)).temporary).toBe(1);
    expect((await t.db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.blobId, crashed)))[0].n).toBe(0);
    expect((await t.db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.blobId, live)))[0].n).toBe(3);
    expect((await t.db.select().from(fileWrites)).map((w) => w.blobId)).toEqual([live]);
    await t.db.delete(fileChunks).where(eq(fileChunks.blobId, live));
    await t.db.delete(fileWrites);
  });
});

describe('uploads with FILE_STORAGE=postgres', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(CHUNK_BYTES * 2 + 12_345)]);

  it('stores an upload larger than a chunk in the database, serves it whole and in ranges, and deletes it', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const res = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'wheel.png', data: PNG }], dealer.token);
    expect(res.body).toMatchObject({ success: true, data: { size: PNG.length, sha256: crypto.createHash('sha256').update(PNG).digest('hex') } });
    const id = res.body.data.id as string;
    const view = await call(t.app, ...routeOf(filesEndpoints.view, { id }), { token: dealer.token });
    expect([view.status, view.raw.rawPayload.equals(PNG)]).toEqual([200, true]);
    const download = await call(t.app, ...routeOf(filesEndpoints.download, { id }), { token: dealer.token });
    expect(download.raw.rawPayload.equals(PNG)).toBe(true);
    const across = await call(t.app, 'GET', pathOf(filesEndpoints.view, { id }), { token: dealer.token, headers: { range: `bytes=${CHUNK_BYTES - 10}-${CHUNK_BYTES + 9}` } });
    expect([across.status, across.raw.rawPayload.equals(PNG.subarray(CHUNK_BYTES - 10, CHUNK_BYTES + 10))]).toEqual([206, true]);
    // nothing went to the local directory
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);

    const key = (await t.db.select().from(fileBlobs)).find((b) => b.storageKey.startsWith('attachments/') && b.size === PNG.length)!.storageKey;
    expect(await chunksOf(key)).toBe(3);
    expect((await call(t.app, ...routeOf(filesEndpoints.remove, { id }), { token: dealer.token })).body.success).toBe(true);
    expect(await chunksOf(key)).toBe(0);
    expect(await t.app.ctx.files.exists(key)).toBe(false);
  });

  it('sweeps the chunks of an upload whose row a crash never wrote, a day later', async () => {
    const left = await storeUpload(t.app.ctx, { fileName: 'left.png', stream: Readable.from([PNG]) }, UPLOAD_LIMITS.default);
    expect(await chunksOf(left.storageKey)).toBe(3);
    await sweepFiles(t.app.ctx);
    expect(await chunksOf(left.storageKey)).toBe(3);
    await sweepFiles({ ...t.app.ctx, now: () => new Date(Date.now() + UNATTACHED_TTL_MS + 60_000) });
    expect(await chunksOf(left.storageKey)).toBe(0);
    expect(await t.app.ctx.files.exists(left.storageKey)).toBe(false);
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { ERRORS, UPLOAD_LIMITS, filesEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, createTestApp, loggedInUser, multipartCall, type TestApp } from '../test/helpers.js';
import { storeUpload, UNATTACHED_TTL_MS } from '../modules/files/files.service.js';
import { sweepFiles } from '../modules/files/files.sweep.js';
import { moveFiles } from '../../../scripts/lib/files-move.js';
import { backup, hasPgDump, restore } from '../../../scripts/lib/backup.js';
import { createPgDatabase, dropPgDatabase, prepareDatabase } from '../../../scripts/lib/portal.js';
import { fileStorageOf, storedKeys } from './file-storage.js';
import { s3Client, s3FileStorage, type S3Settings } from './files-s3.js';

/*
 * FILE_STORAGE=s3 (decision 040) against a real S3-compatible server started here (s3rver, the S3
 * HTTP API over a directory): the driver, multipart uploads, ranges, uploads through the app, the
 * sweep, and files:move into the bucket.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
let server: S3rver;
let settings: S3Settings;
let t: TestApp;

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3') });
  const { port } = await server.run();
  settings = {
    bucket: 'portal', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER',
    forcePathStyle: true, prefix: 'install-1/',
  };
  await s3Client(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }));
  t = await createTestApp({ config: { dataDir: path.join(tmp, 'data'), fileStorage: 's3', s3: settings } });
});
afterAll(async () => {
  await t?.close();
  // The SDK's clients keep their connections alive: close them with the server.
  server?.httpServer.closeAllConnections();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function read(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(p as Buffer);
  return Buffer.concat(parts);
}

/** What the S3 server holds on its disk, so a test sees the bucket rather than the driver's word. */
const objectsOnServer = () => (fs.readdirSync(path.join(tmp, 's3', 'portal'), { recursive: true }) as string[])
  .filter((f) => f.endsWith('._S3rver_object')).map((f) => f.replace(/\._S3rver_object$/, ''));

describe('the S3 file storage', () => {
  it('stores, reads and deletes a file by key, under the prefix', async () => {
    const s3 = s3FileStorage(settings);
    await s3.put('parts/P-1/1.svg', '<svg/>');
    expect((await s3.get('parts/P-1/1.svg'))?.toString()).toBe('<svg/>');
    expect(await s3.exists('parts/P-1/1.svg')).toBe(true);
    expect(objectsOnServer()).toContain('install-1/parts/P-1/1.svg');
    await s3.delete('parts/P-1/1.svg');
    expect([await s3.get('parts/P-1/1.svg'), await s3.exists('parts/P-1/1.svg'), await s3.getStream('parts/P-1/1.svg')]).toEqual([null, false, null]);
    await s3.delete('parts/P-1/1.svg'); // deleting what is gone is not an error
    await expect(s3.put('../escape.txt', 'x')).rejects.toThrow(/unsafe/);
  });

  it('streams a file over two multipart parts in and out, and reads byte ranges', async () => {
    const s3 = s3FileStorage(settings);
    const data = crypto.randomBytes(17 * 1024 * 1024 + 3);
    async function* arriving() {
      for (let i = 0; i < data.length; i += 64 * 1024) yield data.subarray(i, i + 64 * 1024);
    }
    await s3.putStream('up/big', Readable.from(arriving()));
    const got = await s3.getStream('up/big');
    expect(got!.size).toBe(data.length);
    expect((await read(got!.stream)).equals(data)).toBe(true);
    for (const [start, end] of [[0, 0], [8 * 1024 * 1024 - 5, 8 * 1024 * 1024 + 5], [data.length - 1, data.length - 1]]) {
      const part = await s3.getStream('up/big', { start, end });
      expect(part!.size).toBe(data.length);
      expect((await read(part!.stream)).equals(data.subarray(start, end + 1))).toBe(true);
    }
    const keys = [];
    for await (const k of s3.keys()) keys.push(k);
    expect(keys).toContain('up/big');
    await s3.delete('up/big');
  });

  it('keeps nothing of a stream that fails', async () => {
    const s3 = s3FileStorage(settings);
    for (const size of [1000, 9 * 1024 * 1024]) {
      let sent = 0;
      const failing = new Readable({
        read() {
          if (sent >= size) return this.destroy(new Error('cut'));
          sent += 256 * 1024;
          this.push(crypto.randomBytes(256 * 1024));
        },
      });
      await expect(s3.putStream(`up/failed-${size}`, failing)).rejects.toThrow('cut');
      expect(await s3.exists(`up/failed-${size}`)).toBe(false);
    }
  });
});

describe('uploads with FILE_STORAGE=s3', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(300_000)]);

  it('stores an upload in the bucket, serves it whole and by range, and deletes it', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const res = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'wheel.png', data: PNG }], dealer.token);
    expect(res.body).toMatchObject({ success: true, data: { size: PNG.length } });
    const id = res.body.data.id as string;
    const view = await call(t.app, ...routeOf(filesEndpoints.view, { id }), { token: dealer.token });
    expect([view.status, view.raw.rawPayload.equals(PNG)]).toEqual([200, true]);
    const part = await call(t.app, 'GET', pathOf(filesEndpoints.download, { id }), { token: dealer.token, headers: { range: 'bytes=100-199' } });
    expect([part.status, part.raw.headers['content-range'], part.raw.rawPayload.equals(PNG.subarray(100, 200))]).toEqual([206, `bytes 100-199/${PNG.length}`, true]);
    const key = objectsOnServer().find((k) => k.startsWith('install-1/attachments/'))!;
    expect(key).toBeDefined();
    expect(fs.existsSync(path.join(tmp, 'data', 'files'))).toBe(false);
    expect((await call(t.app, ...routeOf(filesEndpoints.remove, { id }), { token: dealer.token })).body.success).toBe(true);
    expect(objectsOnServer()).not.toContain(key);
  });

  it('refuses bytes that are not what the extension says with its own message, keeping nothing in the bucket', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const before = objectsOnServer();
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), crypto.randomBytes(9 * 1024 * 1024)]);
    const res = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'photo.png', data: exe }], dealer.token);
    expect(res.body).toMatchObject({ success: false, code: ERRORS.FILE_CONTENT_MISMATCH.code });
    expect(objectsOnServer()).toEqual(before);
  });

  it('sweeps the object of an upload whose row a crash never wrote, a day later', async () => {
    const left = await storeUpload(t.app.ctx, { fileName: 'left.png', stream: Readable.from([PNG]) }, UPLOAD_LIMITS.default);
    expect(objectsOnServer()).toContain(`install-1/${left.storageKey}`);
    await sweepFiles({ ...t.app.ctx, now: () => new Date(Date.now() + UNATTACHED_TTL_MS + 60_000) });
    expect(objectsOnServer()).not.toContain(`install-1/${left.storageKey}`);
  });

  it('moves every file of the local directory into the bucket with files:move, and back', async () => {
    const where = { dataDir: path.join(tmp, 'move'), db: t.db, s3: { ...settings, prefix: 'install-2/' } };
    const local = fileStorageOf('local', where);
    await local.put('part-photos/P-9/1.svg', '<svg/>');
    await local.put('attachments/2026/01/x', PNG);
    const s3 = fileStorageOf('s3', where);
    expect(await moveFiles({ from: local, to: s3, keys: storedKeys('local', where), db: t.db, deleteSource: true }))
      .toMatchObject({ copied: 2, deletedFromSource: 2, failed: [] });
    expect(objectsOnServer().filter((k) => k.startsWith('install-2/')).sort()).toEqual(['install-2/attachments/2026/01/x', 'install-2/part-photos/P-9/1.svg']);
    expect(await moveFiles({ from: s3, to: local, keys: storedKeys('s3', where), db: t.db })).toMatchObject({ copied: 2, failed: [] });
    expect((await local.get('attachments/2026/01/x'))!.equals(PNG)).toBe(true);
    expect(await moveFiles({ from: s3, to: local, keys: storedKeys('s3', where), db: t.db })).toMatchObject({ copied: 0, alreadyThere: 2 });
  });
});

describe.runIf(!!process.env.DATABASE_URL)('backup and restore with FILE_STORAGE=s3', () => {
  it('carries the bucket\'s files into the backup and back into the restored installation\'s bucket', async (ctx) => {
    if (!(await hasPgDump())) ctx.skip();
    const base = process.env.DATABASE_URL!;
    const suffix = crypto.randomBytes(4).toString('hex');
    const names = [`portal_s3_src_${suffix}`, `portal_s3_dst_${suffix}`];
    try {
      const source = { url: await createPgDatabase(base, names[0]), dataDir: path.join(tmp, 'src') };
      await prepareDatabase(source);
      const from = { ...settings, prefix: 'backup-src/' };
      const data = crypto.randomBytes(9 * 1024 * 1024);
      await s3FileStorage(from).put('attachments/2026/02/a', data);
      await s3FileStorage(from).put('models/m.svg', '<svg/>');
      const out = path.join(tmp, 'backup');
      const manifest = await backup({ dataDir: source.dataDir, databaseUrl: source.url, s3: from }, out);
      expect(manifest.bucketFiles).toEqual({ count: 2, bytes: data.length + 6 });

      const to = { ...settings, prefix: 'backup-dst/' };
      const diff = await restore({ dataDir: path.join(tmp, 'dst'), databaseUrl: await createPgDatabase(base, names[1]), s3: to }, out);
      expect(diff).toEqual([]);
      expect(objectsOnServer().filter((k) => k.startsWith('backup-dst/')).sort()).toEqual(['backup-dst/attachments/2026/02/a', 'backup-dst/models/m.svg']);
      expect((await s3FileStorage(to).get('attachments/2026/02/a'))!.equals(data)).toBe(true);
    } finally {
      for (const n of names) await dropPgDatabase(base, n);
    }
  }, 120_000);
});

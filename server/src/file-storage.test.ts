import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEndpoints, filesEndpoints, pathOf, routeOf } from '@portal/contract';
import { createTestApp, loggedInUser, multipartCall, type TestApp } from './test/helpers.js';
import { fileStorageOf, storedKeys } from './platform/file-storage.js';
import { moveFiles } from '../../scripts/lib/files-move.js';
import { compareChecksums, hasPgDump, tableChecksums } from '../../scripts/lib/backup.js';
import {
  Api, createPgDatabase, dropPgDatabase, prepareDatabase, ROOT, startServer, stopServer, withDatabase, type ServerProcess,
} from '../../scripts/lib/portal.js';

/*
 * Files every instance serves (decision 040): `files:move` between the drivers on the engine the
 * run uses; with PostgreSQL, two real server processes with data directories of their own on one
 * database, FILE_STORAGE=postgres, serving each other's uploads and the demo pictures, and a
 * backup restored into a third.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-file-storage-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(1_300_000)]);
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe('files:move', () => {
  let t: TestApp;
  const dataDir = path.join(tmp, 'move');
  beforeAll(async () => {
    t = await createTestApp({ config: { dataDir, fileStorage: 'local' } });
  });
  afterAll(() => t?.close());

  it('copies every file into the other driver with its SHA-256 checked, skips what is there, resumes, refuses a changed file', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const upload = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'wheel.png', data: PNG }], dealer.token);
    expect(upload.body.success).toBe(true);
    await t.app.ctx.files.put('part-photos/P-1/1.svg', '<svg/>');
    await t.app.ctx.files.put('models/m-1.svg', '<svg id="m"/>');
    const where = { dataDir, db: t.db };
    const local = fileStorageOf('local', where);
    const pg = fileStorageOf('postgres', where);
    const keys = [];
    for await (const k of storedKeys('local', where)) keys.push(k);
    expect(keys).toHaveLength(3);
    const move = (opts: { deleteSource?: boolean } = {}) => moveFiles({ from: local, to: pg, keys: storedKeys('local', where), db: t.db, ...opts });

    expect(await move()).toMatchObject({ copied: 3, alreadyThere: 0, failed: [], bytesCopied: PNG.length + 6 + 13 });
    for (const k of keys) expect(sha((await pg.get(k))!)).toBe(sha((await local.get(k))!));
    expect(await move()).toMatchObject({ copied: 0, alreadyThere: 3, failed: [] });

    // A run cut short: what is missing from the target is copied, the rest skipped.
    await pg.delete('models/m-1.svg');
    expect(await move()).toMatchObject({ copied: 1, alreadyThere: 2, failed: [] });

    // Bytes of an upload changed on disk since it was recorded: not copied, named.
    const uploadKey = keys.find((k) => k.startsWith('attachments/'))!;
    const onDisk = path.join(dataDir, 'files', uploadKey);
    // one byte flipped (writing a fixed byte over a random one left it unchanged once in 256 runs)
    const altered = Buffer.from(PNG);
    altered[100] ^= 0xff;
    fs.writeFileSync(onDisk, altered);
    await pg.delete(uploadKey);
    const changed = await move();
    expect(changed.failed).toEqual([{ key: uploadKey, reason: expect.stringMatching(/is not the one recorded at upload/) }]);
    expect(await pg.exists(uploadKey)).toBe(false);
    fs.writeFileSync(onDisk, PNG);

    expect(await move({ deleteSource: true })).toMatchObject({ copied: 1, alreadyThere: 2, deletedFromSource: 3, failed: [] });
    expect(await local.exists(uploadKey)).toBe(false);
    expect((await pg.get(uploadKey))!.equals(PNG)).toBe(true);

    // and back
    const back = await moveFiles({ from: pg, to: local, keys: storedKeys('postgres', where), db: t.db });
    expect(back).toMatchObject({ copied: 3, failed: [] });
    expect((await local.get(uploadKey))!.equals(PNG)).toBe(true);
  });
});

function cli(script: string, env: Record<string, string>, args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, `scripts/${script}.ts`), ...args], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env },
  });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
}

async function bytes(api: Api, url: string, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.base}${url}`, { headers: { token, ...headers } });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

describe.runIf(!!process.env.DATABASE_URL)('two server processes on one PostgreSQL with FILE_STORAGE=postgres', () => {
  const base = process.env.DATABASE_URL!;
  const suffix = crypto.randomBytes(4).toString('hex');
  const names = [`portal_files_${suffix}`, `portal_files_restored_${suffix}`];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await stopServer(s);
    for (const n of names) await dropPgDatabase(base, n);
  });

  it('serves a file uploaded through one from the other, the demo pictures moved in by files:move, and a restored backup', async () => {
    const url = await createPgDatabase(base, names[0]);
    const [dirA, dirB] = [path.join(tmp, 'a'), path.join(tmp, 'b')];
    // The demo catalogue seeded as before FILE_STORAGE=postgres: its pictures in A's directory.
    await prepareDatabase({ url, dataDir: dirA });
    const moved = cli('files-move', { DATABASE_URL: url, DATA_DIR: dirA }, ['--to=postgres']);
    expect(moved.code, moved.output).toBe(0);
    const copied = Number(/copied: (\d+)/.exec(moved.output)![1]);
    expect(copied).toBeGreaterThan(10);
    const again = cli('files-move', { DATABASE_URL: url, DATA_DIR: dirA }, ['--to=postgres']);
    expect(again.output).toMatch(new RegExp(`copied: 0 .*\\n.*already there with the same SHA-256: ${copied}\\n`));

    const env = { DATABASE_URL: url, SEED_DEMO: '0', FILE_STORAGE: 'postgres', UPLOAD_RATE_MAX: '0' };
    servers.push(await startServer({ ...env, DATA_DIR: dirA }), await startServer({ ...env, DATA_DIR: dirB }));
    const [a, b] = servers.map((s) => new Api(s.base));
    const token = (await a.login('dealer')).token!;

    const many = await a.upload(`${pathOf(filesEndpoints.uploadMany)}?softType=default`, PNG, 'photo.png', token);
    expect(many.body, JSON.stringify(many.body)).toMatchObject({ success: true, data: [{ size: PNG.length, sha256: sha(PNG) }] });
    const id = many.body.data[0].id as string;
    for (const api of [a, b]) {
      for (const route of [routeOf(filesEndpoints.view, { id }), routeOf(filesEndpoints.download, { id })]) {
        const got = await bytes(api, route[1], token);
        expect([got.status, sha(got.body)]).toEqual([200, sha(PNG)]);
      }
      const range = await bytes(api, pathOf(filesEndpoints.view, { id }), token, { range: 'bytes=524000-525000' });
      expect([range.status, range.body.equals(PNG.subarray(524000, 525001))]).toEqual([206, true]);
    }
    // Nothing of it in either directory: it is in the database.
    expect(fs.existsSync(path.join(dirB, 'files'))).toBe(false);

    // Demo pictures: a part photo and a model picture, through B, whose directory never had them.
    const [photo] = await withDatabase({ url, dataDir: dirA }, (q) => q<{ code: string }>(`select code from parts where photo_count > 0 order by code limit 1`));
    const [model] = await withDatabase({ url, dataDir: dirA }, (q) => q<{ image_key: string }>(`select image_key from model_nodes where image_key <> '' order by image_key limit 1`));
    const partPhoto = await bytes(b, pathOf(catalogueEndpoints.partPhoto, { code: photo.code, index: 1 }), token);
    expect([partPhoto.status, partPhoto.body.toString()]).toEqual([200, fs.readFileSync(path.join(dirA, 'files', 'part-photos', photo.code, '1.svg'), 'utf8')]);
    const modelImage = await bytes(b, `${pathOf(catalogueEndpoints.modelImage)}?key=${encodeURIComponent(model.image_key)}`, token);
    expect([modelImage.status, modelImage.body.toString()]).toEqual([200, fs.readFileSync(path.join(dirA, 'files', 'models', `${model.image_key}.svg`), 'utf8')]);

    if (!(await hasPgDump())) {
      console.warn('file-storage.test.ts: pg_dump is not installed: the backup round trip is skipped');
      return;
    }
    // The backup carries the files in the database: restored elsewhere, a third process with an empty directory serves them.
    const backupDir = path.join(tmp, 'backup');
    const made = cli('backup', { DATABASE_URL: url, DATA_DIR: dirB }, [`--out=${backupDir}`]);
    expect(made.code, made.output).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.tables['public.file_blobs'].rows).toBe(copied + 1);
    expect(manifest.databaseFiles).toEqual({ count: copied + 1, bytes: expect.any(Number) });
    const restoredUrl = await createPgDatabase(base, names[1]);
    const dirC = path.join(tmp, 'c');
    const restored = cli('restore', { DATABASE_URL: restoredUrl, DATA_DIR: dirC }, [`--from=${backupDir}`]);
    expect(restored.code, restored.output).toBe(0);
    expect(compareChecksums(manifest.tables, await withDatabase({ url: restoredUrl, dataDir: dirC }, (q) => tableChecksums(q)))).toEqual([]);
    fs.rmSync(path.join(dirC, 'files'), { recursive: true, force: true });
    servers.push(await startServer({ ...env, DATABASE_URL: restoredUrl, DATA_DIR: dirC }));
    const c = new Api(servers[2].base);
    const fromC = await bytes(c, pathOf(filesEndpoints.download, { id }), (await c.login('dealer')).token!);
    expect([fromC.status, sha(fromC.body)]).toEqual([200, sha(PNG)]);
  }, 300_000);
});


import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lockDataDir } from './platform/db.js';
import { compareChecksums, hasPgDump, tableChecksums, type Checksums } from '../../scripts/lib/backup.js';
import { createPgDatabase, dropPgDatabase, prepareDatabase, ROOT, withDatabase } from '../../scripts/lib/portal.js';

/*
 * `npm run backup` / `npm run restore` round-trip a database with its files: every table's row
 * count and checksum, and every file, are the same afterwards. PGlite without DATABASE_URL;
 * PostgreSQL with it (pg_dump and pg_restore must be installed, or the PostgreSQL case is skipped).
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function cli(script: 'backup' | 'restore', env: Record<string, string>, args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, `scripts/${script}.ts`), ...args], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', ...env },
  });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
}

/** Every file under a directory with the sha-256 of its bytes. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

const checksumsOf = (target: { url?: string; dataDir: string }) => withDatabase(target, (q) => tableChecksums(q));

function expectSubstantial(sums: Checksums) {
  // The demo accounts and catalogue are there, so equal checksums compare real rows.
  expect(sums['public.users'].rows).toBeGreaterThan(4);
  expect(sums['public.parts'].rows).toBeGreaterThan(10);
  expect(sums['drizzle.__drizzle_migrations'].rows).toBeGreaterThan(0);
}

describe('backup and restore', () => {
  it.runIf(!process.env.DATABASE_URL)('PGlite: round-trips every table and file; refuses a running server\'s directory and a non-empty target', async () => {
    const source = { dataDir: path.join(tmp, 'source') };
    await prepareDatabase(source, { pgliteTemplate: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
    const before = await checksumsOf(source);
    expectSubstantial(before);
    expect(Object.keys(filesOf(path.join(source.dataDir, 'files'))).length).toBeGreaterThan(0);

    // A server holds the directory (its lock with a live pid, this test process): no backup of a database in use.
    const release = lockDataDir(source.dataDir);
    const refused = cli('backup', { DATA_DIR: source.dataDir }, [`--out=${path.join(tmp, 'refused')}`]);
    release();
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/in use by another server process/);

    const backupDir = path.join(tmp, 'backup-pglite');
    const made = cli('backup', { DATA_DIR: source.dataDir }, [`--out=${backupDir}`]);
    expect(made.code, made.output).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'portal-backup/1', engine: 'pglite', database: 'pgdata.tar.gz' });
    expect(compareChecksums(before, manifest.tables)).toEqual([]);

    const target = { dataDir: path.join(tmp, 'restored') };
    const restored = cli('restore', { DATA_DIR: target.dataDir }, [`--from=${backupDir}`]);
    expect(restored.code, restored.output).toBe(0);
    expect(compareChecksums(before, await checksumsOf(target))).toEqual([]);
    expect(filesOf(path.join(target.dataDir, 'files'))).toEqual(filesOf(path.join(source.dataDir, 'files')));

    // The comparison sees a single changed value.
    await withDatabase(target, (q) => q(`update users set name = name || '.' where username = 'dealer'`));
    expect(compareChecksums(before, await checksumsOf(target))).toEqual([expect.stringMatching(/^public\.users: /)]);

    const again = cli('restore', { DATA_DIR: target.dataDir }, [`--from=${backupDir}`]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/pgdata exists: restore into a new DATA_DIR, or pass --force/);
  }, 240_000);

  it.runIf(!!process.env.DATABASE_URL)('PostgreSQL: round-trips every table and file through pg_dump and pg_restore', async (ctx) => {
    if (!(await hasPgDump())) {
      console.warn('backup.test.ts: pg_dump is not installed (apt-get install postgresql-client): the PostgreSQL round trip is skipped');
      ctx.skip();
    }
    const base = process.env.DATABASE_URL!;
    const suffix = crypto.randomBytes(4).toString('hex');
    const [srcName, dstName] = [`portal_backup_src_${suffix}`, `portal_backup_dst_${suffix}`];
    try {
      const source = { url: await createPgDatabase(base, srcName), dataDir: path.join(tmp, 'pg-source') };
      await prepareDatabase(source);
      const before = await checksumsOf(source);
      expectSubstantial(before);

      const backupDir = path.join(tmp, 'backup-pg');
      const made = cli('backup', { DATA_DIR: source.dataDir, DATABASE_URL: source.url }, [`--out=${backupDir}`]);
      expect(made.code, made.output).toBe(0);
      expect(JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))).toMatchObject({ engine: 'postgres', database: 'database.dump' });

      const target = { url: await createPgDatabase(base, dstName), dataDir: path.join(tmp, 'pg-restored') };
      const restored = cli('restore', { DATA_DIR: target.dataDir, DATABASE_URL: target.url }, [`--from=${backupDir}`]);
      expect(restored.code, restored.output).toBe(0);
      expect(compareChecksums(before, await checksumsOf(target))).toEqual([]);
      expect(filesOf(path.join(target.dataDir, 'files'))).toEqual(filesOf(path.join(source.dataDir, 'files')));

      const again = cli('restore', { DATA_DIR: target.dataDir, DATABASE_URL: target.url }, [`--from=${backupDir}`]);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/already has \d+ tables/);
      const forced = cli('restore', { DATA_DIR: target.dataDir, DATABASE_URL: target.url }, [`--from=${backupDir}`, '--force']);
      expect(forced.code, forced.output).toBe(0);
      expect(compareChecksums(before, await checksumsOf(target))).toEqual([]);
    } finally {
      await dropPgDatabase(base, srcName);
      await dropPgDatabase(base, dstName);
    }
  }, 240_000);
});

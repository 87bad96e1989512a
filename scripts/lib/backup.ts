/**
 * Backup and restore of one portal installation (docs/deployment.md "Backup and restore"): the
 * database (pg_dump's custom format for PostgreSQL; PGlite's own data-directory dump for the
 * embedded one) and the files directory (DATA_DIR/files), with a manifest holding every table's
 * row count and checksum, which a restore checks. Files stored in the database (FILE_STORAGE=postgres,
 * decision 040) travel in its dump, checked with the other tables.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir, openDatabase } from '../../server/src/platform/db.js';
import { rowsOf } from '../../server/src/platform/sql.js';
import { localFileStorage } from '../../server/src/platform/files.js';
import { s3FileStorage, type S3Settings } from '../../server/src/platform/files-s3.js';
import { directoryKeys } from '../../server/src/platform/file-storage.js';
import { moveFiles } from './files-move.js';
import { sql } from 'drizzle-orm';

export const BACKUP_FORMAT = 'portal-backup/1';

export interface TableSum { rows: number; md5: string }
export type Checksums = Record<string, TableSum>;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  database: string;
  /** DATA_DIR/files (FILE_STORAGE=local, and what a PostgreSQL installation kept there before). */
  files: { count: number; bytes: number };
  /** Files stored in the database (FILE_STORAGE=postgres): they are in the dump. */
  databaseFiles: { count: number; bytes: number };
  /** Files of the S3 bucket (FILE_STORAGE=s3), copied into `bucket/`; absent when the installation had none. */
  bucketFiles?: { count: number; bytes: number };
  tables: Checksums;
}

type Query = <R>(text: string) => Promise<R[]>;

/** Settings that fix how values print, so the same rows give the same text in any session. */
const STABLE_TEXT = [`set TimeZone = 'UTC'`, `set DateStyle = 'ISO, YMD'`, `set IntervalStyle = 'postgres'`, `set extra_float_digits = 3`, `set bytea_output = 'hex'`];

/**
 * Row count and checksum of every table in the `public` and `drizzle` schemas: the md5 of the
 * rows' md5s in primary-key order (the whole row as text when a table has no key).
 */
export async function tableChecksums(query: Query): Promise<Checksums> {
  for (const s of STABLE_TEXT) await query(s);
  const tables = await query<{ schema: string; name: string; key: string | null }>(`
    select n.nspname as schema, c.relname as name,
      (select string_agg(quote_ident(a.attname), ', ' order by k.ord)
         from pg_index i cross join unnest(i.indkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where i.indrelid = c.oid and i.indisprimary) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle') order by 1, 2`);
  const out: Checksums = {};
  for (const t of tables) {
    const name = `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;
    const order = t.key ?? 't::text';
    const [r] = await query<{ rows: number; md5: string | null }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(md5(t::text), '' order by ${order}), '')) as md5 from ${name} t`);
    out[`${t.schema}.${t.name}`] = { rows: r.rows, md5: r.md5 ?? '' };
  }
  return out;
}

/** How many files, of how many bytes, the database holds (FILE_STORAGE=postgres, decision 040). */
async function databaseFiles(query: Query): Promise<{ count: number; bytes: number }> {
  const [r] = await query<{ count: number; bytes: string }>(
    `select count(*)::int as count, coalesce(sum(size), 0)::text as bytes from file_blobs`);
  return { count: r.count, bytes: Number(r.bytes) };
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** The differences between two sets of checksums, one line each (empty when equal). */
export function compareChecksums(expected: Checksums, actual: Checksums): string[] {
  const diff: string[] = [];
  for (const name of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const e = expected[name];
    const a = actual[name];
    if (!e) diff.push(`${name}: not in the backup`);
    else if (!a) diff.push(`${name}: missing after the restore`);
    else if (e.rows !== a.rows || e.md5 !== a.md5) diff.push(`${name}: ${e.rows} rows ${e.md5} in the backup, ${a.rows} rows ${a.md5} restored`);
  }
  return diff;
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let err = '';
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) => reject((e as NodeJS.ErrnoException).code === 'ENOENT'
      ? new Error(`${cmd} is not installed: install the PostgreSQL client tools (Debian: apt-get install postgresql-client), the same major version as the server or newer`)
      : e));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (exit ${code}):\n${err}`))));
  });
}

/**
 * Replaces a database's contents with a dump, in one transaction. `pg_restore --clean` cannot: it
 * drops constraints one by one, and a partition's inherited ones (the logs are partitioned by
 * month) refuse to be dropped. So the old schemas go whole and the dump's SQL is replayed after,
 * both through one psql transaction: a failure leaves the database as it was.
 */
function replaceFromDump(url: string, dump: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let err = '';
    const failed = (cmd: string) => (e: Error) => reject((e as NodeJS.ErrnoException).code === 'ENOENT'
      ? new Error(`${cmd} is not installed: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`)
      : e);
    const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${url}`], { stdio: ['pipe', 'ignore', 'pipe'] });
    const dumped = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], { stdio: ['ignore', 'pipe', 'pipe'] });
    psql.on('error', failed('psql'));
    dumped.on('error', failed('pg_restore'));
    psql.stderr.on('data', (d) => (err += d));
    dumped.stderr.on('data', (d) => (err += d));
    psql.stdin.on('error', () => {}); // psql stopped at an error: its exit code tells
    psql.stdin.write('DROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n');
    dumped.stdout.pipe(psql.stdin);
    let restoreCode: number | null = null;
    dumped.on('exit', (code) => { restoreCode = code; });
    psql.on('exit', (code) => (code === 0 && restoreCode === 0 ? resolve() : reject(new Error(`restore failed (pg_restore exit ${restoreCode}, psql exit ${code}):\n${err}`))));
  });
}

/** Is pg_dump on the PATH? */
export function hasPgDump(): Promise<boolean> {
  return run('pg_dump', ['--version']).then(() => true, () => false);
}

function copyFiles(from: string, to: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  if (!fs.existsSync(from)) return { count, bytes };
  fs.cpSync(from, to, { recursive: true, filter: (src) => !src.endsWith('.tmp') });
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else { count++; bytes += fs.statSync(p).size; }
    }
  };
  if (fs.existsSync(to)) walk(to);
  return { count, bytes };
}

export interface Installation {
  /** DATA_DIR: the files (and PGlite's pgdata). */
  dataDir: string;
  /** DATABASE_URL; PGlite in DATA_DIR/pgdata without it. */
  databaseUrl?: string;
  /** FILE_STORAGE=s3: the bucket's files are copied into the backup's `bucket/` and back (decision 040). */
  s3?: S3Settings | null;
}

/** Copies every object of the bucket (under its prefix) into a directory, each checked by SHA-256. */
async function bucketToDirectory(s3: S3Settings, dir: string): Promise<{ count: number; bytes: number }> {
  const report = await moveFiles({ from: s3FileStorage(s3), to: localFileStorage(dir), keys: s3FileStorage(s3).keys() });
  if (report.failed.length) throw new Error(`${report.failed.length} file(s) of the bucket could not be copied: ${report.failed.map((f) => `${f.key}: ${f.reason}`).join('; ')}`);
  return { count: report.copied + report.alreadyThere, bytes: report.bytesCopied };
}

/**
 * Writes a backup directory: `database.dump` (pg_dump -Fc) or `pgdata.tar.gz` (PGlite), `files/`,
 * `manifest.json`. PostgreSQL is dumped online: the checksums are taken in the snapshot pg_dump
 * uses. PGlite needs the server stopped: the backup takes the data directory's lock.
 */
export async function backup(inst: Installation, outDir: string, log: (l: string) => void = () => {}): Promise<Manifest> {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length) throw new Error(`${outDir} exists and is not empty`);
  fs.mkdirSync(outDir, { recursive: true });
  let tables: Checksums;
  let inDatabase: Manifest['databaseFiles'];
  let database: string;
  let engine: Manifest['engine'];
  if (inst.databaseUrl) {
    engine = 'postgres';
    database = 'database.dump';
    const client = new pg.Client({ connectionString: inst.databaseUrl });
    await client.connect();
    try {
      // One snapshot for the dump and the checksums: both describe the same moment.
      await client.query('begin transaction isolation level repeatable read read only');
      const { rows: [{ snap }] } = await client.query('select pg_export_snapshot() as snap');
      const dumped = run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snap}`, `--file=${path.join(outDir, database)}`, `--dbname=${inst.databaseUrl}`]);
      tables = await tableChecksums(async (text) => (await client.query(text)).rows);
      inDatabase = await databaseFiles(async (text) => (await client.query(text)).rows);
      await dumped;
      await client.query('commit');
    } finally {
      await client.end();
    }
  } else {
    engine = 'pglite';
    database = 'pgdata.tar.gz';
    if (!fs.existsSync(path.join(inst.dataDir, 'pgdata', 'PG_VERSION'))) throw new Error(`no embedded database in ${inst.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
    const release = lockDataDir(inst.dataDir);
    try {
      const db = await openDatabase({ dataDir: path.join(inst.dataDir, 'pgdata') });
      try {
        tables = await tableChecksums(async (text) => rowsOf(await db.db.execute(sql.raw(text))));
        inDatabase = await databaseFiles(async (text) => rowsOf(await db.db.execute(sql.raw(text))));
        const dump = await db.dump!('gzip');
        fs.writeFileSync(path.join(outDir, database), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    } finally {
      release();
    }
  }
  log(`database: ${database} (${Object.keys(tables).length} tables, ${Object.values(tables).reduce((n, t) => n + t.rows, 0)} rows)`);
  // After the database: files are only ever added, so every file the dump refers to is copied.
  const files = copyFiles(path.join(inst.dataDir, 'files'), path.join(outDir, 'files'));
  log(`files: ${files.count} in ${path.join(inst.dataDir, 'files')} (${(files.bytes / 1e6).toFixed(1)} MB), ${inDatabase.count} in the database (${(inDatabase.bytes / 1e6).toFixed(1)} MB)`);
  const bucketFiles = inst.s3 ? await bucketToDirectory(inst.s3, path.join(outDir, 'bucket')) : undefined;
  if (bucketFiles) log(`files: ${bucketFiles.count} in the bucket ${inst.s3!.bucket} (${(bucketFiles.bytes / 1e6).toFixed(1)} MB)`);
  const manifest: Manifest = { format: BACKUP_FORMAT, engine, createdAt: new Date().toISOString(), database, files, databaseFiles: inDatabase, bucketFiles, tables };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * Restores a backup into an installation of the same engine: an empty PostgreSQL database (or
 * any, with `force`: its contents replaced), or a DATA_DIR without pgdata (with `force` the old one
 * is moved aside). Then checks every table against the manifest; answers the differences.
 */
export async function restore(inst: Installation, fromDir: string, opts: { force?: boolean } = {}, log: (l: string) => void = () => {}): Promise<string[]> {
  const manifest = JSON.parse(fs.readFileSync(path.join(fromDir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`not a portal backup: ${fromDir}`);
  const engine = inst.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) throw new Error(`the backup is of ${manifest.engine}, this installation uses ${engine} (DATABASE_URL ${inst.databaseUrl ? 'set' : 'unset'})`);
  let actual: Checksums;
  if (inst.databaseUrl) {
    const client = new pg.Client({ connectionString: inst.databaseUrl });
    await client.connect();
    try {
      const { rows: [{ n }] } = await client.query(`select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where s.nspname in ('public', 'drizzle') and c.relkind = 'r'`);
      if (n && !opts.force) throw new Error(`the database already has ${n} tables: restore into an empty database, or pass --force to replace its contents`);
      const dump = path.join(fromDir, manifest.database);
      if (n) await replaceFromDump(inst.databaseUrl, dump);
      else await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${inst.databaseUrl}`, dump]);
      actual = await tableChecksums(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  } else {
    const release = lockDataDir(inst.dataDir);
    try {
      const pgdata = path.join(inst.dataDir, 'pgdata');
      if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length) {
        if (!opts.force) throw new Error(`${pgdata} exists: restore into a new DATA_DIR, or pass --force to move it aside`);
        const aside = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        fs.renameSync(pgdata, aside);
        log(`moved the old database to ${aside}`);
      }
      const dump = new Blob([fs.readFileSync(path.join(fromDir, manifest.database))]);
      const db = await openDatabase({ dataDir: pgdata, loadDataDir: dump });
      try {
        actual = await tableChecksums(async (text) => rowsOf(await db.db.execute(sql.raw(text))));
      } finally {
        await db.close();
      }
    } finally {
      release();
    }
  }
  const files = copyFiles(path.join(fromDir, 'files'), path.join(inst.dataDir, 'files'));
  log(`database restored (with ${manifest.databaseFiles?.count ?? 0} files stored in it); files: ${files.count} in ${path.join(inst.dataDir, 'files')}`);
  if (manifest.bucketFiles) {
    // Into this installation's bucket; without one, into DATA_DIR/files, which FILE_STORAGE=local serves.
    const target = inst.s3 ? s3FileStorage(inst.s3) : localFileStorage(path.join(inst.dataDir, 'files'));
    const report = await moveFiles({ from: localFileStorage(path.join(fromDir, 'bucket')), to: target, keys: directoryKeys(path.join(fromDir, 'bucket')) });
    if (report.failed.length) throw new Error(`${report.failed.length} file(s) of the bucket could not be restored: ${report.failed.map((f) => `${f.key}: ${f.reason}`).join('; ')}`);
    log(`files: ${report.copied + report.alreadyThere} into ${inst.s3 ? `the bucket ${inst.s3.bucket}` : path.join(inst.dataDir, 'files')}`);
  }
  return compareChecksums(manifest.tables, actual);
}

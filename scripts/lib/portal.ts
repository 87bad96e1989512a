/**
 * What the durability runs share: the real server process (started and killed as a process
 * group), an HTTP client that logs in as the web does, PostgreSQL databases made for one run, and
 * a database prepared with the demo users and catalogue (no demo manuals: they take most of a
 * seeded start, and the runs import their own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../server/src/platform/db.js';
import { rowsOf } from '../../server/src/platform/sql.js';
import { fileStorageOf, type FileStorageKind } from '../../server/src/platform/file-storage.js';
import { ensureBaseData } from '../../server/src/seed/base.js';
import { DEMO_PASSWORD, seedDemo } from '../../server/src/seed/demo.js';
import { seedDemoCatalogue } from '../../server/src/seed/catalogue/index.js';
import { seedDemoManuals } from '../../server/src/seed/manuals/index.js';
import { seedDemoLabourTimes } from '../../server/src/seed/labour-times/index.js';
import { seedDemoSpecialTools } from '../../server/src/seed/special-tools/index.js';
import { authEndpoints, routeOf } from '@portal/contract';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MAIN = path.join(ROOT, 'server/src/main.ts');
export { DEMO_PASSWORD };

/** A flag `--name=value` (or `--name` for true), else the fallback. */
export function flag(name: string, fallback: string, argv = process.argv): string {
  const hit = argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return fallback;
  return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : 'true';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    }).on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Spawn to the first answered /healthz. */
  startMs: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export class StartError extends Error {}

/**
 * Runs `server/src/main.ts` (what `npm start` runs once the web app is built) in a process group
 * of its own, so a kill reaches every process of the server at once, as `kill -9` of a service
 * (systemd, docker kill) does. Resolves when /healthz answers; throws with the output when the
 * process exits first or does not answer in time.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), WEB_DIST: '/nonexistent',
      CAPTCHA_MODE: 'off', ...env,
    },
  });
  let out = '';
  // The last 64 KB: enough for a failed start, bounded under a long run.
  const append = (d: Buffer) => { out = (out + d).slice(-65_536); };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let gone = false;
  void exited.then(() => { gone = true; });
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - t0 < timeoutMs) {
    if (gone) throw new StartError(`the server exited during start:\n${out}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, startMs: performance.now() - t0, output: () => out, exited };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  killGroup(child, 'SIGKILL');
  throw new StartError(`the server did not answer /healthz within ${timeoutMs} ms:\n${out}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch { /* already gone */ }
}

/** SIGKILL to the server's whole process group; resolves once it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  killGroup(server.child, 'SIGKILL');
  await server.exited;
}

/** SIGTERM, then SIGKILL after `graceMs`; answers whether it stopped by itself. */
export async function stopServer(server: ServerProcess, graceMs = 15_000): Promise<boolean> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return true;
  killGroup(server.child, 'SIGTERM');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
  if ((await Promise.race([server.exited, timer])) !== 'timeout') return true;
  await killHard(server);
  return false;
}

// ------------------------------------------------------------------ HTTP

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** The REST API as the web calls it: JSON envelope, `token` header, the caller's language. */
export class Api {
  private publicKey: string | null = null;
  constructor(readonly base: string) {}

  async call(method: string, url: string, opts: { token?: string; body?: unknown; query?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Answer> {
    const q = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    const headers: Record<string, string> = { 'accept-language': 'en-US' };
    if (opts.token) headers.token = opts.token;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}${q}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), signal: opts.signal });
    const text = await res.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, body };
  }

  /** The password travels RSA-encrypted with the server's public key, as the login page sends it. */
  async login(username: string, password = DEMO_PASSWORD): Promise<Answer & { token: string | null }> {
    this.publicKey ??= (await this.call(...routeOf(authEndpoints.publicKey))).body.data.publicKey as string;
    const encrypted = crypto.publicEncrypt({ key: this.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
    const res = await this.call(...routeOf(authEndpoints.login), { body: { username, password: encrypted } });
    return { ...res, token: res.status === 200 && res.body?.success ? (res.body.data.token as string) : null };
  }

  /** A multipart upload of one file in the field `file`, as the browser's FormData sends it. */
  async upload(url: string, file: Buffer, fileName: string, token: string): Promise<Answer> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'application/zip' }), fileName);
    const res = await fetch(`${this.base}${url}`, { method: 'POST', headers: { token, 'accept-language': 'en-US' }, body: form });
    const text = await res.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, body };
  }
}

export const succeeded = (a: Answer) => a.status === 200 && a.body?.success === true;

// ------------------------------------------------------------------ databases

export function pgUrlFor(baseUrl: string, database: string): string {
  const u = new URL(baseUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminPg<T>(baseUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: pgUrlFor(baseUrl, 'postgres') });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** A new empty database on the server of `baseUrl`; answers its URL. */
export async function createPgDatabase(baseUrl: string, name: string): Promise<string> {
  await adminPg(baseUrl, async (c) => {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"`);
  });
  return pgUrlFor(baseUrl, name);
}

export async function dropPgDatabase(baseUrl: string, name: string): Promise<void> {
  await adminPg(baseUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
}

/** Is a PostgreSQL server answering at this URL? */
export async function pgReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Migrates and seeds a database as a first start with SEED_DEMO=1 does: every demo account and
 * the demo catalogue; the labour times, special tools and manuals too when `full`. The server then starts on it
 * with SEED_DEMO=0 and finds the administrator there.
 */
export async function prepareDatabase(target: { url?: string; dataDir: string }, opts: { full?: boolean; pgliteTemplate?: Blob; fileStorage?: FileStorageKind } = {}): Promise<void> {
  // A migrated PGlite dump (the API tests' template) spares the migrations, the slow part on PGlite.
  fs.mkdirSync(target.dataDir, { recursive: true });
  const database = await openDatabase(target.url ? { url: target.url } : { dataDir: path.join(target.dataDir, 'pgdata'), loadDataDir: opts.pgliteTemplate });
  try {
    await migrateDatabase(database, target.url);
    await ensureBaseData(database.db);
    await seedDemo(database.db);
    const files = fileStorageOf(opts.fileStorage ?? 'local', { dataDir: target.dataDir, db: database.db });
    await seedDemoCatalogue(database.db, files, () => {});
    if (opts.full) {
      await seedDemoLabourTimes(database.db, () => {});
      await seedDemoSpecialTools(database.db, files, () => {});
      await seedDemoManuals(database.db, files, () => {});
    }
  } finally {
    await database.close();
  }
}

/** Runs SQL on a database opened in this process (the server must not be running on a PGlite dir). */
export async function withDatabase<T>(target: { url?: string; dataDir: string }, work: (query: <R>(text: string) => Promise<R[]>) => Promise<T>): Promise<T> {
  const database = await openDatabase(target.url ? { url: target.url } : { dataDir: path.join(target.dataDir, 'pgdata') });
  try {
    return await work(async <R>(text: string) => rowsOf<R>(await database.db.execute(sql.raw(text))));
  } finally {
    await database.close();
  }
}

/**
 * What every benchmark here shares: options, the two engines, the bench user and app, load runs
 * (autocannon in a child process), statement capture, the raw SQL replay and its EXPLAIN, and the
 * number formats of the reports. A benchmark file adds its data generator, its inputs and its
 * report. See bench/README.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { UserType } from '@portal/contract';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { migrateDatabase, openDatabase, type Database } from '../server/src/platform/db.js';
import { encryptPassword } from '../server/src/platform/security.js';
import { createUser } from '../server/src/modules/users/users.service.js';
import { users } from '../server/src/modules/users/users.tables.js';
import { ensureBaseData } from '../server/src/seed/base.js';
import { authEndpoints, pathOf } from '@portal/contract';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export type Engine = 'postgres' | 'pglite';

/** A flag `--name=value` (or `--name` for true), else the environment variable, else the fallback. */
export function arg(name: string, env: string, fallback: string): string {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (hit) return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : 'true';
  return process.env[env] ?? fallback;
}

/** A numeric option (see `arg`); a value that is no number stops the run rather than measuring with NaN. */
export function numberArg(name: string, env: string, fallback: number): number {
  const raw = arg(name, env, String(fallback));
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw new Error(`--${name} (${env}) must be a number, not "${raw}"`);
  return value;
}

export const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** The options every benchmark takes (bench/README.md); each adds its own. */
export function commonOptions(defaults: { pgDatabase: string; stateDir: string; out: string }) {
  const stateDir = path.resolve(ROOT, arg('state-dir', 'BENCH_STATE_DIR', defaults.stateDir));
  return {
    engines: arg('engines', 'BENCH_ENGINES', 'postgres,pglite').split(',').map((s) => s.trim()).filter(Boolean) as Engine[],
    phase: arg('phase', 'BENCH_PHASE', 'all'),
    duration: numberArg('duration', 'BENCH_DURATION', 10),
    warmup: numberArg('warmup', 'BENCH_WARMUP', 3),
    connections: numberArg('connections', 'BENCH_CONNECTIONS', 10),
    reuse: arg('reuse', 'BENCH_REUSE', 'false') === 'true',
    sqlReps: numberArg('sql-reps', 'BENCH_SQL_REPS', 200),
    only: arg('only', 'BENCH_ONLY', ''),
    pgUrl: arg('pg-url', 'BENCH_PG_URL', 'postgres://postgres@127.0.0.1:5432'),
    pgDatabase: arg('pg-database', 'BENCH_PG_DATABASE', defaults.pgDatabase),
    /** Where the per-engine JSON (generation, measurement) and the PGlite data dir live. */
    stateDir,
    pgliteDir: path.resolve(ROOT, arg('pglite-dir', 'BENCH_PGLITE_DIR', path.join(stateDir, 'pglite'))),
    out: path.resolve(ROOT, arg('out', 'BENCH_OUT', defaults.out)),
  };
}

/** The phases in order, per engine: generate (or reuse), measure; then the report. Exits the process. */
export function runPhases(opts: ReturnType<typeof commonOptions>, phases: {
  alreadyGenerated: (engine: Engine) => Promise<boolean>;
  generate: (engine: Engine) => Promise<unknown>;
  measure: (engine: Engine) => Promise<unknown>;
  report: () => void;
}): void {
  const main = async () => {
    for (const engine of opts.engines) {
      if (opts.phase === 'all' || opts.phase === 'gen') {
        if (opts.reuse && (await phases.alreadyGenerated(engine))) log(`${engine}: reusing the generated database`);
        else await phases.generate(engine);
      }
      if (opts.phase === 'all' || opts.phase === 'measure') await phases.measure(engine);
    }
    if (opts.phase !== 'gen') phases.report();
  };
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

// ------------------------------------------------------------------ databases

/** Where one benchmark keeps its two databases. */
export interface Target {
  pgUrl: string;
  pgDatabase: string;
  pgliteDir: string;
}

export const pgUrlFor = (t: Target, db = t.pgDatabase) => {
  const u = new URL(t.pgUrl);
  u.pathname = `/${db}`;
  return u.toString();
};

export async function adminPg<T>(t: Target, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: pgUrlFor(t, 'postgres') });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

export async function pgDatabaseExists(t: Target): Promise<boolean> {
  return adminPg(t, async (c) => (await c.query('select 1 from pg_database where datname = $1', [t.pgDatabase])).rowCount === 1);
}

/** Whether the engine's database is there (the reuse of a generated one). */
export async function databaseExists(t: Target, engine: Engine): Promise<boolean> {
  return engine === 'postgres' ? pgDatabaseExists(t) : fs.existsSync(path.join(t.pgliteDir, 'PG_VERSION'));
}

/** Drops and creates the PostgreSQL database, or empties the PGlite data dir. */
export async function recreate(t: Target, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await adminPg(t, async (c) => {
      await c.query(`drop database if exists "${t.pgDatabase}" with (force)`);
      await c.query(`create database "${t.pgDatabase}"`);
    });
  } else {
    fs.rmSync(t.pgliteDir, { recursive: true, force: true });
    fs.mkdirSync(t.pgliteDir, { recursive: true });
  }
}

/** A benchmark's two databases and its per-engine state files, from its options. */
export function benchFiles<G, M>(opts: ReturnType<typeof commonOptions>) {
  const target: Target = { pgUrl: opts.pgUrl, pgDatabase: opts.pgDatabase, pgliteDir: opts.pgliteDir };
  return { target, state: stateFiles<G, M>(opts.stateDir) };
}

export async function openEngine(t: Target, engine: Engine): Promise<Database> {
  return engine === 'postgres' ? openDatabase({ url: pgUrlFor(t) }) : openDatabase({ dataDir: t.pgliteDir });
}

export async function migrate(t: Target, engine: Engine, database: Database): Promise<void> {
  await migrateDatabase(database, engine === 'postgres' ? pgUrlFor(t) : undefined);
}

/**
 * The generate phase's frame: the engine's database made empty, migrated, with the base data every
 * module needs; handed to `work` and closed however it ends.
 */
export async function generating<T>(t: Target, engine: Engine, work: (database: Database) => Promise<T>): Promise<T> {
  await recreate(t, engine);
  const database = await openEngine(t, engine);
  try {
    await migrate(t, engine, database);
    await ensureBaseData(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Rows per table. */
export async function tableCounts(database: Database, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number((await raw(database, `select count(*)::bigint as n from ${t}`))[0].n);
  return counts;
}

/** The database's size and its largest tables, and the PGlite data dir on disk. */
export async function storageSizes(database: Database, t: Target, engine: Engine, largest?: number) {
  return { ...(await databaseSizes(database, largest)), dataDirBytes: engine === 'pglite' ? dirSize(t.pgliteDir) : null };
}
export type StorageSizes = Awaited<ReturnType<typeof storageSizes>>;

/**
 * Applies the migrations added since the data was generated, as the app does at start, then the
 * statistics and visibility map their indexes and the planner need.
 */
export async function migrateForMeasure(t: Target, engine: Engine, database: Database): Promise<void> {
  const applied = async () => Number((await raw(database, 'select count(*)::int as n from drizzle.__drizzle_migrations'))[0].n);
  const before = await applied();
  await migrate(t, engine, database);
  if ((await applied()) !== before) {
    log(`${engine}: applied ${(await applied()) - before} new migration(s); VACUUM ANALYZE`);
    await raw(database, 'vacuum analyze');
  }
}

/** Runs SQL on the engine's own client (pg Pool or the PGlite instance); answers the rows. */
export async function raw(database: Database, text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = (database.db as unknown as { $client: { query: (t: string, v?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  return (await client.query(text, values)).rows;
}

export function dirSize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) total += dirSize(p);
    else if (entry.isFile()) total += fs.statSync(p).size;
  }
  return total;
}

/** pg_database_size and the largest tables with their indexes. */
export async function databaseSizes(database: Database, limit = 6) {
  const [db] = await raw(database, 'select pg_database_size(current_database())::bigint as bytes');
  const tables = await raw(database, `select c.relname as name, pg_total_relation_size(c.oid)::bigint as total, pg_relation_size(c.oid)::bigint as heap
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 2 desc limit ${limit}`);
  return {
    databaseBytes: Number(db.bytes),
    tables: tables.map((r) => ({ name: String(r.name), totalBytes: Number(r.total), heapBytes: Number(r.heap) })),
  };
}

/**
 * Bulk load as pg_restore does it. Drops the tables' non-unique indexes (unique ones and keys stay: they check the data) and
 * answers their definitions, exactly as the migrations created them, for `createIndexes`.
 */
export async function dropSecondaryIndexes(database: Database, tables: string[]): Promise<{ name: string; def: string }[]> {
  const rows = await raw(database, `select ci.relname as name, pg_get_indexdef(ci.oid) as def
      from pg_index x join pg_class ci on ci.oid = x.indexrelid join pg_class ct on ct.oid = x.indrelid
      join pg_namespace n on n.oid = ct.relnamespace
     where n.nspname = 'public' and ct.relname = any($1) and not x.indisunique and not x.indisprimary
     order by ci.relname`, [tables]);
  for (const r of rows) await raw(database, `drop index "${String(r.name)}"`);
  return rows.map((r) => ({ name: String(r.name), def: String(r.def) }));
}

/** Drops the foreign keys of the tables; answers them for re-adding (which validates them). */
export async function dropForeignKeys(database: Database, tables: string[]): Promise<{ table: string; name: string; def: string }[]> {
  const rows = await raw(database, `select ct.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_class ct on ct.oid = c.conrelid join pg_namespace n on n.oid = ct.relnamespace
     where n.nspname = 'public' and c.contype = 'f' and ct.relname = any($1) order by ct.relname, c.conname`, [tables]);
  for (const r of rows) await raw(database, `alter table "${String(r.table)}" drop constraint "${String(r.name)}"`);
  return rows.map((r) => ({ table: String(r.table), name: String(r.name), def: String(r.def) }));
}

/** Builds the dropped indexes again, in one session with a large maintenance_work_mem. */
export async function createIndexes(t: Target, engine: Engine, database: Database, defs: { name: string; def: string }[], note: (m: string) => void) {
  const build = async (run: (text: string) => Promise<unknown>) => {
    await run(`set maintenance_work_mem = '${engine === 'postgres' ? '1GB' : '256MB'}'`);
    for (const d of defs) {
      const t0 = performance.now();
      await run(d.def);
      note(`index ${d.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  };
  if (engine === 'pglite') return build((text) => raw(database, text));
  // One session, so its maintenance_work_mem applies to every build.
  const client = new pg.Client({ connectionString: pgUrlFor(t) });
  await client.connect();
  try {
    await build((text) => client.query(text));
  } finally {
    await client.end();
  }
}

export function machine() {
  return {
    cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version, platform: `${os.platform()} ${os.release()}`, loadavg: os.loadavg().map((x) => Number(x.toFixed(2))),
  };
}

// ------------------------------------------------------------------ statement capture

export interface Stmt { text: string; values: unknown[] }

/** Records every statement the app sends through the engine's client while recording. */
export class StatementRecorder {
  private list: Stmt[] | null = null;

  constructor(database: Database) {
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      if (this.list) {
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
        const text = typeof first === 'string' ? first : first.text;
        const values = Array.isArray(second) ? second : typeof first === 'object' ? (first.values ?? []) : [];
        this.list.push({ text, values });
      }
      return original(...args);
    };
  }

  start(): void {
    this.list = [];
  }

  /** Stops and answers what was recorded since `start` (null when not recording). */
  stop(): Stmt[] | null {
    const got = this.list;
    this.list = null;
    return got;
  }

  /**
   * Waits until the server sends no statement for 500 ms: requests of a previous load run
   * (autocannon stops sending, the server still answers what is queued) must not mix into the
   * next capture or run. Answers the ms waited.
   */
  async quiesce(): Promise<number> {
    const started = performance.now();
    let quietFor = 0;
    while (quietFor < 500 && performance.now() - started < 120_000) {
      this.start();
      await new Promise((r) => setTimeout(r, 100));
      const n = this.stop()!.length;
      quietFor = n ? 0 : quietFor + 100;
    }
    return Math.round(performance.now() - started);
  }
}

export type StmtKind = 'auth' | 'log' | 'service';
export const kindOf = (text: string): StmtKind => (/from tokens t join users u/.test(text) ? 'auth' : /insert into "operation_logs"/i.test(text) ? 'log' : 'service');

// ------------------------------------------------------------------ the app under load

export interface Req { method: 'GET' | 'POST'; path: string; body?: string }
export interface Endpoint {
  key: string; label: string; call: string; target: number | null; targetNote: string;
  requests: Req[];
  /** Heavy calls (multi-MB answers): fewer connections and a longer run, so some requests complete. */
  connections?: number; duration?: number;
  /** Answers that are not the JSON envelope (a document, an image, /healthz): checked by status only. */
  raw?: boolean;
  /** A constant route measured for comparison: no SQL to replay. */
  reference?: boolean;
  /** Check (and capture) only this many inputs before the load; default all of them. */
  checkFirst?: number;
}

export interface LoadResult {
  count: number; rps: number; total: number; non2xx: number; errors: number; timeouts: number;
  p50: number; p90: number; p95: number; p99: number; max: number; mean: number;
}

export interface SqlTiming {
  statementsPerRequest: number; authStatements: number; logStatements: number;
  p50: number; p95: number; mean: number; reps: number;
  slowest: { text: string; values: unknown[]; meanMs: number }; plan: string;
}

export interface EndpointResult { endpoint: Omit<Endpoint, 'requests'> & { inputs: number; example: string }; api: LoadResult; api1: LoadResult | null; sql: SqlTiming | null; responseBytes: number }

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

const headersFor = (token: string, r: Req) => ({ token, 'accept-language': 'en-US', ...(r.body ? { 'content-type': 'application/json' } : {}) });

/** bench/load.mjs in a child process on `cfg`; answers its result line. */
function loadInChild<R>(cfg: { url: string; duration: number; connections: number; start?: number; records?: string; requests: (Req & { headers: Record<string, string> })[] }): Promise<R> {
  // Through a file: tens of thousands of inputs exceed what one command-line argument may hold.
  const cfgFile = path.join(os.tmpdir(), `portal-bench-load-${process.pid}.json`);
  fs.writeFileSync(cfgFile, JSON.stringify(cfg));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bench/load.mjs'), cfgFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load.mjs exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as R);
    });
  });
}

export function runLoad(url: string, token: string, requests: Req[], duration: number, connections: number): Promise<LoadResult> {
  return loadInChild({ url, duration, connections, requests: requests.map((r) => ({ ...r, headers: headersFor(token, r) })) });
}

/** A load with a token per request (runLoad sends one token for all), sent in order from the first. */
export function runLoadPerRequest(url: string, requests: (Req & { token: string })[], duration: number, connections: number): Promise<LoadResult & { durationS: number }> {
  return loadInChild({ url, duration, connections, start: 0, requests: requests.map(({ token, ...r }) => ({ ...r, headers: headersFor(token, r) })) });
}

/** Every answer of a load: [request index, ms, 1 for its connection's first], and what still waited at the end: [request index, ms so far]. */
export interface LoadRecords { answered: [number, number, 0 | 1][]; unanswered: [number, number][] }

/** runLoadPerRequest, keeping every answer's time (load.mjs `records`). */
export async function runLoadRecorded(url: string, requests: (Req & { token: string })[], duration: number, connections: number): Promise<LoadResult & { durationS: number; records: LoadRecords }> {
  const records = path.join(os.tmpdir(), `portal-bench-records-${process.pid}.json`);
  const result = await loadInChild<LoadResult & { durationS: number }>({ url, duration, connections, start: 0, records, requests: requests.map(({ token, ...r }) => ({ ...r, headers: headersFor(token, r) })) });
  try {
    return { ...result, records: JSON.parse(fs.readFileSync(records, 'utf8')) as LoadRecords };
  } finally {
    fs.rmSync(records, { force: true });
  }
}

export function inject(app: FastifyInstance, token: string, r: Req) {
  return app.inject({ method: r.method, url: r.path, payload: r.body, headers: headersFor(token, r) });
}

/** The password of every user a benchmark creates (users copied in SQL take its hash). */
export const BENCH_PASSWORD = 'Bench@2026x';

/** Creates the benchmark user once (a user of that type gets that type's built-in role). */
export async function ensureBenchUser(database: Database, username: string, userType: UserType = 'DEALER', name = 'Bench dealer'): Promise<string> {
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) return existing.id;
  return (await createUser(database.db, { username, password: BENCH_PASSWORD, userType, name, email: `${username}@bench.example.com`, company: 'Bench Motors' })).id;
}

/** Logs a user in through the API (password encrypted with the app's public key); answers the token. */
export async function logIn(app: FastifyInstance, username: string, password = BENCH_PASSWORD): Promise<string> {
  const login = await app.inject({ method: 'POST', url: pathOf(authEndpoints.login), payload: { username, password: encryptPassword(app.ctx.cipher.publicKey, password) } });
  const token = (login.json() as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`login of ${username} failed: ${login.body}`);
  return token;
}

/** The app in-process on the benchmark's database, listening on a free port, and a dealer's token. */
export async function startBenchApp(database: Database, dataDir: string): Promise<{ app: FastifyInstance; url: string; token: string }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', CAPTCHA_MODE: 'off', DATA_DIR: dataDir });
  // The bench user: a dealer, as a workshop would log in.
  const username = 'bench-dealer';
  await ensureBenchUser(database, username);
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address() as { port: number };
  try {
    return { app, url: `http://127.0.0.1:${addr.port}`, token: await logIn(app, username) };
  } catch (err) {
    await app.close();
    throw err;
  }
}

/**
 * The measure phase's frame: the generated database with the migrations added since, its statements
 * recorded, and `startApp` for the app on it; app and database are closed however `work` ends.
 */
export async function measuring<T>(
  t: Target, engine: Engine,
  work: (m: { database: Database; recorder: StatementRecorder; startApp: (dataDir: string) => ReturnType<typeof startBenchApp> }) => Promise<T>,
): Promise<T> {
  const database = await openEngine(t, engine);
  // set by startApp, which TypeScript's flow analysis does not follow
  let app = null as FastifyInstance | null;
  try {
    await migrateForMeasure(t, engine, database);
    const recorder = new StatementRecorder(database);
    const startApp = async (dataDir: string) => {
      const started = await startBenchApp(database, dataDir);
      app = started.app;
      return started;
    };
    return await work({ database, recorder, startApp });
  } finally {
    await app?.close();
    await database.close();
  }
}

/** Replays the statements one request ran, directly on a client of the same kind; ms per request. */
export async function replay(t: Target, engine: Engine, database: Database, perInput: Stmt[][], reps: number): Promise<{ times: number[]; perStmt: Map<string, { stmt: Stmt; total: number; n: number }> }> {
  let exec: (s: Stmt) => Promise<unknown>;
  let close = async () => {};
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: pgUrlFor(t) });
    await client.connect();
    exec = (s) => client.query({ text: s.text, values: s.values as unknown[] });
    close = () => client.end();
  } else {
    const client = (database.db as unknown as { $client: { query: (t: string, v: unknown[]) => Promise<unknown> } }).$client;
    exec = (s) => client.query(s.text, s.values);
  }
  const times: number[] = [];
  const perStmt = new Map<string, { stmt: Stmt; total: number; n: number }>();
  try {
    const warm = Math.min(20, reps);
    const started = performance.now();
    for (let i = 0; i < reps + warm; i++) {
      // Bounded: a slow endpoint stops after 20 s with at least 10 measured requests.
      if (performance.now() - started > 20_000 && times.length >= 10) break;
      const stmts = perInput[i % perInput.length];
      let total = 0;
      for (const s of stmts) {
        const t0 = performance.now();
        await exec(s);
        const dt = performance.now() - t0;
        total += dt;
        if (i >= warm) {
          const e = perStmt.get(s.text) ?? { stmt: s, total: 0, n: 0 };
          e.total += dt;
          e.n++;
          perStmt.set(s.text, e);
        }
      }
      if (i >= warm) times.push(total);
    }
  } finally {
    await close();
  }
  return { times, perStmt };
}

export async function explain(t: Target, engine: Engine, database: Database, s: Stmt): Promise<string> {
  const text = `explain (analyze, buffers) ${s.text}`;
  try {
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: pgUrlFor(t) });
      await client.connect();
      try {
        return (await client.query({ text, values: s.values as unknown[] })).rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await client.end();
      }
    }
    return (await raw(database, text, s.values)).map((r) => r['QUERY PLAN']).join('\n');
  } catch (err) {
    return `EXPLAIN failed: ${(err as Error).message}`;
  }
}

export interface LoadSettings { duration: number; warmup: number; connections: number; sqlReps: number }

/**
 * Measures each endpoint: every input must answer 200 (and success, for envelopes); the
 * statements of up to 20 requests are captured and replayed as raw SQL; a warm-up; the measured
 * load run; a one-connection run (latency without queueing). `onEndpoint` sees the results so far.
 */
export async function measureEndpoints(
  run: { target: Target; engine: Engine; database: Database; recorder: StatementRecorder; app: FastifyInstance; url: string; token: string },
  endpoints: Endpoint[],
  settings: LoadSettings,
  onEndpoint: (results: EndpointResult[]) => void = () => {},
): Promise<{ results: EndpointResult[]; authSql: { p50: number; p95: number } | null }> {
  const { target, engine, database, recorder, app, url, token } = run;
  let authSql: { p50: number; p95: number } | null = null;
  const results: EndpointResult[] = [];
  for (const ep of endpoints) {
    if (!ep.requests.length) {
      log(`${engine}: ${ep.key}: no inputs, skipped`);
      continue;
    }
    const waited = await recorder.quiesce();
    if (waited > 1000) log(`${engine}: ${ep.key}: waited ${waited} ms for the previous endpoint's queued requests`);
    const captured: Stmt[][] = [];
    let responseBytes = 0;
    for (const [i, r] of ep.requests.slice(0, ep.checkFirst).entries()) {
      if (i < 20) recorder.start();
      const res = await inject(app, token, r);
      const stmts = recorder.stop();
      if (res.statusCode !== 200 || (!ep.raw && !(res.json() as { success: boolean }).success)) {
        throw new Error(`${engine}: ${ep.key} ${r.method} ${r.path} ${r.body ?? ''} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
      if (i < 20 && stmts) captured.push(stmts);
      if (i < 20) responseBytes += res.body.length;
    }
    responseBytes = Math.round(responseBytes / Math.min(20, ep.requests.length));
    let sql: SqlTiming | null = null;
    if (!ep.reference) {
      const service = captured.map((stmts) => stmts.filter((s) => kindOf(s.text) === 'service'));
      const { times, perStmt } = await replay(target, engine, database, service, settings.sqlReps);
      times.sort((a, b) => a - b);
      const slowest = [...perStmt.values()].sort((a, b) => b.total / b.n - a.total / a.n)[0];
      sql = {
        statementsPerRequest: service[0].length,
        authStatements: captured[0].filter((s) => kindOf(s.text) === 'auth').length,
        logStatements: captured[0].filter((s) => kindOf(s.text) === 'log').length,
        p50: pct(times, 50), p95: pct(times, 95), mean: times.reduce((s, x) => s + x, 0) / times.length, reps: times.length,
        slowest: { text: slowest.stmt.text, values: slowest.stmt.values, meanMs: slowest.total / slowest.n },
        plan: await explain(target, engine, database, slowest.stmt),
      };
      // Requests served from the token cache ran no auth statement: time the ones that did.
      const auth = captured.map((stmts) => stmts.filter((s) => kindOf(s.text) === 'auth')).filter((a) => a.length);
      if (!authSql && auth.length) {
        const { times: at } = await replay(target, engine, database, auth, 100);
        at.sort((a, b) => a - b);
        authSql = { p50: pct(at, 50), p95: pct(at, 95) };
      }
    }
    const connections = ep.connections ?? settings.connections;
    const duration = ep.duration ?? settings.duration;
    // Heavy calls: the inject checks above were their warm-up (a load warm-up would leave requests queued).
    if (!ep.duration) {
      log(`${engine}: ${ep.key}: warm-up ${settings.warmup} s`);
      await runLoad(url, token, ep.requests, settings.warmup, connections);
    }
    await recorder.quiesce();
    log(`${engine}: ${ep.key}: measuring ${duration} s × ${connections} connections`);
    const api = await runLoad(url, token, ep.requests, duration, connections);
    await recorder.quiesce();
    const api1 = await runLoad(url, token, ep.requests, Math.max(2, Math.round(duration / 2)), 1);
    await recorder.quiesce();
    log(`${engine}: ${ep.key}: API p50 ${ms(api.p50)} p95 ${ms(api.p95)} ms, ${Math.round(api.rps)} req/s, 1-conn p50 ${ms(api1.p50)} p95 ${ms(api1.p95)}; SQL p50 ${ms(sql?.p50)} p95 ${ms(sql?.p95)} ms${api.non2xx || api.errors || api.timeouts ? ` (non-2xx ${api.non2xx}, errors ${api.errors}, timeouts ${api.timeouts})` : ''}`);
    const { requests, ...meta } = ep;
    results.push({ endpoint: { ...meta, connections, duration, inputs: requests.length, example: `${requests[0].method} ${requests[0].path}${requests[0].body ? ` ${requests[0].body}` : ''}` }, api, api1, sql, responseBytes });
    onEndpoint(results);
  }
  return { results, authSql };
}

// ------------------------------------------------------------------ report formats

export const ms = (x: number | null | undefined, d = 1) => (x === null || x === undefined ? '–' : x < 10 ? x.toFixed(2) : x.toFixed(d));
export const gb = (b: number | null) => (b === null ? '–' : b >= 1e9 ? `${(b / 1e9).toFixed(2)} GB` : `${(b / 1e6).toFixed(0)} MB`);
export const dur = (m: number) => (m >= 60_000 ? `${Math.floor(m / 60_000)} min ${Math.round((m % 60_000) / 1000)} s` : `${(m / 1000).toFixed(1)} s`);
export const int = (n: number) => n.toLocaleString('en-US');
export const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);

/** The hand-written notes of bench/results/<name>.notes.md, as report lines (none without the file). */
export function notesOf(name: string): string[] {
  const file = path.join(ROOT, `bench/results/${name}.notes.md`);
  return fs.existsSync(file) ? [fs.readFileSync(file, 'utf8').trim(), ''] : [];
}

/** The report's section of each endpoint's slowest statement with its plan, folded. */
export function slowestPlans(meas: { engine: Engine; endpoints: EndpointResult[] }[]): string[] {
  const L = ['## Plans of the slowest statement per endpoint', ''];
  for (const m of meas) {
    for (const r of m.endpoints) {
      if (!r.sql) continue;
      L.push(`<details><summary>${m.engine}: ${r.endpoint.label} (${ms(r.sql.slowest.meanMs)} ms)</summary>`, '', '```sql', r.sql.slowest.text, `-- params: ${JSON.stringify(r.sql.slowest.values).slice(0, 300)}`, '```', '', '```', r.sql.plan, '```', '', '</details>', '');
    }
  }
  return L;
}

/** Writes the report's lines to `out`. */
export function writeReport(out: string, lines: string[]): void {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${lines.join('\n')}\n`);
  log(`wrote ${path.relative(ROOT, out)}`);
}

/** What a measurement keeps: its time and its endpoints' results; re-runs of some endpoints listed. */
export interface Measured { at: string; endpoints: EndpointResult[]; remeasured?: { at: string; keys: string[] }[] }

/**
 * `--only`: the re-measured endpoints replace theirs in the previous measurement and the rest are
 * kept, in the benchmark's order; the re-run is listed. Without a previous one, the fresh result.
 */
export function mergeRemeasured<M extends Measured>(fresh: M, previous: M | null, order: string[]): M {
  if (!previous) return fresh;
  const keys = new Set(fresh.endpoints.map((r) => r.endpoint.key));
  return {
    ...fresh,
    endpoints: [...previous.endpoints.filter((r) => !keys.has(r.endpoint.key)), ...fresh.endpoints]
      .sort((a, b) => order.indexOf(a.endpoint.key) - order.indexOf(b.endpoint.key)),
    remeasured: [...(previous.remeasured ?? []), { at: fresh.at, keys: [...keys] }],
  };
}

/** Saves a measurement; with `--only`, merged into the engine's previous one (mergeRemeasured). */
export function saveMeasurement<M extends Measured>(state: ReturnType<typeof stateFiles<unknown, M>>, engine: Engine, fresh: M, only: string, order: string[]): M {
  const merged = mergeRemeasured(fresh, only ? state.measured(engine) : null, order);
  state.save('measure', engine, merged);
  return merged;
}

/** What a benchmark keeps per engine in its state dir: `gen-<engine>.json`, `measure-<engine>.json`. */
export function stateFiles<G, M>(dir: string) {
  const file = (phase: 'gen' | 'measure', engine: Engine) => path.join(dir, `${phase}-${engine}.json`);
  const all = <T>(phase: 'gen' | 'measure') => (['postgres', 'pglite'] as Engine[]).map((e) => readJson<T>(file(phase, e))).filter((x): x is T => !!x);
  return {
    file,
    gen: (engine: Engine) => readJson<G>(file('gen', engine)),
    measured: (engine: Engine) => readJson<M>(file('measure', engine)),
    save(phase: 'gen' | 'measure', engine: Engine, value: G | M, suffix = '') {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file(phase, engine) + suffix, JSON.stringify(value, null, 2));
    },
    /** Both engines' generation and measurement results that exist. */
    results: () => ({ gens: all<G>('gen'), meas: all<M>('measure') }),
  };
}

// ------------------------------------------------------------------ rounds, memory, report heading

/** One call through `app.inject` that must answer 200 with success (a benchmark's input check). */
export async function expectSuccess(app: FastifyInstance, token: string, r: Req) {
  const res = await inject(app, token, r);
  if (res.statusCode !== 200 || !(res.json() as { success: boolean }).success) throw new Error(`${r.method} ${r.path} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

/** This process's (the in-process server's) CPU time per answered request since `since`, in ms: less sensitive to the machine's other load than latency. */
export function cpuPerRequest(since: NodeJS.CpuUsage, requests: number): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000 / Math.max(1, requests);
}

/** The item with the median value (the lower middle of an even count). */
export function medianBy<T>(items: T[], value: (t: T) => number): T {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor((items.length - 1) / 2)];
}

/** Loads run in rounds (each round the same loads in the same order): per load, the round with the median p95, and every round's p95. */
export function medianRounds<R extends { load: LoadResult }>(rounds: R[][]): (R & { roundsP95: number[] })[] {
  return rounds[0].map((_, i) => {
    const all = rounds.map((r) => r[i]);
    return { ...medianBy(all, (r) => r.load.p95), roundsP95: all.map((r) => r.load.p95) };
  });
}

/** One measured load of a benchmark's list: its key and label, as the report lists it. */
export interface SetRun { key: string; label: string; connections: number; load: LoadResult; cpuMs: number; roundsP95?: number[] }

/**
 * Named sets of requests, each warmed up then loaded at one connection, `rounds` times over: per
 * set, the round with the median p95 and every round's p95 (medianRounds).
 */
export async function measureSetsInRounds(
  url: string, token: string, sets: readonly [key: string, label: string, reqs: Req[]][],
  o: { engine: Engine; rounds: number; warmup: number; duration: number },
): Promise<(SetRun & { roundsP95: number[] })[]> {
  const rounds: SetRun[][] = [];
  for (let round = 1; round <= o.rounds; round++) {
    log(`${o.engine}: round ${round} of ${o.rounds}`);
    const runs: SetRun[] = [];
    for (const [key, label, reqs] of sets) {
      await runLoad(url, token, reqs, o.warmup, 1);
      const cpu0 = process.cpuUsage();
      const load = await runLoad(url, token, reqs, o.duration, 1);
      const cpuMs = cpuPerRequest(cpu0, load.count);
      log(`${key}: p50 ${ms(load.p50)} p95 ${ms(load.p95)} ms, ${Math.round(load.rps)} req/s, server CPU ${ms(cpuMs)} ms/request${load.non2xx || load.errors ? ` (non-2xx ${load.non2xx}, errors ${load.errors})` : ''}`);
      runs.push({ key, label, connections: 1, load, cpuMs });
    }
    rounds.push(runs);
  }
  return medianRounds(rounds);
}

/** What `sampleMemory` saw of this process, in MB; the live heap only with --expose-gc. */
export interface MemorySample { rssBeforeMb: number; rssPeakMb: number; growthMb: number; heapPeakMb: number; liveHeapBeforeMb: number; liveHeapPeakMb: number | null }

/**
 * Runs `work` while sampling this process's memory every 20 ms (the app runs in-process, so this is
 * the server's): RSS growth = peak − before; with --expose-gc a full collection every 250 ms, so the
 * live heap's peak is memory the work holds.
 */
export async function sampleMemory<T>(work: () => Promise<T>): Promise<{ result: T; memory: MemorySample }> {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  let tick = 0;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    if (global.gc && ++tick % 12 === 0) {
      global.gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
  }, 20);
  try {
    const result = await work();
    const mb = (b: number) => Math.round((b / 1e6) * 10) / 10;
    return {
      result,
      memory: { rssBeforeMb: mb(before.rss), rssPeakMb: mb(peakRss), growthMb: mb(peakRss - before.rss), heapPeakMb: mb(peakHeap), liveHeapBeforeMb: mb(before.heapUsed), liveHeapPeakMb: global.gc ? mb(peakLive) : null },
    };
  } finally {
    clearInterval(timer);
  }
}

/** A report's section heading for one engine: where and when it was measured, and the data generated. */
export function engineHeading(m: { engine: Engine; at: string; machine: ReturnType<typeof machine> }, gen?: { counts: Record<string, number>; totalMs: number }): string[] {
  return [
    `## ${m.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, '',
    `Measured ${m.at.slice(0, 16).replace('T', ' ')} UTC on ${m.machine.cpus} × ${m.machine.cpuModel}, ${m.machine.memoryGb} GB, Node ${m.machine.node}; load average at the end ${m.machine.loadavg.join(' ')}.`,
    ...(gen ? [`Data: ${Object.entries(gen.counts).map(([k, v]) => `${k} ${int(v)}`).join(', ')} (generated in ${dur(gen.totalMs)}).`] : []),
  ];
}

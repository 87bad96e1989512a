import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema.js';
import type { Listen } from './read-cache.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`. */
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (gzip for backups), to clone this database; checkpointed first, so it carries no WAL to replay. */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /** PGlite only: a checkpoint, when the WAL has moved since the last (see checkpointer). */
  checkpoint?(): Promise<void>;
  /** LISTEN on a channel (on PostgreSQL over a connection of its own, reopened when lost). */
  listen: Listen;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
/** Arbitrary constant: serializes start-up work when several processes start at once. */
const STARTUP_LOCK_KEY = 727_2026;

export interface OpenOptions {
  /** postgres://… ; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; in-memory when absent. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
}

/**
 * PGlite runs PostgreSQL as one standalone backend, and a standalone backend never checkpoints by
 * itself: its WAL grew for the life of the data directory (353 MB after the demo seeding, beside
 * 84 MB of data) and every start replayed all of it (3.3 s; 1.0 s after a checkpoint). So the
 * embedded database checkpoints when its WAL has moved: every CHECKPOINT_EVERY_MS, before it closes
 * and before a dump. A checkpoint removes the WAL it no longer needs beyond 2 × MIN_WAL_MB (a
 * standalone backend uses max_wal_size for nothing else).
 */
const CHECKPOINT_EVERY_MS = 5 * 60_000;
const MIN_WAL_MB = 32;

function checkpointer(client: PGlite): () => Promise<void> {
  const position = async () => (await client.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0].lsn;
  let done = '';
  return async () => {
    if ((await position()) === done) return;
    await client.exec('CHECKPOINT');
    done = await position();
  };
}

/**
 * PGlite runs each statement synchronously on the event loop's thread, and the statements queued
 * behind it follow in promise callbacks, so a backlog ran to its end without the loop turning once:
 * no connection accepted, no socket read, while the server's request timer (it starts when a
 * request has been read) saw nothing of the wait. Under 50 connections a turn took 1–2 s, and as
 * Node (libuv ≥ 1.45) accepts one connection per turn, a new connection's first request waited up
 * to 40 s (docs/decisions/035-embedded-database-under-load.md). So a statement waits for the next
 * turn when this turn has run TURN_MS: a new connection is accepted within a few turns, and the
 * wait moves into the queue the request timer sees. Statements keep their order (PGlite's queue is
 * first in, first out), and a transaction keeps the database while it waits.
 */
const TURN_MS = 10;
let turnStarted = performance.now();

async function takeTurns(): Promise<void> {
  if (performance.now() - turnStarted < TURN_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  turnStarted = performance.now();
}

class TurnTakingPGlite extends PGlite {
  // Every statement, in a transaction or not, runs through this exclusive section.
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await takeTurns();
      return fn();
    });
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const url = opts.url;
    return { db, kind: 'postgres', close: () => pool.end(), listen: (channel, handlers) => listenPg(url, channel, handlers) };
  }
  const client = new TurnTakingPGlite({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    // What a checkpoint keeps of spent WAL for reuse: it would keep as much as went between two
    // checkpoints (350 MB after the demo seeding) up to max_wal_size (1 GB by default).
    startParams: [...PGlite.defaultStartParams, '-c', `min_wal_size=${MIN_WAL_MB}MB`, '-c', `max_wal_size=${2 * MIN_WAL_MB}MB`],
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const checkpoint = checkpointer(client);
  const timer = setInterval(() => void checkpoint().catch(() => {}), CHECKPOINT_EVERY_MS);
  timer.unref();
  return {
    db,
    kind: 'pglite',
    close: async () => {
      clearInterval(timer);
      await checkpoint().catch(() => {});
      await client.close();
    },
    checkpoint,
    dump: async (compression = 'none') => {
      await checkpoint();
      return client.dumpDataDir(compression);
    },
    // One session: its own notifications arrive right after the statement (or the commit).
    listen: async (channel, { onNotify, onListening }) => {
      const stop = await client.listen(channel, onNotify);
      onListening();
      return stop;
    },
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN over a dedicated connection. When it breaks, `onLost` runs at once (the caller stops
 * trusting what it cached) and the connection is reopened every second until it listens again.
 */
const listenPg: (url: string, ...rest: Parameters<Listen>) => ReturnType<Listen> = async (url, channel, { onNotify, onListening, onLost }) => {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      onLost();
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void open().catch(() => {}), RELISTEN_DELAY_MS);
    };
    next.on('error', lose);
    next.on('end', lose);
    next.on('notification', (msg) => { if (msg.channel === channel) onNotify(); });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      lose();
      throw err;
    }
    if (stopped) {
      // Stopped while this connection was opening: nobody listens any more.
      await next.end().catch(() => {});
      return;
    }
    client = next;
    onListening();
  };
  await open().catch(() => {}); // not listening yet: nothing is cached until it does
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
};

/** Applies the checked-in migrations. */
export async function migrateDatabase(database: Database, url?: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS });
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.end();
  }
}

/**
 * Runs start-up work (migrations, seeding) alone: on PostgreSQL several processes may start at
 * once, so they take turns on an advisory lock. PGlite has one process by construction.
 */
export async function withStartupLock<T>(database: Database, url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite' || !url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its data directory, and two processes on one directory corrupt it.
 * A lock file holding our pid keeps a second process out; a stale one (dead pid) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server process (pid ${pid}). ` +
            'Stop that process first, or set DATA_DIR to another directory, or use PostgreSQL (DATABASE_URL) for several processes.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, lockDataDir, migrateDatabase, openDatabase, withStartupLock, type Database } from './platform/db.js';
import { openFileStorage } from './platform/file-storage.js';
import { ensureBaseData } from './seed/base.js';
import { DEMO_PASSWORD, DEMO_USERS, ensureFirstAdmin, seedDemo } from './seed/demo.js';
import { seedDemoCatalogue } from './seed/catalogue/index.js';
import { seedDemoCompanies } from './seed/users/index.js';
import { seedDemoManuals } from './seed/manuals/index.js';
import { seedDemoLabourTimes } from './seed/labour-times/index.js';
import { seedDemoSpecialTools } from './seed/special-tools/index.js';
import { seedDemoRefdata } from './seed/refdata/index.js';
import { seedDemoCases } from './seed/cases/index.js';
import { seedDemoInquiries } from './seed/inquiry/index.js';
import { seedDemoFavorites } from './seed/favorites/index.js';
import { seedDemoOrders } from './seed/orders/index.js';
import { seedDemoBulletins } from './seed/bulletins/index.js';
import { seedDemoFeedback } from './seed/feedback/index.js';
import { seedDemoDownloads } from './seed/downloads/index.js';
import { seedDemoVip } from './seed/vip/index.js';

/** How long a shutdown lets requests in flight finish before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 3000;
/** How long closing the app or the database may take before the process exits regardless. */
const SHUTDOWN_STEP_MS = 3000;

/** Whether the promise settled within `ms` (a rejection counts as settled: there is nothing left to wait for). */
const settlesWithin = (promise: Promise<unknown>, ms: number) => new Promise<boolean>((resolve) => {
  const timer = setTimeout(() => resolve(false), ms);
  promise.then(() => resolve(true), () => resolve(true)).finally(() => clearTimeout(timer));
});

let app: FastifyInstance | undefined;
let database: Database | undefined;
let release = () => {};
let closing = false;

/**
 * SIGTERM/SIGINT, at any moment (during the demo seeding too): stop taking requests, give those in
 * flight SHUTDOWN_GRACE_MS, then cut their connections (a slow or stalled client would hold
 * Fastify's close forever), close the database (PGlite removes its postmaster.pid), release the
 * data-dir lock, exit. Every step is bounded, so the process is gone within seconds; a second
 * signal exits at once.
 */
async function shutdown(signal: string) {
  if (closing) {
    release();
    process.exit(1);
  }
  closing = true;
  if (app) app.log.info(`${signal}: closing`);
  else console.log(`${signal}: closing`);
  let clean = true;
  if (app) {
    const server = app.server;
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    clean = await settlesWithin(app.close(), SHUTDOWN_GRACE_MS + SHUTDOWN_STEP_MS);
    clearTimeout(cut);
  }
  if (database) clean = (await settlesWithin(database.close(), SHUTDOWN_STEP_MS)) && clean;
  release();
  process.exit(clean ? 0 : 1);
}

/** config → database → migrate → base data → demo data or first admin → listen. */
async function main() {
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const config = loadConfig();
  if (!config.databaseUrl) release = lockDataDir(config.dataDir);
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata') });
  const db = database;
  const { seeded, firstAdmin } = await withStartupLock(db, config.databaseUrl, async () => {
    await migrateDatabase(db, config.databaseUrl);
    await ensureBaseData(db.db);
    const seeded = config.seedDemo ? await seedDemo(db.db) : false;
    if (config.seedDemo) {
      const files = openFileStorage(config, db.db);
      const log = (line: string) => console.log(line);
      await seedDemoCompanies(db.db, log);
      await seedDemoCatalogue(db.db, files, log);
      await seedDemoLabourTimes(db.db, log);
      await seedDemoSpecialTools(db.db, files, log);
      await seedDemoManuals(db.db, files, log);
      await seedDemoRefdata(db.db, log);
      await seedDemoCases(db.db, log);
      await seedDemoInquiries(db.db, log);
      await seedDemoFavorites(db.db, log);
      await seedDemoOrders(db.db, log);
      await seedDemoBulletins(db.db, log);
      await seedDemoFeedback(db.db, log);
      await seedDemoDownloads(db.db, files, log);
      await seedDemoVip(db.db, log);
    }
    return {
      seeded,
      firstAdmin: config.seedDemo ? null : await ensureFirstAdmin(db.db, config.adminPassword),
    };
  });
  if (closing) return;
  // the start-up work (a first demo seeding writes 350 MB of WAL) is not replayed by the next start
  await db.checkpoint?.();
  if (closing) return;

  app = await buildApp({ config, database: db });
  if (closing) return;

  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');
  const lines = [
    '',
    `  Service portal is running at ${url}/`,
    `  Database: ${db.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Files: ${{ local: path.join(config.dataDir, 'files'), postgres: 'in the database', s3: `bucket ${config.s3?.bucket}` }[config.fileStorage]} (FILE_STORAGE=${config.fileStorage})`,
    `  API documentation: ${url}/docs`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo accounts${seeded ? ' (created now)' : ''}, password ${DEMO_PASSWORD}:`);
    for (const u of DEMO_USERS) lines.push(`    ${u.username.padEnd(13)} ${u.userType}`);
    lines.push('    (and the visitor login on the login page)');
  }
  if (firstAdmin) lines.push(`  First administrator: admin / ${firstAdmin}  (shown once; change it after logging in)`);
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  // A shutdown during the start closes the database under the seeding: that shutdown exits.
  if (closing) return;
  release();
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});

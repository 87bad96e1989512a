import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, lockDataDir, migrateDatabase, openDatabase, withStartupLock } from './platform/db.js';
import { localFileStorage } from './platform/files.js';
import { ensureBaseData } from './seed/base.js';
import { DEMO_PASSWORD, DEMO_USERS, ensureFirstAdmin, seedDemo } from './seed/demo.js';
import { seedDemoCatalogue } from './seed/catalogue/index.js';
import { seedDemoManuals } from './seed/manuals/index.js';
import { seedDemoServiceData } from './seed/service-data/index.js';

/** config → database → migrate → base data → demo data or first admin → listen. */
async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata') });
  const { seeded, firstAdmin } = await withStartupLock(database, config.databaseUrl, async () => {
    await migrateDatabase(database, config.databaseUrl);
    await ensureBaseData(database.db);
    const seeded = config.seedDemo ? await seedDemo(database.db) : false;
    if (config.seedDemo) {
      const files = localFileStorage(path.join(config.dataDir, 'files'));
      const log = (line: string) => console.log(line);
      await seedDemoCatalogue(database.db, files, log);
      await seedDemoServiceData(database.db, files, log);
      await seedDemoManuals(database.db, files, log);
    }
    return {
      seeded,
      firstAdmin: config.seedDemo ? null : await ensureFirstAdmin(database.db, config.adminPassword),
    };
  });

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');
  const lines = [
    '',
    `  Service portal is running at ${url}/`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)'}`,
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
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});

/**
 * `npm run files:move -- --to=postgres [--from=local] [--delete-source]`: every file of the
 * installation configured as for `npm start` (DATABASE_URL, DATA_DIR) from one storage driver into
 * another, each copy checked by SHA-256. Safe to run again (what is already there is skipped) and
 * while a PostgreSQL server runs; PGlite: stop the server first. Then set FILE_STORAGE to the
 * target. See docs/deployment.md.
 */
import path from 'node:path';
import { loadConfig } from '../server/src/config.js';
import { lockDataDir, openDatabase } from '../server/src/platform/db.js';
import { FILE_STORAGE_KINDS, fileStorageOf, storedKeys, type FileStorageKind } from '../server/src/platform/file-storage.js';
import { moveFiles } from './lib/files-move.js';
import { flag } from './lib/portal.js';

const config = loadConfig();
const to = flag('to', '') as FileStorageKind;
const from = flag('from', to === 'local' ? 'postgres' : 'local') as FileStorageKind;
if (!FILE_STORAGE_KINDS.includes(to) || !FILE_STORAGE_KINDS.includes(from) || to === from) {
  console.error(`Usage: npm run files:move -- --to=${FILE_STORAGE_KINDS.join('|')} [--from=${FILE_STORAGE_KINDS.join('|')}] [--delete-source]`);
  process.exit(2);
}
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pgdata') });
let failed = 0;
try {
  const where = { dataDir: config.dataDir, db: database.db, s3: config.s3 };
  console.log(`Moving files from ${from} to ${to}…`);
  const report = await moveFiles({
    from: fileStorageOf(from, where), to: fileStorageOf(to, where), keys: storedKeys(from, where), db: database.db,
    deleteSource: flag('delete-source', 'false') === 'true', log: (l) => console.log(`  ${l}`),
  });
  failed = report.failed.length;
  console.log([
    `  copied: ${report.copied} (${(report.bytesCopied / 1e6).toFixed(1)} MB), SHA-256 checked`,
    `  already there with the same SHA-256: ${report.alreadyThere}`,
    `  deleted from ${from}: ${report.deletedFromSource}`,
    `  failed: ${failed}`,
  ].join('\n'));
  if (!failed) console.log(`Done. Set FILE_STORAGE=${to} (and restart) if it is not set yet.`);
} catch (err) {
  console.error(`Move failed: ${(err as Error).message}`);
  failed = 1;
} finally {
  await database.close();
  release();
}
process.exit(failed ? 1 : 0);

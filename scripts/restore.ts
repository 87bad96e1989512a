/**
 * `npm run restore -- --from=<backup dir> [--force]`: into the installation configured as for
 * `npm start` (DATABASE_URL, DATA_DIR), with the server stopped; then every table is checked
 * against the backup's row counts and checksums. See docs/deployment.md.
 */
import path from 'node:path';
import { loadConfig } from '../server/src/config.js';
import { restore } from './lib/backup.js';
import { flag } from './lib/portal.js';

const config = loadConfig();
const from = flag('from', '');
if (!from) {
  console.error('Usage: npm run restore -- --from=<backup directory> [--force]');
  process.exit(2);
}
try {
  const diff = await restore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, s3: config.fileStorage === 's3' ? config.s3 : null }, path.resolve(process.cwd(), from), { force: flag('force', 'false') === 'true' }, (l) => console.log(`  ${l}`));
  if (diff.length) {
    console.error(`Restored, but ${diff.length} table(s) differ from the backup:\n${diff.map((d) => `  ${d}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Restored from ${from}: every table's row count and checksum match the backup.`);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}

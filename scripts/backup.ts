/**
 * `npm run backup [-- --out=backups/portal-<time>]`: the database and DATA_DIR/files of the
 * installation configured as for `npm start` (DATABASE_URL, DATA_DIR). PGlite: stop the server
 * first (the backup takes the data directory's lock). See docs/deployment.md.
 */
import path from 'node:path';
import { loadConfig } from '../server/src/config.js';
import { backup } from './lib/backup.js';
import { flag, ROOT } from './lib/portal.js';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const out = path.resolve(process.cwd(), flag('out', path.join(ROOT, 'backups', `portal-${stamp}`)));
try {
  const manifest = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, s3: config.fileStorage === 's3' ? config.s3 : null }, out, (l) => console.log(`  ${l}`));
  console.log(`Backup of the ${manifest.engine === 'postgres' ? 'PostgreSQL database' : `embedded database in ${config.dataDir}`} written to ${out}`);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}

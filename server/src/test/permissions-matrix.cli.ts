import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase } from '../platform/db.js';
import { MATRIX_FILE, matrixRoutes, renderPermissionsMatrix } from './access-matrix.js';

/**
 * `npm run docs:permissions`: writes docs/permissions-matrix.md from the app's route table. The
 * routes are only known once every module has registered, so the app is built (on an empty
 * in-memory database) and its table read; nothing listens.
 */
async function main() {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), database });
  await app.ready();
  fs.writeFileSync(MATRIX_FILE, renderPermissionsMatrix(matrixRoutes(app.routeTable)));
  await app.close();
  await database.close();
  console.log(`wrote ${path.relative(process.cwd(), MATRIX_FILE)}`);
}

await main();

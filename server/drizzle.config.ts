import { defineConfig } from 'drizzle-kit';

/** drizzle-kit only generates migrations; the app applies them at start (see platform/db.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});

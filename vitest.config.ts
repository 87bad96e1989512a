import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code of contract and web), `api` (server modules against a real
 * database: PGlite, or PostgreSQL when DATABASE_URL is set), `e2e` (Chromium journeys).
 */
export default defineConfig({
  test: {
    // Two workers keep both cores of the CI machine busy (the default is cores - 1). The journeys
    // use them too: a journey mostly waits (on the server, the browser, the network), so two files at
    // once finish in little more than the time of one (bench: CI stage times in .ci/run).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contract/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file opens its own database copy and app, so files share nothing but imported
          // modules: one module graph per worker (not per file) saves importing the whole server
          // 66 times (decision 026).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The harness, Playwright and the contract are imported once per worker, not once per file
          // (some 5 s of a busy machine each); every file still starts its own server and context.
          isolate: false,
        },
      },
    ],
  },
});

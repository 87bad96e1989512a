import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { runKillTest, type KillResult } from '../../scripts/lib/kill.js';

/*
 * kill -9 under writes, small: the real server process, a burst of logins, remarks, favourites and
 * manual imports, SIGKILL at a random moment, restart on the same data. The full run (20 cycles on
 * PGlite, 5 on PostgreSQL) is `npm run test:kill`; see docs/decisions/013-durability.md.
 */

function expectDurable(r: KillResult, cycles: number) {
  expect(r.failures).toEqual([]);
  expect(r.cycles).toHaveLength(cycles); // it started again after every kill
  expect(r.halfImports).toBe(0);
  const { logins, remarks, favourites, imports } = r.acknowledged;
  expect(logins + remarks + favourites + imports).toBeGreaterThan(0);
  // Every write answered with success was found after the restart (an import in flight may be there too).
  expect(r.verified.logins).toBe(logins);
  expect(r.verified.remarks).toBe(remarks);
  expect(r.verified.favourites).toBe(favourites);
  expect(r.verified.imports).toBeGreaterThanOrEqual(imports);
}

describe('kill -9 under writes', () => {
  it.runIf(!process.env.DATABASE_URL)('PGlite: starts again after every SIGKILL with every acknowledged write and no half import', async () => {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    expectDurable(await runKillTest({ engine: 'pglite', cycles: 3, baseTopics: 60, killAfterMs: [300, 3000], pgliteTemplate: template }), 3);
  }, 300_000);

  it.runIf(!!process.env.DATABASE_URL)('PostgreSQL: starts again after a SIGKILL with every acknowledged write and no half import', async () => {
    expectDurable(await runKillTest({ engine: 'postgres', cycles: 1, baseTopics: 60, killAfterMs: [300, 3000], pgUrl: process.env.DATABASE_URL }), 1);
  }, 300_000);
});

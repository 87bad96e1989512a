import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authEndpoints, routeOf, systemEndpoints } from '@portal/contract';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { call, fileTestApp } from '../test/helpers.js';

const t = fileTestApp();
const SLOW_MS = 1000;

/** An app on the file's database logging at warn level (as in production) into `lines`. */
async function withLoggedApp(work: (app: Awaited<ReturnType<typeof buildApp>>, lines: () => Record<string, unknown>[]) => Promise<void>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>)));
  const config = { ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }), slowRequestMs: SLOW_MS };
  const app = await buildApp({ config, database: t.database, logStream: stream });
  try {
    await work(app, () => lines);
  } finally {
    await app.close();
  }
}

describe('waits longer than SLOW_REQUEST_SECONDS', () => {
  it('are logged as a slow request with the wait, when the request waited for the database', async () => {
    await withLoggedApp(async (app, lines) => {
      // The table the request reads is held past the threshold (on PGlite the transaction holds the one session).
      const holding = t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table login_attempts in access exclusive mode`);
        await sleep(SLOW_MS * 1.5);
      });
      await sleep(50);
      const [quick, held] = await Promise.all([
        call(app, ...routeOf(systemEndpoints.healthz)),
        call(app, ...routeOf(authEndpoints.captchaRequired), { query: { username: 'someone' } }),
      ]);
      await holding;
      expect([quick.status, held.status]).toEqual([200, 200]);
      const slow = lines().filter((l) => l.msg === 'slow request');
      expect(slow).toHaveLength(1);
      expect(slow[0]).toMatchObject({ level: 40, statusCode: 200, req: { method: 'GET', url: expect.stringContaining(routeOf(authEndpoints.captchaRequired)[1]) } });
      expect(slow[0].waitedMs).toBeGreaterThanOrEqual(SLOW_MS);
    });
  });

  it('are logged as a blocked event loop when nothing turned it: the wait no request timer sees', async () => {
    await withLoggedApp(async (_app, lines) => {
      const until = performance.now() + SLOW_MS * 1.5;
      while (performance.now() < until) { /* the loop stands, as under a long statement of the embedded database */ }
      await sleep(500);
      const blocked = lines().filter((l) => l.msg === 'event loop blocked: requests arriving meanwhile waited unseen');
      expect(blocked).toHaveLength(1);
      expect(blocked[0].blockedMs).toBeGreaterThanOrEqual(SLOW_MS);
    });
  });
});

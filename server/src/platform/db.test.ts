import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pathOf, systemEndpoints } from '@portal/contract';
import { fileTestApp } from '../test/helpers.js';

const t = fileTestApp();

describe('the database under a backlog', () => {
  it('leaves the server free to accept a new connection and answer it before the backlog is through', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // Statements one after another, as requests queue them, until the answer is in: on the
    // embedded database (run on this thread) they must let the event loop turn between them.
    const BACKLOG = 1000;
    let done = 0;
    let answered = false;
    const backlog = (async () => {
      while (!answered && done < BACKLOG) {
        await t.db.execute(sql`select pg_sleep(0.005)`);
        done++;
      }
    })();
    const res = await fetch(`${base}${pathOf(systemEndpoints.healthz)}`, { headers: { connection: 'close' } });
    answered = true;
    await backlog;
    expect(res.status).toBe(200);
    expect(done).toBeLessThan(BACKLOG);
  });
});

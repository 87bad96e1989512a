/**
 * Statements per request of the cart and order calls (bench/results/orders.notes.md): the app
 * in-process on the generated bench database of `npm run bench:orders` (run its gen phase first),
 * every statement it sends through the engine's client recorded (StatementRecorder). Each call
 * runs three times and the third is shown, so the token check is cached as under load.
 *
 *   node --import tsx bench/orders-statements.ts [--engines=postgres]
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { commonOptions, kindOf, logIn, openEngine, raw, startBenchApp, StatementRecorder, type Req } from './kit.js';
import { ordersEndpoints, pathOf } from '@portal/contract';

const opts = commonOptions({ pgDatabase: 'portal_bench_orders', stateDir: 'bench/.data/orders', out: 'bench/results/orders.md' });
const target = { pgUrl: opts.pgUrl, pgDatabase: opts.pgDatabase, pgliteDir: opts.pgliteDir };

async function send(app: FastifyInstance, token: string, r: Req) {
  const res = await app.inject({ method: r.method, url: r.path, payload: r.body, headers: { token, 'accept-language': 'en-US', ...(r.body ? { 'content-type': 'application/json' } : {}) } });
  if (res.statusCode !== 200 || !(res.json() as { success: boolean }).success) throw new Error(`${r.method} ${r.path} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
}

for (const engine of opts.engines) {
  const database = await openEngine(target, engine);
  const recorder = new StatementRecorder(database);
  const { app, token } = await startBenchApp(database, path.join(opts.stateDir, `app-${engine}`));
  try {
    const buyer = await logIn(app, 'bench-buyer-1');
    const lines = (await raw(database, `select c.id from cart_items c join users u on u.id = c.user_id where u.username = 'bench-buyer-1' order by c.id desc limit 6`)).map((r) => String(r.id));
    const history = await logIn(app, 'bench-history');
    const calls: { label: string; token: string; req: (i: number) => Req }[] = [
      { label: 'add to cart', token, req: () => ({ method: 'POST', path: pathOf(ordersEndpoints.addToCart), body: JSON.stringify({ partCode: 'BP-00001', amount: 2 }) }) },
      { label: 'read the cart', token, req: () => ({ method: 'GET', path: pathOf(ordersEndpoints.cart) }) },
      { label: 'submit two lines', token: buyer, req: (i) => ({ method: 'POST', path: pathOf(ordersEndpoints.submit), body: JSON.stringify({ ids: lines.slice(2 * i, 2 * i + 2) }) }) },
      { label: 'history page 50', token: history, req: () => ({ method: 'GET', path: `${pathOf(ordersEndpoints.history)}?page=50&pageSize=10` }) },
      { label: 'history by status', token: history, req: () => ({ method: 'GET', path: `${pathOf(ordersEndpoints.history)}?status=SHIPPED&page=2&pageSize=10` }) },
    ];
    console.log(`${engine}:`);
    for (const call of calls) {
      for (let i = 0; i < 3; i++) {
        await recorder.quiesce();
        recorder.start();
        await send(app, call.token, call.req(i));
        const stmts = recorder.stop()!;
        if (i < 2) continue;
        console.log(`  ${call.label}: ${stmts.length} statement(s)`);
        for (const s of stmts) console.log(`    [${kindOf(s.text)}] ${s.text.replace(/\s+/g, ' ').trim().slice(0, 110)}`);
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
}

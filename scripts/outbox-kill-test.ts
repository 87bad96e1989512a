/**
 * `npm run test:kill:outbox`: kill -9 of the portal while it hands messages over to a slow DMS
 * (issue 11 §2). A test receiver (node:http, checks every signature, acts on each idempotency key
 * once and acknowledges repeats) answers after --delay-ms; the portal runs on a PostgreSQL database
 * made for the run. Each cycle: orders are submitted over HTTP by two dealers (cart add, submit;
 * `--source=orders`, the default when the orders module is there) or, without it, messages are
 * written with enqueueOutbox in committed transactions (`--source=outbox`), while the server
 * delivers; the server's process group gets SIGKILL at a random moment and is started again. At
 * the end every order in the database (acknowledged or cut by the kill) and every acknowledged
 * one must have reached the receiver, and none may have been acted on twice; repeats the receiver
 * acknowledged (a delivery cut by the kill, sent again once its lease ran out) are counted.
 * Flags: --cycles=5 --delay-ms=300 --source=orders|outbox --pg-url=postgres://postgres@127.0.0.1:5432 --out=bench/results/outbox-kill.md
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../server/src/platform/db.js';
import { rowsOf } from '../server/src/platform/sql.js';
import { ensureBaseData } from '../server/src/seed/base.js';
import { enqueueOutbox } from '../server/src/platform/outbox.js';
import { TestReceiver } from '../server/src/test/fixtures/outbox.js';
import { Api, createPgDatabase, dropPgDatabase, flag, killHard, pgReachable, pgUrlFor, prepareDatabase, ROOT, startServer, stopServer, succeeded, type ServerProcess } from './lib/portal.js';
import { ordersEndpoints, routeOf } from '@portal/contract';

const cycles = Number(flag('cycles', '5'));
const delayMs = Number(flag('delay-ms', '300'));
const pgBase = flag('pg-url', process.env.KILL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432');
const out = path.resolve(ROOT, flag('out', 'bench/results/outbox-kill.md'));
/** The delivery timeout; a message claimed by the killed process is taken again this + 10 s later (the lease). */
const TIMEOUT_SECONDS = 2;
const SECRET = 'kill-test-secret-0123456789';
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!(await pgReachable(pgUrlFor(pgBase, 'postgres')))) {
  console.error(`no PostgreSQL at ${pgBase}`);
  process.exit(1);
}
const dbName = `portal_outbox_kill_${process.pid}`;
const url = await createPgDatabase(pgBase, dbName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-kill-'));
const database = await openDatabase({ url });
await migrateDatabase(database, url);
await ensureBaseData(database.db);
const hasOrders = rowsOf<{ t: string | null }>(await database.db.execute(sql`select to_regclass('public.orders')::text as t`))[0].t !== null;
const source = flag('source', hasOrders ? 'orders' : 'outbox') as 'orders' | 'outbox';
if (source === 'orders' && !hasOrders) {
  console.error('--source=orders needs the orders module');
  process.exit(1);
}
// Orders need the demo dealers and the priced spare parts of the demo catalogue.
if (source === 'orders') await prepareDatabase({ url, dataDir });
const receiver = await TestReceiver.start(SECRET);
receiver.delayMs = delayMs;
const env = {
  DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'Kill@2026x', LOG_LEVEL: 'warn',
  DMS_ORDER_ENDPOINTS: receiver.url, DMS_SECRET: SECRET, OUTBOX_POLL_SECONDS: '0.5', OUTBOX_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
};

interface Cycle { cycle: number; killedAfterMs: number; committed: number; deliveredBeforeKill: number; inFlightAtKill: number; restartMs: number }
const rows: Cycle[] = [];
const committed: string[] = [];
const failures: string[] = [];
const deliveredCount = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from outbox_messages where state = 'delivered'`))[0].n;

let server: ServerProcess = await startServer(env);
let drainMs = 0;
/** Order submissions answered with success (their order numbers), and submissions cut by a kill. */
let cutSubmissions = 0;
const buyers: { token: string }[] = [];
let partCodes: string[] = [];
if (source === 'orders') {
  partCodes = rowsOf<{ code: string }>(await database.db.execute(sql`select code from parts where is_spare and price is not null order by code limit 20`)).map((r) => r.code);
  if (!partCodes.length) throw new Error('no priced spare part in the demo catalogue');
  for (const username of ['dealer', 'station']) {
    const login = await new Api(server.base).login(username);
    if (!login.token) throw new Error(`login ${username}: ${JSON.stringify(login.body)}`);
    buyers.push({ token: login.token });
  }
}

/** One order as a dealer places it: a part into the cart, then submit that line. Answers the order number, or null when cut. */
async function submitOrder(api: Api, buyer: { token: string }, i: number): Promise<string | null> {
  try {
    const added = await api.call(...routeOf(ordersEndpoints.addToCart), { token: buyer.token, body: { partCode: partCodes[i % partCodes.length] } });
    if (!succeeded(added)) throw new Error(`add to cart: ${JSON.stringify(added.body)}`);
    const submitted = await api.call(...routeOf(ordersEndpoints.submit), { token: buyer.token, body: { ids: [added.body.data.id] } });
    if (!succeeded(submitted)) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
    return submitted.body.data.orderNo as string;
  } catch (err) {
    if ((err as Error).message.startsWith('add to cart') || (err as Error).message.startsWith('submit')) throw err;
    cutSubmissions += 1; // the kill cut the connection: the order may or may not be there
    return null;
  }
}
const firstStartMs = server.startMs;
const load0 = os.loadavg();
try {
  for (let cycle = 1; cycle <= cycles; cycle++) {
    let writing = true;
    let written = 0;
    // Tokens live in the database: they outlast the restart, the address (a new port) does not.
    const api = new Api(server.base);
    // Order submissions over HTTP (one writer per dealer), or one committed enqueue per message.
    const writer = source === 'orders' ? Promise.all(buyers.map(async (buyer, w) => {
      for (let i = 0; writing; i++) {
        const orderNo = await submitOrder(api, buyer, i + w);
        if (orderNo) { committed.push(orderNo); written += 1; }
      }
    })).then(() => {}) : (async () => {
      for (let i = 0; writing; i++) {
        const key = `SO-K${cycle}-${String(i).padStart(4, '0')}`;
        await database.db.transaction((tx) => enqueueOutbox(tx, { topic: 'order.submitted', key, payload: { orderNo: key, cycle, lines: [{ partCode: 'P-1', quantity: 1 + (i % 5) }] } }));
        committed.push(key);
        written += 1;
        await sleep(15);
      }
    })();
    const killedAfterMs = Math.round(800 + Math.random() * 3200);
    await sleep(killedAfterMs);
    const inFlightAtKill = receiver.inFlight;
    writing = false;
    await killHard(server);
    await writer;
    const deliveredBeforeKill = await deliveredCount();
    server = await startServer(env);
    rows.push({ cycle, killedAfterMs, committed: written, deliveredBeforeKill, inFlightAtKill, restartMs: Math.round(server.startMs) });
    log(`cycle ${cycle}: killed after ${killedAfterMs} ms with ${inFlightAtKill} deliveries in flight; ${written} written, ${deliveredBeforeKill} delivered in all before the kill; restarted in ${(server.startMs / 1000).toFixed(1)} s`);
  }
  // Everything written must arrive: the messages cut by a kill once their lease runs out.
  const t0 = Date.now();
  const limitMs = (TIMEOUT_SECONDS + 10) * 1000 + 60_000;
  const total = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from outbox_messages`))[0].n;
  while ((await deliveredCount()) < (await total()) && Date.now() - t0 < limitMs) await sleep(250);
  drainMs = Date.now() - t0;
} finally {
  await stopServer(server);
}
const load1 = os.loadavg();

const inDb = rowsOf<{ key: string; state: string }>(await database.db.execute(sql`select key, state from outbox_messages`));
// Orders: every order in the database counts, also one whose submission the kill cut after its commit.
const ordersInDb = source === 'orders' ? rowsOf<{ no: string }>(await database.db.execute(sql`select order_no as no from orders`)).map((r) => r.no) : [];
const acknowledged = committed.length;
const expected = source === 'orders' ? ordersInDb : committed;
const unacknowledgedOrders = source === 'orders' ? ordersInDb.filter((k) => !committed.includes(k)).length : 0;
const lostAcknowledged = source === 'orders' ? committed.filter((k) => !ordersInDb.includes(k)) : [];
if (lostAcknowledged.length) failures.push(`${lostAcknowledged.length} acknowledged orders missing from the database: ${lostAcknowledged.slice(0, 5).join(', ')}`);
const stateOf = new Map(inDb.map((r) => [r.key, r.state]));
const missingInDb = expected.filter((k) => !stateOf.has(k));
const notDelivered = expected.filter((k) => stateOf.get(k) !== 'delivered');
const notReceived = expected.filter((k) => !receiver.taken.has(k));
const perKey = new Map<string, number>();
for (const d of receiver.deliveries) perKey.set(d.key, (perKey.get(d.key) ?? 0) + 1);
const repeatedKeys = [...perKey.values()].filter((n) => n > 1).length;
const unsigned = receiver.deliveries.filter((d) => !d.signatureValid).length;
const extra = [...receiver.taken].filter((k) => !expected.includes(k));
if (missingInDb.length) failures.push(`${missingInDb.length} committed ${source === 'orders' ? 'orders without their outbox message' : 'messages missing from the outbox'}: ${missingInDb.slice(0, 5).join(', ')}`);
if (notDelivered.length) failures.push(`${notDelivered.length} not delivered within the drain: ${notDelivered.slice(0, 5).join(', ')}`);
if (notReceived.length) failures.push(`${notReceived.length} never reached the receiver: ${notReceived.slice(0, 5).join(', ')}`);
if (extra.length) failures.push(`${extra.length} keys received that were never committed: ${extra.slice(0, 5).join(', ')}`);
if (receiver.taken.size !== new Set(expected).size) failures.push(`receiver acted on ${receiver.taken.size} keys for ${expected.length} committed ${source === 'orders' ? 'orders' : 'messages'}`);
if (unsigned) failures.push(`${unsigned} deliveries with an invalid signature`);

const lines = [
  '# kill -9 during the DMS handover',
  '',
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run test:kill:outbox\` (scripts/outbox-kill-test.ts) on ${os.cpus().length} cores, Node ${process.version}, PostgreSQL (a database made for the run).`,
  `Load average ${load0.map((x) => x.toFixed(2)).join(' / ')} at the start, ${load1.map((x) => x.toFixed(2)).join(' / ')} at the end (1/5/15 min; the machine is shared).`,
  '',
  `The server process (\`server/src/main.ts\`, its own process group) delivers to a test receiver that answers after ${delayMs} ms (a slow DMS),`,
  'checks every signature, acts on each idempotency key once and acknowledges repeats with 200.',
  ...(source === 'orders'
    ? [
        'Two demo dealers (`dealer`, `station`) submit orders over HTTP back to back (a priced spare part into the cart, then submit',
        'that line: the order and its outbox message commit together) while the server delivers; the server gets SIGKILL 0.8–4 s into',
        'each cycle and is started again. Every order in the database at the end counts, also one whose answer the kill cut.',
      ]
    : [
        'Messages are written with `enqueueOutbox` in committed transactions on the same database, one every ~15 ms, while the',
        'server delivers; the server gets SIGKILL 0.8–4 s into each cycle and is started again. The orders module was not there,',
        'so messages are written by the test, not by order submissions over HTTP (the order-level variant: `--source=orders`).',
      ]),
  `Delivery timeout ${TIMEOUT_SECONDS} s, so a message claimed by the killed process is taken again ${TIMEOUT_SECONDS + 10} s later (its lease).`,
  '',
  ...(source === 'orders' ? [`Orders: ${acknowledged} acknowledged, ${ordersInDb.length} in the database (${unacknowledgedOrders} committed but their answer cut by a kill; ${cutSubmissions} submissions cut in all).`, ''] : []),
  '| cycles | messages committed | delivered | reached the receiver | keys the receiver acted on (each once) | repeats acknowledged (keys) | in flight at the kills | drain after the last restart | restart median | first start | failures |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  `| ${rows.length}/${cycles} | ${expected.length} | ${expected.length - notDelivered.length} | ${expected.length - notReceived.length} | ${receiver.taken.size} | ${receiver.duplicates} (${repeatedKeys}) | ${rows.reduce((n, r) => n + r.inFlightAtKill, 0)} | ${(drainMs / 1000).toFixed(1)} s | ${(median(rows.map((r) => r.restartMs)) / 1000).toFixed(1)} s | ${(firstStartMs / 1000).toFixed(1)} s | ${failures.length} |`,
  '',
  '| cycle | killed after | written in the cycle | delivered in all before the kill | deliveries in flight at the kill | restart |',
  '|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.cycle} | ${r.killedAfterMs} ms | ${r.committed} | ${r.deliveredBeforeKill} | ${r.inFlightAtKill} | ${(r.restartMs / 1000).toFixed(1)} s |`),
  '',
  'Repeats are deliveries whose outcome the killed process never recorded (waiting in the slow receiver, or answered but not',
  'yet marked delivered; a message sent again after its lease ran out can be cut by the next kill too): the portal cannot know',
  'they arrived, so it sends them again with the same idempotency key, and the receiver acknowledges without acting again',
  '(at-least-once delivery, exactly-once effect). "In flight" counts only the requests the receiver was holding at the kill.',
  '',
  ...(failures.length ? ['Failures:', '', ...failures.map((f) => `- ${f}`), ''] : []),
];
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, lines.join('\n'));
log(`wrote ${path.relative(ROOT, out)} (${source}): ${expected.length} committed, ${receiver.taken.size} taken, ${receiver.duplicates} repeats, ${failures.length} failures`);
await receiver.close();
await database.close();
await dropPgDatabase(pgBase, dbName);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(failures.length ? 1 : 0);

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

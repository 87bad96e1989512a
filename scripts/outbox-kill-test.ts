/**
 * `npm run test:kill:outbox`: kill -9 of the portal while it hands messages over to a slow DMS
 * (issue 11 §2). A test receiver (node:http, checks every signature, acts on each idempotency key
 * once and acknowledges repeats) answers after --delay-ms; the portal runs on a PostgreSQL database
 * made for the run. Each cycle: messages are written with enqueueOutbox in committed transactions
 * (as an order submission writes them) while the server delivers, the server's process group gets
 * SIGKILL at a random moment, and it is started again. At the end every committed message must
 * have reached the receiver, and none may have been acted on twice; repeats the receiver
 * acknowledged (a delivery cut by the kill, sent again once its lease ran out) are counted.
 * Flags: --cycles=5 --delay-ms=300 --pg-url=postgres://postgres@127.0.0.1:5432 --out=bench/results/outbox-kill.md
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, rowsOf } from '../server/src/platform/db.js';
import { ensureBaseData } from '../server/src/seed/base.js';
import { enqueueOutbox } from '../server/src/platform/outbox.js';
import { TestReceiver } from '../server/src/modules/outbox/outbox.fixtures.js';
import { createPgDatabase, dropPgDatabase, flag, killHard, pgReachable, pgUrlFor, ROOT, startServer, stopServer, type ServerProcess } from './lib/portal.js';

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
const database = await openDatabase({ url });
await migrateDatabase(database, url);
await ensureBaseData(database.db);
const receiver = await TestReceiver.start(SECRET);
receiver.delayMs = delayMs;
const env = {
  DATABASE_URL: url, SEED_DEMO: '0', ADMIN_PASSWORD: 'Kill@2026x', LOG_LEVEL: 'warn',
  DMS_ORDER_ENDPOINTS: receiver.url, DMS_SECRET: SECRET, OUTBOX_POLL_SECONDS: '0.5', OUTBOX_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
};

interface Cycle { cycle: number; killedAfterMs: number; committed: number; deliveredBeforeKill: number; inFlightAtKill: number; restartMs: number }
const rows: Cycle[] = [];
const committed: string[] = [];
const failures: string[] = [];
const deliveredCount = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from outbox_messages where state = 'delivered'`))[0].n;

let server: ServerProcess = await startServer(env);
let drainMs = 0;
const firstStartMs = server.startMs;
const load0 = os.loadavg();
try {
  for (let cycle = 1; cycle <= cycles; cycle++) {
    let writing = true;
    let written = 0;
    // Order submissions: one committed transaction per message, back to back with a short pause.
    const writer = (async () => {
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
    await killHard(server);
    writing = false;
    await writer;
    const deliveredBeforeKill = await deliveredCount();
    server = await startServer(env);
    rows.push({ cycle, killedAfterMs, committed: written, deliveredBeforeKill, inFlightAtKill, restartMs: Math.round(server.startMs) });
    log(`cycle ${cycle}: killed after ${killedAfterMs} ms with ${inFlightAtKill} deliveries in flight; ${written} written, ${deliveredBeforeKill} delivered in all before the kill; restarted in ${(server.startMs / 1000).toFixed(1)} s`);
  }
  // Everything written must arrive: the messages cut by a kill once their lease runs out.
  const t0 = Date.now();
  const limitMs = (TIMEOUT_SECONDS + 10) * 1000 + 60_000;
  while ((await deliveredCount()) < committed.length && Date.now() - t0 < limitMs) await sleep(250);
  drainMs = Date.now() - t0;
} finally {
  await stopServer(server);
}
const load1 = os.loadavg();

const inDb = rowsOf<{ key: string; state: string }>(await database.db.execute(sql`select key, state from outbox_messages`));
const stateOf = new Map(inDb.map((r) => [r.key, r.state]));
const missingInDb = committed.filter((k) => !stateOf.has(k));
const notDelivered = committed.filter((k) => stateOf.get(k) !== 'delivered');
const notReceived = committed.filter((k) => !receiver.taken.has(k));
const perKey = new Map<string, number>();
for (const d of receiver.deliveries) perKey.set(d.key, (perKey.get(d.key) ?? 0) + 1);
const repeatedKeys = [...perKey.values()].filter((n) => n > 1).length;
const unsigned = receiver.deliveries.filter((d) => !d.signatureValid).length;
const extra = [...receiver.taken].filter((k) => !committed.includes(k));
if (missingInDb.length) failures.push(`${missingInDb.length} committed messages missing from the outbox: ${missingInDb.slice(0, 5).join(', ')}`);
if (notDelivered.length) failures.push(`${notDelivered.length} not delivered within the drain: ${notDelivered.slice(0, 5).join(', ')}`);
if (notReceived.length) failures.push(`${notReceived.length} never reached the receiver: ${notReceived.slice(0, 5).join(', ')}`);
if (extra.length) failures.push(`${extra.length} keys received that were never committed: ${extra.slice(0, 5).join(', ')}`);
if (receiver.taken.size !== new Set(committed).size) failures.push(`receiver acted on ${receiver.taken.size} keys for ${committed.length} committed messages`);
if (unsigned) failures.push(`${unsigned} deliveries with an invalid signature`);

const lines = [
  '# kill -9 during the DMS handover',
  '',
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run test:kill:outbox\` (scripts/outbox-kill-test.ts) on ${os.cpus().length} cores, Node ${process.version}, PostgreSQL (a database made for the run).`,
  `Load average ${load0.map((x) => x.toFixed(2)).join(' / ')} at the start, ${load1.map((x) => x.toFixed(2)).join(' / ')} at the end (1/5/15 min; the machine is shared).`,
  '',
  `The server process (\`server/src/main.ts\`, its own process group) delivers to a test receiver that answers after ${delayMs} ms (a slow DMS),`,
  'checks every signature, acts on each idempotency key once and acknowledges repeats with 200. Messages are written with',
  '`enqueueOutbox` in committed transactions on the same database, one every ~15 ms, while the server delivers; the server gets',
  'SIGKILL 0.8–4 s into each cycle and is started again. The orders module was not on main when this ran, so messages are written',
  'by the test, not by order submissions over HTTP (the order-level variant is left to do).',
  `Delivery timeout ${TIMEOUT_SECONDS} s, so a message claimed by the killed process is taken again ${TIMEOUT_SECONDS + 10} s later (its lease).`,
  '',
  '| cycles | messages committed | delivered | reached the receiver | keys the receiver acted on (each once) | repeats acknowledged (keys) | in flight at the kills | drain after the last restart | restart median | first start | failures |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  `| ${rows.length}/${cycles} | ${committed.length} | ${committed.length - notDelivered.length} | ${committed.length - notReceived.length} | ${receiver.taken.size} | ${receiver.duplicates} (${repeatedKeys}) | ${rows.reduce((n, r) => n + r.inFlightAtKill, 0)} | ${(drainMs / 1000).toFixed(1)} s | ${(median(rows.map((r) => r.restartMs)) / 1000).toFixed(1)} s | ${(firstStartMs / 1000).toFixed(1)} s | ${failures.length} |`,
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
log(`wrote ${path.relative(ROOT, out)}: ${committed.length} committed, ${receiver.taken.size} taken, ${receiver.duplicates} repeats, ${failures.length} failures`);
await receiver.close();
await database.close();
await dropPgDatabase(pgBase, dbName);
process.exit(failures.length ? 1 : 0);

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

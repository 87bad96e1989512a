/**
 * `npm run bench:load` (issue 9 §3): two server processes on one PostgreSQL database, N simulated
 * users for a while, each looping through a workshop visit (log in, VIN search, BOM, part detail,
 * manual search, topic, log out) with a think time between steps, spread over both instances;
 * halfway through, proof that a logout and a disabled user on one instance are refused on the
 * other within the token cache's lifetime (docs/decisions/006). Writes bench/results/load.md.
 *
 * Flags: --users=200 --duration=300 (s) --think=2000 (ms, mean; uniform ±50 %) --ramp=20 (s)
 * --pg-url=postgres://postgres@127.0.0.1:5432 --pg-database=portal_load (dropped and created)
 * --out=bench/results/load.md --keep (keep the database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/src/platform/db.js';
import { createUser } from '../server/src/modules/users/users.service.js';
import { users } from '../server/src/modules/users/users.tables.js';
import { partlists, parts, vehicles } from '../server/src/modules/catalogue/catalogue.tables.js';
import {
  Api, createPgDatabase, dropPgDatabase, flag, ROOT, startServer, stopServer, succeeded, type Answer, type ServerProcess,
} from '../scripts/lib/portal.js';
import { authEndpoints, catalogueEndpoints, manualsEndpoints, routeOf, usersEndpoints } from '@portal/contract';

const USERS = Number(flag('users', '200'));
const DURATION_S = Number(flag('duration', '300'));
const THINK_MS = Number(flag('think', '2000'));
const RAMP_S = Number(flag('ramp', '20'));
const PG_URL = flag('pg-url', 'postgres://postgres@127.0.0.1:5432');
const PG_DATABASE = flag('pg-database', 'portal_load');
const OUT = path.resolve(ROOT, flag('out', 'bench/results/load.md'));
const KEEP = flag('keep', 'false') === 'true';
const PASSWORD = 'Load@2026x';
const TARGET_P99_MS = 300;
/** decisions/006: AUTH_CACHE_TTL_MS in server/src/platform/http.ts. */
const AUTH_CACHE_TTL_MS = 2000;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const STEPS = ['login', 'vin', 'bom', 'part', 'manualSearch', 'topic', 'topicHtml', 'logout'] as const;
type Step = (typeof STEPS)[number];
const CALLS: Record<Step, string> = {
  login: 'POST /rest/base/auth/in (password RSA-encrypted as the login page sends it)',
  vin: 'GET /rest/model/vinQuery?vinCode=',
  bom: 'GET /rest/model/partlist/{id}',
  part: 'GET /rest/model/part/{id}',
  manualSearch: 'POST /rest/ElasticSearch/topic {key, lang}',
  topic: 'GET /rest/manual/child?id= (a hit of the search: the topic viewer)',
  topicHtml: 'GET /rest/html/{id}?lang= (its body)',
  logout: 'DELETE /rest/base/auth/out',
};
const SEARCH = [['brake', 'en-US'], ['battery', 'en-US'], ['controller', 'en-US'], ['torque', 'en-US'], ['charging', 'en-US'], ['刹车', 'zh-CN'], ['电池', 'zh-CN']] as const;

interface StepStats { latencies: number[]; errors: number; firstError: string; byInstance: [number, number] }
const stats = Object.fromEntries(STEPS.map((s) => [s, { latencies: [], errors: 0, firstError: '', byInstance: [0, 0] } as StepStats])) as Record<Step, StepStats>;
let measuring = false;
let rampRequests = 0;

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

/** One timed call; an answer other than HTTP 200 with success (HTTP 200 for a document), or no answer, is an error. */
async function timed(step: Step, instance: 0 | 1, work: () => Promise<Answer>, document = false): Promise<Answer | null> {
  const t0 = performance.now();
  let res: Answer | null = null;
  let error = '';
  try {
    res = await work();
    if (document ? res.status !== 200 : !succeeded(res)) error = `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  } catch (err) {
    error = String((err as Error).cause ?? err).slice(0, 200);
  }
  const ms = performance.now() - t0;
  const s = stats[step];
  if (error) {
    s.errors++;
    s.firstError ||= error;
  }
  if (measuring) {
    s.latencies.push(ms);
    s.byInstance[instance]++;
  } else rampRequests++;
  return error ? null : res;
}

interface Inputs { vins: string[]; partlistIds: string[]; partIds: string[] }

async function simulatedUser(index: number, apis: [Api, Api], inputs: Inputs, until: number) {
  const instance = (index % 2) as 0 | 1;
  const api = apis[instance];
  const username = `load-${String(index).padStart(4, '0')}`;
  while (performance.now() < until) {
    const login = await timed('login', instance, () => api.login(username, PASSWORD));
    const token = login?.body?.data?.token as string | undefined;
    if (!token) { await think(); continue; }
    await think();
    await timed('vin', instance, () => api.call(...routeOf(catalogueEndpoints.vinManuals), { token, query: { vinCode: pick(inputs.vins) } }));
    await think();
    await timed('bom', instance, () => api.call(...routeOf(catalogueEndpoints.bom, { id: pick(inputs.partlistIds) }), { token }));
    await think();
    await timed('part', instance, () => api.call(...routeOf(catalogueEndpoints.part, { id: pick(inputs.partIds) }), { token }));
    await think();
    const [key, lang] = pick(SEARCH);
    const search = await timed('manualSearch', instance, () => api.call(...routeOf(manualsEndpoints.searchTopics), { token, body: { key, lang, page: 1, pageSize: 10 } }));
    const hits = (search?.body?.data?.contents ?? []) as { topicId: string; kind: string }[];
    await think();
    const hit = hits.length ? pick(hits) : null;
    if (hit) {
      await timed('topic', instance, () => api.call(...routeOf(manualsEndpoints.topic), { token, query: { id: hit.topicId, lang } }));
      if (hit.kind === 'TOPIC') await timed('topicHtml', instance, () => api.call(...routeOf(manualsEndpoints.topicHtml, { id: hit.topicId }), { token, query: { lang } }), true);
      await think();
    }
    await timed('logout', instance, () => api.call(...routeOf(authEndpoints.logout), { token }));
    await think();
  }
}

/** Polls until the call is refused with 401; answers the ms it took (or null after `limitMs`). */
async function refusedWithin(api: Api, token: string, limitMs: number): Promise<number | null> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    if ((await api.call(...routeOf(authEndpoints.current), { token })).status === 401) return Math.round(performance.now() - t0);
    await sleep(50);
  }
  return null;
}

/** A logout on A refused on B, and a user disabled through A refused on B, within the cache TTL. */
async function revocationProof(a: Api, b: Api, disabledUserId: string) {
  const lines: string[] = [];
  const limit = AUTH_CACHE_TTL_MS + 1000;
  let ok = true;

  const u1 = (await a.login('load-revoke-1', PASSWORD)).token!;
  const seenOnB = (await b.call(...routeOf(authEndpoints.current), { token: u1 })).status; // B caches it now
  const out = await a.call(...routeOf(authEndpoints.logout), { token: u1 });
  const onA = (await a.call(...routeOf(authEndpoints.current), { token: u1 })).status;
  const onB = await refusedWithin(b, u1, limit);
  ok &&= seenOnB === 200 && succeeded(out) && onA === 401 && onB !== null;
  lines.push(`- **Logout on instance A, token used on instance B.** Before: B answered ${seenOnB} (and cached the token). Logout on A: ${succeeded(out) ? 'success' : out.status}. A refused it at once (${onA}); B refused it with 401 after ${onB === null ? `more than ${limit} ms (FAILED)` : `${onB} ms`} (cache TTL ${AUTH_CACHE_TTL_MS} ms).`);

  const admin = (await a.login('admin', 'Demo@2026')).token!;
  const u2 = (await b.login('load-revoke-2', PASSWORD)).token!;
  const seenOnB2 = (await b.call(...routeOf(authEndpoints.current), { token: u2 })).status;
  const disable = await a.call(...routeOf(usersEndpoints.setDisabled, { id: disabledUserId }), { token: admin, body: { disabled: true } });
  const onA2 = (await a.call(...routeOf(authEndpoints.current), { token: u2 })).status;
  const onB2 = await refusedWithin(b, u2, limit);
  const relogin = await b.login('load-revoke-2', PASSWORD);
  ok &&= seenOnB2 === 200 && succeeded(disable) && onA2 === 401 && onB2 !== null && !relogin.token;
  lines.push(`- **User disabled by an administrator on instance A, the user's session on instance B.** Before: B answered ${seenOnB2}. Disable on A: ${succeeded(disable) ? 'success' : `${disable.status} ${JSON.stringify(disable.body).slice(0, 200)}`}. A refused the session at once (${onA2}); B refused it with 401 after ${onB2 === null ? `more than ${limit} ms (FAILED)` : `${onB2} ms`}; a new login on B: ${relogin.token ? 'accepted (FAILED)' : `refused (${relogin.body?.code ?? relogin.status})`}.`);
  return { ok, lines };
}

// ------------------------------------------------------------------ CPU accounting (Linux /proc)

const TICKS_PER_S = 100; // USER_HZ on Linux
/** utime + stime of a process in seconds, or 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}
/** The whole machine: busy and total CPU seconds over all cores since boot. */
function machineCpu(): { busy: number; total: number } {
  const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = v.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total: total / TICKS_PER_S };
}
/** The PostgreSQL backends serving this run's database. */
async function backendPids(url: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => Number(r.pid));
  } finally {
    await c.end();
  }
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

async function main() {
  const load0 = os.loadavg();
  const started = new Date();
  log(`PostgreSQL database ${PG_DATABASE}: created afresh`);
  const url = await createPgDatabase(PG_URL, PG_DATABASE);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const servers: ServerProcess[] = [];
  try {
    // Both at once, as a deployment starts them: migrations and the demo seed take turns on the advisory lock.
    const env = { DATABASE_URL: url, SEED_DEMO: '1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT: 'off', CAPTCHA_MODE: 'after-failures' };
    servers.push(...(await Promise.all([startServer(env, 600_000), startServer(env, 600_000)])));
    log(`two server processes up: ${servers.map((s) => `${s.base} (${(s.startMs / 1000).toFixed(1)} s)`).join(', ')}`);

    // The simulated users (dealers, as workshops log in) and the inputs, straight from the database.
    const database = await openDatabase({ url });
    let inputs: Inputs;
    let disabledUserId: string;
    try {
      const t0 = performance.now();
      const names = [...Array.from({ length: USERS }, (_, i) => `load-${String(i).padStart(4, '0')}`), 'load-revoke-1', 'load-revoke-2'];
      const existing = new Set((await database.db.select({ username: users.username }).from(users).where(inArray(users.username, names))).map((u) => u.username));
      for (let i = 0; i < names.length; i += 8) {
        await Promise.all(names.slice(i, i + 8).filter((n) => !existing.has(n)).map((username) =>
          createUser(database.db, { username, password: PASSWORD, userType: 'DEALER', name: username, company: 'Load Motors' })));
      }
      log(`${names.length} dealer accounts in ${Math.round(performance.now() - t0)} ms`);
      const [revoke] = await database.db.select({ id: users.id }).from(users).where(and(eq(users.username, 'load-revoke-2')));
      disabledUserId = revoke.id;
      inputs = {
        vins: (await database.db.select({ vin: vehicles.vin }).from(vehicles)).map((r) => r.vin),
        partlistIds: (await database.db.select({ id: partlists.id }).from(partlists)).map((r) => r.id),
        partIds: (await database.db.select({ id: parts.id }).from(parts)).map((r) => r.id),
      };
    } finally {
      await database.close();
    }
    // Keep the inputs a dealer may open (the same check the users' calls make; an input refused here would be a bench error, not a server one).
    const probe = new Api(servers[0].base);
    const dealer = (await probe.login('load-0000', PASSWORD)).token!;
    const keep = async (xs: string[], call: (x: string) => Promise<Answer>) => {
      const ok: string[] = [];
      for (const x of xs.slice(0, 400)) if (succeeded(await call(x))) ok.push(x);
      return ok;
    };
    inputs.vins = await keep(inputs.vins, (v) => probe.call(...routeOf(catalogueEndpoints.vinManuals), { token: dealer, query: { vinCode: v } }));
    inputs.partlistIds = await keep(inputs.partlistIds, (id) => probe.call(...routeOf(catalogueEndpoints.bom, { id }), { token: dealer }));
    inputs.partIds = await keep(inputs.partIds, (id) => probe.call(...routeOf(catalogueEndpoints.part, { id }), { token: dealer }));
    await probe.call(...routeOf(authEndpoints.logout), { token: dealer });
    log(`inputs: ${inputs.vins.length} VINs, ${inputs.partlistIds.length} partlists, ${inputs.partIds.length} parts`);
    if (!inputs.vins.length || !inputs.partlistIds.length || !inputs.partIds.length) throw new Error('the demo data gave no inputs');

    const apis: [Api, Api] = [new Api(servers[0].base), new Api(servers[1].base)];
    // Filled when the measured window opens (a holder: assigned in a callback).
    const cpuStart: { at: { machine: ReturnType<typeof machineCpu>; servers: number[]; pg: Map<number, number>; self: NodeJS.CpuUsage } | null } = { at: null };
    const loadStart = performance.now();
    const until = loadStart + (RAMP_S + DURATION_S) * 1000;
    setTimeout(() => {
      measuring = true;
      log(`ramp-up done: measuring ${DURATION_S} s`);
      void backendPids(url).then((pids) => {
        cpuStart.at = { machine: machineCpu(), servers: servers.map((sv) => cpuSecondsOf(sv.child.pid!)), pg: new Map(pids.map((p) => [p, cpuSecondsOf(p)])), self: process.cpuUsage() };
      });
    }, RAMP_S * 1000);
    log(`${USERS} users starting over ${RAMP_S} s, think time ${THINK_MS} ms ±50 %`);
    const runs = Array.from({ length: USERS }, (_, i) => sleep((i / USERS) * RAMP_S * 1000).then(() => simulatedUser(i, apis, inputs, until)));
    const progress = setInterval(() => log(`${STEPS.reduce((n, s) => n + stats[s].latencies.length, 0)} requests measured, ${STEPS.reduce((n, s) => n + stats[s].errors, 0)} errors`), 30_000);
    // Halfway: revocation across instances, under the load.
    await sleep((RAMP_S + DURATION_S / 2) * 1000);
    log('revocation across instances, under load');
    const revocation = await revocationProof(apis[0], apis[1], disabledUserId);
    for (const l of revocation.lines) log(l);
    await sleep(Math.max(0, until - performance.now()));
    // CPU over the measured window (the last loops finishing are left out).
    const c0 = cpuStart.at;
    const cpuWindow = c0 && (() => {
      const m1 = machineCpu();
      const seconds = (m1.total - c0.machine.total) / os.cpus().length;
      const pgSeconds = [...c0.pg].reduce((n, [pid, before]) => n + Math.max(0, cpuSecondsOf(pid) - before), 0);
      const self = process.cpuUsage(c0.self);
      return {
        seconds,
        machineBusy: (m1.busy - c0.machine.busy) / TICKS_PER_S,
        servers: servers.map((sv, i) => cpuSecondsOf(sv.child.pid!) - c0.servers[i]),
        pg: pgSeconds,
        self: (self.user + self.system) / 1e6,
      };
    })();
    await Promise.all(runs);
    clearInterval(progress);
    const measuredS = (performance.now() - loadStart) / 1000 - RAMP_S;
    const load1 = os.loadavg();

    const rows = STEPS.map((step) => {
      const s = stats[step];
      const sorted = [...s.latencies].sort((x, y) => x - y);
      return { step, n: sorted.length, errors: s.errors, firstError: s.firstError, p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99), max: sorted[sorted.length - 1] ?? NaN, byInstance: s.byInstance };
    });
    const all = STEPS.flatMap((s) => stats[s].latencies).sort((x, y) => x - y);
    const totalErrors = rows.reduce((n, r) => n + r.errors, 0);
    const md = [
      '# Load: two server processes on one PostgreSQL',
      '',
      `Run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:load -- --users=${USERS} --duration=${DURATION_S} --think=${THINK_MS}\` (bench/load-users.ts).`,
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), ${Math.round(os.totalmem() / 1e9)} GB, Node ${process.version}, PostgreSQL 15 on the same machine.`,
      `**The machine is shared and noisy**: other work ran beside this benchmark. Load average ${load0.map((x) => x.toFixed(2)).join(' / ')} before, ${load1.map((x) => x.toFixed(2)).join(' / ')} after (1/5/15 min).`,
      '',
      '## Set-up',
      '',
      `- A fresh database \`${PG_DATABASE}\`; two processes of \`server/src/main.ts\` started together on it with \`SEED_DEMO=1\` (the demo catalogue, labour times, special tools and manuals, seeded once under the start-up lock), \`LOG_LEVEL=warn\`, \`RATE_LIMIT=off\` (the per-address limit on public routes would otherwise refuse 200 users logging in from one loopback address), listening on 127.0.0.1 only.`,
      `- ${USERS} DEALER accounts (\`load-0000\`…), user *i* on instance *i* mod 2; each loops: log in, VIN search, BOM, part detail, manual search, open a hit (topic and its body), log out, with a think time of ${THINK_MS} ms ±50 % after each step; users start evenly over ${RAMP_S} s (not measured), then ${DURATION_S} s are measured (${measuredS.toFixed(0)} s in fact, the last loops finishing).`,
      `- Inputs: ${inputs.vins.length} demo VINs, ${inputs.partlistIds.length} partlists, ${inputs.partIds.length} parts a dealer may open; manual searches for ${SEARCH.map(([k]) => k).join(', ')}.`,
      '- Latency is measured by the load generator (this process, Node fetch over keep-alive connections) from sending to the whole body read: it includes its own event-loop delays. Error: anything but HTTP 200 with `success: true`, or no answer.',
      '',
      '## Results',
      '',
      `Requests measured: **${all.length}** (${(all.length / measuredS).toFixed(0)} per second), during the ramp-up ${rampRequests} more; errors: **${totalErrors}** (target 0); all steps p50 ${fmt(pct(all, 50))} ms, p95 ${fmt(pct(all, 95))} ms, p99 ${fmt(pct(all, 99))} ms.`,
      '',
      `| step | call | requests (A / B) | errors | p50 ms | p95 ms | p99 ms | max ms | p99 ≤ ${TARGET_P99_MS} ms |`,
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.step} | ${CALLS[r.step]} | ${r.n} (${r.byInstance[0]} / ${r.byInstance[1]}) | ${r.errors} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.p99 <= TARGET_P99_MS ? 'yes' : '**no**'} |`),
      '',
      ...(totalErrors ? ['First error per step: ' + rows.filter((r) => r.errors).map((r) => `${r.step}: ${r.firstError}`).join('; '), ''] : []),
      ...(cpuWindow ? [
        '## Where the CPU went (the measured window, from /proc)',
        '',
        `Over ${cpuWindow.seconds.toFixed(0)} s the machine's ${os.cpus().length} cores were busy ${(cpuWindow.machineBusy / cpuWindow.seconds).toFixed(2)} cores on average, of which: server A ${(cpuWindow.servers[0] / cpuWindow.seconds).toFixed(2)}, server B ${(cpuWindow.servers[1] / cpuWindow.seconds).toFixed(2)}, this run's PostgreSQL backends ${(cpuWindow.pg / cpuWindow.seconds).toFixed(2)}, the load generator ${(cpuWindow.self / cpuWindow.seconds).toFixed(2)}; the remaining ${((cpuWindow.machineBusy - cpuWindow.servers[0] - cpuWindow.servers[1] - cpuWindow.pg - cpuWindow.self) / cpuWindow.seconds).toFixed(2)} cores went to other work on the machine. Server CPU per measured request: ${((cpuWindow.servers[0] + cpuWindow.servers[1]) * 1000 / all.length).toFixed(1)} ms.`,
        '',
      ] : []),
      '## Revocation across the two instances (under the load, halfway through)',
      '',
      ...revocation.lines,
      '',
      revocation.ok ? `Both refused on the other instance within the documented token-cache lifetime (${AUTH_CACHE_TTL_MS} ms, docs/decisions/006-request-auth-cache.md); the check allows ${AUTH_CACHE_TTL_MS + 1000} ms, because the time is taken from the end of the change to the first refused poll (every 50 ms, each a request under the load).` : '**FAILED**: see above.',
      '',
    ];
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, md.join('\n'));
    log(`wrote ${path.relative(ROOT, OUT)}: ${all.length} requests, ${totalErrors} errors, p99 ${fmt(pct(all, 99))} ms`);
  } finally {
    await Promise.all(servers.map((s) => stopServer(s, 10_000)));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!KEEP) await dropPgDatabase(PG_URL, PG_DATABASE).catch(() => {});
  }
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});

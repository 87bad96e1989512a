/**
 * `npm run bench:embedded-load` (issue 21 point 8): where requests wait when the server is loaded,
 * on the embedded database (PGlite) and on PostgreSQL. The real server process on the demo data,
 * CONNECTIONS keep-alive connections opened at once (as autocannon opens them, and as a workshop's
 * browsers reconnect after a restart), each sending the next request as soon as the last is answered:
 * VIN search, BOM, part detail, manual search, and a login every other round. Every request's time is
 * taken by the client (bench/load.mjs, its own process), a connection's first from before its connect;
 * what is still unanswered at the end is counted with its wait so far. Beside it: the server's event
 * loop delay (bench/loop-delay.mjs preloaded), the longest accept queue of its listening socket
 * (`ss`, every 250 ms) and the waits the server's log reports (SLOW_REQUEST_SECONDS).
 *
 * Each run is kept in bench/results/embedded-load.json under its `--label`; the report sets the
 * labels side by side (medians over runs). To measure the code before a change, run this file from a
 * copy of the tree with that change undone, with `--label=before --json=… --out=…` pointing here.
 *
 * Flags: --engines=pglite,postgres --connections=50 --duration=60 (s) --runs=3 --label=after
 * --slow-seconds=3 --state-dir=bench/.data/embedded-load --pg-url=postgres://postgres@127.0.0.1:5432
 * --pg-database=portal_embedded_load --json=bench/results/embedded-load.json
 * --out=bench/results/embedded-load.md --append (add to the label's runs instead of replacing them)
 * --report (only rewrite the report from the JSON).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { authEndpoints, catalogueEndpoints, manualsEndpoints, pathOf, routeOf } from '@portal/contract';
import { partlists, parts, vehicles } from '../server/src/modules/catalogue/catalogue.tables.js';
import { openDatabase } from '../server/src/platform/db.js';
import { encryptPassword } from '../server/src/platform/security.js';
import {
  Api, createPgDatabase, DEMO_PASSWORD, pgReachable, pgUrlFor, prepareDatabase, startServer, stopServer, succeeded,
} from '../scripts/lib/portal.js';
import { arg, log, machine, notesOf, numberArg, pct, readJson, ROOT, runLoadRecorded, writeReport, type Engine, type Req } from './kit.js';

const ENGINES = arg('engines', 'BENCH_ENGINES', 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Engine[];
const CONNECTIONS = numberArg('connections', 'BENCH_CONNECTIONS', 50);
const DURATION_S = numberArg('duration', 'BENCH_DURATION', 60);
const RUNS = numberArg('runs', 'BENCH_RUNS', 3);
const LABEL = arg('label', 'BENCH_LABEL', 'after');
const SLOW_S = numberArg('slow-seconds', 'BENCH_SLOW_SECONDS', 3);
const STATE = path.resolve(ROOT, arg('state-dir', 'BENCH_STATE_DIR', 'bench/.data/embedded-load'));
const PG_URL = arg('pg-url', 'BENCH_PG_URL', 'postgres://postgres@127.0.0.1:5432');
const PG_DATABASE = arg('pg-database', 'BENCH_PG_DATABASE', 'portal_embedded_load');
const JSON_FILE = path.resolve(ROOT, arg('json', 'BENCH_JSON', 'bench/results/embedded-load.json'));
const OUT = path.resolve(ROOT, arg('out', 'BENCH_OUT', 'bench/results/embedded-load.md'));
const REPORT_ONLY = arg('report', 'BENCH_REPORT', 'false') === 'true';
const APPEND = arg('append', 'BENCH_APPEND', 'false') === 'true';

const KINDS = ['vin', 'bom', 'part', 'manualSearch', 'login'] as const;
type Kind = (typeof KINDS)[number];
const SEARCH = [['brake', 'en-US'], ['battery', 'en-US'], ['controller', 'en-US'], ['torque', 'en-US'], ['刹车', 'zh-CN']] as const;

interface Spread { n: number; p50: number; p99: number; max: number }
interface Run {
  label: string; engine: Engine; at: string; loadBefore: number; loadAfter: number;
  answered: number; rps: number; p50: number; p99: number; max: number; over3s: number; over10s: number;
  /** Requests still waiting when the load stopped: how many, the longest wait so far, how many past 10 s. */
  unanswered: number; unansweredMax: number; unansweredOver10s: number;
  /** Each connection's first request (connect and accept included) and the rest. */
  first: Spread; later: Spread;
  kinds: Record<Kind, Spread>;
  loopDelay: { p50: number; p99: number; max: number } | null;
  acceptQueueMax: number | null;
  /** Lines of the server's log at warn level for waits ≥ SLOW_S. */
  slowLogged: number; blockedLogged: number; slowSeconds: number;
}

const spread = (xs: number[]): Spread => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: s.length ? pct(s, 50) : 0, p99: s.length ? pct(s, 99) : 0, max: s.at(-1) ?? 0 };
};
const median = (xs: number[]) => (xs.length ? pct([...xs].sort((a, b) => a - b), 50) : NaN);

/** The demo data (manuals too) made once per engine: a PGlite data dir copied for each run, or one PostgreSQL database. */
async function prepared(engine: Engine): Promise<{ dataDir: string; url?: string }> {
  const dataDir = path.join(STATE, `${engine}-template`);
  const marker = path.join(dataDir, 'prepared');
  const url = engine === 'postgres' ? pgUrlFor(PG_URL, PG_DATABASE) : undefined;
  if (fs.existsSync(marker) && (!url || (await pgReachable(url)))) return { dataDir, url };
  log(`${engine}: preparing the demo data`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (url) await createPgDatabase(PG_URL, PG_DATABASE);
  await prepareDatabase({ url, dataDir }, { full: true });
  fs.writeFileSync(marker, new Date().toISOString());
  return { dataDir, url };
}

/** Lookups a dealer may make: the first 200 VINs, partlists and parts the dealer is answered for. */
async function dealerInputs(target: { dataDir: string; url?: string }, api: Api, token: string) {
  const database = await openDatabase(target.url ? { url: target.url } : { dataDir: path.join(target.dataDir, 'pgdata') });
  const found = await (async () => {
    try {
      return {
        vins: (await database.db.select({ v: vehicles.vin }).from(vehicles).limit(400)).map((r) => r.v),
        partlists: (await database.db.select({ id: partlists.id }).from(partlists).limit(400)).map((r) => r.id),
        parts: (await database.db.select({ id: parts.id }).from(parts).limit(400)).map((r) => r.id),
      };
    } finally {
      await database.close();
    }
  })();
  const keep = async (xs: string[], route: (x: string) => [string, string, Record<string, string>?]) => {
    const ok: string[] = [];
    for (const x of xs) {
      if (ok.length >= 200) break;
      const [method, url, query] = route(x);
      if (succeeded(await api.call(method, url, { token, query }))) ok.push(x);
    }
    return ok;
  };
  return {
    vins: await keep(found.vins, (v) => [...routeOf(catalogueEndpoints.vinManuals), { vinCode: v }]),
    partlists: await keep(found.partlists, (id) => routeOf(catalogueEndpoints.bom, { id })),
    parts: await keep(found.parts, (id) => routeOf(catalogueEndpoints.part, { id })),
  };
}

/** Rounds of vin, bom, part, manual search, and a login (a fresh RSA ciphertext each) every other round. */
function requestMix(inputs: Awaited<ReturnType<typeof dealerInputs>>, token: string, publicKey: string) {
  const requests: (Req & { token: string; kind: Kind })[] = [];
  for (let i = 0; i < 400; i++) {
    const [key, lang] = SEARCH[i % SEARCH.length];
    requests.push(
      { kind: 'vin', token, method: 'GET', path: `${pathOf(catalogueEndpoints.vinManuals)}?vinCode=${encodeURIComponent(inputs.vins[i % inputs.vins.length])}` },
      { kind: 'bom', token, method: 'GET', path: pathOf(catalogueEndpoints.bom, { id: inputs.partlists[i % inputs.partlists.length] }) },
      { kind: 'part', token, method: 'GET', path: pathOf(catalogueEndpoints.part, { id: inputs.parts[i % inputs.parts.length] }) },
      { kind: 'manualSearch', token, method: 'POST', path: pathOf(manualsEndpoints.searchTopics), body: JSON.stringify({ key, lang }) },
    );
    if (i % 2 === 0) {
      requests.push({ kind: 'login', token, method: 'POST', path: pathOf(authEndpoints.login), body: JSON.stringify({ username: 'dealer', password: encryptPassword(publicKey, DEMO_PASSWORD) }) });
    }
  }
  return requests;
}

/** The longest accept queue (Recv-Q of the listening socket) seen every 250 ms; null without `ss`. */
function watchAcceptQueue(port: string) {
  let max: number | null = null;
  const timer = setInterval(() => {
    execFile('ss', ['-ltnH', `sport = :${port}`], (err, out) => {
      if (err) return;
      const recvQ = Number(out.trim().split(/\s+/)[1]);
      if (Number.isFinite(recvQ)) max = Math.max(max ?? 0, recvQ);
    });
  }, 250);
  return () => {
    clearInterval(timer);
    return max;
  };
}

/** The server's warnings of long waits, counted as its log streams by (its kept output is only the last 64 KB). */
function countLogLines(stdout: NodeJS.ReadableStream) {
  const counts = { slow: 0, blocked: 0 };
  let partial = '';
  stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      if (line.includes('"msg":"slow request"')) counts.slow++;
      else if (line.includes('"msg":"event loop blocked')) counts.blocked++;
    }
  });
  return counts;
}

async function oneRun(engine: Engine, target: { dataDir: string; url?: string }, inputsOf: (api: Api, token: string) => ReturnType<typeof dealerInputs>): Promise<Run> {
  let dataDir = target.dataDir;
  if (engine === 'pglite') {
    dataDir = path.join(STATE, 'pglite-run');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.cpSync(target.dataDir, dataDir, { recursive: true });
  }
  const loopFile = path.join(STATE, 'loop-delay.json');
  fs.rmSync(loopFile, { force: true });
  const server = await startServer({
    DATA_DIR: dataDir, DATABASE_URL: target.url ?? '', SEED_DEMO: '0', RATE_LIMIT: 'off', SLOW_REQUEST_SECONDS: String(SLOW_S),
    NODE_OPTIONS: `--import ${pathToFileURL(path.join(ROOT, 'bench/loop-delay.mjs')).href}`, LOOP_DELAY_OUT: loopFile,
  }, 600_000);
  const logged = countLogLines(server.child.stdout!);
  let result: Awaited<ReturnType<typeof runLoadRecorded>>;
  let requests: ReturnType<typeof requestMix>;
  let acceptQueueMax: number | null;
  const loadBefore = os.loadavg()[0];
  try {
    const api = new Api(server.base);
    const token = (await api.login('dealer')).token!;
    const publicKey = (await api.call(...routeOf(authEndpoints.publicKey))).body.data.publicKey as string;
    requests = requestMix(await inputsOf(api, token), token, publicKey);
    process.kill(server.child.pid!, 'SIGUSR2'); // the event loop's delay from here
    const stopWatching = watchAcceptQueue(new URL(server.base).port);
    result = await runLoadRecorded(server.base, requests, DURATION_S, CONNECTIONS);
    acceptQueueMax = stopWatching();
  } finally {
    await stopServer(server);
  }
  const { answered, unanswered } = result.records;
  const times = answered.map((a) => a[1]);
  const all = spread(times);
  const loopDelay = readJson<Run['loopDelay']>(loopFile);
  return {
    label: LABEL, engine, at: new Date().toISOString(), loadBefore, loadAfter: os.loadavg()[0],
    answered: answered.length, rps: answered.length / result.durationS, p50: all.p50, p99: all.p99, max: all.max,
    over3s: times.filter((t) => t > 3000).length, over10s: times.filter((t) => t > 10_000).length,
    unanswered: unanswered.length, unansweredMax: Math.max(0, ...unanswered.map((u) => u[1])), unansweredOver10s: unanswered.filter((u) => u[1] > 10_000).length,
    first: spread(answered.filter((a) => a[2]).map((a) => a[1])), later: spread(answered.filter((a) => !a[2]).map((a) => a[1])),
    kinds: Object.fromEntries(KINDS.map((k) => [k, spread(answered.filter((a) => requests[a[0]]?.kind === k).map((a) => a[1]))])) as Record<Kind, Spread>,
    loopDelay, acceptQueueMax,
    slowLogged: logged.slow, blockedLogged: logged.blocked,
    slowSeconds: SLOW_S,
  };
}

// ------------------------------------------------------------------ report

const s = (ms: number) => (Number.isNaN(ms) ? '–' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const n = (x: number) => (Number.isNaN(x) ? '–' : String(Math.round(x)));

function report(runs: Run[]) {
  const groups = [...new Set(runs.map((r) => `${r.engine}|${r.label}`))].sort().map((key) => {
    const [engine, label] = key.split('|');
    return { engine, label, runs: runs.filter((r) => r.engine === engine && r.label === label) };
  });
  const med = (rs: Run[], f: (r: Run) => number | null | undefined) => median(rs.map(f).filter((x): x is number => typeof x === 'number'));
  const m = machine();
  const L = [
    '# Embedded database under load: where requests wait',
    '',
    `${m.cpus} cores (${m.cpuModel}), ${m.memoryGb} GB, Node ${m.node}, ${m.platform}. **The machine is shared**: the load average (1 min) before and after each run is in the table of runs; compare medians of runs made in the same session.`,
    '',
    '## Set-up',
    '',
    `The real server process (\`server/src/main.ts\`, LOG_LEVEL=warn, RATE_LIMIT=off, SLOW_REQUEST_SECONDS = the slow threshold below) on the demo data with manuals; ${CONNECTIONS} keep-alive connections opened at once, each sending its next request as soon as the last is answered, for the run's duration: VIN search, BOM, part detail, manual search, and a login (RSA-encrypted password) every other round, as the demo dealer. Latency is the client's (bench/load.mjs, autocannon in its own process), a connection's first request timed from before its connect; requests unanswered when the load stops are counted with their wait so far. Server side: event-loop delay (perf_hooks, 10 ms resolution, preloaded bench/loop-delay.mjs), the longest accept queue of the listening socket (\`ss\` Recv-Q every 250 ms), the server log's warnings of waits over the slow threshold. \`npm run bench:embedded-load\`; "before" was measured from a copy of the tree with the change undone (\`--label=before\`).`,
    '',
    '## Medians over runs',
    '',
    '| engine | code | runs | answered | req/s | p50 | p99 | max | > 3 s | > 10 s (answered + still waiting) | connections\' first request: p50 / max | later requests: max | event-loop delay p99 / max | accept queue max | server log: slow requests / loop blocked |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...groups.map(({ engine, label, runs: rs }) => `| ${engine} | ${label} | ${rs.length} | ${n(med(rs, (r) => r.answered))} | ${n(med(rs, (r) => r.rps))} | ${s(med(rs, (r) => r.p50))} | ${s(med(rs, (r) => r.p99))} | ${s(med(rs, (r) => r.max))} | ${n(med(rs, (r) => r.over3s))} | ${n(med(rs, (r) => r.over10s + r.unansweredOver10s))} (${n(med(rs, (r) => r.over10s))} + ${n(med(rs, (r) => r.unansweredOver10s))}) | ${s(med(rs, (r) => r.first.p50))} / ${s(med(rs, (r) => r.first.max))} | ${s(med(rs, (r) => r.later.max))} | ${s(med(rs, (r) => r.loopDelay?.p99))} / ${s(med(rs, (r) => r.loopDelay?.max))} | ${n(med(rs, (r) => r.acceptQueueMax))} | ${n(med(rs, (r) => r.slowLogged))} / ${n(med(rs, (r) => r.blockedLogged))} |`),
    '',
    `SLOW_REQUEST_SECONDS given to the server: ${groups.map(({ engine, label, runs: rs }) => `${engine} ${label} ${[...new Set(rs.map((r) => r.slowSeconds))].join(', ')} s`).join('; ')}.`,
    '',
  ];
  const before = groups.find((g) => g.engine === 'pglite' && g.label === 'before');
  const after = groups.find((g) => g.engine === 'pglite' && g.label === 'after');
  if (before && after) {
    const ratio = (f: (r: Run) => number) => (med(after.runs, f) / med(before.runs, f)).toFixed(2);
    L.push(`PGlite after / before (medians): p50 ${ratio((r) => r.p50)}, p99 ${ratio((r) => r.p99)}, max ${ratio((r) => r.max)}, first requests' max ${ratio((r) => r.first.max)}, event-loop delay max ${ratio((r) => r.loopDelay?.max ?? NaN)}, requests answered ${ratio((r) => r.answered)}.`, '');
  }
  L.push('## By request (medians over runs of p50 / p99 / max)', '', `| engine | code | ${KINDS.join(' | ')} |`, `|---|---|${KINDS.map(() => '---').join('|')}|`);
  for (const { engine, label, runs: rs } of groups) {
    L.push(`| ${engine} | ${label} | ${KINDS.map((k) => `${s(med(rs, (r) => r.kinds[k].p50))} / ${s(med(rs, (r) => r.kinds[k].p99))} / ${s(med(rs, (r) => r.kinds[k].max))}`).join(' | ')} |`);
  }
  L.push('', '## Every run', '', '| engine | code | at (UTC) | load before / after | answered | p50 | p99 | max | > 10 s answered | still waiting (max wait) | first requests\' max | event-loop delay max | accept queue max | log lines |', '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of [...runs].sort((a, b) => a.at.localeCompare(b.at))) {
    L.push(`| ${r.engine} | ${r.label} | ${r.at.slice(0, 16).replace('T', ' ')} | ${r.loadBefore.toFixed(1)} / ${r.loadAfter.toFixed(1)} | ${r.answered} | ${s(r.p50)} | ${s(r.p99)} | ${s(r.max)} | ${r.over10s} | ${r.unanswered} (${s(r.unansweredMax)}) | ${s(r.first.max)} | ${s(r.loopDelay?.max ?? NaN)} | ${r.acceptQueueMax ?? '–'} | ${r.slowLogged} + ${r.blockedLogged} |`);
  }
  L.push('', ...notesOf('embedded-load'));
  writeReport(OUT, L);
}

async function main() {
  const saved = readJson<{ runs: Run[] }>(JSON_FILE)?.runs ?? [];
  if (REPORT_ONLY) return report(saved);
  fs.mkdirSync(STATE, { recursive: true });
  const fresh: Run[] = [];
  for (const engine of ENGINES) {
    const target = await prepared(engine);
    let inputs: Awaited<ReturnType<typeof dealerInputs>> | null = null;
    for (let i = 1; i <= RUNS; i++) {
      log(`${engine} ${LABEL}: run ${i} of ${RUNS}, ${CONNECTIONS} connections, ${DURATION_S} s (load average ${os.loadavg()[0].toFixed(1)})`);
      const run = await oneRun(engine, target, async (api, token) => (inputs ??= await dealerInputs(target, api, token)));
      log(`  ${run.answered} answered, p50 ${s(run.p50)}, p99 ${s(run.p99)}, max ${s(run.max)}, > 10 s: ${run.over10s} + ${run.unansweredOver10s} still waiting; first requests' max ${s(run.first.max)}; loop delay max ${s(run.loopDelay?.max ?? NaN)}; accept queue max ${run.acceptQueueMax ?? '–'}; log ${run.slowLogged} + ${run.blockedLogged}`);
      fresh.push(run);
    }
  }
  // A label measured again replaces its runs of those engines, unless they are added to (--append).
  const runs = [...saved.filter((r) => APPEND || !(r.label === LABEL && ENGINES.includes(r.engine))), ...fresh];
  fs.mkdirSync(path.dirname(JSON_FILE), { recursive: true });
  fs.writeFileSync(JSON_FILE, `${JSON.stringify({ runs }, null, 1)}\n`);
  report(runs);
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});

/**
 * Where a request's time goes between the socket and the SQL: a V8 CPU profile of the server's
 * event loop while autocannon (its own process) loads one endpoint, summed by package and by
 * function. Runs on a database that `npm run bench:catalogue -- --phase=gen` made.
 *
 *   npm run bench:profile -- --pg-database=portal_bench --endpoint=partCold --duration=15
 *
 * Writes the summary as markdown to --out (default: stdout) and the raw profile beside it
 * (`.cpuprofile`, opens in Chrome DevTools).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { arg, commonOptions, log, openEngine, raw, runLoad, startBenchApp, type Req } from './kit.js';
import { authEndpoints, catalogueEndpoints, pathOf } from '@portal/contract';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

const opts = commonOptions({ pgDatabase: 'portal_bench', stateDir: 'bench/.data', out: '' });
const endpoint = arg('endpoint', 'BENCH_ENDPOINT', 'partCold');
const engine = opts.engines[0];
const out = arg('out', 'BENCH_OUT', '');
const profiling = arg('profile', 'BENCH_PROFILE', 'true') !== 'false';

/** Which package (or our own code, or node itself) a frame belongs to. */
function ownerOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const m = /\/(server|contract|bench)\/src\/(.*)$/.exec(url) ?? /\/(server|contract|bench)\/(.*)$/.exec(url);
  return m ? `ours: ${m[1]}/${m[2].split('/').slice(0, -1).join('/') || '.'}` : url;
}

function summarize(p: Profile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byOwner = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const owner = ownerOf(n.callFrame.url, n.callFrame.functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
    const fn = `${n.callFrame.functionName || '(anonymous)'} — ${owner}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k);
  return { total, owners: top(byOwner, 25), functions: top(byFn, 40) };
}

async function main() {
  const database = await openEngine(opts, engine);
  const { app, url, token } = await startBenchApp(database, path.join(opts.stateDir, `profile-${engine}`));
  let requests: Req[];
  if (endpoint === 'partCold') {
    const codes = (await raw(database, 'select code from parts order by random() limit 50000')).map((r) => String(r.code));
    requests = codes.map((c) => ({ method: 'GET', path: `${pathOf(catalogueEndpoints.searchAny)}?key=${encodeURIComponent(c)}` }));
  } else if (endpoint === 'vinCold') {
    const vins = (await raw(database, 'select vin from vehicles order by random() limit 50000')).map((r) => String(r.vin));
    requests = vins.map((v) => ({ method: 'GET', path: `${pathOf(catalogueEndpoints.vinManuals)}?vinCode=${v}` }));
  } else if (endpoint === 'healthz' || endpoint === 'ping') {
    requests = [{ method: 'GET', path: endpoint === 'ping' ? pathOf(authEndpoints.ping) : '/healthz' }];
  } else {
    throw new Error(`unknown endpoint ${endpoint} (partCold, vinCold, healthz, ping)`);
  }
  log(`${engine}: warm-up ${opts.warmup} s`);
  await runLoad(url, token, requests, opts.warmup, opts.connections);
  if (!profiling) {
    // The same load without the profiler's own cost: for before/after throughput comparisons.
    const load = await runLoad(url, token, requests, opts.duration, opts.connections);
    console.log(`${endpoint} ${engine}: ${Math.round(load.rps)} req/s, p50 ${load.p50} ms, p95 ${load.p95} ms, non-2xx ${load.non2xx}`);
    process.exit(0);
  }
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const started = process.cpuUsage();
  const load = await runLoad(url, token, requests, opts.duration, opts.connections);
  const cpu = process.cpuUsage(started);
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  await app.close();
  await database.close();

  const s = summarize(profile);
  const wall = (profile.endTime - profile.startTime) / 1000;
  const pctOf = (us: number) => `${((100 * us) / s.total).toFixed(1)} %`;
  const perReq = (us: number) => `${(us / load.total).toFixed(1)} µs`;
  const lines = [
    `## ${endpoint} on ${engine}, ${opts.connections} connections, ${opts.duration} s`,
    '',
    `${load.total.toLocaleString('en-US')} requests, ${Math.round(load.rps).toLocaleString('en-US')} req/s, p50 ${load.p50} ms, p95 ${load.p95} ms, non-2xx ${load.non2xx}. ` +
      `Server process CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms (user ${(cpu.user / 1000).toFixed(0)}, system ${(cpu.system / 1000).toFixed(0)}) in ${wall.toFixed(0)} ms wall ` +
      `(${((cpu.user + cpu.system) / load.total).toFixed(1)} µs a request); profiled samples ${(s.total / 1000).toFixed(0)} ms ` +
      `(idle included under "(idle)").`,
    '',
    '| where (self time) | share | per request |',
    '|---|---:|---:|',
    ...s.owners.map(([k, us]) => `| ${k} | ${pctOf(us)} | ${perReq(us)} |`),
    '',
    '| function (self time) | share | per request |',
    '|---|---:|---:|',
    ...s.functions.map(([k, us]) => `| ${k.replace(/\|/g, '\\|')} | ${pctOf(us)} | ${perReq(us)} |`),
    '',
  ];
  const text = lines.join('\n');
  if (out) {
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    fs.appendFileSync(out, `${text}\n`);
    fs.writeFileSync(`${out.replace(/\.md$/, '')}-${endpoint}-${engine}.cpuprofile`, JSON.stringify(profile));
    log(`appended to ${out}`);
  } else {
    console.log(text);
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

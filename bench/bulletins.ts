/**
 * Bulletin benchmark (issue 12 §5). See bench/README.md.
 *
 *   npm run bench:bulletins -- [--engines=postgres,pglite] [--phase=all|gen|measure|report] [--reuse]
 *                              [--bulletins=10000] [--users=100000] [--reads=10000000] [--runs=3] [--duration=10]
 *
 * gen: 100,000 accounts (user types and countries mixed, 2 % disabled), 10,000 bulletins over two
 * years (every type and status, audiences by user type, country and public flag; the vehicle
 * bulletins name models, VIN ranges or production dates of 20,000 generated vehicles) and
 * 10,000,000 reads, skewed (a few bulletins read by tens of thousands, most by hundreds); all in SQL
 * with generate_series, the reads' keys, indexes and counting trigger off during the load and the
 * trigger-kept counts rebuilt once after it; then VACUUM ANALYZE.
 * measure: the app in-process, every endpoint at ONE connection (the targets are latencies),
 * `--runs` times; the report gives each run's p95 and the medians. report: bench/results/bulletins.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/src/platform/db.js';
import {
  ROOT, benchFiles, commonOptions, createIndexes, databaseExists, dropSecondaryIndexes, dur, ensureBenchUser, gb, generating, int, log, logIn, machine, measureEndpoints,
  measuring, ms, notesOf, numberArg, pct, raw, runPhases, storageSizes, tableCounts, writeReport, type Endpoint, type EndpointResult, type Engine, type StorageSizes,
} from './kit.js';
import { bulletinsEndpoints, pathOf } from '@portal/contract';

const opts = {
  ...commonOptions({ pgDatabase: 'portal_bench_bulletins', stateDir: 'bench/.data/bulletins', out: 'bench/results/bulletins.md' }),
  bulletins: numberArg('bulletins', 'BENCH_BULLETINS', 10_000),
  users: numberArg('users', 'BENCH_USERS', 100_000),
  reads: numberArg('reads', 'BENCH_READS', 10_000_000),
  runs: numberArg('runs', 'BENCH_RUNS', 3),
};
const { target, state } = benchFiles<GenResult, MeasureResult>(opts);

const MODELS = 20;
const VEHICLES_PER_MODEL = 1000;
const ADMIN = 'bench-bulletin-admin';
/** Countries of the generated accounts, China the largest market (repeats weigh it). */
const COUNTRIES = ['CN', 'CN', 'CN', 'CN', 'VN', 'ES', 'DE', 'ID', 'MX', 'TH'];
const COUNTED = ['users', 'bulletins', 'bulletin_reads', 'bulletin_read_counts', 'vehicles'] as const;
const vinOf = (model: number, serial: number) => `LBNCHM${String(model).padStart(2, '0')}K${String(serial).padStart(8, '0')}`;

// ------------------------------------------------------------------ phase: generate

interface GenResult {
  engine: Engine; size: { bulletins: number; users: number; reads: number }; startedAt: string;
  steps: Record<string, number>; totalMs: number; counts: Record<string, number>; byStatus: Record<string, number>;
  readsPerBulletin: { p50: number; p99: number; max: number };
  sizes: StorageSizes;
}

const sameSize = (g: GenResult | null) => !!g && g.size.bulletins === opts.bulletins && g.size.users === opts.users && g.size.reads === opts.reads;

async function alreadyGenerated(engine: Engine): Promise<boolean> {
  if (!sameSize(state.gen(engine))) return false;
  return databaseExists(target, engine);
}

async function generate(engine: Engine): Promise<GenResult> {
  const t0 = performance.now();
  const startedAt = new Date().toISOString();
  const steps: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const s = performance.now();
    await work();
    steps[name] = performance.now() - s;
    log(`${engine}: ${name}: ${dur(steps[name])}`);
  };
  return generating(target, engine, async (database) => {
    const adminId = await ensureBenchUser(database, ADMIN, 'BULLETIN_ADMIN', 'Bench bulletin writer');
    await ensureBenchUser(database, 'bench-dealer');
    await raw(database, `update users set country_code = 'CN' where username = 'bench-dealer'`);

    await step('users', () => raw(database, `
      insert into users (username, name, user_type, email, company, country_code, password_hash, disabled)
      select 'bu-' || lpad(k::text, 6, '0'), 'Bench reader ' || k,
             (array['DEALER','DEALER','DEALER','DEALER','DEALER','DEALER','SERVICE_STATION','SERVICE_STATION','CUSTOMER','INNER_USER'])[1 + k % 10],
             'bu-' || k || '@bench.example.com', 'Bench company ' || (k % 2000),
             (array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + (k * 7) % 10],
             (select password_hash from users where username = 'bench-dealer'), k % 50 = 0
      from generate_series(1, ${opts.users}) k`));

    await step('vehicles', async () => {
      await raw(database, `
        insert into model_nodes (code, level, names)
        select 'BM' || lpad(m::text, 2, '0'), 2, jsonb_build_object('en-US', 'Bench model ' || m) from generate_series(0, ${MODELS - 1}) m`);
      await raw(database, `
        insert into vehicles (vin, model_id, config_code, production_date, model_year)
        select 'LBNCHM' || lpad(m::text, 2, '0') || 'K' || lpad(s::text, 8, '0'), n.id, 'BC' || m,
               date '2024-01-01' + (s * 700 / ${VEHICLES_PER_MODEL}), 2024 + s * 2 / ${VEHICLES_PER_MODEL}
        from generate_series(0, ${MODELS - 1}) m cross join generate_series(1, ${VEHICLES_PER_MODEL}) s
        join model_nodes n on n.code = 'BM' || lpad(m::text, 2, '0')`);
    });

    // Types in turn; 1 in 20 unpublished, 1 in 20 waiting for approval; created every ~105 min back
    // from now over two years, each in force from an hour later for 30 to 730 days.
    await step('bulletins', () => raw(database, `
      insert into bulletins (theme, content, type, status, approve_level, start_time, end_time, is_top, is_public, audience, user_types, countries, creator_id, created_at, updated_at)
      select 'Bench bulletin ' || g || ' ' || (array['battery','brake','software update','campaign','warranty'])[1 + g % 5],
             repeat('<p>Bench bulletin text: inspect, replace and record the work done on the vehicle.</p>', 12),
             t, case when g % 20 = 0 then 'INIT' when g % 20 = 1 then 'REVIEWED' else 'APPROVED' end,
             case when g % 20 = 1 then 1 else 0 end,
             created + interval '1 hour', created + interval '1 hour' + make_interval(days => 30 + (g * 37) % 700),
             g % 500 = 0 and g % 20 > 1, g % 5 = 0,
             jsonb_build_object('userTypes', to_jsonb(ut), 'countries', to_jsonb(cs),
               'models', case when veh and (g % 2 = 0 or (g % 3 <> 0 and g % 5 <> 0)) then jsonb_build_array('BM' || lpad((g % ${MODELS})::text, 2, '0')) else '[]'::jsonb end,
               'vinRanges', case when veh and g % 3 = 0 then jsonb_build_array(jsonb_build_object(
                 'from', 'LBNCHM' || lpad((g % ${MODELS})::text, 2, '0') || 'K' || lpad((1 + g % 500)::text, 8, '0'),
                 'to', 'LBNCHM' || lpad((g % ${MODELS})::text, 2, '0') || 'K' || lpad((1 + g % 500 + 300)::text, 8, '0'))) else '[]'::jsonb end,
               'productionDates', case when veh and g % 5 = 0 then jsonb_build_array(jsonb_build_object(
                 'from', to_char(date '2024-01-01' + g % 365, 'YYYY-MM-DD'), 'to', to_char(date '2024-01-01' + g % 365 + 180, 'YYYY-MM-DD'))) else '[]'::jsonb end),
             ut, cs, $1::uuid, created, created
      from (
        select g, t, t in ('RECALL_TYPE','MAINTENANCE_BULLETIN','WARRANTY_BULLETIN') as veh,
               now() - make_interval(mins => 105 * (${opts.bulletins} - g)) as created,
               (case g % 4 when 0 then '{}'::text[] when 1 then array['DEALER'] when 2 then array['DEALER','SERVICE_STATION'] else array['CUSTOMER'] end) as ut,
               (case g % 3 when 0 then '{}'::text[] when 1 then array['CN']
                 else array[(array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + g % 10], (array['VN','ES','DE','ID','MX','TH'])[1 + g % 6]] end) as cs
        from (select g, (array['MARKETING_ACTIVITIES','RECALL_TYPE','MAINTENANCE_BULLETIN','WARRANTY_BULLETIN','OTHER_BULLETIN'])[1 + g % 5] as t
              from generate_series(1, ${opts.bulletins}) g) s0
      ) s`, [adminId]));

    // Reads: the published bulletins' shares of the total, skewed (weight = (−ln u)²: a few
    // bulletins read by tens of thousands, most by hundreds); reader j of a bulletin is account
    // 1 + (offset + 7919·j) mod users, distinct for j ≤ users (7919 is prime to the user count).
    const pkRows = await raw(database, `select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'bulletin_reads'::regclass and contype in ('p', 'f')`);
    const deferred = await dropSecondaryIndexes(database, ['bulletin_reads']);
    for (const c of pkRows) await raw(database, `alter table bulletin_reads drop constraint "${String(c.conname)}"`);
    await raw(database, 'alter table bulletin_reads disable trigger bulletin_read_counts_track');
    await raw(database, 'create table bench_reader (k int primary key, id uuid not null)');
    await raw(database, `insert into bench_reader select row_number() over (order by username)::int, id from users where username like 'bu-%'`);
    await raw(database, `create table bench_share (id uuid primary key, start_time timestamptz, off int, n int)`);
    await raw(database, `
      insert into bench_share
      select id, start_time, (random() * ${opts.users})::int, least(${opts.users}, round(w / sum(w) over () * ${opts.reads}))::int
      from (select id, start_time, power(-ln(1 - random()), 2) as w from bulletins where status = 'APPROVED') s`);
    const shares = (await raw(database, 'select id from bench_share order by id')).map((r) => String(r.id));
    await step('bulletin_reads', async () => {
      for (let i = 0; i < shares.length; i += 500) {
        await raw(database, `
          insert into bulletin_reads (bulletin_id, user_id, read_at)
          select s.id, r.id, least(now(), s.start_time + make_interval(secs => j * 30))
          from bench_share s cross join lateral generate_series(1, s.n) j
          join bench_reader r on r.k = 1 + (s.off + 7919::bigint * j) % ${opts.users}
          where s.id = any($1::uuid[])`, [shares.slice(i, i + 500)]);
        if ((i / 500) % 4 === 3) log(`${engine}: reads of ${Math.min(i + 500, shares.length)} / ${shares.length} bulletins`);
      }
    });
    await raw(database, `update bulletins b set visit_count = s.n + s.n / 3 from bench_share s where s.id = b.id`);
    await raw(database, 'drop table bench_share');
    await raw(database, 'drop table bench_reader');
    await step('keys, indexes and counts', async () => {
      for (const c of pkRows) await raw(database, `alter table bulletin_reads add constraint "${String(c.conname)}" ${String(c.def)}`);
      await createIndexes(target, engine, database, deferred, (m) => log(`${engine}: ${m}`));
      await raw(database, 'alter table bulletin_reads enable trigger bulletin_read_counts_track');
      // As the migration does: the counts from the rows, once.
      await raw(database, 'delete from bulletin_read_counts');
      await raw(database, `
        insert into bulletin_read_counts (bulletin_id, user_type, country_code, active, n)
        select r.bulletin_id, u.user_type, u.country_code, not u.disabled and not u.is_visitor, count(*)::int
        from bulletin_reads r join users u on u.id = r.user_id group by 1, 2, 3, 4`);
    });
    await step('VACUUM ANALYZE', () => raw(database, 'vacuum analyze'));
    const counts = await tableCounts(database, COUNTED);
    const byStatus = Object.fromEntries((await raw(database, 'select status, count(*)::int as n from bulletins group by 1 order by 2 desc')).map((r) => [String(r.status), Number(r.n)]));
    const [dist] = await raw(database, `select percentile_disc(0.5) within group (order by n) as p50, percentile_disc(0.99) within group (order by n) as p99, max(n) as max
      from (select bulletin_id, sum(n)::int as n from bulletin_read_counts group by 1) c`);
    const gen: GenResult = {
      engine, size: { bulletins: opts.bulletins, users: opts.users, reads: opts.reads }, startedAt, steps, totalMs: performance.now() - t0, counts, byStatus,
      readsPerBulletin: { p50: Number(dist.p50), p99: Number(dist.p99), max: Number(dist.max) },
      sizes: await storageSizes(database, target, engine),
    };
    state.save('gen', engine, gen);
    log(`${engine}: generated in ${dur(gen.totalMs)}: ${JSON.stringify(counts)}`);
    return gen;
  });
}

// ------------------------------------------------------------------ phase: measure

type Who = 'dealer' | 'admin';
interface MeasureRun { at: string; loadavgBefore: number[]; loadavgAfter: number[]; endpoints: EndpointResult[] }
interface MeasureResult { engine: Engine; at: string; machine: ReturnType<typeof machine>; runs: MeasureRun[]; inputs: Record<string, unknown> }

const TARGETS: Record<string, { target: number | null; note: string }> = {
  healthz: { target: null, note: 'reference' },
  list: { target: 20, note: '≤ 20' },
  listType: { target: 20, note: '≤ 20' },
  homepage: { target: 20, note: '≤ 20 (the list\'s first page)' },
  vin: { target: 20, note: 'none given; ≤ 20 as the list' },
  stats: { target: 100, note: '≤ 100' },
  statsType: { target: 100, note: '≤ 100' },
  unreadBig: { target: 100, note: '≤ 100' },
  unreadNarrow: { target: 100, note: '≤ 100' },
};

async function endpointsFor(database: Database): Promise<{ eps: (Endpoint & { who: Who })[]; inputs: Record<string, unknown> }> {
  const ep = (key: string, who: Who, label: string, call: string, requests: Endpoint['requests']): Endpoint & { who: Who } =>
    ({ key, who, label, call, target: TARGETS[key].target, targetNote: TARGETS[key].note, requests });
  const get = (p: string) => ({ method: 'GET' as const, path: p });
  const pages = (base: string, n: number, size: number) => Array.from({ length: n }, (_, i) => get(`${base}${base.includes('?') ? '&' : '?'}page=${i + 1}&pageSize=${size}`));
  // The VINs: 200 spread over every model and serial (some concerned by many bulletins, some by none).
  const vins = Array.from({ length: 200 }, (_, i) => vinOf(i % MODELS, 1 + ((i * 4799) % VEHICLES_PER_MODEL)));
  const most = (await raw(database, `select bulletin_id as id, sum(n)::int as n from bulletin_read_counts group by 1 order by 2 desc limit 10`)).map((r) => String(r.id));
  // Narrow audiences: one user type and one country, published and read.
  const narrow = (await raw(database, `select b.id from bulletins b where b.status = 'APPROVED' and not b.is_public and cardinality(b.user_types) = 1 and b.countries = array['CN']
      order by b.created_at desc limit 10`)).map((r) => String(r.id));
  const [dealerList] = await raw(database, `select count(*)::int as n from bulletins where status = 'APPROVED' and start_time <= now() and end_time >= now()`);
  const eps = [
    { ...ep('healthz', 'dealer', 'Constant JSON (/healthz)', 'GET /healthz', [get('/healthz')]), raw: true, reference: true },
    ep('list', 'dealer', 'A dealer\'s bulletin list, pages 1–5', 'GET /rest/base/bulletin/page', pages(pathOf(bulletinsEndpoints.page), 5, 10)),
    ep('listType', 'dealer', 'A dealer\'s list filtered by type, pages 1–2', 'GET /rest/base/bulletin/page?type=', ['RECALL_TYPE', 'MARKETING_ACTIVITIES', 'WARRANTY_BULLETIN'].flatMap((t) => pages(`${pathOf(bulletinsEndpoints.page)}?type=${t}`, 2, 10))),
    ep('homepage', 'dealer', 'Home announcements (the newest 10 the dealer may read)', 'GET /rest/base/bulletin/homepage', [get(pathOf(bulletinsEndpoints.homepage))]),
    ep('vin', 'dealer', 'The VIN\'s bulletins (structure view), 200 VINs', 'GET /rest/base/bulletin/vin/{vin}', vins.map((v) => get(pathOf(bulletinsEndpoints.ofVin, { vin: v })))),
    ep('stats', 'admin', 'Read statistics, pages 1–10 of all bulletins', 'GET /rest/base/bulletin/getBulletinStatistics', pages(pathOf(bulletinsEndpoints.statistics), 10, 10)),
    ep('statsType', 'admin', 'Read statistics by type, pages 1–3', 'GET /rest/base/bulletin/getBulletinStatistics?type=', ['RECALL_TYPE', 'OTHER_BULLETIN'].flatMap((t) => pages(`${pathOf(bulletinsEndpoints.statistics)}?type=${t}`, 3, 10))),
    ep('unreadBig', 'admin', 'Who has not read it: the 10 most-read bulletins, pages 1–3', 'GET /rest/base/bulletin/unread/{id}', most.flatMap((id) => pages(pathOf(bulletinsEndpoints.unread, { id }), 3, 10))),
    ep('unreadNarrow', 'admin', 'Who has not read it: 10 bulletins for one user type in China, pages 1–3', 'GET /rest/base/bulletin/unread/{id}', narrow.flatMap((id) => pages(pathOf(bulletinsEndpoints.unread, { id }), 3, 10))),
  ];
  return { eps, inputs: { vins: vins.length, mostRead: most.length, narrow: narrow.length, publishedInForce: Number(dealerList.n) } };
}

async function measure(engine: Engine): Promise<MeasureResult> {
  return measuring(target, engine, async ({ database, recorder, startApp }) => {
    const before = machine();
    const started = await startApp(path.join(opts.stateDir, 'app'));
    const tokens: Record<Who, string> = { dealer: started.token, admin: await logIn(started.app, ADMIN) };
    const { eps, inputs } = await endpointsFor(database);
    const chosen = eps.filter((e) => !opts.only || opts.only.split(',').includes(e.key) || e.key === 'healthz');
    const runs: MeasureRun[] = [];
    for (let i = 0; i < opts.runs; i++) {
      const run: MeasureRun = { at: new Date().toISOString(), loadavgBefore: machine().loadavg, loadavgAfter: [], endpoints: [] };
      log(`${engine}: run ${i + 1} of ${opts.runs}, load average ${run.loadavgBefore.join(' ')}`);
      for (const who of ['dealer', 'admin'] as Who[]) {
        const list = chosen.filter((e) => e.who === who).map(({ who: _, ...e }) => e);
        if (!list.length) continue;
        // ONE connection: the issue's targets are latencies of one user's request.
        const got = await measureEndpoints({ target, engine, database, recorder, ...started, token: tokens[who] }, list, { ...opts, connections: 1 });
        run.endpoints.push(...got.results);
      }
      run.loadavgAfter = machine().loadavg;
      runs.push(run);
    }
    const result: MeasureResult = { engine, at: new Date().toISOString(), machine: before, runs, inputs };
    state.save('measure', engine, result);
    return result;
  });
}

// ------------------------------------------------------------------ phase: report

/** A median that may have no value (a reference route has no SQL). */
const msOr = (x: number) => (Number.isFinite(x) ? ms(x) : '–');

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? pct(s, 50) : NaN;
};

/** Per endpoint key: the median over the runs of the measured run's p50 and p95, and the SQL replay's p95. */
function summary(m: MeasureResult) {
  const keys = [...new Set(m.runs.flatMap((r) => r.endpoints.map((e) => e.endpoint.key)))];
  return keys.map((key) => {
    const per = m.runs.map((r) => r.endpoints.find((e) => e.endpoint.key === key)).filter((e): e is EndpointResult => !!e);
    return {
      key, endpoint: per[0].endpoint, p95s: per.map((e) => e.api.p95),
      p50: median(per.map((e) => e.api.p50)), p95: median(per.map((e) => e.api.p95)), p99: median(per.map((e) => e.api.p99)),
      second95: median(per.map((e) => e.api1?.p95 ?? NaN)), sql95: median(per.map((e) => e.sql?.p95 ?? NaN)),
      stmts: per[0].sql ? `${per[0].sql.statementsPerRequest}+${per[0].sql.authStatements}` : '–',
      plan: per[per.length - 1].sql?.plan ?? null, slowest: per[per.length - 1].sql?.slowest ?? null,
    };
  });
}

function report() {
  const { gens, meas } = state.results();
  const L: string[] = ['# Bulletin benchmark', ''];
  L.push(`Generated by \`npm run bench:bulletins\` (bench/bulletins.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. How to run and what is measured: bench/README.md.`, '');
  L.push('Targets (issue 12 §5): with 10,000 bulletins, 100,000 users and 10,000,000 read records, a user\'s bulletin list p95 ≤ 20 ms and a',
    'bulletin\'s read statistics (visits, read and unread counts, who has not read it, paged) p95 ≤ 100 ms at one connection on PostgreSQL;',
    'PGlite within 3× of PostgreSQL. Every endpoint is measured at ONE connection, whole HTTP requests (token check, envelope) in ms,',
    `${opts.runs} runs each; "p95 per run" lists each run's, the other columns are medians over the runs.`, '');
  const full = (g: GenResult) => g.size.bulletins >= 10_000 && g.size.users >= 100_000 && g.size.reads >= 10_000_000;
  for (const g of gens.filter((x) => !full(x))) {
    L.push(`**${g.engine} was generated smaller than the issue's scale** (${int(g.size.bulletins)} bulletins, ${int(g.size.users)} users, ${int(g.size.reads)} reads): its figures are for that size, never extrapolated.`, '');
  }
  L.push('## Machine', '');
  for (const m of meas) {
    L.push(`- ${m.engine}: ${m.machine.cpus} cores (${m.machine.cpuModel}), ${m.machine.memoryGb} GB, Node ${m.machine.node}; shared with other work. Load average (1/5/15 min) per run: ${m.runs.map((r, i) => `run ${i + 1} (${r.at.slice(11, 16)} UTC) ${r.loadavgBefore.join(' / ')} at the start, ${r.loadavgAfter.join(' / ')} at the end`).join('; ')}.`);
  }
  L.push('', 'PostgreSQL runs on the same machine; PGlite inside the server process.', '');
  L.push('## Data, generation time and size', '', `| | ${gens.map((g) => g.engine).join(' | ')} |`, `|---|${gens.map(() => '---:').join('|')}|`);
  const row = (label: string, f: (g: GenResult) => string) => L.push(`| ${label} | ${gens.map(f).join(' | ')} |`);
  for (const t of COUNTED) row(t, (g) => int(g.counts[t]));
  row('bulletins by status', (g) => Object.entries(g.byStatus).map(([s, k]) => `${s} ${int(k)}`).join(', '));
  row('reads per bulletin (p50 / p99 / max)', (g) => `${int(g.readsPerBulletin.p50)} / ${int(g.readsPerBulletin.p99)} / ${int(g.readsPerBulletin.max)}`);
  for (const s of Object.keys(gens[0]?.steps ?? {})) row(`load: ${s}`, (g) => (g.steps[s] === undefined ? '–' : dur(g.steps[s])));
  row('total', (g) => dur(g.totalMs));
  row('pg_database_size', (g) => gb(g.sizes.databaseBytes));
  row('data directory on disk', (g) => gb(g.sizes.dataDirBytes));
  row('largest tables (with indexes)', (g) => g.sizes.tables.slice(0, 4).map((t) => `${t.name} ${gb(t.totalBytes)}`).join(', '));
  L.push('');
  const sums = new Map(meas.map((m) => [m.engine, summary(m)]));
  for (const m of meas) {
    L.push(`## ${m.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} (measured ${m.at.slice(0, 16).replace('T', ' ')} UTC)`, '');
    L.push('"2nd run p95" = the kit\'s second one-connection run after each measured run (median); SQL p95 = the service\'s own statements of the same requests replayed sequentially on one connection; stmts = service + token statements per request.', '');
    L.push('| endpoint | call | p95 per run | p50 | p95 | p99 | 2nd run p95 | SQL p95 | stmts | target p95 | met? |', '|---|---|---|---:|---:|---:|---:|---:|---:|---:|:-:|');
    // The latency targets are PostgreSQL's; PGlite's is to stay within 3× of it (the table below).
    if (m.engine === 'pglite') L.push('The targets in this table are PostgreSQL\'s, shown for comparison; PGlite\'s own target is to stay within 3× of PostgreSQL (next section).', '');
    for (const s of sums.get(m.engine)!) {
      const t = s.endpoint.target;
      const met = t === null ? '–' : s.p95 <= t ? 'yes' : m.engine === 'pglite' ? 'above' : '**no**';
      L.push(`| ${s.endpoint.label} | \`${s.endpoint.call}\` | ${s.p95s.map((x) => ms(x)).join(', ')} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${msOr(s.second95)} | ${msOr(s.sql95)} | ${s.stmts} | ${s.endpoint.targetNote} | ${met} |`);
    }
    L.push('');
  }
  const pgS = sums.get('postgres');
  const liteS = sums.get('pglite');
  if (pgS && liteS) {
    L.push('## PGlite / PostgreSQL (median p95)', '', '| endpoint | PostgreSQL | PGlite | ratio | within 3×? |', '|---|---:|---:|---:|:-:|');
    for (const s of pgS.filter((x) => x.key !== 'healthz')) {
      const l = liteS.find((x) => x.key === s.key);
      if (!l) continue;
      const ratio = l.p95 / s.p95;
      L.push(`| ${s.endpoint.label} | ${ms(s.p95)} | ${ms(l.p95)} | ${ratio.toFixed(1)}× | ${ratio <= 3 ? 'yes' : '**no**'} |`);
    }
    L.push('');
  }
  // The 200 MB streamed download is measured by `npm run bench:downloads` (a server process of its
  // own, no bulletin data needed); its latest results are carried into this file.
  const downloads = path.join(ROOT, 'bench/results/downloads.md');
  if (fs.existsSync(downloads)) {
    L.push(fs.readFileSync(downloads, 'utf8').trim().replace(/^# /, '## '), '');
  }
  L.push(...notesOf('bulletins'));
  L.push('## Plans of the slowest statement per endpoint (last run)', '');
  for (const m of meas) {
    for (const s of sums.get(m.engine)!.filter((x) => x.plan)) {
      L.push(`### ${m.engine}: ${s.key} (${ms(s.slowest!.meanMs)} ms mean)`, '', '```sql', s.slowest!.text.slice(0, 1500), '```', '', '```', s.plan!, '```', '');
    }
  }
  writeReport(opts.out, L);
}

runPhases(opts, { alreadyGenerated, generate, measure, report });

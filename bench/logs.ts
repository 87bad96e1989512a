/**
 * Log management benchmark (issue 24 §2, decision 041). See bench/README.md.
 *
 *   npm run bench:logs -- [--rows=10000000] [--engines=postgres] [--phase=all|gen|measure|report]
 *                         [--duration=10] [--rounds=2] [--reuse]
 *
 * gen: --rows login attempts over the last 365 days (generate_series, a million per statement)
 * into the month partitions of login_attempts: 100,000 accounts, 2,000 addresses, one attempt in
 * ten a failure; then VACUUM ANALYZE.
 * measure: the app in-process, autocannon in a child process (bench/load.mjs) at one connection,
 * every load --rounds times (the report shows the median round and every round's p95), as a system
 * administrator, GET /rest/base/log/auth: by account; by account and failure; one day; failures
 * only; failures in one week, page 100; everything, page 1,000 (the count stops at its cap).
 * report: bench/results/logs.md.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { logsEndpoints, pathOf } from '@portal/contract';
import {
  BENCH_PASSWORD, arg, benchFiles, commonOptions, databaseExists, dur, engineHeading, ensureBenchUser, expectSuccess, generating, int, log, logIn, machine,
  measuring, measureSetsInRounds, ms, notesOf, numberArg, raw, runPhases, storageSizes, gb, tableCounts, writeReport, type Engine, type SetRun, type Req, type StorageSizes,
} from './kit.js';

const opts = {
  ...commonOptions({ pgDatabase: 'portal_bench_logs', stateDir: 'bench/.data/logs', out: 'bench/results/logs.md' }),
  rows: numberArg('rows', 'BENCH_ROWS', 10_000_000),
  rounds: Math.max(1, numberArg('rounds', 'BENCH_ROUNDS', 2)),
};
// PostgreSQL unless told otherwise: the target is PostgreSQL's
if (!process.argv.some((a) => a.startsWith('--engines')) && !process.env.BENCH_ENGINES) opts.engines = ['postgres'];
const { target, state } = benchFiles<GenResult, MeasureResult>(opts);

const ADMIN = 'bench-admin';
const ACCOUNTS = 100_000;
const ADDRESSES = 2_000;
const DAY_S = 86_400;
const CHUNK = 1_000_000;
/** Every generated attempt lies in the year before this instant, so the measured periods are fixed. */
const arg0 = arg('anchor', 'BENCH_ANCHOR', '');

// ------------------------------------------------------------------ phase: generate

interface GenResult { engine: Engine; rows: number; anchor: string; startedAt: string; totalMs: number; counts: Record<string, number>; partitions: number; storage: StorageSizes }

async function alreadyGenerated(engine: Engine): Promise<boolean> {
  const gen = state.gen(engine);
  return !!gen && gen.rows === opts.rows && databaseExists(target, engine);
}

async function generate(engine: Engine): Promise<GenResult> {
  const t0 = performance.now();
  const startedAt = new Date().toISOString();
  const anchor = arg0 || new Date().toISOString();
  return generating(target, engine, async (database) => {
    await ensureBenchUser(database, ADMIN, 'SYSTEM_ADMIN', 'Bench administrator');
    // the year's months, made before the rows arrive (the default partition would take them otherwise)
    await raw(database, `select portal_ensure_month_partitions('login_attempts', ($1::timestamptz - interval '13 months')::date, ($1::timestamptz + interval '3 months')::date)`, [anchor]);
    const step = (365 * DAY_S) / opts.rows;
    log(`${engine}: writing ${int(opts.rows)} login attempts`);
    for (let from = 1; from <= opts.rows; from += CHUNK) {
      const to = Math.min(opts.rows, from + CHUNK - 1);
      await raw(database, `
        insert into login_attempts (username, ip, success, reason, at)
        select 'acct' || (g % ${ACCOUNTS}), '10.' || (g % ${ADDRESSES} / 250) || '.' || (g % 250) || '.' || (g % 7),
               g % 10 <> 0, case when g % 10 = 0 then 'WRONG_CREDENTIALS' else '' end,
               $1::timestamptz - make_interval(secs => g * ${step})
          from generate_series(${from}, ${to}) g`, [anchor]);
      log(`${engine}: ${int(to)} rows`);
    }
    await raw(database, 'vacuum analyze');
    const counts = await tableCounts(database, ['login_attempts']);
    const partitions = Number((await raw(database, `select count(*)::int as n from pg_inherits where inhparent = 'login_attempts'::regclass`))[0].n);
    const gen: GenResult = { engine, rows: opts.rows, anchor, startedAt, totalMs: performance.now() - t0, counts, partitions, storage: await storageSizes(database, target, engine, 4) };
    state.save('gen', engine, gen);
    log(`${engine}: generated in ${dur(gen.totalMs)}: ${JSON.stringify(counts)} in ${partitions} partitions`);
    return gen;
  });
}

// ------------------------------------------------------------------ phase: measure

interface MeasureResult { engine: Engine; at: string; machine: ReturnType<typeof machine>; runs: SetRun[] }

const list = (query: string): Req => ({ method: 'GET', path: `${pathOf(logsEndpoints.loginLog)}?${query}` });
const iso = (d: Date) => encodeURIComponent(d.toISOString());

async function measure(engine: Engine): Promise<MeasureResult> {
  const gen = state.gen(engine);
  const anchor = new Date(gen?.anchor ?? Date.now());
  return measuring(target, engine, async ({ startApp }) => {
    const { app, url } = await startApp(path.join(opts.stateDir, `app-${engine}`));
    const token = await logIn(app, ADMIN, BENCH_PASSWORD);
    const day = (n: number) => new Date(anchor.getTime() - n * DAY_S * 1000);
    const accounts = Array.from({ length: 50 }, (_, i) => `acct${(i * 1997) % ACCOUNTS}`);
    const sets: [string, string, Req[]][] = [
      ['account', 'One account (100 attempts a year), page 1', accounts.map((a) => list(`username=${a}&page=1&pageSize=10`))],
      ['account-failed', 'One account\'s failures, page 1', accounts.map((a) => list(`username=${a}&result=FAILURE&page=1&pageSize=10`))],
      ['day', 'One day (about 27,000 attempts), page 1', Array.from({ length: 30 }, (_, i) => list(`from=${iso(day(10 * i + 20))}&to=${iso(day(10 * i + 19))}&page=1&pageSize=10`))],
      ['failed', 'Failures only (a million), page 1', [1, 2, 3].map((p) => list(`result=FAILURE&page=${p}&pageSize=10`))],
      ['week-failed-deep', 'Failures in one week, page 100', Array.from({ length: 20 }, (_, i) => list(`result=FAILURE&from=${iso(day(7 * i + 14))}&to=${iso(day(7 * i + 7))}&page=100&pageSize=10`))],
      ['all-deep', `All ${int(opts.rows)} attempts, page 1,000 (the last the cap opens)`, [list('page=1000&pageSize=10'), list('page=999&pageSize=10')]],
    ];
    for (const [, , reqs] of sets) for (const r of reqs) await expectSuccess(app, token, r);

    const runs = await measureSetsInRounds(url, token, sets, { engine, ...opts });
    const result: MeasureResult = { engine, at: new Date().toISOString(), machine: machine(), runs };
    state.save('measure', engine, result);
    return result;
  });
}

// ------------------------------------------------------------------ phase: report

const TARGET = 50;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

function report(): void {
  const { gens, meas } = state.results();
  const lines: string[] = [
    '# Log management benchmark',
    '',
    '<!-- Generated by `npm run bench:logs` (bench/logs.ts). -->',
    '',
    `Target (issue 24 §2): the login log at ${int(opts.rows)} attempts, a filtered page p95 ≤ ${TARGET} ms at one connection on PostgreSQL.`,
    'login_attempts is partitioned by month (decision 041); the rows span the 365 days before the generation.',
    'The app runs in-process, autocannon in a child process on the same machine (both share its cores).',
    'Latencies are whole HTTP requests (token check, envelope, the count up to its cap of 10,000) in ms, as a system administrator.',
    '',
  ];
  for (const m of meas) {
    const gen = gens.find((x) => x.engine === m.engine);
    lines.push(...engineHeading(m, gen));
    if (gen) lines.push(`${gen.partitions} partitions; database ${gb(gen.storage.databaseBytes)}.`);
    lines.push(`Each load ran ${m.runs[0]?.roundsP95?.length ?? 1} time(s) for ${opts.duration} s at one connection; a row is the round with the median p95, and the p95 of every round is listed.`);
    lines.push('', '| Call | p50 | p95 | p99 | req/s | server CPU ms/request | p95 of each round | Target | |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (const r of m.runs) {
      lines.push(`| ${r.label} | ${ms(r.load.p50)} | ${ms(r.load.p95)} | ${ms(r.load.p99)} | ${int(Math.round(r.load.rps))} | ${ms(r.cpuMs)} | ${(r.roundsP95 ?? [r.load.p95]).map((x) => ms(x)).join(' · ')} | p95 ≤ ${TARGET} | ${verdict(r.load.p95 <= TARGET)} |`);
    }
    lines.push('');
  }
  lines.push(...notesOf('logs'));
  writeReport(opts.out, lines);
}

runPhases(opts, { alreadyGenerated, generate, measure, report });

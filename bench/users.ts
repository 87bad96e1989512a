/**
 * User administration benchmark (issue 22 §1). See bench/README.md.
 *
 *   npm run bench:users -- [--users=100000] [--engines=postgres,pglite] [--phase=all|gen|measure|report]
 *                          [--duration=10] [--rounds=3] [--import-rows=10000] [--reuse]
 *
 * gen: 200 companies (dealers, service stations, departments) and 100,000 accounts spread over
 * them and over the user types, a few locked or disabled; then VACUUM ANALYZE.
 * measure: the app in-process, autocannon in a child process (bench/load.mjs) at one connection,
 * every load --rounds times (the report shows the median round and every round's p95), as a system
 * administrator:
 * - the user list, pages 1–100 of all accounts; filtered by two user types, by two companies, by
 *   the locked state; and searched by keyword (a name, an account, an e-mail fragment);
 * - the import of a --import-rows sheet of new accounts (check, then confirm), then the same sheet
 *   again overwriting them: time of each step, the server process's RSS sampled every 20 ms
 *   (growth = peak − before) and, with --expose-gc, the live heap.
 * report: bench/results/users.md.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { USER_IMPORT_COLUMNS, pathOf, usersEndpoints, type UserType } from '@portal/contract';
import { xlsxBuffer } from '../server/src/platform/xlsx.js';
import {
  BENCH_PASSWORD, arg, benchFiles, commonOptions, databaseExists, dur, engineHeading, ensureBenchUser, expectSuccess, generating, int, log, logIn, machine, measuring,
  measureSetsInRounds, ms, notesOf, numberArg, raw, runPhases, sampleMemory, tableCounts, writeReport, type Engine, type SetRun, type MemorySample, type Req,
} from './kit.js';

const opts = {
  ...commonOptions({ pgDatabase: 'portal_bench_users', stateDir: 'bench/.data/users', out: 'bench/results/users.md' }),
  users: numberArg('users', 'BENCH_USERS', 100_000),
  importRows: numberArg('import-rows', 'BENCH_IMPORT_ROWS', 10_000),
  /** false: skip the import runs. */
  imports: arg('imports', 'BENCH_IMPORTS', 'true') !== 'false',
  rounds: Math.max(1, numberArg('rounds', 'BENCH_ROUNDS', 3)),
};
const { target, state } = benchFiles<GenResult, MeasureResult>(opts);

const COMPANIES = 200;
const ADMIN = 'bench-admin';
/** Most accounts are workshops; the rest spread over the other types. */
const TYPES: UserType[] = ['DEALER', 'DEALER', 'DEALER', 'SERVICE_STATION', 'SERVICE_STATION', 'SERVICE_STATION', 'CUSTOMER', 'CLIENT', 'INNER_USER', 'CENTRAL', 'FACILITATOR', 'REGISTER'];
const SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Nguyen', 'Garcia', 'Müller', 'Santoso', 'Smith', '王', '李'];
/** The login names' stems, as the surnames are written in an account (王 is wang). */
const LOGINS = ['wang', 'li', 'zhang', 'liu', 'chen', 'nguyen', 'garcia', 'mueller', 'santoso', 'smith', 'wang', 'li'];
const DOMAINS = ['qq.com', '163.com', 'gmail.com', 'outlook.com', 'e-moto.com', 'bright-ride.cn', 'green-wheel.cn', 'saigon-emoto.vn', 'yahoo.co.id', 'web.de'];

// ------------------------------------------------------------------ phase: generate

interface GenResult { engine: Engine; users: number; startedAt: string; totalMs: number; counts: Record<string, number> }

async function alreadyGenerated(engine: Engine): Promise<boolean> {
  const gen = state.gen(engine);
  return !!gen && gen.users === opts.users && databaseExists(target, engine);
}

async function generate(engine: Engine): Promise<GenResult> {
  const t0 = performance.now();
  const startedAt = new Date().toISOString();
  return generating(target, engine, async (database) => {
    const adminId = await ensureBenchUser(database, ADMIN, 'SYSTEM_ADMIN', 'Bench administrator');
    await raw(database, `
      insert into companies (code, name, kind, country_code, province)
      select 'BC' || lpad(g::text, 4, '0'), 'Bench Company ' || g, (array['DEALER','SERVICE_STATION','DEPARTMENT'])[1 + g % 3], 'CN', lpad((11 + g % 30)::text, 2, '0')
      from generate_series(1, ${COMPANIES}) g`);
    const types = `array[${TYPES.map((t) => `'${t}'`).join(',')}]`;
    const list = (items: string[]) => `array[${items.map((x) => `'${x}'`).join(',')}]`;
    const [surnames, logins, domains] = [list(SURNAMES), list(LOGINS), list(DOMAINS)];
    log(`${engine}: writing ${int(opts.users)} accounts`);
    for (let from = 1; from <= opts.users; from += 20_000) {
      const to = Math.min(opts.users, from + 19_999);
      // every account takes the bench administrator's password hash (BENCH_PASSWORD); the surname
      // (and its login stem) steps every TYPES.length rows, so it does not follow the type
      await raw(database, `
        insert into users (username, name, user_type, email, mobile_no, company, company_id, department, country_code, password_hash, locked, disabled, updated_at)
        select (${logins})[1 + (g / ${TYPES.length}) % ${LOGINS.length}] || '.' || g, (${surnames})[1 + (g / ${TYPES.length}) % ${SURNAMES.length}] || ' ' || g, (${types})[1 + g % ${TYPES.length}],
               (${logins})[1 + (g / ${TYPES.length}) % ${LOGINS.length}] || g || '@' || (${domains})[1 + g % ${DOMAINS.length}], '138' || lpad((g % 100000000)::text, 8, '0'), c.name, c.id, 'Workshop', 'CN',
               (select password_hash from users where id = $1::uuid), g % 97 = 0, g % 89 = 0, now() - make_interval(mins => g)
        from generate_series(${from}, ${to}) g join companies c on c.code = 'BC' || lpad((1 + g % ${COMPANIES})::text, 4, '0')`, [adminId]);
    }
    await raw(database, 'vacuum analyze');
    const counts = await tableCounts(database, ['companies', 'users']);
    const gen: GenResult = { engine, users: opts.users, startedAt, totalMs: performance.now() - t0, counts };
    state.save('gen', engine, gen);
    log(`${engine}: generated in ${dur(gen.totalMs)}: ${JSON.stringify(counts)}`);
    return gen;
  });
}

// ------------------------------------------------------------------ phase: measure

interface ImportRun extends MemorySample { label: string; rows: number; bytes: number; checkMs: number; confirmMs: number; answer: string }
interface MeasureResult { engine: Engine; at: string; machine: ReturnType<typeof machine>; runs: SetRun[]; imports: ImportRun[] }

const list = (query: string): Req => ({ method: 'GET', path: `${pathOf(usersEndpoints.adminPage)}?${query}` });

/** A sheet of `rows` accounts named `<prefix>-<n>`, in the template's columns. */
function importSheet(prefix: string, rows: number, companyCodes: string[]): Promise<Buffer> {
  const batch: string[][] = [];
  for (let i = 1; i <= rows; i++) {
    batch.push([`${prefix}-${i}`, `Imported ${prefix} ${i}`, i % 2 ? 'DEALER' : 'SERVICE_STATION', companyCodes[i % companyCodes.length], 'Workshop', `${prefix}-${i}@import.example.com`, '13800138000', 'CN']);
  }
  return xlsxBuffer([{ name: 'Users', columns: USER_IMPORT_COLUMNS.map((header) => ({ header })), rows: [batch] }]);
}

/** Uploads the sheet (step 1) and confirms it (step 2) over HTTP, as the import dialog does. */
async function importOnce(url: string, token: string, label: string, data: Buffer, overwrite: boolean): Promise<ImportRun> {
  const { result, memory } = await sampleMemory(async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), 'users.xlsx');
    const t0 = performance.now();
    const checked = (await (await fetch(`${url}${pathOf(usersEndpoints.importCheck)}`, { method: 'POST', headers: { token }, body: form })).json()) as { success: boolean; message?: string; data?: { stagingId: string; rows: number; existing: string[] } };
    const checkMs = performance.now() - t0;
    if (!checked.success || !checked.data) throw new Error(`import check: ${checked.message}`);
    const t1 = performance.now();
    const query = `?stagingId=${checked.data.stagingId}&overwrite=${overwrite}`;
    const confirmed = (await (await fetch(`${url}${pathOf(usersEndpoints.importConfirm)}${query}`, { headers: { token } })).json()) as { success: boolean; message?: string; data?: unknown };
    const confirmMs = performance.now() - t1;
    if (!confirmed.success) throw new Error(`import confirm: ${confirmed.message}`);
    return { checkMs, confirmMs, answer: JSON.stringify(confirmed.data) };
  });
  const run: ImportRun = { label, rows: opts.importRows, bytes: data.length, ...result, ...memory };
  log(`import ${label}: check ${dur(run.checkMs)}, confirm ${dur(run.confirmMs)} → ${run.answer}; RSS ${run.rssBeforeMb} → peak ${run.rssPeakMb} MB (+${run.growthMb}); live heap ${run.liveHeapBeforeMb} → ${run.liveHeapPeakMb ?? '–'} MB`);
  return run;
}

async function measure(engine: Engine): Promise<MeasureResult> {
  return measuring(target, engine, async ({ database, startApp }) => {
    const { app, url } = await startApp(path.join(opts.stateDir, `app-${engine}`));
    const token = await logIn(app, ADMIN, BENCH_PASSWORD);
    const companies = (await raw(database, `select id, code from companies where code like 'BC%' order by code`)).map((r) => ({ id: String(r.id), code: String(r.code) }));
    const pages = Array.from({ length: 100 }, (_, i) => list(`page=${i + 1}&pageSize=10`));
    const byType = [['SERVICE_STATION', 'CENTRAL'], ['CUSTOMER', 'CLIENT'], ['INNER_USER', 'REGISTER']].flatMap((types) =>
      [1, 2, 3].map((p) => list(`${types.map((t) => `userType=${t}`).join('&')}&page=${p}&pageSize=10`)));
    const byCompany = Array.from({ length: 20 }, (_, i) => list(`companyId=${companies[i * 7].id}&companyId=${companies[i * 7 + 3].id}&page=1&pageSize=10`));
    const locked = [1, 2, 3].map((p) => list(`locked=true&page=${p}&pageSize=10`));
    const keys = ['wang', 'müller', '王', 'mueller.1240', 'santoso4569@', 'Bench Company 17', 'nosuchname'].map((k) => list(`key=${encodeURIComponent(k)}&page=1&pageSize=10`));
    const sets: [string, string, Req[]][] = [
      ['list', `All ${int(opts.users)} accounts, pages 1–100`, pages],
      ['list-type', 'Filtered by two user types (array parameters), pages 1–3', byType],
      ['list-company', 'Filtered by two companies', byCompany],
      ['list-locked', 'Locked accounts, pages 1–3', locked],
      ['list-key', 'Searched by keyword (name, account, e-mail, company; one that matches nothing)', keys],
    ];
    for (const [, , reqs] of sets) for (const r of reqs) await expectSuccess(app, token, r);

    const runs = await measureSetsInRounds(url, token, sets, { engine, ...opts });

    const imports: ImportRun[] = [];
    if (opts.imports) {
      const prefix = `imp${Date.now().toString(36)}`;
      const sheet = await importSheet(prefix, opts.importRows, companies.map((c) => c.code));
      imports.push(await importOnce(url, token, `${int(opts.importRows)} new accounts`, sheet, false));
      imports.push(await importOnce(url, token, `the same ${int(opts.importRows)}, overwritten`, sheet, true));
    }
    const result: MeasureResult = { engine, at: new Date().toISOString(), machine: machine(), runs, imports };
    state.save('measure', engine, result);
    return result;
  });
}

// ------------------------------------------------------------------ phase: report

const LIST_TARGET = 30;
const PGLITE_FACTOR = 3;
const IMPORT_TARGET_MS = 20_000;
const IMPORT_GROWTH_MB = 100;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

function report(): void {
  const { gens, meas } = state.results();
  const pgP95 = new Map((meas.find((m) => m.engine === 'postgres')?.runs ?? []).map((r) => [r.key, r.load.p95]));
  const lines: string[] = [
    '# User administration benchmark',
    '',
    '<!-- Generated by `npm run bench:users` (bench/users.ts). -->',
    '',
    `Targets (issue 22 §1): the user list at ${int(opts.users)} accounts p95 ≤ ${LIST_TARGET} ms at one connection on PostgreSQL, PGlite within`,
    `${PGLITE_FACTOR}× of that; the import of ${int(opts.importRows)} accounts in under ${IMPORT_TARGET_MS / 1000} s with the server's memory growing less than ${IMPORT_GROWTH_MB} MB.`,
    'The app runs in-process on one engine, autocannon in a child process on the same machine (both share its cores).',
    'Latencies are whole HTTP requests (token check, envelope) in ms, as a system administrator.',
    '',
  ];
  for (const m of meas) {
    lines.push(...engineHeading(m, gens.find((x) => x.engine === m.engine)));
    lines.push(`Each load ran ${m.runs[0]?.roundsP95?.length ?? 1} time(s) for ${opts.duration} s at one connection; a row is the round with the median p95, and the p95 of every round is listed.`);
    lines.push('', '| Call | p50 | p95 | p99 | req/s | server CPU ms/request | p95 of each round | Target | |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (const r of m.runs) {
      const pg = pgP95.get(r.key);
      const tgt = m.engine === 'postgres' ? LIST_TARGET : PGLITE_FACTOR * LIST_TARGET;
      const tgtText = m.engine === 'postgres' ? `p95 ≤ ${LIST_TARGET}` : `p95 ≤ ${PGLITE_FACTOR} × ${LIST_TARGET}${pg ? ` (${(r.load.p95 / pg).toFixed(1)} × PostgreSQL's)` : ''}`;
      lines.push(`| ${r.label} | ${ms(r.load.p50)} | ${ms(r.load.p95)} | ${ms(r.load.p99)} | ${int(Math.round(r.load.rps))} | ${ms(r.cpuMs)} | ${(r.roundsP95 ?? [r.load.p95]).map((x) => ms(x)).join(' · ')} | ${tgtText} | ${verdict(r.load.p95 <= tgt)} |`);
    }
    if (m.imports.length) {
      lines.push('', '**Import** (POST /rest/import/user/excel, then GET …/confirm; RSS of the server process sampled every 20 ms):', '',
        '| Sheet | Size | Check | Confirm | Total | Answer | RSS before → peak | Growth | Live heap before → peak (after full GCs) | Target | |',
        '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- | --- |');
      for (const e of m.imports) {
        const total = e.checkMs + e.confirmMs;
        lines.push(`| ${e.label} | ${(e.bytes / 1e6).toFixed(2)} MB | ${dur(e.checkMs)} | ${dur(e.confirmMs)} | ${dur(total)} | \`${e.answer}\` | ${e.rssBeforeMb} → ${e.rssPeakMb} MB | ${e.growthMb} MB | ${e.liveHeapPeakMb ? `${e.liveHeapBeforeMb} → ${e.liveHeapPeakMb} MB` : '–'} | < ${IMPORT_TARGET_MS / 1000} s, < ${IMPORT_GROWTH_MB} MB | ${verdict(total < IMPORT_TARGET_MS && e.growthMb < IMPORT_GROWTH_MB)} |`);
      }
    }
    lines.push('');
  }
  lines.push(...notesOf('users'));
  writeReport(opts.out, lines);
}

runPhases(opts, { alreadyGenerated, generate, measure, report });

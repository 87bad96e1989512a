/**
 * Inquiry benchmark (issue 10 §4). See bench/README.md.
 *
 *   npm run bench:inquiries -- [--scale=1] [--engines=postgres,pglite] [--phase=all|gen|measure|report]
 *                              [--duration=10] [--reuse] [--sql-reps=200] [--export-runs=3]
 *
 * gen: 1,000,000 × scale inquiries over a year, their status logs, 5,000,000 × scale replies and
 * 50,000 × scale technical cases, written set-based in SQL (generate_series) with the secondary
 * indexes and foreign keys built once after the load; then VACUUM ANALYZE. The case texts are the
 * demo cases written once through the real writer (its search tokens), copied in SQL.
 * measure: the app in-process; list pages, case search and a year's statistics at ONE connection
 * (the issue's targets are latencies, not throughput); a 100,000-row export streamed to curl in a
 * child process while the server process's RSS is sampled. report: bench/results/inquiries.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { INQUIRY_TYPES, INQUIRY_URGENCIES, DAMAGE_TYPES, casesEndpoints, inquiryEndpoints, pathOf } from '@portal/contract';
import type { Database } from '../server/src/platform/db.js';
import { ensureBaseData } from '../server/src/seed/base.js';
import { insertCase } from '../server/src/modules/cases/cases.service.js';
import { DEMO_FAULTS } from '../server/src/seed/cases/index.js';
import { FAULT_NODES } from '../server/src/seed/refdata/index.js';
import {
  ROOT, StatementRecorder, adminPg, arg, commonOptions, createIndexes, databaseSizes, dirSize, dropForeignKeys, dropSecondaryIndexes, dur, ensureBenchUser, gb, int, log, logIn,
  machine, measureEndpoints, mergeRemeasured, migrate, migrateForMeasure, ms, openEngine, pct, pgDatabaseExists, raw, recreate, runPhases, startBenchApp, stateFiles,
  type Endpoint, type EndpointResult, type Engine, type Target,
} from './kit.js';

const opts = {
  ...commonOptions({ pgDatabase: 'portal_bench_inq', stateDir: 'bench/.data/inquiries', out: 'bench/results/inquiries.md' }),
  scale: Number(arg('scale', 'BENCH_SCALE', '1')),
  exportRuns: Number(arg('export-runs', 'BENCH_EXPORT_RUNS', '3')),
  exportRows: Number(arg('export-rows', 'BENCH_EXPORT_ROWS', '100000')),
  /** Drop the PostgreSQL database after the measurement (the issue: a database created and dropped). */
  dropAfter: arg('drop-after', 'BENCH_DROP_AFTER', 'false') === 'true',
};
const DATA = opts.stateDir;
const target: Target = { pgUrl: opts.pgUrl, pgDatabase: opts.pgDatabase, pgliteDir: opts.pgliteDir };
const state = stateFiles<GenResult, MeasureResult>(DATA);

const FULL = { inquiries: 1_000_000, replies: 5_000_000, cases: 50_000, dealers: 2_000 };
const sizes = () => ({
  inquiries: Math.round(FULL.inquiries * opts.scale), replies: Math.round(FULL.replies * opts.scale),
  cases: Math.max(100, Math.round(FULL.cases * opts.scale)), dealers: Math.max(20, Math.round(FULL.dealers * opts.scale)),
});
const HANDLERS = 40;
const EXPERTS = 20;
const LEADERS = 10;
const TABLES = ['inquiry_forms', 'inquiry_status_logs', 'inquiry_replies', 'technical_cases', 'technical_case_events'];
const COUNTED = ['users', 'inquiry_forms', 'inquiry_status_logs', 'inquiry_replies', 'technical_cases'] as const;
/** 31 provinces (GB/T 2260 codes); an inquiry's area is its dealer's. */
const PROVINCES = ['110000', '120000', '130000', '140000', '150000', '210000', '220000', '230000', '310000', '320000', '330000', '340000', '350000', '360000', '370000', '410000',
  '420000', '430000', '440000', '450000', '460000', '500000', '510000', '520000', '530000', '540000', '610000', '620000', '630000', '640000', '650000'];

// ------------------------------------------------------------------ phase: generate

interface GenResult {
  engine: Engine; scale: number; startedAt: string; loadMs: number; indexMs: number; analyzeMs: number; totalMs: number;
  steps: Record<string, number>; counts: Record<string, number>; byStatus: Record<string, number>;
  sizes: Awaited<ReturnType<typeof databaseSizes>> & { dataDirBytes: number | null };
}

async function alreadyGenerated(engine: Engine): Promise<boolean> {
  const gen = state.gen(engine);
  if (!gen || gen.scale !== opts.scale) return false;
  return engine === 'postgres' ? pgDatabaseExists(target) : fs.existsSync(path.join(target.pgliteDir, 'PG_VERSION'));
}

/** The models of the demo faults: (series, model code). */
const MODELS = [...new Map(DEMO_FAULTS.flatMap((f) => f.models.map((m) => [m, f.series] as const))).entries()].map(([code, series]) => ({ code, series }));
/** Fault positions with their system and module (the cascading catalogue). */
function faultPaths() {
  const byCode = new Map(FAULT_NODES.map((n) => [n.code, n]));
  return FAULT_NODES.filter((n) => n.level === 3).map((p) => {
    const system = byCode.get(p.parentCode!)!;
    return { module: system.parentCode!, system: system.code, position: p.code, zh: p.names['zh-CN'], en: p.names['en-US'] };
  });
}

async function generate(engine: Engine): Promise<GenResult> {
  const n = sizes();
  log(`${engine}: generating ${JSON.stringify(n)} (scale ${opts.scale})`);
  const t0 = performance.now();
  const startedAt = new Date().toISOString();
  await recreate(target, engine);
  const database = await openEngine(target, engine);
  const steps: Record<string, number> = {};
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const t = performance.now();
    await raw(database, text, values);
    steps[name] = Math.round(performance.now() - t);
    log(`${engine}: ${name}: ${dur(steps[name])}`);
  };
  try {
    await migrate(target, engine, database);
    await ensureBaseData(database.db);
    // One user made by the real writer; the others copy its password hash (scrypt per user would take minutes).
    await ensureBenchUser(database, 'inq-staff', 'INNER_USER', 'Bench staff');
    const fks = await dropForeignKeys(database, TABLES);
    const deferred = await dropSecondaryIndexes(database, TABLES);
    log(`${engine}: dropped ${deferred.length} secondary indexes and ${fks.length} foreign keys for the load`);
    // The daily counts (statistics) are rebuilt once after the load rather than kept row by row through it.
    await raw(database, 'alter table inquiry_forms disable trigger inquiry_daily_counts_track');
    const t1 = performance.now();
    await step('users', `insert into users (username, name, user_type, email, company, department, password_hash)
      select u.username, u.name, u.user_type, u.username || '@bench.example.com', u.company, u.department, t.password_hash
        from (select 'inq-dealer-' || lpad(g::text, 5, '0'), 'Dealer ' || g, 'DEALER', 'Store ' || g, 'Workshop' from generate_series(1, $1::int) g
              union all select 'inq-handler-' || lpad(g::text, 2, '0'), 'Handler ' || g, 'INNER_USER', 'E-Moto Service HQ', 'Inquiry desk' from generate_series(1, $2::int) g
              union all select 'inq-expert-' || lpad(g::text, 2, '0'), 'Expert ' || g, 'INNER_USER', 'E-Moto Service HQ', 'Engineering' from generate_series(1, $3::int) g
              union all select 'inq-leader-' || lpad(g::text, 2, '0'), 'Leader ' || g, 'INNER_USER', 'E-Moto Service HQ', 'After-sales' from generate_series(1, $4::int) g
             ) u(username, name, user_type, company, department)
        cross join (select password_hash from users where username = 'inq-staff') t`, [n.dealers, HANDLERS, EXPERTS, LEADERS]);
    const faults = faultPaths();
    const texts = DEMO_FAULTS.flatMap((f) => [f.zh, f.en]);
    // The year: status follows age (older inquiries are mostly closed), the dealer is skewed (a few
    // busy workshops), the area is the dealer's, the handler the area's, 30 % of worked ones asked an expert.
    await step('inquiry_forms', `
      with d as (select array_agg(id order by username) ids from users where username like 'inq-dealer-%'),
           h as (select array_agg(id order by username) ids from users where username like 'inq-handler-%'),
           e as (select array_agg(id order by username) ids from users where username like 'inq-expert-%'),
           l as (select array_agg(id order by username) ids from users where username like 'inq-leader-%'),
           g as (select g, 1 + floor(power(random(), 1.6) * $2::int)::int as di, random() as age, random() as r, random() as r2,
                        1 + floor(random() * $5::int)::int as fi, 1 + floor(random() * cardinality($11::text[]))::int as mi, 1 + floor(random() * cardinality($14::text[]))::int as ti
                   from generate_series(1, $1::int) g),
           s as (select g.*, now() - make_interval(secs => age * 365 * 86400) as created,
                        case when r < 0.03 then 'DRAFT' when r < 0.03 + 0.10 * (1 - age) then 'PENDING' when r < 0.06 + 0.2 * (1 - age) then 'PROCESSING'
                             when r < 0.09 + 0.2 * (1 - age) then 'SUSPENDED' when r < 0.13 + 0.35 * (1 - age) then 'SOLVED' when r < 0.17 + 0.35 * (1 - age) then 'REJECTED'
                             when r < 0.20 + 0.35 * (1 - age) then 'REVOKED' when r < 0.23 + 0.35 * (1 - age) then 'INVALID' else 'CLOSED' end as status
                   from g)
      insert into inquiry_forms (form_no, status, creater_id, handler_id, expert_id, leader_ids, vin_code, consult_type, emergency_level, car_series, model_code, model_name,
                                 province_code, city_code, store_no, store_name, creater_name, creater_tel_no, fault_name, fault_module, fault_system, fault_position,
                                 damage_type, part_code, part_name, fault_date, drive_mileage, customer_origin_desc, fault_reason, repair_plan_desc,
                                 service_attitude, professional_skill, timely_response, submitted_at, created_at, updated_at)
      select 'IQ' || to_char(s.created, 'YYYYMMDD') || lpad(s.g::text, 7, '0'), s.status, d.ids[s.di],
             case when s.status in ('DRAFT') then null else h.ids[1 + (s.di % 31) % $3::int] end,
             case when s.status in ('PROCESSING', 'SUSPENDED', 'SOLVED', 'CLOSED') and s.r2 < 0.3 then e.ids[1 + s.g % $4::int] end,
             case when s.status = 'DRAFT' then '{}'::uuid[] else array[l.ids[1 + (s.di % 31) % cardinality(l.ids)]] end,
             'LBEV' || lpad((s.g::bigint * 7919 % ($1::int / 3 + 1))::text, 13, '0'),
             ($6::text[])[1 + s.g % cardinality($6::text[])], ($7::text[])[1 + (s.g / 7) % cardinality($7::text[])],
             ($12::text[])[s.mi], ($11::text[])[s.mi], ($11::text[])[s.mi],
             ($13::text[])[1 + s.di % 31], substr(($13::text[])[1 + s.di % 31], 1, 2) || lpad((1 + s.di % 5)::text, 2, '0') || '00',
             'ST' || lpad(s.di::text, 5, '0'), 'Store ' || s.di, 'Dealer ' || s.di, '138' || lpad(s.di::text, 8, '0'),
             case when s.g % 3 = 0 then ($10::text[])[s.fi] else ($9::text[])[s.fi] end || ' / ' || ($11::text[])[s.mi],
             ($15::text[])[s.fi], ($16::text[])[s.fi], ($17::text[])[s.fi],
             ($8::text[])[1 + s.g % cardinality($8::text[])], 'P-' || lpad((s.g % 5000)::text, 6, '0'), ($10::text[])[s.fi],
             to_char(s.created - interval '2 days', 'YYYY-MM-DD HH24:MI'), (s.g % 40000)::text,
             ($14::text[])[s.ti], ($18::text[])[s.ti], case when s.status in ('SOLVED', 'CLOSED') then ($19::text[])[s.ti] else '' end,
             case when s.status = 'CLOSED' then 3 + s.g % 3 end, case when s.status = 'CLOSED' then 3 + (s.g / 3) % 3 end, case when s.status = 'CLOSED' then 2 + (s.g / 9) % 4 end,
             case when s.status <> 'DRAFT' then s.created + interval '5 minutes' end, s.created, s.created + make_interval(hours => 1 + s.g % 200)
        from s, d, h, e, l`,
    [n.inquiries, n.dealers, HANDLERS, EXPERTS, faults.length, [...INQUIRY_TYPES], [...INQUIRY_URGENCIES], [...DAMAGE_TYPES],
      faults.map((f) => f.zh), faults.map((f) => f.en), MODELS.map((m) => m.code), MODELS.map((m) => m.series), PROVINCES,
      texts.map((t) => t.customerOriginDesc), faults.map((f) => f.module), faults.map((f) => f.system), faults.map((f) => f.position),
      texts.map((t) => t.faultReason), texts.map((t) => t.repairPlanDesc)]);
    // The status log each final status implies: submit, then assign/suspend/solve/close or reject/revoke/invalid.
    await step('inquiry_status_logs', `
      insert into inquiry_status_logs (inquiry_id, action, from_status, to_status, operator_id, created_at)
      select f.id, v.action, v.from_status, v.to_status, coalesce(case when v.by_creator then f.creater_id else f.handler_id end, f.creater_id), f.created_at + v.after
        from inquiry_forms f
        cross join lateral (values
          ('draft', null, 'DRAFT', true, interval '0', true),
          ('submit', 'DRAFT', 'PENDING', true, interval '5 minutes', f.status <> 'DRAFT'),
          ('assign', 'PENDING', 'PROCESSING', false, interval '3 hours', f.status in ('PROCESSING', 'SUSPENDED', 'SOLVED', 'CLOSED')),
          ('suspend', 'PROCESSING', 'SUSPENDED', false, interval '1 day', f.status = 'SUSPENDED'),
          ('solve', 'PROCESSING', 'SOLVED', false, interval '2 days', f.status in ('SOLVED', 'CLOSED')),
          ('close', 'SOLVED', 'CLOSED', true, interval '4 days', f.status = 'CLOSED'),
          ('reject', 'PENDING', 'REJECTED', false, interval '6 hours', f.status = 'REJECTED'),
          ('revoke', 'PENDING', 'REVOKED', true, interval '1 hour', f.status = 'REVOKED'),
          ('invalid', 'PENDING', 'INVALID', false, interval '8 hours', f.status = 'INVALID')
        ) v(action, from_status, to_status, by_creator, after, applies)
       where v.applies`);
    // Replies: on every submitted inquiry, 1 to 2·avg−1 of them (avg so the total is about the target), alternating creator and handler.
    // The count hashes the form number: a random() there would be evaluated once for all rows.
    const [{ submitted }] = await raw(database, `select count(*)::int as submitted from inquiry_forms where status <> 'DRAFT'`);
    const avg = n.replies / Math.max(1, Number(submitted));
    await step('inquiry_replies', `
      insert into inquiry_replies (inquiry_id, owner_id, msg_receiver_id, comment, created_at)
      select f.id, case when k % 2 = 1 then f.creater_id else coalesce(f.handler_id, f.creater_id) end,
             case when k % 2 = 1 then f.handler_id else f.creater_id end,
             ($2::text[])[1 + (k + (hashtext(f.form_no) & 15)) % cardinality($2::text[])] || ' (' || k || ')',
             f.created_at + make_interval(hours => 2 * k)
        from inquiry_forms f
        cross join lateral generate_series(1, 1 + floor((abs(hashtext(f.form_no)) % 10000) / 10000.0 * (2 * $1::float8 - 1))::int) k
       where f.status <> 'DRAFT'`, [avg, texts.flatMap((t) => [t.faultCheckDesc, t.faultAppearanceConfirm])]);
    // Cases: the demo faults written through the real writer (tokens included), then copied.
    const t2 = performance.now();
    const [staff] = await raw(database, `select id, name from users where username = 'inq-staff'`);
    for (const f of DEMO_FAULTS) {
      for (const [k, lang] of (['zh-CN', 'en-US'] as const).entries()) {
        const text = lang === 'zh-CN' ? f.zh : f.en;
        await insertCase(database.db, { ...text, language: lang, carSeries: f.series, modelCode: f.models[k], modelName: f.models[k], partCode: f.partCode },
          'PUBLISHED', { id: String(staff.id), name: String(staff.name) }, new Date());
      }
    }
    steps.casesWriter = Math.round(performance.now() - t2);
    // Copies spread over every model and a year of publication; 10 % still drafts or in review.
    await step('technical_cases', `
      insert into technical_cases (status, title, language, car_series, model_code, model_name, fault_name, fault_module, fault_system, fault_position, damage_type,
                                   part_code, part_name, customer_origin_desc, fault_appearance_confirm, fault_check_desc, fault_reason, repair_plan_desc, search,
                                   created_by, created_by_name, created_at, updated_at, published_at)
      select case when g % 10 = 0 then 'PENDING_REVIEW' else 'PUBLISHED' end, t.title, t.language,
             ($2::text[])[1 + g % cardinality($2::text[])], ($3::text[])[1 + g % cardinality($3::text[])], ($3::text[])[1 + g % cardinality($3::text[])],
             t.fault_name, t.fault_module, t.fault_system, t.fault_position, t.damage_type, t.part_code, t.part_name, t.customer_origin_desc,
             t.fault_appearance_confirm, t.fault_check_desc, t.fault_reason, t.repair_plan_desc, t.search, t.created_by, t.created_by_name,
             now() - make_interval(secs => (g % 365) * 86400), now() - make_interval(secs => (g % 365) * 86400),
             case when g % 10 = 0 then null else now() - make_interval(secs => (g % 365) * 86400 - 3600) end
        from generate_series(1, $1::int - 30) g
        join (select row_number() over (order by seq) - 1 as i, c.* from technical_cases c) t on t.i = g % 30`,
    [n.cases, MODELS.map((m) => m.series), MODELS.map((m) => m.code)]);
    await raw(database, 'alter table inquiry_forms enable trigger inquiry_daily_counts_track');
    await step('inquiry_daily_counts', `insert into inquiry_daily_counts (day, status, n)
      select (created_at at time zone 'UTC')::date, status, count(*)::int from inquiry_forms group by 1, 2`);
    const t3 = performance.now();
    await createIndexes(target, engine, database, deferred, (m) => log(`${engine}: ${m}`));
    for (const fk of fks) await raw(database, `alter table "${fk.table}" add constraint "${fk.name}" ${fk.def}`);
    const t4 = performance.now();
    await raw(database, 'vacuum analyze');
    if (engine === 'pglite') await raw(database, 'checkpoint');
    const t5 = performance.now();
    const counts: Record<string, number> = {};
    for (const t of COUNTED) counts[t] = Number((await raw(database, `select count(*)::int as n from ${t}`))[0].n);
    const byStatus = Object.fromEntries((await raw(database, 'select status, count(*)::int as n from inquiry_forms group by status order by 2 desc')).map((r) => [String(r.status), Number(r.n)]));
    const result: GenResult = {
      engine, scale: opts.scale, startedAt, loadMs: Math.round(t3 - t1), indexMs: Math.round(t4 - t3), analyzeMs: Math.round(t5 - t4), totalMs: Math.round(t5 - t0),
      steps, counts, byStatus,
      sizes: { ...(await databaseSizes(database)), dataDirBytes: engine === 'pglite' ? dirSize(target.pgliteDir) : null },
    };
    log(`${engine}: generated in ${dur(result.totalMs)}; ${JSON.stringify(counts)}`);
    state.save('gen', engine, result);
    return result;
  } finally {
    await database.close();
  }
}

// ------------------------------------------------------------------ phase: measure

interface ExportRun { rows: number; bytes: number; ms: number; rowsPerSecond: number; rssBeforeMb: number; rssPeakMb: number; rssGrowthMb: number; heapPeakMb: number }
interface MeasureResult {
  engine: Engine; at: string; duration: number; machine: ReturnType<typeof machine> & { loadavgAfter: number[] };
  endpoints: EndpointResult[]; authSql: { p50: number; p95: number } | null; inputs: Record<string, unknown>;
  exports: ExportRun[]; exportFilter: Record<string, unknown>;
  remeasured?: { at: string; keys: string[] }[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const post = (p: string, body: unknown) => ({ method: 'POST' as const, path: p, body: JSON.stringify(body) });

async function pickInputs(database: Database) {
  // A dealer with a typical number of inquiries, a handler, the months of the year, the commonest fault modules.
  const dealers = await raw(database, `select u.username, count(*)::int n from inquiry_forms f join users u on u.id = f.creater_id group by u.username order by 2 desc`);
  const dealer = dealers[Math.floor(dealers.length / 2)];
  const [handler] = await raw(database, `select u.username, count(*)::int n from inquiry_forms f join users u on u.id = f.handler_id group by u.username order by 2 desc limit 1`);
  const [range] = await raw(database, 'select min(created_at) as lo, max(created_at) as hi from inquiry_forms');
  const modules = (await raw(database, `select fault_module, count(*)::int n from inquiry_forms group by 1 order by 2 desc limit 4`)).map((r) => String(r.fault_module));
  const hi = new Date(String(range.hi));
  const months = Array.from({ length: 12 }, (_, i) => {
    const end = new Date(hi.getTime() - i * 30 * 86400_000);
    return { createBegin: day(new Date(end.getTime() - 29 * 86400_000)), createEnd: day(end) };
  });
  // The export: the newest days whose inquiries (all but drafts are visible to staff) reach the row target.
  const [exp] = await raw(database, `select d from (select created_at::date d, sum(count(*)) over (order by created_at::date desc) as acc from inquiry_forms where status <> 'DRAFT' group by 1) x where acc >= $1 order by d desc limit 1`, [opts.exportRows]);
  const exportBegin = exp ? day(new Date(String(exp.d))) : day(new Date(String(range.lo)));
  const vins = (await raw(database, `select vin_code from inquiry_forms order by random() limit 20`)).map((r) => String(r.vin_code));
  return { dealer: String(dealer.username), dealerRows: Number(dealer.n), handler: String(handler.username), handlerRows: Number(handler.n), months, modules, exportBegin, exportEnd: day(hi), yearBegin: day(new Date(String(range.lo))), yearEnd: day(hi), vins };
}

type Who = 'dealer' | 'handler' | 'staff';
function endpointsFor(inp: Awaited<ReturnType<typeof pickInputs>>): (Endpoint & { who: Who })[] {
  const page = pathOf(inquiryEndpoints.page);
  const one = { connections: 1 };
  const statuses = [['PROCESSING'], ['PENDING', 'PROCESSING'], ['SOLVED', 'CLOSED'], ['SUSPENDED']];
  const en = ['controller', 'battery', 'brake', 'charger', 'connector'];
  const zh = ['控制器', '电池', '刹车', '充电', '插接件'];
  return [
    { who: 'dealer', key: 'healthz', label: 'Constant JSON (/healthz)', call: 'GET /healthz', target: null, targetNote: 'reference', raw: true, reference: true, ...one, requests: [{ method: 'GET', path: '/healthz' }] },
    { who: 'dealer', key: 'listDealer', label: `Dealer's list (own ${int(inp.dealerRows)} inquiries), pages 1–5, status filters`, call: `POST ${page}`, target: 30, targetNote: '', ...one,
      requests: [1, 2, 3, 4, 5].flatMap((p) => [post(page, { page: p, pageSize: 10 }), ...statuses.map((s) => post(page, { page: 1, pageSize: 10, statusList: s }))]) },
    { who: 'handler', key: 'listHandler', label: `Handler's assignment list (${int(inp.handlerRows)} inquiries), status filters`, call: `POST ${page} {scope: assignment}`, target: 30, targetNote: '', ...one,
      requests: statuses.flatMap((s) => [post(page, { page: 1, pageSize: 10, scope: 'assignment', statusList: s }), post(page, { page: 2, pageSize: 20, scope: 'assignment', statusList: s })]) },
    { who: 'handler', key: 'listProcess', label: 'Handler\'s "my process" (waiting for me)', call: `POST ${page} {scope: process}`, target: 30, targetNote: '', ...one,
      requests: [post(page, { page: 1, pageSize: 10, scope: 'process' })] },
    // The screens' default list (issue 20): my open inquiries whatever they wait on.
    { who: 'dealer', key: 'listOpenDealer', label: 'Dealer\'s default list (my open ones), pages 1–3', call: `POST ${page} {scope: open}`, target: 30, targetNote: '', ...one,
      requests: [1, 2, 3].map((p) => post(page, { page: p, pageSize: 10, scope: 'open' })) },
    { who: 'handler', key: 'listOpenHandler', label: 'Handler\'s default list (my open ones), pages 1–3', call: `POST ${page} {scope: open}`, target: 30, targetNote: '', ...one,
      requests: [1, 2, 3].map((p) => post(page, { page: p, pageSize: 10, scope: 'open' })) },
    { who: 'staff', key: 'listStaffFiltered', label: 'Staff list (sees all), a month × status × fault module', call: `POST ${page} {createBegin, createEnd, statusList, faultModule}`, target: 30, targetNote: '', ...one,
      requests: inp.months.flatMap((m, i) => [post(page, { page: 1, pageSize: 10, ...m, statusList: statuses[i % 4] }), post(page, { page: 1, pageSize: 10, ...m, faultModule: inp.modules[i % inp.modules.length] })]) },
    { who: 'staff', key: 'listStaffVin', label: 'Staff list by VIN (substring filter)', call: `POST ${page} {vinCode}`, target: 30, targetNote: '', ...one,
      requests: inp.vins.map((v) => post(page, { page: 1, pageSize: 10, vinCode: v.slice(-8) })) },
    { who: 'staff', key: 'listStaffAll', label: 'Staff list, no filter (all 1,000,000 × scale, with the total)', call: `POST ${page} {}`, target: null, targetNote: 'informative (unfiltered)', ...one,
      requests: [1, 2, 3].map((p) => post(page, { page: p, pageSize: 10 })) },
    { who: 'dealer', key: 'caseSearchEn', label: 'Case search, English words, whole library', call: 'POST /rest/base/inquiry/case/page {key}', target: 30, targetNote: '', ...one,
      requests: en.map((key) => post(pathOf(casesEndpoints.get, { id: 'page' }), { page: 1, pageSize: 10, key })) },
    { who: 'dealer', key: 'caseSearchZh', label: 'Case search, Chinese words, whole library', call: 'POST /rest/base/inquiry/case/page {key}', target: 30, targetNote: '', ...one,
      requests: zh.map((key) => post(pathOf(casesEndpoints.get, { id: 'page' }), { page: 1, pageSize: 10, key })) },
    { who: 'dealer', key: 'caseSearchModel', label: 'Case search within one model (code2)', call: 'POST /rest/base/inquiry/case/page {key, code2}', target: 30, targetNote: '', ...one,
      requests: MODELS.map((m, i) => post(pathOf(casesEndpoints.get, { id: 'page' }), { page: 1, pageSize: 10, key: (i % 2 ? zh : en)[i % 5], code2: m.code })) },
    { who: 'staff', key: 'statsYear', label: "A year's statistics (first page and the total)", call: 'POST /rest/base/inquiry/statistics {createBegin, createEnd}', target: 300, targetNote: '', ...one,
      requests: [post(pathOf(inquiryEndpoints.statistics), { page: 1, pageSize: 10, createBegin: inp.yearBegin, createEnd: inp.yearEnd }),
        post(pathOf(inquiryEndpoints.statistics), { page: 1, pageSize: 20, createBegin: inp.yearBegin, createEnd: inp.yearEnd, statusList: ['CLOSED'] })] },
  ];
}

/** RSS of this process (the server: the app runs in-process, PGlite too) every 20 ms while curl downloads the export. */
async function measureExport(url: string, token: string, body: unknown): Promise<ExportRun & { status: number }> {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let heapPeak = before.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
  }, 20);
  const file = path.join(DATA, 'export.xlsx');
  const t0 = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const child = spawn('curl', ['-s', '-o', file, '-w', '%{http_code}', '-X', 'POST', '-H', `token: ${token}`, '-H', 'content-type: application/json', '-H', 'accept-language: en-US', '--data', JSON.stringify(body), `${url}${pathOf(inquiryEndpoints.exportXlsx)}`]);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => resolve(Number(out.trim())));
  });
  const elapsed = performance.now() - t0;
  clearInterval(timer);
  const bytes = fs.statSync(file).size;
  const rows = await countXlsxRows(file);
  const mb = (b: number) => Math.round((b / 1048576) * 10) / 10;
  return { status, rows, bytes, ms: Math.round(elapsed), rowsPerSecond: Math.round(rows / (elapsed / 1000)), rssBeforeMb: mb(before.rss), rssPeakMb: mb(peak), rssGrowthMb: mb(peak - before.rss), heapPeakMb: mb(heapPeak) };
}

/** Data rows of the downloaded sheet (streamed read, header excluded): the figure counts what was really sent. */
async function countXlsxRows(file: string): Promise<number> {
  const ExcelJS = (await import('exceljs')).default;
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' });
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return Math.max(0, rows - 1);
}

async function measure(engine: Engine): Promise<MeasureResult> {
  const database = await openEngine(target, engine);
  await migrateForMeasure(target, engine, database);
  const recorder = new StatementRecorder(database);
  let app: Awaited<ReturnType<typeof startBenchApp>>['app'] | null = null;
  const loadBefore = machine();
  try {
    const [{ n }] = await raw(database, 'select count(*)::int as n from inquiry_forms');
    if (!Number(n)) throw new Error(`${engine}: no inquiries in the database; run the gen phase first`);
    const started = await startBenchApp(database, path.join(DATA, 'app'));
    app = started.app;
    const inputs = await pickInputs(database);
    const tokens: Record<Who, string> = { dealer: await logIn(app, inputs.dealer), handler: await logIn(app, inputs.handler), staff: await logIn(app, 'inq-staff') };
    log(`${engine}: inputs ${JSON.stringify({ ...inputs, months: inputs.months.length })}`);
    const all = endpointsFor(inputs);
    const chosen = all.filter((e) => !opts.only || opts.only.split(',').includes(e.key) || e.key === 'healthz');
    const results: EndpointResult[] = [];
    let authSql: MeasureResult['authSql'] = null;
    for (const who of ['dealer', 'handler', 'staff'] as Who[]) {
      const eps = chosen.filter((e) => e.who === who).map(({ who: _, ...e }) => e);
      if (!eps.length) continue;
      const got = await measureEndpoints({ target, engine, database, recorder, ...started, token: tokens[who] }, eps, opts);
      results.push(...got.results);
      authSql ??= got.authSql;
    }
    const exports: ExportRun[] = [];
    const exportFilter = { createBegin: inputs.exportBegin, createEnd: inputs.exportEnd };
    if (!opts.only || opts.only.split(',').includes('export')) {
      for (let i = 0; i < opts.exportRuns; i++) {
        await recorder.quiesce();
        const run = await measureExport(started.url, tokens.staff, exportFilter);
        if (run.status !== 200) throw new Error(`${engine}: export answered ${run.status}`);
        log(`${engine}: export ${i + 1}: ${int(run.rows)} rows in ${dur(run.ms)} (${int(run.rowsPerSecond)} rows/s), RSS ${run.rssBeforeMb} → ${run.rssPeakMb} MB (+${run.rssGrowthMb})`);
        exports.push(run);
      }
    }
    const result: MeasureResult = {
      engine, at: new Date().toISOString(), duration: opts.duration, machine: { ...loadBefore, loadavgAfter: machine().loadavg }, endpoints: results, authSql,
      inputs: { ...inputs, months: inputs.months.length }, exports, exportFilter,
    };
    const previous = opts.only ? state.measured(engine) : null;
    const merged = mergeRemeasured(result, previous, all.map((e) => e.key));
    if (previous && !exports.length) merged.exports = previous.exports;
    state.save('measure', engine, merged);
    return merged;
  } finally {
    await app?.close();
    await database.close();
    if (engine === 'postgres' && opts.dropAfter) {
      await adminPg(target, (c) => c.query(`drop database if exists "${target.pgDatabase}" with (force)`));
      log(`postgres: dropped ${target.pgDatabase}`);
    }
  }
}

// ------------------------------------------------------------------ phase: report

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? pct(s, 50) : NaN;
};

function report() {
  const { gens, meas } = state.results();
  const L: string[] = ['# Inquiry benchmark', ''];
  L.push(`Generated by \`npm run bench:inquiries\` (bench/inquiries.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. How to run and what is measured: bench/README.md.`, '');
  const scales = [...new Set(gens.map((g) => g.scale))];
  L.push(`**Scale: ${gens.map((g) => `${g.engine} ${g.scale}`).join(', ')}** (1 = the issue's 1,000,000 inquiries and 5,000,000 replies).${scales.some((s) => s < 1) ? ' Below 1: full scale did not fit the time available; the figures below are for the scale stated, never extrapolated.' : ''}`, '');
  const m0 = meas[0];
  if (m0) {
    L.push('## Machine', '', `${m0.machine.cpus} cores (${m0.machine.cpuModel}), ${m0.machine.memoryGb} GB memory, Node ${m0.machine.node}. Shared with other work: load average ${meas.map((m) => `${m.engine}: ${m.machine.loadavg.join(' / ')} at the start, ${m.machine.loadavgAfter.join(' / ')} at the end`).join('; ')}. PostgreSQL on the same machine; PGlite inside the server process.`, '');
  }
  L.push('## Data, generation time and size', '', '| | ' + gens.map((g) => g.engine).join(' | ') + ' |', '|---|' + gens.map(() => '---:').join('|') + '|');
  const row = (label: string, f: (g: GenResult) => string) => L.push(`| ${label} | ${gens.map(f).join(' | ')} |`);
  row('scale', (g) => String(g.scale));
  for (const t of COUNTED) row(t, (g) => int(g.counts[t]));
  row('inquiries by status', (g) => Object.entries(g.byStatus).map(([s, k]) => `${s} ${int(k)}`).join(', '));
  for (const s of Object.keys(gens[0]?.steps ?? {})) row(`load: ${s}`, (g) => (g.steps[s] === undefined ? '–' : dur(g.steps[s])));
  row('index builds and foreign keys', (g) => dur(g.indexMs));
  row('VACUUM ANALYZE', (g) => dur(g.analyzeMs));
  row('total', (g) => dur(g.totalMs));
  row('pg_database_size', (g) => gb(g.sizes.databaseBytes));
  row('data directory on disk', (g) => gb(g.sizes.dataDirBytes));
  row('largest tables (with indexes)', (g) => g.sizes.tables.slice(0, 4).map((t) => `${t.name} ${gb(t.totalBytes)}`).join(', '));
  L.push('');
  const verdicts: string[] = [];
  for (const m of meas) {
    const name = m.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
    L.push(`## ${name} (measured ${m.at.slice(0, 16).replace('T', ' ')} UTC)`, '');
    L.push('Every endpoint at ONE connection (the targets are latencies). "run" = the measured run, "2nd run" = the kit\'s second one-connection run; SQL = the service\'s own statements of the same requests replayed sequentially on one connection. Times in ms.', '');
    if (m.remeasured?.length) L.push(`Re-measured later: ${m.remeasured.map((r) => `${r.keys.filter((k) => k !== 'healthz').join(', ')} at ${r.at.slice(11, 16)} UTC`).join('; ')}.`, '');
    L.push('| endpoint | call | p50 | p95 | req/s | 2nd run p50 | 2nd run p95 | SQL p50 | SQL p95 | stmts | target p95 | met? |', '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|');
    for (const r of m.endpoints) {
      const e = r.endpoint;
      const met = e.target === null ? '–' : r.api.p95 <= e.target ? 'yes' : '**no**';
      if (e.target !== null) verdicts.push(`${name}: ${e.label}: p95 ${ms(r.api.p95)} ms against ≤ ${e.target} ms: ${met.replace(/\*/g, '')}`);
      L.push(`| ${e.label} | \`${e.call}\` | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${int(Math.round(r.api.rps))} | ${ms(r.api1?.p50)} | ${ms(r.api1?.p95)} | ${ms(r.sql?.p50)} | ${ms(r.sql?.p95)} | ${r.sql ? `${r.sql.statementsPerRequest}+${r.sql.authStatements}` : '–'} | ${e.target === null ? e.targetNote : `≤ ${e.target}`} | ${met} |`);
    }
    if (m.authSql) L.push('', `Token/permission query (not in the SQL columns): p50 ${ms(m.authSql.p50)}, p95 ${ms(m.authSql.p95)} ms.`);
    if (m.exports.length) {
      L.push('', `### Export (\`POST /rest/base/inquiry/exportSearchExcel\`, staff, ${JSON.stringify(m.exportFilter)}), downloaded by curl in a child process`, '',
        '| run | rows | bytes | time | rows/s | server RSS before | RSS peak | RSS growth | JS heap peak |', '|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      m.exports.forEach((x, i) => L.push(`| ${i + 1} | ${int(x.rows)} | ${gb(x.bytes)} | ${dur(x.ms)} | ${int(x.rowsPerSecond)} | ${x.rssBeforeMb} MB | ${x.rssPeakMb} MB | ${x.rssGrowthMb} MB | ${x.heapPeakMb} MB |`));
      const rate = median(m.exports.map((x) => x.rowsPerSecond));
      const growth = Math.max(...m.exports.map((x) => x.rssGrowthMb));
      L.push('', `Median rate ${int(rate)} rows/s (target ≥ 10,000: ${rate >= 10_000 ? 'met' : '**not met**'}); largest RSS growth ${growth} MB (target < 100 MB: ${growth < 100 ? 'met' : '**not met**'}).${m.engine === 'pglite' ? ' PGlite runs inside the server process, so its WebAssembly memory (which grows and is never given back) counts in this RSS.' : ''}`);
      verdicts.push(`${name}: export rate ${int(rate)} rows/s against ≥ 10,000: ${rate >= 10_000 ? 'yes' : 'no'}`, `${name}: export RSS growth ${growth} MB against < 100 MB: ${growth < 100 ? 'yes' : 'no'}`);
    }
    L.push('', `Inputs: ${JSON.stringify(m.inputs)}`, '');
  }
  const [pgm, plm] = [meas.find((m) => m.engine === 'postgres'), meas.find((m) => m.engine === 'pglite')];
  if (pgm && plm) {
    const sameScale = gens.find((g) => g.engine === 'postgres')?.scale === gens.find((g) => g.engine === 'pglite')?.scale;
    L.push('## PGlite against PostgreSQL', '', `Target: PGlite p95 within 3× of PostgreSQL's.${sameScale ? '' : ' **The two engines were generated at different scales: these ratios compare unequal data and are not a verdict.**'}`, '',
      '| endpoint | PostgreSQL p95 | PGlite p95 | ratio | ≤ 3×? | SQL p50 PG | SQL p50 PGlite |', '|---|---:|---:|---:|:-:|---:|---:|');
    for (const a of pgm.endpoints) {
      const b = plm.endpoints.find((x) => x.endpoint.key === a.endpoint.key);
      if (!b) continue;
      const ratio = b.api.p95 / a.api.p95;
      const ok = a.endpoint.key === 'healthz' ? '–' : ratio <= 3 ? 'yes' : '**no**';
      if (a.endpoint.key !== 'healthz' && sameScale) verdicts.push(`PGlite/PostgreSQL: ${a.endpoint.label}: ${ratio.toFixed(2)}× against ≤ 3×: ${ok.replace(/\*/g, '')}`);
      L.push(`| ${a.endpoint.label} | ${ms(a.api.p95)} | ${ms(b.api.p95)} | ${ratio.toFixed(2)}× | ${ok} | ${ms(a.sql?.p50)} | ${ms(b.sql?.p50)} |`);
    }
    L.push('');
  }
  L.push('## Targets', '', ...verdicts.map((v) => `- ${v}`), '');
  const notes = path.join(ROOT, 'bench/results/inquiries.notes.md');
  if (fs.existsSync(notes)) L.push(fs.readFileSync(notes, 'utf8').trim(), '');
  L.push('## Plans of the slowest statement per endpoint', '');
  for (const m of meas) {
    for (const r of m.endpoints) {
      if (!r.sql) continue;
      L.push(`<details><summary>${m.engine}: ${r.endpoint.label} (${ms(r.sql.slowest.meanMs)} ms)</summary>`, '', '```sql', r.sql.slowest.text, `-- params: ${JSON.stringify(r.sql.slowest.values).slice(0, 300)}`, '```', '', '```', r.sql.plan, '```', '', '</details>', '');
    }
  }
  fs.mkdirSync(path.dirname(opts.out), { recursive: true });
  fs.writeFileSync(opts.out, `${L.join('\n')}\n`);
  log(`wrote ${path.relative(ROOT, opts.out)}`);
}

// ------------------------------------------------------------------ main

log(`options ${JSON.stringify(opts)}`);
runPhases(opts, { alreadyGenerated, generate, measure, report });

/**
 * Catalogue benchmark (issue §5 Speed and scale). See bench/README.md.
 *
 *   npm run bench:catalogue -- [--scale=1] [--engines=postgres,pglite] [--phase=all|gen|measure|report]
 *                              [--duration=10] [--connections=10] [--reuse] [--sql-reps=200]
 *
 * Phases: gen (recreate + generate + VACUUM ANALYZE, writes bench/.data/gen-<engine>.json),
 * measure (app in-process + autocannon in a child process + raw SQL replay, writes
 * bench/.data/measure-<engine>.json), report (bench/results/catalogue.md from those files).
 * `all` runs gen (skipped per engine with --reuse when the database is already generated at that
 * scale), then measure, then report, one engine after the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CATALOGUE_CACHE_ENTRIES } from '../server/src/app.js';
import type { Database } from '../server/src/platform/db.js';
import { generateCatalogue, type CatalogueScale } from '../server/src/seed/catalogue/index.js';
import {
  ROOT, benchFiles, commonOptions, createIndexes, databaseExists, dirSize, dropForeignKeys, dropSecondaryIndexes, dur, gb, generating, int, log, machine,
  measureEndpoints, measuring, ms, numberArg, raw, runPhases, saveMeasurement, storageSizes, tableCounts, writeReport, type Endpoint, type EndpointResult, type Engine,
  type LoadResult, type Req, type StorageSizes,
} from './kit.js';
import { authEndpoints, catalogueEndpoints, pathOf } from '@portal/contract';

// ------------------------------------------------------------------ options

const opts = {
  ...commonOptions({ pgDatabase: 'portal_bench', stateDir: 'bench/.data', out: 'bench/results/catalogue.md' }),
  scale: numberArg('scale', 'BENCH_SCALE', 1),
  seed: numberArg('seed', 'BENCH_SEED', 20260501),
};
const { target, state } = benchFiles<GenResult, MeasureResult>(opts);

// ------------------------------------------------------------------ scale

/** Issue §5 at factor 1: 1,000,000 parts, ~2,000,000 BOM rows, 1,000,000 vehicles. */
const FULL = { parts: 1_000_000, items: 2_000_000, vehicles: 1_000_000 };
/** The model tree is fixed: 3 lines × 3 series × up to 4 models = 9 series. */
const SERIES = 9;
/** Balls per partlist drawn from [60, 140] (mean 100); some balls have 2–3 rows (date/config/VIN splits,
 * model-specific recipe rows). Measured: 105.2 rows a partlist at scale 0.01 (18,928 / 180), but 101.4 at
 * scale 1 (1,927,824 / 19,008, with 105.2 assumed: 3.6 % short of 2,000,000); 101.4 is used from then on. */
const ITEMS_PER_PARTLIST: [number, number] = [60, 140];
const ROWS_PER_PARTLIST = Number(process.env.BENCH_ROWS_PER_PARTLIST ?? '117.8');

export function scaleFor(f: number): CatalogueScale {
  return {
    lines: 3, seriesPerLine: 3, modelsPerSeries: 4,
    parts: Math.round(FULL.parts * f),
    partlistsPerSeries: Math.max(4, Math.round((FULL.items * f) / (SERIES * ROWS_PER_PARTLIST))),
    itemsPerPartlist: ITEMS_PER_PARTLIST,
    vehicles: Math.round(FULL.vehicles * f),
  };
}

// ------------------------------------------------------------------ databases

/** Keys of the cache-missing lookups: 2.5 × what the server's lookup cache holds. */
const COLD_INPUTS = CATALOGUE_CACHE_ENTRIES * 2.5;
const COUNTED = ['parts', 'partlists', 'partlist_items', 'vehicles', 'serial_numbers', 'substitutions', 'bom_groups', 'model_nodes'] as const;

// ------------------------------------------------------------------ phase: generate

/** The catalogue's tables whose rows the generator writes. */
const CATALOGUE_TABLES = ['parts', 'model_nodes', 'manual_modules', 'bom_groups', 'partlists', 'partlist_items', 'vehicles', 'serial_numbers', 'substitutions'];

interface GenResult {
  engine: Engine; scaleFactor: number; scale: CatalogueScale; seed: number;
  startedAt: string; migrateMs: number; generateMs: number; analyzeMs: number; totalMs: number;
  generatorLog: string[]; counts: Record<string, number>; sizes: StorageSizes;
  rssMb: number; concurrentWith?: string;
}

/** Whether the engine's database already holds a catalogue generated at this scale. */
async function alreadyGenerated(engine: Engine): Promise<boolean> {
  const gen = state.gen(engine);
  if (!gen || gen.scaleFactor !== opts.scale || gen.seed !== opts.seed) return false;
  return databaseExists(target, engine);
}

async function generate(engine: Engine): Promise<GenResult> {
  const scale = scaleFor(opts.scale);
  log(`${engine}: generating at scale ${opts.scale}: ${JSON.stringify(scale)}`);
  const t0 = performance.now();
  const startedAt = new Date().toISOString();
  return generating(target, engine, async (database) => {
    const t1 = performance.now();
    const generatorLog: string[] = [];
    const note = (m: string) => {
      generatorLog.push(m);
      log(`${engine}: ${m}`);
    };
    // Bulk load as pg_restore does it: secondary indexes are built once at the end instead of being
    // maintained row by row, and foreign keys are checked once (one join each) instead of per row.
    const deferred = await dropSecondaryIndexes(database, CATALOGUE_TABLES);
    const foreignKeys = await dropForeignKeys(database, CATALOGUE_TABLES);
    note(`dropped ${deferred.length} secondary indexes and ${foreignKeys.length} foreign keys for the load`);
    const summary = await generateCatalogue(database.db, null, { seed: opts.seed, scale, atomic: false, log: note });
    const tIdx = performance.now();
    await createIndexes(target, engine, database, deferred, note);
    for (const fk of foreignKeys) await raw(database, `alter table "${fk.table}" add constraint "${fk.name}" ${fk.def}`);
    note(`indexes rebuilt and foreign keys validated in ${Math.round((performance.now() - tIdx) / 1000)} s`);
    const t2 = performance.now();
    log(`${engine}: VACUUM ANALYZE`);
    await raw(database, 'vacuum analyze');
    const t3 = performance.now();
    const result: GenResult = {
      engine, scaleFactor: opts.scale, scale, seed: opts.seed, startedAt,
      migrateMs: Math.round(t1 - t0), generateMs: Math.round(t2 - t1), analyzeMs: Math.round(t3 - t2), totalMs: Math.round(t3 - t0),
      generatorLog, counts: await tableCounts(database, COUNTED), sizes: await storageSizes(database, target, engine, 8),
      rssMb: Math.round(process.memoryUsage().rss / 1e6),
      concurrentWith: process.env.BENCH_CONCURRENT_WITH || undefined,
    };
    log(`${engine}: generated in ${(summary.ms / 1000).toFixed(1)} s; counts ${JSON.stringify(result.counts)}; db ${(result.sizes.databaseBytes / 1e9).toFixed(2)} GB`);
    state.save('gen', engine, result);
    return result;
  });
}

// ------------------------------------------------------------------ phase: measure

interface MeasureResult {
  engine: Engine; scaleFactor: number; at: string; duration: number; connections: number;
  machine: ReturnType<typeof machine>; endpoints: EndpointResult[]; authSql: { p50: number; p95: number } | null;
  inputs: Record<string, unknown>;
  storage: { dataDirBeforeCheckpoint: number; dataDirAfterCheckpoint: number; databaseBytes: number } | null;
  remeasured?: { at: string; keys: string[] }[];
}

/** Inputs picked from the data: random VINs, part codes, prefixes, words, ~100-row partlists, much-used parts. */
async function pickInputs(database: Database) {
  const n = 200;
  const vins = (await raw(database, `select vin from vehicles order by random() limit ${n}`)).map((r) => String(r.vin));
  const codes = (await raw(database, `select code from parts order by random() limit ${n}`)).map((r) => String(r.code));
  // More distinct keys than the process's lookup cache holds, walked in a cycle: every request
  // misses it (least recently used is evicted long before a key comes round again).
  const coldVins = (await raw(database, `select vin from vehicles order by random() limit ${COLD_INPUTS}`)).map((r) => String(r.vin));
  const coldCodes = (await raw(database, `select code from parts order by random() limit ${COLD_INPUTS}`)).map((r) => String(r.code));
  // A code prefix as typed: the code without its revision suffix (all revisions of one spec).
  const prefixRows = await raw(database, `select p, count(*)::int as n from (
      select left(code, length(code) - 3) as p from parts order by random() limit 400) s
    group by p limit 50`);
  const prefixes = prefixRows.map((r) => String(r.p));
  const prefixMatches = await Promise.all(prefixes.slice(0, 10).map(async (p) => Number((await raw(database, `select count(*)::int as n from parts where code like $1`, [`${p}%`]))[0].n)));
  const words = async (candidates: string[]) => {
    const out: { word: string; matches: number }[] = [];
    for (const w of candidates) {
      const [row] = await raw(database, `select count(*)::int as n from parts where search_text like $1`, [`%${w.toLowerCase()}%`]);
      if (Number(row.n) > 0) out.push({ word: w, matches: Number(row.n) });
    }
    return out;
  };
  const english = await words(['brake', 'mirror', 'bearing', 'throttle', 'harness']);
  const chinese = await words(['刹车', '电池', '轮胎', '后视镜', '控制器']);
  const bomRows = await raw(database, `select partlist_id, count(*)::int as n from partlist_items group by partlist_id having count(*) between 95 and 105 order by random() limit 50`);
  const boms = bomRows.map((r) => ({ id: String(r.partlist_id), rows: Number(r.n) }));
  // "A part used in many partlists": most used parts sit in a few BOM rows, shared fasteners in
  // thousands. Two sets: parts in 100–400 rows (used widely), and the 5 most used (a worst case).
  const usedRows = await raw(database, `with u as (select part_id, count(*)::int as n from partlist_items group by part_id)
    select part_id, n from u where n between 100 and 400 order by random() limit 50`);
  const used = usedRows.map((r) => ({ id: String(r.part_id), rows: Number(r.n) }));
  const usedMaxRows = await raw(database, `select part_id, count(*)::int as n from partlist_items group by part_id order by n desc limit 5`);
  const usedMax = usedMaxRows.map((r) => ({ id: String(r.part_id), rows: Number(r.n) }));
  const [usageStats] = await raw(database, `with u as (select part_id, count(*)::int as n from partlist_items group by part_id)
    select percentile_disc(0.5) within group (order by n) as p50, percentile_disc(0.99) within group (order by n) as p99, max(n) as max, count(*)::int as parts from u`);
  return { vins, codes, coldVins, coldCodes, prefixes, prefixMatches, english, chinese, boms, used, usedMax, usageStats };
}

function endpointsFor(inp: Awaited<ReturnType<typeof pickInputs>>): Endpoint[] {
  const search = (key: string): Req => ({ method: 'POST', path: pathOf(catalogueEndpoints.searchParts), body: JSON.stringify({ key, page: 1, pageSize: 20 }) });
  return [
    { key: 'healthz', label: 'Constant JSON, no auth (/healthz)', call: 'GET /healthz', target: null, targetNote: 'throughput reference', raw: true, reference: true, requests: [{ method: 'GET', path: '/healthz' }] },
    { key: 'ping', label: 'Constant JSON behind auth and guard (/rest/base/ping)', call: 'GET /rest/base/ping', target: null, targetNote: 'throughput reference', reference: true, requests: [{ method: 'GET', path: pathOf(authEndpoints.ping) }] },
    { key: 'vin', label: 'Exact VIN lookup', call: 'GET /rest/model/vinQuery?vinCode={vin}', target: 5, targetNote: 'exact', requests: inp.vins.map((v) => ({ method: 'GET', path: `${pathOf(catalogueEndpoints.vinManuals)}?vinCode=${v}` })) },
    { key: 'part', label: 'Exact part-code lookup', call: 'GET /rest/search/any?key={code}', target: 5, targetNote: 'exact', requests: inp.codes.map((c) => ({ method: 'GET', path: `${pathOf(catalogueEndpoints.searchAny)}?key=${encodeURIComponent(c)}` })) },
    { key: 'vinCold', label: 'Exact VIN lookup, never the same VIN twice in a row of 50,000 (misses the lookup cache)', call: 'GET /rest/model/vinQuery?vinCode={vin}', target: 5, targetNote: 'exact', checkFirst: 20, requests: inp.coldVins.map((v) => ({ method: 'GET', path: `${pathOf(catalogueEndpoints.vinManuals)}?vinCode=${v}` })) },
    { key: 'partCold', label: 'Exact part-code lookup, 50,000 codes in a cycle (misses the lookup cache)', call: 'GET /rest/search/any?key={code}', target: 5, targetNote: 'exact', checkFirst: 20, requests: inp.coldCodes.map((c) => ({ method: 'GET', path: `${pathOf(catalogueEndpoints.searchAny)}?key=${encodeURIComponent(c)}` })) },
    { key: 'partSearch', label: 'Part search given a whole code (the search call: code, prefix and name tiers)', call: 'POST /rest/model/search/all/part/codeName {key: code}', target: 25, targetNote: 'search', requests: inp.codes.map(search) },
    { key: 'prefix', label: 'Code prefix', call: 'POST …/search/all/part/codeName {key: prefix}', target: 25, targetNote: 'search', requests: inp.prefixes.map(search) },
    { key: 'nameEn', label: 'Name substring (English)', call: 'POST …/search/all/part/codeName {key: word}', target: 25, targetNote: 'name search', requests: inp.english.map((w) => search(w.word)) },
    { key: 'nameZh', label: 'Name substring (Chinese)', call: 'POST …/search/all/part/codeName {key: 词}', target: 25, targetNote: 'name search', requests: inp.chinese.map((w) => search(w.word)) },
    { key: 'bom', label: 'BOM of one partlist (~100 rows)', call: 'GET /rest/model/partlist/{id}', target: 10, targetNote: 'BOM', requests: inp.boms.map((b) => ({ method: 'GET', path: pathOf(catalogueEndpoints.bom, { id: b.id }) })) },
    { key: 'whereUsed', label: 'Where-used, first page of 20 (part in 100–400 BOM rows)', call: 'GET /rest/model/used/part/{id}?pageSize=20', target: null, targetNote: 'no target in the issue', requests: inp.used.map((u) => ({ method: 'GET', path: `${pathOf(catalogueEndpoints.whereUsed, { id: u.id })}?page=1&pageSize=20` })) },
    { key: 'whereUsedMax', label: 'Where-used, first page of 20, the 5 most-used parts', call: 'GET /rest/model/used/part/{id}?pageSize=20', target: null, targetNote: 'worst case', requests: inp.usedMax.map((u) => ({ method: 'GET', path: `${pathOf(catalogueEndpoints.whereUsed, { id: u.id })}?page=1&pageSize=20` })) },
  ];
}

async function measure(engine: Engine): Promise<MeasureResult> {
  return measuring(target, engine, async ({ database, recorder, startApp }) => {
    let storage: MeasureResult['storage'] = null;
    if (engine === 'pglite') {
      // PGlite runs no background checkpointer: WAL piles up during generation. Checkpoint, then size.
      const before = dirSize(opts.pgliteDir);
      await raw(database, 'checkpoint');
      storage = { dataDirBeforeCheckpoint: before, dataDirAfterCheckpoint: dirSize(opts.pgliteDir), databaseBytes: Number((await raw(database, 'select pg_database_size(current_database())::bigint as b'))[0].b) };
      log(`pglite: data dir ${gb(before)} before checkpoint, ${gb(storage.dataDirAfterCheckpoint)} after`);
    }
    const [{ n }] = await raw(database, 'select count(*)::int as n from parts');
    if (!Number(n)) throw new Error(`${engine}: no catalogue in the database; run the gen phase first`);
    const started = await startApp(path.join(opts.stateDir, 'app'));

    log(`${engine}: picking inputs`);
    const inputs = await pickInputs(database);
    log(`${engine}: inputs: ${inputs.vins.length} VINs, ${inputs.codes.length} codes, ${inputs.prefixes.length} prefixes, en ${JSON.stringify(inputs.english)}, zh ${JSON.stringify(inputs.chinese)}, ${inputs.boms.length} BOMs, ${inputs.used.length} much-used parts (${JSON.stringify(inputs.usageStats)})`);
    const endpoints = endpointsFor(inputs).filter((e) => !opts.only || opts.only.split(',').includes(e.key) || e.key === 'healthz' || e.key === 'ping');
    const { results, authSql } = await measureEndpoints(
      { target, engine, database, recorder, ...started },
      endpoints,
      opts,
      (so) => {
        state.save('measure', engine, so as unknown as MeasureResult, '.partial');
      },
    );
    const result: MeasureResult = {
      engine, scaleFactor: state.gen(engine)?.scaleFactor ?? opts.scale, at: new Date().toISOString(),
      duration: opts.duration, connections: opts.connections, machine: machine(), endpoints: results, authSql, storage,
      inputs: {
        english: inputs.english, chinese: inputs.chinese, prefixExamples: inputs.prefixes.slice(0, 10).map((p, i) => ({ prefix: p, matches: inputs.prefixMatches[i] })),
        bomRows: inputs.boms.slice(0, 10).map((b) => b.rows), whereUsedRows: inputs.used.slice(0, 10).map((u) => u.rows), whereUsedMaxRows: inputs.usedMax.map((u) => u.rows), usageStats: inputs.usageStats,
      },
    };
    return saveMeasurement(state, engine, result, opts.only, endpointsFor(inputs).map((e) => e.key));
  });
}

// ------------------------------------------------------------------ phase: report


function report() {
  const { gens, meas } = state.results();
  const m0 = meas[0];
  const L: string[] = [];
  L.push('# Catalogue benchmark', '');
  L.push(`Generated by \`npm run bench:catalogue\` (bench/catalogue.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. How to run and what is measured: bench/README.md.`, '');
  if (m0) {
    const mc = m0.machine;
    L.push('## Machine', '', `${mc.cpus} cores (${mc.cpuModel}), ${mc.memoryGb} GB memory, Node ${mc.node}, ${mc.platform}. Shared and noisy machine: load average at the start of the measurement ${mc.loadavg.join(' / ')}. PostgreSQL 15 on the same machine (127.0.0.1); PGlite embedded in the server process. The load generator (autocannon, ${m0.connections} connections, ${m0.duration} s after a warm-up) runs in its own process on the same 2 cores.`, '');
  }
  L.push('## Scale, generation time and size', '');
  L.push('| | ' + gens.map((g) => g.engine).join(' | ') + ' |', '|---|' + gens.map(() => '---:').join('|') + '|');
  const row = (label: string, f: (g: GenResult) => string) => L.push(`| ${label} | ${gens.map(f).join(' | ')} |`);
  row('scale factor', (g) => String(g.scaleFactor));
  row('parts', (g) => int(g.counts.parts));
  row('BOM rows (partlist_items)', (g) => int(g.counts.partlist_items));
  row('partlists', (g) => int(g.counts.partlists));
  row('vehicles', (g) => int(g.counts.vehicles));
  row('serial numbers', (g) => int(g.counts.serial_numbers));
  row('substitutions', (g) => int(g.counts.substitutions));
  row('generation (generateCatalogue)', (g) => dur(g.generateMs));
  row('VACUUM ANALYZE', (g) => dur(g.analyzeMs));
  row('total incl. create + migrate', (g) => dur(g.totalMs));
  row('pg_database_size', (g) => gb(g.sizes.databaseBytes));
  row('data directory on disk (after generation)', (g) => gb(g.sizes.dataDirBytes));
  row('data directory after CHECKPOINT', (g) => gb(meas.find((m) => m.engine === g.engine)?.storage?.dataDirAfterCheckpoint ?? null));
  row('largest tables (with indexes)', (g) => g.sizes.tables.slice(0, 4).map((t) => `${t.name} ${gb(t.totalBytes)}`).join(', '));
  row('generated while', (g) => g.concurrentWith ? `concurrently with ${g.concurrentWith}` : 'alone');
  L.push('');

  const byKey = (m: MeasureResult | undefined, key: string) => m?.endpoints.find((e) => e.endpoint.key === key);
  for (const m of meas) {
    L.push(`## ${m.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} (scale ${m.scaleFactor}, measured ${m.at.slice(0, 16).replace('T', ' ')} UTC)`, '');
    L.push('API = HTTP through the whole app (auth, validation, service, serialisation). "10 conn" = ' + `${m.connections} concurrent connections (closed loop: latency includes queueing on the 2 cores); "1 conn" = one connection, no queueing. SQL = the service's own statements of the same request, captured from the driver and replayed sequentially on one connection of the same kind (${m.endpoints.find((e) => e.sql)?.sql?.reps ?? ''} requests, inputs rotating). Times in ms.`, '');
    if (m.remeasured?.length) L.push(`Re-measured later (same database, inputs re-sampled): ${m.remeasured.map((r) => `${r.keys.filter((k) => k !== 'healthz' && k !== 'ping').join(', ')} at ${r.at.slice(11, 16)} UTC`).join('; ')} (the two constant routes re-measured with them, for the throughput ratios).`, '');
    L.push('| endpoint | call | 10 conn p50 | 10 conn p95 | req/s (10 conn) | 1 conn p50 | 1 conn p95 | SQL p50 | SQL p95 | stmts | target p95 | met at 10 conn? | met at 1 conn? |', '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|:-:|');
    for (const r of m.endpoints) {
      const met = (x: LoadResult | null) => (r.endpoint.target === null || !x ? '–' : x.count && x.p95 <= r.endpoint.target ? 'yes' : '**no**');
      L.push(`| ${r.endpoint.label}${r.endpoint.connections && r.endpoint.connections !== m.connections ? ` (${r.endpoint.connections} conn, ${r.endpoint.duration} s)` : ''} | \`${r.endpoint.call}\` | ${r.api.count ? ms(r.api.p50) : 'none in window'} | ${ms(r.api.p95)} | ${int(Math.round(r.api.rps))} | ${ms(r.api1?.p50)} | ${ms(r.api1?.p95)} | ${ms(r.sql?.p50)} | ${ms(r.sql?.p95)} | ${r.sql ? `${r.sql.statementsPerRequest}+${r.sql.authStatements}${r.sql.logStatements ? `+${r.sql.logStatements}w` : ''}` : '0'} | ${r.endpoint.target === null ? '–' : `≤ ${r.endpoint.target}`} | ${met(r.api)} | ${met(r.api1)} |`);
    }
    L.push('');
    for (const [key, what] of [['part', 'exact part lookup'], ['partCold', 'exact part lookup missing the cache']]) {
      const p = byKey(m, key);
      for (const refKey of ['healthz', 'ping']) {
        const h = byKey(m, refKey);
        if (h && p) L.push(`Throughput ratio ${what} / ${h.endpoint.label}: ${int(Math.round(p.api.rps))} / ${int(Math.round(h.api.rps))} = **${(p.api.rps / h.api.rps).toFixed(2)}** (target ≥ 0.5: ${p.api.rps / h.api.rps >= 0.5 ? 'met' : '**not met**'}).`, '');
      }
    }
    if (m.authSql) L.push(`The token/permission query (SQL p50 ${ms(m.authSql.p50)}, p95 ${ms(m.authSql.p95)} ms) runs when a token is not in the process's 2-second token cache (docs/decisions/006-request-auth-cache.md); "stmts" counts it (+1) when the captured requests ran it, and an operation-log insert as +1w. Neither is in the SQL columns.`, '');
    const errs = m.endpoints.filter((r) => r.api.non2xx || r.api.errors || r.api.timeouts);
    if (errs.length) L.push(`Errors during load: ${errs.map((r) => `${r.endpoint.key}: non-2xx ${r.api.non2xx}, errors ${r.api.errors}, timeouts ${r.api.timeouts}`).join('; ')}.`, '');
  }

  const pgM = meas.find((m) => m.engine === 'postgres');
  const liteM = meas.find((m) => m.engine === 'pglite');
  if (pgM && liteM) {
    L.push('## PGlite against PostgreSQL', '', `Target: PGlite p95 within 3× of PostgreSQL's. ${pgM.scaleFactor !== liteM.scaleFactor ? `**Scales differ (PostgreSQL ${pgM.scaleFactor}, PGlite ${liteM.scaleFactor}): ratios are indicative only.**` : ''}`, '');
    L.push('| endpoint | 10 conn p95 PG | 10 conn p95 PGlite | ratio | ≤ 3×? | 1 conn p95 PG | 1 conn p95 PGlite | ratio | ≤ 3×? | req/s PG | req/s PGlite | SQL p50 PG | SQL p50 PGlite |', '|---|---:|---:|---:|:-:|---:|---:|---:|:-:|---:|---:|---:|---:|');
    for (const r of pgM.endpoints) {
      const l = byKey(liteM, r.endpoint.key);
      if (!l) continue;
      const reference = r.endpoint.key === 'healthz' || r.endpoint.key === 'ping';
      const ratio = r.api.count && l.api.count ? l.api.p95 / r.api.p95 : null;
      const ratio1 = r.api1?.count && l.api1?.count ? l.api1.p95 / r.api1.p95 : null;
      const within = (x: number | null) => (reference || x === null ? '–' : x <= 3 ? 'yes' : '**no**');
      L.push(`| ${r.endpoint.label} | ${ms(r.api.p95)} | ${ms(l.api.p95)} | ${ratio === null ? '–' : `${ratio.toFixed(2)}×`} | ${within(ratio)} | ${ms(r.api1?.p95)} | ${ms(l.api1?.p95)} | ${ratio1 === null ? '–' : `${ratio1.toFixed(2)}×`} | ${within(ratio1)} | ${int(Math.round(r.api.rps))} | ${int(Math.round(l.api.rps))} | ${ms(r.sql?.p50)} | ${ms(l.sql?.p50)} |`);
    }
    L.push('');
  }

  if (m0) {
    L.push('## Inputs', '', 'Rotated across requests (each connection walks the list from a random start):', '');
    for (const m of meas) {
      L.push(`- ${m.engine}: ${m.endpoints.filter((r) => r.endpoint.key !== 'healthz' && r.endpoint.key !== 'ping').map((r) => `${r.endpoint.key} ${r.endpoint.inputs}`).join(', ')} distinct inputs; English words ${JSON.stringify(m.inputs.english)}; Chinese words ${JSON.stringify(m.inputs.chinese)}; prefix examples ${JSON.stringify(m.inputs.prefixExamples)}; BOM rows of the first partlists ${JSON.stringify(m.inputs.bomRows)}; where-used rows of the first parts ${JSON.stringify(m.inputs.whereUsedRows)} and of the most-used ones ${JSON.stringify(m.inputs.whereUsedMaxRows)}; usage distribution (rows per used part) ${JSON.stringify(m.inputs.usageStats)}. Example requests: ${m.endpoints.map((r) => `\`${r.endpoint.example.slice(0, 120)}\``).join(', ')}. Average response sizes (bytes): ${m.endpoints.map((r) => `${r.endpoint.key} ${int(r.responseBytes)}`).join(', ')}.`);
    }
    L.push('');
  }

  const notesFile = path.join(ROOT, 'bench/results/catalogue.notes.md');
  if (fs.existsSync(notesFile)) L.push(fs.readFileSync(notesFile, 'utf8').trim(), '');

  L.push('## Slowest statement per endpoint (EXPLAIN ANALYZE, BUFFERS)', '');
  for (const m of meas) {
    for (const r of m.endpoints) {
      if (!r.sql) continue;
      L.push(`<details><summary>${m.engine} · ${r.endpoint.label}: ${ms(r.sql.slowest.meanMs)} ms mean</summary>`, '', '```sql', r.sql.slowest.text, `-- params: ${JSON.stringify(r.sql.slowest.values).slice(0, 300)}`, '```', '', '```', r.sql.plan, '```', '', '</details>', '');
    }
  }
  writeReport(opts.out, L);
}

// ------------------------------------------------------------------ main

log(`options ${JSON.stringify(opts)}; scale ${JSON.stringify(scaleFor(opts.scale))}`);
runPhases(opts, { alreadyGenerated, generate, measure, report });

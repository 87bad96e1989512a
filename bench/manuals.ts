/**
 * Manuals benchmark (issue 4 §5). See bench/README.md.
 *
 *   npm run bench:manuals -- [--topics=100000] [--engines=postgres,pglite] [--phase=all|gen|measure|report]
 *                            [--duration=10] [--connections=10] [--reuse] [--sql-reps=200]
 *
 * gen: the demo manuals (service, circuit, user, sheet-metal and labour-time manuals of every demo
 * model: bodies in en-US and zh-CN, titles in six languages, wiring diagrams with their labels)
 * written again and again under other manual codes through the one writer (`writeManual`) until
 * the topic target is reached; then VACUUM ANALYZE. measure: the app in-process, autocannon in a
 * child process, the raw SQL of the same requests replayed beside it. report: bench/results/manuals.md.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/src/platform/db.js';
import { localFileStorage } from '../server/src/platform/files.js';
import { writeManual, type ManualInput } from '../server/src/modules/manuals/manuals.write.js';
import { buildDemoManuals } from '../server/src/seed/manuals/index.js';
import { queryTerms, tsqueryText } from '../server/src/modules/manuals/manuals.search.js';
import {
  benchFiles, commonOptions, createIndexes, databaseExists, dropSecondaryIndexes, dur, gb, generating, int, log, machine, measureEndpoints, measuring, ms, notesOf,
  numberArg, raw, runPhases, saveMeasurement, slowestPlans, storageSizes, tableCounts, writeReport, type Endpoint, type EndpointResult, type Engine, type StorageSizes,
} from './kit.js';
import { manualsEndpoints, pathOf } from '@portal/contract';

const opts = {
  ...commonOptions({ pgDatabase: 'portal_bench_manuals', stateDir: 'bench/.data/manuals', out: 'bench/results/manuals.md' }),
  topics: numberArg('topics', 'BENCH_TOPICS', 100_000),
};
const { target, state } = benchFiles<GenResult, MeasureResult>(opts);

/** The tables the writer fills; their secondary indexes are built once after the load. */
const MANUAL_TABLES = ['manual_roots', 'manual_nodes', 'manual_topic_contents', 'manual_topic_search', 'manual_topic_parts', 'manual_diagram_labels', 'manual_images', 'manual_review_events'];
const COUNTED = ['manual_roots', 'manual_nodes', 'manual_topic_contents', 'manual_topic_search', 'manual_diagram_labels'] as const;

// ------------------------------------------------------------------ phase: generate

interface GenResult {
  engine: Engine; topicsTarget: number; topics: number; copies: number; startedAt: string;
  writeMs: number; indexMs: number; analyzeMs: number; totalMs: number;
  counts: Record<string, number>; topicsByLanguage: Record<string, number>;
  sizes: StorageSizes;
}

const leafCount = (m: ManualInput) => {
  let n = 0;
  const walk = (nodes: ManualInput['nodes']) => nodes.forEach((x) => (x.kind === 'CHAPTER' ? walk(x.children ?? []) : n++));
  walk(m.nodes);
  return n;
};

/** Copy k of a demo manual: its own code, so every copy is a manual of its own, effective at once. */
const copyOf = (m: ManualInput, k: number): ManualInput => ({ ...m, code: `${m.code}.B${String(k).padStart(3, '0')}`, status: 'EFFECTIVE' });

async function alreadyGenerated(engine: Engine): Promise<boolean> {
  const gen = state.gen(engine);
  if (!gen || gen.topicsTarget !== opts.topics) return false;
  return databaseExists(target, engine);
}

async function generate(engine: Engine): Promise<GenResult> {
  const demo = buildDemoManuals().manuals.filter((m) => m.status === 'EFFECTIVE');
  const perCopy = demo.reduce((s, m) => s + leafCount(m), 0);
  const copies = Math.max(1, Math.ceil(opts.topics / perCopy));
  log(`${engine}: ${demo.length} demo manuals with ${perCopy} topics and diagrams; ${copies} copies for ${int(opts.topics)} topics`);
  const t0 = performance.now();
  const startedAt = new Date().toISOString();
  const files = localFileStorage(path.join(opts.stateDir, `files-${engine}`));
  return generating(target, engine, async (database) => {
    const deferred = await dropSecondaryIndexes(database, MANUAL_TABLES);
    log(`${engine}: dropped ${deferred.length} secondary indexes for the load`);
    const t1 = performance.now();
    let written = 0;
    for (let k = 1; k <= copies; k++) {
      for (const m of demo) {
        if (written >= opts.topics) break;
        written += (await writeManual(database.db, copyOf(m, k), { files })).topicCount;
      }
      log(`${engine}: copy ${k}/${copies}: ${int(written)} topics, ${dur(performance.now() - t1)}`);
    }
    const t2 = performance.now();
    await createIndexes(target, engine, database, deferred, (m) => log(`${engine}: ${m}`));
    const t3 = performance.now();
    await raw(database, 'vacuum analyze');
    if (engine === 'pglite') await raw(database, 'checkpoint');
    const t4 = performance.now();
    const counts = await tableCounts(database, COUNTED);
    const byLang = await raw(database, 'select lang, count(*)::int as n from manual_topic_search group by lang order by lang');
    const result: GenResult = {
      engine, topicsTarget: opts.topics, topics: written, copies, startedAt,
      writeMs: Math.round(t2 - t1), indexMs: Math.round(t3 - t2), analyzeMs: Math.round(t4 - t3), totalMs: Math.round(t4 - t0),
      counts, topicsByLanguage: Object.fromEntries(byLang.map((r) => [String(r.lang), Number(r.n)])),
      sizes: await storageSizes(database, target, engine),
    };
    log(`${engine}: generated in ${dur(result.totalMs)}; ${JSON.stringify(counts)}`);
    state.save('gen', engine, result);
    return result;
  });
}

// ------------------------------------------------------------------ phase: measure

interface MeasureResult {
  engine: Engine; at: string; duration: number; connections: number; machine: ReturnType<typeof machine>;
  endpoints: EndpointResult[]; authSql: { p50: number; p95: number } | null; inputs: Record<string, unknown>;
  remeasured?: { at: string; keys: string[] }[];
}

/** Words a workshop searches for; the report says how many topics of that language match each. */
const WORDS: { key: string; lang: string; words: string[] }[] = [
  { key: 'searchEn', lang: 'en-US', words: ['brake', 'battery', 'controller', 'torque', 'charging fault'] },
  { key: 'searchZh', lang: 'zh-CN', words: ['刹车', '电池', '控制器', '力矩', '充电故障'] },
];

async function pickInputs(database: Database) {
  const topics = (await raw(database, `select node_id from manual_topic_contents where lang = 'en-US' and html is not null order by random() limit 200`)).map((r) => String(r.node_id));
  const manuals = (await raw(database, `select id from manual_roots where type = 'SERVICE' and status = 'EFFECTIVE' order by random() limit 50`)).map((r) => String(r.id));
  // The manual view's "all manuals for this model": the scope of a model.
  const models = (await raw(database, `select distinct code0, code1, code2 from manual_roots where code2 <> '' order by code2`)).map((r) => ({ code0: String(r.code0), code1: String(r.code1), code2: String(r.code2) }));
  // Titles in the four languages without bodies: a word of each, taken from the data.
  const titleWords: { lang: string; word: string }[] = [];
  for (const lang of ['vi', 'es', 'de', 'id']) {
    const [row] = await raw(database, `select title from manual_topic_contents where lang = $1 and title ~ '^[^ ]{4,} ' order by node_id limit 1`, [lang]);
    if (row) titleWords.push({ lang, word: String(row.title).split(' ')[0] });
  }
  return { topics, manuals, models, titleWords };
}

function endpointsFor(inp: Awaited<ReturnType<typeof pickInputs>>): Endpoint[] {
  const search = (key: string, lang: string, where: Record<string, string> = {}) => ({ method: 'POST' as const, path: pathOf(manualsEndpoints.searchTopics), body: JSON.stringify({ key, lang, page: 1, pageSize: 10, ...where }) });
  const [en, zh] = WORDS;
  return [
    { key: 'healthz', label: 'Constant JSON (/healthz)', call: 'GET /healthz', target: null, targetNote: 'throughput reference', raw: true, reference: true, requests: [{ method: 'GET', path: '/healthz' }] },
    { key: 'searchEn', label: 'Search, English, all manuals', call: 'POST /rest/ElasticSearch/topic {key, lang: en-US}', target: 30, targetNote: '', requests: en.words.map((w) => search(w, en.lang)) },
    { key: 'searchZh', label: 'Search, Chinese, all manuals', call: 'POST /rest/ElasticSearch/topic {key, lang: zh-CN}', target: 30, targetNote: '', requests: zh.words.map((w) => search(w, zh.lang)) },
    { key: 'searchTitles', label: 'Search, vi / es / de / id titles', call: 'POST /rest/ElasticSearch/topic {key, lang}', target: 30, targetNote: '', requests: inp.titleWords.map((t) => search(t.word, t.lang)) },
    { key: 'searchModel', label: 'Search, all manuals of one model (scope)', call: 'POST /rest/ElasticSearch/topic {key, lang, code0, code1, code2}', target: 30, targetNote: '', requests: inp.models.flatMap((m, i) => [search(en.words[i % en.words.length], 'en-US', m), search(zh.words[i % zh.words.length], 'zh-CN', m)]) },
    { key: 'searchManual', label: 'Search in one manual (rootId)', call: 'POST /rest/ElasticSearch/topic {key, rootId}', target: 30, targetNote: '', requests: inp.manuals.map((id, i) => search(en.words[i % en.words.length], 'en-US', { rootId: id })) },
    { key: 'html', label: 'Topic rendering (HTML blob)', call: 'GET /rest/html/{id}?lang=en-US', target: 10, targetNote: '', raw: true, requests: inp.topics.map((id) => ({ method: 'GET' as const, path: `${pathOf(manualsEndpoints.topicHtml, { id })}?lang=en-US` })) },
  ];
}

async function measure(engine: Engine): Promise<MeasureResult> {
  return measuring(target, engine, async ({ database, recorder, startApp }) => {
    const [{ n }] = await raw(database, 'select count(*)::int as n from manual_topic_search');
    if (!Number(n)) throw new Error(`${engine}: no manuals in the database; run the gen phase first`);
    const started = await startApp(path.join(opts.stateDir, 'app'));
    const inputs = await pickInputs(database);
    const matches: Record<string, number> = {};
    for (const group of WORDS) {
      for (const w of group.words) {
        // exactly (the API's count stops at its cap)
        const [row] = await raw(database, 'select count(*)::int as n from manual_topic_search where lang = $1 and search @@ $2::tsquery', [group.lang, tsqueryText(queryTerms(w))]);
        matches[`${group.lang} ${w}`] = Number(row.n);
      }
    }
    log(`${engine}: matches per word ${JSON.stringify(matches)}; title words ${JSON.stringify(inputs.titleWords)}`);
    const endpoints = endpointsFor(inputs).filter((e) => !opts.only || opts.only.split(',').includes(e.key) || e.key === 'healthz');
    const { results, authSql } = await measureEndpoints({ target, engine, database, recorder, ...started }, endpoints, opts);
    const result: MeasureResult = {
      engine, at: new Date().toISOString(), duration: opts.duration, connections: opts.connections, machine: machine(), endpoints: results, authSql,
      inputs: { matches, titleWords: inputs.titleWords, topics: inputs.topics.length, manuals: inputs.manuals.length, models: inputs.models.length },
    };
    return saveMeasurement(state, engine, result, opts.only, endpointsFor(inputs).map((e) => e.key));
  });
}

// ------------------------------------------------------------------ phase: report

function report() {
  const { gens, meas } = state.results();
  const L: string[] = ['# Manuals benchmark', ''];
  L.push(`Generated by \`npm run bench:manuals\` (bench/manuals.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. How to run and what is measured: bench/README.md.`, '');
  const m0 = meas[0];
  if (m0) {
    const mc = m0.machine;
    L.push('## Machine', '', `${mc.cpus} cores (${mc.cpuModel}), ${mc.memoryGb} GB memory, Node ${mc.node}. Shared and noisy: load average at the start ${mc.loadavg.join(' / ')}. PostgreSQL 15 on the same machine; PGlite inside the server process; autocannon (${m0.connections} connections, ${m0.duration} s after a warm-up) in its own process on the same cores.`, '');
  }
  L.push('## Data, generation time and size', '', '| | ' + gens.map((g) => g.engine).join(' | ') + ' |', '|---|' + gens.map(() => '---:').join('|') + '|');
  const row = (label: string, f: (g: GenResult) => string) => L.push(`| ${label} | ${gens.map(f).join(' | ')} |`);
  row('manuals', (g) => int(g.counts.manual_roots));
  row('topics and diagrams', (g) => int(g.topics));
  row('nodes incl. chapters', (g) => int(g.counts.manual_nodes));
  row('searchable rows (topic × language)', (g) => int(g.counts.manual_topic_search));
  row('rows per language', (g) => Object.entries(g.topicsByLanguage).map(([l, n]) => `${l} ${int(n)}`).join(', '));
  row('diagram labels', (g) => int(g.counts.manual_diagram_labels));
  row('writing (writeManual)', (g) => dur(g.writeMs));
  row('index builds', (g) => dur(g.indexMs));
  row('VACUUM ANALYZE (+ CHECKPOINT on PGlite)', (g) => dur(g.analyzeMs));
  row('total', (g) => dur(g.totalMs));
  row('pg_database_size', (g) => gb(g.sizes.databaseBytes));
  row('data directory on disk', (g) => gb(g.sizes.dataDirBytes));
  row('largest tables (with indexes)', (g) => g.sizes.tables.slice(0, 4).map((t) => `${t.name} ${gb(t.totalBytes)}`).join(', '));
  L.push('');
  for (const m of meas) {
    L.push(`## ${m.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} (measured ${m.at.slice(0, 16).replace('T', ' ')} UTC)`, '');
    L.push('API = HTTP through the whole app, 10 connections; "1 conn" = one connection, no queueing; SQL = the service\'s own statements of the same requests replayed sequentially on one connection. Times in ms.', '');
    if (m.remeasured?.length) L.push(`Re-measured later: ${m.remeasured.map((r) => `${r.keys.filter((k) => k !== 'healthz').join(', ')} at ${r.at.slice(11, 16)} UTC`).join('; ')}.`, '');
    L.push('| endpoint | call | API p50 | API p95 | req/s | 1 conn p50 | 1 conn p95 | SQL p50 | SQL p95 | stmts | target p95 | met at 10 conn? | met at 1 conn? |', '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|:-:|');
    for (const r of m.endpoints) {
      const e = r.endpoint;
      const met = (v: number | undefined) => (e.target === null || v === undefined ? '–' : v <= e.target ? 'yes' : '**no**');
      L.push(`| ${e.label} | \`${e.call}\` | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${int(Math.round(r.api.rps))} | ${ms(r.api1?.p50)} | ${ms(r.api1?.p95)} | ${ms(r.sql?.p50)} | ${ms(r.sql?.p95)} | ${r.sql ? `${r.sql.statementsPerRequest}+${r.sql.authStatements}` : '–'} | ${e.target === null ? '–' : `≤ ${e.target}`} | ${met(r.api.p95)} | ${met(r.api1?.p95)} |`);
    }
    if (m.authSql) L.push('', `Token/permission query (not in the SQL columns; most requests hit the 2-second token cache): p50 ${ms(m.authSql.p50)}, p95 ${ms(m.authSql.p95)} ms.`);
    L.push('', `Inputs: ${JSON.stringify(m.inputs)}`, '');
  }
  const [pgm, plm] = [meas.find((m) => m.engine === 'postgres'), meas.find((m) => m.engine === 'pglite')];
  if (pgm && plm) {
    L.push('## PGlite against PostgreSQL', '', 'Target: PGlite p95 within 3× of PostgreSQL\'s.', '', '| endpoint | PostgreSQL p95 | PGlite p95 | ratio | ≤ 3×? | 1 conn p95 PG | 1 conn p95 PGlite | ratio | SQL p50 PG | SQL p50 PGlite |', '|---|---:|---:|---:|:-:|---:|---:|---:|---:|---:|');
    for (const a of pgm.endpoints) {
      const b = plm.endpoints.find((x) => x.endpoint.key === a.endpoint.key);
      if (!b) continue;
      const ratio = b.api.p95 / a.api.p95;
      const ratio1 = a.api1 && b.api1 ? b.api1.p95 / a.api1.p95 : null;
      L.push(`| ${a.endpoint.label} | ${ms(a.api.p95)} | ${ms(b.api.p95)} | ${ratio.toFixed(2)}× | ${a.endpoint.key === 'healthz' ? '–' : ratio <= 3 ? 'yes' : '**no**'} | ${ms(a.api1?.p95)} | ${ms(b.api1?.p95)} | ${ratio1 === null ? '–' : `${ratio1.toFixed(2)}×`} | ${ms(a.sql?.p50)} | ${ms(b.sql?.p50)} |`);
    }
    L.push('');
  }
  L.push(...notesOf('manuals'), ...slowestPlans(meas));
  writeReport(opts.out, L);
}

// ------------------------------------------------------------------ main

log(`options ${JSON.stringify(opts)}`);
runPhases(opts, { alreadyGenerated, generate, measure, report });

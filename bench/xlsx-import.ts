/**
 * Spreadsheet imports under attack (issue 21 §3). See bench/README.md.
 *
 *   npm run bench:xlsx-import -- [--engines=pglite,postgres] [--pg-url=postgres://postgres@127.0.0.1:5432] [--rows=500000] [--rounds=2]
 *
 * The issue: an 8.3 MB .xlsx of 500,000 rows stalled the whole server 22.8 s and added 1.2 GB
 * (the responsible persons import parsed the whole workbook before checking anything). Uploads:
 * - the --rows bomb as written (its central directory tells what it unpacks to);
 * - the same bomb with its directory lying about the sheet's size (only the row cap can stop it);
 * - one cell of 25 MB text, lying likewise (only counting while inflating can stop it);
 * - 5,000 rows, the cap: read and checked to the end (unknown users, so refused row by row).
 * 1. The reader alone, in this process, --rounds times each: time, rows handed over, the event
 *    loop's longest turn (monitorEventLoopDelay) and heap growth; the old import's reading (ExcelJS
 *    loads the whole workbook, every row is read, then counted) once for comparison, and a second
 *    of nothing as the machine's floor.
 * 2. Per engine, a real server process (bench/downloads.ts's startServer: no demo data, a fresh data
 *    dir or database) receives each upload --rounds times at POST /rest/import/expert/and/processor
 *    as the administrator, while a process of its own asks GET /healthz of the same server every
 *    10 ms and times the answers; the server's RSS is sampled every 20 ms (growth = peak − before).
 *    "before": the old reading of the bomb in a process of its own (this file, --serve-before) that
 *    answers /healthz alike (the old code is gone from the server).
 * Output: bench/results/xlsx-import.md.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import { RESPONSIBLE_IMPORT_COLUMNS, RESPONSIBLE_IMPORT_MAX_ROWS, pathOf, responsiblePersonsEndpoints } from '@portal/contract';
import ExcelJS from 'exceljs';
import { ROOT, arg, log, machine, notesOf, numberArg, pct, writeReport, type Engine } from './kit.js';
import { logInAs, sampleRss, startServer } from './downloads.js';
import { BizError } from '../server/src/platform/errors.js';
import { readSheetRows } from '../server/src/platform/xlsx-reader.js';
import { xlsxBuffer } from '../server/src/platform/xlsx.js';
import { RESPONSIBLE_SHEET } from '../server/src/modules/inquiry/inquiry.responsible-persons.import.js';
import { cellBomb, lyingAboutSize, rowBomb } from '../server/src/test/sheet-bombs.js';

const ADMIN_PASSWORD = 'Bench@2026x';
const MB = 1024 * 1024;
const engines = arg('engines', 'BENCH_ENGINES', 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Engine[];
const pgUrl = arg('pg-url', 'BENCH_PG_URL', process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432');
const bombRows = numberArg('rows', 'BENCH_ROWS', 500_000);
const rounds = Math.max(1, numberArg('rounds', 'BENCH_ROUNDS', 2));
const out = path.resolve(ROOT, arg('out', 'BENCH_OUT', 'bench/results/xlsx-import.md'));

interface Upload { label: string; data: Buffer }
interface Run {
  label: string; bytes: number; ms: number; answer: string;
  probes: number; failed: number; p50: number; p99: number; max: number; rssGrowthMb: number;
}

/** Asks GET {url}/healthz every 10 ms, one request at a time, until its stdin closes; then prints each answer's time (ms) and the failures as JSON. */
const PROBE = `
const url = process.argv[1];
const times = [];
let failed = 0;
let running = true;
process.stdin.on('end', () => { running = false; });
process.stdin.resume();
(async () => {
  await (await fetch(url)).arrayBuffer();
  process.stdout.write('ready\\n');
  while (running) {
    const t0 = performance.now();
    // A connection the blocked server dropped (its keep-alive timer ran out meanwhile) counts as the wait it caused.
    try {
      await (await fetch(url)).arrayBuffer();
    } catch {
      failed++;
    }
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  process.stdout.write(JSON.stringify({ times, failed }) + '\\n');
})();
`;

/**
 * Runs `work` while a process of its own asks /healthz every 10 ms (so neither the server's nor
 * this process's event loop delays the asking); answers the work's result and each answer's time in ms.
 */
async function probing<T>(url: string, work: () => Promise<T>): Promise<{ result: T; latencies: number[]; failed: number }> {
  const child = spawn(process.execPath, ['-e', PROBE, `${url}/healthz`], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  while (!output.includes('ready')) {
    if (child.exitCode !== null) throw new Error('the /healthz probe exited');
    await new Promise((r) => setTimeout(r, 20));
  }
  let result: T;
  try {
    result = await work();
  } finally {
    child.stdin!.end();
    await exited;
  }
  const { times, failed } = JSON.parse(output.trim().split('\n').pop()!) as { times: number[]; failed: number };
  return { result, latencies: times, failed };
}

async function measure(label: string, server: { url: string; pid: number }, send: () => Promise<string>, bytes: number): Promise<Run> {
  // Let the previous upload's garbage go and the server idle, so "before" is the idle server.
  await new Promise((r) => setTimeout(r, 1500));
  const { result: { result: answer, before, peak, ms }, latencies, failed } = await probing(server.url, () => sampleRss(server.pid, send));
  const sorted = [...latencies].sort((a, b) => a - b);
  const run: Run = {
    label, bytes, ms, answer, probes: sorted.length, failed,
    p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted[sorted.length - 1], rssGrowthMb: Math.round((peak - before) / MB),
  };
  log(`${label}: ${(ms / 1000).toFixed(2)} s, healthz p99 ${run.p99.toFixed(1)} ms max ${run.max.toFixed(1)} ms over ${run.probes}, RSS +${run.rssGrowthMb} MB: ${run.answer}`);
  return run;
}

/** The import's answer, shortened to its code and message. */
async function importUpload(url: string, token: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'persons.xlsx');
  const res = await fetch(`${url}${pathOf(responsiblePersonsEndpoints.import)}`, { method: 'POST', body: form, headers: { token, 'accept-language': 'en-US' } });
  const json = await res.json() as { success: boolean; code?: number; message?: string; errorData?: unknown[] };
  return json.success ? 'imported' : `${json.code} ${json.message}${json.errorData ? ` (${json.errorData.length} row errors)` : ''}`;
}

async function uploads(): Promise<Upload[]> {
  const bomb = await rowBomb(RESPONSIBLE_IMPORT_COLUMNS, ['EXPERT', 'nobody'], bombRows);
  const atCap = Array.from({ length: RESPONSIBLE_IMPORT_MAX_ROWS }, (_, i) => ['EXPERT', `bench-nobody-${i}`, '44', '4403', 'Batteries']);
  const header = RESPONSIBLE_IMPORT_COLUMNS.map((h) => ({ header: h }));
  return [
    { label: `${bombRows.toLocaleString('en-US')}-row bomb`, data: bomb },
    { label: `${bombRows.toLocaleString('en-US')}-row bomb, directory lying`, data: lyingAboutSize(bomb) },
    { label: 'one 25 MB cell, directory lying', data: lyingAboutSize(await cellBomb(RESPONSIBLE_IMPORT_COLUMNS, 25)) },
    { label: `${RESPONSIBLE_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows (the cap), all checked`, data: await xlsxBuffer([{ name: 'persons', columns: header, rows: [atCap] }]) },
  ];
}

async function after(engine: Engine, list: Upload[]): Promise<Run[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-xlsx-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_PASSWORD };
  const dbName = 'portal_bench_xlsx_import';
  const admin = new pg.Client({ connectionString: Object.assign(new URL(pgUrl), { pathname: '/postgres' }).toString() });
  if (engine === 'postgres') {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    env.DATABASE_URL = Object.assign(new URL(pgUrl), { pathname: `/${dbName}` }).toString();
  }
  const server = await startServer(env);
  try {
    const token = await logInAs(server.url, 'admin', ADMIN_PASSWORD);
    // The floor: the same probing of the idle server for a second.
    const runs = [await measure(`${engine}: idle (nothing uploaded)`, server, () => new Promise((r) => setTimeout(() => r('–'), 1000)), 0)];
    for (let round = 1; round <= rounds; round++) {
      for (const u of list) runs.push(await measure(`${engine}: ${u.label}${rounds > 1 ? ` (round ${round})` : ''}`, server, () => importUpload(server.url, token, u.data), u.data.length));
    }
    return runs;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

/**
 * The old import's reading, as it was before issue 21 (inquiry.responsible-persons.import.ts in the
 * history): ExcelJS loads the whole workbook, every row's cells are read, then the count is checked.
 */
async function oldRead(data: Buffer): Promise<{ rows: number; answer: string }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const text = (cell: ExcelJS.Cell) => (cell.text ?? '').replace(/\s+/g, ' ').trim();
  let rows = 0;
  for (let n = 2; n <= sheet.rowCount; n++) {
    const cells = RESPONSIBLE_IMPORT_COLUMNS.map((_, i) => text(sheet.getRow(n).getCell(i + 1)));
    if (cells.some(Boolean)) rows++;
  }
  return { rows, answer: rows > RESPONSIBLE_IMPORT_MAX_ROWS ? `refused for more than ${RESPONSIBLE_IMPORT_MAX_ROWS} rows, after reading all ${rows}` : 'read whole' };
}

/** `--serve-before`: a process answering /healthz, and any POST with the old reading of its body. */
function serveBefore() {
  const server = http.createServer((req, res) => {
    if (req.url === '/healthz') return res.end('{"status":"ok"}');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void oldRead(Buffer.concat(chunks)).then((r) => res.end(r.answer)));
  });
  server.listen(0, '127.0.0.1', () => console.log((server.address() as { port: number }).port));
}

async function before(bomb: Upload): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/xlsx-import.ts', '--serve-before'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout!.once('data', (d) => resolve(String(d).trim()));
      child.once('exit', (code) => reject(new Error(`before server exited ${code}`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const send = async () => (await fetch(url, { method: 'POST', body: new Uint8Array(bomb.data) })).text();
    return await measure(`before (old reading): ${bomb.label}`, { url, pid: child.pid! }, send, bomb.data.length);
  } finally {
    child.kill('SIGTERM');
  }
}

interface Turns { label: string; ms: number; rows: number; answer: string; longestTurnMs: number; heapGrowthMb: number }

/**
 * `work` in this process with the event loop's delay monitored (1 ms resolution): its longest
 * turn is the longest the server could not answer anything while doing it.
 */
async function turns(label: string, work: () => Promise<{ rows: number; answer: string }>): Promise<Turns> {
  global.gc?.();
  const heap = process.memoryUsage().heapUsed;
  let heapPeak = heap;
  const sampler = setInterval(() => { heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed); }, 5);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const t0 = performance.now();
  try {
    const { rows, answer } = await work();
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    const ms = performance.now() - t0;
    // A turn that ends with the work is recorded only when the monitor's timer fires after it.
    await new Promise((r) => setTimeout(r, 20));
    const run = { label, ms, rows, answer, longestTurnMs: delay.max / 1e6, heapGrowthMb: Math.round((heapPeak - heap) / MB) };
    log(`${label}: ${run.ms.toFixed(0)} ms, ${run.rows} rows, longest turn ${run.longestTurnMs.toFixed(1)} ms, heap +${run.heapGrowthMb} MB: ${answer}`);
    return run;
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

/** The platform reader alone with the import's limits (RESPONSIBLE_SHEET): rows handed over, and how reading ended. */
async function readerAlone(data: Buffer) {
  let rows = 0;
  try {
    for await (const _ of readSheetRows(data, RESPONSIBLE_SHEET)) rows++;
    return { rows, answer: 'read to the end' };
  } catch (err) {
    if (!(err instanceof BizError)) throw err;
    return { rows, answer: err.key };
  }
}

function report(runs: Run[], alone: Turns[]): string[] {
  const m = machine();
  const f = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
  return [
    '# Spreadsheet imports under attack (issue 21 §3)',
    '',
    `Generated by \`npm run bench:xlsx-import\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}; ${execSync('uptime').toString().trim().replace(/^.*load average:/, 'load average:')}.`,
    '',
    'A real server process per engine receives each upload at `POST /rest/import/expert/and/processor`; meanwhile the',
    'bench asks `GET /healthz` of the same server every 10 ms (one request at a time) and times each answer; the server\'s',
    'RSS is sampled every 20 ms. "before" is the old import\'s reading (ExcelJS loads the whole workbook, every row is',
    'read, then counted) on the request\'s event loop, in a process answering /healthz alike. See bench/xlsx-import.ts.',
    '',
    '| run | upload | answer | time | /healthz asked | failed | p50 | p99 | **max** | RSS growth |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map((r) => `| ${r.label} | ${(r.bytes / MB).toFixed(1)} MB | ${r.answer} | ${f(r.ms / 1000)} s | ${r.probes} | ${r.failed} | ${f(r.p50)} ms | ${f(r.p99)} ms | **${f(r.max)} ms** | ${r.rssGrowthMb} MB |`),
    '',
    '## The reader alone',
    '',
    `In the bench process, ${rounds} rounds each: \`readSheetRows\` with the import's limits (RESPONSIBLE_SHEET), and the`,
    'old import\'s reading once. "Longest turn": the event loop\'s largest delay while it',
    'ran (`monitorEventLoopDelay`, 1 ms resolution), i.e. the longest the server could answer nothing; "idle" is the',
    'floor the machine itself sets. Heap growth: peak heap (sampled every 5 ms) − before, after a GC.',
    '',
    '| run | time | rows handed over | answer | **longest turn** | heap growth |',
    '| --- | --- | --- | --- | --- | --- |',
    ...alone.map((r) => `| ${r.label} | ${f(r.ms)} ms | ${r.rows.toLocaleString('en-US')} | ${r.answer} | **${f(r.longestTurnMs)} ms** | ${r.heapGrowthMb} MB |`),
    '',
    ...notesOf('xlsx-import'),
  ];
}

async function main() {
  const list = await uploads();
  const alone: Turns[] = [await turns('idle (a second of nothing)', () => new Promise((r) => setTimeout(() => r({ rows: 0, answer: '–' }), 1000)))];
  for (let round = 1; round <= rounds; round++) {
    for (const u of list) alone.push(await turns(`reader: ${u.label}${rounds > 1 ? ` (round ${round})` : ''}`, () => readerAlone(u.data)));
  }
  alone.push(await turns(`before, the old reading: ${list[0].label}`, () => oldRead(list[0].data)));
  const runs: Run[] = [];
  for (const engine of engines) runs.push(...(await after(engine, list)));
  runs.push(await before(list[0]));
  writeReport(out, report(runs, alone));
}

if (arg('serve-before', 'BENCH_SERVE_BEFORE', 'false') === 'true') serveBefore();
else {
  main().then(() => process.exit(0), (err) => {
    console.error(err);
    process.exit(1);
  });
}

/**
 * Download area streaming benchmark. See bench/README.md.
 *
 *   npm run bench:downloads -- [--engines=pglite,postgres] [--size-mb=200] [--pg-url=postgres://postgres@127.0.0.1:5432]
 *   (the PostgreSQL server is --pg-url, else DATABASE_URL; the bench uses a database of its own there)
 *
 * For each engine: a real server process (`node --import tsx server/src/main.ts`, no demo data, a
 * fresh data directory and, for PostgreSQL, a fresh database) is started; an administrator uploads a
 * generated PDF of --size-mb through POST /rest/base/file/downloadArea/upload (the multipart body is
 * generated as it is sent), files it as a public entry, and downloads it over HTTP through
 * GET /rest/base/download/file/{id}/download, reading and discarding the bytes. The server's RSS
 * (/proc/<pid>/status, sampled every 20 ms) is measured before and during each transfer: growth =
 * peak − before. The target is a growth under 50 MB for a 200 MB file: the bytes stream, the server
 * never holds a whole file. Results (and the machine's load, `uptime`) go to bench/results/downloads.md.
 *
 * runDownloadBench() is the reusable part: another benchmark (bulletin attachments) calls it with its
 * own server and routes.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ROOT, arg, log, machine, type Engine } from './kit.js';
import { encryptPassword } from '../server/src/platform/security.js';
import { authEndpoints, downloadsEndpoints, pathOf, routeOf } from '@portal/contract';

const MB = 1024 * 1024;
const ADMIN_PASSWORD = 'Bench@2026x';

/** The RSS of a process in bytes (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Samples a process's RSS every 20 ms while `work` runs; answers the value before and the peak. */
export async function sampleRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; before: number; peak: number; ms: number }> {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      /* the process is gone: the work fails on its own */
    }
  }, 20);
  const t0 = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, before, peak, ms: performance.now() - t0 };
  } finally {
    clearInterval(timer);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** A server process of its own (not tsx's wrapper): its pid is the one whose memory is measured. */
export interface BenchServer { url: string; pid: number; stop(): Promise<void> }

export async function startServer(env: Record<string, string>, timeoutMs = 300_000): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
  });
  let output = '';
  child.stdout!.on('data', (c) => { output = (output + c).slice(-4000); });
  child.stderr!.on('data', (c) => { output = (output + c).slice(-4000); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url, pid: child.pid!,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

async function api<T>(url: string, method: string, pathname: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${pathname}`, {
    method, headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}), 'accept-language': 'en-US' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json() as { success: boolean; data: T; message?: string };
  if (!json.success) throw new Error(`${method} ${pathname}: ${json.message}`);
  return json.data;
}

export async function logInAs(url: string, username: string, password: string): Promise<string> {
  const { publicKey } = await api<{ publicKey: string }>(url, ...routeOf(authEndpoints.publicKey));
  const data = await api<{ token: string }>(url, ...routeOf(authEndpoints.login), undefined, { username, password: encryptPassword(publicKey, password) });
  return data.token;
}

/** A PDF of `bytes` bytes, generated chunk by chunk (never whole in memory): a header, then filler. */
function pdfStream(bytes: number): Readable {
  const head = Buffer.from('%PDF-1.4\n% download area benchmark\n');
  const chunk = Buffer.alloc(MB, 0x20);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return this.push(null);
      const piece = sent === 0 ? Buffer.concat([head, chunk]).subarray(0, Math.min(MB, bytes)) : chunk.subarray(0, Math.min(MB, bytes - sent));
      sent += piece.length;
      this.push(piece);
    },
  });
}

/** POSTs one file as multipart/form-data, the body generated while it is sent. */
export function uploadMultipart(url: string, pathname: string, token: string, fileName: string, bytes: number): Promise<{ id: string }> {
  const boundary = `----bench-${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${pathname}`, {
      method: 'POST',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => {
        const json = JSON.parse(text) as { success: boolean; data: { id: string }; message?: string };
        if (json.success) resolve(json.data);
        else reject(new Error(`upload: ${json.message}`));
      });
    });
    req.on('error', reject);
    req.write(head);
    const body = pdfStream(bytes);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

/** GETs a path and discards the bytes; answers how many arrived. */
export function downloadDiscarding(url: string, pathname: string, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http.get(`${url}${pathname}`, { headers: { token } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => { bytes += c.length; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export interface DownloadBenchResult {
  engine: Engine;
  sizeMb: number;
  upload: { seconds: number; mbPerS: number; rssBeforeMb: number; rssGrowthMb: number };
  download: { seconds: number; mbPerS: number; rssBeforeMb: number; rssGrowthMb: number; bytes: number };
  downloadCount: number;
  load: string;
}

const mb = (b: number) => Math.round((b / MB) * 10) / 10;

/**
 * Starts a server on the engine (PGlite in a fresh data dir, or a fresh PostgreSQL database next
 * to `pgUrl`), uploads a file of sizeMb into the download area and downloads it once, measuring the
 * server's RSS growth for each transfer.
 */
export async function runDownloadBench(opts: { engine: Engine; sizeMb?: number; pgUrl?: string }): Promise<DownloadBenchResult> {
  const sizeMb = opts.sizeMb ?? 200;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-downloads-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_PASSWORD };
  const dbName = 'portal_bench_downloads';
  // The server named by pgUrl (any database in it): the bench works in a database of its own there.
  const onServer = (database: string) => {
    const u = new URL(opts.pgUrl ?? 'postgres://postgres@127.0.0.1:5432');
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = new pg.Client({ connectionString: onServer('postgres') });
  if (opts.engine === 'postgres') {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    env.DATABASE_URL = onServer(dbName);
  }
  const server = await startServer(env);
  try {
    const token = await logInAs(server.url, 'admin', ADMIN_PASSWORD);
    const folder = await api<{ id: string }>(server.url, ...routeOf(downloadsEndpoints.createFolder), token, { name: 'Bench' });
    const bytes = sizeMb * MB;
    // Let the start-up settle so "before" is the idle server.
    await new Promise((r) => setTimeout(r, 2000));
    const up = await sampleRss(server.pid, () => uploadMultipart(server.url, pathOf(downloadsEndpoints.upload), token, 'bench.pdf', bytes));
    const entry = await api<{ id: string }>(server.url, ...routeOf(downloadsEndpoints.createEntry), token, { folderId: folder.id, fileId: up.result.id, isPublic: true });
    await new Promise((r) => setTimeout(r, 1000));
    const down = await sampleRss(server.pid, () => downloadDiscarding(server.url, pathOf(downloadsEndpoints.download, { id: entry.id }), token));
    if (down.result.status !== 200 || down.result.bytes !== bytes) throw new Error(`download answered ${down.result.status} with ${down.result.bytes} bytes`);
    const top = await api<{ id: string; downloadCount: number }[]>(server.url, ...routeOf(downloadsEndpoints.minTop), token);
    return {
      engine: opts.engine, sizeMb,
      upload: { seconds: up.ms / 1000, mbPerS: sizeMb / (up.ms / 1000), rssBeforeMb: mb(up.before), rssGrowthMb: mb(up.peak - up.before) },
      download: { seconds: down.ms / 1000, mbPerS: sizeMb / (down.ms / 1000), rssBeforeMb: mb(down.before), rssGrowthMb: mb(down.peak - down.before), bytes: down.result.bytes },
      downloadCount: top.find((r) => r.id === entry.id)?.downloadCount ?? 0,
      load: execSync('uptime').toString().trim(),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (opts.engine === 'postgres') {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

function report(results: DownloadBenchResult[]): string {
  const m = machine();
  const lines = [
    '# Download area: streaming a large file',
    '',
    `Generated by \`npm run bench:downloads\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}.`,
    'The machine is shared: its load (`uptime`) at each measurement is in the table; transfer rates fall with it, memory does not.',
    '',
    'A real server process per engine (no demo data); an administrator uploads a generated PDF through',
    '`POST /rest/base/file/downloadArea/upload`, files it as a public entry and downloads it over HTTP through',
    '`GET /rest/base/download/file/{id}/download`, discarding the bytes. RSS of the server process sampled every',
    '20 ms; growth = peak during the transfer − before it. Target: growth < 50 MB for 200 MB.',
    '',
    '| engine | file | upload | upload RSS growth | download | download RSS growth | server RSS before download | counted | load (uptime) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => `| ${r.engine} | ${r.sizeMb} MB | ${r.upload.seconds.toFixed(1)} s (${r.upload.mbPerS.toFixed(0)} MB/s) | ${r.upload.rssGrowthMb} MB | ${r.download.seconds.toFixed(1)} s (${r.download.mbPerS.toFixed(0)} MB/s) | **${r.download.rssGrowthMb} MB** | ${r.download.rssBeforeMb} MB | ${r.downloadCount} | ${r.load.replace(/^.*load average:/, 'load average:')} |`),
    '',
    results.every((r) => r.download.rssGrowthMb < 50 && r.upload.rssGrowthMb < 50)
      ? 'Every transfer stayed under the 50 MB target: neither the upload nor the download holds the file in memory.'
      : 'At least one transfer grew the server by 50 MB or more: see the table.',
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const engines = arg('engines', 'BENCH_ENGINES', 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Engine[];
  const sizeMb = Number(arg('size-mb', 'BENCH_SIZE_MB', '200'));
  const pgUrl = arg('pg-url', 'BENCH_PG_URL', process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432');
  const out = path.resolve(ROOT, arg('out', 'BENCH_OUT', 'bench/results/downloads.md'));
  const results: DownloadBenchResult[] = [];
  for (const engine of engines) {
    log(`${engine}: ${sizeMb} MB up and down`);
    const r = await runDownloadBench({ engine, sizeMb, pgUrl });
    log(`${engine}: upload ${r.upload.seconds.toFixed(1)} s, +${r.upload.rssGrowthMb} MB; download ${r.download.seconds.toFixed(1)} s, +${r.download.rssGrowthMb} MB`);
    results.push(r);
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, report(results));
  log(`wrote ${path.relative(ROOT, out)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(() => process.exit(0), (err) => {
    console.error(err);
    process.exit(1);
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { databaseUrlFor } from './test/global-setup.js';
import { pathOf, authEndpoints } from '@portal/contract';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const MAIN = path.join(REPO_ROOT, 'server/src/main.ts');
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `server/src/main.ts` as a real process; resolves once /healthz answers or it exits. A
 * first start seeds the whole demo (catalogue, labour times, special tools, manuals, inquiries, orders): more than
 * a minute on a busy machine, so it gets up to 150 s.
 */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(TSX, [MAIN], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const done = await Promise.race([exited.then((code) => ({ code })), new Promise((r) => setTimeout(r, 100)).then(() => null)]);
    if (done) return { child, base, output: () => output, exitCode: done.code };
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, output: () => output, exitCode: null };
    } catch { /* not listening yet */ }
  }
  throw new Error(`server did not start:\n${output}`);
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null) return resolve();
  child.on('exit', () => resolve());
  child.kill('SIGTERM');
});

afterAll(async () => { await Promise.all(children.map(stop)); });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response | Promise<Response>): Promise<any> => (await res).json();

async function loginOver(base: string, username: string, password: string) {
  const { data } = await json(fetch(`${base}${pathOf(authEndpoints.publicKey)}`));
  const encrypted = crypto.publicEncrypt({ key: data.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const res = await json(fetch(`${base}${pathOf(authEndpoints.login)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: encrypted }) }));
  return res.data?.token as string;
}

describe('the server process', () => {
  // The demo seeding of a fresh directory (`npm start`) is what every journey run begins with
  // (e2e/global-setup.ts starts this same entry point on an empty directory): here, the process
  // and its directory, without a minute of seeding in each API pass.
  // The embedded engine's process (lock, pgdata): the PostgreSQL pass has nothing to add to it.
  it.runIf(!process.env.DATABASE_URL)('starts on a fresh embedded database with a first administrator, and refuses a second process on the same data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' };
    const first = await startServer(env);
    expect(first.exitCode, first.output()).toBeNull();
    const password = first.output().match(/First administrator: admin \/ (\S+)/)?.[1];
    expect(password, first.output()).toBeTruthy();
    expect(await loginOver(first.base, 'admin', password!)).toBeTruthy();

    const second = await startServer(env);
    expect(second.exitCode).toBe(1);
    expect(second.output()).toMatch(/is in use by another server process \(pid \d+\)/);

    await stop(first.child);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    // Restart: data kept, no second administrator made.
    const again = await startServer(env);
    expect(again.output()).not.toContain('First administrator');
    expect(await loginOver(again.base, 'admin', password!)).toBeTruthy();
    await stop(again.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 300_000);

  it.runIf(!process.env.DATABASE_URL)('shuts down on SIGTERM within seconds while a client stalls mid-request, leaving no lock behind; starts again on the same directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stop-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0', ADMIN_PASSWORD: 'Admin@2026x' };
    const first = await startServer(env);
    expect(first.exitCode, first.output()).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);
    // A request whose body never arrives: without a bounded close it holds the shutdown forever.
    const { port } = new URL(first.base);
    const stalled = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => stalled.on('connect', () => resolve()));
    stalled.write('POST /rest/base/auth/in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":');
    stalled.on('error', () => {});
    await new Promise((r) => setTimeout(r, 200));

    const exited = new Promise<number | null>((resolve) => first.child.on('exit', (code) => resolve(code)));
    first.child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 10_000))]);
    stalled.destroy();
    expect(code, first.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pgdata/postmaster.pid'))).toBe(false);

    const again = await startServer(env);
    expect(again.exitCode, again.output()).toBeNull();
    expect(await loginOver(again.base, 'admin', 'Admin@2026x')).toBeTruthy();
    const exitedAgain = new Promise<number | null>((resolve) => again.child.on('exit', (c) => resolve(c)));
    again.child.kill('SIGINT');
    expect(await exitedAgain).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 300_000);

  it('stops with a clear message on bad configuration', async () => {
    const res = await startServer({ PORT: 'eighty' }).catch((e) => e);
    expect(res.exitCode).toBe(1);
    expect(res.output()).toMatch(/Invalid configuration:\n\s+PORT/);
  }, 30_000);

  it.runIf(!!process.env.DATABASE_URL)('runs two server processes on one PostgreSQL database that share tokens and keys', async () => {
    const name = `portal_multi_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = databaseUrlFor(process.env.DATABASE_URL!, name);
      // Started together: migrations and the first administrator serialize on the advisory lock.
      const env = { DATABASE_URL: url, SEED_DEMO: '0', ADMIN_PASSWORD: 'Admin@2026x' };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      expect(a.exitCode, a.output()).toBeNull();
      expect(b.exitCode, b.output()).toBeNull();
      const keyA = (await json(fetch(`${a.base}${pathOf(authEndpoints.publicKey)}`))).data.publicKey;
      const keyB = (await json(fetch(`${b.base}${pathOf(authEndpoints.publicKey)}`))).data.publicKey;
      expect(keyA).toBe(keyB);
      const token = await loginOver(a.base, 'admin', 'Admin@2026x');
      const current = await json(fetch(`${b.base}${pathOf(authEndpoints.current)}`, { headers: { token } }));
      expect(current.data.username).toBe('admin');
      await fetch(`${b.base}${pathOf(authEndpoints.logout)}`, { method: 'DELETE', headers: { token } });
      expect((await fetch(`${a.base}${pathOf(authEndpoints.current)}`, { headers: { token } })).status).toBe(401);
      await Promise.all([stop(a.child), stop(b.child)]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 300_000);
});

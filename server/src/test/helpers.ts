import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import pg from 'pg';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language, UserType } from '@portal/contract';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database, type Db } from '../platform/db.js';
import type { FileStorage } from '../platform/files.js';
import { encryptPassword } from '../platform/security.js';
import { readLicence as readLicenceFiles, signLicence, type Licence, type TLicencePayload } from '../platform/licence.js';
import { createUser } from '../modules/users/users.service.js';
import { users } from '../modules/users/users.tables.js';
import { mailOutbox } from '../platform/platform.tables.js';
import { databaseUrlFor } from './global-setup.js';
import { authEndpoints, routeOf } from '@portal/contract';

/** A fresh copy of the migrated template: PGlite from its dump, or a new PostgreSQL database. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (baseUrl && template) {
    const name = `portal_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (err) {
        // Two files copying the template at once: PostgreSQL refuses one; wait and retry.
        if (attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const database = await openDatabase({ url: databaseUrlFor(baseUrl, name) });
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return { database: await openDatabase({ loadDataDir: dump }), drop: async () => {} };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** For a second server process on the same database. */
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(opts: { config?: Partial<Config>; licence?: Licence } = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // Tests log in (and upload) many times from one address and user: limits stay on (their store
  // runs) but out of reach.
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PUBLIC_MAX: '1000000', UPLOAD_RATE_MAX: '1000000' }),
    ...opts.config,
  };
  const app = await buildApp({ config, database, licence: opts.licence });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The file's test app: made before its tests, then `prepare`d (demo accounts, a fixture), and closed
 * after them. The object answered is filled in when the tests start, so tests read it as their `t`.
 */
export function fileTestApp<T extends TestApp = TestApp>(create: () => Promise<T> = createTestApp as () => Promise<T>, prepare?: (t: T) => Promise<unknown>): T {
  const t = {} as T;
  beforeAll(async () => {
    Object.assign(t, await create());
    await prepare?.(t);
  }, 120_000);
  afterAll(() => t.close?.());
  return t;
}

/** A demo seed writes `count` records the first time and, run again, nothing. */
export async function expectSeedsOnce(seed: () => Promise<number>, count: number): Promise<void> {
  expect(await seed()).toBe(count);
  expect(await seed()).toBe(0);
}

/** The first sheet of an .xlsx answer (its `rawPayload`). */
export async function firstSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** A sheet's rows as their cells' values, the heading first. */
export function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  lang?: Language;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's address (login failures are counted per address too). */
  ip?: string;
}

/** One API call; answers the HTTP status and the parsed envelope. */
export async function call(app: FastifyInstance, method: string, url: string, opts: CallOptions = {}) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    query: opts.query,
    remoteAddress: opts.ip,
    payload: opts.body as object | undefined,
    headers: {
      ...(opts.token ? { token: opts.token } : {}),
      'accept-language': opts.lang ?? 'en-US',
      ...opts.headers,
    },
  });
  let body: { success: boolean; code?: number; message?: string; data?: any } = { success: false };
  try {
    body = res.json();
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, raw: res };
}

export const encrypt = (app: FastifyInstance, password: string) => encryptPassword(app.ctx.cipher.publicKey, password);

export const TEST_PASSWORD = 'Test@2026x';
let seq = 0;

/** Makes a user of a type; answers its id, username and password. */
export async function buildUser(db: Db, attrs: { userType?: UserType; username?: string; email?: string; password?: string; company?: string } = {}) {
  seq += 1;
  const username = attrs.username ?? `user${seq}-${crypto.randomBytes(3).toString('hex')}`;
  const password = attrs.password ?? TEST_PASSWORD;
  const row = await createUser(db, {
    username, password, userType: attrs.userType ?? 'DEALER', name: `Test ${username}`,
    email: attrs.email ?? `${username}@test.example.com`, company: attrs.company ?? 'Test Motors',
  });
  return { id: row.id, username, password };
}

export async function login(app: FastifyInstance, username: string, password: string, extra: Record<string, unknown> = {}) {
  const res = await call(app, ...routeOf(authEndpoints.login), { body: { username, password: encrypt(app, password), ...extra } });
  if (!res.body.success) throw new Error(`login ${username} failed: ${res.body.code} ${res.body.message}`);
  return res.body.data.token as string;
}

/** A user of the type, logged in. */
export async function loggedInUser(t: TestApp, userType: UserType = 'DEALER') {
  const user = await buildUser(t.db, { userType });
  return { ...user, token: await login(t.app, user.username, user.password) };
}

/** Users of the given types, each logged in, by the name the test gives them (`{ dealer: 'DEALER', admin: 'SYSTEM_ADMIN' }`). */
export async function loggedInUsers<K extends string>(t: TestApp, types: Record<K, UserType>): Promise<Record<K, Awaited<ReturnType<typeof loggedInUser>>>> {
  const users = {} as Record<K, Awaited<ReturnType<typeof loggedInUser>>>;
  // one after the other: the users are made in the order the test names them
  for (const [name, userType] of Object.entries(types) as [K, UserType][]) users[name] = await loggedInUser(t, userType);
  return users;
}

/** The newest mail to an address, and the 6-digit code in it. */
export async function lastCodeSentTo(db: Db, address: string): Promise<string> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  // Six digits standing alone: an account name or address in the mail may hold six digits too (user7-123456@…).
  const code = newest?.body.match(/(?<![\w@.-])(\d{6})(?![\w@-])/)?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

export async function userRow(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A licence signed by a key made for the test, with its own public key file. */
export function testLicence(payload: Partial<TLicencePayload>): Licence {
  const full: TLicencePayload = {
    customer: 'Test workshop', softwareVersion: '9.9.9', notAfter: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    consumerAmount: 100, ...payload,
  };
  // Round-trip through the file format so the test exercises the real signature check.
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  const dir = fs.mkdtempSync('/tmp/portal-lic-');
  fs.writeFileSync(`${dir}/l.lic`, signLicence(full, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()));
  fs.writeFileSync(`${dir}/k.pem`, publicKey.export({ type: 'spki', format: 'pem' }).toString());
  return readLicenceFiles(`${dir}/l.lic`, `${dir}/k.pem`);
}

/** File storage in memory, for generators and writers that store files; `keys` shows what they stored. */
export function memoryFiles(): FileStorage & { keys: Map<string, Buffer> } {
  const keys = new Map<string, Buffer>();
  return {
    keys,
    async put(key, data) { keys.set(key, Buffer.from(data)); },
    async putStream(key, data) {
      const chunks: Buffer[] = [];
      for await (const chunk of data) chunks.push(Buffer.from(chunk as Buffer));
      keys.set(key, Buffer.concat(chunks));
    },
    async getStream(key, range) {
      const data = keys.get(key);
      return data ? { stream: Readable.from([range ? data.subarray(range.start, range.end + 1) : data]), size: data.length } : null;
    },
    async get(key) { return keys.get(key) ?? null; },
    async exists(key) { return keys.has(key); },
    async delete(key) { keys.delete(key); },
    async removeStaleTemporary() { return 0; }, // nothing is written in two steps here
  };
}

/** One part of a multipart body: a field (`value`) or a file (`fileName` and `data`). */
export interface Part { name: string; value?: string; fileName?: string; data?: Buffer }

/** A multipart request as a browser's FormData sends it. */
export async function multipartCall(app: FastifyInstance, url: string, parts: Part[], token: string, query?: Record<string, string>, lang: Language = 'en-US') {
  const boundary = `----portal-${crypto.randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.fileName !== undefined ? `; filename="${p.fileName}"` : ''}\r\n${p.data ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`),
      p.data ?? Buffer.from(p.value ?? ''),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST', url, payload: body, query,
    headers: { token, 'accept-language': lang, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: number; message?: string; data?: any } };
}

/** What came back over a raw connection: the status, headers (lower case), body, and whether the server closed it. */
export interface RawAnswer { status: number; headers: Record<string, string>; body: string; closed: boolean }

/**
 * Sends `request` byte for byte to a listening app (`app.listen({ port: 0 })`'s address), for what
 * inject cannot send: oversized headers, a body the server stops reading. Reads until the server
 * closes the connection; after `waitMs` without that, answers what came with `closed: false`.
 */
export function rawHttp(address: string, request: string | Buffer, waitMs = 5000): Promise<RawAnswer> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname);
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split < 0 ? text.length : split).split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: split < 0 ? '' : text.slice(split + 4), closed });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server that stops reading may reset the connection while the request is still being written.
    socket.on('error', () => done(true));
    socket.on('close', () => done(true));
    socket.write(request);
  });
}

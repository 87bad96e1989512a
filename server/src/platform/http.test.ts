import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/users.tables.js';
import { buildUser, call, createTestApp, encrypt, loggedInUser, rawHttp, type TestApp } from '../test/helpers.js';
import { authEndpoints, catalogueEndpoints, ERRORS, outboxEndpoints, pathOf, routeOf, systemEndpoints, usersEndpoints } from '@portal/contract';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

let t: TestApp;
let token: string;

/** A stand-in for web/dist: the shell and one hashed asset, as Vite writes them. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
fs.writeFileSync(path.join(webDist, 'assets/index-abc.js'), 'console.log(1)');

beforeAll(async () => {
  t = await createTestApp({ config: { webDist } });
  token = (await loggedInUser(t, 'DEALER')).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('text that cannot be stored', () => {
  it('refuses NUL in a body field with 555 naming the field', async () => {
    const res = await call(t.app, ...routeOf(catalogueEndpoints.searchParts), { token, body: { key: 'br\u0000ake' }, lang: 'de' });
    expect(res.status).toBe(555);
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe(555);
    expect(res.body.message).toMatch(/^Parameterformatfehler! key: must not contain NUL/);
  });

  it('refuses NUL in a path parameter of a public route with 555 naming it', async () => {
    // oxlint-disable-next-line portal/no-rest-literal -- an undecodable path, which no endpoint can build
    const res = await call(t.app, 'GET', '/rest/base/user/detail/%00');
    expect(res.status).toBe(555);
    expect(res.body.message).toMatch(/name: must not contain NUL/);
  });

  it('refuses a lone surrogate in a JSON body, deep in an array, and in a query string', async () => {
    const body = await call(t.app, ...routeOf(catalogueEndpoints.searchParts), {
      token, body: '{"key":"brake","extra":[{"x":"a\\ud800"}]}', headers: { 'content-type': 'application/json' },
    });
    expect(body.status).toBe(555);
    expect(body.body.message).toContain('extra[0].x:');
    const query = await call(t.app, ...routeOf(catalogueEndpoints.searchAny), { token, query: { key: 'pad\u0000' } });
    expect(query.status).toBe(555);
    expect(query.body.message).toContain('key:');
  });

  it('refuses a query value that is not percent-encoded UTF-8 (a lone surrogate\'s bytes, a stray %) naming it', async () => {
    for (const raw of ['%ED%A0%80', 'a%ED%B0%80b', 'pad%', '%zz']) {
      const res = await t.app.inject({ method: 'GET', url: `${pathOf(catalogueEndpoints.searchAny)}?key=${raw}`, headers: { token } });
      expect(res.statusCode).toBe(555);
      expect(res.json().message).toContain('key: is not percent-encoded UTF-8');
    }
    const fine = await t.app.inject({ method: 'GET', url: `${pathOf(catalogueEndpoints.searchAny)}?key=%E5%88%B9%E8%BD%A6+pad`, headers: { token } });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses it before anything is written', async () => {
    const before = await t.db.$count(users);
    const res = await call(t.app, ...routeOf(usersEndpoints.register), {
      body: { username: 'nul\u0000user', password: 'x', name: 'n', email: 'nul@example.com', company: 'c', code: '123456' },
    });
    expect(res.status).toBe(555);
    expect(res.body.message).toContain('username: must not contain NUL');
    expect(await t.db.$count(users)).toBe(before);
  });

  it('still accepts emoji and every script', async () => {
    const res = await call(t.app, ...routeOf(catalogueEndpoints.searchParts), { token, body: { key: '刹车 🛵 Bremsbelag' } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('security headers', () => {
  // oxlint-disable-next-line portal/no-rest-literal -- a path no endpoint has
  const paths = ['/', '/index.html', '/assets/index-abc.js', pathOf(systemEndpoints.publicConfig), '/docs/', '/docs/json', '/rest/no/such/thing'];

  it('sends a CSP, nosniff, frame and referrer rules on the shell, an asset, a REST call, /docs and a 404', async () => {
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('serves the shell and its asset under that policy', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });
});

describe('framework errors inside the envelope', () => {
  const expectEnvelope = (res: Awaited<ReturnType<typeof call>>, status: number) => {
    expect(res.status, res.raw.body).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe(status);
    expect(typeof res.body.message).toBe('string');
    expect(res.raw.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.raw.headers['x-content-type-options']).toBe('nosniff');
  };

  it('answers a bad percent-encoding with 555 in the caller\'s language', async () => {
    // oxlint-disable-next-line portal/no-rest-literal -- an undecodable path, which no endpoint can build
    const res = await call(t.app, 'GET', '/rest/base/user/detail/%', { lang: 'es' });
    expectEnvelope(res, 555);
    expect(res.body.message).toMatch(/^¡Error de formato de parámetro! path: not a valid percent-encoded URL/);
    // oxlint-disable-next-line portal/no-rest-literal -- an undecodable path, which no endpoint can build
    expectEnvelope(await call(t.app, 'GET', '/rest/base/user/detail/%E0%A4%A'), 555);
  });

  it('answers an over-long path parameter with 555, not a raw 414', async () => {
    const res = await call(t.app, ...routeOf(usersEndpoints.accountDetail, { name: 'a'.repeat(5000) }));
    expectEnvelope(res, 555);
    expect(res.body.message).toContain('longer than 200 characters');
    // within the router's limit the route's own schema names the field
    const named = await call(t.app, ...routeOf(usersEndpoints.accountDetail, { name: 'a'.repeat(150) }));
    expectEnvelope(named, 555);
    expect(named.body.message).toContain('name:');
  });

  it('answers forbidden or impossible static paths with an envelope, never 500', async () => {
    for (const [url, status] of [
      ['/index.html%00.txt', 555],
      ['/..%5c..%5cpackage.json', 404],
      ['/..%2f..%2fpackage.json', 404],
      ['/%2e%2e/%2e%2e/package.json', 404],
      [`/${'x'.repeat(5000)}`, 404],
      [`/assets/${'y'.repeat(5000)}.js`, 404],
    ] as const) {
      const res = await call(t.app, 'GET', url);
      expectEnvelope(res, status);
      expect(res.raw.body).not.toContain('"name"');
    }
  });

  it('refuses JSON nested deeper than the limit with 555 before parsing it', async () => {
    for (const body of ['['.repeat(3000) + ']'.repeat(3000), `{"key":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`]) {
      const res = await call(t.app, ...routeOf(catalogueEndpoints.searchParts), { token, body, headers: { 'content-type': 'application/json' } });
      expectEnvelope(res, 555);
      expect(res.body.message).toContain('nested deeper than 64 levels');
    }
    // 64 levels are still read (and refused by the schema, naming the field)
    const atLimit = `{"key":"x","extra":${'['.repeat(63)}${']'.repeat(63)}}`;
    const res = await call(t.app, ...routeOf(catalogueEndpoints.searchParts), { token, body: atLimit, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
  });

  it('answers headers larger than Node reads with the 555 envelope in the caller\'s language and closes, not a raw 431', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = Array.from({ length: 64 }, (_, i) => `X-Padding-${i}: ${'h'.repeat(1000)}\r\n`).join('');
    const res = await rawHttp(address, `GET ${pathOf(systemEndpoints.languages)} HTTP/1.1\r\nHost: portal\r\nAccept-Language: es\r\n${headers}\r\n`);
    expect(res.status).toBe(555);
    expect(JSON.parse(res.body)).toEqual({ success: false, code: 555, message: `¡Error de formato de parámetro! headers: larger than ${http.maxHeaderSize} bytes` });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.closed).toBe(true);
    // a request line that is not HTTP
    const garbage = await rawHttp(address, 'HELLO THERE\r\n\r\n');
    expect([garbage.status, JSON.parse(garbage.body)]).toEqual([555, { success: false, code: 555, message: 'Parameter format error! request: not a valid HTTP/1.1 request' }]);
  });

  it('answers a body over the limit with 413 in the caller\'s language, not the framework\'s English', async () => {
    const body = JSON.stringify({ key: 'x'.repeat(t.app.initialConfig.bodyLimit!) });
    const res = await call(t.app, ...routeOf(catalogueEndpoints.searchParts), { token, body, headers: { 'content-type': 'application/json' }, lang: 'de' });
    expectEnvelope(res, 413);
    expect(res.body.message).toBe(ERRORS.BODY_TOO_LARGE.message.de);
  });

  it('keeps refusing prototype poisoning and malformed JSON with 555', async () => {
    const poisoned = await call(t.app, ...routeOf(catalogueEndpoints.searchParts), { token, body: '{"key":"x","__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } });
    expectEnvelope(poisoned, 555);
    expectEnvelope(await call(t.app, ...routeOf(catalogueEndpoints.searchParts), { token, body: '{"key":', headers: { 'content-type': 'application/json' } }), 555);
  });
});

describe('database errors', () => {
  /** Makes the database refuse new rows of a table while `run` runs (a check no row passes, for new rows only). */
  async function refusingRows<T>(table: string, run: () => Promise<T>): Promise<T> {
    await t.db.execute(sql.raw(`alter table ${table} add constraint refuse_in_test check (false) not valid`));
    try {
      return await run();
    } finally {
      await t.db.execute(sql.raw(`alter table ${table} drop constraint refuse_in_test`));
    }
  }

  it('never reach the caller: the answer is the request\'s own or the generic message in its language, the server log keeps the detail', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const logged = await buildApp({ config: loadConfig({ LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' }), database: t.database, logStream: stream });
    try {
      const user = await buildUser(t.db);
      const loginAs = () => call(logged, ...routeOf(authEndpoints.login), { body: { username: user.username, password: encrypt(logged, user.password) }, lang: 'de' });
      const answers = await refusingRows('operation_logs', async () => [
        // a refused write and a successful one, whose operation-log rows cannot be written
        await call(logged, ...routeOf(outboxEndpoints.callback), { body: { topic: 'order', key: 'SO1', status: 'shipped' }, lang: 'de' }),
        await loginAs(),
      ]);
      expect(answers[0].body).toEqual({ success: false, code: ERRORS.OUTBOX_SIGNATURE_INVALID.code, message: ERRORS.OUTBOX_SIGNATURE_INVALID.message.de });
      expect(answers[1].body).toMatchObject({ success: true, data: { token: expect.any(String) } });
      // a query of the service itself fails
      answers.push(await refusingRows('tokens', loginAs));
      expect(answers[2].status).toBe(500);
      expect(answers[2].body).toEqual({ success: false, code: 500, message: ERRORS.SERVER_ERROR.message.de });
      for (const answer of answers) expect(answer.raw.body).not.toMatch(/failed query|insert into|refuse_in_test|violates/i);
      const log = lines.join('\n');
      expect(log).toContain('refuse_in_test');
      // the row that could not be written is in the server log, so the operation is not lost
      expect(lines.filter((l) => l.includes('operation log row not written')).map((l) => JSON.parse(l).row.url)).toEqual([pathOf(outboxEndpoints.callback), pathOf(authEndpoints.login)]);
    } finally {
      await logged.close();
    }
  });
});

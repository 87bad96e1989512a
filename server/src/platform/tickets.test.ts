import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, authEndpoints, manualsEndpoints, pathOf, routeOf } from '@portal/contract';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { call, createTestApp, loggedInUser, type TestApp } from '../test/helpers.js';
import { LinkTickets } from './tickets.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await loggedInUser(t, 'DEALER')).token;
});
afterAll(async () => { await t?.close(); });

// An image route marked tokenInQuery: with a valid credential an unknown id answers 404, without one 401.
const IMAGE = pathOf(manualsEndpoints.image, { id: '00000000-0000-4000-8000-000000000001' });
const OTHER_IMAGE = pathOf(manualsEndpoints.image, { id: '00000000-0000-4000-8000-000000000002' });

async function ticketsFor(paths: string[], session = token) {
  const res = await call(t.app, ...routeOf(authEndpoints.tickets), { token: session, body: { paths } });
  expect(res.status).toBe(200);
  return res.body.data as { tickets: Record<string, string>; expiresAt: string };
}

describe('link tickets', () => {
  it('opens the one path it was issued for, for a few minutes', async () => {
    const issued = await ticketsFor([IMAGE, OTHER_IMAGE]);
    const ttl = new Date(issued.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan((LIMITS.linkTicketTtlSeconds - 5) * 1000);
    expect(ttl).toBeLessThanOrEqual(LIMITS.linkTicketTtlSeconds * 1000);
    expect(issued.tickets[IMAGE]).not.toContain(token);
    expect((await call(t.app, 'GET', IMAGE, { query: { ticket: issued.tickets[IMAGE] } })).status).toBe(404);
    // another resource's ticket, or a forged one, opens nothing
    expect((await call(t.app, 'GET', IMAGE, { query: { ticket: issued.tickets[OTHER_IMAGE] } })).status).toBe(401);
    const [expiry, id, sig] = issued.tickets[IMAGE].split('.');
    expect((await call(t.app, 'GET', IMAGE, { query: { ticket: `${Number(expiry) + 3600}.${id}.${sig}` } })).status).toBe(401);
    expect((await call(t.app, 'GET', IMAGE, { query: { ticket: 'garbage' } })).status).toBe(401);
  });

  it('is the only credential a link may carry: the session token in the query is refused', async () => {
    expect((await call(t.app, 'GET', IMAGE, { query: { token } })).status).toBe(401);
    expect((await call(t.app, 'GET', IMAGE, { token })).status).toBe(404);
  });

  it('is refused once expired', async () => {
    // Issued with the shared key by a clock that runs behind: already past its lifetime.
    const past = await LinkTickets.load(t.db, () => Date.now() - (LIMITS.linkTicketTtlSeconds + 1) * 1000);
    const fresh = await LinkTickets.load(t.db);
    const tokenId = fresh.verify((await ticketsFor([IMAGE])).tickets[IMAGE], IMAGE)!;
    expect(tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call(t.app, 'GET', IMAGE, { query: { ticket: past.issue(tokenId, IMAGE).ticket } })).status).toBe(401);
    expect((await call(t.app, 'GET', IMAGE, { query: { ticket: fresh.issue(tokenId, IMAGE).ticket } })).status).toBe(404);
  });

  it('opens nothing on API routes and dies with its session', async () => {
    const other = await loggedInUser(t, 'DEALER');
    const issued = await ticketsFor([pathOf(authEndpoints.current), IMAGE], other.token);
    expect((await call(t.app, ...routeOf(authEndpoints.current), { query: { ticket: issued.tickets[pathOf(authEndpoints.current)] } })).status).toBe(401);
    expect((await call(t.app, 'GET', IMAGE, { query: { ticket: issued.tickets[IMAGE] } })).status).toBe(404);
    await call(t.app, ...routeOf(authEndpoints.logout), { token: other.token });
    t.app.tokenCache.clear();
    expect((await call(t.app, 'GET', IMAGE, { query: { ticket: issued.tickets[IMAGE] } })).status).toBe(401);
  });

  it('is issued only to a logged-in caller, for API paths, a bounded batch', async () => {
    expect((await call(t.app, ...routeOf(authEndpoints.tickets), { body: { paths: [IMAGE] } })).status).toBe(401);
    expect((await call(t.app, ...routeOf(authEndpoints.tickets), { token, body: { paths: ['https://evil.example/x'] } })).status).toBe(555);
    const many = Array.from({ length: LIMITS.linkTicketBatchMax + 1 }, (_, i) => pathOf(manualsEndpoints.image, { id: i }));
    expect((await call(t.app, ...routeOf(authEndpoints.tickets), { token, body: { paths: many } })).status).toBe(555);
  });
});

describe('the request log', () => {
  it('never prints a token or a ticket from the URL', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = { ...loadConfig({ LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' }) };
    const logged = await buildApp({ config, database: t.database, logStream: stream });
    try {
      const ticket = (await ticketsFor([IMAGE])).tickets[IMAGE];
      await logged.inject({ method: 'GET', url: `${IMAGE}?lang=de&token=${encodeURIComponent(token)}` });
      await logged.inject({ method: 'GET', url: `${IMAGE}?ticket=${encodeURIComponent(ticket)}&TOKEN=${encodeURIComponent(token)}` });
      const text = lines.join('\n');
      expect(text).toContain('"url":"/rest/html/image/00000000-0000-4000-8000-000000000001?lang=de&token=[redacted]"');
      expect(text).toContain('ticket=[redacted]&TOKEN=[redacted]');
      expect(text).not.toContain(token);
      expect(text).not.toContain(encodeURIComponent(token));
      expect(text).not.toContain(ticket.split('.')[2]);
    } finally {
      await logged.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { isPermissionCode, accessEndpoints, authEndpoints, pathOf, routeOf, systemEndpoints } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from '../test/helpers.js';
import { httpPlatform } from './http.js';
import { roleResources, roles } from '../modules/access/access.tables.js';
import { operationLogs } from './platform.tables.js';

let t: TestApp;
let powerless: string;

beforeAll(async () => {
  t = await createTestApp();
  // A user type whose role holds nothing: every permission-guarded route must answer 403.
  const [role] = await t.db.select().from(roles).where(eq(roles.subject, 'IN_PLANT'));
  await t.db.delete(roleResources).where(eq(roleResources.roleId, role.id));
  powerless = (await loggedInUser(t, 'IN_PLANT')).token;
});
afterAll(async () => { await t?.close(); });

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? SAMPLE_ID : 'sample'));

describe('permission guard', () => {
  it('has a declared permission on every route', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(20);
    for (const route of t.app.routeTable) {
      expect(route.permission, `${route.method} ${route.url}`).toBeDefined();
      expect(route.permission === 'public' || route.permission === 'authenticated' || isPermissionCode(route.permission!)).toBe(true);
    }
  });

  it('refuses to register a route that declares no permission', async () => {
    const app = Fastify();
    await app.register(httpPlatform, { db: t.db, licence: () => ({ payload: null, problem: 'none' }), caches: [] });
    // oxlint-disable-next-line portal/no-rest-literal -- a route registered outside the tables, which the guard refuses
    expect(() => app.get('/rest/undeclared', async () => 'x')).toThrow(/declares no valid permission/);
    await app.close();
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = t.app.routeTable.filter((r) => r.permission !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const res = await call(t.app, route.method, concrete(route.url), { body: route.method === 'GET' ? undefined : {} });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      expect(res.body.code).toBe(110003);
    }
  });

  it('answers 403 on every permission-guarded route to a user without that permission', async () => {
    const guarded = t.app.routeTable.filter((r) => r.permission !== 'public' && r.permission !== 'authenticated');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const res = await call(t.app, route.method, concrete(route.url), { token: powerless, body: route.method === 'GET' ? undefined : {}, lang: 'de' });
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body.message).toBe('Sie haben keine Berechtigung für diesen Vorgang');
    }
  });

  it('lets public routes through without a token', async () => {
    for (const route of t.app.routeTable.filter((r) => r.permission === 'public' && r.method === 'GET' && !r.url.includes(':') && r.url.startsWith('/rest'))) {
      const res = await call(t.app, route.method, route.url);
      expect(res.status, route.url).not.toBe(401);
    }
  });
});

describe('envelope and errors', () => {
  it('answers an unknown route with 404 in the caller\'s language', async () => {
    // oxlint-disable-next-line portal/no-rest-literal -- a path no endpoint has
    const res = await call(t.app, 'GET', '/rest/no/such/thing', { lang: 'vi' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 404, message: 'Không tìm thấy tài nguyên được yêu cầu' });
  });

  it('answers malformed JSON with 555', async () => {
    const res = await call(t.app, ...routeOf(authEndpoints.login), { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(555);
    expect(res.body.message).toMatch(/^Parameter format error!/);
  });

  it('writes every mutating request to the operation log with operator, object and outcome', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'LOGGED_ROLE', name: 'Logged' } });
    await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'LOGGED_ROLE', name: 'Again' } });
    const rows = await t.db.select().from(operationLogs).where(and(eq(operationLogs.url, pathOf(accessEndpoints.createRole)), eq(operationLogs.operatorId, admin.id))).orderBy(desc(operationLogs.id));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ operatorName: admin.username, httpMethod: 'POST', objectRef: 'Role', status: 200, code: null, errorMessage: '' });
    expect(rows[0]).toMatchObject({ status: 200, code: 110029, errorMessage: '"LOGGED_ROLE" already exists' });
    expect(rows[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not log reads', async () => {
    const before = await t.db.$count(operationLogs);
    await call(t.app, ...routeOf(systemEndpoints.publicConfig));
    expect(await t.db.$count(operationLogs)).toBe(before);
  });
});

describe('OpenAPI document', () => {
  it('describes every route at /docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)));
    const routes = t.app.routeTable.filter((r) => !r.url.startsWith('/docs') && r.url !== '/*');
    for (const route of routes) {
      expect(documented, `${route.method} ${route.url}`).toContain(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
  });

  it('serves the documentation UI at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

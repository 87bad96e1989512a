import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS, ERRORS, type PermissionCode, type UserType, accessEndpoints, authEndpoints, routeOf } from '@portal/contract';
import { roleResources, roles, resources } from '../modules/access/access.tables.js';
import { inArray } from 'drizzle-orm';
import type { RouteInfo } from '../platform/http.js';
import { CALLERS, expectedVerdict, MATRIX_FILE, matrixRoutes, renderPermissionsMatrix, verdictFor, type Caller, type Verdict } from './access-matrix.js';
import { call, createTestApp, loggedInUser, type TestApp } from './helpers.js';
import { operationsOf, sampleValue, type OpenApiDoc } from './openapi-requests.js';

/*
 * Every registered route × every kind of caller, against one app: the guard must answer as the
 * route's declaration and the caller's built-in role say (access-matrix.ts computes the verdict;
 * nothing here lists routes by hand). A route added tomorrow is in the matrix the day it is
 * registered, and a route without a declaration does not even start (http.ts's onRoute hook).
 */

let t: TestApp;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  t = await createTestApp();
  tokens.set('anonymous', undefined);
  const visitor = await call(t.app, ...routeOf(authEndpoints.visitorLogin), { body: {} });
  tokens.set('VISITOR', visitor.body.data.token);
  for (const caller of CALLERS) {
    if (caller !== 'anonymous' && caller !== 'VISITOR') tokens.set(caller, (await loggedInUser(t, caller as UserType)).token);
  }
});
afterAll(async () => { await t?.close(); });

/**
 * Calls that end the caller's own session: sent last for each caller, so the calls after them
 * still carry a live token. Every other call is harmless with the dummy parameters below.
 */
const ENDS_SESSION = new Set(['DELETE /rest/base/auth/out']);

/** A URL the router matches with this route: path parameters filled with valid values of their schema (no such object). */
function concreteUrl(route: RouteInfo, doc: OpenApiDoc): string {
  const op = operationsOf(doc).find((o) => o.key === `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => {
      const schema = op?.params.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
      return encodeURIComponent(String(sampleValue(doc, schema)));
    })
    .replace(/\*$/, 'index.html');
}

let address = 0;
/** A different client address per call: per-address rate limits and captcha counters must not decide here. */
const nextAddress = () => { address += 1; return `10.9.${(address >> 8) & 255}.${address & 255}`; };

describe('access matrix', () => {
  it('gives the built-in role of every caller type the contract\'s default permissions', async () => {
    for (const caller of CALLERS.filter((c) => c !== 'anonymous')) {
      const rows = await t.db.select({ code: resources.code }).from(roleResources)
        .innerJoin(roles, eq(roles.id, roleResources.roleId))
        .innerJoin(resources, eq(resources.id, roleResources.resourceId))
        .where(eq(roles.subject, caller));
      expect(rows.map((r) => r.code).sort(), caller).toEqual([...DEFAULT_PERMISSIONS[caller as Exclude<Caller, 'anonymous'>]].sort());
    }
  });

  it('answers every route to every caller as its declared permission says, and never with data when refused', async () => {
    const doc = t.app.swagger() as unknown as OpenApiDoc;
    const routes = matrixRoutes(t.app.routeTable);
    const ordered = [...routes.filter((r) => !ENDS_SESSION.has(`${r.method} ${r.url}`)), ...routes.filter((r) => ENDS_SESSION.has(`${r.method} ${r.url}`))];
    const wrong: string[] = [];
    let sent = 0;
    for (const caller of CALLERS) {
      for (const route of ordered) {
        const expected = expectedVerdict(route, caller);
        const res = await call(t.app, route.method, concreteUrl(route, doc), {
          token: tokens.get(caller), body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {}, ip: nextAddress(),
        });
        sent += 1;
        const where = `${caller} ${route.method} ${route.url} (declared ${route.permission})`;
        if (expected === 'allowed') {
          if (res.status === 401 || res.status === 403) wrong.push(`${where}: expected through the guard, got ${res.status} ${res.body.code}`);
          else if (res.status >= 500 && res.status !== 555) wrong.push(`${where}: ${res.status} ${res.body.message}`);
          continue;
        }
        const refusal = expected === 401 ? ERRORS.LOGIN_REQUIRED : ERRORS.NO_PERMISSION;
        if (res.status !== expected) wrong.push(`${where}: expected ${expected}, got ${res.status} ${res.body.code}`);
        else if (res.body.success !== false || res.body.code !== refusal.code || typeof res.body.message !== 'string' || 'data' in res.body) {
          wrong.push(`${where}: refusal is not the bare envelope: ${res.raw.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route with every caller: the matrix really ran.
    expect(sent).toBe(routes.length * CALLERS.length);
    expect(routes.length).toBeGreaterThan(100);
    // every route × every caller in one test: it grows with the table, not with a slow answer
  }, 180_000);

  it('opens exactly the routes of a role made at run time, and closes them when it is taken away', async () => {
    const doc = t.app.swagger() as unknown as OpenApiDoc;
    // everything but the logout, which would end the session the second pass needs (it asks for no code)
    const routes = matrixRoutes(t.app.routeTable).filter((r) => !ENDS_SESSION.has(`${r.method} ${r.url}`));
    // a fresh administrator: the sweep above ended every caller's session last
    const admin = (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
    const user = await loggedInUser(t, 'REGISTER');
    const own = new Set<string>(DEFAULT_PERMISSIONS.REGISTER);
    const chosen: PermissionCode[] = ['PER_MODEL_SEARCH', 'PER_VIN_SEARCH', 'PER_BULLETIN_VIEW', 'PER_FEEDBACK_MANAGEMENT_VIEW', 'PER_ROLE_MANAGEMENT_VIEW'];
    expect(chosen.filter((c) => own.has(c))).toEqual([]);

    const role = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin, body: { code: 'MATRIX_RUNTIME', name: 'Made at run time' } })).body.data;
    const ids = (await t.db.select({ id: resources.id }).from(resources).where(inArray(resources.code, chosen))).map((r) => r.id);
    expect((await call(t.app, ...routeOf(accessEndpoints.addLinks), { token: admin, body: { roleId: role.id, resourceIds: ids } })).body.success).toBe(true);

    const sweep = async (codes: ReadonlySet<string>) => {
      const wrong: string[] = [];
      for (const route of routes) {
        const expected: Verdict = verdictFor(route, codes);
        const res = await call(t.app, route.method, concreteUrl(route, doc), {
          token: user.token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {}, ip: nextAddress(),
        });
        const where = `${route.method} ${route.url} (declared ${route.permission})`;
        if (expected === 'allowed' && (res.status === 401 || res.status === 403)) wrong.push(`${where}: expected through the guard, got ${res.status}`);
        if (expected !== 'allowed' && (res.status !== 403 || res.body.code !== ERRORS.NO_PERMISSION.code)) wrong.push(`${where}: expected 403, got ${res.status} ${res.body.code}`);
      }
      return wrong;
    };

    expect((await call(t.app, ...routeOf(accessEndpoints.addMembers), { token: admin, body: { roleId: role.id, userIds: [user.id] } })).body.data).toEqual({ changed: 1 });
    expect(await sweep(new Set([...own, ...chosen]))).toEqual([]);
    expect((await call(t.app, ...routeOf(accessEndpoints.removeMembers), { token: admin, body: { roleId: role.id, userIds: [user.id] } })).body.data).toEqual({ changed: 1 });
    expect(await sweep(own)).toEqual([]);
  }, 180_000);

  it('is printed in docs/permissions-matrix.md as the route table gives it', () => {
    const current = renderPermissionsMatrix(matrixRoutes(t.app.routeTable));
    const checkedIn = fs.existsSync(MATRIX_FILE) ? fs.readFileSync(MATRIX_FILE, 'utf8') : '';
    expect(checkedIn === current, 'docs/permissions-matrix.md is stale: run `npm run docs:permissions` and commit the file').toBe(true);
  });
});

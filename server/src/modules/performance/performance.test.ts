import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, PROMETHEUS_CONTENT_TYPE, performanceEndpoints as E, routeOf, systemEndpoints, authEndpoints, type TPerformanceInstance, type TPerformancePage } from '@portal/contract';
import { buildApp } from '../../app.js';
import { call, createTestApp, fileTestApp, loggedInUsers } from '../../test/helpers.js';
import { performanceActiveUsers, performanceInstances, performanceSamples } from './performance.tables.js';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
/** Short intervals so the tests see samples without waiting half a minute. */
const SAMPLE_MS = 150;

const t = fileTestApp(() => createTestApp({ config: { performanceSampleMs: SAMPLE_MS, metricsToken: METRICS_TOKEN } }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks until `check` holds (the samplers run on their own timers), then answers the last answer. */
async function until<T>(ask: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await ask();
    if (check(value)) return value;
    await sleep(SAMPLE_MS);
  }
  throw new Error(`never: ${what}`);
}

const page = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call(t.app, ...routeOf(E.page), { token, body });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data as TPerformancePage;
};
const metrics = (app = t.app, authorization?: string) =>
  app.inject({ method: 'GET', url: E.metrics.path, headers: authorization ? { authorization } : {} });

describe('performance monitoring', () => {
  it('refuses the screen\'s endpoints without a login (401) and without the code (403)', async () => {
    const { dealer, inner } = await loggedInUsers(t, { dealer: 'DEALER', inner: 'INNER_USER' });
    for (const [route, opts] of [[routeOf(E.page), { body: {} }], [routeOf(E.users), {}]] as const) {
      const anonymous = await call(t.app, ...route, opts);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, ERRORS.LOGIN_REQUIRED.code]);
      for (const token of [dealer.token, inner.token]) {
        const refused = await call(t.app, ...route, { ...opts, token });
        expect([refused.status, refused.body.code]).toEqual([403, ERRORS.NO_PERMISSION.code]);
      }
    }
  });

  it('writes a sample of this instance after a request: memory, CPU, disk, requests and their time, active users', async () => {
    const { admin } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN' });
    await call(t.app, ...routeOf(authEndpoints.current), { token: admin.token });
    const data = await until(() => page(admin.token), (p) => (p.contents[0]?.current?.completedTotal ?? 0) > 0 && p.contents[0].current!.activeUsers > 0, 'a sample with requests');
    const me = data.contents[0];
    expect(me).toMatchObject({ pid: process.pid, running: true, stoppedAt: null, sampleSeconds: 1 });
    const now = me.current!;
    expect(now.rssBytes).toBeGreaterThan(10_000_000);
    expect(now.heapUsedBytes).toBeGreaterThan(0);
    expect(now.heapTotalBytes).toBeGreaterThanOrEqual(now.heapUsedBytes);
    expect(now.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(now.diskTotalBytes).toBeGreaterThan(0);
    expect(now.diskFreeBytes).toBeLessThanOrEqual(now.diskTotalBytes!);
    expect(now.completedTotal).toBeGreaterThanOrEqual(now.completed);
    expect(me.uptimeSeconds).toBeGreaterThan(0);
    expect(me.series.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ hours: 1, bucketSeconds: 30 });
    expect(data.activeUsers).toBeGreaterThan(0);

    // a sample whose interval answered requests has their mean time
    const answered = await until(() => page(admin.token), (p) => p.contents[0].series.some((s) => s.completed > 0 && s.avgResponseMs !== null), 'a point with requests');
    expect(answered.contents[0].series.find((s) => s.completed > 0)!.avgResponseMs).toBeGreaterThan(0);
    // a day's chart has wider points
    expect((await page(admin.token, { hours: 24 })).bucketSeconds).toBe(720);
    const bad = await call(t.app, ...routeOf(E.page), { token: admin.token, body: { hours: 5 } });
    expect(bad.status).toBe(555);
  });

  it('shows two instances on one database, and the one that shut down as stopped', async () => {
    const { admin } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN' });
    const second = await buildApp({ config: { ...t.app.ctx.config, metricsToken: undefined }, database: t.database });
    await second.ready();
    try {
      await call(second, ...routeOf(systemEndpoints.publicConfig));
      const both = await until(() => page(admin.token), (p) => p.contents.filter((i) => i.running && i.current).length >= 2, 'two reporting instances');
      expect(both.count).toBeGreaterThanOrEqual(2);
      expect(new Set(both.contents.map((i) => i.id)).size).toBe(both.contents.length);
    } finally {
      await second.close();
    }
    const after = await page(admin.token);
    const stopped = after.contents.filter((i: TPerformanceInstance) => !i.running);
    expect(stopped).toHaveLength(1);
    expect(stopped[0].stoppedAt).not.toBeNull();
    // reporting ones first
    expect(after.contents[0].running).toBe(true);
    expect((await page(admin.token, { running: false })).contents.map((i) => i.id)).toEqual([stopped[0].id]);
    expect((await page(admin.token, { running: true })).contents.every((i) => i.running)).toBe(true);
  });

  it('lists the active users with name, company, last seen and instance, one row each, and finds them by keyword', async () => {
    const { admin, dealer } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN', dealer: 'DEALER' });
    await call(t.app, ...routeOf(authEndpoints.current), { token: dealer.token });
    const res = await call(t.app, ...routeOf(E.users), { token: admin.token, query: { pageSize: '200' } });
    expect(res.body.success).toBe(true);
    const rows = res.body.data.contents as { id: string; username: string; company: string; instanceId: string; lastSeenAt: string; host: string }[];
    const seen = rows.find((r) => r.id === dealer.id);
    expect(seen).toMatchObject({ username: dealer.username, name: `Test ${dealer.username}`, company: 'Test Motors', userType: 'DEALER' });
    expect(Date.parse(seen!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    // the reader sees themself at once
    expect(rows.some((r) => r.id === admin.id)).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(res.body.data.count).toBe(rows.length);
    const found = await call(t.app, ...routeOf(E.users), { token: admin.token, query: { keyword: dealer.username.toUpperCase() } });
    expect(found.body.data.contents.map((r: { id: string }) => r.id)).toEqual([dealer.id]);
  });

  it('deletes samples and instances older than the retention, and users no longer active', async () => {
    const { admin } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN' });
    const old = new Date(Date.now() - 8 * 86_400_000);
    const id = crypto.randomUUID();
    await t.db.insert(performanceInstances).values({ id, host: 'gone', pid: 1, version: 'x', bootedAt: old, sampleSeconds: 30, lastSampleAt: old });
    await t.db.insert(performanceSamples).values({
      instanceId: id, sampledAt: old, rssBytes: 1, heapUsedBytes: 1, heapTotalBytes: 1, cpuPercent: 0, inFlight: 0, peakConcurrency: 0, completed: 0, completedTotal: 0, activeUsers: 0,
    });
    await t.db.insert(performanceActiveUsers).values({ instanceId: id, userId: admin.id, lastSeenAt: old });
    await until(async () => t.db.select().from(performanceInstances).where(eq(performanceInstances.id, id)), (rows) => rows.length === 0, 'the old instance deleted');
    expect(await t.db.select().from(performanceSamples).where(eq(performanceSamples.instanceId, id))).toEqual([]);
    expect(await t.db.select().from(performanceActiveUsers).where(eq(performanceActiveUsers.instanceId, id))).toEqual([]);
  });
});

describe('/metrics', () => {
  it('answers the Prometheus text to the bearer of METRICS_TOKEN only', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics(t.app, 'Bearer not-the-token')).statusCode).toBe(401);
    expect((await metrics(t.app, `Basic ${METRICS_TOKEN}`)).statusCode).toBe(401);
    const res = await metrics(t.app, `Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_CONTENT_TYPE);
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('process_resident_memory_bytes');
    expect(res.body).toContain('http_requests_in_flight');
  });

  it('labels the request-duration histogram by route pattern, method and status, never by the raw URL', async () => {
    const { admin } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN' });
    const id = crypto.randomUUID();
    await call(t.app, ...routeOf(authEndpoints.current), { token: admin.token });
    await call(t.app, 'GET', `${E.page.path}/${id}`, { token: admin.token });
    const text = (await metrics(t.app, `Bearer ${METRICS_TOKEN}`)).body;
    expect(text).toMatch(new RegExp(`http_request_duration_seconds_bucket\\{le="0\\.005",route="${authEndpoints.current.path.replace(/[/]/g, '\\/')}",method="${authEndpoints.current.method}",status_code="200"\\}`));
    expect(text).toContain('route="unmatched",method="GET",status_code="404"');
    expect(text).not.toContain(id);
  });

  it('is not there while no METRICS_TOKEN is configured', async () => {
    const other = await buildApp({ config: { ...t.app.ctx.config, metricsToken: undefined, performanceSampleMs: 0 }, database: t.database });
    await other.ready();
    try {
      const res = await metrics(other, `Bearer ${METRICS_TOKEN}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: ERRORS.NOT_FOUND.code });
    } finally {
      await other.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authEndpoints, LOG_LIST_COUNT_CAP, logsEndpoints as E, pathOf, routeOf, usersEndpoints } from '@portal/contract';
import { buildUser, call, encrypt, fileTestApp, firstSheet, loggedInUsers, sheetRows, type TestApp } from '../../test/helpers.js';
import { operationLogs } from '../../platform/platform.tables.js';
import { rowsOf } from '../../platform/sql.js';
import { ensureLogPartitions, logPartitions } from './logs.partitions.js';
import { clickLogs } from './logs.tables.js';

const t: TestApp = fileTestApp();

let n = 0;
const unique = (prefix: string) => `${prefix}${++n}${Date.now().toString(36)}`;
const q = (query: Record<string, string | number>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/** A login attempt through the API, from the address given. */
const attempt = (username: string, password: string, ip: string) =>
  call(t.app, ...routeOf(authEndpoints.login), { body: { username, password: encrypt(t.app, password) }, ip });

describe('login log', () => {
  it('lists attempts newest first, filtered by account, result, address and period, and exports the same rows', async () => {
    const { admin } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN' });
    const user = await buildUser(t.db, { username: unique('loginlog') });
    expect((await attempt(user.username, 'Wrong#pass1', '10.77.0.1')).body.success).toBe(false);
    expect((await attempt(user.username, user.password, '10.77.0.2')).body.success).toBe(true);

    const all = await call(t.app, ...routeOf(E.loginLog), { token: admin.token, query: q({ username: user.username.toUpperCase() }) });
    expect(all.body.data).toMatchObject({ count: 2, countCapped: false });
    expect(all.body.data.contents.map((r: { success: boolean }) => r.success)).toEqual([true, false]);
    const failed = await call(t.app, ...routeOf(E.loginLog), { token: admin.token, query: q({ username: user.username, result: 'FAILURE' }), lang: 'de' });
    expect(failed.body.data.contents).toHaveLength(1);
    expect(failed.body.data.contents[0]).toMatchObject({ username: user.username, ip: '10.77.0.1', success: false, reason: 'WRONG_CREDENTIALS' });
    // the refusal named in the reader's language, as the login answered it
    expect(failed.body.data.contents[0].reasonText).not.toBe('');
    expect((await call(t.app, ...routeOf(E.loginLog), { token: admin.token, query: q({ ip: '10.77.0.2' }) })).body.data.contents.map((r: { username: string }) => r.username)).toEqual([user.username]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call(t.app, ...routeOf(E.loginLog), { token: admin.token, query: q({ username: user.username, from: future }) })).body.data.count).toBe(0);
    expect((await call(t.app, ...routeOf(E.loginLog), { token: admin.token, query: q({ username: user.username, to: future }) })).body.data.count).toBe(2);

    const exported = await call(t.app, ...routeOf(E.exportLoginLog), { token: admin.token, query: q({ username: user.username, result: 'FAILURE' }) });
    expect(exported.status).toBe(200);
    expect(exported.raw.headers['content-type']).toContain('spreadsheetml');
    const rows = sheetRows(await firstSheet(exported.raw.rawPayload));
    expect(rows[0]).toEqual(['Login time', 'Account', 'IP address', 'Result', 'Reason']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual([[user.username, '10.77.0.1', 'Failure']]);
  });

  it('refuses a period that ends before it starts and a page beyond the count cap (555)', async () => {
    const { admin } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN' });
    expect((await call(t.app, ...routeOf(E.loginLog), { token: admin.token, query: q({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }) })).status).toBe(555);
    expect((await call(t.app, ...routeOf(E.loginLog), { token: admin.token, query: q({ page: LOG_LIST_COUNT_CAP / 10 + 1, pageSize: 10 }) })).status).toBe(555);
    expect((await call(t.app, ...routeOf(E.loginLog), { token: admin.token, query: q({ page: LOG_LIST_COUNT_CAP / 10, pageSize: 10 }) })).status).toBe(200);
  });
});

describe('operation log', () => {
  it('shows a change with its operator, object type, method and result; filters and exports it', async () => {
    const { admin } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN' });
    const target = await buildUser(t.db, { username: unique('oplog') });
    const locked = await call(t.app, ...routeOf(usersEndpoints.setLocked, { id: target.id }), { token: admin.token, body: { locked: true } });
    expect(locked.body.success).toBe(true);
    // a refused change: the same lock on a missing account
    await call(t.app, ...routeOf(usersEndpoints.setLocked, { id: '00000000-0000-4000-8000-000000000000' }), { token: admin.token, body: { locked: true } });

    const page = await call(t.app, ...routeOf(E.operationLog), { token: admin.token, query: q({ operator: admin.username, objectRef: 'User', httpMethod: 'POST' }) });
    expect(page.body.data.count).toBe(2);
    const [refused, done] = page.body.data.contents;
    expect(done).toMatchObject({
      operator: admin.username, status: 200, result: 'SUCCESS', httpMethod: 'POST', url: pathOf(usersEndpoints.setLocked, { id: target.id }),
      endpoint: 'users.setLocked', objectRef: 'User', messageNumber: null,
    });
    expect(refused).toMatchObject({ result: 'FAILURE', endpoint: 'users.setLocked' });
    expect(refused.messageNumber).toEqual(expect.any(Number));
    expect(refused.errorMessage).not.toBe('');
    const failures = await call(t.app, ...routeOf(E.operationLog), { token: admin.token, query: q({ operator: admin.username, result: 'FAILURE' }) });
    expect(failures.body.data.contents.map((r: { id: number }) => r.id)).toEqual([refused.id]);
    expect((await call(t.app, ...routeOf(E.operationLog), { token: admin.token, query: q({ operator: admin.username, httpMethod: 'DELETE' }) })).body.data.count).toBe(0);

    const refs = await call(t.app, ...routeOf(E.objectRefs), { token: admin.token });
    expect(refs.body.data).toEqual(expect.arrayContaining(['User', 'Role', 'ShoppingCart']));

    const exported = await call(t.app, ...routeOf(E.exportOperationLog), { token: admin.token, query: q({ operator: admin.username }), lang: 'zh-CN' });
    const rows = sheetRows(await firstSheet(exported.raw.rawPayload));
    expect(rows[0][0]).toBe('操作时间');
    expect(rows.slice(1).map((r) => [r[1], r[2], r[6]])).toEqual([[admin.username, 'POST', '失败'], [admin.username, 'POST', '成功']]);
  });
});

describe('click report', () => {
  it('counts what users open, most opened first, by period and type, and exports it', async () => {
    const { admin, dealer, other } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN', dealer: 'DEALER', other: 'SERVICE_STATION' });
    const part = unique('P-');
    const open = (token: string, body: Record<string, string>) => call(t.app, ...routeOf(E.recordClick), { token, body });
    expect((await open(dealer.token, { objectType: 'PART', objectId: part, objectCode: part, objectName: 'Brake disc' })).body.success).toBe(true);
    await open(other.token, { objectType: 'PART', objectId: part, objectCode: part, objectName: 'Brake disc' });
    await open(dealer.token, { objectType: 'PART', objectId: part, objectCode: part, objectName: 'Brake disc' });
    await open(dealer.token, { objectType: 'MANUAL', objectId: unique('m'), objectCode: 'SM-1', objectName: 'Service manual' });
    // an open is not an operation: it writes no operation row
    expect(rowsOf(await t.db.execute(sql`select 1 from ${operationLogs} where ${operationLogs.url} like '%/log/create'`))).toHaveLength(0);

    const report = await call(t.app, ...routeOf(E.clickReport), { token: admin.token, query: q({ objectType: 'PART' }) });
    const row = report.body.data.contents.find((r: { objectId: string }) => r.objectId === part);
    expect(row).toMatchObject({ objectType: 'PART', objectCode: part, objectName: 'Brake disc', opens: 3, users: 2 });
    expect(report.body.data.contents[0].opens).toBeGreaterThanOrEqual(3);
    expect(report.body.data.contents.every((r: { objectType: string }) => r.objectType === 'PART')).toBe(true);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await call(t.app, ...routeOf(E.clickReport), { token: admin.token, query: q({ from: later }) })).body.data.count).toBe(0);

    const exported = await call(t.app, ...routeOf(E.exportClickReport), { token: admin.token, body: { objectType: 'PART' } });
    const rows = sheetRows(await firstSheet(exported.raw.rawPayload));
    expect(rows[0]).toEqual(['Type', 'Code', 'Name', 'Opens', 'Users', 'Last opened']);
    expect(rows.find((r) => r[1] === part)?.slice(0, 5)).toEqual(['Part', part, 'Brake disc', 3, 2]);
    expect(await t.db.$count(clickLogs, eq(clickLogs.objectId, part))).toBe(3);
  });
});

describe('who may read the logs', () => {
  it('answers 401 without a token and 403 without the tab\'s permission', async () => {
    const { dealer, staff } = await loggedInUsers(t, { dealer: 'DEALER', staff: 'INNER_USER' });
    for (const e of [E.loginLog, E.exportLoginLog, E.operationLog, E.objectRefs, E.exportOperationLog, E.printLog, E.clickReport]) {
      expect((await call(t.app, ...routeOf(e))).status, e.name).toBe(401);
      expect((await call(t.app, ...routeOf(e), { token: staff.token })).status, e.name).toBe(403);
    }
    expect((await call(t.app, ...routeOf(E.exportClickReport), { token: dealer.token, body: {} })).status).toBe(403);
    expect((await call(t.app, ...routeOf(E.recordClick), { body: { objectType: 'PART', objectId: 'x' } })).status).toBe(401);
  });
});

describe('partitions', () => {
  it('makes the coming months of every log, and moves rows the default partition took into their month', async () => {
    // a login attempt far ahead lands in the default partition until its month is made
    await t.db.execute(sql`insert into login_attempts (username, ip, success, at) values ('far-ahead', '10.0.0.1', false, '2041-05-17T08:00:00Z')`);
    const where = async () => rowsOf<{ part: string }>(await t.db.execute(sql`select tableoid::regclass::text as part from login_attempts where username = 'far-ahead'`))[0].part;
    expect(await where()).toBe('login_attempts_default');
    const made = await ensureLogPartitions(t.app.ctx, new Date('2041-03-10T00:00:00Z'));
    expect(made).toEqual({ operation_logs: 4, login_attempts: 4, click_logs: 4 });
    expect(await where()).toBe('login_attempts_204105');
    for (const table of ['operation_logs', 'login_attempts', 'click_logs'] as const) {
      expect(await logPartitions(t.app.ctx, table)).toEqual(expect.arrayContaining([`${table}_204103`, `${table}_204104`, `${table}_204105`, `${table}_204106`, `${table}_default`]));
    }
    // made once: a second run (another instance, the next day) makes nothing
    expect(await ensureLogPartitions(t.app.ctx, new Date('2041-03-10T00:00:00Z'))).toEqual({ operation_logs: 0, login_attempts: 0, click_logs: 0 });
    // the current months exist from the start (the migration and the start-up run)
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    expect(await logPartitions(t.app.ctx, 'login_attempts')).toContain(`login_attempts_${month}`);
  });
});

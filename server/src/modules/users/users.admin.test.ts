import { describe, expect, it } from 'vitest';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ERRORS, USER_IMPORT_COLUMNS, USER_LIST_COUNT_CAP, accessEndpoints, authEndpoints, routeOf, usersEndpoints, type PermissionCode,
} from '@portal/contract';
import {
  buildUser, call, encrypt, fileTestApp, firstSheet, lastCodeSentTo, login, loggedInUser, loggedInUsers, multipartCall, sheetRows, userRow,
} from '../../test/helpers.js';
import { buildGroup } from '../../test/factories.js';
import { operationLogs } from '../../platform/platform.tables.js';
import { xlsxBuffer } from '../../platform/xlsx.js';
import { resources, userRoles } from '../access/access.tables.js';
import { groupMembers } from '../groups/groups.tables.js';
import { ensureCompanies } from './users.admin.js';
import { SHEET_WORDS } from './users.export.js';
import { companies, userImportStagings, users } from './users.tables.js';

const t = fileTestApp(undefined, async (app) => {
  await ensureCompanies(app.db, [
    { code: 'T-DEALER', name: 'Test Dealer Motors', kind: 'DEALER', countryCode: 'CN' },
    { code: 'T-STATION', name: 'Test Service Station', kind: 'SERVICE_STATION', countryCode: 'CN' },
    { code: 'T-CLOSED', name: 'Closed Motors', kind: 'DEALER', enabled: false },
  ]);
});

const PASSWORD = 'Fresh#2027ab';
let n = 0;
const unique = (prefix: string) => `${prefix}${++n}${Date.now().toString(36)}`;

async function companyId(code: string) {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  return row.id;
}

/** A role of its own (not a type's) holding these codes, made by a system administrator. */
async function buildRole(codes: PermissionCode[]) {
  const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
  const role = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: unique('ROLE_'), name: 'Test role' } })).body.data;
  const ids = (await t.db.select({ id: resources.id }).from(resources).where(inArray(resources.code, codes))).map((r) => r.id);
  if (ids.length) await call(t.app, ...routeOf(accessEndpoints.addLinks), { token: admin.token, body: { roleId: role.id, resourceIds: ids } });
  return role as { id: string; code: string };
}

const createBody = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  username: unique('new'), password: encrypt(t.app, PASSWORD), name: 'New Person', userType: 'DEALER', ...fields,
});
const create = (token: string, body: Record<string, unknown>) => call(t.app, ...routeOf(usersEndpoints.create), { token, body });
const permissionsOf = async (token: string) => Object.keys((await call(t.app, ...routeOf(authEndpoints.current), { token })).body.data.permissions);
/** The refused rows of an import's answer. */
const refusedRows = (res: { body: object }) => (res.body as { errorData: { row: number; column: string; value: string; message: string }[] }).errorData;
const accountCount = async (username: string) => (await t.db.select({ n: count() }).from(users).where(eq(users.username, username)))[0].n;

describe('creating and changing accounts', () => {
  it('creates a dealer company\'s account with a role and a group; it logs in and holds its type\'s codes and the role\'s', async () => {
    const { admin } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN' });
    const role = await buildRole(['PER_BULLETIN_PUBLISH']);
    const group = await buildGroup(t);
    const body = createBody({ companyId: await companyId('T-DEALER'), roleIds: [role.id], groupIds: [group.id], email: `${unique('m')}@shop.example.com`, countryCode: 'VN' });
    const res = await create(admin.token, body);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      username: body.username, userType: 'DEALER', company: 'Test Dealer Motors', companyId: body.companyId, country: { code: 'VN' },
      roles: [{ id: role.id, code: role.code }], groups: [{ id: group.id, code: group.code }], outOfReach: null,
    });
    const token = await login(t.app, body.username as string, PASSWORD);
    const codes = await permissionsOf(token);
    expect(codes).toContain('PER_BULLETIN_PUBLISH');
    expect(codes).toContain('PER_SHOPPING_CART_ADD');
    expect(codes).not.toContain('PER_USER_MANAGEMENT_VIEW');
    const groups = await call(t.app, ...routeOf(usersEndpoints.groupsOfUser, { id: res.body.data.id }), { token: admin.token });
    expect(groups.body.data).toEqual([{ id: group.id, code: group.code, name: `Group ${group.code}` }]);
    // the operation log has the call
    const [logged] = await t.db.select().from(operationLogs).where(eq(operationLogs.operatorId, admin.id)).orderBy(desc(operationLogs.id)).limit(1);
    expect(logged).toMatchObject({ httpMethod: 'POST', objectRef: 'User', status: 200, code: null });
  });

  it('refuses a taken name, a taken e-mail, a disabled company and a weak password, writing nothing', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const existing = await buildUser(t.db);
    const taken = await create(admin.token, createBody({ username: existing.username.toUpperCase() }));
    expect(taken.body.code).toBe(ERRORS.USERNAME_TAKEN.code);
    const email = await create(admin.token, createBody({ email: `${existing.username}@test.example.com` }));
    expect(email.body.code).toBe(ERRORS.EMAIL_TAKEN.code);
    const closed = createBody({ companyId: await companyId('T-CLOSED') });
    expect((await create(admin.token, closed)).body.code).toBe(ERRORS.COMPANY_NOT_FOUND.code);
    const weak = createBody({ password: encrypt(t.app, 'weak') });
    expect((await create(admin.token, weak)).body.code).toBe(ERRORS.PASSWORD_WEAK.code);
    expect(await accountCount(closed.username as string)).toBe(0);
    expect(await accountCount(weak.username as string)).toBe(0);
  });

  it('gives no one a type above the caller\'s, and leaves no account behind when refusing', async () => {
    const { domainAdmin } = await loggedInUsers(t, { domainAdmin: 'DOMAIN_ADMIN' });
    const body = createBody({ userType: 'SYSTEM_ADMIN' });
    const res = await create(domainAdmin.token, body);
    expect(res.body).toMatchObject({ success: false, code: ERRORS.USER_OF_HIGHER_TYPE.code });
    expect(await accountCount(body.username as string)).toBe(0);
    const peer = createBody({ userType: 'DOMAIN_ADMIN' });
    expect((await create(domainAdmin.token, peer)).body.success).toBe(true);
  });

  it('grants no role holding a permission the caller lacks, on create and on change', async () => {
    const { domainAdmin } = await loggedInUsers(t, { domainAdmin: 'DOMAIN_ADMIN' });
    // Domain administrators hold every code but the system information.
    const mightier = await buildRole(['PER_SYSTEM_INFO_VIEW']);
    const body = createBody({ roleIds: [mightier.id] });
    const res = await create(domainAdmin.token, body);
    expect(res.body).toMatchObject({ success: false, code: ERRORS.ROLE_HOLDS_MORE.code });
    expect(res.body.message).toContain('PER_SYSTEM_INFO_VIEW');
    expect(await accountCount(body.username as string)).toBe(0);

    const dealer = await buildUser(t.db);
    const update = await call(t.app, ...routeOf(usersEndpoints.update, { id: dealer.id }), {
      token: domainAdmin.token, body: { name: 'Changed', userType: 'DEALER', roleIds: [mightier.id] },
    });
    expect(update.body.code).toBe(ERRORS.ROLE_HOLDS_MORE.code);
    expect((await userRow(t.db, dealer.id)).name).not.toBe('Changed');
    // nor takes one away: a system administrator gave it
    await t.db.insert(userRoles).values({ userId: dealer.id, roleId: mightier.id });
    const taking = await call(t.app, ...routeOf(usersEndpoints.update, { id: dealer.id }), {
      token: domainAdmin.token, body: { name: 'Changed', userType: 'DEALER', roleIds: [] },
    });
    expect(taking.body.code).toBe(ERRORS.ROLE_HOLDS_MORE.code);
    // leaving the roles out leaves them as they are
    const kept = await call(t.app, ...routeOf(usersEndpoints.update, { id: dealer.id }), { token: domainAdmin.token, body: { name: 'Changed', userType: 'DEALER' } });
    expect(kept.body.data).toMatchObject({ name: 'Changed', roles: [{ id: mightier.id }] });
  });

  it('gives no built-in role as an account\'s own role', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const roles = (await call(t.app, ...routeOf(accessEndpoints.rolePage), { token: admin.token, body: { key: 'DEFAULT_DOMAIN_ADMIN' } })).body.data.contents;
    const res = await create(admin.token, createBody({ roleIds: [roles[0].id] }));
    expect(res.status).toBe(404);
  });

  it('changes an account within reach: fields, company, roles and groups; not one above the caller', async () => {
    const { domainAdmin, admin } = await loggedInUsers(t, { domainAdmin: 'DOMAIN_ADMIN', admin: 'SYSTEM_ADMIN' });
    const dealer = await buildUser(t.db, { company: 'Free text garage' });
    const role = await buildRole(['PER_BULLETIN_PUBLISH']);
    const group = await buildGroup(t);
    const station = await companyId('T-STATION');
    const body = { name: 'Stan Station', userType: 'SERVICE_STATION', companyId: station, department: 'Workshop', mobileNo: '13800138000', roleIds: [role.id], groupIds: [group.id] };
    const res = await call(t.app, ...routeOf(usersEndpoints.update, { id: dealer.id }), { token: domainAdmin.token, body });
    expect(res.body.data).toMatchObject({ name: 'Stan Station', userType: 'SERVICE_STATION', company: 'Test Service Station', companyId: station, roles: [{ id: role.id }], groups: [{ id: group.id }] });
    const detail = await call(t.app, ...routeOf(usersEndpoints.adminDetail, { id: dealer.id }), { token: domainAdmin.token });
    expect(detail.body.data).toEqual(res.body.data);
    // unlinked from the list, the company name goes with it
    const unlinked = await call(t.app, ...routeOf(usersEndpoints.update, { id: dealer.id }), { token: domainAdmin.token, body: { ...body, companyId: null, roleIds: [], groupIds: [] } });
    expect(unlinked.body.data).toMatchObject({ company: '', companyId: null, roles: [], groups: [] });
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.userId, dealer.id))).toEqual([]);

    const above = await call(t.app, ...routeOf(usersEndpoints.update, { id: admin.id }), { token: domainAdmin.token, body: { name: 'Hijacked', userType: 'SYSTEM_ADMIN' } });
    expect(above.body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    const self = await call(t.app, ...routeOf(usersEndpoints.update, { id: domainAdmin.id }), { token: domainAdmin.token, body: { name: 'Me', userType: 'DOMAIN_ADMIN' } });
    expect(self.body.code).toBe(ERRORS.CANNOT_CHANGE_SELF.code);
    expect((await userRow(t.db, admin.id)).name).not.toBe('Hijacked');
  });

  it('changes the type of several accounts, all or none', async () => {
    const { domainAdmin } = await loggedInUsers(t, { domainAdmin: 'DOMAIN_ADMIN' });
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const admin = await buildUser(t.db, { userType: 'SYSTEM_ADMIN' });
    const change = (ids: string[], userType: string) => call(t.app, ...routeOf(usersEndpoints.changeType), { token: domainAdmin.token, body: { ids, userType } });
    expect((await change([a.id, admin.id], 'CUSTOMER')).body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    expect((await userRow(t.db, a.id)).userType).toBe('DEALER');
    expect((await change([a.id], 'SYSTEM_ADMIN')).body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    expect((await change([a.id, b.id], 'CUSTOMER')).body.data).toEqual({ changed: 2 });
    expect([(await userRow(t.db, a.id)).userType, (await userRow(t.db, b.id)).userType]).toEqual(['CUSTOMER', 'CUSTOMER']);
  });
});

describe('passwords', () => {
  it('sets an account\'s password: the new one works and the account\'s sessions end', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const dealer = await loggedInUser(t, 'DEALER');
    const weak = await call(t.app, ...routeOf(usersEndpoints.setPassword, { id: dealer.id }), { token: admin.token, body: { password: encrypt(t.app, 'short') } });
    expect(weak.body.code).toBe(ERRORS.PASSWORD_WEAK.code);
    const res = await call(t.app, ...routeOf(usersEndpoints.setPassword, { id: dealer.id }), { token: admin.token, body: { password: encrypt(t.app, PASSWORD) } });
    expect(res.body).toEqual({ success: true, data: null });
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: dealer.token })).status).toBe(401);
    expect(await login(t.app, dealer.username, PASSWORD)).toBeTruthy();
    const higher = await buildUser(t.db, { userType: 'SYSTEM_ADMIN' });
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const refused = await call(t.app, ...routeOf(usersEndpoints.setPassword, { id: higher.id }), { token: domainAdmin.token, body: { password: encrypt(t.app, PASSWORD) } });
    expect(refused.body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
  });

  it('mails the recovery code: the account\'s owner sets a new password with it', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const dealer = await buildUser(t.db);
    const sent = await call(t.app, ...routeOf(usersEndpoints.sendResetMail, { id: dealer.id }), { token: admin.token, lang: 'de' });
    expect(sent.body.data.sentTo).toMatch(/@test\.example\.com$/);
    const code = await lastCodeSentTo(t.db, `${dealer.username}@test.example.com`);
    const ticket = await call(t.app, ...routeOf(usersEndpoints.validateCode), { body: { username: dealer.username, code } });
    expect(ticket.body.success).toBe(true);
    await call(t.app, ...routeOf(usersEndpoints.resetPassword, { id: dealer.id }), { body: { ticket: ticket.body.data.ticket, password: encrypt(t.app, PASSWORD) } });
    expect(await login(t.app, dealer.username, PASSWORD)).toBeTruthy();
    const again = await call(t.app, ...routeOf(usersEndpoints.sendResetMail, { id: dealer.id }), { token: admin.token });
    expect(again.body.code).toBe(ERRORS.VERIFY_CODE_TOO_FREQUENT.code);
    const noMail = await buildUser(t.db, { email: '' });
    expect((await call(t.app, ...routeOf(usersEndpoints.sendResetMail, { id: noMail.id }), { token: admin.token })).body.code).toBe(ERRORS.USER_HAS_NO_EMAIL.code);
  });
});

describe('the list, its export, companies and the picker', () => {
  it('filters by companies (array without indices) and by disabled; the export takes the same filters', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const [dealerCo, stationCo] = [await companyId('T-DEALER'), await companyId('T-STATION')];
    const make = async (companyIdValue: string) => {
      const res = await create(admin.token, createBody({ companyId: companyIdValue, name: 'Listed' }));
      return res.body.data.id as string;
    };
    const [d1, s1] = [await make(dealerCo), await make(stationCo)];
    await call(t.app, ...routeOf(usersEndpoints.setDisabled, { id: s1 }), { token: admin.token, body: { disabled: true } });
    const both = await call(t.app, ...routeOf(usersEndpoints.adminPage, undefined, `companyId=${dealerCo}&companyId=${stationCo}&pageSize=200`), { token: admin.token });
    const ids = both.body.data.contents.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([d1, s1]));
    const disabled = await call(t.app, ...routeOf(usersEndpoints.adminPage, undefined, `companyId=${stationCo}&disabled=true`), { token: admin.token });
    expect(disabled.body.data.contents.map((u: { id: string }) => u.id)).toEqual([s1]);

    const exported = await call(t.app, ...routeOf(usersEndpoints.exportList), { token: admin.token, lang: 'zh-CN', body: { companyId: [stationCo], disabled: 'true' } });
    expect(exported.raw.headers['content-type']).toContain('spreadsheetml');
    const rows = sheetRows(await firstSheet(exported.raw.rawPayload));
    expect(rows[0].slice(0, 3)).toEqual(['账号', '姓名', '用户类型']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining(['DEALER', 'T-STATION', 'Test Service Station', '是']));
  });

  it('finds a keyword in any one field, whatever its case, and counts up to the cap', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const tag = unique('kw');
    // written directly: a thousand accounts through the service would hash a thousand passwords
    await t.db.insert(users).values(Array.from({ length: USER_LIST_COUNT_CAP + 1 }, (_, i) => ({
      username: `${tag}-${i}`, name: `Müller ${i}`, userType: 'DEALER', company: `${tag} Garage`, email: `m${i}@${tag}.example.com`, passwordHash: '!',
    })));
    const list = (key: string) => call(t.app, ...routeOf(usersEndpoints.adminPage), { token: admin.token, query: { key } });
    expect((await list(`${tag} GARAGE`)).body.data).toMatchObject({ count: USER_LIST_COUNT_CAP, countCapped: true });
    // the last page, one short of full, knows the count is past the cap too
    const last = await call(t.app, ...routeOf(usersEndpoints.adminPage), { token: admin.token, query: { key: `${tag} garage`, page: '101', pageSize: '10' } });
    expect(last.body.data).toMatchObject({ count: USER_LIST_COUNT_CAP, countCapped: true, contents: [{ username: `${tag}-999` }] });
    const one = await list('MÜLLER 7');
    expect(one.body.data.contents.length).toBe(10);
    expect(one.body.data.contents.every((u: { name: string }) => u.name.startsWith('Müller 7'))).toBe(true);
    expect((await list(`m12@${tag.toUpperCase()}`)).body.data).toMatchObject({ count: 1, countCapped: false, contents: [{ username: `${tag}-12` }] });
    // no match across two fields (the end of a name and the start of the company)
    expect((await list(`1000 ${tag}`)).body.data).toMatchObject({ count: 0, countCapped: false });
    // a one-character Chinese surname (no trigram in it) finds its accounts; the characters must stand together
    await t.db.insert(users).values([
      { username: `${tag}-wxm`, name: '王小明', userType: 'DEALER', company: `${tag} 服务站`, passwordHash: '!' },
      { username: `${tag}-lm`, name: '李明', userType: 'DEALER', company: `${tag} 王氏车行`, passwordHash: '!' },
    ]);
    const names = async (key: string) => (await list(key)).body.data.contents.filter((u: { username: string }) => u.username.startsWith(tag)).map((u: { name: string }) => u.name).sort();
    expect(await names('王')).toEqual(['李明', '王小明']);
    expect(await names('王小')).toEqual(['王小明']);
    expect(await names('王明')).toEqual([]);
  });

  it('lists the companies with their kind, and picks accounts by key', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const list = (await call(t.app, ...routeOf(usersEndpoints.companies), { token: admin.token })).body.data;
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'T-CLOSED', kind: 'DEALER', enabled: false })]));
    const someone = await buildUser(t.db, { company: 'Pickable Garage' });
    const picked = await call(t.app, ...routeOf(usersEndpoints.pick), { token: admin.token, query: { key: 'pickable' } });
    expect(picked.body.data).toEqual({ count: 1, countCapped: false, contents: [{ id: someone.id, username: someone.username, name: `Test ${someone.username}`, userType: 'DEALER', company: 'Pickable Garage' }] });
  });

  it('answers 401 without a token and 403 to a dealer on every administration call', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const id = dealer.id;
    const calls = [
      routeOf(usersEndpoints.adminDetail, { id }), routeOf(usersEndpoints.create), routeOf(usersEndpoints.update, { id }),
      routeOf(usersEndpoints.setPassword, { id }), routeOf(usersEndpoints.sendResetMail, { id }), routeOf(usersEndpoints.changeType),
      routeOf(usersEndpoints.companies), routeOf(usersEndpoints.groupsOfUser, { id }), routeOf(usersEndpoints.pick),
      routeOf(usersEndpoints.exportList), routeOf(usersEndpoints.importTemplate), routeOf(usersEndpoints.importCheck),
      routeOf(usersEndpoints.importConfirm),
    ];
    for (const route of calls) {
      expect((await call(t.app, ...route)).status, route.join(' ')).toBe(401);
      expect((await call(t.app, ...route, { token: dealer.token })).status, route.join(' ')).toBe(403);
    }
  });
});

describe('the import', () => {
  const EN = SHEET_WORDS['en-US'].headers;
  const sheet = (rows: string[][], headers: string[] = USER_IMPORT_COLUMNS.map((c) => EN[c])) =>
    xlsxBuffer([{ name: 'Users', columns: headers.map((header) => ({ header })), rows: [rows] }]);
  const upload = async (token: string, data: Buffer, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    (await multipartCall(t.app, routeOf(usersEndpoints.importCheck)[1], [{ name: 'file', fileName: 'users.xlsx', data }], token, undefined, lang));
  const confirm = (token: string, stagingId: string, overwrite: boolean) =>
    call(t.app, ...routeOf(usersEndpoints.importConfirm), { token, query: { stagingId, overwrite: String(overwrite) } });
  const row = (username: string, fields: Partial<Record<(typeof USER_IMPORT_COLUMNS)[number], string>> = {}) =>
    USER_IMPORT_COLUMNS.map((c) => ({ username, name: `Name ${username}`, userType: 'DEALER', company: 'T-DEALER', department: '', email: '', mobileNo: '', countryCode: 'cn', ...fields })[c]);

  it('refuses three rows with one bad one as a whole: the bad row listed in the caller\'s language, nothing written', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const names = [unique('imp'), unique('imp'), unique('imp')];
    const data = await sheet([row(names[0]), row(names[1], { userType: 'NOBODY' }), row(names[2])]);
    const res = await upload(admin.token, data, 'zh-CN');
    expect(res.body).toMatchObject({ success: false, code: ERRORS.USER_IMPORT_FAILED.code, message: '导入用户失败：1 行有错误，未写入任何数据' });
    expect(refusedRows(res)).toEqual([{ row: 3, column: '用户类型', value: 'NOBODY', message: '用户类型“NOBODY”无效' }]);
    expect((await t.db.select({ n: count() }).from(users).where(inArray(users.username, names)))[0].n).toBe(0);
    expect((await t.db.select({ n: count() }).from(userImportStagings).where(eq(userImportStagings.ownerId, admin.id)))[0].n).toBe(0);
  });

  it('checks first, asks about existing accounts, then writes all rows: leaving or overwriting the existing ones', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const existing = await buildUser(t.db, { userType: 'CUSTOMER' });
    const fresh = unique('imp');
    const data = await sheet([row(fresh, { email: `${fresh}@x.example.com`, mobileNo: '13800138000' }), row(existing.username, { name: 'Overwritten', userType: 'SERVICE_STATION' })]);
    const check = await upload(admin.token, data);
    expect(check.body.data).toMatchObject({ rows: 2, existing: [existing.username] });
    // nothing written before the confirmation
    expect(await accountCount(fresh)).toBe(0);
    const left = await confirm(admin.token, check.body.data.stagingId, false);
    expect(left.body.data).toEqual({ created: 1, updated: 0, skipped: 1 });
    // both steps are in the operation log, the confirmation (a GET that writes) too
    const logged = await t.db.select({ method: operationLogs.httpMethod, url: operationLogs.url, objectRef: operationLogs.objectRef }).from(operationLogs)
      .where(eq(operationLogs.operatorId, admin.id)).orderBy(desc(operationLogs.id)).limit(2);
    expect(logged).toEqual([
      { method: 'GET', url: routeOf(usersEndpoints.importConfirm)[1], objectRef: 'User' },
      { method: 'POST', url: routeOf(usersEndpoints.importCheck)[1], objectRef: 'User' },
    ]);
    expect((await userRow(t.db, existing.id)).name).toBe(`Test ${existing.username}`);
    const [created] = await t.db.select().from(users).where(eq(users.username, fresh));
    expect(created).toMatchObject({ userType: 'DEALER', company: 'Test Dealer Motors', countryCode: 'CN', mobileNo: '13800138000' });
    // spent: a second confirmation finds nothing
    expect((await confirm(admin.token, check.body.data.stagingId, true)).body.code).toBe(ERRORS.USER_IMPORT_EXPIRED.code);

    const again = await upload(admin.token, data);
    expect(again.body.data.existing.sort()).toEqual([existing.username, fresh].sort());
    const over = await confirm(admin.token, again.body.data.stagingId, true);
    expect(over.body.data).toEqual({ created: 0, updated: 2, skipped: 0 });
    expect(await userRow(t.db, existing.id)).toMatchObject({ name: 'Overwritten', userType: 'SERVICE_STATION', company: 'Test Dealer Motors' });
    // an imported account has no password until one is set or mailed
    await expect(login(t.app, fresh, PASSWORD)).rejects.toThrow();
  });

  it('lists rows out of the caller\'s reach, unknown companies, duplicates and bad cells', async () => {
    const { domainAdmin } = await loggedInUsers(t, { domainAdmin: 'DOMAIN_ADMIN' });
    const admin = await buildUser(t.db, { userType: 'SYSTEM_ADMIN' });
    const a = unique('imp');
    const data = await sheet([
      row(a), row(a.toUpperCase()), row(unique('imp'), { userType: 'SYSTEM_ADMIN' }), row(admin.username),
      row(unique('imp'), { company: 'T-CLOSED' }), row('x', { email: 'not-mail', mobileNo: '12', countryCode: 'CHN' }),
    ]);
    const res = await upload(domainAdmin.token, data);
    expect(res.body.code).toBe(ERRORS.USER_IMPORT_FAILED.code);
    const problems = refusedRows(res).map((e: { row: number; column: string }) => `${e.row} ${e.column}`);
    expect(problems).toEqual(['3 Account', '4 User type', '5 Account', '6 Company code', '7 Account', '7 E-mail', '7 Mobile', '7 Country code']);
    expect(refusedRows(res)[1].message).toBe(ERRORS.USER_OF_HIGHER_TYPE.message['en-US']);
  });

  it('takes the template\'s header in another language, refuses a sheet of another template', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const template = await call(t.app, ...routeOf(usersEndpoints.importTemplate), { token: admin.token, lang: 'de' });
    const headers = sheetRows(await firstSheet(template.raw.rawPayload))[0];
    expect(headers).toEqual(USER_IMPORT_COLUMNS.map((c) => SHEET_WORDS.de.headers[c]));
    const german = await upload(admin.token, await sheet([row(unique('imp'))], headers as string[]));
    expect(german.body.success).toBe(true);
    const other = await upload(admin.token, await sheet([row(unique('imp'))], ['role', 'username']));
    expect(other.body.code).toBe(ERRORS.USER_IMPORT_UNREADABLE.code);
  });

  it('lets only the uploader confirm a checked sheet', async () => {
    const [owner, other] = [await loggedInUser(t, 'SYSTEM_ADMIN'), await loggedInUser(t, 'SYSTEM_ADMIN')];
    const name = unique('imp');
    const check = await upload(owner.token, await sheet([row(name)]));
    const intruder = await confirm(other.token, check.body.data.stagingId, true);
    expect(intruder.body.code).toBe(ERRORS.USER_IMPORT_EXPIRED.code);
    expect(await accountCount(name)).toBe(0);
    expect((await confirm(owner.token, check.body.data.stagingId, true)).body.data).toEqual({ created: 1, updated: 0, skipped: 0 });
  });

  it('refuses at the confirmation what changed since the check, writing nothing', async () => {
    const { domainAdmin } = await loggedInUsers(t, { domainAdmin: 'DOMAIN_ADMIN' });
    const target = await buildUser(t.db);
    const name = unique('imp');
    const check = await upload(domainAdmin.token, await sheet([row(name), row(target.username)]));
    expect(check.body.data.existing).toEqual([target.username]);
    // the existing account became a system administrator meanwhile
    await t.db.update(users).set({ userType: 'SYSTEM_ADMIN' }).where(eq(users.id, target.id));
    const res = await confirm(domainAdmin.token, check.body.data.stagingId, true);
    expect(res.body).toMatchObject({ code: ERRORS.USER_IMPORT_FAILED.code, errorData: [{ row: 3 }] });
    expect(await accountCount(name)).toBe(0);
    expect((await t.db.select().from(users).where(and(eq(users.id, target.id), sql`${users.name} like 'Name %'`)))).toEqual([]);
  });
});

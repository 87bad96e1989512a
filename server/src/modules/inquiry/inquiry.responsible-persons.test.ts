import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  ERRORS, RESPONSIBLE_IMPORT_COLUMNS, RESPONSIBLE_IMPORT_MAX_MB, RESPONSIBLE_IMPORT_MAX_ROWS, RESPONSIBLE_IMPORT_MAX_UNPACKED_MB, pathOf, responsiblePersonsEndpoints, routeOf,
} from '@portal/contract';
import { buildUser, call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { cellBomb, lyingAboutSize, rowBomb } from '../../test/sheet-bombs.js';
import { users } from '../users/users.tables.js';
import { routeForArea } from './inquiry.responsible-persons.service.js';
import { responsiblePersons } from './inquiry.responsible-persons.tables.js';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['national', 'guangdong', 'shenzhen', 'gdLeader', 'szLeader', 'bjLeader', 'expert', 'zhejiang']) {
    ids[key] = (await buildUser(t.db, { userType: 'INNER_USER' })).id;
  }
  await t.db.insert(responsiblePersons).values([
    { role: 'PROCESSOR', userId: ids.national },
    { role: 'PROCESSOR', userId: ids.guangdong, provinceCode: '44' },
    { role: 'PROCESSOR', userId: ids.shenzhen, provinceCode: '44', cityCode: '4403' },
    { role: 'PROCESSOR', userId: ids.zhejiang, provinceCode: '33' },
    { role: 'LEADER', userId: ids.gdLeader, provinceCode: '44' },
    { role: 'LEADER', userId: ids.szLeader, provinceCode: '44', cityCode: '4403' },
    { role: 'LEADER', userId: ids.bjLeader, provinceCode: '11' },
    { role: 'EXPERT', userId: ids.expert, provinceCode: '44', cityCode: '4403', department: 'Battery' },
  ]);
});
afterAll(() => t?.close());

describe('routeForArea', () => {
  it('routes a city with its own processor to that processor, with the leaders of city and province', async () => {
    const r = await routeForArea(t.db, { provinceCode: '44', cityCode: '4403' });
    expect(r?.processorId).toBe(ids.shenzhen);
    expect(r?.leaderIds).toEqual([ids.gdLeader, ids.szLeader].sort());
  });

  it('routes another city of the province to the province processor, without the other city\'s leader', async () => {
    const r = await routeForArea(t.db, { provinceCode: '44', cityCode: '4401' });
    expect(r).toEqual({ processorId: ids.guangdong, leaderIds: [ids.gdLeader] });
  });

  it('falls back to the processor for every area when the province has none', async () => {
    expect(await routeForArea(t.db, { provinceCode: '11', cityCode: '110101' })).toEqual({ processorId: ids.national, leaderIds: [ids.bjLeader] });
  });

  it('skips a disabled processor and answers null when nobody is left to route to', async () => {
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, ids.zhejiang));
    expect((await routeForArea(t.db, { provinceCode: '33' }))?.processorId).toBe(ids.national);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, ids.national));
    expect(await routeForArea(t.db, { provinceCode: '33' })).toBeNull();
  });

  it('never routes to an expert', async () => {
    const r = await routeForArea(t.db, { provinceCode: '44', cityCode: '4403' });
    expect(r?.processorId).not.toBe(ids.expert);
    expect(r?.leaderIds).not.toContain(ids.expert);
  });
});

// ---------------------------------------------------------------- routes and import

const BOUNDARY = '----responsible-import';
async function upload(token: string, data: Buffer, lang = 'en-US') {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="persons.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: pathOf(responsiblePersonsEndpoints.import), payload, headers: { token, 'accept-language': lang, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  return { status: res.statusCode, body: res.json() };
}

async function sheet(rows: string[][], header: string[] = [...RESPONSIBLE_IMPORT_COLUMNS]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('persons');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('responsible person routes', () => {
  let admin: string;
  let handler: Awaited<ReturnType<typeof loggedInUser>>;
  let dealer: string;
  let people: Record<string, { id: string; username: string }>;

  beforeAll(async () => {
    admin = (await loggedInUser(t, 'DOMAIN_ADMIN')).token;
    handler = await loggedInUser(t, 'INNER_USER');
    dealer = (await loggedInUser(t, 'DEALER')).token;
    people = {};
    for (const key of ['p1', 'p2', 'e1', 'e2', 'l1']) people[key] = await buildUser(t.db, { userType: 'INNER_USER' });
  });

  it('imports a sheet of processors, experts and leaders, by codes or names; a second import changes nothing', async () => {
    const rows = [
      ['PROCESSOR', people.p1.username, '浙江省', '杭州市', ''],
      ['processor', people.p2.username.toUpperCase(), '32', '', ''],
      ['EXPERT', people.e1.username, '', '', 'Battery systems'],
      ['EXPERT', people.e2.username, '44', '4401', 'Brakes'],
      ['LEADER', people.l1.username, '33', '', 'After-sales'],
    ];
    const first = await upload(admin, await sheet(rows));
    expect(first.body).toMatchObject({ success: true, data: { imported: 5, unchanged: 0 } });
    expect((await routeForArea(t.db, { provinceCode: '33', cityCode: '3301' }))).toEqual({ processorId: people.p1.id, leaderIds: [people.l1.id] });
    const again = await upload(admin, await sheet(rows));
    expect(again.body.data).toEqual({ imported: 0, unchanged: 5 });
  });

  it('refuses the whole file with every bad row, its column and reason, and writes nothing', async () => {
    const [{ n: before }] = await t.db.select({ n: count() }).from(responsiblePersons);
    const res = await upload(admin, await sheet([
      ['EXPERT', people.e2.username, '', '', 'Motors'],
      ['BOSS', people.e1.username, '', '', ''],
      ['EXPERT', 'nobody-here', '', '', ''],
      ['LEADER', people.l1.username, '99', '', ''],
      ['LEADER', people.l1.username, '', '4403', ''],
      ['LEADER', people.l1.username, '44', '3301', ''],
      ['PROCESSOR', people.e1.username, '33', '3301', ''],
      ['EXPERT', people.e2.username, '', '', 'Motors'],
    ]), 'zh-CN');
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe(ERRORS.RESPONSIBLE_IMPORT_FAILED.code);
    expect(res.body.errorData.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [3, 'role'], [4, 'username'], [5, 'provinceCode'], [6, 'cityCode'], [7, 'cityCode'], [8, 'username'], [9, 'username'],
    ]);
    expect(res.body.errorData[0].message).toContain('BOSS');
    expect(res.body.errorData[5].message).toContain(people.p1.username);
    const [{ n: after }] = await t.db.select({ n: count() }).from(responsiblePersons);
    expect(after).toBe(before);
  });

  it('refuses a file that is not the template', async () => {
    expect((await upload(admin, Buffer.from('not a workbook'))).body.code).toBe(ERRORS.RESPONSIBLE_IMPORT_UNREADABLE.code);
    expect((await upload(admin, await sheet([], ['name', 'area'])))).toMatchObject({ body: { code: ERRORS.RESPONSIBLE_IMPORT_UNREADABLE.code } });
  });

  it('refuses a 500,000-row sheet by what it unpacks to, or at the row cap when its directory hides that, naming the limit in the caller\'s language; writes nothing (issue 21)', async () => {
    const [{ n: before }] = await t.db.select({ n: count() }).from(responsiblePersons);
    const bomb = await rowBomb(RESPONSIBLE_IMPORT_COLUMNS, ['EXPERT', people.e1.username], 500_000);
    expect((await upload(admin, bomb, 'de')).body).toEqual({
      success: false, code: ERRORS.IMPORT_UNPACKED_TOO_LARGE.code, message: `Die Arbeitsmappe ist entpackt größer als ${RESPONSIBLE_IMPORT_MAX_UNPACKED_MB} MB und kann nicht importiert werden`,
    });
    expect((await upload(admin, lyingAboutSize(bomb), 'de')).body).toEqual({
      success: false, code: ERRORS.IMPORT_TOO_MANY_ROWS.code, message: `Das Blatt hat mehr als ${RESPONSIBLE_IMPORT_MAX_ROWS} Zeilen: ein Import nimmt höchstens ${RESPONSIBLE_IMPORT_MAX_ROWS} Zeilen`,
    });
    const [{ n: after }] = await t.db.select({ n: count() }).from(responsiblePersons);
    expect(after).toBe(before);
  });

  it('refuses a one-cell workbook that unpacks past the limit while inflating it, and an upload over the size limit', async () => {
    const bomb = lyingAboutSize(await cellBomb(RESPONSIBLE_IMPORT_COLUMNS, RESPONSIBLE_IMPORT_MAX_UNPACKED_MB + 5));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await upload(admin, bomb, 'zh-CN')).body).toEqual({
      success: false, code: ERRORS.IMPORT_UNPACKED_TOO_LARGE.code, message: `工作簿解压后超过 ${RESPONSIBLE_IMPORT_MAX_UNPACKED_MB} MB，无法导入`,
    });
    const big = await upload(admin, Buffer.alloc(RESPONSIBLE_IMPORT_MAX_MB * 1024 * 1024 + 1));
    expect(big.body).toEqual({ success: false, code: ERRORS.IMPORT_FILE_TOO_LARGE.code, message: `The file is larger than ${RESPONSIBLE_IMPORT_MAX_MB} MB and cannot be imported` });
  });

  it('lists a group with area names and, for processors, the area leaders; deletes an entry', async () => {
    const res = await call(t.app, ...routeOf(responsiblePersonsEndpoints.list), { token: admin, body: { role: 'PROCESSOR', keyword: '杭州' }, lang: 'zh-CN' });
    expect(res.body.data.count).toBe(1);
    expect(res.body.data.contents[0]).toMatchObject({ username: people.p1.username, areaName: '浙江省 杭州市', processorTypeDesc: '处理组', leaderUsername: people.l1.username });
    const experts = await call(t.app, ...routeOf(responsiblePersonsEndpoints.list), { token: admin, body: { role: 'EXPERT', keyword: 'battery systems' } });
    expect(experts.body.data.contents.map((r: { username: string }) => r.username)).toEqual([people.e1.username]);
    const id = experts.body.data.contents[0].id;
    expect((await call(t.app, ...routeOf(responsiblePersonsEndpoints.remove, { id }), { token: admin })).body.success).toBe(true);
    expect((await call(t.app, ...routeOf(responsiblePersonsEndpoints.remove, { id }), { token: admin })).body.code).toBe(ERRORS.RESPONSIBLE_PERSON_NOT_FOUND.code);
  });

  it('shows the form who its area goes to', async () => {
    const res = await call(t.app, ...routeOf(responsiblePersonsEndpoints.processor), { token: dealer, body: { provinceCode: '33', cityCode: '3301' } });
    expect(res.body.data).toMatchObject({ processorId: people.p1.id, processorUsername: people.p1.username });
    expect((await call(t.app, ...routeOf(responsiblePersonsEndpoints.processor), { token: dealer, body: { provinceCode: '65' } })).body.data).toBeNull();
  });

  it('finds experts for the assignee search by keyword and department, handlers only', async () => {
    const res = await call(t.app, ...routeOf(responsiblePersonsEndpoints.assignees), { token: handler.token, body: { department: 'brakes' } });
    expect(res.body.data.contents).toEqual([expect.objectContaining({ userId: people.e2.id, areaName: 'Guangdong Sheng Guangzhou Shi', role: 'EXPERT' })]);
    const all = await call(t.app, ...routeOf(responsiblePersonsEndpoints.experts), { token: handler.token, body: {} });
    expect(all.body.data.map((a: { userId: string }) => a.userId)).toContain(people.e2.id);
    expect((await call(t.app, ...routeOf(responsiblePersonsEndpoints.assignees), { token: dealer, body: {} })).body.code).toBe(ERRORS.NO_PERMISSION.code);
  });

  it('keeps management to those with the processor-management permission', async () => {
    expect((await call(t.app, ...routeOf(responsiblePersonsEndpoints.list), { token: handler.token, body: { role: 'EXPERT' } })).body.code).toBe(ERRORS.NO_PERMISSION.code);
    expect((await upload(handler.token, await sheet([]))).body.code).toBe(ERRORS.NO_PERMISSION.code);
  });

  it('serves the import template with the expected header', async () => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(responsiblePersonsEndpoints.importTemplate), headers: { token: admin } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(1).values as string[]).slice(1)).toEqual([...RESPONSIBLE_IMPORT_COLUMNS]);
  });

  it('adds, edits and refuses single entries like the import does, in the caller\'s language', async () => {
    const add = (body: Record<string, unknown>, token = admin, lang: 'en-US' | 'de' = 'en-US') => call(t.app, ...routeOf(responsiblePersonsEndpoints.add), { token, body, lang });
    const added = await add({ role: 'PROCESSOR', username: ` ${people.p2.username.toUpperCase()} `, provinceCode: '65' });
    expect(added.body.success).toBe(true);
    expect(await routeForArea(t.db, { provinceCode: '65', cityCode: '6501' })).toMatchObject({ processorId: people.p2.id });
    // the area is taken: named by its processor
    const taken = await add({ role: 'PROCESSOR', username: people.e2.username, provinceCode: '65' });
    expect(taken.body).toMatchObject({ success: false, code: ERRORS.AREA_HAS_PROCESSOR.code });
    expect(taken.body.message).toContain(`Test ${people.p2.username}`);
    expect((await add({ role: 'PROCESSOR', username: people.p2.username, provinceCode: '65' })).body.code).toBe(ERRORS.RESPONSIBLE_PERSON_EXISTS.code);
    const unknown = await add({ role: 'EXPERT', username: 'nobody-here' }, admin, 'de');
    expect(unknown.body).toMatchObject({ code: ERRORS.RESPONSIBLE_USER_UNKNOWN.code, message: 'Kein Benutzer „nobody-here“' });
    expect((await add({ role: 'LEADER', username: people.l1.username, provinceCode: '99' })).body.code).toBe(ERRORS.RESPONSIBLE_AREA_UNKNOWN.code);
    // the shared schema: a city of another province, or a city without one, is malformed
    expect((await add({ role: 'LEADER', username: people.l1.username, provinceCode: '65', cityCode: '4403' })).status).toBe(555);
    expect((await add({ role: 'LEADER', username: people.l1.username, cityCode: '4403' })).status).toBe(555);
    expect((await add({ role: 'EXPERT', username: people.e2.username, department: 'x'.repeat(101) })).status).toBe(555);

    const id = added.body.data.id;
    const put = (entryId: string, body: Record<string, unknown>) => call(t.app, ...routeOf(responsiblePersonsEndpoints.update, { id: entryId }), { token: admin, body });
    expect((await put(id, { role: 'PROCESSOR', username: people.p2.username, provinceCode: '65', cityCode: '6501', department: 'West' })).body.success).toBe(true);
    const [row] = await t.db.select().from(responsiblePersons).where(eq(responsiblePersons.id, id));
    expect(row).toMatchObject({ role: 'PROCESSOR', userId: people.p2.id, provinceCode: '65', cityCode: '6501', department: 'West' });
    // moving it onto an area another processor holds is refused, and nothing changes
    expect((await put(id, { role: 'PROCESSOR', username: people.p2.username, provinceCode: '44', cityCode: '4403' })).body.code).toBe(ERRORS.AREA_HAS_PROCESSOR.code);
    expect((await t.db.select().from(responsiblePersons).where(eq(responsiblePersons.id, id)))[0].cityCode).toBe('6501');
    // the entry may keep its own area when edited
    expect((await put(id, { role: 'PROCESSOR', username: people.p2.username, provinceCode: '65', cityCode: '6501', department: '' })).body.success).toBe(true);
    expect((await put(crypto.randomUUID(), { role: 'EXPERT', username: people.p2.username })).body.code).toBe(ERRORS.RESPONSIBLE_PERSON_NOT_FOUND.code);
    // management permission only
    expect((await add({ role: 'EXPERT', username: people.e2.username }, handler.token)).body.code).toBe(ERRORS.NO_PERMISSION.code);
    expect((await call(t.app, ...routeOf(responsiblePersonsEndpoints.update, { id }), { token: dealer, body: { role: 'EXPERT', username: people.e2.username } })).body.code).toBe(ERRORS.NO_PERMISSION.code);
  });
});

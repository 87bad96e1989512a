import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { LIMITS, inquiryEndpoints, pathOf } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { inquiryForms } from './inquiry.tables.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof loggedInUser>>;
let dealer: Person, admin: Person;
const CAP = LIMITS.inquiryListCountCap;
const api = (who: Person, url: string, body: unknown) => call(t.app, 'POST', url, { token: who.token, body });

/** Inquiries written straight into the table (the list's cap needs more of them than the workflow makes quickly). */
async function insertMany(n: number, status: SQL, day: string, module = 'ELE') {
  await t.db.execute(sql`
    insert into inquiry_forms (form_no, status, creater_id, fault_module, created_at, updated_at)
    select 'IQT' || ${day} || lpad(g::text, 6, '0'), ${status}, ${dealer.id}, ${module}, ${day}::timestamptz + make_interval(secs => g), now()
      from generate_series(1, ${n}::int) g`);
}

const exact = async (from: string, to: string) => {
  const [row] = await t.db.select({ n: count() }).from(inquiryForms)
    .where(and(ne(inquiryForms.status, 'DRAFT'), gte(inquiryForms.createdAt, new Date(`${from}T00:00:00Z`)), lt(inquiryForms.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000))));
  return row.n;
};

beforeAll(async () => {
  t = await createTestApp();
  dealer = await loggedInUser(t, 'DEALER');
  admin = await loggedInUser(t, 'SYSTEM_ADMIN');
  await insertMany(CAP + 20, sql`case g % 10 when 1 then 'CLOSED' when 2 then 'DRAFT' else 'PENDING' end`, '2025-03-01');
}, 120_000);
afterAll(() => t?.close());

describe('inquiry list totals', () => {
  it('counts up to the cap and says when more match; under the cap the count is exact', async () => {
    const all = await api(dealer, pathOf(inquiryEndpoints.page), { pageSize: 10 });
    expect(all.body.data).toMatchObject({ count: CAP, countCapped: true });
    expect(all.body.data.contents).toHaveLength(10);
    const closed = await api(dealer, pathOf(inquiryEndpoints.page), { statusList: ['CLOSED'] });
    expect(closed.body.data).toMatchObject({ count: (CAP + 20) / 10, countCapped: false });
    const none = await api(dealer, pathOf(inquiryEndpoints.page), { vinCode: 'NO-SUCH-VIN' });
    expect(none.body.data).toEqual({ contents: [], count: 0, countCapped: false });
  });

  it('counts a whole last day, to its last second', async () => {
    await t.db.insert(inquiryForms).values({ formNo: 'IQT-LATE', status: 'PENDING', createrId: dealer.id, createdAt: new Date('2025-03-05T23:59:59.600Z') });
    const list = await api(dealer, pathOf(inquiryEndpoints.page), { createBegin: '2025-03-05', createEnd: '2025-03-05' });
    expect(list.body.data).toMatchObject({ count: 1, countCapped: false });
    const report = await api(admin, pathOf(inquiryEndpoints.statistics), { createBegin: '2025-03-05', createEnd: '2025-03-05' });
    expect(report.body.data.data.count).toBe(1);
  });
});

describe('statistics total (the daily counts)', () => {
  const total = async (body: object) => (await api(admin, pathOf(inquiryEndpoints.statistics), body)).body.data.data.count as number;

  it('equals the rows it stands for, after inserts, status changes, deletes and with other filters', async () => {
    await insertMany(30, sql`'PROCESSING'`, '2025-04-10', 'BAT');
    expect(await total({ createBegin: '2025-03-01', createEnd: '2025-04-30' })).toBe(await exact('2025-03-01', '2025-04-30'));
    // status changes move rows between the day's counts; drafts are never counted
    await t.db.update(inquiryForms).set({ status: 'SOLVED' }).where(eq(inquiryForms.formNo, 'IQT2025-04-10000001'));
    await t.db.update(inquiryForms).set({ status: 'DRAFT' }).where(eq(inquiryForms.formNo, 'IQT2025-04-10000002'));
    await t.db.update(inquiryForms).set({ faultName: 'edited, same status' }).where(eq(inquiryForms.formNo, 'IQT2025-04-10000003'));
    await t.db.delete(inquiryForms).where(eq(inquiryForms.formNo, 'IQT2025-04-10000004'));
    expect(await total({ createBegin: '2025-04-10', createEnd: '2025-04-10' })).toBe(28);
    expect(await total({ createBegin: '2025-04-10', createEnd: '2025-04-10', statusList: ['SOLVED'] })).toBe(1);
    expect(await total({ createBegin: '2025-04-10', createEnd: '2025-04-10', statusList: ['PROCESSING'] })).toBe(27);
    expect(await total({ createBegin: '2025-03-01', createEnd: '2025-04-30' })).toBe(await exact('2025-03-01', '2025-04-30'));
    // a filter the daily counts do not hold counts the rows
    expect(await total({ createBegin: '2025-03-01', createEnd: '2025-04-30', faultModule: 'BAT' })).toBe(28);
    // a full time as the end: the rows up to that time
    expect(await total({ createBegin: '2025-04-10', createEnd: '2025-04-10 00:00:10' })).toBe(8);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildUser, createTestApp, type TestApp } from '../../test/helpers.js';
import { users } from '../users/users.tables.js';
import { routeForArea } from './inquiry.responsible.js';
import { responsiblePersons } from './inquiry.responsible.tables.js';

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

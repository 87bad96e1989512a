import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { bulletins } from './bulletins.tables.js';
import { bulletinsEndpoints, routeOf } from '@portal/contract';

/** The read statistics' filters of the report's noticeQueryStatistics tab: status and a date range of validity start. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loggedInUser>>;
const tag = `Filter ${crypto.randomUUID().slice(0, 8)}`;
const audience = { userTypes: [], countries: [], models: [], vinRanges: [], productionDates: [], groups: [] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInUser(t, 'BULLETIN_ADMIN');
  const row = (theme: string, status: string, start: string) => ({
    theme: `${tag} ${theme}`, type: 'OTHER_BULLETIN', status, startTime: new Date(start), endTime: new Date('2031-01-01T00:00:00Z'),
    isPublic: true, audience, creatorId: admin.id,
  });
  await t.db.insert(bulletins).values([
    row('march draft', 'INIT', '2030-03-10T08:00:00Z'),
    row('march published', 'APPROVED', '2030-03-31T23:30:00Z'),
    row('april published', 'APPROVED', '2030-04-01T00:00:00Z'),
  ]);
});
afterAll(async () => { await t?.close(); });

const stats = async (query: Record<string, string>) => {
  const res = await call(t.app, ...routeOf(bulletinsEndpoints.statistics), { token: admin.token, query: { theme: tag, ...query } });
  return res.body.data.contents.map((r: { theme: string }) => r.theme.slice(tag.length + 1)).sort();
};

describe('bulletin read statistics filters', () => {
  it('filter by status and by the day the validity starts, both ends inclusive', async () => {
    expect(await stats({})).toEqual(['april published', 'march draft', 'march published']);
    expect(await stats({ status: 'APPROVED' })).toEqual(['april published', 'march published']);
    expect(await stats({ startDate: '2030-03-01', endDate: '2030-03-31' })).toEqual(['march draft', 'march published']);
    expect(await stats({ startDate: '2030-04-01' })).toEqual(['april published']);
    expect(await stats({ endDate: '2030-03-10', status: 'INIT' })).toEqual(['march draft']);
  });

  it('refuse an impossible date or an unknown status as a parameter error', async () => {
    const bad: Record<string, string>[] = [{ startDate: '2030-02-30' }, { endDate: '2030-13-01' }, { status: 'PUBLISHED' }];
    for (const query of bad) {
      expect((await call(t.app, ...routeOf(bulletinsEndpoints.statistics), { token: admin.token, query })).status).toBe(555);
    }
  });

  it('the export applies the same filters', async () => {
    const res = await call(t.app, ...routeOf(bulletinsEndpoints.exportStatistics), { token: admin.token, body: { theme: tag, status: 'APPROVED', startDate: '2030-04-01', endDate: '2030-04-30' } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const themes: string[] = [];
    sheet.eachRow((row, n) => { if (n > 1) themes.push(String(row.getCell(1).value)); });
    expect(themes).toEqual([`${tag} april published`]);
  });
});

import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { BULLETIN_TYPES, type TBulletinDetail, type TBulletinRow, type TBulletinStatisticsRow, bulletinsEndpoints, routeOf } from '@portal/contract';
import { createCatalogueTestApp } from '../../test/fixtures/catalogue.js';
import { bulletinLogs, bulletins } from '../../modules/bulletins/bulletins.tables.js';
import { call, expectSeedsOnce, fileTestApp, login } from '../../test/helpers.js';
import { DEMO_PASSWORD, seedDemo } from '../demo.js';
import { seedDemoBulletins } from './index.js';

const t = fileTestApp(createCatalogueTestApp, (app) => seedDemo(app.db));

describe('demo bulletins', () => {
  it('writes every type in every status through the workflow, once', async () => {
    await expectSeedsOnce(() => seedDemoBulletins(t.db), 10);
    const admin = await login(t.app, 'domain-admin', DEMO_PASSWORD);
    const all = (await call(t.app, ...routeOf(bulletinsEndpoints.page, undefined, 'scope=manage&pageSize=50'), { token: admin })).body.data.contents as TBulletinRow[];
    expect(all).toHaveLength(10);
    expect(new Set(all.map((b) => b.type))).toEqual(new Set(BULLETIN_TYPES));
    const states = new Set(all.map((b) => `${b.status}:${b.approveLevel}`));
    for (const s of ['INIT:0', 'REVIEWED:1', 'REVIEWED:2', 'APPROVED:0']) expect(states).toContain(s);
    // every step is in the log, as the services write it: a published one was created, published and approved twice
    const published = all.find((b) => b.type === 'MARKETING_ACTIVITIES' && b.status === 'APPROVED')!;
    const steps = await t.db.select({ action: bulletinLogs.action, level: bulletinLogs.level }).from(bulletinLogs).where(eq(bulletinLogs.bulletinId, published.id)).orderBy(bulletinLogs.at);
    expect(steps.map((s) => s.action).sort()).toEqual(['approve', 'approve', 'create', 'publish']);
    const sentBack = all.find((b) => b.type === 'MARKETING_ACTIVITIES' && b.status === 'INIT')!;
    const [{ n }] = await t.db.select({ n: count() }).from(bulletinLogs).where(eq(bulletinLogs.bulletinId, sentBack.id));
    expect(n).toBe(3);
  });

  it('gives the recall a range of demo VINs, the dealer reads it in the struct view, the statistics count the reads', async () => {
    const dealer = await login(t.app, 'dealer', DEMO_PASSWORD);
    const [recall] = await t.db.select().from(bulletins).where(eq(bulletins.type, 'RECALL_TYPE')).orderBy(bulletins.startTime);
    expect(recall.status).toBe('APPROVED');
    expect(recall.isTop).toBe(true);
    const range = recall.audience.vinRanges[0];
    const onVin = (await call(t.app, ...routeOf(bulletinsEndpoints.ofVin, { vin: range.from }), { token: dealer })).body.data as TBulletinRow[];
    expect(onVin.map((b) => b.id)).toContain(recall.id);
    expect(onVin.find((b) => b.id === recall.id)!.read).toBe(true);
    const detail = (await call(t.app, ...routeOf(bulletinsEndpoints.get, { id: recall.id }), { token: dealer })).body.data as TBulletinDetail;
    expect(detail.content).toContain('<ol>');
    // readable by the dealer: published, current, in its audience; the unpublished ones are not
    const readable = (await call(t.app, ...routeOf(bulletinsEndpoints.page, undefined, 'pageSize=50'), { token: dealer })).body.data.contents as TBulletinRow[];
    expect(readable.every((b) => b.status === 'APPROVED')).toBe(true);
    expect(readable.length).toBe(5);
    const admin = await login(t.app, 'domain-admin', DEMO_PASSWORD);
    const stats = (await call(t.app, ...routeOf(bulletinsEndpoints.statistics, undefined, 'pageSize=50'), { token: admin })).body.data.contents as TBulletinStatisticsRow[];
    const recallStats = stats.find((s) => s.id === recall.id)!;
    // dealer and station are its audience; the dealer has read it
    expect(recallStats).toMatchObject({ audienceCount: 2, readCount: 1, unreadCount: 1 });
    expect(stats.reduce((sum, s) => sum + s.readCount, 0)).toBe(6);
  });
});

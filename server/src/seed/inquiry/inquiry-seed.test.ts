import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { INQUIRY_STATUSES, inquiryEndpoints, routeOf } from '@portal/contract';
import { createCatalogueTestApp } from '../../test/fixtures/catalogue.js';
import { inquiryForms, inquiryReplies } from '../../modules/inquiry/inquiry.tables.js';
import { call, login, type TestApp } from '../../test/helpers.js';
import { DEMO_PASSWORD, seedDemo } from '../demo.js';
import { ensureFaultCatalogue, seedDemoRefdata } from '../refdata/index.js';
import { seedDemoInquiries } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  await seedDemo(t.db);
  await ensureFaultCatalogue(t.db);
  await seedDemoRefdata(t.db);
  await seedDemoInquiries(t.db);
}, 120_000);
afterAll(() => t?.close());

describe('demo inquiries', () => {
  it('seeds about 200 inquiries in every status, with replies, once', async () => {
    const byStatus = await t.db.select({ status: inquiryForms.status, n: count() }).from(inquiryForms).groupBy(inquiryForms.status);
    expect(byStatus.map((r) => r.status).sort()).toEqual([...INQUIRY_STATUSES].sort());
    expect(byStatus.reduce((s, r) => s + r.n, 0)).toBe(200);
    const [replies] = await t.db.select({ n: count() }).from(inquiryReplies);
    expect(replies.n).toBeGreaterThan(100);
    await seedDemoInquiries(t.db);
    const [again] = await t.db.select({ n: count() }).from(inquiryForms);
    expect(again.n).toBe(200);
  });

  it('gives the demo accounts a consistent workflow: the handler sees its work, the dealer rates closed ones', async () => {
    const handler = await login(t.app, 'handler', DEMO_PASSWORD);
    const tasks = await call(t.app, ...routeOf(inquiryEndpoints.workTasks), { token: handler, body: { pageSize: 50 } });
    expect(tasks.body.data.count).toBeGreaterThan(0);
    const dealer = await login(t.app, 'dealer', DEMO_PASSWORD);
    const closed = await call(t.app, ...routeOf(inquiryEndpoints.page), { token: dealer, body: { statusList: ['CLOSED'], pageSize: 1 } });
    const detail = await call(t.app, ...routeOf(inquiryEndpoints.detail, { id: closed.body.data.contents[0].id }), { token: dealer });
    expect(detail.body.data.ratings).not.toBeNull();
    expect(detail.body.data.durations.consume).toBeGreaterThan(0);
    const suspended = await t.db.select().from(inquiryForms).where(eq(inquiryForms.status, 'SUSPENDED')).limit(1);
    const log = await call(t.app, ...routeOf(inquiryEndpoints.statusLog), { token: handler, body: { objectId: suspended[0].id } });
    expect(log.body.data.contents.at(-1).toStatus).toBe('SUSPENDED');
  });
});

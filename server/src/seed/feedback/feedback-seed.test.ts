import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEEDBACK_STATUSES, type TFeedbackDetail, type TFeedbackStatisticsRow, feedbackEndpoints, routeOf } from '@portal/contract';
import { feedbacks } from '../../modules/feedback/feedback.tables.js';
import { call, createTestApp, expectSeedsOnce, fileTestApp, login } from '../../test/helpers.js';
import { DEMO_PASSWORD, seedDemo } from '../demo.js';
import { seedDemoFeedback } from './index.js';

const t = fileTestApp(createTestApp, (app) => seedDemo(app.db));

describe('demo feedback', () => {
  it('walks feedback into every state of the workflow, once, with its history', async () => {
    await expectSeedsOnce(() => seedDemoFeedback(t.db), 15);
    const rows = await t.db.select({ id: feedbacks.id, status: feedbacks.status, createdAt: feedbacks.createdAt, closedAt: feedbacks.closedAt, submittedAt: feedbacks.submittedAt }).from(feedbacks);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(FEEDBACK_STATUSES));
    for (const r of rows.filter((x) => x.status === 'CLOSED')) expect(r.closedAt!.getTime()).toBeGreaterThan(r.submittedAt!.getTime());

    // the one sent back by the audit and answered again: its history names every step in order
    const station = await login(t.app, 'station', DEMO_PASSWORD);
    const [charging] = await t.db.select({ id: feedbacks.id }).from(feedbacks).where(eq(feedbacks.title, 'Charging port shown with the old connector'));
    const detail = (await call(t.app, ...routeOf(feedbackEndpoints.get, { id: charging.id }), { token: station })).body.data as TFeedbackDetail;
    expect(detail.log.map((l) => l.action)).toEqual(['submit', 'assign', 'handle', 'reject', 'handle', 'pass', 'close']);
    expect(detail.handlerName).toBe('Hana Handler');
  });

  it('fills the closed-loop statistics and the lists of the demo accounts', async () => {
    const admin = await login(t.app, 'domain-admin', DEMO_PASSWORD);
    const stats = (await call(t.app, ...routeOf(feedbackEndpoints.closedLoop), { token: admin, body: {} })).body.data as TFeedbackStatisticsRow[];
    const total = stats.find((s) => s.feedbackType === 'TOTAL')!;
    expect(total).toMatchObject({ total: 14, closed: 6, unclosed: 8 });
    expect(total.avgHoursToClose).toBeGreaterThan(24);
    const toProcess = (await call(t.app, ...routeOf(feedbackEndpoints.toProcess), { token: admin })).body.data;
    expect(toProcess.count).toBe(4); // two pending, two waiting for the audit
    const handler = await login(t.app, 'handler', DEMO_PASSWORD);
    expect((await call(t.app, ...routeOf(feedbackEndpoints.toProcess), { token: handler })).body.data.count).toBe(1);
    const dealer = await login(t.app, 'dealer', DEMO_PASSWORD);
    expect((await call(t.app, ...routeOf(feedbackEndpoints.created), { token: dealer })).body.data.count).toBe(9);
  });
});

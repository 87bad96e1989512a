import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackEndpoints, inquiryEndpoints, routeOf } from '@portal/contract';
import { call, createTestApp, type TestApp } from './helpers.js';
import { buildActor, buildFeedback, buildInquiry } from './factories.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(() => t?.close());

describe('test factories', () => {
  it('build records through the services that the API then serves to their owner, and to no one else', async () => {
    const dealer = await buildActor(t, 'DEALER');
    const other = await buildActor(t, 'DEALER');

    const submitted = await buildInquiry(t, dealer, { faultName: 'Brake squeal' });
    const detail = await call(t.app, ...routeOf(inquiryEndpoints.detail, { id: submitted.id }), { token: dealer.token });
    expect(detail.body.data).toMatchObject({ id: submitted.id, formNo: submitted.formNo, status: 'PENDING', faultName: 'Brake squeal' });
    expect((await call(t.app, ...routeOf(inquiryEndpoints.detail, { id: submitted.id }), { token: other.token })).body.success).toBe(false);

    const draft = await buildInquiry(t, dealer, { draft: true });
    expect((await call(t.app, ...routeOf(inquiryEndpoints.detail, { id: draft.id }), { token: dealer.token })).body.data.status).toBe('DRAFT');

    const feedback = await buildFeedback(t, dealer, { title: 'Torque value missing' });
    const read = await call(t.app, ...routeOf(feedbackEndpoints.get, { id: feedback.id }), { token: dealer.token });
    expect(read.body.data).toMatchObject({ id: feedback.id, title: 'Torque value missing' });
  });
});

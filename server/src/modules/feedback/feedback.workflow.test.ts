import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEEDBACK_ACTIONS, FEEDBACK_STATUSES, type TFeedbackAction, type TFeedbackRole, type TFeedbackStatus, feedbackEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, fileTestApp, loggedInUser, loggedInUsers } from '../../test/helpers.js';
import { feedbackLogs, feedbacks } from './feedback.tables.js';
import { feedbackWorkflow as wf } from './feedback.workflow.js';

/*
 * Every action from every status by every role, each caller holding exactly one role, the
 * expectation read row by row from the workflow table: allowed exactly when a row names the role, and then
 * the feedback ends in that row's status. 6 statuses × 7 actions × 4 callers.
 */

type Caller = TFeedbackRole | 'outsider';
const CALLERS: Caller[] = ['creator', 'handler', 'dispatcher', 'outsider'];

const t = fileTestApp();
let people: Record<Caller, { id: string; token: string }>;

beforeAll(async () => {
  // A dealer writes feedback; internal staff hold the handle permission only; a feedback admin
  // holds assign (the dispatcher); another dealer is a stranger to it.
  people = await loggedInUsers(t, { creator: 'DEALER', handler: 'INNER_USER', dispatcher: 'FEEDBACK_ADMIN', outsider: 'DEALER' });
});

async function makeFeedback(status: TFeedbackStatus): Promise<string> {
  const [row] = await t.db.insert(feedbacks).values({
    status, createrId: people.creator.id, handlerId: ['DRAFT', 'PENDING'].includes(status) ? null : people.handler.id,
    feedbackType: 'IT', title: 'Search is slow', content: 'The part search takes 20 s', url: '/#/part_check',
  }).returning({ id: feedbacks.id });
  await t.db.insert(feedbackLogs).values({ feedbackId: row.id, action: 'submit', toStatus: status, operatorId: people.creator.id });
  return row.id;
}

const submitBody = { feedbackType: 'IT', title: 'Search is slow', content: 'The part search takes 20 s', contact: '13800138000', url: '/#/home' };

function request(action: TFeedbackAction, id: string): { method: string; url: string; body: unknown } {
  switch (action) {
    case 'draft': return { method: 'POST', url: pathOf(feedbackEndpoints.draft), body: { id, title: 'Edited' } };
    case 'submit': return { method: 'POST', url: pathOf(feedbackEndpoints.submit), body: { id, ...submitBody } };
    case 'assign': return { method: 'POST', url: pathOf(feedbackEndpoints.vote), body: { id, action, handlerId: people.handler.id } };
    default: return { method: 'POST', url: pathOf(feedbackEndpoints.vote), body: { id, action, comment: 'Fixed in 2.3' } };
  }
}

describe('feedback workflow, every transition for every role', () => {
  for (const status of FEEDBACK_STATUSES) {
    it(`${status}: each action by each role is allowed exactly as the table says`, async () => {
      const failures: string[] = [];
      for (const action of FEEDBACK_ACTIONS) {
        for (const caller of CALLERS) {
          const row = caller === 'outsider' ? undefined : wf.find(status, action, [caller]);
          const id = await makeFeedback(status);
          const req = request(action, id);
          const res = await call(t.app, req.method, req.url, { token: people[caller].token, body: req.body });
          const [after] = await t.db.select({ status: feedbacks.status }).from(feedbacks).where(eq(feedbacks.id, id));
          const label = `${status} ${action} by ${caller}`;
          if (res.status >= 500) failures.push(`${label}: HTTP ${res.status}`);
          if (row) {
            if (!res.body.success) failures.push(`${label}: expected allowed, got ${res.body.code} ${res.body.message}`);
            else if (after.status !== wf.after(row, status)) failures.push(`${label}: expected ${wf.after(row, status)}, now ${after.status}`);
          } else {
            if (res.body.success) failures.push(`${label}: expected refused, but allowed`);
            if (after.status !== status) failures.push(`${label}: refused but status moved to ${after.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('answers the detail\'s allowed actions from the same table', async () => {
    for (const status of FEEDBACK_STATUSES) {
      const id = await makeFeedback(status);
      for (const caller of CALLERS) {
        const res = await call(t.app, ...routeOf(feedbackEndpoints.get, { id }), { token: people[caller].token });
        const canSee = caller === 'creator' || (status !== 'DRAFT' && (caller === 'dispatcher' || (caller === 'handler' && status !== 'PENDING')));
        expect(res.body.success, `${status} detail for ${caller}`).toBe(canSee);
        if (canSee) expect(res.body.data.actions, `${status} actions of ${caller}`).toEqual(wf.allowed(status, [caller as TFeedbackRole]));
      }
    }
  });

  it('lets anyone with the feedback permission send new feedback as PENDING, and no one else', async () => {
    const sent = await call(t.app, ...routeOf(feedbackEndpoints.submit), { token: people.outsider.token, body: submitBody });
    expect(sent.body.success).toBe(true);
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, sent.body.data.id));
    expect(row.status).toBe('PENDING');
    expect(row.submittedAt).not.toBeNull();
    const draft = await call(t.app, ...routeOf(feedbackEndpoints.draft), { token: people.outsider.token, body: { title: 'Half written' } });
    const [d] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, draft.body.data.id));
    expect(d.status).toBe('DRAFT');
    const register = await loggedInUser(t, 'REGISTER');
    expect((await call(t.app, ...routeOf(feedbackEndpoints.submit), { token: register.token, body: submitBody })).status).toBe(403);
  });

  it('keeps the rules the loop relies on (a few rows spelled out)', () => {
    expect(wf.find('ASSIGNED', 'handle', ['dispatcher'])).toBeUndefined();
    expect(wf.find('PROCESSED', 'pass', ['handler'])).toBeUndefined();
    expect(wf.find('PROCESSED', 'reject', ['dispatcher'])?.to).toBe('ASSIGNED');
    expect(wf.find('APPROVED', 'close', ['creator'])?.to).toBe('CLOSED');
    expect(wf.find('PENDING', 'close', ['creator'])).toBeUndefined();
    for (const action of FEEDBACK_ACTIONS) expect(wf.find('CLOSED', action, ['creator', 'handler', 'dispatcher'])).toBeUndefined();
  });
});

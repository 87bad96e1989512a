import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INQUIRY_ACTIONS, INQUIRY_STATUSES, type TInquiryAction, type TInquiryRole, type TInquiryStatus, inquiryEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { INQUIRY_FIELDS } from '../../test/factories.js';
import { resources, roleResources, roles, userRoles } from '../access/access.tables.js';
import { inquiryForms, inquiryReplies, inquiryStatusLogs } from './inquiry.tables.js';
import { responsiblePersons } from './inquiry.responsible-persons.tables.js';
import { DELETED } from '../../platform/workflow.js';
import { seesInternalNotes, inquiryWorkflow as wf } from './inquiry.workflow.js';

/*
 * Every action from every status by every role, each caller holding exactly one role, the
 * expectation read row by row from the workflow table: allowed exactly when a row names the role, and then
 * the inquiry ends in that row's status (or is gone). 9 statuses × 16 actions × 7 callers.
 */

type Caller = TInquiryRole | 'outsider';
const CALLERS: Caller[] = ['creator', 'handler', 'expert', 'leader', 'staff', 'curator', 'outsider'];

let t: TestApp;
const people = {} as Record<Caller, { id: string; token: string }>;
let assigneeId: string;

beforeAll(async () => {
  t = await createTestApp();
  // One role each: dealers and service stations hold neither PER_ENQUIRY_MANAGEMENT_PROCESSED nor the
  // push permission; a facilitator holds only the former (staff); the curator is a dealer with a
  // role that grants only the push.
  people.creator = await loggedInUser(t, 'DEALER');
  people.handler = await loggedInUser(t, 'SERVICE_STATION');
  people.expert = await loggedInUser(t, 'SERVICE_STATION');
  people.leader = await loggedInUser(t, 'DEALER');
  people.staff = await loggedInUser(t, 'FACILITATOR');
  people.outsider = await loggedInUser(t, 'DEALER');
  const [push] = await t.db.select().from(resources).where(eq(resources.code, 'PER_TECHNICALCASE_LIBRARY_PUSH'));
  const [role] = await t.db.insert(roles).values({ code: 'TEST_CURATOR', name: 'Curator' }).returning();
  await t.db.insert(roleResources).values({ roleId: role.id, resourceId: push.id });
  const curator = await loggedInUser(t, 'DEALER');
  await t.db.insert(userRoles).values({ userId: curator.id, roleId: role.id });
  people.curator = curator;
  // Whom `assign` names: an assignee must be internal staff listed as an expert (the people above hold one role each).
  const listed = await loggedInUser(t, 'INNER_USER');
  await t.db.insert(responsiblePersons).values({ role: 'EXPERT', userId: listed.id });
  assigneeId = listed.id;
}, 120_000);
afterAll(() => t?.close());

/** An inquiry in the given status, its people in place, every field a transition may need filled. */
async function makeInquiry(status: TInquiryStatus): Promise<string> {
  const [row] = await t.db.insert(inquiryForms).values({
    formNo: `IQT${Math.random().toString(36).slice(2, 12)}`, status,
    createrId: people.creator.id, handlerId: people.handler.id, expertId: people.expert.id, leaderIds: [people.leader.id],
    vinCode: 'LUMS2PHD3PH000001', carSeries: 'S2', modelCode: 'S2PHD', provinceCode: '11', cityCode: '1101',
    createrName: 'Wang', createrTelNo: '13800138000', faultName: 'No power', faultSystem: 'Battery', faultPosition: 'Pack',
    partCode: 'BP-72V32-A01', partName: 'Battery pack', repairPlanDesc: 'Replace the BMS board',
  }).returning({ id: inquiryForms.id });
  await t.db.insert(inquiryStatusLogs).values({ inquiryId: row.id, action: 'submit', toStatus: status, operatorId: people.creator.id });
  return row.id;
}

const submitBody = INQUIRY_FIELDS;
/** A field the update may change in each status, so a refusal is the workflow's, not the field rule's. */
const updateField: Partial<Record<TInquiryStatus, Record<string, string>>> = {
  PROCESSING: { repairPlanDesc: 'Check the fuse first' },
  SUSPENDED: { faultReason: 'Water in the connector' },
  SOLVED: { faultReason: 'Water in the connector' },
};

/** A reply of the caller's in the inquiry's thread, for the deleteReply rows. */
async function replyOf(inquiryId: string, ownerId: string): Promise<string> {
  const [row] = await t.db.insert(inquiryReplies).values({ inquiryId, ownerId, comment: 'My earlier note' }).returning({ id: inquiryReplies.id });
  return row.id;
}

/** The call that performs an action on an inquiry (`replyId`: the caller's reply, for deleteReply). */
function request(action: TInquiryAction, id: string, status: TInquiryStatus, replyId = ''): { method: string; url: string; body?: unknown } {
  switch (action) {
    case 'deleteReply': return { method: 'GET', url: pathOf(inquiryEndpoints.removeReply, { id: replyId }) };
    case 'draft': return { method: 'POST', url: pathOf(inquiryEndpoints.draft), body: { id, faultName: 'Edited' } };
    case 'submit': return { method: 'POST', url: pathOf(inquiryEndpoints.submit), body: { id, ...submitBody } };
    case 'update': return { method: 'POST', url: pathOf(inquiryEndpoints.update), body: { id, ...(updateField[status] ?? { faultName: 'Edited' }) } };
    case 'assign': return { method: 'POST', url: pathOf(inquiryEndpoints.assign), body: { id, expertId: assigneeId } };
    case 'reply': return { method: 'POST', url: pathOf(inquiryEndpoints.reply), body: { objectId: id, comment: 'Please check the fuse' } };
    case 'note': return { method: 'POST', url: pathOf(inquiryEndpoints.reply), body: { objectId: id, comment: 'Between us: likely the BMS', internal: true } };
    case 'solve': return { method: 'POST', url: pathOf(inquiryEndpoints.solve), body: { id } };
    case 'close': return { method: 'POST', url: pathOf(inquiryEndpoints.close), body: { id, serviceAttitude: 5, professionalSkill: 4, timelyResponse: 3 } };
    case 'reject':
    case 'suspend': return { method: 'POST', url: pathOf(inquiryEndpoints[action]), body: { id, reason: 'why' } };
    case 'delete': return { method: 'GET', url: pathOf(inquiryEndpoints.remove, { id }) };
    default: return { method: 'GET', url: pathOf(inquiryEndpoints[action as 'revoke' | 'restart' | 'invalid' | 'push'], { id }) };
  }
}

describe('inquiry workflow, every transition for every role', () => {
  for (const status of INQUIRY_STATUSES) {
    it(`${status}: each action by each role is allowed exactly as the table says`, async () => {
      const failures: string[] = [];
      for (const action of INQUIRY_ACTIONS) {
        for (const caller of CALLERS) {
          const row = caller === 'outsider' ? undefined : wf.rows.find((w) => w.from === status && w.action === action && wf.admits(w, [caller]));
          const id = await makeInquiry(status);
          const replyId = action === 'deleteReply' ? await replyOf(id, people[caller].id) : '';
          const req = request(action, id, status, replyId);
          const res = await call(t.app, req.method, req.url, { token: people[caller].token, body: req.body });
          const [after] = await t.db.select({ status: inquiryForms.status }).from(inquiryForms).where(eq(inquiryForms.id, id));
          const label = `${status} ${action} by ${caller}`;
          if (res.status >= 500) failures.push(`${label}: HTTP ${res.status}`);
          if (replyId) {
            const kept = (await t.db.select({ id: inquiryReplies.id }).from(inquiryReplies).where(eq(inquiryReplies.id, replyId))).length > 0;
            if (kept === Boolean(row)) failures.push(`${label}: the reply is ${kept ? 'still there' : 'gone'}`);
          }
          if (row) {
            if (!res.body.success) failures.push(`${label}: expected allowed, got ${res.body.code} ${res.body.message}`);
            else if (row.to === DELETED ? after !== undefined : after?.status !== wf.after(row, status)) failures.push(`${label}: expected ${row.to ?? status}, now ${after?.status}`);
          } else {
            if (res.body.success) failures.push(`${label}: expected refused, but allowed`);
            if (after?.status !== status) failures.push(`${label}: refused but status moved to ${after?.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('lets anyone with the inquiry permission draft or submit a new inquiry, and no one else', async () => {
    const draft = await call(t.app, ...routeOf(inquiryEndpoints.draft), { token: people.outsider.token, body: { vinCode: 'LUMS2PHD3PH000001' } });
    expect(draft.body.success).toBe(true);
    expect(draft.body.data.formNo).toMatch(/^IQ\d{8}\d{5}$/);
    const submitted = await call(t.app, ...routeOf(inquiryEndpoints.submit), { token: people.outsider.token, body: submitBody });
    expect(submitted.body.success).toBe(true);
    const [row] = await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, submitted.body.data.id));
    expect(row.status).toBe('PENDING');
    const visitor = await loggedInUser(t, 'REGISTER');
    const refused = await call(t.app, ...routeOf(inquiryEndpoints.submit), { token: visitor.token, body: submitBody });
    expect(refused.status).toBe(403);
  });

  it('answers the detail\'s allowed actions from the same table', async () => {
    for (const status of INQUIRY_STATUSES) {
      const id = await makeInquiry(status);
      for (const caller of CALLERS) {
        const res = await call(t.app, ...routeOf(inquiryEndpoints.detail, { id }), { token: people[caller].token });
        const canSee = caller !== 'outsider' && (status !== 'DRAFT' || caller === 'creator')
          && (caller !== 'curator' || ['SOLVED', 'CLOSED'].includes(status));
        expect(res.body.success, `${status} detail for ${caller}`).toBe(canSee);
        if (canSee) expect(res.body.data.actions, `${status} actions of ${caller}`).toEqual(wf.allowed(status, [caller as TInquiryRole]));
      }
    }
  });

  it('keeps the rules a workshop relies on (a few rows spelled out)', () => {
    expect(wf.find('PROCESSING', 'solve', ['creator'])).toBeUndefined();
    expect(wf.find('PROCESSING', 'update', ['creator'])).toBeUndefined();
    expect(wf.find('SOLVED', 'close', ['handler', 'staff'])).toBeUndefined();
    expect(wf.find('SOLVED', 'close', ['creator'])?.to).toBe('CLOSED');
    expect(wf.find('SUSPENDED', 'reply', ['creator'])?.to).toBe('PROCESSING');
    expect(wf.find('PENDING', 'reply', ['creator', 'staff'])?.to).toBeNull();
    expect(wf.find('INVALID', 'restart', ['staff', 'leader', 'handler', 'creator'])).toBeUndefined();
    expect(wf.find('CLOSED', 'push', ['curator'])?.to).toBeNull();
    // internal notes: the handling side's, moving nothing; never the creator's, whatever else they hold
    expect(wf.find('PENDING', 'note', ['handler'])?.to).toBeNull();
    expect(wf.find('PROCESSING', 'note', ['creator'])).toBeUndefined();
    expect(seesInternalNotes(['expert'])).toBe(true);
    expect(seesInternalNotes(['creator', 'staff'])).toBe(false);
    expect(seesInternalNotes(['curator'])).toBe(false);
  });
});

import type { TFeedbackSubmitRequest, TInquiryDraftRequest, TInquirySubmitRequest, UserType } from '@portal/contract';
import type { Tx } from '../platform/db.js';
import type { AuthUser } from '../platform/session.js';
import { saveFeedback } from '../modules/feedback/index.js';
import { saveDraft, submitInquiry } from '../modules/inquiry/inquiry.service.js';
import { demoActors } from '../seed/acting.js';
import { loggedInUser, type TestApp } from './helpers.js';

/*
 * Records built through the services, as a user of the portal would make them (in the manner of
 * Outline's server/test/factories.ts): the services keep their invariants (workflow table, status
 * log, counters), so a test starts from a state the portal can really be in. Each factory takes
 * what the test cares about and fills the rest.
 */

/** A user of a type: logged in (its token for API calls) and as the services see it (`actor`). */
export async function buildActor(t: TestApp, userType: UserType = 'DEALER'): Promise<{ id: string; username: string; token: string; actor: AuthUser }> {
  const user = await loggedInUser(t, userType);
  const actor = (await demoActors(t.db as unknown as Tx, [user.username])).get(user.username);
  if (!actor) throw new Error(`buildActor: ${user.username} has no permissions`);
  return { ...user, actor };
}

/** What an inquiry needs to be submitted: a vehicle, a reporter, a fault. */
export const INQUIRY_FIELDS = {
  vinCode: 'LUMS2PHD3PH000001', carSeries: 'S2', modelCode: 'S2PHD', provinceCityCode: ['11', '1101'],
  createrName: 'Wang', createrTelNo: '13800138000', faultName: 'No power',
} satisfies Partial<TInquirySubmitRequest>;

/** An inquiry the creator submitted (PENDING), or saved as a draft (`draft: true`). */
export async function buildInquiry(
  t: TestApp, creator: { actor: AuthUser }, opts: { draft?: boolean } & Partial<TInquirySubmitRequest> = {},
): Promise<{ id: string; formNo: string }> {
  const { draft, ...fields } = opts;
  const body = { ...INQUIRY_FIELDS, ...fields };
  return draft
    ? saveDraft(t.app.ctx, creator.actor, body as TInquiryDraftRequest)
    : submitInquiry(t.app.ctx, creator.actor, body as TInquirySubmitRequest);
}

/** A feedback the author sent (waiting for the dispatcher). */
export async function buildFeedback(t: TestApp, author: { actor: AuthUser }, fields: Partial<TFeedbackSubmitRequest> = {}): Promise<{ id: string }> {
  const body: TFeedbackSubmitRequest = {
    feedbackType: 'SPARE_PART', title: 'Wrong picture for BP-72V32', content: 'The exploded view shows the old pack',
    contact: '13800138000', url: '/part_check', fileIds: [], ...fields,
  };
  return saveFeedback(t.app.ctx, author.actor, 'submit', body);
}

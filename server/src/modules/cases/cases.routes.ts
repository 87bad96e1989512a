import { z } from 'zod';
import {
  envelope, page, ZCaseDetail, ZCaseInvalidQuery, ZCasePageRequest, ZCaseReviewRequest, ZCaseRow, ZCaseSimilar, ZCaseSimilarRequest,
  ZCaseSubmitRequest, ZCaseUpdateRequest, ZIdParams,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as cases from './cases.service.js';

const tags = ['cases'];
const ZCaseRef = z.object({ id: z.string().uuid() });

/**
 * The technical case library (spec §7 /rest/base/inquiry/case/*). Reading needs
 * PER_TECHNICALCASE_LIBRARY_VIEW (readers see published cases only); submitting needs
 * PER_TECHNICALCASE_LIBRARY_PUSH, reviewing and updating PER_TECHNICALCASE_LIBRARY_UPDATE,
 * invalidating PER_TECHNICALCASE_LIBRARY_INVALID; which action fits which status is
 * cases.workflow.ts. Pushing an inquiry is the inquiry module's route (it calls draftFromInquiry).
 */
export const casesRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.post('/rest/base/inquiry/case/page', {
    config: { permission: 'PER_TECHNICALCASE_LIBRARY_VIEW', readOnly: true },
    schema: { tags, summary: 'Cases, paged: full-text key in any of the six languages (Chinese included), by model (VIN or code0/1/2), fault module, language; editors may ask for a status', body: ZCasePageRequest, response: { 200: envelope(page(ZCaseRow)) } },
  }, async (req) => ok(await cases.findCases(ctx, userOf(req), req.body, req.lang)));

  r.post('/rest/base/inquiry/case/similar', {
    config: { permission: 'PER_TECHNICALCASE_LIBRARY_VIEW', readOnly: true },
    schema: { tags, summary: 'Published cases like a fault being typed, the model\'s own first (inquiry form suggestions)', body: ZCaseSimilarRequest, response: { 200: envelope(z.array(ZCaseSimilar)) } },
  }, async (req) => ok(await cases.findSimilarCases(ctx, userOf(req), req.body, req.lang)));

  r.get('/rest/base/inquiry/case/:id', {
    config: { permission: 'PER_TECHNICALCASE_LIBRARY_VIEW' },
    schema: { tags, summary: 'One case; editors also get drafts, the history and the actions they may take', params: ZIdParams, response: { 200: envelope(ZCaseDetail) } },
  }, async (req) => ok(await cases.getCase(ctx, userOf(req), req.params.id, req.lang)));

  r.post('/rest/base/inquiry/case/submit', {
    config: { permission: 'PER_TECHNICALCASE_LIBRARY_PUSH', objectRef: 'TechnicalCase' },
    schema: { tags, summary: 'A new case, or a draft\'s edited content (id), sent for review', body: ZCaseSubmitRequest, response: { 200: envelope(ZCaseRef) } },
  }, async (req) => ok(await cases.submitCase(ctx, userOf(req), req.body)));

  r.post('/rest/base/inquiry/case/update/:id', {
    config: { permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE', objectRef: 'TechnicalCase' },
    schema: { tags, summary: 'Correct a case that is not invalid; its status stays', params: ZIdParams, body: ZCaseUpdateRequest, response: { 200: envelope(ZCaseRef) } },
  }, async (req) => ok(await cases.updateCase(ctx, userOf(req), req.params.id, req.body)));

  r.post('/rest/base/inquiry/case/review/:id', {
    config: { permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE', objectRef: 'TechnicalCase' },
    schema: { tags, summary: 'Approve (publish) a case waiting for review, or send it back to draft with a reason', params: ZIdParams, body: ZCaseReviewRequest, response: { 200: envelope(ZCaseRef) } },
  }, async (req) => ok(await cases.reviewCase(ctx, userOf(req), req.params.id, req.body)));

  r.get('/rest/base/inquiry/case/invalid/:id', {
    config: { permission: 'PER_TECHNICALCASE_LIBRARY_INVALID', objectRef: 'TechnicalCase', writes: true },
    schema: { tags, summary: 'Retire a case for good (spec §4 Technical case: invalid)', params: ZIdParams, querystring: ZCaseInvalidQuery, response: { 200: envelope(ZCaseRef) } },
  }, async (req) => ok(await cases.invalidateCase(ctx, userOf(req), req.params.id, req.query.comment)));
};

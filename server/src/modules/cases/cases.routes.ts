import { casesEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as cases from './cases.service.js';
import { findSimilarCases } from './cases.suggestions.js';
import { publishedCaseCount } from '../manuals/index.js';

/**
 * The technical case library (spec §7 /rest/base/inquiry/case/*). Reading needs
 * PER_TECHNICALCASE_LIBRARY_VIEW (readers see published cases only); submitting needs
 * PER_TECHNICALCASE_LIBRARY_PUSH, reviewing and updating PER_TECHNICALCASE_LIBRARY_UPDATE,
 * invalidating PER_TECHNICALCASE_LIBRARY_INVALID; which action fits which status is
 * cases.workflow.ts. Pushing an inquiry is the inquiry module's route (it calls draftFromInquiry).
 */
export const casesRoutes: RoutesPlugin = (app, ctx) => {
  // the manual view's case-library link counts the cases (composition above, decision 029)
  publishedCaseCount.fill(cases.countPublishedCases);
  mount(app, E, {
    list: async (req) => ok(await cases.findCases(ctx, userOf(req), req.body, req.lang)),
    similar: async (req) => ok(await findSimilarCases(ctx, userOf(req), req.body, req.lang)),
    get: async (req) => ok(await cases.getCase(ctx, userOf(req), req.params.id, req.lang)),
    submit: async (req) => ok(await cases.submitCase(ctx, userOf(req), req.body)),
    update: async (req) => ok(await cases.updateCase(ctx, userOf(req), req.params.id, req.body)),
    review: async (req) => ok(await cases.reviewCase(ctx, userOf(req), req.params.id, req.body)),
    invalidate: async (req) => ok(await cases.invalidateCase(ctx, userOf(req), req.params.id, req.query.comment)),
  });
};

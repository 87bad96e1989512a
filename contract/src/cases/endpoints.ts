import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { ZIdParams } from '../envelope.js';
import {
  ZCaseDetail, ZCaseInvalidQuery, ZCasePage, ZCasePageRequest, ZCaseRef, ZCaseReviewRequest, ZCaseSimilar, ZCaseSimilarRequest,
  ZCaseSubmitRequest, ZCaseUpdateRequest,
} from './schemas.js';

/**
 * The technical case library (spec §7 /rest/base/inquiry/case/*). Reading needs
 * PER_TECHNICALCASE_LIBRARY_VIEW (readers see published cases only); submitting needs
 * PER_TECHNICALCASE_LIBRARY_PUSH, reviewing and updating PER_TECHNICALCASE_LIBRARY_UPDATE,
 * invalidating PER_TECHNICALCASE_LIBRARY_INVALID. Pushing an inquiry is the inquiry table's.
 */
export const casesEndpoints = defineEndpoints('cases', {
  list: { method: 'POST', path: '/rest/base/inquiry/case/page', access: 'PER_TECHNICALCASE_LIBRARY_VIEW', readOnly: true, summary: 'Cases, paged: full-text key in any of the six languages (Chinese included), by model (VIN or code0/1/2), fault module, language; editors may ask for a status', body: ZCasePageRequest, response: ZCasePage },
  similar: { method: 'POST', path: '/rest/base/inquiry/case/similar', access: 'PER_TECHNICALCASE_LIBRARY_VIEW', readOnly: true, summary: 'Published cases like a fault being typed, the model\'s own first (inquiry form suggestions)', body: ZCaseSimilarRequest, response: z.array(ZCaseSimilar) },
  get: { method: 'GET', path: '/rest/base/inquiry/case/:id', access: 'PER_TECHNICALCASE_LIBRARY_VIEW', summary: 'One case; editors also get drafts, the history and the actions they may take', params: ZIdParams, response: ZCaseDetail },
  submit: { method: 'POST', path: '/rest/base/inquiry/case/submit', access: 'PER_TECHNICALCASE_LIBRARY_PUSH', objectRef: 'TechnicalCase', summary: 'A new case, or a draft\'s edited content (id), sent for review', body: ZCaseSubmitRequest, response: ZCaseRef },
  update: { method: 'POST', path: '/rest/base/inquiry/case/update/:id', access: 'PER_TECHNICALCASE_LIBRARY_UPDATE', objectRef: 'TechnicalCase', summary: 'Correct a case that is not invalid; its status stays', params: ZIdParams, body: ZCaseUpdateRequest, response: ZCaseRef },
  review: { method: 'POST', path: '/rest/base/inquiry/case/review/:id', access: 'PER_TECHNICALCASE_LIBRARY_UPDATE', objectRef: 'TechnicalCase', summary: 'Approve (publish) a case waiting for review, or send it back to draft with a reason', params: ZIdParams, body: ZCaseReviewRequest, response: ZCaseRef },
  invalidate: { method: 'GET', path: '/rest/base/inquiry/case/invalid/:id', access: 'PER_TECHNICALCASE_LIBRARY_INVALID', objectRef: 'TechnicalCase', writes: true, summary: 'Retire a case for good (spec §4 Technical case: invalid)', params: ZIdParams, query: ZCaseInvalidQuery, response: ZCaseRef },
});

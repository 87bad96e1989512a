import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import {
  ZFeedbackDetail, ZFeedbackDraftRequest, ZFeedbackFilter, ZFeedbackHandler, ZFeedbackListQuery, ZFeedbackRow, ZFeedbackStatisticsRequest, ZFeedbackStatisticsRow,
  ZFeedbackSubmitRequest, ZFeedbackVoteRequest,
} from './schemas.js';

const VIEW = 'PER_FEEDBACK_MANAGEMENT_VIEW' as const;
const DISPATCH = 'PER_FEEDBACK_MANAGEMENT_ASSIGN' as const;
const REPORT = 'PER_LOG_MANAGEMENT_FEEDBACK_REPORT_VIEW' as const;
const objectRef = 'Feedback';
const ZSaved = z.object({ id: z.string().uuid() });

/** One of the caller's lists (the service's LISTS): a page of its rows, searched and filtered. */
const list = <P extends string>(path: P, name: string) => ({
  method: 'GET', path, access: VIEW, summary: `The caller's ${name} feedback, by keyword, status and type`, query: ZFeedbackListQuery, response: page(ZFeedbackRow),
} as const);

/**
 * Feedback (spec §7 Feedback): every call needs PER_FEEDBACK_MANAGEMENT_VIEW, all feedback and its
 * export PER_FEEDBACK_MANAGEMENT_ASSIGN; who may take which step is the workflow table's
 * (feedback.workflow.ts), checked by the service.
 */
export const feedbackEndpoints = defineEndpoints('feedback', {
  submit: { method: 'POST', path: '/rest/base/feedback/', access: VIEW, objectRef, summary: 'Send feedback (new, or the caller\'s draft by id): status PENDING', body: ZFeedbackSubmitRequest, response: ZSaved },
  draft: { method: 'POST', path: '/rest/base/feedback/draft', access: VIEW, objectRef, summary: 'Save a draft in edit mode (new, or the caller\'s draft by id)', body: ZFeedbackDraftRequest, response: ZSaved },
  vote: { method: 'POST', path: '/rest/base/workflow/vote', access: VIEW, objectRef, summary: 'One workflow step on a feedback: assign, handle, pass, reject, close', body: ZFeedbackVoteRequest, response: z.null() },
  created: list('/rest/base/feedback/created', 'created'),
  toProcess: list('/rest/base/feedback/to-process', 'to-process'),
  processed: list('/rest/base/feedback/processed', 'processed'),
  forward: list('/rest/base/feedback/forward', 'forward'),
  all: { method: 'POST', path: '/rest/base/feedback/allFeedBack', access: DISPATCH, readOnly: true, summary: 'All sent feedback by the filters', body: ZFeedbackFilter, response: page(ZFeedbackRow) },
  exportAll: { method: 'POST', path: '/rest/base/feedback/exportAllFeedBackExcel', access: DISPATCH, readOnly: true, summary: 'All sent feedback by the filters as .xlsx, streamed (paging ignored)', body: ZFeedbackFilter, kind: 'download', file: FILE_ANSWERS.xlsx('feedback.xlsx') },
  closedLoop: { method: 'POST', path: '/rest/base/feedback/closedLoopStatistics', access: REPORT, readOnly: true, summary: 'Closed-loop statistics by type and in total: closed, unclosed, mean hours to close', body: ZFeedbackStatisticsRequest, response: z.array(ZFeedbackStatisticsRow) },
  exportClosedLoop: { method: 'POST', path: '/rest/base/feedback/exportClosedLoopStatistics', access: REPORT, readOnly: true, summary: 'The closed-loop statistics as .xlsx', body: ZFeedbackStatisticsRequest, kind: 'download', file: FILE_ANSWERS.xlsx('feedback-closed-loop.xlsx') },
  handlers: { method: 'GET', path: '/rest/base/feedback/handlers', access: DISPATCH, summary: 'Who may be given feedback to handle, by name or account (at most 20)', query: z.object({ keyword: z.string().trim().max(50).default('') }), response: z.array(ZFeedbackHandler) },
  get: { method: 'GET', path: '/rest/base/feedback/:id', access: VIEW, summary: 'One feedback with its history, the caller\'s roles and allowed actions', params: ZIdParams, response: ZFeedbackDetail },
});

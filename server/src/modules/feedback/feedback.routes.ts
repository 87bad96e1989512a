import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  envelope, page, ZEmptyEnvelope, ZFeedbackDetail, ZFeedbackDraftRequest, ZFeedbackFilter, ZFeedbackHandler, ZFeedbackRow,
  ZFeedbackStatisticsRequest, ZFeedbackStatisticsRow, ZFeedbackSubmitRequest, ZFeedbackVoteRequest, ZIdParams, ZPageQuery,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { registerAttachmentAccess } from '../files/files.service.js';
import { contentDisposition, XLSX_TYPE } from '../catalogue/catalogue.export.js';
import * as feedback from './feedback.service.js';
import { exportAllFeedback, exportClosedLoopStatistics } from './feedback.export.js';

const tags = ['feedback'];
const VIEW = 'PER_FEEDBACK_MANAGEMENT_VIEW' as const;
const DISPATCH = 'PER_FEEDBACK_MANAGEMENT_ASSIGN' as const;
const REPORT = 'PER_LOG_MANAGEMENT_FEEDBACK_REPORT_VIEW' as const;
const objectRef = feedback.FEEDBACK_OBJECT_REF;
/** A streamed spreadsheet (the untyped reply: the schema describes the bytes, not a JSON body). */
const sendXlsx = (reply: FastifyReply, stream: NodeJS.ReadableStream, name: string) =>
  reply.header('content-disposition', contentDisposition(name)).type(XLSX_TYPE).send(stream);
const ZSaved = envelope(z.object({ id: z.string().uuid() }));

/**
 * Feedback (spec §7 Feedback): every call needs PER_FEEDBACK_MANAGEMENT_VIEW, all feedback and its
 * export PER_FEEDBACK_MANAGEMENT_ASSIGN; who may take which step is the workflow table's
 * (feedback.workflow.ts), checked by the service.
 */
export const feedbackRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  registerAttachmentAccess(objectRef, feedback.canViewFeedback, feedback.canAttachToFeedback);

  r.post('/rest/base/feedback/', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'Send feedback (new, or the caller\'s draft by id): status PENDING', body: ZFeedbackSubmitRequest, response: { 200: ZSaved } },
  }, async (req) => ok(await feedback.saveFeedback(ctx, userOf(req), 'submit', req.body)));

  r.post('/rest/base/feedback/draft', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'Save a draft in edit mode (new, or the caller\'s draft by id)', body: ZFeedbackDraftRequest, response: { 200: ZSaved } },
  }, async (req) => ok(await feedback.saveFeedback(ctx, userOf(req), 'draft', req.body)));

  r.post('/rest/base/workflow/vote', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'One workflow step on a feedback: assign, handle, pass, reject, close', body: ZFeedbackVoteRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await feedback.vote(ctx, userOf(req), req.body); return ok(null); });

  for (const list of feedback.LISTS) {
    r.get(`/rest/base/feedback/${list}`, {
      config: { permission: VIEW },
      schema: { tags, summary: `The caller's ${list} feedback`, querystring: ZPageQuery, response: { 200: envelope(page(ZFeedbackRow)) } },
    }, async (req) => ok(await feedback.findList(ctx, userOf(req), list, req.query)));
  }

  r.post('/rest/base/feedback/allFeedBack', {
    config: { permission: DISPATCH, readOnly: true },
    schema: { tags, summary: 'All sent feedback by the filters', body: ZFeedbackFilter, response: { 200: envelope(page(ZFeedbackRow)) } },
  }, async (req) => ok(await feedback.findAll(ctx, req.body)));

  r.post('/rest/base/feedback/exportAllFeedBackExcel', {
    config: { permission: DISPATCH, readOnly: true },
    schema: {
      tags, summary: 'All sent feedback by the filters as .xlsx, streamed (paging ignored)', body: ZFeedbackFilter,
      response: { 200: { description: 'A spreadsheet, Content-Disposition `feedback.xlsx`', content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } } } },
    },
  }, async (req, reply) => sendXlsx(reply, exportAllFeedback(ctx, req.body, req.lang), 'feedback.xlsx'));

  r.post('/rest/base/feedback/closedLoopStatistics', {
    config: { permission: REPORT, readOnly: true },
    schema: { tags, summary: 'Closed-loop statistics by type and in total: closed, unclosed, mean hours to close', body: ZFeedbackStatisticsRequest, response: { 200: envelope(z.array(ZFeedbackStatisticsRow)) } },
  }, async (req) => ok(await feedback.closedLoopStatistics(ctx, req.body)));

  r.post('/rest/base/feedback/exportClosedLoopStatistics', {
    config: { permission: REPORT, readOnly: true },
    schema: {
      tags, summary: 'The closed-loop statistics as .xlsx', body: ZFeedbackStatisticsRequest,
      response: { 200: { description: 'A spreadsheet, Content-Disposition `feedback-closed-loop.xlsx`', content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } } } },
    },
  }, async (req, reply) => sendXlsx(reply, exportClosedLoopStatistics(ctx, req.body, req.lang), 'feedback-closed-loop.xlsx'));

  r.get('/rest/base/feedback/handlers', {
    config: { permission: DISPATCH },
    schema: { tags, summary: 'Who may be given feedback to handle, by name or account (at most 20)', querystring: z.object({ keyword: z.string().trim().max(50).default('') }), response: { 200: envelope(z.array(ZFeedbackHandler)) } },
  }, async (req) => ok(await feedback.findHandlers(ctx, req.query.keyword)));

  r.get('/rest/base/feedback/:id', {
    config: { permission: VIEW },
    schema: { tags, summary: 'One feedback with its history, the caller\'s roles and allowed actions', params: ZIdParams, response: { 200: envelope(ZFeedbackDetail) } },
  }, async (req) => ok(await feedback.getDetail(ctx, userOf(req), req.params.id)));
};

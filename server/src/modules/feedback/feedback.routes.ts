import { feedbackEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { registerAttachmentAccess } from '../files/index.js';
import { sendXlsx } from '../../platform/download.js';
import * as feedback from './feedback.service.js';
import { exportAllFeedback, exportClosedLoopStatistics } from './feedback.export.js';

/** A streamed spreadsheet (the untyped reply: the schema describes the bytes, not a JSON body). */
/**
 * Feedback (spec §7 Feedback): every call needs PER_FEEDBACK_MANAGEMENT_VIEW, all feedback and its
 * export PER_FEEDBACK_MANAGEMENT_ASSIGN; who may take which step is the workflow table's
 * (feedback.workflow.ts), checked by the service.
 */
export const feedbackRoutes: RoutesPlugin = (app, ctx) => {
  registerAttachmentAccess(feedback.FEEDBACK_OBJECT_REF, feedback.canViewFeedback, feedback.canAttachToFeedback);

  mount(app, E, {
    submit: async (req) => ok(await feedback.saveFeedback(ctx, userOf(req), 'submit', req.body)),
    draft: async (req) => ok(await feedback.saveFeedback(ctx, userOf(req), 'draft', req.body)),
    vote: async (req) => { await feedback.vote(ctx, userOf(req), req.body); return ok(null); },
    created: async (req) => ok(await feedback.findList(ctx, userOf(req), 'created', req.query)),
    toProcess: async (req) => ok(await feedback.findList(ctx, userOf(req), 'to-process', req.query)),
    processed: async (req) => ok(await feedback.findList(ctx, userOf(req), 'processed', req.query)),
    forward: async (req) => ok(await feedback.findList(ctx, userOf(req), 'forward', req.query)),
    all: async (req) => ok(await feedback.findAll(ctx, req.body)),
    exportAll: async (req, reply) => sendXlsx(reply, 'feedback.xlsx', exportAllFeedback(ctx, req.body, req.lang)),
    closedLoop: async (req) => ok(await feedback.closedLoopStatistics(ctx, req.body)),
    exportClosedLoop: async (req, reply) => sendXlsx(reply, 'feedback-closed-loop.xlsx', exportClosedLoopStatistics(ctx, req.body, req.lang)),
    handlers: async (req) => ok(await feedback.findHandlers(ctx, req.query.keyword)),
    get: async (req) => ok(await feedback.getDetail(ctx, userOf(req), req.params.id)),
  });
};

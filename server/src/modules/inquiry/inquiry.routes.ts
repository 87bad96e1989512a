import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  envelope, page, ZConversationPageRequest, ZEmptyEnvelope, ZIdParams, ZInquiryActionRequest, ZInquiryAssignRequest,
  ZInquiryCloseRequest, ZInquiryDetail, ZInquiryDraftRequest, ZInquiryFilter, ZInquiryRow, ZInquirySolveRequest,
  ZInquirySubmitRequest, ZInquiryUpdateRequest, ZPendingCount, ZReplyRequest, ZReplyRow, ZStatusLogRequest, ZStatusLogRow,
  ZWorkTaskRequest, ZWorkTaskRow, ZInquiryVinHistory, ZInquiryVinParams, ZInquiryStatistics, ZInquiryPage,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as inquiry from './inquiry.service.js';
import * as replies from './inquiry.replies.js';
import { registerAttachmentAccess } from '../files/files.service.js';
import { exportInquiries, exportStatistics, statisticsColumns } from './inquiry.export.js';
import { contentDisposition, XLSX_TYPE } from '../catalogue/catalogue.export.js';
import { countWaiting as countFeedbackWaiting } from '../feedback/feedback.service.js';

const tags = ['inquiry'];
const VIEW = 'PER_ENQUIRY_MANAGEMENT_VIEW' as const;
const objectRef = inquiry.INQUIRY_OBJECT_REF;
/** A streamed spreadsheet (the untyped reply: the schema describes the bytes, not a JSON body). */
const sendXlsx = (reply: FastifyReply, stream: NodeJS.ReadableStream, name = 'inquiry-forms.xlsx') =>
  reply.header('content-disposition', contentDisposition(name)).type(XLSX_TYPE).send(stream);
const xlsxResponse = (name: string) => ({ description: `A spreadsheet, Content-Disposition \`${name}\``, content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } } });
const ZSaved = envelope(z.object({ id: z.string().uuid(), formNo: z.string() }));

/**
 * Inquiry forms (spec §7 Inquiry): every call needs PER_ENQUIRY_MANAGEMENT_VIEW, the status log
 * PER_ENQUIRY_STATUS_LOG_VIEW, push PER_TECHNICALCASE_LIBRARY_PUSH; who may do what to one inquiry
 * is the workflow table's (inquiry.workflow.ts), checked by the service. The spec fixes GET for
 * delete, revoke, restart and push; invalid follows them.
 */
export const inquiryRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  // Who sees an inquiry sees its files and its replies' files; its editors attach and detach through the files routes.
  registerAttachmentAccess(objectRef, inquiry.canViewInquiry, inquiry.canAttachToInquiry);
  registerAttachmentAccess(replies.REPLY_OBJECT_REF, replies.canViewReply);

  r.post('/rest/base/inquiry/draft', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'Save as draft: a new inquiry, or the caller\'s draft (id)', body: ZInquiryDraftRequest, response: { 200: ZSaved } },
  }, async (req) => ok(await inquiry.saveDraft(ctx, userOf(req), req.body)));

  r.post('/rest/base/inquiry/submit', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'Submit a new inquiry or the caller\'s draft or rejected one; routed to the area\'s processor', body: ZInquirySubmitRequest, response: { 200: ZSaved } },
  }, async (req) => ok(await inquiry.submitInquiry(ctx, userOf(req), req.body)));

  r.post('/rest/base/inquiry/update', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'Change fields without changing the status (which ones: detail.editableFields)', body: ZInquiryUpdateRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await inquiry.updateInquiry(ctx, userOf(req), req.body); return ok(null); });

  r.post('/rest/base/inquiry/assign', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'Assign a handler and/or an expert', body: ZInquiryAssignRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await inquiry.assignInquiry(ctx, userOf(req), req.body); return ok(null); });

  r.post('/rest/base/inquiry/solve', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'Solve (the maintenance scheme must be written)', body: ZInquirySolveRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await inquiry.solveInquiry(ctx, userOf(req), req.body); return ok(null); });

  r.post('/rest/base/inquiry/close', {
    config: { permission: VIEW, objectRef },
    schema: { tags, summary: 'Close a solved inquiry with the creator\'s ratings', body: ZInquiryCloseRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await inquiry.closeInquiry(ctx, userOf(req), req.body); return ok(null); });

  for (const action of ['reject', 'suspend'] as const) {
    r.post(`/rest/base/inquiry/${action}`, {
      config: { permission: VIEW, objectRef },
      schema: { tags, summary: `${action[0].toUpperCase()}${action.slice(1)} an inquiry, with an optional reason`, body: ZInquiryActionRequest, response: { 200: ZEmptyEnvelope } },
    }, async (req) => { await inquiry.changeStatus(ctx, userOf(req), action, req.body.id, req.body.reason); return ok(null); });
  }

  for (const action of ['revoke', 'restart', 'invalid'] as const) {
    r.get(`/rest/base/inquiry/${action}/:id`, {
      config: { permission: VIEW, objectRef, writes: true },
      schema: { tags, summary: `${action[0].toUpperCase()}${action.slice(1)} an inquiry`, params: ZIdParams, response: { 200: ZEmptyEnvelope } },
    }, async (req) => { await inquiry.changeStatus(ctx, userOf(req), action, req.params.id); return ok(null); });
  }

  r.get('/rest/base/inquiry/delete/:id', {
    config: { permission: VIEW, objectRef, writes: true },
    schema: { tags, summary: 'Delete the caller\'s draft or revoked inquiry', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await inquiry.deleteInquiry(ctx, userOf(req), req.params.id); return ok(null); });

  r.get('/rest/base/inquiry/push/:id', {
    config: { permission: 'PER_TECHNICALCASE_LIBRARY_PUSH', objectRef, writes: true },
    schema: { tags, summary: 'Push a solved or closed inquiry to the technical case library: a case draft for review, without personal data', params: ZIdParams, response: { 200: envelope(z.object({ caseId: z.string().uuid(), caseNo: z.string() })) } },
  }, async (req) => ok(await inquiry.pushInquiry(ctx, userOf(req), req.params.id, req.lang)));

  r.get('/rest/base/inquiry/detail/:id', {
    config: { permission: VIEW },
    schema: { tags, summary: 'One inquiry with the caller\'s roles, allowed actions, editable fields and durations', params: ZIdParams, response: { 200: envelope(ZInquiryDetail) } },
  }, async (req) => ok(await inquiry.getInquiryDetail(ctx, userOf(req), req.params.id)));

  for (const path of ['page', 'search'] as const) {
    r.post(`/rest/base/inquiry/${path}`, {
      config: { permission: VIEW, readOnly: true },
      schema: { tags, summary: 'A page of the inquiries the caller may see, by the filter params of spec §3 (scope: all, my initiation, my assignment, my process)', body: ZInquiryFilter, response: { 200: envelope(ZInquiryPage) } },
    }, async (req) => ok(await inquiry.findInquiries(ctx, userOf(req), req.body)));
  }

  r.post('/rest/base/inquiry/exportSearchExcel', {
    config: { permission: VIEW, readOnly: true },
    schema: {
      tags, summary: 'The filtered list as .xlsx, streamed (the list\'s filter as the body; paging ignored)', body: ZInquiryFilter,
      response: { 200: { description: 'A spreadsheet, Content-Disposition `inquiry-forms.xlsx`', content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } } } },
    },
  }, async (req, reply) => sendXlsx(reply, exportInquiries(ctx, userOf(req), req.body, req.lang)));

  r.get('/rest/base/inquiry/vin/:vin', {
    config: { permission: VIEW },
    schema: { tags, summary: 'A vehicle\'s inquiries: open ones by anyone (a count, for the form\'s warning) and the caller\'s (the history panel)', params: ZInquiryVinParams, response: { 200: envelope(ZInquiryVinHistory) } },
  }, async (req) => ok(await inquiry.getVinHistory(ctx, userOf(req), req.params.vin)));

  r.post('/rest/base/inquiry/statistics', {
    config: { permission: 'PER_REPORT_FORM_MANAGEMENT_VIEW', readOnly: true },
    schema: { tags, summary: 'The inquiry statistics report: columns and a page of every submitted inquiry by the filters, with durations and ratings', body: ZInquiryFilter, response: { 200: envelope(ZInquiryStatistics) } },
  }, async (req) => ok({ columns: statisticsColumns(req.lang), data: await inquiry.findStatistics(ctx, req.body) }));

  r.post('/rest/base/inquiry/statistics/export', {
    config: { permission: 'PER_REPORT_FORM_MANAGEMENT_VIEW', readOnly: true },
    schema: { tags, summary: 'The statistics report as .xlsx, streamed (paging ignored)', body: ZInquiryFilter, response: { 200: xlsxResponse('inquiry-statistics.xlsx') } },
  }, async (req, reply) => sendXlsx(reply, exportStatistics(ctx, req.body, req.lang), 'inquiry-statistics.xlsx'));

  r.post('/rest/base/status/log/page', {
    config: { permission: 'PER_ENQUIRY_STATUS_LOG_VIEW', readOnly: true },
    schema: { tags, summary: 'The status log of an inquiry, oldest first', body: ZStatusLogRequest, response: { 200: envelope(page(ZStatusLogRow)) } },
  }, async (req) => ok(await inquiry.findStatusLog(ctx, userOf(req), req.body)));

  r.post('/rest/base/conversation/page', {
    config: { permission: VIEW, readOnly: true },
    schema: { tags, summary: 'A page of an inquiry\'s reply thread, newest first', body: ZConversationPageRequest, response: { 200: envelope(page(ZReplyRow)) } },
  }, async (req) => ok(await replies.findReplies(ctx, userOf(req), req.body)));

  r.post('/rest/base/conversation/reply', {
    config: { permission: VIEW, objectRef: 'Conversation' },
    schema: { tags, summary: 'Reply in an inquiry\'s thread', body: ZReplyRequest, response: { 200: envelope(z.object({ id: z.string().uuid() })) } },
  }, async (req) => ok(await replies.addReply(ctx, userOf(req), req.body)));

  r.get('/rest/base/conversation/delete/:id', {
    config: { permission: VIEW, objectRef: 'Conversation', writes: true },
    schema: { tags, summary: 'Delete one of the caller\'s own replies', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await replies.deleteReply(ctx, userOf(req), req.params.id); return ok(null); });

  r.get('/rest/login/info/getPending', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'What waits for the caller (the header badge)', response: { 200: envelope(ZPendingCount) } },
  }, async (req) => {
    const [n, fb] = await Promise.all([inquiry.countWaiting(ctx, userOf(req)), countFeedbackWaiting(ctx, userOf(req))]);
    return ok({ inquiry: n, feedback: fb, total: n + fb });
  });

  r.post('/rest/worktask/page', {
    config: { permission: VIEW, readOnly: true },
    schema: { tags, summary: 'The inquiries waiting for the caller, with their role and allowed actions', body: ZWorkTaskRequest, response: { 200: envelope(page(ZWorkTaskRow)) } },
  }, async (req) => ok(await inquiry.findWorkTasks(ctx, userOf(req), req.body)));
};

import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import {
  ZConversationPageRequest, ZInquiryActionRequest, ZInquiryAssignRequest, ZInquiryCloseRequest, ZInquiryDetail, ZInquiryDraftRequest,
  ZInquiryFilter, ZInquiryPage, ZInquirySolveRequest, ZInquiryStatistics, ZInquirySubmitRequest, ZInquiryUpdateRequest, ZInquiryVinHistory,
  ZInquiryVinParams, ZPendingCount, ZReplyRequest, ZReplyRow, ZStatusLogRequest, ZStatusLogRow, ZWorkTaskRequest, ZWorkTaskRow,
} from './schemas.js';
import { ZVehicleInfo } from '../catalogue/schemas.js';
import { ZPartName, ZPartNameParams, ZVinParams } from '../refdata/schemas.js';

const VIEW = 'PER_ENQUIRY_MANAGEMENT_VIEW' as const;
/** The operation log's object of an inquiry form (the server's INQUIRY_OBJECT_REF). */
const objectRef = 'InquiryForm';
/** What a draft or a submit answers: the inquiry's id and number. */
const ZInquirySaved = z.object({ id: z.string().uuid(), formNo: z.string() });
const LIST_SUMMARY = 'A page of the inquiries the caller may see, by the filter params of spec §3 (scope: all, my initiation, my assignment, my process, my open ones)';

/**
 * Inquiry forms (spec §7 Inquiry): every call needs PER_ENQUIRY_MANAGEMENT_VIEW, the status log
 * PER_ENQUIRY_STATUS_LOG_VIEW, push PER_TECHNICALCASE_LIBRARY_PUSH; who may do what to one inquiry
 * is the workflow table's (server inquiry.workflow.ts), checked by the service. The spec fixes GET
 * for delete, revoke, restart and push; invalid follows them.
 */
export const inquiryEndpoints = defineEndpoints('inquiry', {
  draft: { method: 'POST', path: '/rest/base/inquiry/draft', access: VIEW, objectRef, summary: 'Save as draft: a new inquiry, or the caller\'s draft (id)', body: ZInquiryDraftRequest, response: ZInquirySaved },
  submit: { method: 'POST', path: '/rest/base/inquiry/submit', access: VIEW, objectRef, summary: 'Submit a new inquiry or the caller\'s draft or rejected one; routed to the area\'s processor', body: ZInquirySubmitRequest, response: ZInquirySaved },
  update: { method: 'POST', path: '/rest/base/inquiry/update', access: VIEW, objectRef, summary: 'Change fields without changing the status (which ones: detail.editableFields)', body: ZInquiryUpdateRequest, response: z.null() },
  assign: { method: 'POST', path: '/rest/base/inquiry/assign', access: VIEW, objectRef, summary: 'Assign a handler and/or an expert', body: ZInquiryAssignRequest, response: z.null() },
  solve: { method: 'POST', path: '/rest/base/inquiry/solve', access: VIEW, objectRef, summary: 'Solve (the maintenance scheme must be written)', body: ZInquirySolveRequest, response: z.null() },
  close: { method: 'POST', path: '/rest/base/inquiry/close', access: VIEW, objectRef, summary: 'Close a solved inquiry with the creator\'s ratings', body: ZInquiryCloseRequest, response: z.null() },
  reject: { method: 'POST', path: '/rest/base/inquiry/reject', access: VIEW, objectRef, summary: 'Reject an inquiry, with an optional reason', body: ZInquiryActionRequest, response: z.null() },
  suspend: { method: 'POST', path: '/rest/base/inquiry/suspend', access: VIEW, objectRef, summary: 'Suspend an inquiry, with an optional reason', body: ZInquiryActionRequest, response: z.null() },
  revoke: { method: 'GET', path: '/rest/base/inquiry/revoke/:id', access: VIEW, objectRef, writes: true, summary: 'Revoke an inquiry', params: ZIdParams, response: z.null() },
  restart: { method: 'GET', path: '/rest/base/inquiry/restart/:id', access: VIEW, objectRef, writes: true, summary: 'Restart an inquiry', params: ZIdParams, response: z.null() },
  invalid: { method: 'GET', path: '/rest/base/inquiry/invalid/:id', access: VIEW, objectRef, writes: true, summary: 'Invalid an inquiry', params: ZIdParams, response: z.null() },
  remove: { method: 'GET', path: '/rest/base/inquiry/delete/:id', access: VIEW, objectRef, writes: true, summary: 'Delete the caller\'s draft or revoked inquiry', params: ZIdParams, response: z.null() },
  push: { method: 'GET', path: '/rest/base/inquiry/push/:id', access: 'PER_TECHNICALCASE_LIBRARY_PUSH', objectRef, writes: true, summary: 'Push a solved or closed inquiry to the technical case library: a case draft for review, without personal data', params: ZIdParams, response: z.object({ caseId: z.string().uuid(), caseNo: z.string() }) },
  detail: { method: 'GET', path: '/rest/base/inquiry/detail/:id', access: VIEW, summary: 'One inquiry with the caller\'s roles, allowed actions, editable fields and durations', params: ZIdParams, response: ZInquiryDetail },
  page: { method: 'POST', path: '/rest/base/inquiry/page', access: VIEW, readOnly: true, summary: LIST_SUMMARY, body: ZInquiryFilter, response: ZInquiryPage },
  search: { method: 'POST', path: '/rest/base/inquiry/search', access: VIEW, readOnly: true, summary: LIST_SUMMARY, body: ZInquiryFilter, response: ZInquiryPage },
  exportXlsx: { method: 'POST', path: '/rest/base/inquiry/exportSearchExcel', access: VIEW, readOnly: true, kind: 'download', summary: 'The filtered list as .xlsx, streamed (the list\'s filter as the body; paging ignored)', body: ZInquiryFilter, file: FILE_ANSWERS.xlsx('inquiry-forms.xlsx') },
  vinHistory: { method: 'GET', path: '/rest/base/inquiry/vin/:vin', access: VIEW, summary: 'A vehicle\'s inquiries: open ones by anyone (a count, for the form\'s warning) and the caller\'s (the history panel)', params: ZInquiryVinParams, response: ZInquiryVinHistory },
  statistics: { method: 'POST', path: '/rest/base/inquiry/statistics', access: 'PER_REPORT_FORM_MANAGEMENT_VIEW', readOnly: true, summary: 'The inquiry statistics report: columns and a page of every submitted inquiry by the filters, with durations and ratings', body: ZInquiryFilter, response: ZInquiryStatistics },
  exportStatistics: { method: 'POST', path: '/rest/base/inquiry/statistics/export', access: 'PER_REPORT_FORM_MANAGEMENT_VIEW', readOnly: true, kind: 'download', summary: 'The statistics report as .xlsx, streamed (paging ignored)', body: ZInquiryFilter, file: FILE_ANSWERS.xlsx('inquiry-statistics.xlsx') },
  statusLog: { method: 'POST', path: '/rest/base/status/log/page', access: 'PER_ENQUIRY_STATUS_LOG_VIEW', readOnly: true, summary: 'The status log of an inquiry, oldest first', body: ZStatusLogRequest, response: page(ZStatusLogRow) },
  replies: { method: 'POST', path: '/rest/base/conversation/page', access: VIEW, readOnly: true, summary: 'A page of an inquiry\'s reply thread, newest first', body: ZConversationPageRequest, response: page(ZReplyRow) },
  reply: { method: 'POST', path: '/rest/base/conversation/reply', access: VIEW, objectRef: 'Conversation', summary: 'Reply in an inquiry\'s thread', body: ZReplyRequest, response: z.object({ id: z.string().uuid() }) },
  removeReply: { method: 'GET', path: '/rest/base/conversation/delete/:id', access: VIEW, objectRef: 'Conversation', writes: true, summary: 'Delete one of the caller\'s own replies', params: ZIdParams, response: z.null() },
  pending: { method: 'GET', path: '/rest/login/info/getPending', access: 'authenticated', summary: 'What waits for the caller (the header badge)', response: ZPendingCount },
  workTasks: { method: 'POST', path: '/rest/worktask/page', access: VIEW, readOnly: true, summary: 'The inquiries waiting for the caller, with their role and allowed actions', body: ZWorkTaskRequest, response: page(ZWorkTaskRow) },

  // ------------------------------------------------------------ the form's lookups in the catalogue
  vehicleInfo: { method: 'GET', path: '/rest/integrate/getVehicleInfo/:vin', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', summary: 'The inquiry form\'s vehicle section for a VIN, from our own vehicles', params: ZVinParams, response: ZVehicleInfo },
  partName: { method: 'GET', path: '/rest/base/inquiry/form/partName/:partCode', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', summary: 'The main damaged part\'s name by its part code', params: ZPartNameParams, response: ZPartName },
});

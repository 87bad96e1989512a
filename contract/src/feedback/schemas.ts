import { z } from 'zod';
import { ZDictEntryCode } from '../dictionaries/codes.js';
import { ZAttachment } from '../files/schemas.js';
import { LIMITS } from '../limits.js';
import { PATTERNS } from '../patterns.js';
import { ZId, ZPageQuery } from '../envelope.js';
import { isRealDateTime } from '../inquiry/schemas.js';
import { isPortalPageAddress } from './page-address.js';

/**
 * Feedback (spec §3 Feedback, §4 Feedback states, §7 Feedback). The workflow table is the
 * server's feedback.workflow.ts (docs/decisions/022-feedback-workflow.md).
 * DRAFT: saved in edit mode, not sent. PENDING ('feedback_status.pending'): sent, unassigned.
 * ASSIGNED: a handler has it. PROCESSED: handled, waiting for audit. APPROVED: audit passed.
 * CLOSED: the loop is closed.
 */
export const FEEDBACK_STATUSES = ['DRAFT', 'PENDING', 'ASSIGNED', 'PROCESSED', 'APPROVED', 'CLOSED'] as const;
export type TFeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const ZFeedbackStatus = z.enum(FEEDBACK_STATUSES);

/** What can be done to a feedback; `vote` carries all but draft and submit. */
export const FEEDBACK_ACTIONS = ['draft', 'submit', 'assign', 'handle', 'pass', 'reject', 'close'] as const;
export type TFeedbackAction = (typeof FEEDBACK_ACTIONS)[number];
export const ZFeedbackAction = z.enum(FEEDBACK_ACTIONS);
export const FEEDBACK_VOTE_ACTIONS = ['assign', 'handle', 'pass', 'reject', 'close'] as const;

/**
 * Who a user is to one feedback: creator and handler (the assignee) come from the record;
 * dispatcher is whoever holds PER_FEEDBACK_MANAGEMENT_ASSIGN (assigns, audits, closes).
 */
export const FEEDBACK_ROLES = ['creator', 'handler', 'dispatcher'] as const;
export type TFeedbackRole = (typeof FEEDBACK_ROLES)[number];

const text = (max: number) => z.string().trim().max(max);

/** The page it was sent from: one of the portal's own hash routes (`#/struct?vin=…`), or nothing. */
export const ZFeedbackPageAddress = text(2000).refine((v) => v === '' || isPortalPageAddress(v), {
  message: 'not a page of the portal: expected #/<route> such as #/home',
});

/** The form of spec §3/§5: type, title and content required (content ≤ 2,000), contact a phone. */
export const ZFeedbackSubmitRequest = z.object({
  /** A draft of the caller's to send; absent for a new feedback. */
  id: ZId.optional(),
  /** Dictionary DIC_FEEDBACKS_TYPE (open: the server checks the entry). */
  feedbackType: ZDictEntryCode,
  contact: z.string().trim().regex(PATTERNS.phone).or(z.literal('')).default(''),
  title: text(200).min(1),
  content: text(LIMITS.feedbackContentMax).min(1),
  url: ZFeedbackPageAddress.default(''),
  fileIds: z.array(ZId).max(LIMITS.uploadDefaultCount).default([]),
});
export type TFeedbackSubmitRequest = z.infer<typeof ZFeedbackSubmitRequest>;

/** Save-draft in edit mode: the same fields, none required yet. */
export const ZFeedbackDraftRequest = z.object({
  id: ZId.optional(),
  feedbackType: ZDictEntryCode.optional(),
  contact: z.string().trim().regex(PATTERNS.phone).or(z.literal('')).optional(),
  title: text(200).optional(),
  content: text(LIMITS.feedbackContentMax).optional(),
  url: ZFeedbackPageAddress.optional(),
  fileIds: z.array(ZId).max(LIMITS.uploadDefaultCount).optional(),
});
export type TFeedbackDraftRequest = z.infer<typeof ZFeedbackDraftRequest>;

/** `POST /rest/base/workflow/vote`: one workflow step; assign names the handler. */
export const ZFeedbackVoteRequest = z.object({
  id: ZId,
  action: z.enum(FEEDBACK_VOTE_ACTIONS),
  handlerId: ZId.optional(),
  comment: text(1000).default(''),
});
export type TFeedbackVoteRequest = z.infer<typeof ZFeedbackVoteRequest>;

export const ZFeedbackRow = z.object({
  id: ZId,
  feedbackType: z.string(),
  title: z.string(),
  status: ZFeedbackStatus,
  createrId: ZId,
  createrName: z.string(),
  handlerId: ZId.nullable(),
  handlerName: z.string().nullable(),
  createTime: z.string(),
  closedTime: z.string().nullable(),
});
export type TFeedbackRow = z.infer<typeof ZFeedbackRow>;

export const ZFeedbackLogRow = z.object({
  action: ZFeedbackAction,
  toStatus: ZFeedbackStatus,
  operatorName: z.string(),
  comment: z.string(),
  createTime: z.string(),
});

export const ZFeedbackDetail = ZFeedbackRow.extend({
  contact: z.string(),
  content: z.string(),
  url: z.string(),
  reply: z.string(),
  files: z.array(ZAttachment),
  log: z.array(ZFeedbackLogRow),
  roles: z.array(z.enum(FEEDBACK_ROLES)),
  /** What the caller may do now, from the workflow table. */
  actions: z.array(ZFeedbackAction),
});
export type TFeedbackDetail = z.infer<typeof ZFeedbackDetail>;

/** A search of the feedback center: part of the title, the content or the sender's name or account. */
const ZFeedbackKeyword = text(LIMITS.searchKeyMax).optional();

/** The caller's lists (created, to-process, processed, forward): a page, searched and filtered. */
export const ZFeedbackListQuery = ZPageQuery.extend({
  keyword: ZFeedbackKeyword,
  status: ZFeedbackStatus.optional(),
  feedbackType: ZDictEntryCode.optional(),
});
export type TFeedbackListQuery = z.infer<typeof ZFeedbackListQuery>;

/** All feedback (dispatchers): filters of the list and its export. */
export const ZFeedbackFilter = ZPageQuery.extend({
  status: z.array(ZFeedbackStatus).max(FEEDBACK_STATUSES.length).optional(),
  feedbackType: ZDictEntryCode.optional(),
  title: text(200).optional(),
  keyword: ZFeedbackKeyword,
});
export type TFeedbackFilter = z.infer<typeof ZFeedbackFilter>;

/** A user who may be given feedback to handle (the assign picker). */
export const ZFeedbackHandler = z.object({ id: ZId, name: z.string(), username: z.string() });
export type TFeedbackHandler = z.infer<typeof ZFeedbackHandler>;

/** Closed-loop statistics (the report's feedbackClosedLoopStatistics tab): sent feedback in a date range of sending. */
export const ZFeedbackStatisticsRequest = z.object({
  /** YYYY-MM-DD, inclusive. */
  startDate: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isRealDateTime, 'not a date').optional(),
  endDate: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isRealDateTime, 'not a date').optional(),
});
export type TFeedbackStatisticsRequest = z.infer<typeof ZFeedbackStatisticsRequest>;
export const ZFeedbackStatisticsRow = z.object({
  /** A DIC_FEEDBACKS_TYPE code, or 'TOTAL' for the sum row. */
  feedbackType: z.string(),
  total: z.number().int(),
  closed: z.number().int(),
  unclosed: z.number().int(),
  /** Mean hours from sending to closing over the closed ones; null when none is closed. */
  avgHoursToClose: z.number().nullable(),
});
export type TFeedbackStatisticsRow = z.infer<typeof ZFeedbackStatisticsRow>;

import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { PATTERNS } from '../patterns.js';
import { wholeNumber } from '../envelope.js';
import { INQUIRY_STATUSES, ZDictEntryCode, ZInquiryStatus, ZInquiryUrgency, type InquiryStatus } from '../dictionaries/codes.js';
import { ZCityCode, ZProvinceCode } from './responsible-persons.js';

/**
 * Inquiry forms (spec §2 inquiry screens, §3 Inquiry form / Reply message / Inquiry filter params,
 * §4 Inquiry status and rules, §5 Inquiry form limits). One zod schema per call, used by the
 * server's routes and the web form alike. The workflow is docs/decisions/015-inquiry-workflow.md.
 */

/** The statuses are dictionary DIC_INQUIRYFORM_STATUS's codes (dictionaries.ts). */
export type TInquiryStatus = InquiryStatus;

/**
 * Everything a user can do to an inquiry. `update` edits fields without changing the status,
 * `reply` writes to the thread and `deleteReply` takes one's own reply back, `note` writes an
 * internal note (a reply with `internal`, which the creator never sees), `push` turns a solved
 * inquiry into a case draft.
 */
export const INQUIRY_ACTIONS = [
  'draft', 'submit', 'update', 'assign', 'reply', 'note', 'deleteReply', 'solve', 'reject', 'suspend', 'restart',
  'close', 'revoke', 'invalid', 'delete', 'push',
] as const;
export type TInquiryAction = (typeof INQUIRY_ACTIONS)[number];
export const ZInquiryAction = z.enum(INQUIRY_ACTIONS);

/**
 * Who a user is to one inquiry. creator, handler, expert and leader come from the record (the
 * leader from the area's responsible persons); staff is anyone holding PER_ENQUIRY_MANAGEMENT_PROCESSED,
 * curator anyone holding PER_TECHNICALCASE_LIBRARY_PUSH.
 */
export const INQUIRY_ROLES = ['creator', 'handler', 'expert', 'leader', 'staff', 'curator'] as const;
export type TInquiryRole = (typeof INQUIRY_ROLES)[number];

/** Limits of spec §5 "Inquiry form limits" (field lengths). */
export const INQUIRY_LIMITS = {
  vinMax: 35,
  carSeriesMax: 100,
  modelCodeMax: 100,
  modelNameMax: 100,
  motorNoMax: 18,
  driverMotorNoMax: 18,
  batteryPackNoMax: 40,
  driveMileageMax: 10,
  storeNoMax: 30,
  storeNameMax: 50,
  reporterNameMax: 50,
  faultNameMax: 200,
  faultSystemMax: 100,
  faultPositionMax: 100,
  partCodeMax: 200,
  partNameMax: 200,
  longTextMax: 1000,
  /** Short codes and names the spec does not limit (dictionary codes, colours, numbers). */
  codeMax: 50,
  shortTextMax: 100,
  /** Ratings given when closing: 1 (poor) to 5 (excellent). */
  ratingMin: 1,
  ratingMax: 5,
  closeCommentMax: 500,
  /** Why an inquiry was rejected, suspended, revoked or made invalid. */
  reasonMax: 500,
} as const;

const L = INQUIRY_LIMITS;
const text = (max: number) => z.string().trim().max(max);
/** Absent means unchanged (update) or empty (draft, submit): the service fills the blanks. */
const optText = (max: number) => text(max).optional();
const yesNo = z.enum(['Y', 'N']);
/** Whether `YYYY-MM-DD[ HH:mm[:ss]]` names a real moment (no 2026-02-30, no 25:00). */
export function isRealDateTime(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
  if (!m) return false;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((x) => x ?? '0');
  const t = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  return t.getUTCFullYear() === +y && t.getUTCMonth() === +mo - 1 && t.getUTCDate() === +d && t.getUTCHours() === +h && t.getUTCMinutes() === +mi && t.getUTCSeconds() === +s;
}
/** YYYY-MM-DD (spec §5 Dates). */
const ZDate = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isRealDateTime, 'not a date');
/** YYYY-MM-DD HH:mm, the fault date's minute precision. */
const ZDateTimeMinute = z.string().trim().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).refine(isRealDateTime, 'not a date and time');
const ZFileIds = z.array(z.string().uuid()).max(LIMITS.inquiryAttachmentCount).default([]);

/**
 * The form's fields (spec §3 Inquiry form), as submitted. Required ones are required only on
 * submit (ZInquirySubmitRequest); a draft may be incomplete.
 */
const inquiryFields = {
  vinCode: optText(L.vinMax),
  constructionFormNo: optText(L.codeMax),
  /** Dictionary DIC_INQUIRYFORM_TYPE (open: the server checks the entry). */
  consultType: ZDictEntryCode.or(z.literal('')).optional(),
  /** Dictionary DIC_INQUIRYFORM_URGENT_TYPE. */
  emergencyLevel: ZInquiryUrgency.or(z.literal('')).optional(),
  carSeries: optText(L.carSeriesMax),
  modelCode: optText(L.modelCodeMax),
  modelName: optText(L.modelNameMax),
  productionDate: ZDate.or(z.literal('')).optional(),
  saleDate: ZDate.or(z.literal('')).optional(),
  motorNo: optText(L.motorNoMax),
  driverType: optText(L.shortTextMax),
  driverMotorModel: optText(L.shortTextMax),
  driverMotorNo: optText(L.driverMotorNoMax),
  batteryPackNo: optText(L.batteryPackNoMax),
  rangeExtenderNo: optText(L.shortTextMax),
  exteriorTrimmingColor: optText(L.shortTextMax),
  driveMileage: optText(L.driveMileageMax),
  storeNo: optText(L.storeNoMax),
  storeName: optText(L.storeNameMax),
  /** [provinceCode, cityCode] of the area the inquiry is routed by. */
  provinceCityCode: z.union([z.tuple([]), z.tuple([ZProvinceCode]), z.tuple([ZProvinceCode, ZCityCode])]).optional(),
  createrName: optText(L.reporterNameMax),
  /** Empty, or a phone number matching PATTERNS.phone (required on submit). */
  createrTelNo: z.string().trim().regex(PATTERNS.phone).or(z.literal('')).optional(),
  roadRescue: yesNo.optional(),
  repeatRepair: yesNo.optional(),
  isModified: yesNo.optional(),
  modifiedDesc: optText(L.longTextMax),
  faultName: optText(L.faultNameMax),
  faultModule: optText(L.shortTextMax),
  faultSystem: optText(L.faultSystemMax),
  faultPosition: optText(L.faultPositionMax),
  /** Dictionary DIC_DAMAGES_TYPE (open: the server checks the entry). */
  damageType: ZDictEntryCode.or(z.literal('')).optional(),
  partCode: optText(L.partCodeMax),
  partName: optText(L.partNameMax),
  faultDate: ZDateTimeMinute.or(z.literal('')).optional(),
  customerOriginDesc: optText(L.longTextMax),
  faultAppearanceConfirm: optText(L.longTextMax),
  faultExamine: optText(L.longTextMax),
  faultReason: optText(L.longTextMax),
  faultCheckDesc: optText(L.longTextMax),
  /** The maintenance scheme: written by the handler or expert while PROCESSING. */
  repairPlanDesc: optText(L.longTextMax),
  /** Uploaded files to attach (softType InquiryForm). */
  fileIds: z.array(z.string().uuid()).max(LIMITS.inquiryAttachmentCount).optional(),
};

/** The form's field names, as `editableFields` in the detail names them. */
export const INQUIRY_FIELD_NAMES = Object.keys(inquiryFields).filter((k) => k !== 'fileIds') as (keyof typeof inquiryFields)[];
export type TInquiryFieldName = (typeof INQUIRY_FIELD_NAMES)[number];

/** Save as draft: a new one (no id) or the caller's own draft (id). */
export const ZInquiryDraftRequest = z.object({ id: z.string().uuid().optional(), ...inquiryFields });
export type TInquiryDraftRequest = z.infer<typeof ZInquiryDraftRequest>;

/**
 * Submit: a new inquiry, or a draft or rejected inquiry of the caller (id). Spec §5: VIN, series,
 * model, area, reporter name and phone, fault name are required.
 */
export const ZInquirySubmitRequest = z.object({
  id: z.string().uuid().optional(),
  ...inquiryFields,
  vinCode: text(L.vinMax).min(1),
  carSeries: text(L.carSeriesMax).min(1),
  modelCode: text(L.modelCodeMax).min(1),
  provinceCityCode: z.union([z.tuple([ZProvinceCode]), z.tuple([ZProvinceCode, ZCityCode])]),
  createrName: text(L.reporterNameMax).min(1),
  createrTelNo: z.string().trim().regex(PATTERNS.phone),
  faultName: text(L.faultNameMax).min(1),
});
export type TInquirySubmitRequest = z.infer<typeof ZInquirySubmitRequest>;

/**
 * Update an inquiry without changing its status. Which fields the caller may change depends on the
 * status and role (decision 015): fields not theirs to change are refused, not ignored.
 */
export const ZInquiryUpdateRequest = z.object({ id: z.string().uuid(), ...inquiryFields });
export type TInquiryUpdateRequest = z.infer<typeof ZInquiryUpdateRequest>;

/** A status change that may carry a reason (reject, suspend, solve note). */
export const ZInquiryActionRequest = z.object({
  id: z.string().uuid(),
  reason: text(L.reasonMax).optional().default(''),
});
export type TInquiryActionRequest = z.infer<typeof ZInquiryActionRequest>;

/** Solve: the maintenance scheme must be written (spec §5: repairPlanDesc required while PROCESSING). */
export const ZInquirySolveRequest = z.object({
  id: z.string().uuid(),
  /** The maintenance scheme, if written with the solution rather than before. */
  repairPlanDesc: text(L.longTextMax).optional(),
  reason: text(L.reasonMax).optional().default(''),
});
export type TInquirySolveRequest = z.infer<typeof ZInquirySolveRequest>;

/** Assign: a new handler (processor) and/or an expert. At least one. */
export const ZInquiryAssignRequest = z.object({
  id: z.string().uuid(),
  handlerId: z.string().uuid().optional(),
  expertId: z.string().uuid().optional(),
  reason: text(L.reasonMax).optional().default(''),
}).refine((v) => v.handlerId || v.expertId, { message: 'handlerId or expertId is required', path: ['handlerId'] });
export type TInquiryAssignRequest = z.infer<typeof ZInquiryAssignRequest>;

const ZRating = wholeNumber(L.ratingMin, L.ratingMax);
/** Close with the creator's ratings (service attitude, professional skill, timely response). */
export const ZInquiryCloseRequest = z.object({
  id: z.string().uuid(),
  serviceAttitude: ZRating,
  professionalSkill: ZRating,
  timelyResponse: ZRating,
  comment: text(L.closeCommentMax).optional().default(''),
});
export type TInquiryCloseRequest = z.infer<typeof ZInquiryCloseRequest>;

/** An attachment as lists and details show it. */
export const ZInquiryFile = z.object({ id: z.string().uuid(), fileName: z.string() });

/** Durations in hours (two decimals), computed from the status log; the clock pauses while SUSPENDED. */
export const ZInquiryDurations = z.object({
  /** Waiting for the first answer: time spent PENDING. */
  response: z.number(),
  /** Time spent SUSPENDED. */
  suspend: z.number(),
  /** Time spent PROCESSING. */
  handle: z.number(),
  /** From submit to solution without the suspended time: PENDING + PROCESSING. */
  consume: z.number(),
  /** From solution to close: time spent SOLVED. */
  closing: z.number(),
});
export type TInquiryDurations = z.infer<typeof ZInquiryDurations>;

export const ZInquiryRatings = z.object({
  serviceAttitude: z.number().int(),
  professionalSkill: z.number().int(),
  timelyResponse: z.number().int(),
  comment: z.string(),
});

/** The vehicle and the fault as a list row shows them; a case pushed from an inquiry keeps them. */
export const ZVehicleFaultRow = z.object({
  carSeries: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  faultName: z.string(),
  faultModule: z.string(),
  faultSystem: z.string(),
});

/** A row of the inquiry lists. */
export const ZInquiryRow = z.object({
  id: z.string().uuid(),
  formNo: z.string(),
  vinCode: z.string(),
  status: ZInquiryStatus,
  consultType: z.string(),
  emergencyLevel: z.string(),
  ...ZVehicleFaultRow.shape,
  faultPosition: z.string(),
  damageType: z.string(),
  partCode: z.string(),
  storeName: z.string(),
  createrId: z.string().uuid(),
  createrName: z.string(),
  handlerId: z.string().uuid().nullable(),
  handlerName: z.string(),
  expertId: z.string().uuid().nullable(),
  expertName: z.string(),
  /** ISO time of creation and of the last change. */
  createTime: z.string(),
  submitTime: z.string().nullable(),
  updateTime: z.string(),
});
export type TInquiryRow = z.infer<typeof ZInquiryRow>;
/** A page of the inquiry list: `count` stops at LIMITS.inquiryListCountCap, and `countCapped` says more match. */
export const ZInquiryPage = z.object({ contents: z.array(ZInquiryRow), count: z.number().int().nonnegative(), countCapped: z.boolean() });
export type TInquiryPage = z.infer<typeof ZInquiryPage>;

/** The detail: every field, the record's people, files, ratings, durations and what the caller may do. */
export const ZInquiryDetail = ZInquiryRow.extend({
  constructionFormNo: z.string(),
  productionDate: z.string(),
  saleDate: z.string(),
  motorNo: z.string(),
  driverType: z.string(),
  driverMotorModel: z.string(),
  driverMotorNo: z.string(),
  batteryPackNo: z.string(),
  rangeExtenderNo: z.string(),
  exteriorTrimmingColor: z.string(),
  driveMileage: z.string(),
  storeNo: z.string(),
  provinceCityCode: z.array(z.string()),
  provinceCode: z.string(),
  cityCode: z.string(),
  createrTelNo: z.string(),
  roadRescue: yesNo,
  repeatRepair: yesNo,
  isModified: yesNo,
  modifiedDesc: z.string(),
  partName: z.string(),
  faultDate: z.string(),
  customerOriginDesc: z.string(),
  faultAppearanceConfirm: z.string(),
  faultExamine: z.string(),
  faultReason: z.string(),
  faultCheckDesc: z.string(),
  repairPlanDesc: z.string(),
  /** Who the next reply goes to by default (the other side of the conversation). */
  msgReceiverId: z.string().uuid().nullable(),
  msgReceiverName: z.string(),
  ownerId: z.string().uuid(),
  /** The thread's id: the inquiry's own id (replies are keyed by it). */
  processId: z.string().uuid(),
  tisFiles: z.array(ZInquiryFile),
  ratings: ZInquiryRatings.nullable(),
  durations: ZInquiryDurations,
  /** When it was pushed to the technical case library; null if never. */
  pushTime: z.string().nullable(),
  /** The caller's roles on this inquiry. */
  roles: z.array(z.enum(INQUIRY_ROLES)),
  /** Actions the caller may take now, from the workflow table. */
  actions: z.array(ZInquiryAction),
  /** Fields the caller may change now with `update` (decision 015). */
  editableFields: z.array(z.string()),
});
export type TInquiryDetail = z.infer<typeof ZInquiryDetail>;

const ZOptFilter = (max: number) => z.string().trim().max(max).optional();
const ZDateFilter = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/).refine(isRealDateTime, 'not a date').optional();

/** Spec §3 Inquiry filter params. Date ranges: start from 00:00:00, end to 23:59:59 (spec §5). */
export const ZInquiryFilter = z.object({
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
  vinCode: ZOptFilter(L.vinMax),
  formNo: ZOptFilter(L.codeMax),
  consultType: ZDictEntryCode.optional(),
  emergencyLevel: ZInquiryUrgency.optional(),
  carSeries: ZOptFilter(L.carSeriesMax),
  modelCode: ZOptFilter(L.modelCodeMax),
  faultName: ZOptFilter(L.faultNameMax),
  faultModule: ZOptFilter(L.shortTextMax),
  faultSystem: ZOptFilter(L.faultSystemMax),
  faultPosition: ZOptFilter(L.faultPositionMax),
  damageType: ZDictEntryCode.optional(),
  partCode: ZOptFilter(L.partCodeMax),
  statusList: z.array(ZInquiryStatus).max(INQUIRY_STATUSES.length).optional(),
  handlerName: ZOptFilter(L.reporterNameMax),
  /** Fault date range. */
  startTime: ZDateFilter,
  endTime: ZDateFilter,
  /** Creation date range. */
  createBegin: ZDateFilter,
  createEnd: ZDateFilter,
  /**
   * Which list: all the caller may see (default), my initiation (created), my assignment
   * (handler or expert), my process (inquiries waiting for the caller now), my open ones (not
   * finished, raised by, handled by or assigned to the caller, or waiting for them, whoever they
   * wait on now: the screens' default list).
   */
  scope: z.enum(['all', 'initiation', 'assignment', 'process', 'open']).optional().default('all'),
});
export type TInquiryFilter = z.infer<typeof ZInquiryFilter>;

/** Status log (POST /rest/base/status/log/page). */
export const ZStatusLogRequest = z.object({
  objectId: z.string().uuid(),
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
});
export const ZStatusLogRow = z.object({
  id: z.string().uuid(),
  action: ZInquiryAction,
  fromStatus: ZInquiryStatus.nullable(),
  toStatus: ZInquiryStatus,
  operatorId: z.string().uuid(),
  operatorName: z.string(),
  /** A reason given with the action. */
  remark: z.string(),
  createTime: z.string(),
  /** Whom an assign handed the inquiry to, by name (the log keeps their ids). */
  assignees: z.array(z.object({ role: z.enum(['handler', 'expert']), name: z.string() })),
});
export type TStatusLogRow = z.infer<typeof ZStatusLogRow>;

/** Reply thread page (spec §7 conversation/page). objectRef is always InquiryForm today. */
export const ZConversationPageRequest = z.object({
  objectId: z.string().uuid(),
  objectRef: z.literal('InquiryForm').optional().default('InquiryForm'),
  processId: z.string().uuid().optional(),
  page: wholeNumber(1).default(1),
  /** 5, 10, 15 or 20 (spec §9). */
  pageSize: wholeNumber(1, 20).refine((n) => (LIMITS.replyPageSizes as readonly number[]).includes(n), 'one of 5, 10, 15, 20').default(LIMITS.replyPageSize),
});
export type TConversationPageRequest = z.infer<typeof ZConversationPageRequest>;

/** A reply (spec §3 Reply message). */
export const ZReplyRequest = z.object({
  objectId: z.string().uuid(),
  objectRef: z.literal('InquiryForm').optional().default('InquiryForm'),
  /** Whom the reply is addressed to; defaults to the other side (detail.msgReceiverId). */
  msgReceiverId: z.string().uuid().optional(),
  ownerId: z.string().uuid().optional(),
  processId: z.string().uuid().optional(),
  activityId: z.string().trim().max(L.codeMax).optional(),
  /** Spec §5: required, at most 1000 characters. */
  comment: z.string().trim().min(1).max(LIMITS.replyCommentMax),
  /** Uploaded files (softType Conversation, 50 MB each). */
  fileIds: ZFileIds,
  /**
   * An internal note among the handling side (the workflow's `note`): never shown, mailed or
   * notified to the creator, and so never addressed to them.
   */
  internal: z.boolean().optional().default(false),
});
export type TReplyRequest = z.infer<typeof ZReplyRequest>;

export const ZReplyRow = z.object({
  id: z.string().uuid(),
  ownerId: z.string().uuid(),
  ownerName: z.string(),
  msgReceiverId: z.string().uuid().nullable(),
  createTime: z.string(),
  comment: z.string(),
  tisFiles: z.array(ZInquiryFile),
  /** An internal note (only the handling side gets these at all). */
  internal: z.boolean(),
  /** Whether the caller may delete it: their own, and the inquiry not closed (the workflow's deleteReply rows). */
  canDelete: z.boolean(),
});
export type TReplyRow = z.infer<typeof ZReplyRow>;

/** What waits for the caller (header badge; GET /rest/login/info/getPending). */
export const ZPendingCount = z.object({
  /** Inquiries waiting for the caller's action. */
  inquiry: z.number().int(),
  /** Feedback waiting for the caller (feedback.service countWaiting). */
  feedback: z.number().int(),
  total: z.number().int(),
});
export type TPendingCount = z.infer<typeof ZPendingCount>;

/** A work task: one inquiry waiting for the caller, and why. */
export const ZWorkTaskRow = z.object({
  objectId: z.string().uuid(),
  objectRef: z.literal('InquiryForm'),
  formNo: z.string(),
  vinCode: z.string(),
  faultName: z.string(),
  status: ZInquiryStatus,
  /** The caller's role that makes it theirs. */
  role: z.enum(INQUIRY_ROLES),
  /** The actions the caller may take. */
  actions: z.array(ZInquiryAction),
  updateTime: z.string(),
});
export const ZWorkTaskRequest = z.object({
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
});

/** A vehicle's inquiries (GET /rest/base/inquiry/vin/{vin}): the form's warning and the history panel. */
export const ZInquiryVinParams = z.object({ vin: z.string().trim().min(1).max(INQUIRY_LIMITS.vinMax) });
export const ZInquiryVinHistory = z.object({
  /**
   * Open inquiries (PENDING, PROCESSING, SUSPENDED) on this VIN by anyone: the form warns before a
   * second one is raised. A count only: other dealers' inquiries stay theirs.
   */
  openCount: z.number().int(),
  /** The caller's visible inquiries on this VIN, newest first (at most 50). */
  inquiries: z.array(ZInquiryRow),
});
export type TInquiryVinHistory = z.infer<typeof ZInquiryVinHistory>;

/** The statistics report's row (report page, inquiryFormStatistics tab): a list row with durations and ratings. */
export const ZInquiryStatisticsRow = ZInquiryRow.extend({
  durations: ZInquiryDurations,
  serviceAttitude: z.number().int().nullable(),
  professionalSkill: z.number().int().nullable(),
  timelyResponse: z.number().int().nullable(),
});
export type TInquiryStatisticsRow = z.infer<typeof ZInquiryStatisticsRow>;
/** Spec §7 "statistics list": the columns (key and heading in the request's language) and a page of rows. */
export const ZInquiryStatistics = z.object({
  columns: z.array(z.object({ key: z.string(), title: z.string() })),
  data: z.object({ contents: z.array(ZInquiryStatisticsRow), count: z.number().int() }),
});

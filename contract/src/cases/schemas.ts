import { z } from 'zod';
import { cappedPage, wholeNumber, ZPageQuery } from '../envelope.js';
import { LANGUAGES } from '../languages.js';
import { ZCatalogueCode, ZSearchKey, ZVinCode } from '../catalogue/schemas.js';
import { ZVehicleFaultRow } from '../inquiry/schemas.js';

/*
 * Technical case library (spec §2 technicalCaseLibrary/technicalCaseDetail, §4 Technical case,
 * §7 /rest/base/inquiry/case/*): the answer to a solved inquiry, written up without the dealer's
 * personal data, so the next dealer finds it before asking. A case is written in one language;
 * the search finds it from a query in any of the six (Chinese included).
 *
 * Field names and limits follow the inquiry form's (spec §3 Inquiry form, §5 Inquiry form
 * limits), since most cases start as a pushed inquiry.
 */

/** Limits of a case's fields (spec §5 Inquiry form limits where the field comes from the form). */
export const CASE_LIMITS = {
  titleMax: 200,
  carSeriesMax: 100,
  modelCodeMax: 100,
  modelNameMax: 100,
  faultNameMax: 200,
  faultFieldMax: 100,
  partCodeMax: 200,
  partNameMax: 100,
  descriptionMax: 1000,
  reviewCommentMax: 500,
  similarMax: 10,
  similarTextMax: 1000,
} as const;

/**
 * DRAFT (pushed from an inquiry, or sent back by a reviewer) → PENDING_REVIEW (submitted) →
 * PUBLISHED (approved; what the library shows to everyone) ; INVALID retires a case for good.
 * The transitions and who may take them: server/src/modules/cases/cases.workflow.ts.
 */
export const CASE_STATUSES = ['DRAFT', 'PENDING_REVIEW', 'PUBLISHED', 'INVALID'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const ZCaseStatus = z.enum(CASE_STATUSES);

/** What a user may do to a case (the detail lists those allowed now). */
export const CASE_ACTIONS = ['SUBMIT', 'UPDATE', 'APPROVE', 'REJECT', 'INVALID'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
export const ZCaseAction = z.enum(CASE_ACTIONS);

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

/** Where the fault sits, the part, and what the workshop saw and found: optional on a case and on its draft alike. */
const FAULT_FIELDS = {
  faultModule: text(CASE_LIMITS.faultFieldMax).default(''),
  faultSystem: text(CASE_LIMITS.faultFieldMax).default(''),
  faultPosition: text(CASE_LIMITS.faultFieldMax).default(''),
  damageType: text(CASE_LIMITS.faultFieldMax).default(''),
  partCode: text(CASE_LIMITS.partCodeMax).default(''),
  partName: text(CASE_LIMITS.partNameMax).default(''),
  /** The symptom as the customer described it. */
  customerOriginDesc: text(CASE_LIMITS.descriptionMax).default(''),
  faultAppearanceConfirm: text(CASE_LIMITS.descriptionMax).default(''),
  /** The examinations the workshop did (the inquiry's faultExamine). */
  faultExamine: text(CASE_LIMITS.descriptionMax).default(''),
  faultCheckDesc: text(CASE_LIMITS.descriptionMax).default(''),
  /** The cause, when one was found: optional, as on the inquiry form (most pushed inquiries name none). */
  faultReason: text(CASE_LIMITS.descriptionMax).default(''),
};

/**
 * The content of a case: vehicle model, fault, diagnosis and repair. Nothing about the dealer,
 * the customer or the vehicle's identity (no VIN, store, reporter, phone).
 */
export const ZCaseContent = z.object({
  title: required(CASE_LIMITS.titleMax).describe('A one-line summary of fault and fix'),
  /** The language the case is written in. */
  language: z.enum(LANGUAGES),
  carSeries: required(CASE_LIMITS.carSeriesMax).describe('Series code (catalogue code1)'),
  modelCode: required(CASE_LIMITS.modelCodeMax).describe('Model code (catalogue code2)'),
  modelName: text(CASE_LIMITS.modelNameMax).default(''),
  faultName: required(CASE_LIMITS.faultNameMax),
  ...FAULT_FIELDS,
  /** The maintenance scheme that fixed it. */
  repairPlanDesc: required(CASE_LIMITS.descriptionMax),
});
export type TCaseContent = z.infer<typeof ZCaseContent>;
export type TCaseContentInput = z.input<typeof ZCaseContent>;

/**
 * What an inquiry hands to the library when it is pushed (`draftFromInquiry(tx, source)` in
 * server/src/modules/cases/cases.service.ts). A plain object: the inquiry's model, fault and
 * repair fields, never its people. Fields the inquiry left empty may be empty here; the case is a
 * draft that staff complete before submitting it for review.
 */
export const ZCaseDraftSource = z.object({
  inquiryId: z.string().uuid(),
  /** The inquiry's form number, kept for staff (not shown to readers). */
  formNo: text(40).default(''),
  language: z.enum(LANGUAGES),
  carSeries: text(CASE_LIMITS.carSeriesMax),
  modelCode: text(CASE_LIMITS.modelCodeMax),
  modelName: text(CASE_LIMITS.modelNameMax).default(''),
  faultName: text(CASE_LIMITS.faultNameMax),
  ...FAULT_FIELDS,
  repairPlanDesc: text(CASE_LIMITS.descriptionMax).default(''),
});
export type TCaseDraftSource = z.input<typeof ZCaseDraftSource>;

/** POST case/submit: a new case (no id) or a draft's edited content, sent for review. */
export const ZCaseSubmitRequest = ZCaseContent.extend({
  id: z.string().uuid().optional().describe('A DRAFT or PENDING_REVIEW case to submit; absent: a new case'),
});
export type TCaseSubmitRequest = z.input<typeof ZCaseSubmitRequest>;

/** POST case/update/{id}: new content; the status stays. */
export const ZCaseUpdateRequest = ZCaseContent;

/** POST case/review/{id}: approve (publish) or send back to draft with a reason. */
export const ZCaseReviewRequest = z.object({
  pass: z.boolean(),
  comment: text(CASE_LIMITS.reviewCommentMax).default(''),
}).refine((r) => r.pass || r.comment.length > 0, { message: 'a rejection needs a comment', path: ['comment'] });
export type TCaseReviewRequest = z.input<typeof ZCaseReviewRequest>;

/** What a case's writes answer: the case's id. */
export const ZCaseRef = z.object({ id: z.string().uuid() });
export type TCaseRef = z.infer<typeof ZCaseRef>;

/** GET case/invalid/{id}: why (optional). */
export const ZCaseInvalidQuery = z.object({ comment: text(CASE_LIMITS.reviewCommentMax).optional() });

/** POST case/page: the library's list; every field narrows. */
export const ZCasePageRequest = ZPageQuery.extend({
  /** Words or Chinese text in title, fault, part, diagnosis or repair; all terms must match. */
  key: ZSearchKey.optional(),
  /** The struct view's scope: a VIN stands for its model; code0/1/2 for line, series, model. */
  vinCode: ZVinCode.optional(),
  code0: ZCatalogueCode.optional(),
  code1: ZCatalogueCode.optional(),
  code2: ZCatalogueCode.optional(),
  faultModule: text(CASE_LIMITS.faultFieldMax).optional(),
  language: z.enum(LANGUAGES).optional(),
  /**
   * Only users who may edit cases see other than PUBLISHED; others get PUBLISHED whatever they ask.
   * Absent: an editor's own drafts first (a pushed inquiry lands there), then the published cases.
   */
  status: ZCaseStatus.optional(),
});
export type TCasePageRequest = z.input<typeof ZCasePageRequest>;

/** A row of the library's list. */
export const ZCaseRow = z.object({
  id: z.string().uuid(),
  caseNo: z.string(),
  title: z.string(),
  language: z.enum(LANGUAGES),
  status: ZCaseStatus,
  /** The model's name (modelName) in the request's language when the catalogue knows it, else as written. */
  ...ZVehicleFaultRow.shape,
  partCode: z.string(),
  partName: z.string(),
  /** HTML-escaped text around the first match, matches in `<mark>`; without a key the cause (the fix when none was written). */
  snippet: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TCaseRow = z.infer<typeof ZCaseRow>;
/** A page of the library: `count` stops at LIMITS.caseSearchCountCap, and `countCapped` says more match. */
export const ZCasePage = cappedPage(ZCaseRow);
export type TCasePage = z.infer<typeof ZCasePage>;

/** A step of a case's history. */
export const ZCaseEvent = z.object({
  action: z.string(),
  fromStatus: ZCaseStatus.nullable(),
  toStatus: ZCaseStatus,
  operatorName: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});

/**
 * GET case/{id}. The content as stored, not as submitting needs it: a pushed draft holds what its
 * inquiry had, and fields the inquiry left empty stay empty until staff complete the draft.
 */
export const ZCaseDetail = ZCaseDraftSource.omit({ inquiryId: true, formNo: true }).extend({
  title: text(CASE_LIMITS.titleMax),
  id: z.string().uuid(),
  caseNo: z.string(),
  status: ZCaseStatus,
  /** The catalogue's name of the model in the request's language ('' when unknown). */
  catalogueModelName: z.string(),
  /** Only for editors: the inquiry it came from. */
  sourceInquiryId: z.string().uuid().nullable(),
  sourceFormNo: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** What the caller may do now. */
  actions: z.array(ZCaseAction),
  /** Review history; empty for readers who may not edit. */
  events: z.array(ZCaseEvent),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

/** POST case/similar: published cases like the fault being typed (inquiry form suggestions). */
export const ZCaseSimilarRequest = z.object({
  modelCode: ZCatalogueCode.optional(),
  carSeries: ZCatalogueCode.optional(),
  vinCode: ZVinCode.optional(),
  /** The fault as typed so far (fault name, description). */
  text: z.string().trim().min(1).max(CASE_LIMITS.similarTextMax),
  /** Where the fault sits in the fault catalogue, as picked so far (codes; a position needs its system, a system its module). */
  faultModule: ZCatalogueCode.optional(),
  faultSystem: ZCatalogueCode.optional(),
  faultPosition: ZCatalogueCode.optional(),
  limit: wholeNumber(1, CASE_LIMITS.similarMax).default(5),
});
export type TCaseSimilarRequest = z.input<typeof ZCaseSimilarRequest>;

export const ZCaseSimilar = z.object({
  id: z.string().uuid(),
  caseNo: z.string(),
  title: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  faultName: z.string(),
  /** How well the case answers the fault, 0–1: its fault catalogue path and its text (server/src/modules/cases/cases.relevance.ts). */
  score: z.number(),
  /** True when the case is of the same model (else of the same series or any). */
  sameModel: z.boolean(),
});
export type TCaseSimilar = z.infer<typeof ZCaseSimilar>;

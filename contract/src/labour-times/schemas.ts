import { z } from 'zod';
import { wholeNumber } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { ZCatalogueCode, ZCatelogModel, ZCodeName, ZSearchKey, ZVinCode } from '../catalogue/schemas.js';

/*
 * Labour times (spec §3 Labour time; §7 "Labour time"): the time a job takes on a model, as the
 * workshop claims it. Every job belongs to a model (code2 of the model tree) and sits in a
 * three-level directory: level one (a system, e.g. electrical), level two (an area, e.g. battery)
 * and the position code (the spot on the vehicle the job is done at). Jobs link to the parts they
 * replace or touch, so a part's detail lists its jobs (GET /rest/base/part/getLableTimes/{id}).
 *
 * Conventions: names are in the request's language (Accept-Language, falling back to en-US);
 * a `modelCode` may name a production line, a series or a model, meaning every model under it;
 * hours are decimal hours with two places at most.
 */

/** What kind of work a job is; the server answers each with its name in the caller's language. */
export const WORK_TIME_TYPES = ['REPLACE', 'REMOVE_INSTALL', 'REPAIR', 'ADJUST', 'INSPECT', 'MAINTENANCE', 'DIAGNOSE'] as const;
export type WorkTimeType = (typeof WORK_TIME_TYPES)[number];
export const ZWorkTimeType = z.enum(WORK_TIME_TYPES);

/** Codes of the labour-time directory (levels, position codes, job codes). */
export const ZLabourCode = z.string().trim().min(1).max(32).regex(/^[\w.-]+$/, { message: 'letters, digits, - _ . only' });

const ZPageFields = {
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
};

// ---------------------------------------------------------------- rows

/** A part a job replaces or touches. */
export const ZLabourPart = z.object({
  id: z.string().uuid(),
  partCode: z.string(),
  partName: z.string(),
});
export type TLabourPart = z.infer<typeof ZLabourPart>;

/** One job on one model (spec §3 Labour time, with its place in the directory). */
export const ZLabourTimeRow = z.object({
  id: z.string().uuid(),
  workTimeCode: z.string().describe('The job code; the same job has the same code on every model'),
  workTimeName: z.string(),
  workTimeType: ZWorkTimeType,
  workTimeTypeName: z.string(),
  /** The manufacturer's flat rate (warranty claims), hours. */
  standardHours: z.number(),
  /** The time charged for customer-paid maintenance of the same job, hours. */
  maintenanceHours: z.number(),
  levelOne: ZCodeName.describe('Level one of the directory: a system'),
  levelTwo: ZCodeName.describe('Level two: an area of the system'),
  position: ZCodeName.describe('The position code and its name'),
  modelCode: z.string(),
  modelName: z.string(),
  catelogModel: ZCatelogModel,
  parts: z.array(ZLabourPart),
});
export type TLabourTimeRow = z.infer<typeof ZLabourTimeRow>;

/** A job as the part detail's labour-time tab lists it: the spec's fields plus the model it is for. */
export const ZPartLabourTime = z.object({
  id: z.string().uuid(),
  workTimeCode: z.string(),
  workTimeName: z.string(),
  workTimeType: ZWorkTimeType,
  workTimeTypeName: z.string(),
  standardHours: z.number(),
  maintenanceHours: z.number(),
  positionCode: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
});
export type TPartLabourTime = z.infer<typeof ZPartLabourTime>;

// ---------------------------------------------------------------- list, filter, levels

/** The filter of the labour-time list and its export. Every field narrows; none is required. */
export const ZLabourTimeFilter = z.object({
  modelCode: ZCatalogueCode.optional().describe('A production line, series or model code: every model under it'),
  levelOne: ZLabourCode.optional(),
  levelTwo: ZLabourCode.optional(),
  positionCode: ZLabourCode.optional(),
  workTimeType: ZWorkTimeType.optional(),
  /** A piece of the job code or of its name in any language. */
  key: ZSearchKey.optional(),
  /** Only jobs linked to this part. */
  partCode: ZCatalogueCode.optional(),
});
export type TLabourTimeFilter = z.infer<typeof ZLabourTimeFilter>;

/** POST /rest/base/labortime/: a page of jobs, by model, level one, level two, code, name. */
export const ZLabourTimeListRequest = ZLabourTimeFilter.extend(ZPageFields);
export type TLabourTimeListRequest = z.infer<typeof ZLabourTimeListRequest>;

/** GET /rest/export/laborTime: the same filter as the list, as query parameters. */
export const ZLabourTimeExportQuery = ZLabourTimeFilter;

/** POST /rest/base/labortime/filter: what the filter offers, within a model (all models when absent). */
export const ZLabourFilterRequest = z.object({
  modelCode: ZCatalogueCode.optional().describe('A line, series or model code; levels are those with jobs under it'),
});

/** A node of a model picker (labour times, special tools): line → series → model. */
export const ZModelOption = z.object({ id: z.string().uuid(), code: z.string(), name: z.string() });
export const ZModelOptionSeries = ZModelOption.extend({ models: z.array(ZModelOption) });
export const ZModelOptionLine = ZModelOption.extend({ series: z.array(ZModelOptionSeries) });
export type TModelOptionLine = z.infer<typeof ZModelOptionLine>;

export const ZLabourFilterOptions = z.object({
  /** Lines → series → models that have labour times, in catalogue order. */
  models: z.array(ZModelOptionLine),
  /** Level-one entries with jobs in the chosen model (all models without one). */
  levelOnes: z.array(ZCodeName),
  workTimeTypes: z.array(ZCodeName),
});
export type TLabourFilterOptions = z.infer<typeof ZLabourFilterOptions>;

/** GET /rest/base/labortime/level/{id}/{levelOne}: level two of a level one, within a model-tree node. */
export const ZLabourLevelParams = z.object({
  id: z.string().uuid().describe('A line, series or model node id'),
  levelOne: ZLabourCode,
});

/** POST /rest/base/labortime/positionCode: position codes with jobs, narrowed by model and levels. */
export const ZPositionCodeRequest = z.object({
  modelCode: ZCatalogueCode.optional(),
  levelOne: ZLabourCode.optional(),
  levelTwo: ZLabourCode.optional(),
});

// ---------------------------------------------------------------- app show

/**
 * POST /rest/app/labortime/show: the job card of one vehicle or model: its jobs (optionally only
 * those for a part, or one job code) with the hours added up. A VIN needs PER_VIN_VIEW.
 */
export const ZLabourShowRequest = z
  .object({
    vinCode: ZVinCode.optional(),
    modelCode: ZCatalogueCode.optional().describe('A model code (code2); ignored when a VIN is given'),
    partCode: ZCatalogueCode.optional(),
    workTimeCode: ZLabourCode.optional(),
  })
  .refine((q) => q.vinCode || q.modelCode, { message: 'vinCode or modelCode is required', path: ['modelCode'] });
export type TLabourShowRequest = z.infer<typeof ZLabourShowRequest>;

export const ZLabourShow = z.object({
  vinCode: z.string().nullable(),
  modelCode: z.string(),
  modelName: z.string(),
  catelogModel: ZCatelogModel,
  items: z.array(ZLabourTimeRow),
  standardHours: z.number().describe('Sum over items'),
  maintenanceHours: z.number().describe('Sum over items'),
});
export type TLabourShow = z.infer<typeof ZLabourShow>;

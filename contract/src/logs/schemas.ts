import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { ZPageQuery } from '../envelope.js';

/*
 * Log management (spec §3 Log, §7 logs): the login log, the operation log, the topic print log and
 * the click report. Every list is newest first and counts up to LOG_LIST_COUNT_CAP ("more than").
 */

/**
 * The lists count their matches up to here, and page no further: an exact count of ten million
 * rows costs every page a scan of them all, and nobody pages a thousand pages deep (filters do).
 */
export const LOG_LIST_COUNT_CAP = 10_000;
/** Rows one log export writes at most (the newest first); a narrower period exports the rest. */
export const LOG_EXPORT_MAX_ROWS = 100_000;

const ZInstant = z.string().datetime({ offset: true });
/** A period: from (inclusive) and to (exclusive), ISO date-times with an offset. */
const period = {
  from: ZInstant.optional(),
  to: ZInstant.optional(),
};
const fromBeforeTo = (value: object) => {
  const q = value as { from?: string; to?: string };
  return !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to);
};
const PERIOD_ORDER = { message: 'from must be before to', path: ['to'] };
/** The deepest page a list opens: no further than its count cap. */
const withinCap = (value: object) => {
  const q = value as { page: number; pageSize: number };
  return (q.page - 1) * q.pageSize < LOG_LIST_COUNT_CAP;
};
const DEEPEST = { message: `at most the first ${LOG_LIST_COUNT_CAP} rows`, path: ['page'] };
/** A list's query: its filters, the period in order, a page within the cap. */
const listQuery = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, ...ZPageQuery.shape }).refine(fromBeforeTo, PERIOD_ORDER).refine(withinCap, DEEPEST);
/** An export's (or a filter's) query: its filters, the period in order. */
const filterQuery = <S extends z.ZodRawShape>(shape: S) => z.object(shape).refine(fromBeforeTo, PERIOD_ORDER);

// ---------------------------------------------------------------- login log

export const LOGIN_RESULTS = ['SUCCESS', 'FAILURE'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/** The login log's filters (GET /rest/base/log/auth, exportAuthLogExcel). */
const loginFilter = {
  /** The account as typed at login (matched whole, case-insensitive). */
  username: z.string().trim().max(LIMITS.usernameMax).optional(),
  result: z.enum(LOGIN_RESULTS).optional(),
  ip: z.string().trim().max(64).optional(),
  ...period,
};
export const ZLoginLogFilter = filterQuery(loginFilter);
export type TLoginLogFilter = z.infer<typeof ZLoginLogFilter>;
export const ZLoginLogQuery = listQuery(loginFilter);

/** One login attempt. */
export const ZLoginLogRow = z.object({
  id: z.number().int(),
  username: z.string(),
  ip: z.string(),
  success: z.boolean(),
  /** Why it failed, as the error catalogue's key (WRONG_CREDENTIALS, CAPTCHA_WRONG, …); '' on success. */
  reason: z.string(),
  /** The refusal's message in the caller's language; '' on success. */
  reasonText: z.string(),
  loginTime: z.string(),
});
export type TLoginLogRow = z.infer<typeof ZLoginLogRow>;

// ---------------------------------------------------------------- operation log

export const OPERATION_RESULTS = ['SUCCESS', 'FAILURE'] as const;
export const OPERATION_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** The operation log's filters (GET /rest/base/log/object, exportLogExcel). */
const operationFilter = {
  /** The operator's account (matched whole, case-insensitive). */
  operator: z.string().trim().max(LIMITS.usernameMax).optional(),
  /** One of getLogObjectRef's object types. */
  objectRef: z.string().trim().max(60).optional(),
  httpMethod: z.enum(OPERATION_METHODS).optional(),
  /** SUCCESS: answered 2xx/3xx without a business refusal; FAILURE: everything else. */
  result: z.enum(OPERATION_RESULTS).optional(),
  ...period,
};
export const ZOperationLogFilter = filterQuery(operationFilter);
export type TOperationLogFilter = z.infer<typeof ZOperationLogFilter>;
export const ZOperationLogQuery = listQuery(operationFilter);

/** One operation (spec §3 Log: operator, status, operate time, description, message number, error message, object reference, httpMethod). */
export const ZOperationLogRow = z.object({
  id: z.number().int(),
  operator: z.string(),
  /** The HTTP status answered. */
  status: z.number().int(),
  result: z.enum(OPERATION_RESULTS),
  operateTime: z.string(),
  httpMethod: z.string(),
  url: z.string(),
  /** The endpoint called, `domain.name` of the endpoint table; '' when the address matches none any more. */
  endpoint: z.string(),
  /** The endpoint's one line of the API document (English, as the API document). */
  summary: z.string(),
  objectRef: z.string(),
  /** The business code of a refusal (spec §8 message number); null when none. */
  messageNumber: z.number().int().nullable(),
  errorMessage: z.string(),
  ip: z.string(),
  durationMs: z.number().int(),
  requestId: z.string(),
});
export type TOperationLogRow = z.infer<typeof ZOperationLogRow>;

// ---------------------------------------------------------------- topic print log

const printFilter = {
  operator: z.string().trim().max(LIMITS.usernameMax).optional(),
  ...period,
};
export type TPrintLogFilter = z.infer<ReturnType<typeof filterQuery<typeof printFilter>>>;
export const ZPrintLogQuery = listQuery(printFilter);

/** One print of a manual topic (recorded by GET /rest/base/log/printTopicLog/{id}). */
export const ZPrintLogRow = z.object({
  id: z.string().uuid(),
  operator: z.string(),
  topicId: z.string().uuid(),
  topicTitle: z.string(),
  manualName: z.string(),
  lang: z.string(),
  printTime: z.string(),
});
export type TPrintLogRow = z.infer<typeof ZPrintLogRow>;

// ---------------------------------------------------------------- click report

/** What a click report counts: a part opened, a manual topic opened, a manual opened. */
export const CLICK_OBJECT_TYPES = ['PART', 'TOPIC', 'MANUAL'] as const;
export type ClickObjectType = (typeof CLICK_OBJECT_TYPES)[number];

/** POST /rest/log/create: the web reports an open (fire and forget). */
export const ZClickCreateRequest = z.object({
  objectType: z.enum(CLICK_OBJECT_TYPES),
  /** The part, topic or manual id. */
  objectId: z.string().trim().min(1).max(100),
  /** A code people know it by (a part number, a manual code). */
  objectCode: z.string().trim().max(100).optional().default(''),
  objectName: z.string().trim().max(200).optional().default(''),
});
export type TClickCreateRequest = z.input<typeof ZClickCreateRequest>;

/** The click report's filters (GET /rest/log/part/detail, POST /rest/log/derive). */
const clickFilter = {
  objectType: z.enum(CLICK_OBJECT_TYPES).optional(),
  ...period,
};
export const ZClickReportFilter = filterQuery(clickFilter);
export type TClickReportFilter = z.infer<typeof ZClickReportFilter>;
export const ZClickReportQuery = listQuery(clickFilter);

/** One object of the report: how often it was opened in the period, by how many accounts; most opened first. */
export const ZClickReportRow = z.object({
  objectType: z.enum(CLICK_OBJECT_TYPES),
  objectId: z.string(),
  objectCode: z.string(),
  objectName: z.string(),
  opens: z.number().int(),
  users: z.number().int(),
  lastOpened: z.string(),
});
export type TClickReportRow = z.infer<typeof ZClickReportRow>;

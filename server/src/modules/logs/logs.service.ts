import { and, desc, eq, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import * as contract from '@portal/contract';
import {
  LOG_EXPORT_MAX_ROWS, LOG_LIST_COUNT_CAP, type ClickObjectType, type Endpoint, type ErrorKey, type Language, type TClickCreateRequest,
  type TClickReportFilter, type TClickReportRow, type TLoginLogFilter, type TLoginLogRow, type TOperationLogFilter, type TOperationLogRow,
  type TPrintLogFilter,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { countUpTo } from '../../platform/count.js';
import { renderError } from '../../platform/i18n.js';
import { operationLogs } from '../../platform/platform.tables.js';
import type { AuthUser } from '../../platform/session.js';
import { rowsOf } from '../../platform/sql.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { findLoginAttempts, loginAttemptBatches, type LoginAttemptRow } from '../auth/index.js';
import { findTopicPrints } from '../manuals/index.js';
import { CLICK_COLUMNS, LOG_SHEET_WORDS, LOGIN_COLUMNS, OPERATION_COLUMNS } from './logs.export.js';
import { clickLogs } from './logs.tables.js';

type Paging = { page: number; pageSize: number };
const EXPORT_BATCH = 2000;
const time = (d: Date) => d.toISOString();
/** A time in an export: UTC to the second, as a reader sorts it. */
const sheetTime = (d: Date | string) => new Date(d).toISOString().slice(0, 19).replace('T', ' ');

/** A short page (not past the end) tells the count itself; else it is counted up to the cap. */
async function countedPage<T>(ctx: AppContext, rows: T[], paging: Paging, from: SQL) {
  const offset = (paging.page - 1) * paging.pageSize;
  return rows.length < paging.pageSize && (rows.length > 0 || offset === 0)
    ? { count: offset + rows.length, countCapped: false }
    : countUpTo(ctx.db, from, LOG_LIST_COUNT_CAP);
}

// ---------------------------------------------------------------- login log

const reasonText = (reason: string, lang: Language) => (reason && reason in contract.ERRORS ? renderError(reason as ErrorKey, lang) : reason);

const presentLogin = (row: LoginAttemptRow, lang: Language): TLoginLogRow => ({
  id: row.id, username: row.username, ip: row.ip, success: row.success, reason: row.reason, reasonText: reasonText(row.reason, lang), loginTime: time(row.at),
});

/** GET /rest/base/log/auth: the auth module's login attempts, its refusals named in the caller's language. */
export async function findLoginLog(ctx: AppContext, query: TLoginLogFilter & Paging, lang: Language) {
  const { rows, count, countCapped } = await findLoginAttempts(ctx, query, query);
  return { contents: rows.map((r) => presentLogin(r, lang)), count, countCapped };
}

/** The login log's selection as .xlsx, newest first, at most LOG_EXPORT_MAX_ROWS. */
export function exportLoginLog(ctx: AppContext, filter: TLoginLogFilter, lang: Language): NodeJS.ReadableStream {
  const words = LOG_SHEET_WORDS[lang];
  async function* rows() {
    for await (const batch of loginAttemptBatches(ctx, filter, LOG_EXPORT_MAX_ROWS, EXPORT_BATCH)) {
      yield batch.map((r): XlsxCell[] => [sheetTime(r.at), r.username, r.ip, r.success ? words.success : words.failure, reasonText(r.reason, lang)]);
    }
  }
  const columns = LOGIN_COLUMNS.map((c) => ({ header: words.login[c], width: c === 'reason' ? 40 : 20 }));
  return xlsxStream([{ name: words.loginSheet, columns, rows: rows(), autoFilter: true }]);
}

// ---------------------------------------------------------------- operation log

/** The endpoints written to the operation log (platform/http.ts): every write, and GETs marked `writes`. */
const LOGGED: Endpoint[] = Object.values(contract)
  .flatMap((v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v as Record<string, unknown>) : []))
  .filter((e): e is Endpoint => {
    const x = e as Partial<Endpoint> | null;
    return !!x && typeof x === 'object' && typeof x.path === 'string' && typeof x.domain === 'string' && typeof x.method === 'string' && typeof x.name === 'string';
  })
  .filter((e) => (e.method !== 'GET' || e.writes) && !e.readOnly);

/** Addresses to endpoints, fixed paths before those with parameters (`/admin/page` before `/admin/:id`). */
const MATCHERS = LOGGED
  .map((e) => ({ e, params: (e.path.match(/:/g) ?? []).length, re: new RegExp(`^${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`) }))
  .sort((a, b) => a.params - b.params);

function endpointOf(method: string, url: string): Endpoint | undefined {
  return MATCHERS.find((m) => m.e.method === method && m.re.test(url))?.e;
}

/** GET getLogObjectRef: the object types of the logged endpoints, sorted. */
export const OBJECT_REFS: string[] = [...new Set(LOGGED.map((e) => e.objectRef).filter((r): r is string => !!r))].sort();

const failed = or(gte(operationLogs.status, 400), isNotNull(operationLogs.code))!;

function operationWhere(filter: TOperationLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.operator) conditions.push(eq(operationLogs.operatorName, filter.operator));
  if (filter.objectRef) conditions.push(eq(operationLogs.objectRef, filter.objectRef));
  if (filter.httpMethod) conditions.push(eq(operationLogs.httpMethod, filter.httpMethod));
  if (filter.result === 'FAILURE') conditions.push(failed);
  if (filter.result === 'SUCCESS') conditions.push(and(lt(operationLogs.status, 400), isNull(operationLogs.code))!);
  if (filter.from) conditions.push(gte(operationLogs.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(operationLogs.at, new Date(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

type OperationRow = typeof operationLogs.$inferSelect;

function presentOperation(row: OperationRow): TOperationLogRow {
  const e = endpointOf(row.httpMethod, row.url);
  return {
    id: row.id, operator: row.operatorName, status: row.status, result: row.status >= 400 || row.code !== null ? 'FAILURE' : 'SUCCESS',
    operateTime: time(row.at), httpMethod: row.httpMethod, url: row.url, endpoint: e ? `${e.domain}.${e.name}` : '', summary: e?.summary ?? '',
    objectRef: row.objectRef, messageNumber: row.code, errorMessage: row.errorMessage, ip: row.ip, durationMs: row.durationMs, requestId: row.requestId,
  };
}

const OPERATIONS_NEWEST_FIRST = [desc(operationLogs.at), desc(operationLogs.id)] as const;

/** GET /rest/base/log/object: operations, newest first. */
export async function findOperationLog(ctx: AppContext, query: TOperationLogFilter & Paging) {
  const where = operationWhere(query);
  const rows = await ctx.db.select().from(operationLogs).where(where).orderBy(...OPERATIONS_NEWEST_FIRST)
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const counted = await countedPage(ctx, rows, query, where ? sql`${operationLogs} where ${where}` : sql`${operationLogs}`);
  return { contents: rows.map(presentOperation), ...counted };
}

/** The operation log's selection as .xlsx, newest first, at most LOG_EXPORT_MAX_ROWS, in keyset batches. */
export function exportOperationLog(ctx: AppContext, filter: TOperationLogFilter, lang: Language): NodeJS.ReadableStream {
  const words = LOG_SHEET_WORDS[lang];
  const where = operationWhere(filter);
  async function* rows() {
    // the time as the database has it: a Date keeps milliseconds and would skip or repeat rows
    let after: { at: string; id: number } | null = null;
    let left = LOG_EXPORT_MAX_ROWS;
    while (left > 0) {
      const limit = Math.min(EXPORT_BATCH, left);
      const keyset: SQL | undefined = after
        ? and(lte(operationLogs.at, sql`${after.at}::timestamptz`), sql`(${operationLogs.at}, ${operationLogs.id}) < (${after.at}::timestamptz, ${after.id})`)
        : undefined;
      const batch: { row: OperationRow; atKey: string }[] = await ctx.db.select({ row: operationLogs, atKey: sql<string>`${operationLogs.at}::text` })
        .from(operationLogs).where(and(where, keyset)).orderBy(...OPERATIONS_NEWEST_FIRST).limit(limit);
      yield batch.map(({ row }): XlsxCell[] => {
        const r = presentOperation(row);
        return [sheetTime(row.at), r.operator, r.httpMethod, r.url, r.objectRef, r.status, r.result === 'SUCCESS' ? words.success : words.failure, r.messageNumber, r.errorMessage, r.ip, r.durationMs];
      });
      if (batch.length < limit) return;
      left -= batch.length;
      const last = batch[batch.length - 1];
      after = { at: last.atKey, id: last.row.id };
    }
  }
  const columns = OPERATION_COLUMNS.map((c) => ({ header: words.operation[c], width: c === 'url' || c === 'errorMessage' ? 40 : 16 }));
  return xlsxStream([{ name: words.operationSheet, columns, rows: rows(), autoFilter: true }]);
}

// ---------------------------------------------------------------- print log

/** The topic print log: the manuals module's prints. */
export const findPrintLog = (ctx: AppContext, query: TPrintLogFilter & Paging, lang: Language) => findTopicPrints(ctx, query, query, lang);

// ---------------------------------------------------------------- click report

/** POST /rest/log/create: one open by the caller, as the web reports it. */
export async function recordClick(ctx: AppContext, caller: AuthUser, req: TClickCreateRequest): Promise<null> {
  await ctx.db.insert(clickLogs).values({
    at: ctx.now(), userId: caller.id, operatorName: caller.username, objectType: req.objectType, objectId: req.objectId,
    objectCode: req.objectCode ?? '', objectName: req.objectName ?? '',
  });
  return null;
}

function clickWhere(filter: TClickReportFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.objectType) conditions.push(eq(clickLogs.objectType, filter.objectType));
  if (filter.from) conditions.push(gte(clickLogs.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(clickLogs.at, new Date(filter.to)));
  return and(...conditions)!;
}

interface ClickGroup { object_type: ClickObjectType; object_id: string; object_code: string; object_name: string; opens: number | string; users: number | string; last_opened: string | Date }

/** The objects opened in the period, most opened first; each named as it was last reported. */
const clickGroups = (where: SQL, limit: number, offset: number) => sql`
  select ${clickLogs.objectType} as object_type, ${clickLogs.objectId} as object_id,
         (array_agg(${clickLogs.objectCode} order by ${clickLogs.at} desc))[1] as object_code,
         (array_agg(${clickLogs.objectName} order by ${clickLogs.at} desc))[1] as object_name,
         count(*) as opens, count(distinct ${clickLogs.userId}) as users, max(${clickLogs.at}) as last_opened
    from ${clickLogs} where ${where}
   group by ${clickLogs.objectType}, ${clickLogs.objectId}
   order by opens desc, last_opened desc, object_type, object_id
   limit ${limit} offset ${offset}`;

const presentClick = (g: ClickGroup): TClickReportRow => ({
  objectType: g.object_type, objectId: g.object_id, objectCode: g.object_code, objectName: g.object_name,
  opens: Number(g.opens), users: Number(g.users), lastOpened: new Date(g.last_opened).toISOString(),
});

/** GET /rest/log/part/detail: the click report. */
export async function findClickReport(ctx: AppContext, query: TClickReportFilter & Paging) {
  const where = clickWhere(query);
  const rows = rowsOf<ClickGroup>(await ctx.db.execute(clickGroups(where, query.pageSize, (query.page - 1) * query.pageSize)));
  const counted = await countedPage(ctx, rows, query,
    sql`(select 1 from ${clickLogs} where ${where} group by ${clickLogs.objectType}, ${clickLogs.objectId}) as g`);
  return { contents: rows.map(presentClick), ...counted };
}

/** POST /rest/log/derive: the click report as .xlsx, most opened first. */
export async function exportClickReport(ctx: AppContext, filter: TClickReportFilter, lang: Language): Promise<NodeJS.ReadableStream> {
  const words = LOG_SHEET_WORDS[lang];
  const groups = rowsOf<ClickGroup>(await ctx.db.execute(clickGroups(clickWhere(filter), LOG_EXPORT_MAX_ROWS, 0))).map(presentClick);
  const rows = groups.map((g): XlsxCell[] => [words.types[g.objectType], g.objectCode, g.objectName, g.opens, g.users, sheetTime(g.lastOpened)]);
  const columns = CLICK_COLUMNS.map((c) => ({ header: words.click[c], width: c === 'objectName' ? 40 : 16 }));
  return xlsxStream([{ name: words.clickSheet, columns, rows: [rows], autoFilter: true }]);
}

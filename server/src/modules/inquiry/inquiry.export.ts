import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Language, type TInquiryFilter } from '@portal/contract';
import { dictionaryNamer } from '../dictionaries/index.js';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { users } from '../users/index.js';
import { byLanguage, sixWords, wordIn } from '../../platform/words.js';
import WORDS from './inquiry.export-words.json';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { computeDurations } from './inquiry.durations.js';
import { filterWhere, handlerUser, logsOf, statisticsWhere } from './inquiry.service.js';
import { inquiryForms } from './inquiry.tables.js';

/** The list's columns in the sheet's order, each heading in the six languages (inquiry.export-words.json). */
const LIST_HEADINGS = sixWords(WORDS.list);
/** The statistics report's extra columns: durations in hours and the ratings. */
const STAT_HEADINGS = sixWords(WORDS.statistics);
const COLUMNS = Object.keys(LIST_HEADINGS) as (keyof typeof LIST_HEADINGS)[];
export const STAT_COLUMNS = Object.keys(STAT_HEADINGS) as (keyof typeof STAT_HEADINGS)[];
type Column = (typeof COLUMNS)[number] | (typeof STAT_COLUMNS)[number];
const HEADERS = byLanguage<Column>({ ...LIST_HEADINGS, ...STAT_HEADINGS });
const SHEET = sixWords(WORDS.sheet).name;

/** Rows read per query: keyset pages, so memory stays flat however many rows match (2,000 grew the heap by ~150 MB: batches outlive the young generation while they are written). */
const BATCH = 500;
const expertUser = alias(users, 'expert_user');

/**
 * The filtered list as .xlsx, streamed: rows are read in keyset batches and written by the lean
 * writer (platform/xlsx.ts) as the download takes them, so a 100,000-row export never holds the sheet in memory.
 */
export function exportInquiries(ctx: AppContext, user: AuthUser, filter: TInquiryFilter, lang: Language): NodeJS.ReadableStream {
  return writeSheet(ctx, filterWhere(user, filter), lang, false);
}

/** The statistics report as .xlsx, streamed: every submitted inquiry by the filters, with durations and ratings. */
export function exportStatistics(ctx: AppContext, filter: TInquiryFilter, lang: Language): NodeJS.ReadableStream {
  return writeSheet(ctx, statisticsWhere(filter), lang, true);
}

/** The column keys and headings of the statistics table (spec §7 "statistics list": columns and data). */
export const statisticsColumns = (lang: Language) =>
  [...COLUMNS, ...STAT_COLUMNS].map((key) => ({ key, title: HEADERS[lang][key] }));

const f = inquiryForms;
/** Only the exported columns are read (the long texts stay in the database). */
const SELECTED = {
  id: f.id, formNo: f.formNo, vinCode: f.vinCode, status: f.status, consultType: f.consultType, emergencyLevel: f.emergencyLevel,
  carSeries: f.carSeries, modelCode: f.modelCode, modelName: f.modelName, faultName: f.faultName, faultModule: f.faultModule,
  faultSystem: f.faultSystem, faultPosition: f.faultPosition, damageType: f.damageType, partCode: f.partCode, partName: f.partName,
  storeName: f.storeName, createrName: f.createrName, createdAt: f.createdAt,
  serviceAttitude: f.serviceAttitude, professionalSkill: f.professionalSkill, timelyResponse: f.timelyResponse,
  handlerName: handlerUser.name, expertName: expertUser.name,
};
/** One keyset batch after the given row (or the first), newest first. */
const readBatch = (ctx: AppContext, where: SQL, after: { createdAt: Date; id: string } | null) => ctx.db.select(SELECTED)
  .from(f)
  .leftJoin(handlerUser, eq(handlerUser.id, f.handlerId))
  .leftJoin(expertUser, eq(expertUser.id, f.expertId))
  .where(after ? and(where, sql`(${f.createdAt}, ${f.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`) : where)
  .orderBy(desc(f.createdAt), desc(f.id))
  .limit(BATCH);
type Selected = Awaited<ReturnType<typeof readBatch>>[number];

/** Keyset batches of the matching rows; the next batch is read while the current one is written. */
async function* batches(ctx: AppContext, where: SQL): AsyncGenerator<Selected[]> {
  // Promise.resolve: a query builder runs its query on every then(), a promise once.
  const read = (after: Selected | null): Promise<Selected[]> => Promise.resolve(readBatch(ctx, where, after));
  let next: Promise<Selected[]> | null = read(null);
  while (next) {
    const rows: Selected[] = await next;
    next = rows.length < BATCH ? null : read(rows[rows.length - 1]);
    // A rejected prefetch is awaited on the next turn; until then it must not count as unhandled.
    next?.catch(() => undefined);
    yield rows;
  }
}

/** The one sheet builder of the inquiry exports: the list's columns, and for the report the durations and ratings. */
function writeSheet(ctx: AppContext, where: SQL, lang: Language, withStats: boolean): NodeJS.ReadableStream {
  const h = HEADERS[lang];
  const columns: readonly Column[] = withStats ? [...COLUMNS, ...STAT_COLUMNS] : COLUMNS;
  async function* rows(): AsyncGenerator<XlsxCell[][]> {
    // Named as the dictionaries hold them when the export starts (administrators rename entries).
    const [status, consultType, emergencyLevel, damageType] = await Promise.all(
      (['DIC_INQUIRYFORM_STATUS', 'DIC_INQUIRYFORM_TYPE', 'DIC_INQUIRYFORM_URGENT_TYPE', 'DIC_DAMAGES_TYPE'] as const).map((d) => dictionaryNamer(ctx, d, lang)),
    );
    for await (const batch of batches(ctx, where)) {
      const logs = withStats ? await logsOf(ctx.db, batch.map((r) => r.id)) : null;
      yield batch.map((row) => {
        const values: Record<Column, XlsxCell> = {
          ...(logs ? computeDurations(logs.get(row.id) ?? [], ctx.now()) : {}),
          ...(row as unknown as Record<Column, XlsxCell>),
          status: status(row.status),
          consultType: row.consultType && consultType(row.consultType),
          emergencyLevel: row.emergencyLevel && emergencyLevel(row.emergencyLevel),
          damageType: row.damageType && damageType(row.damageType),
          createTime: row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        };
        return columns.map((c) => values[c]);
      });
    }
  }
  return xlsxStream([{
    name: wordIn(SHEET, lang),
    columns: columns.map((key) => ({ header: h[key], width: ['faultName', 'modelName', 'partName'].includes(key) ? 32 : 18 })),
    rows: rows(),
  }]);
}

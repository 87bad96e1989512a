import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { LOG_LIST_COUNT_CAP, type Language, type TPrintLogFilter, type TPrintLogRow } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { countUpTo } from '../../platform/count.js';
import { textIn } from './manuals.presenters.js';
import { manualNodes, manualRoots, manualTopicLogs } from './manuals.tables.js';

/** The topic print log for log management (decision 041): the prints printTopicLog/{id} records, newest first. */
export async function findTopicPrints(ctx: AppContext, filter: TPrintLogFilter, page: { page: number; pageSize: number }, lang: Language) {
  const conditions: SQL[] = [eq(manualTopicLogs.action, 'PRINT')];
  if (filter.operator) conditions.push(sql`lower(${manualTopicLogs.operatorName}) = ${filter.operator.toLowerCase()}`);
  if (filter.from) conditions.push(gte(manualTopicLogs.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(manualTopicLogs.createdAt, new Date(filter.to)));
  const where = and(...conditions)!;
  const offset = (page.page - 1) * page.pageSize;
  const rows = await ctx.db
    .select({ log: manualTopicLogs, titles: manualNodes.titles, names: manualRoots.names })
    .from(manualTopicLogs)
    .innerJoin(manualNodes, eq(manualNodes.id, manualTopicLogs.nodeId))
    .innerJoin(manualRoots, eq(manualRoots.id, manualTopicLogs.rootId))
    .where(where)
    .orderBy(desc(manualTopicLogs.createdAt), desc(manualTopicLogs.id))
    .limit(page.pageSize)
    .offset(offset);
  const counted = rows.length < page.pageSize && (rows.length > 0 || offset === 0)
    ? { count: offset + rows.length, countCapped: false }
    : await countUpTo(ctx.db, sql`${manualTopicLogs} where ${where}`, LOG_LIST_COUNT_CAP);
  const contents: TPrintLogRow[] = rows.map(({ log, titles, names }) => ({
    id: log.id, operator: log.operatorName, topicId: log.nodeId, topicTitle: textIn(titles, lang), manualName: textIn(names, lang),
    lang: log.lang, printTime: log.createdAt.toISOString(),
  }));
  return { contents, ...counted };
}

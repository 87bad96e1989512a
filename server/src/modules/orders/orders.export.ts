import { and, desc, sql } from 'drizzle-orm';
import type { Language, OrderStatus, TOrderFilter } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { byLanguage, sixWords, wordIn } from '../../platform/words.js';
import WORDS from './orders.export-words.json';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { orderWhere } from './orders.service.js';
import { orders } from './orders.tables.js';

/** The columns in the sheet's order, each heading in the six languages (orders.export-words.json). */
const HEADINGS = sixWords(WORDS.headings);
type Column = keyof typeof HEADINGS;
const COLUMNS = Object.keys(HEADINGS) as Column[];
const HEADERS = byLanguage(HEADINGS);

const SHEET = sixWords(WORDS.sheet).name;
const STATUSES = byLanguage<OrderStatus>(sixWords(WORDS.statuses));

const cell = (o: typeof orders.$inferSelect, key: Column, statuses: Record<OrderStatus, string>): XlsxCell => {
  switch (key) {
    case 'createdAt': return o.createdAt.toISOString().slice(0, 16).replace('T', ' ');
    case 'status': return statuses[o.status];
    case 'total': return Number(o.total);
    case 'vins': case 'models': return o[key].join(', ');
    default: return o[key];
  }
};

/** Rows read per query: keyset pages, so memory stays flat however many orders match. */
const BATCH = 2000;

/**
 * The caller's filtered order history as .xlsx, streamed: keyset batches pulled only as fast as
 * the client takes the file, so 100,000 orders never sit in memory at once.
 */
export function exportOrders(ctx: AppContext, user: AuthUser, filter: TOrderFilter, lang: Language): NodeJS.ReadableStream {
  const h = HEADERS[lang];
  const statuses = STATUSES[lang];
  const where = orderWhere(user, filter);
  async function* rows() {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const batch: (typeof orders.$inferSelect)[] = await ctx.db.select().from(orders)
        .where(after ? and(where, sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`) : where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(BATCH);
      yield batch.map((o) => COLUMNS.map((key) => cell(o, key, statuses)));
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  const columns = COLUMNS.map((key) => ({ header: h[key], width: key === 'requisitionNo' || key === 'orderNo' || key === 'vins' ? 22 : 16 }));
  return xlsxStream([{ name: wordIn(SHEET, lang), columns, rows: rows() }]);
}

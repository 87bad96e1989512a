import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import { parts } from '../../modules/catalogue/index.js';
import { fenToPrice, orderNumbers } from '../../modules/orders/index.js';
import { cartItems, orderEvents, orderLines, orders, userSalesInfo } from '../../modules/orders/index.js';
import { users } from '../../modules/users/index.js';

/** The demo's workshops, their sales data, and the story of each of their orders. */
const DEMO_BUYERS: { username: string; salesOrganization: string; warehouse: string; threshold: string }[] = [
  { username: 'dealer', salesOrganization: 'SO-EAST-01', warehouse: 'WH-SHANGHAI', threshold: '50000' },
  { username: 'station', salesOrganization: 'SO-SOUTH-02', warehouse: 'WH-GUANGZHOU', threshold: '20000' },
];
/** Each order's statuses in turn (SUBMITTED first), its age in days and how many lines it has. */
const STORIES: { path: OrderStatus[]; daysAgo: number; lines: number; note?: string }[] = [
  { path: ['SUBMITTED', 'RECEIVED', 'CONFIRMED', 'SHIPPED'], daysAgo: 40, lines: 3, note: 'Tracking SF1234567890' },
  { path: ['SUBMITTED', 'RECEIVED', 'CANCELLED'], daysAgo: 25, lines: 1, note: 'Part discontinued, order the successor' },
  { path: ['SUBMITTED', 'RECEIVED', 'CONFIRMED'], daysAgo: 9, lines: 2 },
  { path: ['SUBMITTED', 'RECEIVED'], daysAgo: 3, lines: 2 },
  { path: ['SUBMITTED'], daysAgo: 0, lines: 1 },
];
const DAY = 86_400_000;
/** Fixed "now" of the demo stories, so their dates do not depend on the day of the first start. */
const DEMO_NOW = Date.UTC(2026, 10, 20, 9, 30);

/**
 * A few orders per demo workshop in every status, with the status history a DMS would have
 * reported, their sales data, and two parts waiting in the dealer's cart. Written once, from the
 * demo catalogue's priced spare parts (nothing when the catalogue is not there).
 */
export async function seedDemoOrders(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(orders);
  if (existing.n > 0) return 0;
  const buyers = await db.select({ id: users.id, username: users.username, company: users.company }).from(users)
    .where(inArray(users.username, DEMO_BUYERS.map((b) => b.username)));
  const stock = await db.select({ id: parts.id, code: parts.code, names: parts.names, price: parts.price, minUnit: parts.minSalesUnit }).from(parts)
    .where(and(eq(parts.isSpare, true), isNotNull(parts.price), eq(parts.usedInBom, true))).orderBy(asc(parts.code)).limit(40);
  if (buyers.length === 0 || stock.length < 10) return 0;
  let made = 0;
  await db.transaction(async (tx) => {
    for (const [b, buyer] of buyers.entries()) {
      const sales = DEMO_BUYERS.find((d) => d.username === buyer.username)!;
      await tx.insert(userSalesInfo).values({ userId: buyer.id, salesOrganization: sales.salesOrganization, warehouse: sales.warehouse, threshold: sales.threshold });
      for (const [s, story] of STORIES.entries()) {
        const createdAt = new Date(DEMO_NOW - story.daysAgo * DAY - (b * 5 + s) * 3_600_000);
        const lines = Array.from({ length: story.lines }, (_, i) => {
          const p = stock[(b * 11 + s * 3 + i * 7) % stock.length];
          const amount = p.minUnit * (1 + ((s + i) % 3));
          const fen = Math.round(Number(p.price) * 100) * amount;
          return { lineNo: i + 1, partId: p.id, partCode: p.code, partNames: p.names, amount, price: p.price!, lineTotal: fenToPrice(fen), fen };
        });
        const serial = made + 1;
        const last = story.path[story.path.length - 1];
        const [order] = await tx.insert(orders).values({
          serial, ...orderNumbers(serial, createdAt), userId: buyer.id, company: buyer.company,
          salesOrganization: sales.salesOrganization, warehouse: sales.warehouse, status: last,
          lineCount: lines.length, amount: lines.reduce((n, l) => n + l.amount, 0), total: fenToPrice(lines.reduce((n, l) => n + l.fen, 0)),
          createdAt, updatedAt: new Date(createdAt.getTime() + (story.path.length - 1) * 6 * 3_600_000),
        }).returning({ id: orders.id });
        await tx.insert(orderLines).values(lines.map(({ fen: _fen, ...l }) => ({ ...l, orderId: order.id })));
        await tx.insert(orderEvents).values(story.path.map((status, k) => ({
          orderId: order.id, status, source: k === 0 ? 'PORTAL' as const : 'DMS' as const, eventKey: k === 0 ? 'SUBMITTED' : `DMS:demo-${serial}-${k}`,
          note: k === story.path.length - 1 && story.note ? story.note : '', occurredAt: new Date(createdAt.getTime() + k * 6 * 3_600_000),
        })));
        made++;
      }
    }
    // the order series continues after the demo's serials
    await tx.execute(sql`select setval('order_no_seq', ${made})`);
    const dealer = buyers.find((b) => b.username === 'dealer');
    if (dealer) await tx.insert(cartItems).values([stock[2], stock[5]].map((p, i) => ({ userId: dealer.id, partId: p.id, amount: p.minUnit * (i + 1) })));
  });
  log(`  Orders: ${made} for ${buyers.length} workshops, in every status`);
  return made;
}

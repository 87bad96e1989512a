import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_LIMITS, type Language, type OrderStatus, type TCart, type TCartAdded, type TCartAddRequest, type TCartItem,
  type TOrderCallback, type TOrderDetail, type TOrderEvent, type TOrderFilter, type TOrderHistoryQuery, type TOrderLine,
  type TOrderRow, type TOrderStatusView, type TOrderSubmitted, type TUserSalesInfo,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { rowsOf, type Db, type Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http.js';
import { parts } from '../catalogue/catalogue.tables.js';
import { nameIn } from '../catalogue/catalogue.presenters.js';
import { cartItems, orderCounts, orderEvents, orderLines, orders, userSalesInfo } from './orders.tables.js';
import { nextStatus } from './orders.workflow.js';
import { outboxInsert, outboxNotify } from '../../platform/outbox.js';

// ---------------------------------------------------------------- money

/** Prices are numeric(12,2) strings; sums are kept in whole fen so no float error creeps in. */
const toFen = (price: string) => Math.round(Number(price) * 100);
export const fenToPrice = (fen: number) => (fen / 100).toFixed(2);
const isOrderablePart = (p: { isSpare: boolean; price: string | null }) => p.isSpare && p.price !== null;

// ---------------------------------------------------------------- cart

const cartColumns = {
  id: cartItems.id, amount: cartItems.amount, model: cartItems.model, createdAt: cartItems.createdAt,
  partId: parts.id, partCode: parts.code, names: parts.names, isSpare: parts.isSpare, price: parts.price, minUnit: parts.minSalesUnit,
};
type CartRow = { id: string; amount: number; model: string; createdAt: Date; partId: string; partCode: string; names: Record<Language, string>; isSpare: boolean; price: string | null; minUnit: number };

function presentCartItem(r: CartRow, lang: Language): TCartItem {
  const orderable = isOrderablePart(r);
  return {
    id: r.id, partCode: r.partCode, partName: nameIn(r.names, lang), model: r.model, amount: r.amount, minUnit: r.minUnit,
    price: orderable ? r.price : null, lineTotal: orderable ? fenToPrice(toFen(r.price!) * r.amount) : null, orderable,
    addedAt: r.createdAt.toISOString(),
  };
}

function checkAmount(amount: number, minUnit: number) {
  if (amount < minUnit) throw new BizError('CART_AMOUNT_BELOW_MIN', { min: minUnit });
}

/**
 * Puts a part into the caller's cart (spec §7 POST /rest/base/shopping/part). Only spare parts with
 * a price; the amount defaults to the part's minimum sales unit and may not be less (spec §5). A
 * part already in the cart gets the amount added to its line.
 */
export async function addToCart(ctx: AppContext, user: AuthUser, req: TCartAddRequest): Promise<TCartAdded> {
  // The part and the caller's other lines in one round trip. The cap is checked against lines
  // other than this part's: adding to a line never hits it.
  const [part] = await ctx.db.select({
    id: parts.id, isSpare: parts.isSpare, price: parts.price, minUnit: parts.minSalesUnit,
    n: sql<number>`(select count(*) from ${cartItems} c where c.user_id = ${user.id} and c.part_id <> parts.id)::int`.mapWith(Number),
  }).from(parts).where(eq(parts.code, req.partCode));
  if (!part) throw new BizError('CART_PART_NOT_FOUND');
  if (!isOrderablePart(part)) throw new BizError('CART_PART_NOT_ORDERABLE', { partCode: req.partCode });
  const amount = req.amount ?? part.minUnit;
  checkAmount(amount, part.minUnit);
  const { n } = part;
  if (n >= ORDER_LIMITS.cartLinesMax) throw new BizError('CART_FULL', { max: ORDER_LIMITS.cartLinesMax });
  const [line] = await ctx.db.insert(cartItems).values({ userId: user.id, partId: part.id, amount, model: req.model ?? '' })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.partId],
      set: { amount: sql`least(${cartItems.amount} + excluded.amount, ${ORDER_LIMITS.amountMax})`, updatedAt: sql`now()` },
    })
    .returning({ id: cartItems.id, amount: cartItems.amount });
  return { ...line, count: n + 1 };
}

/** The caller's cart with today's prices (spec §7 GET parts), newest line first. */
export async function getCart(ctx: AppContext, user: AuthUser, lang: Language): Promise<TCart> {
  const rows: CartRow[] = await ctx.db.select(cartColumns).from(cartItems).innerJoin(parts, eq(parts.id, cartItems.partId))
    .where(eq(cartItems.userId, user.id)).orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const items = rows.map((r) => presentCartItem(r, lang));
  const total = items.reduce((sum, i) => sum + (i.lineTotal ? toFen(i.lineTotal) : 0), 0);
  return { items, count: items.length, total: fenToPrice(total) };
}

/** One of the caller's lines with its part; a foreign line looks like a missing one. */
async function ownLine(db: Db, user: AuthUser, id: string): Promise<CartRow> {
  const [row] = await db.select(cartColumns).from(cartItems).innerJoin(parts, eq(parts.id, cartItems.partId))
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, user.id)));
  if (!row) throw new BizError('CART_ITEM_NOT_FOUND');
  return row;
}

async function setAmount(ctx: AppContext, user: AuthUser, id: string, amount: number, lang: Language): Promise<TCartItem> {
  const [row] = await ctx.db.update(cartItems).set({ amount, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, user.id))).returning({ id: cartItems.id });
  if (!row) throw new BizError('CART_ITEM_NOT_FOUND');
  return presentCartItem(await ownLine(ctx.db, user, id), lang);
}

/** Sets a line's quantity (spec §7 updatePart): a whole number, at least the part's minimum unit. */
export async function updateCartItem(ctx: AppContext, user: AuthUser, id: string, amount: number, lang: Language): Promise<TCartItem> {
  const line = await ownLine(ctx.db, user, id);
  checkAmount(amount, line.minUnit);
  return setAmount(ctx, user, id, amount, lang);
}

/** One minimum unit less (spec §7 reduce); never below the minimum unit (delete removes a line). */
export async function reduceCartItem(ctx: AppContext, user: AuthUser, id: string, lang: Language): Promise<TCartItem> {
  const line = await ownLine(ctx.db, user, id);
  const amount = line.amount - line.minUnit;
  checkAmount(amount, line.minUnit);
  return setAmount(ctx, user, id, amount, lang);
}

/** Removes the caller's chosen lines (spec §7 delete); others' ids remove nothing. */
export async function deleteCartItems(ctx: AppContext, user: AuthUser, ids: string[]): Promise<{ deleted: number }> {
  if (ids.length === 0) return { deleted: 0 };
  const gone = await ctx.db.delete(cartItems).where(and(eq(cartItems.userId, user.id), inArray(cartItems.id, ids))).returning({ id: cartItems.id });
  return { deleted: gone.length };
}

// ---------------------------------------------------------------- sales information

/** Stores the caller's sales organisation, warehouse and threshold (spec §7 /saveUserSalesInfo). */
export async function saveSalesInfo(ctx: AppContext, user: AuthUser, info: TUserSalesInfo): Promise<TUserSalesInfo> {
  const values = { salesOrganization: info.salesOrganization, warehouse: info.warehouseInfo, threshold: info.threshold };
  await ctx.db.insert(userSalesInfo).values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: userSalesInfo.userId, set: { ...values, updatedAt: sql`now()` } });
  return info;
}

export async function getSalesInfo(ctx: AppContext, user: AuthUser): Promise<TUserSalesInfo> {
  const [row] = await ctx.db.select().from(userSalesInfo).where(eq(userSalesInfo.userId, user.id));
  return { salesOrganization: row?.salesOrganization ?? '', warehouseInfo: row?.warehouse ?? '', threshold: row?.threshold ?? '' };
}

// ---------------------------------------------------------------- submitting

/** Order and requisition numbers: a prefix, the day (UTC) and the order's serial. */
export const orderNumbers = (serial: number, at: Date) => {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = String(serial).padStart(8, '0');
  return { orderNo: `SO${day}${tail}`, requisitionNo: `MR${day}${tail}` };
};

/** The outbox topic of submitted orders; the receiver's idempotency key is the order number. */
export const ORDER_TOPIC = 'order';

/** What the DMS receives for a submitted order (the outbox message's payload). */
export interface SubmittedOrder {
  id: string;
  orderNo: string;
  requisitionNo: string;
  userId: string;
  company: string;
  salesOrganization: string;
  warehouse: string;
  total: string;
  createdAt: string;
  lines: { lineNo: number; partCode: string; partName: string; amount: number; price: string; lineTotal: string }[];
}

/**
 * Turns the caller's chosen cart lines into an order in one transaction (spec §7 submit): numbers,
 * lines at today's price, total, the caller's sales organisation and warehouse, the first status
 * (SUBMITTED), the outbox message for the DMS, and the lines leave the cart.
 */
export async function submitOrder(ctx: AppContext, user: AuthUser, ids: string[]): Promise<TOrderSubmitted> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw new BizError('CART_NOTHING_SELECTED');
  return ctx.db.transaction(async (tx) => {
    // Locks the lines so a second submit of the same lines waits, then finds them gone.
    const rows: CartRow[] = await tx.select(cartColumns).from(cartItems).innerJoin(parts, eq(parts.id, cartItems.partId))
      .where(and(eq(cartItems.userId, user.id), inArray(cartItems.id, wanted)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .for('update', { of: cartItems });
    if (rows.length !== wanted.length) throw new BizError('CART_ITEM_NOT_FOUND');
    for (const r of rows) {
      if (!isOrderablePart(r)) throw new BizError('CART_PRICE_GONE', { partCode: r.partCode });
      checkAmount(r.amount, r.minUnit);
    }
    // The sales data and the order's serial in one round trip.
    const [head] = rowsOf<{ serial: string; sales_organization: string | null; warehouse: string | null }>(await tx.execute(sql`
      select nextval('order_no_seq') as serial, s.sales_organization, s.warehouse
        from (select 1) as one left join ${userSalesInfo} s on s.user_id = ${user.id}`));
    const serial = Number(head.serial);
    const now = ctx.now();
    const numbers = orderNumbers(serial, now);
    const lines = rows.map((r, i) => {
      const fen = toFen(r.price!) * r.amount;
      return { lineNo: i + 1, partId: r.partId, partCode: r.partCode, partNames: r.names, amount: r.amount, price: r.price!, lineTotal: fenToPrice(fen), fen };
    });
    const totalFen = lines.reduce((s, l) => s + l.fen, 0);
    const order = {
      id: crypto.randomUUID(), orderNo: numbers.orderNo, company: user.company, salesOrganization: head.sales_organization ?? '',
      warehouse: head.warehouse ?? '', total: fenToPrice(totalFen),
    };
    const at = now.toISOString();
    const lineRows = JSON.stringify(lines.map((l) => ({
      line_no: l.lineNo, part_id: l.partId, part_code: l.partCode, part_names: l.partNames, amount: l.amount, price: l.price, line_total: l.lineTotal,
    })));
    const handover: SubmittedOrder = {
      id: order.id, ...numbers, userId: user.id, company: order.company, salesOrganization: order.salesOrganization,
      warehouse: order.warehouse, total: order.total, createdAt: now.toISOString(),
      lines: lines.map((l) => ({ lineNo: l.lineNo, partCode: l.partCode, partName: nameIn(l.partNames, 'en-US'), amount: l.amount, price: l.price, lineTotal: l.lineTotal })),
    };
    // The order, its lines, its first event, the cart's removal and the DMS hand-over as one
    // statement (the id is made here, so nothing waits for a RETURNING; the lines' foreign key is
    // checked at its end). The hand-over commits with the order or not at all; the order number
    // is its idempotency key.
    await tx.execute(sql`
      with o as (
        insert into ${orders} (id, serial, order_no, requisition_no, user_id, company, sales_organization, warehouse, status, line_count, amount, total, created_at, updated_at)
        values (${order.id}::uuid, ${serial}, ${numbers.orderNo}, ${numbers.requisitionNo}, ${user.id}::uuid, ${order.company}, ${order.salesOrganization},
                ${order.warehouse}, 'SUBMITTED', ${lines.length}, ${lines.reduce((s, l) => s + l.amount, 0)}, ${order.total}::numeric, ${at}::timestamptz, ${at}::timestamptz)
        returning id),
      l as (
        insert into ${orderLines} (order_id, line_no, part_id, part_code, part_names, amount, price, line_total)
        select o.id, x.line_no, x.part_id, x.part_code, x.part_names, x.amount, x.price, x.line_total
          from o, jsonb_to_recordset(${lineRows}::jsonb)
            as x(line_no int, part_id uuid, part_code text, part_names jsonb, amount int, price numeric, line_total numeric)),
      e as (
        insert into ${orderEvents} (order_id, status, source, event_key, occurred_at, created_at)
        select o.id, 'SUBMITTED', 'PORTAL', 'SUBMITTED', ${at}::timestamptz, ${at}::timestamptz from o),
      d as (delete from ${cartItems} where ${and(eq(cartItems.userId, user.id), inArray(cartItems.id, wanted))}),
      m as (${outboxInsert({ topic: ORDER_TOPIC, key: order.orderNo, payload: handover })})
      ${outboxNotify}`);
    return { id: order.id, ...numbers, total: order.total };
  });
}

// ---------------------------------------------------------------- reading orders

type OrderRowDb = typeof orders.$inferSelect;
const presentOrder = (o: OrderRowDb): TOrderRow => ({
  id: o.id, orderNo: o.orderNo, requisitionNo: o.requisitionNo, status: o.status, lineCount: o.lineCount, amount: o.amount,
  total: o.total, salesOrganization: o.salesOrganization, warehouse: o.warehouse,
  createdAt: o.createdAt.toISOString(), updatedAt: o.updatedAt.toISOString(),
});

/** Dates are whole days in UTC, both ends included. */
export function orderWhere(user: AuthUser, f: TOrderFilter): SQL {
  const conds: SQL[] = [eq(orders.userId, user.id)];
  if (f.dateFrom) conds.push(gte(orders.createdAt, new Date(`${f.dateFrom}T00:00:00Z`)));
  if (f.dateTo) conds.push(lt(orders.createdAt, new Date(new Date(`${f.dateTo}T00:00:00Z`).getTime() + 86_400_000)));
  if (f.status) conds.push(eq(orders.status, f.status));
  if (f.orderNo) {
    const like = `%${f.orderNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The expression of orders_numbers_trgm_idx, so the trigram index answers it.
    conds.push(sql`(${orders.orderNo} || ' ' || ${orders.requisitionNo}) ilike ${like}`);
  }
  return and(...conds)!;
}

/**
 * How many orders match: the whole history or one status from the counts the triggers keep
 * (order_counts), so a dealer with 100,000 orders is not counted on every page; dates and
 * numbers narrow the rows first, and those are counted.
 */
async function countOrders(db: Db, user: AuthUser, f: TOrderFilter, where: SQL): Promise<number> {
  if (!f.dateFrom && !f.dateTo && !f.orderNo) {
    const [row] = await db.select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` }).from(orderCounts)
      .where(f.status ? and(eq(orderCounts.userId, user.id), eq(orderCounts.status, f.status)) : eq(orderCounts.userId, user.id));
    return row.n;
  }
  const [{ n }] = await db.select({ n: count() }).from(orders).where(where);
  return n;
}

/** The caller's orders, newest first (spec §7 history-carts), with the filters of the history page. */
export async function findOrders(ctx: AppContext, user: AuthUser, q: TOrderHistoryQuery): Promise<{ contents: TOrderRow[]; count: number }> {
  const where = orderWhere(user, q);
  const [rows, n] = await Promise.all([
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    countOrders(ctx.db, user, q, where),
  ]);
  return { contents: rows.map(presentOrder), count: n };
}

/** One of the caller's orders; a foreign id looks like a missing one. */
async function ownOrder(db: Db, user: AuthUser, id: string): Promise<OrderRowDb> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, user.id)));
  if (!row) throw new BizError('ORDER_NOT_FOUND');
  return row;
}

async function eventsOf(db: Db, orderId: string): Promise<TOrderEvent[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.occurredAt), asc(orderEvents.createdAt));
  return rows.map((e) => ({ status: e.status, source: e.source, note: e.note, at: e.occurredAt.toISOString() }));
}

const presentLine = (l: typeof orderLines.$inferSelect, lang: Language): TOrderLine => ({
  lineNo: l.lineNo, partCode: l.partCode, partName: nameIn(l.partNames, lang), amount: l.amount, price: l.price, lineTotal: l.lineTotal,
});

/** An order's lines, paged (spec §7 parts-cart; cartId is the order's id). */
export async function findOrderLines(ctx: AppContext, user: AuthUser, orderId: string, pageNo: number, pageSize: number, lang: Language) {
  const order = await ownOrder(ctx.db, user, orderId);
  const rows = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo))
    .limit(pageSize).offset((pageNo - 1) * pageSize);
  return { contents: rows.map((l) => presentLine(l, lang)), count: order.lineCount };
}

/** An order with all its lines and its status history (spec §7 parts-cart2). */
export async function getOrder(ctx: AppContext, user: AuthUser, orderId: string, lang: Language): Promise<TOrderDetail> {
  const order = await ownOrder(ctx.db, user, orderId);
  const [lines, events] = await Promise.all([
    ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo)),
    eventsOf(ctx.db, order.id),
  ]);
  return { ...presentOrder(order), lines: lines.map((l) => presentLine(l, lang)), events };
}

/** Where an order is (spec §7 GET /rest/order/getOrderStatus/{id}). */
export async function getOrderStatus(ctx: AppContext, user: AuthUser, orderId: string): Promise<TOrderStatusView> {
  const order = await ownOrder(ctx.db, user, orderId);
  return { id: order.id, orderNo: order.orderNo, status: order.status, events: await eventsOf(ctx.db, order.id) };
}

// ---------------------------------------------------------------- DMS reports

/**
 * Records a status the DMS reported (a verified callback), in the caller's transaction. Idempotent
 * by the DMS's event id: a repeated report records nothing and answers as the first did. Every
 * report enters the history; the order's status moves only forward (orders.workflow.ts).
 */
export async function recordDmsStatusIn(tx: Tx, now: Date, report: TOrderCallback): Promise<{ orderNo: string; status: OrderStatus; recorded: boolean }> {
  const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.orderNo, report.orderNo)).for('update');
  if (!order) throw new BizError('ORDER_NOT_FOUND');
  const at = report.at ? new Date(report.at) : now;
  const inserted = await tx.insert(orderEvents).values({
    orderId: order.id, status: report.status, source: 'DMS', eventKey: `DMS:${report.eventId}`, note: report.note, occurredAt: at,
  }).onConflictDoNothing().returning({ id: orderEvents.id });
  if (inserted.length === 0) return { orderNo: report.orderNo, status: order.status, recorded: false };
  const status = nextStatus(order.status, report.status);
  if (status !== order.status) await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id));
  return { orderNo: report.orderNo, status, recorded: true };
}

/** recordDmsStatusIn in a transaction of its own. */
export async function recordDmsStatus(ctx: AppContext, report: TOrderCallback): Promise<{ orderNo: string; status: OrderStatus; recorded: boolean }> {
  return ctx.db.transaction((tx) => recordDmsStatusIn(tx, ctx.now(), report));
}

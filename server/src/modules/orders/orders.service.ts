import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ORDER_LIMITS, type Language, type OrderStatus, type TCart, type TCartAdded, type TCartAddRequest, type TCartItem, type TOrderCallback, type TOrderDetail, type TOrderEvent, type TOrderFilter, type TOrderHistoryQuery, type TOrderLine, type TOrderRow, type TOrderStatusView, type TOrderSubmitted, type TUserSalesInfo, nameIn } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { type Db, type Tx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { parts } from '../catalogue/index.js';

import { cartItems, orderCounts, orderEvents, orderLines, orders, userSalesInfo } from './orders.tables.js';
import { nextStatus } from './orders.workflow.js';
import { outboxInsertFrom, outboxNotify } from '../../platform/outbox.js';

// ---------------------------------------------------------------- money

/** Prices are numeric(12,2) strings; sums are kept in whole fen so no float error creeps in. */
const toFen = (price: string) => Math.round(Number(price) * 100);
export const fenToPrice = (fen: number) => (fen / 100).toFixed(2);
const isOrderablePart = (p: { isSpare: boolean; price: string | null }) => p.isSpare && p.price !== null;

// ---------------------------------------------------------------- cart

const cartColumns = {
  id: cartItems.id, amount: cartItems.amount, model: cartItems.model, vin: cartItems.vin, jobNo: cartItems.jobNo, createdAt: cartItems.createdAt,
  partId: parts.id, partCode: parts.code, names: parts.names, isSpare: parts.isSpare, price: parts.price, minUnit: parts.minSalesUnit,
};
type CartRow = { id: string; amount: number; model: string; vin: string; jobNo: string; createdAt: Date; partId: string; partCode: string; names: Record<Language, string>; isSpare: boolean; price: string | null; minUnit: number };

function presentCartItem(r: CartRow, lang: Language): TCartItem {
  const orderable = isOrderablePart(r);
  return {
    id: r.id, partCode: r.partCode, partName: nameIn(r.names, lang), model: r.model, vin: r.vin, jobNo: r.jobNo, amount: r.amount, minUnit: r.minUnit,
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
 * part already in the cart for the same vehicle and job gets the amount added to its line.
 */
export async function addToCart(ctx: AppContext, user: AuthUser, req: TCartAddRequest): Promise<TCartAdded> {
  // One statement, so one round trip and one commit: the part, the count of the caller's other
  // lines (the cap never stops adding to a line already there) and the upsert, which writes only
  // when every rule below holds; the rules are checked again here to name the one that failed.
  const amount = req.amount ?? null;
  const vin = req.vin ?? '';
  const jobNo = req.jobNo ?? '';
  const [row] = rowsOf<{ is_spare: boolean; price: string | null; min_unit: number; n: number; line_id: string | null; line_amount: number | null }>(await ctx.db.execute(sql`
    with p as (
      select id, is_spare, price, min_sales_unit as min_unit,
             (select count(*) from ${cartItems} c
               where c.user_id = ${user.id}::uuid and not (c.part_id = ${parts}.id and c.vin = ${vin}::text and c.job_no = ${jobNo}::text))::int as n
        from ${parts} where code = ${req.partCode}),
    line as (
      insert into ${cartItems} (user_id, part_id, amount, model, vin, job_no)
      select ${user.id}::uuid, p.id, coalesce(${amount}::int, p.min_unit), ${req.model ?? ''}::text, ${vin}::text, ${jobNo}::text from p
       where p.is_spare and p.price is not null and coalesce(${amount}::int, p.min_unit) >= p.min_unit and p.n < ${ORDER_LIMITS.cartLinesMax}
      on conflict (user_id, part_id, vin, job_no) do update
        set amount = least(${cartItems}.amount + excluded.amount, ${ORDER_LIMITS.amountMax}),
            model = coalesce(nullif(excluded.model, ''), ${cartItems}.model), updated_at = now()
      returning id, amount)
    select p.is_spare, p.price, p.min_unit, p.n, line.id as line_id, line.amount as line_amount from p left join line on true`));
  if (!row) throw new BizError('CART_PART_NOT_FOUND');
  if (!isOrderablePart({ isSpare: row.is_spare, price: row.price })) throw new BizError('CART_PART_NOT_ORDERABLE', { partCode: req.partCode });
  checkAmount(amount ?? row.min_unit, row.min_unit);
  if (row.n >= ORDER_LIMITS.cartLinesMax) throw new BizError('CART_FULL', { max: ORDER_LIMITS.cartLinesMax });
  if (row.line_id === null) throw new Error('cart upsert wrote no line although every rule held');
  return { id: row.line_id, amount: Number(row.line_amount), count: row.n + 1 };
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

// ---------------------------------------------------------------- submitting

/** Order and requisition numbers: a prefix, the day (UTC) and the order's serial. */
export const orderNumbers = (serial: number, at: Date) => {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = String(serial).padStart(8, '0');
  return { orderNo: `SO${day}${tail}`, requisitionNo: `MR${day}${tail}` };
};

/** The outbox topic of submitted orders; the receiver's idempotency key is the order number. */
export const ORDER_TOPIC = 'order';
/** The language of the part names the DMS receives. */
const HANDOVER_LANGUAGE: Language = 'en-US';

/** What the DMS receives for a submitted order (the outbox message's payload). */
export interface SubmittedOrder {
  id: string;
  orderNo: string;
  requisitionNo: string;
  userId: string;
  company: string;
  salesOrganization: string;
  warehouse: string;
  /** The vehicles and models the lines are for, each once. */
  vins: string[];
  models: string[];
  total: string;
  createdAt: string;
  /** vin, model and jobNo are '' when the part was not ordered for a vehicle or job. */
  lines: { lineNo: number; partCode: string; partName: string; vin: string; model: string; jobNo: string; amount: number; price: string; lineTotal: string }[];
}

/**
 * Turns the caller's chosen cart lines into an order (spec §7 submit): numbers, lines at today's
 * price, total, the caller's sales organisation and warehouse, the first status (SUBMITTED), the
 * outbox message for the DMS, and the lines leave the cart.
 *
 * One statement, so one round trip and one atomic commit: `c` locks the lines (a second submission
 * of the same lines waits, then finds them gone); only when all are there, priced and at least
 * their minimum unit does `h` draw the serial (so a refusal uses no number) and the writes below
 * find a row to write from. A refusal writes nothing and answers the lines, which the checks here
 * turn into the error. The hand-over commits with the order or not at all; the order number is its
 * idempotency key, and its payload is the SubmittedOrder above, built from the rows written.
 */
export async function submitOrder(ctx: AppContext, user: AuthUser, ids: string[]): Promise<TOrderSubmitted> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw new BizError('CART_NOTHING_SELECTED');
  const now = ctx.now();
  const at = now.toISOString();
  const day = at.slice(0, 10).replaceAll('-', '');
  // The serial zero-padded to 8 digits like orderNumbers (never cut when longer).
  const tail = sql`lpad(h.serial::text, greatest(8, length(h.serial::text)), '0')`;
  const id = crypto.randomUUID();
  const result = rowsOf<{ order_no: string | null; requisition_no: string | null; total: string | null; lines: { part_code: string; is_spare: boolean; price: string | null; amount: number; min_unit: number }[] | null }>(await ctx.db.execute(sql`
    with c as (
      select ci.id, ci.amount, ci.created_at, ci.vin, ci.model, ci.job_no, p.id as part_id, p.code as part_code, p.names, p.is_spare, p.price, p.min_sales_unit as min_unit
        from ${cartItems} ci join ${parts} p on p.id = ci.part_id
       where ci.user_id = ${user.id}::uuid and ${inArray(sql`ci.id`, wanted)}
         for update of ci),
    h as (
      select nextval('order_no_seq') as serial, coalesce(s.sales_organization, '') as sales_organization, coalesce(s.warehouse, '') as warehouse
        from (select count(*) = ${wanted.length} and coalesce(bool_and(is_spare and price is not null and amount >= min_unit), false) as ok from c) as v
        left join ${userSalesInfo} s on s.user_id = ${user.id}::uuid
       where v.ok),
    l as (
      select row_number() over (order by c.created_at, c.id)::int as line_no, c.part_id, c.part_code, c.names, c.vin, c.model, c.job_no,
             c.amount, c.price, c.price * c.amount as line_total
        from c where exists (select from h)),
    o as (
      insert into ${orders} (id, serial, order_no, requisition_no, user_id, company, sales_organization, warehouse, vins, models, status, line_count, amount, total, created_at, updated_at)
      select ${id}::uuid, h.serial, 'SO' || ${day}::text || ${tail}, 'MR' || ${day}::text || ${tail}, ${user.id}::uuid, ${user.company}::text,
             h.sales_organization, h.warehouse,
             array(select distinct vin from l where vin <> '' order by vin), array(select distinct model from l where model <> '' order by model),
             'SUBMITTED', (select count(*) from l), (select sum(amount) from l), (select sum(line_total) from l),
             ${at}::timestamptz, ${at}::timestamptz
        from h
      returning id, order_no, requisition_no, sales_organization, warehouse, vins, models, total),
    ol as (
      insert into ${orderLines} (order_id, line_no, part_id, part_code, part_names, vin, model, job_no, amount, price, line_total)
      select o.id, l.line_no, l.part_id, l.part_code, l.names, l.vin, l.model, l.job_no, l.amount, l.price, l.line_total from o, l),
    e as (
      insert into ${orderEvents} (order_id, status, source, event_key, occurred_at, created_at)
      select o.id, 'SUBMITTED', 'PORTAL', 'SUBMITTED', ${at}::timestamptz, ${at}::timestamptz from o),
    d as (delete from ${cartItems} where ${and(eq(cartItems.userId, user.id), inArray(cartItems.id, wanted))} and exists (select from o)),
    m as (${outboxInsertFrom(ORDER_TOPIC, sql`
      select o.order_no, jsonb_build_object(
               'id', o.id, 'orderNo', o.order_no, 'requisitionNo', o.requisition_no, 'userId', ${user.id}::text, 'company', ${user.company}::text,
               'salesOrganization', o.sales_organization, 'warehouse', o.warehouse, 'vins', to_jsonb(o.vins), 'models', to_jsonb(o.models),
               'total', o.total::text, 'createdAt', ${at}::text,
               'lines', (select jsonb_agg(jsonb_build_object(
                          'lineNo', l.line_no, 'partCode', l.part_code, 'partName', coalesce(l.names ->> ${HANDOVER_LANGUAGE}::text, ''),
                          'vin', l.vin, 'model', l.model, 'jobNo', l.job_no, 'amount', l.amount, 'price', l.price::text, 'lineTotal', l.line_total::text) order by l.line_no) from l))
        from o`)})
    select o.order_no, o.requisition_no, o.total::text as total, (select count(*) from (${outboxNotify} from o) as n) as notified,
           case when o.id is null then (select json_agg(json_build_object('part_code', c.part_code, 'is_spare', c.is_spare, 'price', c.price::text,
                                                'amount', c.amount, 'min_unit', c.min_unit) order by c.created_at, c.id) from c) end as lines
      from (select 1) as one left join o on true`));
  const [row] = result;
  if (row.order_no && row.requisition_no && row.total) return { id, orderNo: row.order_no, requisitionNo: row.requisition_no, total: row.total };
  // Refused: say why, as the rules are listed in decision 019.
  const lines = row.lines ?? [];
  if (lines.length !== wanted.length) throw new BizError('CART_ITEM_NOT_FOUND');
  for (const r of lines) {
    if (!isOrderablePart({ isSpare: r.is_spare, price: r.price })) throw new BizError('CART_PRICE_GONE', { partCode: r.part_code });
    checkAmount(r.amount, r.min_unit);
  }
  throw new Error('order submission wrote nothing although every rule held');
}

// ---------------------------------------------------------------- reading orders

type OrderRowDb = typeof orders.$inferSelect;
const presentOrder = (o: OrderRowDb): TOrderRow => ({
  id: o.id, orderNo: o.orderNo, requisitionNo: o.requisitionNo, status: o.status, lineCount: o.lineCount, amount: o.amount,
  total: o.total, salesOrganization: o.salesOrganization, warehouse: o.warehouse, vins: o.vins, models: o.models,
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
 * How many orders match, as a scalar subquery: the whole history or one status from the counts
 * the triggers keep (order_counts), so a dealer with 100,000 orders is not counted on every page;
 * dates and numbers narrow the rows first, and those are counted.
 */
function countOrders(db: Db, user: AuthUser, f: TOrderFilter, where: SQL) {
  if (!f.dateFrom && !f.dateTo && !f.orderNo) {
    return db.select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` }).from(orderCounts)
      .where(f.status ? and(eq(orderCounts.userId, user.id), eq(orderCounts.status, f.status)) : eq(orderCounts.userId, user.id));
  }
  return db.select({ n: count() }).from(orders).where(where);
}

/**
 * The caller's orders, newest first (spec §7 history-carts), with the filters of the history page.
 * The page and the count in one statement (the count is an init plan, computed once): one round
 * trip and one pooled connection per page. A page past the end has no row to carry the count, so
 * only then is it asked for alone.
 */
export async function findOrders(ctx: AppContext, user: AuthUser, q: TOrderHistoryQuery): Promise<{ contents: TOrderRow[]; count: number }> {
  const where = orderWhere(user, q);
  const total = countOrders(ctx.db, user, q, where);
  const rows = await ctx.db.select({ order: orders, total: sql<number>`(${total})`.mapWith(Number) }).from(orders).where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const n = rows.length > 0 ? rows[0].total : (await total)[0].n;
  return { contents: rows.map((r) => presentOrder(r.order)), count: n };
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
  lineNo: l.lineNo, partCode: l.partCode, partName: nameIn(l.partNames, lang), vin: l.vin, model: l.model, jobNo: l.jobNo, amount: l.amount, price: l.price, lineTotal: l.lineTotal,
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

import { z } from 'zod';
import { isRealDateTime } from '../inquiry/schemas.js';
import { ZId, wholeNumber } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { ZVinCode } from '../catalogue/schemas.js';

/*
 * Shopping cart and orders (spec §3 Cart item, §5 Cart, §7 Favourites and cart). One cart per
 * user; submitting the selected lines makes an order that is handed over to the dealer's DMS or
 * ERP, which reports its status back. Prices are RMB decimal strings ("12.50").
 */

/** Business limits of the cart and orders (spec §5 Cart, §9). */
export const ORDER_LIMITS = {
  /** Amount and minimum unit default (spec §9: "Cart amount and minimum unit default 1"). */
  defaultMinUnit: 1,
  /** Largest quantity of one line; more is a typing slip, not an order. */
  amountMax: 99_999,
  /** Lines one cart may hold (and so one order). */
  cartLinesMax: 200,
  partCodeMax: 64,
  partNameMax: 200,
  orderNoMax: 32,
  /** The workshop's job (repair order) number a part is ordered for. */
  jobNoMax: 32,
  /** Sales organisation, warehouse and threshold stored from the home page's query (spec §7 /saveUserSalesInfo). */
  salesInfoMax: 64,
  /** A DMS callback's own event id and free note. */
  callbackEventIdMax: 100,
  callbackNoteMax: 500,
  /** How far a callback's signed timestamp may be from now. */
  callbackSkewSeconds: 300,
} as const;

/** Order statuses: submitted by the portal, then as the DMS reports them. */
export const ORDER_STATUSES = ['SUBMITTED', 'RECEIVED', 'CONFIRMED', 'SHIPPED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ZOrderStatus = z.enum(ORDER_STATUSES);
/** The statuses a DMS may report. */
export const DMS_ORDER_STATUSES = ['RECEIVED', 'CONFIRMED', 'SHIPPED', 'CANCELLED'] as const;
export const ZDmsOrderStatus = z.enum(DMS_ORDER_STATUSES);

const ZPrice = z.string().describe('RMB, two decimals');
const ZPartCode = z.string().trim().min(1).max(ORDER_LIMITS.partCodeMax);

/** A quantity: a whole number from 1; at least the part's minimum unit is a business rule (CART_AMOUNT_BELOW_MIN). */
export const ZCartAmount = wholeNumber(1, ORDER_LIMITS.amountMax);

/** POST /rest/base/shopping/part: put a part into the cart (adds to the line when it is there). */
export const ZCartAddRequest = z.object({
  partCode: ZPartCode,
  /** Shown name as the screen had it; the cart shows the catalogue's name in the reader's language. */
  partName: z.string().trim().max(ORDER_LIMITS.partNameMax).optional(),
  /** Defaults to the part's minimum sales unit (spec §5). */
  amount: ZCartAmount.optional(),
  /** The screen's idea of the minimum unit; the catalogue's is the one that counts. */
  minUnit: ZCartAmount.optional(),
  /** The vehicle model the part was picked from (spec §3 Cart item), when the screen knows it. */
  model: z.string().trim().max(ORDER_LIMITS.partCodeMax).optional(),
  /** The vehicle the part is for (the struct view of a VIN); the line, the order and the DMS keep it. */
  vin: ZVinCode.optional(),
  /** The workshop's job (repair order) the part is for, when there is one. */
  jobNo: z.string().trim().max(ORDER_LIMITS.jobNoMax).optional(),
});
export type TCartAddRequest = z.infer<typeof ZCartAddRequest>;

/** POST /rest/base/shopping/part/updatePart: set a line's quantity. */
export const ZCartUpdateRequest = z.object({ id: ZId, amount: ZCartAmount });
export type TCartUpdateRequest = z.infer<typeof ZCartUpdateRequest>;

/** GET /rest/base/shopping/part/reduce: one minimum unit less (never below it). */
export const ZCartReduceQuery = z.object({ id: ZId });

/** DELETE /rest/base/shopping/part/delete and POST submit: the chosen lines. */
export const ZCartLineIds = z.object({ ids: z.array(ZId).max(ORDER_LIMITS.cartLinesMax) });
export type TCartLineIds = z.infer<typeof ZCartLineIds>;

/** A line of the cart (spec §3 Cart item) with today's reference price. */
export const ZCartItem = z.object({
  id: ZId,
  partCode: z.string(),
  partName: z.string(),
  /** The vehicle model the part was added from, when known (spec §3). */
  model: z.string(),
  /** The vehicle the part was added for ('' when none); one part for two vehicles is two lines. */
  vin: z.string(),
  /** The workshop's job it was added for ('' when none). */
  jobNo: z.string(),
  amount: z.number().int(),
  minUnit: z.number().int(),
  /** Today's reference price; null when the part lost its price (it cannot be submitted then). */
  price: ZPrice.nullable(),
  lineTotal: ZPrice.nullable(),
  orderable: z.boolean(),
  addedAt: z.string(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

/** GET /rest/base/shopping/part/parts: the whole cart. */
export const ZCart = z.object({
  items: z.array(ZCartItem),
  /** Lines in the cart (the header's count). */
  count: z.number().int(),
  total: ZPrice,
});
export type TCart = z.infer<typeof ZCart>;

/** What adding answered: the line as it is now, and the cart's line count for the header. */
export const ZCartAdded = z.object({ id: ZId, amount: z.number().int(), count: z.number().int() });
export type TCartAdded = z.infer<typeof ZCartAdded>;

/** One stage of an order's life. */
export const ZOrderEvent = z.object({
  status: ZOrderStatus,
  /** PORTAL for the submission, DMS for what the receiver reported. */
  source: z.enum(['PORTAL', 'DMS']),
  note: z.string(),
  at: z.string(),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

/** An order in the history (spec §7 history-carts). */
export const ZOrderRow = z.object({
  id: ZId,
  orderNo: z.string(),
  /** Material requisition number. */
  requisitionNo: z.string(),
  status: ZOrderStatus,
  lineCount: z.number().int(),
  amount: z.number().int(),
  total: ZPrice,
  salesOrganization: z.string(),
  warehouse: z.string(),
  /** The vehicles the order's lines are for, each once. */
  vins: z.array(z.string()),
  /** Their models, each once. */
  models: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrderRow = z.infer<typeof ZOrderRow>;

/** A line of an order with the price at the time. */
export const ZOrderLine = z.object({
  lineNo: z.number().int(),
  partCode: z.string(),
  partName: z.string(),
  /** The vehicle, its model and the workshop's job the line was ordered for ('' when none). */
  vin: z.string(),
  model: z.string(),
  jobNo: z.string(),
  amount: z.number().int(),
  price: ZPrice,
  lineTotal: ZPrice,
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/** GET /rest/order/getOrderStatus/{id}: where the order is, and how it got there. */
export const ZOrderStatusView = z.object({
  id: ZId,
  orderNo: z.string(),
  status: ZOrderStatus,
  events: z.array(ZOrderEvent),
});
export type TOrderStatusView = z.infer<typeof ZOrderStatusView>;

/** GET /rest/base/shopping/part/parts-cart2: an order with every line. */
export const ZOrderDetail = ZOrderRow.extend({ lines: z.array(ZOrderLine), events: z.array(ZOrderEvent) });
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

const ZDate = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isRealDateTime, 'not a date').optional();

/** Order history filters (dates are whole days, both included). */
export const ZOrderFilter = z.object({
  dateFrom: ZDate,
  dateTo: ZDate,
  status: ZOrderStatus.optional(),
  /** Part of an order or requisition number. */
  orderNo: z.string().trim().max(ORDER_LIMITS.orderNoMax).optional(),
});
export type TOrderFilter = z.infer<typeof ZOrderFilter>;

/** GET /rest/base/shopping/part/history-carts. */
export const ZOrderHistoryQuery = ZOrderFilter.extend({
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
});
export type TOrderHistoryQuery = z.infer<typeof ZOrderHistoryQuery>;

/** GET /rest/base/shopping/part/parts-cart: one order's lines, paged (cartId is the order's id). */
export const ZOrderLinesQuery = z.object({
  cartId: ZId,
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
});
export const ZOrderRefQuery = z.object({ cartId: ZId });

/** POST /rest/base/shopping/part/submit: the order made. */
export const ZOrderSubmitted = z.object({ id: ZId, orderNo: z.string(), requisitionNo: z.string(), total: ZPrice });
export type TOrderSubmitted = z.infer<typeof ZOrderSubmitted>;

const ZSalesText = z.string().trim().max(ORDER_LIMITS.salesInfoMax);
/** POST /saveUserSalesInfo, from the home page's query (salesOrg, threshold, wareLocation). */
export const ZUserSalesInfo = z.object({
  salesOrganization: ZSalesText.default(''),
  warehouseInfo: ZSalesText.default(''),
  threshold: ZSalesText.default(''),
});
export type TUserSalesInfo = z.infer<typeof ZUserSalesInfo>;

/**
 * The DMS's report of an order's status, as the order module records it from the outbox's signed
 * callback (POST /rest/outbox/callback, topic `order`, key = order number); `eventId` makes a
 * repeated report harmless.
 */
export const ZOrderCallback = z.object({
  orderNo: z.string().trim().min(1).max(ORDER_LIMITS.orderNoMax),
  status: ZDmsOrderStatus,
  eventId: z.string().trim().min(1).max(ORDER_LIMITS.callbackEventIdMax),
  note: z.string().trim().max(ORDER_LIMITS.callbackNoteMax).default(''),
  /** When the DMS saw the change (ISO 8601); now when absent. */
  at: z.string().datetime({ offset: true }).optional(),
});
export type TOrderCallback = z.infer<typeof ZOrderCallback>;

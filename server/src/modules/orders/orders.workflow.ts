import type { OrderStatus } from '@portal/contract';

/*
 * An order's status, as a table: the portal submits it, then the DMS reports what it did. Reports
 * may arrive late or out of order (a retried RECEIVED after CONFIRMED): every report goes into the
 * history, but the status only moves to a later stage. CANCELLED and SHIPPED end the order.
 */

/** How far along each status is; a report moves the order only to a later stage. */
export const ORDER_STAGE: Record<OrderStatus, number> = {
  SUBMITTED: 0,
  RECEIVED: 1,
  CONFIRMED: 2,
  SHIPPED: 3,
  CANCELLED: 3,
};

/** Statuses after which nothing changes the order any more. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['SHIPPED', 'CANCELLED'];

/** The status an order takes when `reported` arrives while it is `current`. */
export function nextStatus(current: OrderStatus, reported: OrderStatus): OrderStatus {
  if (FINAL_STATUSES.includes(current)) return current;
  return ORDER_STAGE[reported] > ORDER_STAGE[current] ? reported : current;
}

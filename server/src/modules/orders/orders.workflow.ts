import { ORDER_STATUSES, type OrderStatus } from '@portal/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/*
 * An order's status, as a table: the portal submits it, then the DMS reports what it did. Reports
 * may arrive late or out of order (a retried RECEIVED after CONFIRMED): every report goes into the
 * history, but the status only moves to a later stage (`to: null`: it stays). CANCELLED and
 * SHIPPED end the order. Every report has a row from every status, so a report is never refused.
 */

/** What happens to an order: the portal submits it; each other action is a status the DMS reports. */
export const ORDER_ACTIONS = ['submit', 'RECEIVED', 'CONFIRMED', 'SHIPPED', 'CANCELLED'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export type OrderRole = 'dms';

export const orderWorkflow = defineWorkflow<OrderStatus, OrderAction, OrderRole>({
  name: 'Orders',
  statuses: ORDER_STATUSES,
  actions: ORDER_ACTIONS,
  roles: {
    dms: 'the DMS, through its verified status callback (each action is the status it reports)',
  },
  refusal: 'ORDER_NOT_FOUND',
  rows: [
    // Written with its first status by the submission statement (orders.service.ts submitOrder).
    { from: null, action: 'submit', to: 'SUBMITTED', who: { permission: 'PER_SHOPPING_CART_SUBMIT' } },

    { from: 'SUBMITTED', action: 'RECEIVED', to: 'RECEIVED', who: 'dms' },
    { from: 'SUBMITTED', action: 'CONFIRMED', to: 'CONFIRMED', who: 'dms' },
    { from: 'SUBMITTED', action: 'SHIPPED', to: 'SHIPPED', who: 'dms' },
    { from: 'SUBMITTED', action: 'CANCELLED', to: 'CANCELLED', who: 'dms' },

    { from: 'RECEIVED', action: 'RECEIVED', to: null, who: 'dms' },
    { from: 'RECEIVED', action: 'CONFIRMED', to: 'CONFIRMED', who: 'dms' },
    { from: 'RECEIVED', action: 'SHIPPED', to: 'SHIPPED', who: 'dms' },
    { from: 'RECEIVED', action: 'CANCELLED', to: 'CANCELLED', who: 'dms' },

    // A late RECEIVED after the confirmation changes nothing.
    { from: 'CONFIRMED', action: 'RECEIVED', to: null, who: 'dms' },
    { from: 'CONFIRMED', action: 'CONFIRMED', to: null, who: 'dms' },
    { from: 'CONFIRMED', action: 'SHIPPED', to: 'SHIPPED', who: 'dms' },
    { from: 'CONFIRMED', action: 'CANCELLED', to: 'CANCELLED', who: 'dms' },

    // Final: reports enter the history only.
    { from: 'SHIPPED', action: 'RECEIVED', to: null, who: 'dms' },
    { from: 'SHIPPED', action: 'CONFIRMED', to: null, who: 'dms' },
    { from: 'SHIPPED', action: 'SHIPPED', to: null, who: 'dms' },
    { from: 'SHIPPED', action: 'CANCELLED', to: null, who: 'dms' },
    { from: 'CANCELLED', action: 'RECEIVED', to: null, who: 'dms' },
    { from: 'CANCELLED', action: 'CONFIRMED', to: null, who: 'dms' },
    { from: 'CANCELLED', action: 'SHIPPED', to: null, who: 'dms' },
    { from: 'CANCELLED', action: 'CANCELLED', to: null, who: 'dms' },
  ],
});

/** The status an order takes when the DMS reports `reported` while it is `current`. */
export function nextStatus(current: OrderStatus, reported: OrderStatus): OrderStatus {
  // The portal's own first status is no report.
  if (reported === 'SUBMITTED') return current;
  return orderWorkflow.after(orderWorkflow.guard({ status: current }, reported, ['dms']), current);
}

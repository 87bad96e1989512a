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

/** The reports, each the status the DMS reports. */
const REPORTS = ORDER_ACTIONS.filter((a): a is Exclude<OrderAction, 'submit'> => a !== 'submit');

/** How far an order has come: SHIPPED and CANCELLED are the last stage, so a report after them changes nothing. */
const STAGE: Record<OrderStatus, number> = { SUBMITTED: 0, RECEIVED: 1, CONFIRMED: 2, SHIPPED: 3, CANCELLED: 3 };

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

    // Every report from every status, so a report is never refused; it moves the order only to a later stage.
    ...ORDER_STATUSES.flatMap((from) => REPORTS.map((action) => ({ from, action, to: STAGE[action] > STAGE[from] ? action : null, who: 'dms' as const }))),
  ],
});

/** The status an order takes when the DMS reports `reported` while it is `current`. */
export function nextStatus(current: OrderStatus, reported: OrderStatus): OrderStatus {
  // The portal's own first status is no report.
  if (reported === 'SUBMITTED') return current;
  return orderWorkflow.after(orderWorkflow.guard({ status: current }, reported, ['dms']), current);
}

import { VIP_BUY_ACTIONS, VIP_BUY_STATUSES, type TVipBuyAction, type TVipBuyStatus } from '@portal/contract';
import type { AuthUser } from '../../platform/session.js';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * What a caller is to one purchase: its `buyer`; an `invoiceApprover` (holds PER_VIP_MANAGE and the
 * purchase is paid by invoice, so the bank transfer is checked by a person); the card `provider`
 * (its signed webhook); the `clock` (the periodic job that ends what ran out).
 */
export type TVipBuyRole = 'buyer' | 'invoiceApprover' | 'provider' | 'clock';

/**
 * The purchase workflow, the only place that decides who may move a purchase (decision 043).
 * Approval and payment both start the entitlement at once, so "paid" and "active" are one status.
 */
export const vipWorkflow = defineWorkflow<TVipBuyStatus, TVipBuyAction, TVipBuyRole>({
  name: 'Paid access purchases',
  statuses: VIP_BUY_STATUSES,
  actions: VIP_BUY_ACTIONS,
  roles: {
    buyer: 'the user who bought it',
    invoiceApprover: 'holds PER_VIP_MANAGE, and the purchase is paid by invoice',
    provider: 'the card provider, through its signed webhook (card purchases)',
    clock: 'the periodic job, once valid_until has passed',
  },
  refusal: 'VIP_ACTION_NOT_ALLOWED',
  rows: [
    { from: null, action: 'buy', to: 'PENDING', who: { permission: 'PER_VIP_BUY' } },

    // Waiting: an administrator checks the transfer, or the provider reports the card payment.
    { from: 'PENDING', action: 'approve', to: 'ACTIVE', who: 'invoiceApprover' },
    { from: 'PENDING', action: 'reject', to: 'REJECTED', who: ['invoiceApprover', 'provider'] },
    { from: 'PENDING', action: 'pay', to: 'ACTIVE', who: 'provider' },
    { from: 'PENDING', action: 'cancel', to: 'CANCELLED', who: 'buyer' },

    // Entitled until valid_until; the reads compare with the clock, the job only tidies the status.
    { from: 'ACTIVE', action: 'expire', to: 'EXPIRED', who: 'clock' },
  ],
});

/** The caller's roles on a purchase. */
export function rolesOf(buy: { userId: string; method: string }, caller: AuthUser): TVipBuyRole[] {
  const roles: TVipBuyRole[] = [];
  if (buy.userId === caller.id) roles.push('buyer');
  if (buy.method === 'INVOICE' && caller.permissions.has('PER_VIP_MANAGE')) roles.push('invoiceApprover');
  return roles;
}

import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import {
  VIP_WEBHOOK_HEADERS, ZVipBuy, ZVipBuyQuery, ZVipBuyRequest, ZVipDecision, ZVipPackage, ZVipPackageQuery,
  ZVipPackageRequest, ZVipPackageUpdate, ZVipUser, ZVipWebhook,
} from './schemas.js';

/**
 * Paid (VIP) access (spec §7 Payments: create, updateVip, vipUser, pageVip, buys, buyVip; the rest
 * ours): packages, purchases, entitlements, and the card provider's signed webhook.
 */
export const vipEndpoints = defineEndpoints('vip', {
  create: { method: 'POST', path: '/rest/vip/create', access: 'PER_VIP_MANAGE', objectRef: 'VipPackage', summary: 'Create a package: what it opens (scope and catalogue code), for how long, at what price', body: ZVipPackageRequest, response: ZVipPackage },
  update: { method: 'POST', path: '/rest/vip/updateVip/:id', access: 'PER_VIP_MANAGE', objectRef: 'VipPackage', summary: 'Change a package (bought ones keep their scope and period; a new price applies to new purchases)', params: ZIdParams, body: ZVipPackageUpdate, response: ZVipPackage },
  page: { method: 'GET', path: '/rest/vip/pageVip', access: 'PER_VIP_VIEW', summary: 'Every package, enabled or not, newest first', query: ZVipPackageQuery, response: page(ZVipPackage) },
  offers: { method: 'GET', path: '/rest/vip/offers', access: 'PER_VIP_BUY', summary: 'The enabled packages a user may buy', query: ZVipPackageQuery, response: page(ZVipPackage) },
  buy: { method: 'POST', path: '/rest/vip/buyVip', access: 'PER_VIP_BUY', objectRef: 'VipBuy', summary: 'Buy a package: an invoice purchase waits on an administrator, a card purchase on the provider', body: ZVipBuyRequest, response: ZVipBuy },
  buys: { method: 'GET', path: '/rest/vip/buys', access: 'PER_VIP_BUY', summary: 'My purchases, newest first', query: ZVipBuyQuery, response: page(ZVipBuy) },
  cancel: { method: 'POST', path: '/rest/vip/cancel/:id', access: 'PER_VIP_BUY', objectRef: 'VipBuy', summary: 'Withdraw one of my purchases while it waits', params: ZIdParams, response: ZVipBuy },
  vipUser: { method: 'GET', path: '/rest/vip/vipUser', access: 'PER_VIP_BUY', summary: 'My entitlements now, each with its end and whether it ends soon (the banner)', response: ZVipUser },
  pageBuys: { method: 'GET', path: '/rest/vip/pageBuys', access: 'PER_VIP_VIEW', summary: 'Every purchase, newest first; filters status and a keyword (username, name, serial)', query: ZVipBuyQuery, response: page(ZVipBuy) },
  decide: { method: 'POST', path: '/rest/vip/decide/:id', access: 'PER_VIP_MANAGE', objectRef: 'VipBuy', summary: 'Approve (the transfer arrived: the entitlement starts now) or reject a waiting invoice purchase', params: ZIdParams, body: ZVipDecision, response: ZVipBuy },
  webhook: {
    method: 'POST', path: '/rest/vip/webhook', access: 'public', licenceExempt: true, objectRef: 'VipBuy', rateLimit: 'callback',
    summary: `The card provider reports a payment, signed with VIP_WEBHOOK_SECRET: headers ${VIP_WEBHOOK_HEADERS.signature} and ${VIP_WEBHOOK_HEADERS.timestamp}`,
    body: ZVipWebhook, response: z.null(),
  },
});

import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import {
  ZCart, ZCartAdded, ZCartAddRequest, ZCartItem, ZCartLineIds, ZCartReduceQuery, ZCartUpdateRequest, ZOrderDetail, ZOrderFilter,
  ZOrderHistoryQuery, ZOrderLine, ZOrderLinesQuery, ZOrderRefQuery, ZOrderRow, ZOrderStatusView, ZOrderSubmitted, ZUserSalesInfo,
} from './schemas.js';

/**
 * The shopping cart and orders (spec §7 Favourites and cart, §6 shopping-cart permissions). Every
 * call acts on the caller's own cart and orders only: ownership is part of each query, so another
 * user's line or order answers as a missing one.
 */
export const ordersEndpoints = defineEndpoints('orders', {
  addToCart: { method: 'POST', path: '/rest/base/shopping/part', access: 'PER_SHOPPING_CART_ADD', objectRef: 'ShoppingCart', keepsAccess: true, summary: 'Put a spare part with a price into the cart; the amount defaults to its minimum sales unit and adds to a line already there', body: ZCartAddRequest, response: ZCartAdded },
  cart: { method: 'GET', path: '/rest/base/shopping/part/parts', access: 'PER_SHOPPING_CART_MANAGEMENT_VIEW', summary: 'The caller\'s cart with today\'s reference prices, line totals and total (RMB)', response: ZCart },
  reduce: { method: 'GET', path: '/rest/base/shopping/part/reduce', access: 'PER_SHOPPING_CART_ADD', objectRef: 'ShoppingCart', keepsAccess: true, summary: 'One minimum sales unit less on a line (never below it; delete removes the line)', query: ZCartReduceQuery, response: ZCartItem },
  updateLine: { method: 'POST', path: '/rest/base/shopping/part/updatePart', access: 'PER_SHOPPING_CART_ADD', objectRef: 'ShoppingCart', keepsAccess: true, summary: 'Set a line\'s quantity: a whole number, at least the part\'s minimum sales unit', body: ZCartUpdateRequest, response: ZCartItem },
  removeLines: { method: 'DELETE', path: '/rest/base/shopping/part/delete', access: 'PER_SHOPPING_CART_DELETE', objectRef: 'ShoppingCart', keepsAccess: true, summary: 'Remove the chosen lines from the cart', body: ZCartLineIds, response: z.object({ deleted: z.number().int() }) },
  submit: { method: 'POST', path: '/rest/base/shopping/part/submit', access: 'PER_SHOPPING_CART_SUBMIT', objectRef: 'Order', keepsAccess: true, summary: 'Order the chosen lines: one order at today\'s prices for the caller\'s sales organisation and warehouse; the lines leave the cart', body: ZCartLineIds, response: ZOrderSubmitted },
  history: { method: 'GET', path: '/rest/base/shopping/part/history-carts', access: 'PER_SHOPPING_CART_HISTORY_VIEW', summary: 'The caller\'s orders, newest first, by submission date range, status and order or requisition number', query: ZOrderHistoryQuery, response: page(ZOrderRow) },
  exportHistory: { method: 'GET', path: '/rest/base/shopping/part/history-carts/export', access: 'PER_SHOPPING_CART_HISTORY_EXPORT', kind: 'download', summary: 'The filtered order history as .xlsx, streamed', query: ZOrderFilter, file: FILE_ANSWERS.xlsx('orders.xlsx') },
  lines: { method: 'GET', path: '/rest/base/shopping/part/parts-cart', access: 'PER_SHOPPING_CART_HISTORY_VIEW', summary: 'An order\'s lines with the prices of the time, paged (cartId: the order\'s id)', query: ZOrderLinesQuery, response: page(ZOrderLine) },
  detail: { method: 'GET', path: '/rest/base/shopping/part/parts-cart2', access: 'PER_SHOPPING_CART_HISTORY_VIEW', summary: 'An order with all its lines and its status history (cartId: the order\'s id)', query: ZOrderRefQuery, response: ZOrderDetail },
  status: { method: 'GET', path: '/rest/order/getOrderStatus/:id', access: 'PER_SHOPPING_CART_HISTORY_VIEW', summary: 'Where one of the caller\'s orders is: its status and the history the DMS reported', params: ZIdParams, response: ZOrderStatusView },
  saveSalesInfo: { method: 'POST', path: '/saveUserSalesInfo', access: 'authenticated', objectRef: 'UserSalesInfo', keepsAccess: true, summary: 'Store the caller\'s sales organisation, warehouse and threshold (the home page\'s salesOrg, wareLocation, threshold); orders carry them', body: ZUserSalesInfo, response: ZUserSalesInfo },
});

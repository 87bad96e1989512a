import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  envelope, page, ZCart, ZCartAdded, ZCartAddRequest, ZCartItem, ZCartLineIds, ZCartReduceQuery, ZCartUpdateRequest, ZIdParams,
  ZOrderDetail, ZOrderFilter, ZOrderHistoryQuery, ZOrderLine, ZOrderLinesQuery, ZOrderRefQuery, ZOrderRow, ZOrderStatusView,
  ZOrderSubmitted, ZUserSalesInfo,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { contentDisposition, XLSX_TYPE } from '../catalogue/catalogue.export.js';
import { registerOrderReports } from './orders.callback.js';
import { exportOrders } from './orders.export.js';
import * as orders from './orders.service.js';

const tags = ['orders'];
const BASE = '/rest/base/shopping/part';
const sendXlsx = (reply: FastifyReply, stream: NodeJS.ReadableStream) =>
  reply.header('content-disposition', contentDisposition('orders.xlsx')).type(XLSX_TYPE).send(stream);

/**
 * The shopping cart and orders (spec §7 Favourites and cart, §6 shopping-cart permissions). Every
 * call acts on the caller's own cart and orders only: ownership is part of each query, so another
 * user's line or order answers as a missing one.
 */
export const ordersRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  registerOrderReports();

  r.post(BASE, {
    config: { permission: 'PER_SHOPPING_CART_ADD', objectRef: 'ShoppingCart', keepsAccess: true },
    schema: { tags, summary: 'Put a spare part with a price into the cart; the amount defaults to its minimum sales unit and adds to a line already there', body: ZCartAddRequest, response: { 200: envelope(ZCartAdded) } },
  }, async (req) => ok(await orders.addToCart(ctx, userOf(req), req.body)));

  r.get(`${BASE}/parts`, {
    config: { permission: 'PER_SHOPPING_CART_MANAGEMENT_VIEW' },
    schema: { tags, summary: 'The caller\'s cart with today\'s reference prices, line totals and total (RMB)', response: { 200: envelope(ZCart) } },
  }, async (req) => ok(await orders.getCart(ctx, userOf(req), req.lang)));

  r.get(`${BASE}/reduce`, {
    config: { permission: 'PER_SHOPPING_CART_ADD', objectRef: 'ShoppingCart', keepsAccess: true },
    schema: { tags, summary: 'One minimum sales unit less on a line (never below it; delete removes the line)', querystring: ZCartReduceQuery, response: { 200: envelope(ZCartItem) } },
  }, async (req) => ok(await orders.reduceCartItem(ctx, userOf(req), req.query.id, req.lang)));

  r.post(`${BASE}/updatePart`, {
    config: { permission: 'PER_SHOPPING_CART_ADD', objectRef: 'ShoppingCart', keepsAccess: true },
    schema: { tags, summary: 'Set a line\'s quantity: a whole number, at least the part\'s minimum sales unit', body: ZCartUpdateRequest, response: { 200: envelope(ZCartItem) } },
  }, async (req) => ok(await orders.updateCartItem(ctx, userOf(req), req.body.id, req.body.amount, req.lang)));

  r.delete(`${BASE}/delete`, {
    config: { permission: 'PER_SHOPPING_CART_DELETE', objectRef: 'ShoppingCart', keepsAccess: true },
    schema: { tags, summary: 'Remove the chosen lines from the cart', body: ZCartLineIds, response: { 200: envelope(z.object({ deleted: z.number().int() })) } },
  }, async (req) => ok(await orders.deleteCartItems(ctx, userOf(req), req.body.ids)));

  r.post(`${BASE}/submit`, {
    config: { permission: 'PER_SHOPPING_CART_SUBMIT', objectRef: 'Order', keepsAccess: true },
    schema: { tags, summary: 'Order the chosen lines: one order at today\'s prices for the caller\'s sales organisation and warehouse; the lines leave the cart', body: ZCartLineIds, response: { 200: envelope(ZOrderSubmitted) } },
  }, async (req) => ok(await orders.submitOrder(ctx, userOf(req), req.body.ids)));

  r.get(`${BASE}/history-carts`, {
    config: { permission: 'PER_SHOPPING_CART_HISTORY_VIEW' },
    schema: { tags, summary: 'The caller\'s orders, newest first, by submission date range, status and order or requisition number', querystring: ZOrderHistoryQuery, response: { 200: envelope(page(ZOrderRow)) } },
  }, async (req) => ok(await orders.findOrders(ctx, userOf(req), req.query)));

  r.get(`${BASE}/history-carts/export`, {
    config: { permission: 'PER_SHOPPING_CART_HISTORY_EXPORT' },
    schema: {
      tags, summary: 'The filtered order history as .xlsx, streamed', querystring: ZOrderFilter,
      response: { 200: { description: 'A spreadsheet, Content-Disposition `orders.xlsx`', content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } } } },
    },
  }, async (req, reply) => sendXlsx(reply, exportOrders(ctx, userOf(req), req.query, req.lang)));

  r.get(`${BASE}/parts-cart`, {
    config: { permission: 'PER_SHOPPING_CART_HISTORY_VIEW' },
    schema: { tags, summary: 'An order\'s lines with the prices of the time, paged (cartId: the order\'s id)', querystring: ZOrderLinesQuery, response: { 200: envelope(page(ZOrderLine)) } },
  }, async (req) => ok(await orders.findOrderLines(ctx, userOf(req), req.query.cartId, req.query.page, req.query.pageSize, req.lang)));

  r.get(`${BASE}/parts-cart2`, {
    config: { permission: 'PER_SHOPPING_CART_HISTORY_VIEW' },
    schema: { tags, summary: 'An order with all its lines and its status history (cartId: the order\'s id)', querystring: ZOrderRefQuery, response: { 200: envelope(ZOrderDetail) } },
  }, async (req) => ok(await orders.getOrder(ctx, userOf(req), req.query.cartId, req.lang)));

  r.get('/rest/order/getOrderStatus/:id', {
    config: { permission: 'PER_SHOPPING_CART_HISTORY_VIEW' },
    schema: { tags, summary: 'Where one of the caller\'s orders is: its status and the history the DMS reported', params: ZIdParams, response: { 200: envelope(ZOrderStatusView) } },
  }, async (req) => ok(await orders.getOrderStatus(ctx, userOf(req), req.params.id)));

  r.post('/saveUserSalesInfo', {
    config: { permission: 'authenticated', objectRef: 'UserSalesInfo', keepsAccess: true },
    schema: { tags, summary: 'Store the caller\'s sales organisation, warehouse and threshold (the home page\'s salesOrg, wareLocation, threshold); orders carry them', body: ZUserSalesInfo, response: { 200: envelope(ZUserSalesInfo) } },
  }, async (req) => ok(await orders.saveSalesInfo(ctx, userOf(req), req.body)));
};

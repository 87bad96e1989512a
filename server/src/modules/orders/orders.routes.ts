import { ordersEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { sendXlsx } from '../../platform/download.js';
import { registerOrderReports } from './orders.callback.js';
import { exportOrders } from './orders.export.js';
import * as orders from './orders.service.js';

/**
 * The shopping cart and orders (spec §7 Favourites and cart, §6 shopping-cart permissions). Every
 * call acts on the caller's own cart and orders only: ownership is part of each query, so another
 * user's line or order answers as a missing one.
 */
export const ordersRoutes: RoutesPlugin = (app, ctx) => {
  registerOrderReports();

  mount(app, E, {
    addToCart: async (req) => ok(await orders.addToCart(ctx, userOf(req), req.body)),
    cart: async (req) => ok(await orders.getCart(ctx, userOf(req), req.lang)),
    reduce: async (req) => ok(await orders.reduceCartItem(ctx, userOf(req), req.query.id, req.lang)),
    updateLine: async (req) => ok(await orders.updateCartItem(ctx, userOf(req), req.body.id, req.body.amount, req.lang)),
    removeLines: async (req) => ok(await orders.deleteCartItems(ctx, userOf(req), req.body.ids)),
    submit: async (req) => ok(await orders.submitOrder(ctx, userOf(req), req.body.ids)),
    history: async (req) => ok(await orders.findOrders(ctx, userOf(req), req.query)),
    exportHistory: async (req, reply) => sendXlsx(reply, 'orders.xlsx', exportOrders(ctx, userOf(req), req.query, req.lang)),
    lines: async (req) => ok(await orders.findOrderLines(ctx, userOf(req), req.query.cartId, req.query.page, req.query.pageSize, req.lang)),
    detail: async (req) => ok(await orders.getOrder(ctx, userOf(req), req.query.cartId, req.lang)),
    status: async (req) => ok(await orders.getOrderStatus(ctx, userOf(req), req.params.id)),
    saveSalesInfo: async (req) => ok(await orders.saveSalesInfo(ctx, userOf(req), req.body)),
  });
};

/* The orders module's public face: what other modules may use (decision 029). */
export { ordersRoutes } from './orders.routes.js';
export { fenToPrice, orderNumbers } from './orders.service.js';
export { cartItems, orderEvents, orderLines, orders, userSalesInfo } from './orders.tables.js';

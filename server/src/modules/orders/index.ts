/* The orders module's public face: what other modules may use (decision 029). */
export { fenToPrice, orderNumbers } from './orders.service.js';
export { cartItems, orderEvents, orderLines, orders, userSalesInfo } from './orders.tables.js';

/* The system module's public face: what other modules may use (decision 029). */
export { systemRoutes } from './system.routes.js';
export { PRODUCT_VERSION } from './system.service.js';

/* The system module's public face: what other modules may use (decision 029). */
export { PRODUCT_VERSION } from './system.service.js';

/* The vip module's public face: what other modules may use (decision 029). */
export { addPackage, isGated, tickVip } from './vip.service.js';
export { vipBuys, vipPackages } from './vip.tables.js';

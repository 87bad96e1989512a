/* The bulletins module's public face: what other modules may use (decision 029). */
export { approveLevels, bulletinDetail, createBulletin, moveBulletin } from './bulletins.service.js';
export { bulletins } from './bulletins.tables.js';

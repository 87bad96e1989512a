/* The groups module's public face: what other modules may use (decision 029). */
export { groupIdsOf } from './groups.service.js';
export { groupMembers, groups } from './groups.tables.js';

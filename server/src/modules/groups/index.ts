/* The groups module's public face: what other modules may use (decision 029). */
export { groupsRoutes } from './groups.routes.js';
export { groupIdsOf } from './groups.service.js';
export { groupMembers, groups } from './groups.tables.js';

/* The access module's public face: what other modules may use (decision 029). */
export { accessRoutes } from './access.routes.js';
export { ensureAccessCatalogue, holdsPermission } from './access.service.js';

/* The access module's public face: what other modules may use (decision 029). */
export { ensureAccessCatalogue, holdsPermission } from './access.service.js';

/* The favorites module's public face: what other modules may use (decision 029). */
export { defaultUrl } from './favorites.service.js';
export { favorites } from './favorites.tables.js';

/* The downloads module's public face: what other modules may use (decision 029). */
export { downloadsRoutes } from './downloads.routes.js';
export { DOWNLOAD_OBJECT_REF } from './downloads.service.js';
export { downloadFileGroups, downloadFiles, downloadFolders } from './downloads.tables.js';

/* The downloads module's public face: what other modules may use (decision 029). */
export { DOWNLOAD_OBJECT_REF } from './downloads.service.js';
export { downloadFileGroups, downloadFiles, downloadFolders } from './downloads.tables.js';

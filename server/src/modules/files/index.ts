/* The files module's public face: what other modules may use (decision 029). */
export { readUpload, sendStoredFile } from './files.routes.js';
export { assertMayUpload, attachFiles, detachFiles, listAttachments, registerAttachmentAccess, saveUploads } from './files.service.js';
export { files } from './files.tables.js';

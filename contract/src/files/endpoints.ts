import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { ZIdParams } from '../envelope.js';
import { ZTokenQuery } from '../manuals/schemas.js';
import { MULTIPART_LIMITS, ZAttachmentRequest, ZFileRecord, ZMaxSizeParams, ZUploadModel, ZUploadQuery } from './schemas.js';

/**
 * Uploads and attachments (spec §7 Files). Every upload, attachment and served file needs only a
 * login: the module that owns the object decides whether the caller may attach to or see it.
 */
export const filesEndpoints = defineEndpoints('files', {
  upload: {
    method: 'POST', path: '/rest/base/file/upload', access: 'authenticated', objectRef: 'File',
    kind: 'upload', uploadLimits: MULTIPART_LIMITS, query: ZUploadQuery,
    summary: 'Upload one file (multipart `file`, optional `fileName`, `softType`; the kind may also be in the query, which checks its limits while streaming)',
    response: ZFileRecord,
  },
  uploadMany: {
    method: 'POST', path: '/rest/base/file/multiFileUpload', access: 'authenticated', objectRef: 'File',
    kind: 'upload', uploadLimits: MULTIPART_LIMITS, query: ZUploadQuery,
    summary: 'Upload several files (multipart `file` parts and `softType`); at most the kind\'s count, all or none',
    response: z.array(ZFileRecord),
  },
  attach: { method: 'POST', path: '/rest/base/file/attachment/add', access: 'authenticated', objectRef: 'File', summary: 'Attach my uploads to an object (its module decides whether I may)', body: ZAttachmentRequest, response: z.null() },
  detach: { method: 'DELETE', path: '/rest/base/file/attachment/delete', access: 'authenticated', objectRef: 'File', summary: 'Detach files from an object (its module decides whether I may); they are removed a day later', body: ZAttachmentRequest, response: z.null() },
  view: { method: 'GET', path: '/rest/base/file/view/:id', access: 'authenticated', tokenInQuery: true, summary: 'A file shown in place (images, PDF, audio, video; others download); usable as a link with ?ticket=', params: ZIdParams, query: ZTokenQuery, kind: 'download', file: FILE_ANSWERS.binary },
  download: { method: 'GET', path: '/rest/base/file/download/:id', access: 'authenticated', tokenInQuery: true, summary: 'A file as a download; usable as a link with ?ticket=', params: ZIdParams, query: ZTokenQuery, kind: 'download', file: FILE_ANSWERS.binary },
  downloadBlob: { method: 'GET', path: '/rest/file/download/:id', access: 'authenticated', summary: 'A file as a download (blob; token header)', params: ZIdParams, kind: 'download', file: FILE_ANSWERS.binary },
  remove: { method: 'DELETE', path: '/rest/file/:id', access: 'authenticated', objectRef: 'File', summary: 'Delete my upload that is not attached to anything', params: ZIdParams, response: z.null() },
  maxSize: { method: 'GET', path: '/rest/config/maxSize/:type', access: 'authenticated', summary: 'An upload kind\'s largest file in MB and its types, joined by \'/\' (e.g. 1024/xls,xlsx,pdf,doc,docx,txt)', params: ZMaxSizeParams, response: z.string() },
  models: { method: 'GET', path: '/rest/base/file/listModels', access: 'authenticated', summary: 'Every upload kind (softType) with its limits', response: z.array(ZUploadModel) },
});

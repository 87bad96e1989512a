import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import { MULTIPART_LIMITS, ZFileRecord } from '../files/schemas.js';
import { ZTokenQuery } from '../manuals/schemas.js';
import {
  ZDownloadFile, ZDownloadFileCreate, ZDownloadFileTypes, ZDownloadFileUpdate, ZDownloadFolderFilesQuery, ZDownloadFolderInput,
  ZDownloadFolderNode, ZDownloadFolderRename, ZDownloadMinFile, ZDownloadMinFilesQuery, ZDownloadMinSearchQuery, ZDownloadSearchQuery,
  ZDownloadTopQuery,
} from './schemas.js';

const VIEW = 'PER_DOWNLOAD_AREA_VIEW' as const;
const objectRef = 'DownloadArea';
const ZSaved = z.object({ id: z.string().uuid() });

/**
 * The download area (spec §7 Files: download area; §6 its permissions). Reading needs
 * PER_DOWNLOAD_AREA_VIEW and shows only what the caller may see; every change needs its own
 * permission. /rest/DownloadAreaMin/* is the compact read API of the home card and the mobile
 * view (docs/decisions/025-download-area.md).
 */
export const downloadsEndpoints = defineEndpoints('downloads', {
  // ------------------------------------------------------------ folders
  folderTree: { method: 'GET', path: '/rest/base/download/folder/tree', access: VIEW, summary: 'The folder tree with the count of entries the caller may see in and below each folder (readers: only folders with some)', response: z.array(ZDownloadFolderNode) },
  createFolder: { method: 'POST', path: '/rest/base/download/folder', access: 'PER_DOWNLOAD_AREA_FOLDER_ADD', keepsAccess: true, objectRef, summary: 'A new folder at the top or under parentId (names unique among siblings, without case)', body: ZDownloadFolderInput, response: ZSaved },
  renameFolder: { method: 'PUT', path: '/rest/base/download/folder/:id', access: 'PER_DOWNLOAD_AREA_FOLDER_UPDATE', keepsAccess: true, objectRef, summary: 'Rename a folder', params: ZIdParams, body: ZDownloadFolderRename, response: z.null() },
  deleteFolder: { method: 'DELETE', path: '/rest/base/download/folder/:id', access: 'PER_DOWNLOAD_AREA_FOLDER_DELETE', keepsAccess: true, objectRef, summary: 'Delete an empty folder (one with files or subfolders is refused)', params: ZIdParams, response: z.null() },
  folderFiles: { method: 'GET', path: '/rest/base/download/folder/:id/files', access: VIEW, summary: 'A page of the folder\'s own entries the caller may see, by name (key filters the name)', params: ZIdParams, query: ZDownloadFolderFilesQuery, response: page(ZDownloadFile) },

  // ------------------------------------------------------------ entries
  upload: {
    method: 'POST', path: '/rest/base/file/downloadArea/upload', access: 'PER_DOWNLOAD_AREA_UPLOAD', objectRef: 'File',
    kind: 'upload', uploadLimits: MULTIPART_LIMITS,
    summary: 'Upload one file for the download area (multipart `file`; xls, xlsx, pdf, doc, docx, txt within the configured size); POST /rest/base/download/file then files it',
    response: ZFileRecord,
  },
  createEntry: { method: 'POST', path: '/rest/base/download/file', access: 'PER_DOWNLOAD_AREA_UPLOAD', keepsAccess: true, objectRef, summary: 'A new entry: the caller\'s upload (fileId) or an external link (url, name); public or shown to groups', body: ZDownloadFileCreate, response: ZSaved },
  updateEntry: { method: 'PUT', path: '/rest/base/download/file/:id', access: 'PER_DOWNLOAD_AREA_UPLOAD', keepsAccess: true, objectRef, summary: 'Change an entry: name, folder, category, remarks, public flag, groups; a link\'s address', params: ZIdParams, body: ZDownloadFileUpdate, response: z.null() },
  deleteEntry: { method: 'DELETE', path: '/rest/base/download/file/:id', access: 'PER_DOWNLOAD_AREA_DELETE', keepsAccess: true, objectRef, summary: 'Delete an entry (its upload is removed a day later)', params: ZIdParams, response: z.null() },
  download: { method: 'GET', path: '/rest/base/download/file/:id/download', access: 'PER_DOWNLOAD_AREA_DOWNLOAD', tokenInQuery: true, writes: true, keepsAccess: true, objectRef, summary: 'Download an entry the caller may see (streamed; a link redirects to its address) and count it; usable as a link with ?ticket=', params: ZIdParams, query: ZTokenQuery, kind: 'download', file: FILE_ANSWERS.binary, redirects: true },
  topFiles: { method: 'GET', path: '/rest/base/download/top-files', access: VIEW, summary: 'The most downloaded entries the caller may see', query: ZDownloadTopQuery, response: z.array(ZDownloadMinFile) },
  search: { method: 'GET', path: '/rest/base/download/zone-key', access: VIEW, summary: 'Entries whose name or remarks contain key, among those the caller may see (optionally in folderId and below)', query: ZDownloadSearchQuery, response: page(ZDownloadFile) },
  fileTypes: { method: 'GET', path: '/rest/base/download/file-types', access: VIEW, summary: 'The categories of entries, the types an entry may have and the largest upload in MB', response: ZDownloadFileTypes },

  // ------------------------------------------------------------ the compact read API
  minTree: { method: 'GET', path: '/rest/DownloadAreaMin/tree', access: VIEW, summary: 'Compact: the folder tree the caller may see (as /rest/base/download/folder/tree)', response: z.array(ZDownloadFolderNode) },
  minFiles: { method: 'GET', path: '/rest/DownloadAreaMin/files', access: VIEW, summary: 'Compact: a page of the entries the caller may see, newest first: all, or a folder\'s and its subfolders\' (folderId); key filters the name', query: ZDownloadMinFilesQuery, response: page(ZDownloadMinFile) },
  minSearch: { method: 'GET', path: '/rest/DownloadAreaMin/search', access: VIEW, summary: 'Compact: entries whose name or remarks contain key', query: ZDownloadMinSearchQuery, response: page(ZDownloadMinFile) },
  minTop: { method: 'GET', path: '/rest/DownloadAreaMin/top', access: VIEW, summary: 'Compact: the most downloaded entries the caller may see', query: ZDownloadTopQuery, response: z.array(ZDownloadMinFile) },
});

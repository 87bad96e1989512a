import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  envelope, page, ZDownloadFile, ZDownloadFileCreate, ZDownloadFileTypes, ZDownloadFileUpdate, ZDownloadFolderFilesQuery,
  ZDownloadFolderInput, ZDownloadFolderNode, ZDownloadFolderRename, ZDownloadMinFile, ZDownloadMinFilesQuery, ZDownloadMinSearchQuery,
  ZDownloadSearchQuery, ZDownloadTopQuery, ZEmptyEnvelope, ZFileRecord, ZIdParams, ZTokenQuery,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { MULTIPART_LIMITS, readUpload, sendStoredFile } from '../files/files.routes.js';
import * as files from '../files/files.service.js';
import { registerAttachmentAccess } from '../files/files.service.js';
import * as downloads from './downloads.service.js';

const tags = ['downloads'];
const VIEW = 'PER_DOWNLOAD_AREA_VIEW' as const;
const objectRef = 'DownloadArea';
const fileResponse = { description: 'The file\'s bytes, with Content-Disposition', content: { 'application/octet-stream': { schema: z.string().describe('binary') } } };

/**
 * The download area (spec §7 Files: download area; §6 its permissions). Reading needs
 * PER_DOWNLOAD_AREA_VIEW and shows only what the caller may see; every change needs its own
 * permission. /rest/DownloadAreaMin/* is the compact read API of the home card and the mobile
 * view (docs/decisions/025-download-area.md).
 */
export const downloadsRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  registerAttachmentAccess(downloads.DOWNLOAD_OBJECT_REF, downloads.canViewEntry);

  // ------------------------------------------------------------ folders
  r.get('/rest/base/download/folder/tree', {
    config: { permission: VIEW },
    schema: { tags, summary: 'The folder tree with the count of entries the caller may see in and below each folder (readers: only folders with some)', response: { 200: envelope(z.array(ZDownloadFolderNode)) } },
  }, async (req) => ok(await downloads.folderTree(ctx, userOf(req))));

  r.post('/rest/base/download/folder', {
    config: { permission: 'PER_DOWNLOAD_AREA_FOLDER_ADD', keepsAccess: true, objectRef },
    schema: { tags, summary: 'A new folder at the top or under parentId (names unique among siblings, without case)', body: ZDownloadFolderInput, response: { 200: envelope(z.object({ id: z.string().uuid() })) } },
  }, async (req) => ok(await downloads.createFolder(ctx, req.body)));

  r.put('/rest/base/download/folder/:id', {
    config: { permission: 'PER_DOWNLOAD_AREA_FOLDER_UPDATE', keepsAccess: true, objectRef },
    schema: { tags, summary: 'Rename a folder', params: ZIdParams, body: ZDownloadFolderRename, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await downloads.renameFolder(ctx, req.params.id, req.body.name); return ok(null); });

  r.delete('/rest/base/download/folder/:id', {
    config: { permission: 'PER_DOWNLOAD_AREA_FOLDER_DELETE', keepsAccess: true, objectRef },
    schema: { tags, summary: 'Delete an empty folder (one with files or subfolders is refused)', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await downloads.deleteFolder(ctx, req.params.id); return ok(null); });

  r.get('/rest/base/download/folder/:id/files', {
    config: { permission: VIEW },
    schema: { tags, summary: 'A page of the folder\'s own entries the caller may see, by name (key filters the name)', params: ZIdParams, querystring: ZDownloadFolderFilesQuery, response: { 200: envelope(page(ZDownloadFile)) } },
  }, async (req) => {
    const p = await downloads.folderFiles(ctx, userOf(req), req.params.id, req.query);
    return ok({ contents: await p.present(), count: p.count });
  });

  // ------------------------------------------------------------ entries
  app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    typed(scope).post('/rest/base/file/downloadArea/upload', {
      config: { permission: 'PER_DOWNLOAD_AREA_UPLOAD', objectRef: 'File' },
      schema: {
        tags, consumes: ['multipart/form-data'],
        summary: 'Upload one file for the download area (multipart `file`; xls, xlsx, pdf, doc, docx, txt within the configured size); POST /rest/base/download/file then files it',
        response: { 200: envelope(ZFileRecord) },
      },
    }, async (req) => {
      const user = userOf(req);
      files.assertMayUpload(user);
      const upload = await readUpload(ctx, req, 'download', true);
      const [record] = await files.saveUploads(ctx, user, 'download', upload.stored);
      return ok(record);
    });
  });

  r.post('/rest/base/download/file', {
    config: { permission: 'PER_DOWNLOAD_AREA_UPLOAD', keepsAccess: true, objectRef },
    schema: { tags, summary: 'A new entry: the caller\'s upload (fileId) or an external link (url, name); public or shown to groups', body: ZDownloadFileCreate, response: { 200: envelope(z.object({ id: z.string().uuid() })) } },
  }, async (req) => ok(await downloads.createEntry(ctx, userOf(req), req.body)));

  r.put('/rest/base/download/file/:id', {
    config: { permission: 'PER_DOWNLOAD_AREA_UPLOAD', keepsAccess: true, objectRef },
    schema: { tags, summary: 'Change an entry: name, folder, category, remarks, public flag, groups; a link\'s address', params: ZIdParams, body: ZDownloadFileUpdate, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await downloads.updateEntry(ctx, req.params.id, req.body); return ok(null); });

  r.delete('/rest/base/download/file/:id', {
    config: { permission: 'PER_DOWNLOAD_AREA_DELETE', keepsAccess: true, objectRef },
    schema: { tags, summary: 'Delete an entry (its upload is removed a day later)', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await downloads.deleteEntry(ctx, req.params.id); return ok(null); });

  r.get('/rest/base/download/file/:id/download', {
    config: { permission: 'PER_DOWNLOAD_AREA_DOWNLOAD', tokenInQuery: true, writes: true, keepsAccess: true, objectRef },
    schema: {
      tags, summary: 'Download an entry the caller may see (streamed; a link redirects to its address) and count it; usable as a link with ?ticket=',
      params: ZIdParams, querystring: ZTokenQuery, response: { 200: fileResponse, 302: z.null().describe('A link entry: redirected to its address') },
    },
  }, async (req, reply) => {
    const user = userOf(req);
    const entry = await downloads.beginDownload(ctx, user, req.params.id, req.headers.range);
    if (entry.source === 'LINK') return reply.header('referrer-policy', 'no-referrer').redirect(entry.url!, 302);
    return sendStoredFile(ctx, req, reply, entry.fileId!, false);
  });

  r.get('/rest/base/download/top-files', {
    config: { permission: VIEW },
    schema: { tags, summary: 'The most downloaded entries the caller may see', querystring: ZDownloadTopQuery, response: { 200: envelope(z.array(ZDownloadMinFile)) } },
  }, async (req) => ok(await downloads.topFiles(ctx, userOf(req), req.query.limit)));

  r.get('/rest/base/download/zone-key', {
    config: { permission: VIEW },
    schema: { tags, summary: 'Entries whose name or remarks contain key, among those the caller may see (optionally in folderId and below)', querystring: ZDownloadSearchQuery, response: { 200: envelope(page(ZDownloadFile)) } },
  }, async (req) => {
    const p = await downloads.searchFiles(ctx, userOf(req), req.query);
    return ok({ contents: await p.present(), count: p.count });
  });

  r.get('/rest/base/download/file-types', {
    config: { permission: VIEW },
    schema: { tags, summary: 'The categories of entries, the types an entry may have and the largest upload in MB', response: { 200: envelope(ZDownloadFileTypes) } },
  }, async () => ok(downloads.fileTypes()));

  // ------------------------------------------------------------ the compact read API
  r.get('/rest/DownloadAreaMin/tree', {
    config: { permission: VIEW },
    schema: { tags, summary: 'Compact: the folder tree the caller may see (as /rest/base/download/folder/tree)', response: { 200: envelope(z.array(ZDownloadFolderNode)) } },
  }, async (req) => ok(await downloads.folderTree(ctx, userOf(req))));

  r.get('/rest/DownloadAreaMin/files', {
    config: { permission: VIEW },
    schema: { tags, summary: 'Compact: a page of a folder\'s entries, or of every entry the caller may see (newest first) without folderId', querystring: ZDownloadMinFilesQuery, response: { 200: envelope(page(ZDownloadMinFile)) } },
  }, async (req) => ok(await downloads.minFiles(ctx, userOf(req), req.query)));

  r.get('/rest/DownloadAreaMin/search', {
    config: { permission: VIEW },
    schema: { tags, summary: 'Compact: entries whose name or remarks contain key', querystring: ZDownloadMinSearchQuery, response: { 200: envelope(page(ZDownloadMinFile)) } },
  }, async (req) => {
    const p = await downloads.searchFiles(ctx, userOf(req), req.query);
    return ok({ contents: p.rows.map(downloads.presentMin), count: p.count });
  });

  r.get('/rest/DownloadAreaMin/top', {
    config: { permission: VIEW },
    schema: { tags, summary: 'Compact: the most downloaded entries the caller may see', querystring: ZDownloadTopQuery, response: { 200: envelope(z.array(ZDownloadMinFile)) } },
  }, async (req) => ok(await downloads.topFiles(ctx, userOf(req), req.query.limit)));
};

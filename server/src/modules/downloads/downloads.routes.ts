import { downloadsEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { assertMayUpload, readUpload, registerAttachmentAccess, saveUploads, sendStoredFile } from '../files/index.js';
import * as downloads from './downloads.service.js';

/**
 * The download area (spec §7 Files: download area; §6 its permissions). Reading needs
 * PER_DOWNLOAD_AREA_VIEW and shows only what the caller may see; every change needs its own
 * permission. /rest/DownloadAreaMin/* is the compact read API of the home card and the mobile
 * view (docs/decisions/025-download-area.md).
 */
export const downloadsRoutes: RoutesPlugin = (app, ctx) => {
  registerAttachmentAccess(downloads.DOWNLOAD_OBJECT_REF, downloads.canViewEntry);

  mount(app, E, {
    // ------------------------------------------------------------ folders
    folderTree: async (req) => ok(await downloads.folderTree(ctx, userOf(req))),
    createFolder: async (req) => ok(await downloads.createFolder(ctx, req.body)),
    renameFolder: async (req) => { await downloads.renameFolder(ctx, req.params.id, req.body.name); return ok(null); },
    deleteFolder: async (req) => { await downloads.deleteFolder(ctx, req.params.id); return ok(null); },
    folderFiles: async (req) => {
      const p = await downloads.folderFiles(ctx, userOf(req), req.params.id, req.query);
      return ok({ contents: await p.present(), count: p.count });
    },

    // ------------------------------------------------------------ entries
    upload: async (req) => {
      const user = userOf(req);
      assertMayUpload(user);
      const upload = await readUpload(ctx, req, 'download', true);
      const [record] = await saveUploads(ctx, user, 'download', upload.stored);
      return ok(record);
    },
    createEntry: async (req) => ok(await downloads.createEntry(ctx, userOf(req), req.body)),
    updateEntry: async (req) => { await downloads.updateEntry(ctx, req.params.id, req.body); return ok(null); },
    deleteEntry: async (req) => { await downloads.deleteEntry(ctx, req.params.id); return ok(null); },
    download: async (req, reply) => {
      const user = userOf(req);
      const entry = await downloads.beginDownload(ctx, user, req.params.id, req.headers.range);
      if (entry.source === 'LINK') return reply.header('referrer-policy', 'no-referrer').redirect(entry.url!, 302);
      return sendStoredFile(ctx, req, reply, entry.fileId!, false);
    },
    topFiles: async (req) => ok(await downloads.topFiles(ctx, userOf(req), req.query.limit)),
    search: async (req) => {
      const p = await downloads.searchFiles(ctx, userOf(req), req.query);
      return ok({ contents: await p.present(), count: p.count });
    },
    fileTypes: async () => ok(downloads.fileTypes()),

    // ------------------------------------------------------------ the compact read API
    minTree: async (req) => ok(await downloads.folderTree(ctx, userOf(req))),
    minFiles: async (req) => ok(await downloads.minFiles(ctx, userOf(req), req.query)),
    minSearch: async (req) => {
      const p = await downloads.searchFiles(ctx, userOf(req), req.query);
      return ok({ contents: p.rows.map(downloads.presentMin), count: p.count });
    },
    minTop: async (req) => ok(await downloads.topFiles(ctx, userOf(req), req.query.limit)),
  });
};

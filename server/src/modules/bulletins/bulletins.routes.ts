import { bulletinsEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { registerAttachmentAccess } from '../files/index.js';
import { sendXlsx } from '../../platform/download.js';
import * as bulletins from './bulletins.service.js';
import { exportStatistics } from './bulletins.export.js';
import { similarBulletins } from './bulletins.suggestions.js';

/** A streamed spreadsheet (the untyped reply: the schema describes the bytes, not a JSON body). */
/**
 * Bulletins (spec §7 Bulletins). Each route needs the permission of its action; whether the
 * action may be taken in the bulletin's status is the workflow table's (bulletins.workflow.ts).
 * The spec names no publish or review call: they follow approve's GET form.
 */
export const bulletinsRoutes: RoutesPlugin = (app, ctx) => {
  registerAttachmentAccess(bulletins.BULLETIN_OBJECT_REF, bulletins.canViewBulletin);
  registerAttachmentAccess(bulletins.BULLETIN_PICTURE_REF, bulletins.canViewBulletin);

  mount(app, E, {
    approveLevels: async () => ok(await bulletins.approveLevels(ctx.db)),
    page: async (req) => ok(await bulletins.pageBulletins(ctx, userOf(req), req.query)),
    homepage: async (req) => ok((await bulletins.pageBulletins(ctx, userOf(req), { page: 1, pageSize: 10, scope: 'read' })).contents),
    statistics: async (req) => ok(await bulletins.bulletinStatistics(ctx, req.query)),
    exportStatistics: async (req, reply) => sendXlsx(reply, 'bulletin-statistics.xlsx', exportStatistics(ctx, req.body)),
    unread: async (req) => ok(await bulletins.unreadUsers(ctx, req.params.id, req.query)),
    ofVin: async (req) => ok(await bulletins.bulletinsOfVin(ctx, userOf(req), req.params.vin)),
    similar: async (req) => ok(await similarBulletins(ctx, userOf(req), req.body)),
    groups: async (req) => ok(await bulletins.groupOptions(ctx, req.query.keyword)),
    models: async (req) => ok(await bulletins.modelOptions(ctx, req.query.keyword, req.lang)),
    preview: async (req) => ok(await bulletins.bulletinPreview(ctx, userOf(req), req.params.id)),
    get: async (req) => ok(await bulletins.bulletinDetail(ctx, userOf(req), req.params.id)),
    create: async (req) => ok(await bulletins.createBulletin(ctx, userOf(req), req.body)),
    update: async (req) => { await bulletins.updateBulletin(ctx, userOf(req), req.params.id, req.body); return ok(null); },
    remove: async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, 'delete'); return ok(null); },
    publish: async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, 'publish'); return ok(null); },
    review: async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, 'review'); return ok(null); },
    approve: async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, 'approve', req.params.level); return ok(null); },
    top: async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, req.body.top ? 'top' : 'untop'); return ok(null); },
  });
};

import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  envelope, page, ZApproveLevel, ZBulletinApproveParams, ZBulletinDetail, ZBulletinPageQuery, ZBulletinRow, ZBulletinSave,
  ZBulletinStatisticsQuery, ZBulletinStatisticsRow, ZBulletinGroup, ZBulletinGroupQuery, ZBulletinTopBody, ZBulletinUnreadRow, ZEmptyEnvelope, ZIdParams, ZPageQuery, VIN_PATTERN,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { registerAttachmentAccess } from '../files/files.service.js';
import { contentDisposition, XLSX_TYPE } from '../catalogue/catalogue.export.js';
import * as bulletins from './bulletins.service.js';
import { exportStatistics } from './bulletins.export.js';

const tags = ['bulletins'];
/** A streamed spreadsheet (the untyped reply: the schema describes the bytes, not a JSON body). */
const sendXlsx = (reply: FastifyReply, stream: NodeJS.ReadableStream) =>
  reply.header('content-disposition', contentDisposition('bulletin-statistics.xlsx')).type(XLSX_TYPE).send(stream);
const objectRef = bulletins.BULLETIN_OBJECT_REF;
const VIEW = 'PER_BULLETIN_VIEW' as const;
/** Read statistics name who has not read: for those who write bulletins. */
const STATISTICS = 'PER_BULLETIN_PUBLISH' as const;

/**
 * Bulletins (spec §7 Bulletins). Each route needs the permission of its action; whether the
 * action may be taken in the bulletin's status is the workflow table's (bulletins.workflow.ts).
 * The spec names no publish or review call: they follow approve's GET form.
 */
export const bulletinsRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  registerAttachmentAccess(objectRef, bulletins.canViewBulletin);
  registerAttachmentAccess(bulletins.BULLETIN_PICTURE_REF, bulletins.canViewBulletin);

  r.get('/rest/config/bulletinApproveLevel', {
    config: { permission: VIEW },
    schema: { tags, summary: 'The approval levels and their button names, in order', response: { 200: envelope(z.array(ZApproveLevel)) } },
  }, async () => ok(await bulletins.approveLevels(ctx.db)));

  r.get('/rest/base/bulletin/page', {
    config: { permission: VIEW },
    schema: { tags, summary: 'Bulletins the caller may read, or every bulletin (scope=manage) for those who manage them', querystring: ZBulletinPageQuery, response: { 200: envelope(page(ZBulletinRow)) } },
  }, async (req) => ok(await bulletins.pageBulletins(ctx, userOf(req), req.query)));

  r.get('/rest/base/bulletin/homepage', {
    config: { permission: VIEW },
    schema: { tags, summary: 'The home announcements: the newest bulletins the caller may read, pinned first', response: { 200: envelope(z.array(ZBulletinRow)) } },
  }, async (req) => ok((await bulletins.pageBulletins(ctx, userOf(req), { page: 1, pageSize: 10, scope: 'read' })).contents));

  r.get('/rest/base/bulletin/getBulletinStatistics', {
    config: { permission: STATISTICS },
    schema: { tags, summary: 'Visits, audience, read and unread counts per bulletin', querystring: ZBulletinStatisticsQuery, response: { 200: envelope(page(ZBulletinStatisticsRow)) } },
  }, async (req) => ok(await bulletins.bulletinStatistics(ctx, req.query)));

  r.post('/rest/base/bulletin/exportBulletinStatisticsExcel', {
    config: { permission: STATISTICS, readOnly: true },
    schema: {
      tags, summary: 'The statistics as a spreadsheet', body: ZBulletinStatisticsQuery.omit({ page: true, pageSize: true }),
      response: { 200: { description: 'A spreadsheet', content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } } } },
    },
  }, async (req, reply) => sendXlsx(reply, exportStatistics(ctx, req.body)));

  r.get('/rest/base/bulletin/unread/:id', {
    config: { permission: STATISTICS },
    schema: { tags, summary: 'Who in the bulletin\'s audience has not read it', params: ZIdParams, querystring: ZPageQuery, response: { 200: envelope(page(ZBulletinUnreadRow)) } },
  }, async (req) => ok(await bulletins.unreadUsers(ctx, req.params.id, req.query)));

  r.get('/rest/base/bulletin/vin/:vin', {
    config: { permission: VIEW },
    schema: { tags, summary: 'The published recalls and technical bulletins that concern this VIN (model, VIN range or production date)', params: z.object({ vin: z.string().trim().toUpperCase().regex(VIN_PATTERN) }), response: { 200: envelope(z.array(ZBulletinRow)) } },
  }, async (req) => ok(await bulletins.bulletinsOfVin(ctx, userOf(req), req.params.vin)));

  r.get('/rest/base/bulletin/groups', {
    config: { permission: 'PER_BULLETIN_PUBLISH' },
    schema: { tags, summary: 'Groups a bulletin may address, by code or name (at most 50)', querystring: ZBulletinGroupQuery, response: { 200: envelope(z.array(ZBulletinGroup)) } },
  }, async (req) => ok(await bulletins.groupOptions(ctx, req.query.keyword)));

  r.get('/rest/base/bulletin/preview/:id', {
    config: { permission: VIEW },
    schema: { tags, summary: 'One bulletin as its page shows it, without counting a visit (a manager\'s draft before publishing)', params: ZIdParams, response: { 200: envelope(ZBulletinDetail) } },
  }, async (req) => ok(await bulletins.bulletinPreview(ctx, userOf(req), req.params.id)));

  r.get('/rest/base/bulletin/:id', {
    config: { permission: VIEW, writes: true, keepsAccess: true, objectRef },
    schema: { tags, summary: 'One bulletin; reading a published one counts a visit and marks it read', params: ZIdParams, response: { 200: envelope(ZBulletinDetail) } },
  }, async (req) => ok(await bulletins.bulletinDetail(ctx, userOf(req), req.params.id)));

  r.post('/rest/base/bulletin/', {
    config: { permission: 'PER_BULLETIN_PUBLISH', keepsAccess: true, objectRef },
    schema: { tags, summary: 'A new unpublished bulletin', body: ZBulletinSave, response: { 200: envelope(z.object({ id: z.string().uuid() })) } },
  }, async (req) => ok(await bulletins.createBulletin(ctx, userOf(req), req.body)));

  r.post('/rest/base/bulletin/update/:id', {
    config: { permission: 'PER_BULLETIN_UPDATE', keepsAccess: true, objectRef },
    schema: { tags, summary: 'Change an unpublished bulletin', params: ZIdParams, body: ZBulletinSave, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await bulletins.updateBulletin(ctx, userOf(req), req.params.id, req.body); return ok(null); });

  r.delete('/rest/base/bulletin/:id', {
    config: { permission: 'PER_BULLETIN_DELETE', keepsAccess: true, objectRef },
    schema: { tags, summary: 'Delete a bulletin', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, 'delete'); return ok(null); });

  r.get('/rest/base/bulletin/publish/:id', {
    config: { permission: 'PER_BULLETIN_PUBLISH', writes: true, keepsAccess: true, objectRef },
    schema: { tags, summary: 'Publish: into the approval chain at level 1', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, 'publish'); return ok(null); });

  r.get('/rest/base/bulletin/review/:id', {
    config: { permission: 'PER_BULLETIN_REVIEW', writes: true, keepsAccess: true, objectRef },
    schema: { tags, summary: 'Send an unapproved bulletin back to its writer (unpublished)', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, 'review'); return ok(null); });

  r.get('/rest/base/bulletin/approve/:id/:level', {
    config: { permission: 'PER_BULLETIN_APPROVAL', writes: true, keepsAccess: true, objectRef },
    schema: { tags, summary: 'Approve at the level the bulletin waits on; the last level publishes it', params: ZBulletinApproveParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, 'approve', req.params.level); return ok(null); });

  r.put('/rest/base/bulletin/top/:id', {
    config: { permission: 'PER_BULLETIN_TOP', keepsAccess: true, objectRef },
    schema: { tags, summary: 'Pin (top true) or unpin a published bulletin', params: ZIdParams, body: ZBulletinTopBody, response: { 200: ZEmptyEnvelope } },
  }, async (req) => { await bulletins.moveBulletin(ctx, userOf(req), req.params.id, req.body.top ? 'top' : 'untop'); return ok(null); });
};

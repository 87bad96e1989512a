import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page, ZIdParams, ZPageQuery } from '../envelope.js';
import { VIN_PATTERN } from '../vin.js';
import {
  ZApproveLevel, ZBulletinApproveParams, ZBulletinDetail, ZBulletinGroup, ZBulletinGroupQuery, ZBulletinModel, ZBulletinPageQuery, ZBulletinRow,
  ZBulletinSave, ZBulletinSimilar, ZBulletinSimilarRequest, ZBulletinStatisticsQuery, ZBulletinStatisticsRow, ZBulletinTopBody, ZBulletinUnreadRow,
} from './schemas.js';

const objectRef = 'Bulletin';
const VIEW = 'PER_BULLETIN_VIEW' as const;
/** Read statistics name who has not read: for those who write bulletins. */
const STATISTICS = 'PER_BULLETIN_PUBLISH' as const;

/**
 * Bulletins (spec §7 Bulletins). Each endpoint needs the permission of its action; whether the
 * action may be taken in the bulletin's status is the workflow table's (bulletins.workflow.ts).
 * The spec names no publish or review call: they follow approve's GET form.
 */
export const bulletinsEndpoints = defineEndpoints('bulletins', {
  approveLevels: { method: 'GET', path: '/rest/config/bulletinApproveLevel', access: VIEW, summary: 'The approval levels and their button names, in order', response: z.array(ZApproveLevel) },
  page: { method: 'GET', path: '/rest/base/bulletin/page', access: VIEW, summary: 'Bulletins the caller may read, or every bulletin (scope=manage) for those who manage them', query: ZBulletinPageQuery, response: page(ZBulletinRow) },
  homepage: { method: 'GET', path: '/rest/base/bulletin/homepage', access: VIEW, summary: 'The home announcements: the newest bulletins the caller may read, pinned first', response: z.array(ZBulletinRow) },
  statistics: { method: 'GET', path: '/rest/base/bulletin/getBulletinStatistics', access: STATISTICS, summary: 'Visits, audience, read and unread counts per bulletin', query: ZBulletinStatisticsQuery, response: page(ZBulletinStatisticsRow) },
  exportStatistics: { method: 'POST', path: '/rest/base/bulletin/exportBulletinStatisticsExcel', access: STATISTICS, readOnly: true, summary: 'The statistics as a spreadsheet', body: ZBulletinStatisticsQuery.omit({ page: true, pageSize: true }), kind: 'download', file: FILE_ANSWERS.xlsx('bulletin-statistics.xlsx') },
  unread: { method: 'GET', path: '/rest/base/bulletin/unread/:id', access: STATISTICS, summary: 'Who in the bulletin\'s audience has not read it', params: ZIdParams, query: ZPageQuery, response: page(ZBulletinUnreadRow) },
  ofVin: { method: 'GET', path: '/rest/base/bulletin/vin/:vin', access: VIEW, summary: 'The published recalls and technical bulletins that concern this VIN (model, VIN range or production date)', params: z.object({ vin: z.string().trim().toUpperCase().regex(VIN_PATTERN) }), response: z.array(ZBulletinRow) },
  similar: { method: 'POST', path: '/rest/base/bulletin/similar', access: VIEW, readOnly: true, summary: 'The VIN\'s published bulletins that answer the fault being typed, best first, and its recalls (new inquiry suggestions)', body: ZBulletinSimilarRequest, response: z.array(ZBulletinSimilar) },
  groups: { method: 'GET', path: '/rest/base/bulletin/groups', access: 'PER_BULLETIN_PUBLISH', summary: 'Groups a bulletin may address, by code or name (at most 50)', query: ZBulletinGroupQuery, response: z.array(ZBulletinGroup) },
  models: { method: 'GET', path: '/rest/base/bulletin/models', access: 'PER_BULLETIN_PUBLISH', summary: 'Catalogue models a bulletin may address, by code or name (at most 50); the writer needs no catalogue permission', query: ZBulletinGroupQuery, response: z.array(ZBulletinModel) },
  preview: { method: 'GET', path: '/rest/base/bulletin/preview/:id', access: VIEW, summary: 'One bulletin as its page shows it, without counting a visit (a manager\'s draft before publishing)', params: ZIdParams, response: ZBulletinDetail },
  get: { method: 'GET', path: '/rest/base/bulletin/:id', access: VIEW, writes: true, keepsAccess: true, objectRef, summary: 'One bulletin; reading a published one counts a visit and marks it read', params: ZIdParams, response: ZBulletinDetail },
  create: { method: 'POST', path: '/rest/base/bulletin/', access: 'PER_BULLETIN_PUBLISH', keepsAccess: true, objectRef, summary: 'A new unpublished bulletin', body: ZBulletinSave, response: z.object({ id: z.string().uuid() }) },
  update: { method: 'POST', path: '/rest/base/bulletin/update/:id', access: 'PER_BULLETIN_UPDATE', keepsAccess: true, objectRef, summary: 'Change an unpublished bulletin', params: ZIdParams, body: ZBulletinSave, response: z.null() },
  remove: { method: 'DELETE', path: '/rest/base/bulletin/:id', access: 'PER_BULLETIN_DELETE', keepsAccess: true, objectRef, summary: 'Delete a bulletin', params: ZIdParams, response: z.null() },
  publish: { method: 'GET', path: '/rest/base/bulletin/publish/:id', access: 'PER_BULLETIN_PUBLISH', writes: true, keepsAccess: true, objectRef, summary: 'Publish: into the approval chain at level 1', params: ZIdParams, response: z.null() },
  review: { method: 'GET', path: '/rest/base/bulletin/review/:id', access: 'PER_BULLETIN_REVIEW', writes: true, keepsAccess: true, objectRef, summary: 'Send an unapproved bulletin back to its writer (unpublished)', params: ZIdParams, response: z.null() },
  approve: { method: 'GET', path: '/rest/base/bulletin/approve/:id/:level', access: 'PER_BULLETIN_APPROVAL', writes: true, keepsAccess: true, objectRef, summary: 'Approve at the level the bulletin waits on; the last level publishes it', params: ZBulletinApproveParams, response: z.null() },
  top: { method: 'PUT', path: '/rest/base/bulletin/top/:id', access: 'PER_BULLETIN_TOP', keepsAccess: true, objectRef, summary: 'Pin (top true) or unpin a published bulletin', params: ZIdParams, body: ZBulletinTopBody, response: z.null() },
});

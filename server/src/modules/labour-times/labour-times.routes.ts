import type { FastifyReply } from 'fastify';
import { labourTimesEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { sendXlsx } from '../../platform/download.js';
import { partLabourTimes, requireEntitlement } from '../catalogue/index.js';
import { labourEntitlement } from './labour-times.access.js';
import * as labour from './labour-times.service.js';

const sendFile = (reply: FastifyReply, file: labour.LabourExportFile) => sendXlsx(reply, file.fileName, file.data);

/**
 * Labour times (contract/src/labour-times/endpoints.ts). The part detail's tab (getLableTimes)
 * is a catalogue endpoint; its rows come from here through the catalogue's slot. Every route
 * asks paid access first (decision 043), in one hook for the module's scope.
 */
export const labourTimeRoutes: RoutesPlugin = (app, ctx) => {
  partLabourTimes.fill(labour.listPartLabourTimes);
  requireEntitlement(app, ctx, labourEntitlement.call);
  mount(app, E, {
    list: async (req) => ok(await labour.listLabourTimes(ctx, req.body, req.lang)),
    filterOptions: async (req) => ok(await labour.getLabourFilterOptions(ctx, req.body.modelCode, req.lang)),
    positionCodes: async (req) => ok(await labour.listPositionCodes(ctx, req.body, req.lang)),
    levelTwo: async (req) => ok(await labour.listLevelTwo(ctx, req.params.id, req.params.levelOne, req.lang)),
    show: async (req) => ok(await labour.showLabourTimes(ctx, userOf(req), req.body, req.lang)),
    exportXlsx: async (req, reply) => sendFile(reply, await labour.exportLabourTimes(ctx, req.query, req.lang)),
    exportXlsxBody: async (req, reply) => sendFile(reply, await labour.exportLabourTimes(ctx, req.body, req.lang)),
  });
};

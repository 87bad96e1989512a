import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  envelope, page, ZCodeName, ZLabourFilterOptions, ZLabourFilterRequest, ZLabourLevelParams, ZLabourShow, ZLabourShowRequest,
  ZLabourTimeExportQuery, ZLabourTimeListRequest, ZLabourTimeRow, ZPositionCodeRequest,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { contentDisposition, XLSX_TYPE } from './catalogue.export.js';
import * as labour from './labour-times.service.js';

const tags = ['labour times'];

const xlsxResponse = {
  description: 'A spreadsheet, Content-Disposition `{name}.xlsx` (RFC 5987 for non-ASCII names)',
  content: { [XLSX_TYPE]: { schema: z.string().describe('binary') } },
};

function sendXlsx(reply: FastifyReply, file: labour.LabourExportFile) {
  return reply.header('content-disposition', contentDisposition(file.fileName)).type(XLSX_TYPE).send(file.data);
}

/**
 * Labour times (spec §7 "Labour time"). The screen and its calls need PER_MANUAL_PART_LABOR_TIME
 * (the manual view's "part labour time" action); the export PER_MANUAL_LABORTIME_EXPORT; a VIN on
 * the job card also PER_VIN_VIEW. The part detail's tab (getLableTimes) is a catalogue route.
 */
export const labourTimeRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.post('/rest/base/labortime/', {
    config: { permission: 'PER_MANUAL_PART_LABOR_TIME', readOnly: true },
    schema: { tags, summary: 'A page of labour times by model (line, series or model), levels, position code, type, code or name, part', body: ZLabourTimeListRequest, response: { 200: envelope(page(ZLabourTimeRow)) } },
  }, async (req) => ok(await labour.listLabourTimes(ctx, req.body, req.lang)));

  r.post('/rest/base/labortime/filter', {
    config: { permission: 'PER_MANUAL_PART_LABOR_TIME', readOnly: true },
    schema: { tags, summary: 'Filter options: models with labour times, level ones and work types within a model', body: ZLabourFilterRequest, response: { 200: envelope(ZLabourFilterOptions) } },
  }, async (req) => ok(await labour.getLabourFilterOptions(ctx, req.body.modelCode, req.lang)));

  r.post('/rest/base/labortime/positionCode', {
    config: { permission: 'PER_MANUAL_PART_LABOR_TIME', readOnly: true },
    schema: { tags, summary: 'Position codes with labour times, narrowed by model and levels', body: ZPositionCodeRequest, response: { 200: envelope(z.array(ZCodeName)) } },
  }, async (req) => ok(await labour.listPositionCodes(ctx, req.body, req.lang)));

  r.get('/rest/base/labortime/level/:id/:levelOne', {
    config: { permission: 'PER_MANUAL_PART_LABOR_TIME' },
    schema: { tags, summary: 'The level twos of a level one with labour times under a line, series or model node', params: ZLabourLevelParams, response: { 200: envelope(z.array(ZCodeName)) } },
  }, async (req) => ok(await labour.listLevelTwo(ctx, req.params.id, req.params.levelOne, req.lang)));

  r.post('/rest/app/labortime/show', {
    config: { permission: 'PER_MANUAL_PART_LABOR_TIME', readOnly: true },
    schema: { tags, summary: 'Job card: a vehicle\'s (VIN) or model\'s labour times, optionally for a part or one job, with totals', body: ZLabourShowRequest, response: { 200: envelope(ZLabourShow) } },
  }, async (req) => ok(await labour.showLabourTimes(ctx, userOf(req), req.body, req.lang)));

  r.get('/rest/export/laborTime', {
    config: { permission: 'PER_MANUAL_LABORTIME_EXPORT', tokenInQuery: true },
    schema: { tags, summary: 'The filtered labour times as .xlsx (the list\'s filter as query parameters)', querystring: ZLabourTimeExportQuery, response: { 200: xlsxResponse } },
  }, async (req, reply) => sendXlsx(reply, await labour.exportLabourTimes(ctx, req.query, req.lang)));

  r.post('/rest/export/laborTime', {
    config: { permission: 'PER_MANUAL_LABORTIME_EXPORT', readOnly: true },
    schema: { tags, summary: 'The filtered labour times as .xlsx (the list\'s filter as the body)', body: ZLabourTimeExportQuery, response: { 200: xlsxResponse } },
  }, async (req, reply) => sendXlsx(reply, await labour.exportLabourTimes(ctx, req.body, req.lang)));
};

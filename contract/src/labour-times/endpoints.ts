import { z } from 'zod';
import { ZCodeName } from '../catalogue/schemas.js';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page } from '../envelope.js';
import {
  ZLabourFilterOptions, ZLabourFilterRequest, ZLabourLevelParams, ZLabourShow, ZLabourShowRequest, ZLabourTimeExportQuery,
  ZLabourTimeListRequest, ZLabourTimeRow, ZPositionCodeRequest,
} from './schemas.js';


/**
 * Labour times (spec §7 "Labour time"). The screen and its calls need PER_MANUAL_PART_LABOR_TIME
 * (the manual view's "part labour time" action); the export PER_MANUAL_LABORTIME_EXPORT; a VIN on
 * the job card also PER_VIN_VIEW. The part detail's tab (getLableTimes) is a catalogue endpoint.
 */
export const labourTimesEndpoints = defineEndpoints('labour-times', {
  list: { method: 'POST', path: '/rest/base/labortime/', access: 'PER_MANUAL_PART_LABOR_TIME', readOnly: true, summary: 'A page of labour times by model (line, series or model), levels, position code, type, code or name, part', body: ZLabourTimeListRequest, response: page(ZLabourTimeRow) },
  filterOptions: { method: 'POST', path: '/rest/base/labortime/filter', access: 'PER_MANUAL_PART_LABOR_TIME', readOnly: true, summary: 'Filter options: models with labour times, level ones and work types within a model', body: ZLabourFilterRequest, response: ZLabourFilterOptions },
  positionCodes: { method: 'POST', path: '/rest/base/labortime/positionCode', access: 'PER_MANUAL_PART_LABOR_TIME', readOnly: true, summary: 'Position codes with labour times, narrowed by model and levels', body: ZPositionCodeRequest, response: z.array(ZCodeName) },
  levelTwo: { method: 'GET', path: '/rest/base/labortime/level/:id/:levelOne', access: 'PER_MANUAL_PART_LABOR_TIME', summary: 'The level twos of a level one with labour times under a line, series or model node', params: ZLabourLevelParams, response: z.array(ZCodeName) },
  show: { method: 'POST', path: '/rest/app/labortime/show', access: 'PER_MANUAL_PART_LABOR_TIME', readOnly: true, summary: 'Job card: a vehicle\'s (VIN) or model\'s labour times, optionally for a part or one job, with totals', body: ZLabourShowRequest, response: ZLabourShow },
  exportXlsx: { method: 'GET', path: '/rest/export/laborTime', access: 'PER_MANUAL_LABORTIME_EXPORT', tokenInQuery: true, kind: 'download', summary: 'The filtered labour times as .xlsx (the list\'s filter as query parameters)', query: ZLabourTimeExportQuery, file: FILE_ANSWERS.namedXlsx },
  exportXlsxBody: { method: 'POST', path: '/rest/export/laborTime', access: 'PER_MANUAL_LABORTIME_EXPORT', readOnly: true, kind: 'download', summary: 'The filtered labour times as .xlsx (the list\'s filter as the body)', body: ZLabourTimeExportQuery, file: FILE_ANSWERS.namedXlsx },
});

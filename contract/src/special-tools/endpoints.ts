import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { ZSpecialTool, ZSpecialToolFilterOptions, ZSpecialToolListRequest, ZSpecialToolSearchRequest } from './schemas.js';

/**
 * Special tools (spec §7 "Special tools"), all behind PER_SPECIAL_TOOL_VIEW (ours; spec §6 has
 * no code for them). POST /rest/specialtool is, as spec §7 says, a filtered list.
 */
export const specialToolsEndpoints = defineEndpoints('special-tools', {
  list: { method: 'POST', path: '/rest/base/specialtool/', access: 'PER_SPECIAL_TOOL_VIEW', readOnly: true, summary: 'A page of special tools by number or name, category, model (line, series or model) and drive type', body: ZSpecialToolListRequest, response: page(ZSpecialTool) },
  filterOptions: { method: 'POST', path: '/rest/base/specialtool/filter', access: 'PER_SPECIAL_TOOL_VIEW', readOnly: true, summary: 'Filter options: categories with tool counts, drive types, the model tree', response: ZSpecialToolFilterOptions },
  get: { method: 'GET', path: '/rest/base/specialtool/view/:id', access: 'PER_SPECIAL_TOOL_VIEW', summary: 'One special tool', params: ZIdParams, response: ZSpecialTool },
  picture: { method: 'GET', path: '/rest/base/specialtool/picture/:id', access: 'PER_SPECIAL_TOOL_VIEW', tokenInQuery: true, kind: 'download', summary: 'A special tool\'s picture (SVG); usable as <img src> with ?ticket=', params: ZIdParams, file: FILE_ANSWERS.svg },
  search: {
    method: 'POST', path: '/rest/specialtool', access: 'PER_SPECIAL_TOOL_VIEW', readOnly: true,
    summary: `The filtered special tools without paging (at most ${LIMITS.specialToolListMax})`,
    body: ZSpecialToolSearchRequest, response: z.array(ZSpecialTool),
  },
});

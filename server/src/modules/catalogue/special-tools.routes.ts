import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  envelope, LIMITS, page, ZIdParams, ZSpecialTool, ZSpecialToolFilterOptions, ZSpecialToolListRequest, ZSpecialToolSearchRequest,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, type RoutesPlugin } from '../../platform/routes.js';
import * as tools from './special-tools.service.js';

const tags = ['special tools'];

/** SVG may carry script: a served picture runs nothing and loads nothing (styles inline only). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
function sendSvg(reply: FastifyReply, svg: Buffer) {
  return reply
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .type('image/svg+xml')
    .send(svg);
}

const svgResponse = { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } };

/**
 * Special tools (spec §7 "Special tools"), all behind PER_SPECIAL_TOOL_VIEW (ours; spec §6 has
 * no code for them). POST /rest/specialtool is, as spec §7 says, a filtered list.
 */
export const specialToolRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.post('/rest/base/specialtool/', {
    config: { permission: 'PER_SPECIAL_TOOL_VIEW', readOnly: true },
    schema: { tags, summary: 'A page of special tools by number or name, category, model (line, series or model) and drive type', body: ZSpecialToolListRequest, response: { 200: envelope(page(ZSpecialTool)) } },
  }, async (req) => ok(await tools.listSpecialTools(ctx, req.body, req.lang)));

  r.post('/rest/base/specialtool/filter', {
    config: { permission: 'PER_SPECIAL_TOOL_VIEW', readOnly: true },
    schema: { tags, summary: 'Filter options: categories with tool counts, drive types, the model tree', response: { 200: envelope(ZSpecialToolFilterOptions) } },
  }, async (req) => ok(await tools.getSpecialToolFilterOptions(ctx, req.lang)));

  r.get('/rest/base/specialtool/view/:id', {
    config: { permission: 'PER_SPECIAL_TOOL_VIEW' },
    schema: { tags, summary: 'One special tool', params: ZIdParams, response: { 200: envelope(ZSpecialTool) } },
  }, async (req) => ok(await tools.getSpecialTool(ctx, req.params.id, req.lang)));

  r.get('/rest/base/specialtool/picture/:id', {
    config: { permission: 'PER_SPECIAL_TOOL_VIEW', tokenInQuery: true },
    schema: { tags, summary: 'A special tool\'s picture (SVG); usable as <img src> with ?ticket=', params: ZIdParams, response: { 200: svgResponse } },
  }, async (req, reply) => sendSvg(reply, await tools.getSpecialToolPicture(ctx, req.params.id)));

  r.post('/rest/specialtool', {
    config: { permission: 'PER_SPECIAL_TOOL_VIEW', readOnly: true },
    schema: { tags, summary: `The filtered special tools without paging (at most ${LIMITS.specialToolListMax})`, body: ZSpecialToolSearchRequest, response: { 200: envelope(z.array(ZSpecialTool)) } },
  }, async (req) => ok(await tools.searchSpecialTools(ctx, req.body, req.lang)));
};

import { specialToolsEndpoints as E } from '@portal/contract';
import { sendSvg } from '../../platform/download.js';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import type { RoutesPlugin } from '../../platform/routes.js';
import * as tools from './special-tools.service.js';

/** Special tools (contract/src/special-tools/endpoints.ts), all behind PER_SPECIAL_TOOL_VIEW. */
export const specialToolRoutes: RoutesPlugin = (app, ctx) => mount(app, E, {
  list: async (req) => ok(await tools.listSpecialTools(ctx, req.body, req.lang)),
  filterOptions: async (req) => ok(await tools.getSpecialToolFilterOptions(ctx, req.lang)),
  get: async (req) => ok(await tools.getSpecialTool(ctx, req.params.id, req.lang)),
  picture: async (req, reply) => sendSvg(reply, await tools.getSpecialToolPicture(ctx, req.params.id)),
  search: async (req) => ok(await tools.searchSpecialTools(ctx, req.body, req.lang)),
});

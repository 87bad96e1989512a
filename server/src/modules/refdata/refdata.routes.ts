import { refdataEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as refdata from './refdata.service.js';
import { httpWorkOrders, ownWorkOrders } from './refdata.work-orders.js';

/**
 * What the inquiry form and its filters read (spec §2 "Supporting"; dictionaries are their own
 * module): the inquiry menu's (PER_ENQUIRY_MANAGEMENT_VIEW).
 */
export const refdataRoutes: RoutesPlugin = (app, ctx) => {
  const workOrderSource = ctx.config.dmsWorkOrderUrl ? httpWorkOrders(ctx.config.dmsWorkOrderUrl) : ownWorkOrders(ctx.db);

  mount(app, E, {
    faultNodes: async (req) => ok(await refdata.listFaultNodes(ctx, req.body, req.lang)),
    areas: async (req) => ok(refdata.listAreaMap(req.body, req.lang)),
    workOrder: async (req) => ok(await refdata.getWorkOrderInfo(ctx, workOrderSource, userOf(req), req.params.id, req.lang)),
  });
};

import { z } from 'zod';
import {
  envelope, ZArea, ZAreaListRequest, ZDataListRequest, ZDictItem, ZDictParams, ZFaultNode, ZPartName, ZPartNameParams,
  ZVehicleInfo, ZVinParams, ZWorkOrderInfo, ZWorkOrderParams,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as refdata from './refdata.service.js';
import { httpWorkOrders, ownWorkOrders } from './refdata.work-orders.js';

const tags = ['reference data'];

/**
 * What the inquiry form and its filters read (spec §2 "Supporting"). Dictionaries serve every
 * signed-in screen (feedback too); the rest needs the inquiry menu (PER_ENQUIRY_MANAGEMENT_VIEW).
 */
export const refdataRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const workOrderSource = ctx.config.dmsWorkOrderUrl ? httpWorkOrders(ctx.config.dmsWorkOrderUrl) : ownWorkOrders(ctx.db);

  r.get('/rest/base/dict/item/:code', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'A dictionary\'s entries (code, name in the request\'s language), in display order', params: ZDictParams, response: { 200: envelope(z.array(ZDictItem)) } },
  }, async (req) => ok(refdata.getDictionary(req.params.code, req.lang)));

  r.post('/rest/base/data/list', {
    config: { permission: 'PER_ENQUIRY_MANAGEMENT_VIEW', readOnly: true },
    schema: { tags, summary: 'One level of the fault catalogue (type FAULT_CATELOG): modules, systems of a module, positions of a system', body: ZDataListRequest, response: { 200: envelope(z.array(ZFaultNode)) } },
  }, async (req) => ok(await refdata.listFaultNodes(ctx, req.body, req.lang)));

  r.post('/rest/base/area/listMap', {
    config: { permission: 'PER_ENQUIRY_MANAGEMENT_VIEW', readOnly: true },
    schema: { tags, summary: 'Provinces (level 1) or the cities of a province (level 2), GB/T 2260 codes; Chinese names in zh-CN, their Hanyu Pinyin in the other languages', body: ZAreaListRequest, response: { 200: envelope(z.array(ZArea)) } },
  }, async (req) => ok(refdata.listAreaMap(req.body, req.lang)));

  r.get('/rest/integrate/getVehicleInfo/:vin', {
    config: { permission: 'PER_ENQUIRY_MANAGEMENT_VIEW' },
    schema: { tags, summary: 'The inquiry form\'s vehicle section for a VIN, from our own vehicles', params: ZVinParams, response: { 200: envelope(ZVehicleInfo) } },
  }, async (req) => ok(await refdata.getVehicleInfo(ctx, req.params.vin, req.lang)));

  r.get('/rest/integrate/getWorkOrderInfo/:id', {
    config: { permission: 'PER_ENQUIRY_MANAGEMENT_VIEW' },
    schema: { tags, summary: 'A work order (mileage, shop, area) from the DMS when configured, else our own work orders; dealers and service stations find their own company\'s shops\' orders only', params: ZWorkOrderParams, response: { 200: envelope(ZWorkOrderInfo) } },
  }, async (req) => ok(await refdata.getWorkOrderInfo(ctx, workOrderSource, userOf(req), req.params.id, req.lang)));

  r.get('/rest/base/inquiry/form/partName/:partCode', {
    config: { permission: 'PER_ENQUIRY_MANAGEMENT_VIEW' },
    schema: { tags, summary: 'The main damaged part\'s name by its part code', params: ZPartNameParams, response: { 200: envelope(ZPartName) } },
  }, async (req) => ok(await refdata.getPartName(ctx, req.params.partCode, req.lang)));
};

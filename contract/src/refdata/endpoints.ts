import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import {
  ZArea, ZAreaListRequest, ZDataListRequest, ZFaultNode, ZWorkOrderInfo, ZWorkOrderParams,
} from './schemas.js';

/**
 * What the inquiry form and its filters read (spec §2 "Supporting"; the dictionaries are their own
 * domain): the inquiry menu's (PER_ENQUIRY_MANAGEMENT_VIEW).
 */
export const refdataEndpoints = defineEndpoints('refdata', {
  faultNodes: { method: 'POST', path: '/rest/base/data/list', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', readOnly: true, summary: 'One level of the fault catalogue (type FAULT_CATELOG): modules, systems of a module, positions of a system', body: ZDataListRequest, response: z.array(ZFaultNode) },
  areas: { method: 'POST', path: '/rest/base/area/listMap', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', readOnly: true, summary: 'Provinces (level 1) or the cities of a province (level 2), GB/T 2260 codes; Chinese names in zh-CN, their Hanyu Pinyin in the other languages', body: ZAreaListRequest, response: z.array(ZArea) },
  workOrder: { method: 'GET', path: '/rest/integrate/getWorkOrderInfo/:id', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', summary: 'A work order (mileage, shop, area) from the DMS when configured, else our own work orders; dealers and service stations find their own company\'s shops\' orders only', params: ZWorkOrderParams, response: ZWorkOrderInfo },
});

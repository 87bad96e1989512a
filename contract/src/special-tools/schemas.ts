import { z } from 'zod';
import { wholeNumber } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { ZCatalogueCode, ZCodeName, ZSearchKey } from '../catalogue/schemas.js';
import { ZModelOptionLine } from '../labour-times/schemas.js';

/*
 * Special tools (spec §3 Special tool; §7 "Special tools"): the workshop equipment a job on an
 * electric two-wheeler needs beyond a basic tool kit: insulated tools and testers for the
 * high-voltage system, diagnostic interfaces, pullers, lifts. Each has a unit, purpose, technical
 * parameter, category, applicable models, a picture and the drive type it is for.
 *
 * Names, purposes and parameters are in the request's language (falling back to en-US).
 */

export const SPECIAL_TOOL_CATEGORIES = [
  'HV_SAFETY', 'DIAGNOSTIC', 'MEASURING', 'BATTERY', 'MOTOR', 'BRAKE', 'WHEEL', 'CHASSIS', 'LIFTING', 'GENERAL',
] as const;
export type SpecialToolCategory = (typeof SPECIAL_TOOL_CATEGORIES)[number];
export const ZSpecialToolCategory = z.enum(SPECIAL_TOOL_CATEGORIES);

/** Which drive a tool is for: every vehicle, hub-motor vehicles or mid-drive vehicles. */
export const DRIVE_TYPES = ['ALL', 'HUB', 'MID'] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];
export const ZDriveType = z.enum(DRIVE_TYPES);

export const TOOL_UNITS = ['PCS', 'SET', 'PAIR', 'KIT'] as const;
export type ToolUnit = (typeof TOOL_UNITS)[number];

/** A special tool as lists and the detail show it. */
export const ZSpecialTool = z.object({
  id: z.string().uuid(),
  /** The tool number, e.g. ST-HV-003. */
  code: z.string(),
  name: z.string(),
  unit: z.enum(TOOL_UNITS),
  unitName: z.string(),
  category: ZSpecialToolCategory,
  categoryName: z.string(),
  purpose: z.string(),
  technicalParameter: z.string(),
  driveType: ZDriveType,
  driveTypeName: z.string(),
  /** True when the tool applies to every model; `models` is then empty. */
  allModels: z.boolean(),
  /** The models it applies to (model codes and names), in catalogue order. */
  models: z.array(ZCodeName),
  /** GET this (with `?ticket=`, a link ticket) for the picture (SVG); null when the tool has none. */
  pictureUrl: z.string().nullable(),
});
export type TSpecialTool = z.infer<typeof ZSpecialTool>;

/** The filter of the tool lists. Every field narrows; none is required. */
export const ZSpecialToolFilter = z.object({
  /** A piece of the tool number, or of its name or purpose in any language. */
  key: ZSearchKey.optional(),
  category: ZSpecialToolCategory.optional(),
  /** A line, series or model code: tools for any model under it, and tools for every model. */
  modelCode: ZCatalogueCode.optional(),
  /** HUB or MID: tools for that drive and tools for every drive. */
  driveType: ZDriveType.optional(),
});
export type TSpecialToolFilter = z.infer<typeof ZSpecialToolFilter>;

/** POST /rest/base/specialtool/: a page of tools. */
export const ZSpecialToolListRequest = ZSpecialToolFilter.extend({
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
});
export type TSpecialToolListRequest = z.infer<typeof ZSpecialToolListRequest>;

/** POST /rest/specialtool: the filtered list without paging, at most `LIMITS.specialToolListMax`. */
export const ZSpecialToolSearchRequest = ZSpecialToolFilter;

/** POST /rest/base/specialtool/filter: what the filter offers. */
export const ZSpecialToolFilterOptions = z.object({
  /** Categories with tools, with how many. */
  categories: z.array(ZCodeName.extend({ count: z.number().int() })),
  driveTypes: z.array(ZCodeName),
  /** The catalogue's lines → series → models. */
  models: z.array(ZModelOptionLine),
});
export type TSpecialToolFilterOptions = z.infer<typeof ZSpecialToolFilterOptions>;

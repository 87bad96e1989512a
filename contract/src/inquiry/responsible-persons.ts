import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { wholeNumber } from '../envelope.js';
import type { Language } from '../languages.js';

/*
 * Responsible persons (spec §3 Responsible person; §2 "processing group, expert group, department
 * leader"): who handles, leads and advises on the inquiries of an area. The management page lists
 * them per role and imports them from a spreadsheet; the inquiry form routes a submitted inquiry to
 * its area's processor; a handler picks an expert in the assignee search.
 */

/** PROCESSOR handles an area's inquiries; LEADER sees them (and leads a department); EXPERT is asked. */
export const RESPONSIBLE_ROLES = ['PROCESSOR', 'EXPERT', 'LEADER'] as const;
export type ResponsibleRole = (typeof RESPONSIBLE_ROLES)[number];
export const ZResponsibleRole = z.enum(RESPONSIBLE_ROLES);

/** The roles' names (processorTypeDesc), the groups of spec §2. */
export const RESPONSIBLE_ROLE_NAMES: Record<ResponsibleRole, Record<Language, string>> = {
  PROCESSOR: { 'zh-CN': '处理组', 'en-US': 'Processing group', vi: 'Nhóm xử lý', es: 'Grupo de gestión', de: 'Bearbeitungsgruppe', id: 'Grup pemroses' },
  EXPERT: { 'zh-CN': '专家组', 'en-US': 'Expert group', vi: 'Nhóm chuyên gia', es: 'Grupo de expertos', de: 'Expertengruppe', id: 'Grup ahli' },
  LEADER: { 'zh-CN': '部门领导', 'en-US': 'Department leader', vi: 'Lãnh đạo bộ phận', es: 'Jefe de departamento', de: 'Abteilungsleitung', id: 'Pimpinan departemen' },
};

/** A province (2 digits) or city (4 or 6 digits) code of GB/T 2260, as the area list answers them. */
export const ZProvinceCode = z.string().trim().regex(/^\d{2}$/, { message: 'two digits' });
export const ZCityCode = z.string().trim().regex(/^\d{4}(\d{2})?$/, { message: 'four or six digits' });

/** The area an inquiry comes from: a province and, when known, its city. */
export const ZInquiryArea = z.object({
  provinceCode: ZProvinceCode,
  cityCode: ZCityCode.optional(),
});
export type TInquiryArea = z.infer<typeof ZInquiryArea>;

/** Where an area's inquiries go: the processor (handler) and the leaders who see them. */
export const ZAreaRouting = z.object({
  processorId: z.string().uuid(),
  leaderIds: z.array(z.string().uuid()),
});
export type TAreaRouting = z.infer<typeof ZAreaRouting>;

/** A department or speciality (experts, department leaders). */
export const ZDepartment = z.string().trim().max(LIMITS.companyMax);

/** One row of the management page (spec §3 Responsible person, named for every role). */
export const ZResponsiblePersonRow = z.object({
  id: z.string().uuid(),
  role: ZResponsibleRole,
  /** The role's name in the request's language. */
  processorTypeDesc: z.string(),
  userId: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  /** Province and city names; empty for "every area". Experts call it chargeArea. */
  areaName: z.string(),
  department: z.string(),
  /** For processors: the leaders of the same area, comma-separated. */
  leaderUsername: z.string(),
  leaderName: z.string(),
});
export type TResponsiblePersonRow = z.infer<typeof ZResponsiblePersonRow>;

export const ZResponsiblePersonIdParams = z.object({ id: z.string().uuid() });

/**
 * One entry added (POST /rest/base/inquiry/responsible) or edited (PUT …/responsible/{id}) on the
 * management page: a user by login name in one role for an area. An empty province is every area,
 * an empty city the whole province. The page's form and the routes validate with this schema.
 */
export const ZResponsiblePersonInput = z.object({
  role: ZResponsibleRole,
  username: z.string().trim().min(LIMITS.usernameMin).max(LIMITS.usernameMax),
  provinceCode: z.union([z.literal(''), ZProvinceCode]).default(''),
  cityCode: z.union([z.literal(''), ZCityCode]).default(''),
  department: ZDepartment.default(''),
}).refine((v) => !v.cityCode || (!!v.provinceCode && v.cityCode.startsWith(v.provinceCode)), {
  path: ['cityCode'],
  message: 'a city of the chosen province',
});
export type TResponsiblePersonInput = z.input<typeof ZResponsiblePersonInput>;

/** POST /rest/base/inquiry/responsible/page: one role's rows, filtered by a keyword. */
export const ZResponsiblePersonListRequest = z.object({
  role: ZResponsibleRole,
  /** Matches username, name, department and area names. */
  keyword: z.string().trim().max(LIMITS.searchKeyMax).optional(),
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
});
export type TResponsiblePersonListRequest = z.infer<typeof ZResponsiblePersonListRequest>;

/** POST /rest/base/inquiry/form/processor: who a form from this area would be routed to. */
export const ZAreaProcessor = z.object({
  processorId: z.string().uuid(),
  processorUsername: z.string(),
  processorName: z.string(),
  leaderIds: z.array(z.string().uuid()),
});
export type TAreaProcessor = z.infer<typeof ZAreaProcessor>;

/** An assignee candidate (handlers and experts) in the assignee search. */
export const ZAssignee = z.object({
  userId: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  role: ZResponsibleRole,
  department: z.string(),
  areaName: z.string(),
});
export type TAssignee = z.infer<typeof ZAssignee>;

/** POST /rest/base/inquiry/form/expert and form/expert/box: experts (or processors) by keyword. */
export const ZAssigneeSearchRequest = z.object({
  /** EXPERT unless the handler hands the inquiry to another processor. */
  role: z.enum(['EXPERT', 'PROCESSOR']).default('EXPERT'),
  keyword: z.string().trim().max(LIMITS.searchKeyMax).optional(),
  department: ZDepartment.optional(),
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
});
export type TAssigneeSearchRequest = z.infer<typeof ZAssigneeSearchRequest>;

/**
 * The import spreadsheet (POST /rest/import/expert/and/processor): the first sheet, a header row
 * with these columns in this order, one person in one role per row. Province and city are codes
 * or names; an empty province means every area; role is PROCESSOR, EXPERT or LEADER.
 */
export const RESPONSIBLE_IMPORT_COLUMNS = ['role', 'username', 'provinceCode', 'cityCode', 'department'] as const;
/** Rows one import may hold (below the header). */
export const RESPONSIBLE_IMPORT_MAX_ROWS = 5000;
/** What the workbook's parts read may unpack to, in MB: a sheet of the rows above is a few MB. */
export const RESPONSIBLE_IMPORT_MAX_UNPACKED_MB = 20;

/** One refused row of an import: the spreadsheet's row number (header is row 1) and why. */
export const ZResponsibleImportError = z.object({
  row: z.number().int(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type TResponsibleImportError = z.infer<typeof ZResponsibleImportError>;

/** The import replaces nothing: it adds rows; a row already present is counted as unchanged. */
export const ZResponsibleImportResult = z.object({
  imported: z.number().int(),
  unchanged: z.number().int(),
});
export type TResponsibleImportResult = z.infer<typeof ZResponsibleImportResult>;

/** An import refused as a whole: every row's error, nothing written. */
export const ZResponsibleImportFailure = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  errorData: z.array(ZResponsibleImportError),
});

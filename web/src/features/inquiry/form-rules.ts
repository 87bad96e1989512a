/*
 * The inquiry form's rules of spec §4 ("Inquiry form rules") and §5 ("Inquiry form limits"), as
 * pure functions the form reads: which mode it is in, which fields the user may change, which
 * fields become required, and what a change in the fault catalogue clears. The server enforces
 * the same rules; these only keep the form from offering what it would refuse.
 */

/** add: a new inquiry (VIN typed); editor: the creator's own draft; readonly: everything else. */
export type FormMode = 'add' | 'editor' | 'readonly';

/** The user's part in one inquiry (spec §6 "Inquiry roles"). */
export interface InquiryRoles {
  isCreator: boolean;
  isHandler: boolean;
  isExpert: boolean;
}

/** The roles the detail names (`roles`), as questions. */
export const rolesOf = (roles: readonly string[] | undefined): InquiryRoles => ({
  isCreator: !!roles?.includes('creator'),
  isHandler: !!roles?.includes('handler'),
  isExpert: !!roles?.includes('expert'),
});

/** The sections of spec §2, in the order the form shows them. */
export const SECTIONS = ['vehicle', 'workOrder', 'essential', 'fault', 'attachments'] as const;
export type Section = (typeof SECTIONS)[number];

/** Fields of the vehicle section; the VIN lookup fills them. */
export const VEHICLE_FIELDS = [
  'vinCode', 'carSeries', 'modelCode', 'modelName', 'productionDate', 'saleDate', 'motorNo', 'driverType',
  'driverMotorModel', 'driverMotorNo', 'batteryPackNo', 'rangeExtenderNo', 'exteriorTrimmingColor',
] as const;

export const WORK_ORDER_FIELDS = ['constructionFormNo', 'driveMileage', 'storeNo', 'storeName', 'provinceCityCode'] as const;

export const ESSENTIAL_FIELDS = [
  'consultType', 'emergencyLevel', 'createrName', 'createrTelNo', 'roadRescue', 'repeatRepair', 'isModified', 'modifiedDesc',
] as const;

/**
 * The fault classification a creator or handler may still correct after SOLVED or SUSPENDED
 * (spec §4): what a technical case is filed under.
 */
export const FAULT_CLASS_FIELDS = ['faultModule', 'faultSystem', 'faultPosition', 'damageType', 'partCode', 'partName'] as const;

export const FAULT_FIELDS = [
  'faultName', ...FAULT_CLASS_FIELDS, 'faultDate', 'customerOriginDesc', 'faultAppearanceConfirm', 'faultExamine',
  'faultReason', 'faultCheckDesc', 'repairPlanDesc',
] as const;

export type FormField =
  | (typeof VEHICLE_FIELDS)[number]
  | (typeof WORK_ORDER_FIELDS)[number]
  | (typeof ESSENTIAL_FIELDS)[number]
  | (typeof FAULT_FIELDS)[number]
  | 'fileIds';

export const ALL_FIELDS: readonly FormField[] = [...VEHICLE_FIELDS, ...WORK_ORDER_FIELDS, ...ESSENTIAL_FIELDS, ...FAULT_FIELDS, 'fileIds'];

/** The maintenance scheme: written by whoever processes the inquiry, never by its creator. */
export const REPAIR_PLAN = 'repairPlanDesc' satisfies FormField;

/** Statuses after which the fault fields may still be corrected (spec §4). */
const CORRECTABLE = new Set<string>(['SOLVED', 'SUSPENDED']);

/** The part of an inquiry's detail the rules read: its status and what the server lets the caller do. */
export interface RuleInput {
  id?: string | null;
  status?: string | null;
  actions?: readonly string[];
  editableFields?: readonly string[];
}

/**
 * The form's mode: no id is a new inquiry; an inquiry the caller may (re)submit, their draft or a
 * rejected one, opens in the editor; every other inquiry is read-only, where a few fields may
 * still open (`editableFields`).
 */
export function formModeOf(inquiry: RuleInput | undefined): FormMode {
  if (!inquiry?.id) return 'add';
  return inquiry.actions?.includes('submit') ? 'editor' : 'readonly';
}

const KNOWN = new Set<string>(ALL_FIELDS);

/**
 * The fields the user may change. Add and editor modes open everything but the maintenance
 * scheme (the creator never writes it). In read-only mode the server names them (detail's
 * `editableFields`, from the workflow: the scheme for the handling side while PROCESSING, the
 * fault fields for creator or handler after SOLVED or SUSPENDED); attachments open whenever a
 * field does, as the server's attach rule says.
 */
export function editableFields(mode: FormMode, inquiry: RuleInput | undefined): Set<FormField> {
  if (mode !== 'readonly') return new Set(ALL_FIELDS.filter((f) => f !== REPAIR_PLAN));
  const open = new Set((inquiry?.editableFields ?? []).filter((f): f is FormField => KNOWN.has(f)));
  if (open.size > 0) open.add('fileIds');
  return open;
}

/** Required in every mode that edits (spec §5). */
const ALWAYS_REQUIRED: readonly FormField[] = ['vinCode', 'carSeries', 'modelCode', 'provinceCityCode', 'createrName', 'createrTelNo', 'faultName'];

/** Required while a solved or suspended inquiry's classification is corrected (spec §5). */
const CORRECTION_REQUIRED: readonly FormField[] = ['faultSystem', 'faultPosition', 'partCode', 'partName'];

/**
 * The fields that must be filled before the form may be sent: the base set while adding or
 * editing; system, position and part while correcting a SOLVED or SUSPENDED inquiry; the
 * maintenance scheme when it is open while PROCESSING.
 */
export function requiredFields(mode: FormMode, inquiry: RuleInput | undefined, open: Set<FormField>): Set<FormField> {
  const required = new Set<FormField>();
  if (mode !== 'readonly') for (const f of ALWAYS_REQUIRED) required.add(f);
  const status = inquiry?.status ?? '';
  if (CORRECTABLE.has(status)) for (const f of CORRECTION_REQUIRED) if (open.has(f)) required.add(f);
  if (status === 'PROCESSING' && open.has(REPAIR_PLAN)) required.add(REPAIR_PLAN);
  return required;
}

/** Levels of the fault catalogue, top down (spec §3 "Fault catalogue nodes"). */
export const FAULT_LEVELS = ['faultModule', 'faultSystem', 'faultPosition'] as const;
export type FaultLevel = (typeof FAULT_LEVELS)[number];

/**
 * What a change of one field empties (spec §4): a new module clears system and position, a new
 * system clears the position. Other fields clear nothing.
 */
export function clearedBy(field: string): FaultLevel[] {
  const index = (FAULT_LEVELS as readonly string[]).indexOf(field);
  return index < 0 ? [] : FAULT_LEVELS.slice(index + 1);
}

/** The values to set after `changed` changed: every lower level emptied. */
export function cascadeReset(changed: Partial<Record<string, unknown>>): Partial<Record<FaultLevel, undefined>> {
  const out: Partial<Record<FaultLevel, undefined>> = {};
  for (const field of Object.keys(changed)) for (const lower of clearedBy(field)) out[lower] = undefined;
  return out;
}

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

/** Statuses after which the fault classification may still be corrected (spec §4). */
const CORRECTABLE = new Set(['SOLVED', 'SUSPENDED']);

/**
 * The form's mode: no id is a new inquiry; the creator's draft opens in the editor; every other
 * inquiry is read-only (a few fields may still open, see `editableFields`).
 */
export function formModeOf(inquiry: { id?: string | null; status?: string | null } | undefined, roles: InquiryRoles): FormMode {
  if (!inquiry?.id) return 'add';
  return inquiry.status === 'DRAFT' && roles.isCreator ? 'editor' : 'readonly';
}

/** Whether the creator or handler may correct the fault classification and attachments now. */
export const canCorrectFault = (status: string | undefined, roles: InquiryRoles) =>
  !!status && CORRECTABLE.has(status) && (roles.isCreator || roles.isHandler);

/** Whether the maintenance scheme is open: PROCESSING, and the user takes part without being the creator. */
export const canWriteRepairPlan = (status: string | undefined, roles: InquiryRoles) =>
  status === 'PROCESSING' && !roles.isCreator && (roles.isHandler || roles.isExpert);

/**
 * The fields the user may change. Add and editor modes open everything but the maintenance
 * scheme (the creator never writes it); read-only opens the scheme for a processor of a
 * PROCESSING inquiry, and the fault classification with attachments for its creator or handler
 * after SOLVED or SUSPENDED.
 */
export function editableFields(mode: FormMode, status: string | undefined, roles: InquiryRoles): Set<FormField> {
  if (mode !== 'readonly') return new Set(ALL_FIELDS.filter((f) => f !== REPAIR_PLAN));
  const open = new Set<FormField>();
  if (canWriteRepairPlan(status, roles)) open.add(REPAIR_PLAN);
  if (canCorrectFault(status, roles)) {
    for (const f of FAULT_CLASS_FIELDS) open.add(f);
    open.add('fileIds');
  }
  return open;
}

/** Required in every mode that edits (spec §5). */
const ALWAYS_REQUIRED: readonly FormField[] = ['vinCode', 'carSeries', 'modelCode', 'provinceCityCode', 'createrName', 'createrTelNo', 'faultName'];

/** Required only while the classification is being corrected (spec §5). */
const CORRECTION_REQUIRED: readonly FormField[] = ['faultSystem', 'faultPosition', 'partCode', 'partName'];

/** The fields that must be filled before the form may be sent, given what is open. */
export function requiredFields(mode: FormMode, status: string | undefined, roles: InquiryRoles): Set<FormField> {
  const required = new Set<FormField>();
  if (mode !== 'readonly') for (const f of ALWAYS_REQUIRED) required.add(f);
  if (canCorrectFault(status, roles)) for (const f of CORRECTION_REQUIRED) required.add(f);
  if (canWriteRepairPlan(status, roles)) required.add(REPAIR_PLAN);
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

import type { Dayjs } from 'dayjs';
import { PATTERNS, isValidVin, ZInquiryDraftRequest, type TAttachment, type TCurrentUser, type TInquiryDetail, type TInquiryDraftRequest, type TVehicleInfo } from '@portal/contract';
import { ALL_FIELDS, type FormField } from './form-rules';
import { faultDateValue, pickerValue, DATE_FORMAT } from './dates';

/*
 * The form's values and the wire: the detail read into the form (dates as pickers), the form's
 * values sent back (trimmed, dates as the contract's strings, only open fields on update).
 */

/** What the antd form holds: the wire fields, with dates as Dayjs. */
export type InquiryFormValues = Omit<Partial<TInquiryDraftRequest>, 'productionDate' | 'saleDate' | 'faultDate' | 'fileIds'> & {
  productionDate?: Dayjs | null;
  saleDate?: Dayjs | null;
  faultDate?: Dayjs | null;
  /** The upload's value: the files kept and added; sent as fileIds. */
  attachments?: TAttachment[];
};

const DATE_FIELDS = new Set(['productionDate', 'saleDate', 'faultDate']);

/** The detail as form values. */
export function valuesOf(detail: TInquiryDetail): InquiryFormValues {
  const out: Record<string, unknown> = {};
  for (const field of ALL_FIELDS) {
    if (field === 'fileIds') continue;
    const value = (detail as Record<string, unknown>)[field];
    out[field] = DATE_FIELDS.has(field) ? pickerValue(value as string) : value;
  }
  out.attachments = detail.tisFiles;
  return out as InquiryFormValues;
}

/** Longest text a field takes, from the contract (undefined for arrays, dates and Y/N). */
export function maxLengthOf(field: FormField): number | undefined {
  const schema = ZInquiryDraftRequest.shape[field] as unknown as { unwrap?: () => { maxLength?: number | null } };
  const inner = schema.unwrap?.();
  return inner?.maxLength ?? undefined;
}

function wireValue(field: string, value: unknown): unknown {
  if (field === 'faultDate') return faultDateValue(value as Dayjs | null);
  if (DATE_FIELDS.has(field)) return value ? (value as Dayjs).format(DATE_FORMAT) : '';
  if (typeof value === 'string') return value.trim();
  return value;
}

/**
 * The form's values as a request body: every field trimmed and dates formatted; `only` keeps the
 * fields the user may change (an update refuses others). Undefined values are left out.
 */
export function requestOf(values: InquiryFormValues, only?: ReadonlySet<FormField>): Partial<TInquiryDraftRequest> {
  const out: Record<string, unknown> = {};
  for (const field of ALL_FIELDS) {
    if (only && !only.has(field)) continue;
    if (field === 'fileIds') {
      if (values.attachments) out.fileIds = values.attachments.map((f) => f.id);
      continue;
    }
    const value = (values as Record<string, unknown>)[field];
    if (value === undefined || value === null) {
      if (DATE_FIELDS.has(field) && (!only || only.has(field))) out[field] = '';
      continue;
    }
    out[field] = wireValue(field, value);
  }
  return out as Partial<TInquiryDraftRequest>;
}

/**
 * The vehicle section filled from our vehicle record (spec §3 Vehicle info); the VIN typed stays.
 * Fields the record leaves empty stay as the user typed them.
 */
export function vehicleValues(vehicle: TVehicleInfo): InquiryFormValues {
  const pick = <T,>(v: T | null | undefined) => (v === null || v === undefined || v === '' ? undefined : v);
  const values: InquiryFormValues = {
    carSeries: pick(vehicle.modelSeriesCode || vehicle.modelSeries),
    modelCode: pick(vehicle.modelCode),
    modelName: pick(vehicle.basicModelName),
    productionDate: pickerValue(vehicle.manufactureDate) ?? undefined,
    saleDate: pickerValue(vehicle.saleDate) ?? undefined,
    motorNo: pick(vehicle.motorNumber),
    driverType: pick(vehicle.driveType),
    driverMotorModel: pick(vehicle.driveMotorModel),
    driverMotorNo: pick(vehicle.driveMotorNumber),
    batteryPackNo: pick(vehicle.batteryPackNumber),
    rangeExtenderNo: pick(vehicle.rangeExtenderNumber),
    exteriorTrimmingColor: pick(vehicle.exDecorationColor),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as InquiryFormValues;
}

/** The fields that hold something: what a draft validates (it may leave required ones empty). */
export function filledFields(values: InquiryFormValues): FormField[] {
  return ALL_FIELDS.filter((field) => {
    if (field === 'fileIds') return false;
    const value = (values as Record<string, unknown>)[field];
    if (value === undefined || value === null) return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.length > 0;
    return true;
  });
}

/**
 * The reporter's name and phone from the signed-in user's profile, for the fields still empty (a
 * new inquiry is mostly reported by the one who types it; both stay editable). A profile phone the
 * field would refuse is left out rather than shown as an error on a form not yet touched.
 */
export function reporterDefaults(
  user: Pick<TCurrentUser, 'name' | 'username' | 'mobileNo'>,
  current: Pick<InquiryFormValues, 'createrName' | 'createrTelNo'>,
): Pick<InquiryFormValues, 'createrName' | 'createrTelNo'> {
  const out: Pick<InquiryFormValues, 'createrName' | 'createrTelNo'> = {};
  const name = (user.name.trim() || user.username).slice(0, maxLengthOf('createrName'));
  const phone = user.mobileNo.replace(/[\s-]/g, '');
  if (!current.createrName?.trim() && name) out.createrName = name;
  if (!current.createrTelNo?.trim() && PATTERNS.phone.test(phone)) out.createrTelNo = phone;
  return out;
}

/** A typed or pasted VIN once it is complete and valid (17 characters, no I, O or Q, its check digit right), upper-cased; else null. */
export function completeVin(typed: string | undefined): string | null {
  const vin = (typed ?? '').replace(/\s/g, '').toUpperCase();
  return isValidVin(vin) ? vin : null;
}

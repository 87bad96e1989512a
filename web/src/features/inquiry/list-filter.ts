import type { Dayjs } from 'dayjs';
import type { TInquiryFilter, TInquiryStatus } from '@portal/contract';
import type { InquiryListQuery } from '../../api/inquiry';
import { rangeBounds } from './dates';

/**
 * The lists: my open inquiries whatever they wait on (the default, issue 20), then those of spec §2:
 * waiting for me (my process), assigned to me, raised by me, and all I may see.
 */
export const SCOPES = ['open', 'process', 'assignment', 'initiation', 'all'] as const satisfies readonly TInquiryFilter['scope'][];
export type InquiryScope = (typeof SCOPES)[number];
/** The list a bare `/inquiryFormManagement` opens (the header's link goes there). */
export const DEFAULT_SCOPE: InquiryScope = 'open';

/** The list named in the URL (`?scope=`), the default when missing or unknown. */
export const scopeOf = (value: string | null): InquiryScope => ((SCOPES as readonly string[]).includes(value ?? '') ? (value as InquiryScope) : DEFAULT_SCOPE);

type Range = [Dayjs | null, Dayjs | null] | null;

/** What the filter form holds: the text and select filters of spec §3 and two date ranges. */
export interface InquiryFilterValues {
  formNo?: string;
  vinCode?: string;
  consultType?: string;
  emergencyLevel?: string;
  carSeries?: string;
  modelCode?: string;
  faultName?: string;
  faultModule?: string;
  faultSystem?: string;
  faultPosition?: string;
  damageType?: string;
  partCode?: string;
  handlerName?: string;
  statusList?: TInquiryStatus[];
  createRange?: Range;
  faultRange?: Range;
}

const TEXT_KEYS = [
  'formNo', 'vinCode', 'consultType', 'emergencyLevel', 'carSeries', 'modelCode', 'faultName', 'faultModule', 'faultSystem',
  'faultPosition', 'damageType', 'partCode', 'handlerName',
] as const;

/**
 * The form's values as list filters (spec §3, §5): text trimmed, blanks left out, the creation
 * range as createBegin/createEnd and the fault-date range as startTime/endTime, each from the
 * first second of its first day to the last second of its last.
 */
export function filterOf(values: InquiryFilterValues): Partial<InquiryListQuery> {
  const out: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) {
    const value = values[key]?.trim();
    if (value) out[key] = value;
  }
  if (values.statusList?.length) out.statusList = [...values.statusList];
  const created = rangeBounds(values.createRange);
  if (created.start) out.createBegin = created.start;
  if (created.end) out.createEnd = created.end;
  const fault = rangeBounds(values.faultRange);
  if (fault.start) out.startTime = fault.start;
  if (fault.end) out.endTime = fault.end;
  return out as Partial<InquiryListQuery>;
}

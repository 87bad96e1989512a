import dayjs, { type Dayjs } from 'dayjs';

/*
 * Dates of spec §5: dates show as YYYY-MM-DD, the fault date and other times as YYYY-MM-DD HH:mm
 * (minute precision); a date range filter sends its first day from 00:00:00 and its last day
 * until 23:59:59, and its start must not be after its end.
 */

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** What a range filter sends: whole seconds, no zone (the server reads it in its own). */
export const RANGE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const DASH = '-';

type DateInput = string | number | Date | Dayjs | null | undefined;

function valid(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** A date as YYYY-MM-DD, or a dash when missing or unreadable. */
export const formatDate = (value: DateInput) => valid(value)?.format(DATE_FORMAT) ?? DASH;

/** A time as YYYY-MM-DD HH:mm, or a dash. */
export const formatDateTime = (value: DateInput) => valid(value)?.format(DATE_TIME_FORMAT) ?? DASH;

/** The fault date as the form sends it (local YYYY-MM-DD HH:mm), or '' when not set. */
export const faultDateValue = (value: DateInput): string => valid(value)?.format(DATE_TIME_FORMAT) ?? '';

/** A stored date or fault date back into the picker, or null when empty. */
export const pickerValue = (value: string | null | undefined): Dayjs | null => valid(value);

/**
 * A date range picker's value as the two filter bounds: the start day from its first second, the
 * end day to its last. Either bound may be missing (an open range).
 */
export function rangeBounds(range: readonly [DateInput, DateInput] | null | undefined): { start?: string; end?: string } {
  const start = valid(range?.[0]);
  const end = valid(range?.[1]);
  return {
    ...(start ? { start: start.startOf('day').format(RANGE_FORMAT) } : {}),
    ...(end ? { end: end.endOf('day').format(RANGE_FORMAT) } : {}),
  };
}

/** Spec §5: a range whose start lies after its end is refused. Open ranges pass. */
export function isRangeOrdered(range: readonly [DateInput, DateInput] | null | undefined): boolean {
  const start = valid(range?.[0]);
  const end = valid(range?.[1]);
  return !start || !end || !start.startOf('day').isAfter(end.startOf('day'));
}

/** Hours with at most one decimal (durations of spec §3), or a dash when not measured. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return DASH;
  return String(Math.round(hours * 10) / 10);
}

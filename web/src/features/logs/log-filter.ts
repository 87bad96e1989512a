import type { Dayjs } from 'dayjs';

/** A filter form's period: whole days, the second one included. */
export type PeriodValue = [Dayjs | null, Dayjs | null] | null | undefined;

/** The period as the logs take it: from the first day's start to the day after the last (exclusive). */
export function periodOf(value: PeriodValue): { from?: string; to?: string } {
  const [start, end] = value ?? [null, null];
  return {
    ...(start ? { from: start.startOf('day').toISOString() } : {}),
    ...(end ? { to: end.add(1, 'day').startOf('day').toISOString() } : {}),
  };
}

/** Text fields as a filter: trimmed, blanks left out. */
export function textFilters<K extends string>(values: Partial<Record<K, string | undefined>>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(values) as [K, string | undefined][]) {
    const v = value?.trim();
    if (v) out[key] = v;
  }
  return out;
}

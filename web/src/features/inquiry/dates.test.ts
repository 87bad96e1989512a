import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ZInquiryFilter, ZInquiryDraftRequest } from '@portal/contract';
import { faultDateValue, pickerValue, formatDate, formatDateTime, formatHours, isRangeOrdered, rangeBounds } from './dates';

describe('inquiry dates (spec §5)', () => {
  it('shows dates as YYYY-MM-DD and times to the minute', () => {
    const d = new Date(2026, 2, 7, 9, 5, 42);
    expect(formatDate(d)).toBe('2026-03-07');
    expect(formatDateTime(d)).toBe('2026-03-07 09:05');
  });

  it('shows a dash for a missing or unreadable date', () => {
    for (const v of [null, undefined, '', 'not a date']) {
      expect(formatDate(v)).toBe('-');
      expect(formatDateTime(v)).toBe('-');
    }
  });

  it('sends the fault date to the minute, in the shape the contract accepts', () => {
    const sent = faultDateValue(new Date(2026, 2, 7, 9, 5, 42, 500));
    expect(sent).toBe('2026-03-07 09:05');
    expect(ZInquiryDraftRequest.shape.faultDate.safeParse(sent).success).toBe(true);
    expect(faultDateValue(null)).toBe('');
    expect(pickerValue('2026-03-07 09:05')?.format('HH:mm')).toBe('09:05');
    expect(pickerValue('')).toBeNull();
  });

  it('sends a range from the first second of its first day to the last second of its last', () => {
    expect(rangeBounds([dayjs('2026-01-05T14:30'), dayjs('2026-01-09T08:00')])).toEqual({
      start: '2026-01-05 00:00:00',
      end: '2026-01-09 23:59:59',
    });
    expect(rangeBounds([dayjs('2026-01-05'), null])).toEqual({ start: '2026-01-05 00:00:00' });
    expect(rangeBounds(null)).toEqual({});
    const { start, end } = rangeBounds([dayjs('2026-01-05'), dayjs('2026-01-09')]);
    expect(ZInquiryFilter.safeParse({ createBegin: start, createEnd: end }).success).toBe(true);
  });

  it('refuses a range whose start lies after its end, and accepts a one-day range', () => {
    expect(isRangeOrdered([dayjs('2026-01-09'), dayjs('2026-01-05')])).toBe(false);
    expect(isRangeOrdered([dayjs('2026-01-05 18:00'), dayjs('2026-01-05 08:00')])).toBe(true);
    expect(isRangeOrdered([dayjs('2026-01-05'), dayjs('2026-01-09')])).toBe(true);
    expect(isRangeOrdered([null, dayjs('2026-01-05')])).toBe(true);
  });

  it('rounds hours to one decimal and shows a dash when not measured', () => {
    expect(formatHours(1.26)).toBe('1.3');
    expect(formatHours(0)).toBe('0');
    expect(formatHours(null)).toBe('-');
    expect(formatHours(Number.NaN)).toBe('-');
  });
});

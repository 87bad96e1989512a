import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { periodOf, textFilters } from './log-filter';

describe('log filters', () => {
  it('reads a period of whole days, the last one included', () => {
    const start = dayjs('2026-03-02T15:20:00');
    const end = dayjs('2026-03-04T09:00:00');
    const { from, to } = periodOf([start, end]);
    expect(dayjs(from).format('YYYY-MM-DD HH:mm')).toBe('2026-03-02 00:00');
    expect(dayjs(to).format('YYYY-MM-DD HH:mm')).toBe('2026-03-05 00:00');
    expect(periodOf([null, end]).from).toBeUndefined();
    expect(periodOf(undefined)).toEqual({});
  });

  it('leaves out blank text fields and trims the others', () => {
    expect(textFilters({ username: '  anna ', ip: ' ', operator: undefined })).toEqual({ username: 'anna' });
  });
});

import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ZBulletinStatisticsQuery } from '@portal/contract';
import { noticeFilterOf } from './notice-filter';

describe('bulletin statistics filter', () => {
  it('leaves out empty fields and trims the theme', () => {
    expect(noticeFilterOf({})).toEqual({});
    expect(noticeFilterOf({ theme: '   ', range: null })).toEqual({});
    expect(noticeFilterOf({ theme: ' recall ', type: 'RECALL_TYPE', status: 'APPROVED' })).toEqual({ theme: 'recall', type: 'RECALL_TYPE', status: 'APPROVED' });
  });

  it('sends each end of the date range on its own, as the contract takes it', () => {
    const filter = noticeFilterOf({ range: [dayjs('2026-03-01T23:30:00'), dayjs('2026-03-31T08:00:00')] });
    expect(filter).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(noticeFilterOf({ range: [null, dayjs('2026-04-02')] })).toEqual({ endDate: '2026-04-02' });
    expect(ZBulletinStatisticsQuery.safeParse({ ...filter, page: 1, pageSize: 10 }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ZInquiryFilter } from '@portal/contract';
import { listBody } from '../../api/inquiry';
import { filterOf, scopeOf } from './list-filter';

describe('inquiry list filter (spec §3)', () => {
  it('drops blanks and empty lists, trims text', () => {
    expect(filterOf({})).toEqual({});
    expect(filterOf({ formNo: '  ', vinCode: ' LUMS2PHD3PH000001 ', statusList: [] })).toEqual({ vinCode: 'LUMS2PHD3PH000001' });
  });

  it('sends the creation and fault-date ranges as whole days', () => {
    const f = filterOf({
      createRange: [dayjs('2026-01-05T10:00'), dayjs('2026-01-31T08:00')],
      faultRange: [dayjs('2026-01-02'), null],
      statusList: ['PENDING', 'PROCESSING'],
    });
    expect(f).toEqual({
      createBegin: '2026-01-05 00:00:00',
      createEnd: '2026-01-31 23:59:59',
      startTime: '2026-01-02 00:00:00',
      statusList: ['PENDING', 'PROCESSING'],
    });
  });

  it('builds a body the server schema accepts', () => {
    const body = listBody({ page: 2, pageSize: 20, scope: 'process', ...filterOf({ faultModule: 'M01', handlerName: ' Li ', createRange: [dayjs('2026-01-01'), dayjs('2026-01-02')] }), partCode: '' });
    expect(body).toEqual({ page: 2, pageSize: 20, scope: 'process', faultModule: 'M01', handlerName: 'Li', createBegin: '2026-01-01 00:00:00', createEnd: '2026-01-02 23:59:59' });
    expect(ZInquiryFilter.safeParse(body).success).toBe(true);
  });

  it('reads the list from the URL, my open inquiries when missing or unknown', () => {
    expect(scopeOf('process')).toBe('process');
    expect(scopeOf('initiation')).toBe('initiation');
    expect(scopeOf('all')).toBe('all');
    expect(scopeOf('everything')).toBe('open');
    expect(scopeOf(null)).toBe('open');
    expect(ZInquiryFilter.safeParse(listBody({ page: 1, pageSize: 10, scope: scopeOf(null) })).success).toBe(true);
  });
});

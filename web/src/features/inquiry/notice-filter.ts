import type { Dayjs } from 'dayjs';
import type { TBulletinStatisticsQuery } from '@portal/contract';

export type NoticeFilter = Omit<TBulletinStatisticsQuery, 'page' | 'pageSize'>;
export interface NoticeFilterValues {
  theme?: string;
  type?: NoticeFilter['type'];
  status?: NoticeFilter['status'];
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The bulletin statistics form's values as the query's filter: empty fields are left out, dates as YYYY-MM-DD. */
export function noticeFilterOf(v: NoticeFilterValues): NoticeFilter {
  const theme = v.theme?.trim();
  return {
    ...(theme ? { theme } : {}),
    ...(v.type ? { type: v.type } : {}),
    ...(v.status ? { status: v.status } : {}),
    ...(v.range?.[0] ? { startDate: v.range[0].format('YYYY-MM-DD') } : {}),
    ...(v.range?.[1] ? { endDate: v.range[1].format('YYYY-MM-DD') } : {}),
  };
}

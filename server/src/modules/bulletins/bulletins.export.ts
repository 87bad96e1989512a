import type { TBulletinStatisticsQuery } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { xlsxStream } from '../../platform/xlsx.js';
import { bulletinStatistics } from './bulletins.service.js';

const PAGE = 200;

/** exportBulletinStatisticsExcel: the statistics' rows, every page, streamed. */
export function exportStatistics(ctx: AppContext, q: Omit<TBulletinStatisticsQuery, 'page' | 'pageSize'>) {
  async function* rows() {
    for (let page = 1; ; page++) {
      const { contents } = await bulletinStatistics(ctx, { ...q, page, pageSize: PAGE });
      if (contents.length) yield contents.map((r) => [r.theme, r.type, r.status, r.visitCount, r.audienceCount, r.readCount, r.unreadCount]);
      if (contents.length < PAGE) return;
    }
  }
  return xlsxStream([{
    name: 'Bulletins',
    columns: [
      { header: 'Theme', width: 40 }, { header: 'Type', width: 24 }, { header: 'Status', width: 12 }, { header: 'Visits', width: 10 },
      { header: 'Audience', width: 10 }, { header: 'Read', width: 10 }, { header: 'Unread', width: 10 },
    ],
    rows: rows(),
  }]);
}

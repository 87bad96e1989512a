import { useState } from 'react';
import { Empty, Pagination, Spin, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TInquiryStatus } from '@portal/contract';
import { useStatusLog } from '../../api/inquiry';
import { useDictNames } from '../../api/dictionaries';
import { formatDateTime } from './dates';
import { STATUS_COLORS } from './status';

const LOG_PAGE_SIZE = 10;

/** The status log of one inquiry (spec §7 status/log/page), oldest first, as a timeline. */
export function StatusLog({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation('inquiry');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useStatusLog(inquiryId, page, LOG_PAGE_SIZE);
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const tag = (status: TInquiryStatus) => <Tag color={STATUS_COLORS[status]}>{statusName(status)}</Tag>;
  if (!data?.count && !isFetching) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('log.empty')} />;
  return (
    <Spin spinning={isFetching}>
      <Timeline
        className="inquiry-log"
        items={(data?.contents ?? []).map((row) => ({
          key: row.id,
          color: row.toStatus === 'INVALID' || row.toStatus === 'REJECTED' ? 'red' : row.toStatus === 'SOLVED' || row.toStatus === 'CLOSED' ? 'green' : 'blue',
          children: (
            <div className="inquiry-log-row" data-testid="inquiry-log-row">
              <div className="inquiry-log-head">
                <strong>{t(`actions.${row.action}`)}</strong>
                <span className="inquiry-muted">{formatDateTime(row.createTime)}</span>
              </div>
              <div className="inquiry-log-change">
                {row.fromStatus && row.fromStatus !== row.toStatus && (
                  <>
                    {tag(row.fromStatus)}
                    <span className="inquiry-muted">→</span>
                  </>
                )}
                {tag(row.toStatus)}
                <span className="inquiry-muted">{row.operatorName}</span>
              </div>
              {row.assignees.map((a) => (
                <div key={a.role} className="inquiry-log-assignee" data-testid="inquiry-log-assignee">
                  <span className="inquiry-muted">{t(`detail.${a.role}`)}:</span> {a.name}
                </div>
              ))}
              {row.remark && <div className="inquiry-log-remark">{row.remark}</div>}
            </div>
          ),
        }))}
      />
      {(data?.count ?? 0) > LOG_PAGE_SIZE && (
        <Pagination size="small" current={page} pageSize={LOG_PAGE_SIZE} total={data?.count ?? 0} onChange={setPage} />
      )}
    </Spin>
  );
}

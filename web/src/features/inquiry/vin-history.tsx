import { Card, List, Tag } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDictNames, useVinHistory } from '../../api/inquiry';
import { formatDate } from './dates';
import { STATUS_COLORS } from './status';

const HISTORY_SIZE = 5;

/**
 * Issue §3: the vehicle's history from its VIN, its earlier inquiries (newest first, drafts left
 * out), so a handler sees a repeat fault and a dealer sees what was already answered.
 */
export function VinHistory({ vin, exceptId }: { vin: string | undefined; exceptId?: string }) {
  const { t } = useTranslation('inquiry');
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const { data } = useVinHistory(vin);
  const rows = (data?.inquiries ?? []).filter((row) => row.id !== exceptId && row.status !== 'DRAFT').slice(0, HISTORY_SIZE);
  if (rows.length === 0) return null;
  return (
    <Card
      size="small"
      className="inquiry-side inquiry-history"
      title={
        <span className="inquiry-section-title">
          <HistoryOutlined />
          {t('history.title')}
        </span>
      }
      data-testid="inquiry-vin-history"
    >
      <List
        size="small"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item className="inquiry-history-row">
            <div>
              <Link to={`/inquiryForm/${row.id}`} className="inquiry-form-no">{row.formNo}</Link>
              <Tag color={STATUS_COLORS[row.status]} className="inquiry-history-status">{statusName(row.status)}</Tag>
              <div className="inquiry-history-fault">{row.faultName || '-'}</div>
            </div>
            <span className="inquiry-muted">{formatDate(row.submitTime ?? row.createTime)}</span>
          </List.Item>
        )}
      />
    </Card>
  );
}

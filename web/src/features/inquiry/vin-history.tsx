import { Card, List, Popover, Space, Tag } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TInquiryVinHistory } from '@portal/contract';
import { useVinHistory } from '../../api/inquiry';
import { useDictNames } from '../../api/dictionaries';
import { formatDate } from './dates';
import { SectionTitle } from './section-title';
import { STATUS_COLORS } from './status';
import './inquiry.css';

const HISTORY_SIZE = 5;

/**
 * Issue §3: the vehicle's history from its VIN, its earlier inquiries (newest first, drafts left
 * out), so a handler sees a repeat fault and a dealer sees what was already answered.
 */
/** The vehicle's earlier inquiries worth showing: newest first, drafts left out. */
const shownRows = (data: TInquiryVinHistory | undefined, exceptId?: string) =>
  (data?.inquiries ?? []).filter((row) => row.id !== exceptId && row.status !== 'DRAFT').slice(0, HISTORY_SIZE);

function HistoryList({ rows }: { rows: TInquiryVinHistory['inquiries'] }) {
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  return (
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
  );
}

export function VinHistory({ vin, exceptId }: { vin: string | undefined; exceptId?: string }) {
  const { t } = useTranslation('inquiry');
  const { data } = useVinHistory(vin);
  const rows = shownRows(data, exceptId);
  if (rows.length === 0) return null;
  return (
    <Card
      size="small"
      className="inquiry-side inquiry-history"
      title={<SectionTitle icon={<HistoryOutlined />}>{t('history.title')}</SectionTitle>}
      data-testid="inquiry-vin-history"
    >
      <HistoryList rows={rows} />
    </Card>
  );
}

/**
 * The same history, compact, for the struct view's vehicle header: how many inquiries the vehicle
 * had (the list on hover), how many are open, and a new inquiry from this VIN.
 */
export function VehicleInquiries({ vin }: { vin: string }) {
  const { t } = useTranslation('inquiry');
  const { data } = useVinHistory(vin);
  const rows = shownRows(data);
  const open = data?.openCount ?? 0;
  return (
    <Space size="small" wrap data-testid="vehicle-inquiries">
      {rows.length > 0 ? (
        <Popover title={t('history.title')} content={<div className="inquiry-history-popover"><HistoryList rows={rows} /></div>}>
          <a className="inquiry-history-count"><HistoryOutlined /> {t('history.count', { count: rows.length })}</a>
        </Popover>
      ) : (
        <span className="inquiry-muted">{t('history.none')}</span>
      )}
      {open > 0 && <Tag color="orange">{t('history.open', { count: open })}</Tag>}
      <Link to={`/submitInquiryForm?vin=${encodeURIComponent(vin)}`} data-testid="vehicle-raise-inquiry">{t('history.raise')}</Link>
    </Space>
  );
}

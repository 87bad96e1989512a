import { useState } from 'react';
import { Button, DatePicker, Space, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { TFeedbackStatisticsRequest, TFeedbackStatisticsRow } from '@portal/contract';
import { exportClosedLoopStatistics, useClosedLoopStatistics } from '../../api/feedback';
import { useDictionary } from '../../api/dictionaries';

/** The report page's feedbackClosedLoopStatistics tab: closed and unclosed feedback and the mean time to close, by type. */
export function ClosedLoopStatisticsTab() {
  const { t } = useTranslation('feedback');
  const types = useDictionary('DIC_FEEDBACKS_TYPE');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const body: TFeedbackStatisticsRequest = {
    ...(range?.[0] ? { startDate: range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { endDate: range[1].format('YYYY-MM-DD') } : {}),
  };
  const stats = useClosedLoopStatistics(body);
  const columns: TableColumnsType<TFeedbackStatisticsRow> = [
    { title: t('fields.feedbackType'), dataIndex: 'feedbackType', render: (c: string) => (c === 'TOTAL' ? <b>{t('stats.total')}</b> : types.data?.find((i) => i.code === c)?.name ?? c) },
    { title: t('stats.count'), dataIndex: 'total', align: 'right' },
    { title: t('stats.closed'), dataIndex: 'closed', align: 'right' },
    { title: t('stats.unclosed'), dataIndex: 'unclosed', align: 'right' },
    { title: t('stats.avgHours'), dataIndex: 'avgHoursToClose', align: 'right', render: (v: number | null) => (v === null ? '-' : v.toFixed(2)) },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="feedback-closed-loop">
      <Space wrap>
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} />
        <Button icon={<DownloadOutlined />} onClick={() => void exportClosedLoopStatistics(body)}>{t('export')}</Button>
      </Space>
      <Table rowKey="feedbackType" size="middle" columns={columns} dataSource={stats.data ?? []} loading={stats.isFetching} pagination={false} />
    </Space>
  );
}

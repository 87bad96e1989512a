import { useMemo, useState } from 'react';
import { Button, Card, Form, Tabs, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type PermissionCode, type TInquiryStatisticsRow, type TInquiryStatus } from '@portal/contract';
import { CountTitle, ListFilters, useListExport } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { exportStatistics, useInquiryStatistics, type InquiryListQuery } from '../../api/inquiry';
import { useDictNames } from '../../api/dictionaries';
import { formatDateTime, formatHours } from './dates';
import { cascadeFilter, InquiryFilterFields } from './filter-fields';
import { filterOf, type InquiryFilterValues } from './list-filter';
import { STATUS_COLORS } from './status';
import { usePermission } from '../../app/permission';
import { ClosedLoopStatisticsTab } from '../feedback/closed-loop-tab';
import { NoticeStatisticsTab } from './notice-statistics-tab';
import './inquiry.css';

/** Spec §9: the statistics table is at most this high. */
const TABLE_MAX_HEIGHT = 596;
const DURATIONS = new Set(['response', 'suspend', 'handle', 'consume', 'closing']);
const RATINGS = new Set(['serviceAttitude', 'professionalSkill', 'timelyResponse']);
const WIDE = new Set(['faultName', 'modelName', 'partName', 'storeName']);
const DASH = '-';

/** The report page's tabs (spec §2 report_management), each shown with its permission, in the spec's order. */
export const REPORT_TABS = [
  { key: 'noticeQueryStatistics', permission: 'PER_BULLETIN_PUBLISH' },
  { key: 'inquiryFormStatistics', permission: 'PER_REPORT_FORM_MANAGEMENT_VIEW' },
  { key: 'feedbackClosedLoopStatistics', permission: 'PER_LOG_MANAGEMENT_FEEDBACK_REPORT_VIEW' },
] as const satisfies readonly { key: string; permission: PermissionCode }[];

/**
 * Spec §2 report_management: noticeQueryStatistics (bulletin read statistics, for those who write
 * bulletins, as the server's statistics routes), inquiryFormStatistics and feedbackClosedLoopStatistics.
 */
export default function ReportPage() {
  const { t } = useTranslation('inquiry');
  const { t: tf } = useTranslation('feedback');
  const { has } = usePermission();
  const content = {
    noticeQueryStatistics: { label: t('report.noticeQueryStatistics'), children: <NoticeStatisticsTab /> },
    inquiryFormStatistics: { label: t('report.inquiryFormStatistics'), children: <InquiryStatistics /> },
    feedbackClosedLoopStatistics: { label: tf('stats.title'), children: <ClosedLoopStatisticsTab /> },
  };
  const tabs = REPORT_TABS.filter((tab) => has(tab.permission)).map((tab) => ({ key: tab.key, ...content[tab.key] }));
  return (
    <div className="page inquiry-page">
      <div className="page-heading">
        <h1>{t('report.title')}</h1>
        <p>{t('report.subtitle')}</p>
      </div>
      <Tabs items={tabs} destroyOnHidden data-testid="report-tabs" />
    </div>
  );
}

/** The inquiry statistics report: every filter of spec §2, search and export, a paged table with a running index. */
function InquiryStatistics() {
  const { t } = useTranslation('inquiry');
  const [form] = Form.useForm<InquiryFilterValues>();
  const [filter, setFilter] = useState<Partial<InquiryListQuery>>({});
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage, rowNumber } = paged;
  const query = useMemo<InquiryListQuery>(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching } = useInquiryStatistics(query);
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const typeName = useDictNames('DIC_INQUIRYFORM_TYPE');
  const urgencyName = useDictNames('DIC_INQUIRYFORM_URGENT_TYPE');
  const damageName = useDictNames('DIC_DAMAGES_TYPE');

  const applyFilter = (values: InquiryFilterValues) => {
    setFilter(filterOf(values));
    toFirstPage();
  };
  const { exporting, onExport } = useListExport(() => exportStatistics(query), t('list.exported'));

  const cell = (key: string, row: TInquiryStatisticsRow): React.ReactNode => {
    if (DURATIONS.has(key)) return formatHours(row.durations[key as keyof TInquiryStatisticsRow['durations']]);
    if (RATINGS.has(key)) return row[key as 'serviceAttitude'] ?? DASH;
    const value = row[key as keyof TInquiryStatisticsRow];
    switch (key) {
      case 'formNo':
        return <Link to={`/inquiryForm/${row.id}`} className="inquiry-form-no">{row.formNo}</Link>;
      case 'status':
        return <Tag color={STATUS_COLORS[row.status as TInquiryStatus]}>{statusName(row.status)}</Tag>;
      case 'consultType':
        return typeName(row.consultType) || DASH;
      case 'emergencyLevel':
        return urgencyName(row.emergencyLevel) || DASH;
      case 'damageType':
        return damageName(row.damageType) || DASH;
      case 'createTime':
        return formatDateTime(row.createTime);
      case 'vinCode':
        return <span className="inquiry-mono">{row.vinCode}</span>;
      default:
        return typeof value === 'string' && value ? value : DASH;
    }
  };

  const columns: TableColumnsType<TInquiryStatisticsRow> = [
    { key: 'index', title: '#', width: 60, fixed: 'left', render: (_, __, index) => rowNumber(index) },
    ...(data?.columns ?? []).map((c) => ({
      key: c.key,
      title: c.title,
      width: c.key === 'vinCode' ? 190 : WIDE.has(c.key) ? 220 : DURATIONS.has(c.key) || RATINGS.has(c.key) ? 110 : 150,
      ellipsis: true,
      align: DURATIONS.has(c.key) || RATINGS.has(c.key) ? ('right' as const) : undefined,
      render: (_: unknown, row: TInquiryStatisticsRow) => cell(c.key, row),
    })),
  ];
  const width = columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);

  return (
    <>
      <ListFilters<InquiryFilterValues>
        form={form}
        name="inquiryStatisticsFilter"
        className="inquiry-filter"
        onFinish={applyFilter}
        onValuesChange={(changed) => cascadeFilter(form, changed)}
        onReset={() => applyFilter({})}
        searchLabel={t('list.search')}
        searchTestId="inquiry-statistics-search"
        actionsCol={{ span: 24, className: 'inquiry-filter-actions inquiry-filter-actions-end' }}
      >
        <InquiryFilterFields form={form} more />
      </ListFilters>
      <Card
        className="inquiry-list"
        title={<CountTitle title={t('report.inquiryFormStatistics')} total={data ? t('list.total', { count: data.data.count }) : undefined} />}
        extra={
          <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} disabled={!data?.data.count} data-testid="inquiry-statistics-export">
            {t('list.export')}
          </Button>
        }
      >
        <PagedTable<TInquiryStatisticsRow>
          columns={columns}
          page={data?.data}
          loading={isFetching}
          paged={paged}
          pager={{ showQuickJumper: true }}
          tableLayout="fixed"
          scroll={{ x: width, y: TABLE_MAX_HEIGHT }}
          emptyText={t('list.empty')}
        />
      </Card>
    </>
  );
}

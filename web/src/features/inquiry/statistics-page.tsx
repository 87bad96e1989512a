import { useMemo, useState } from 'react';
import { App, Button, Card, Col, Form, Row, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type PermissionCode, type TInquiryStatisticsRow, type TInquiryStatus } from '@portal/contract';
import { CountTitle, FilterActions } from '../../components/list-page';
import { exportStatistics, useInquiryStatistics, type InquiryListQuery } from '../../api/inquiry';
import { useDictNames } from '../../api/refdata';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<InquiryFilterValues>();
  const [filter, setFilter] = useState<Partial<InquiryListQuery>>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: LIMITS.tablePageSizeDefault as number });
  const [exporting, setExporting] = useState(false);
  const query = useMemo<InquiryListQuery>(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching } = useInquiryStatistics(query);
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const typeName = useDictNames('DIC_INQUIRYFORM_TYPE');
  const urgencyName = useDictNames('DIC_INQUIRYFORM_URGENT_TYPE');
  const damageName = useDictNames('DIC_DAMAGES_TYPE');

  const applyFilter = (values: InquiryFilterValues) => {
    setFilter(filterOf(values));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await exportStatistics(query);
      void message.success(t('list.exported'));
    } catch {
      /* shown by the http client */
    } finally {
      setExporting(false);
    }
  };

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
    { key: 'index', title: '#', width: 60, fixed: 'left', render: (_, __, index) => (paging.page - 1) * paging.pageSize + index + 1 },
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
      <Card className="inquiry-filter">
        <Form<InquiryFilterValues> form={form} name="inquiryStatisticsFilter" layout="vertical" onFinish={applyFilter} onValuesChange={(changed) => cascadeFilter(form, changed)}>
          <Row gutter={16} align="bottom">
            <InquiryFilterFields form={form} more />
            <Col span={24} className="inquiry-filter-actions inquiry-filter-actions-end">
              <FilterActions searchLabel={t('list.search')} onReset={() => { form.resetFields(); applyFilter({}); }} testId="inquiry-statistics-search" />
            </Col>
          </Row>
        </Form>
      </Card>
      <Card
        className="inquiry-list"
        title={<CountTitle title={t('report.inquiryFormStatistics')} total={data ? t('list.total', { count: data.data.count }) : undefined} />}
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void onExport()} loading={exporting} disabled={!data?.data.count} data-testid="inquiry-statistics-export">
            {t('list.export')}
          </Button>
        }
      >
        <Table<TInquiryStatisticsRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.data.contents ?? []}
          loading={isFetching}
          tableLayout="fixed"
          scroll={{ x: width, y: TABLE_MAX_HEIGHT }}
          locale={{ emptyText: t('list.empty') }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: data?.data.count ?? 0,
            showSizeChanger: true,
            showQuickJumper: true,
            pageSizeOptions: LIMITS.tablePageSizes.map(String),
            showTotal: (total, [from, to]) => t('list.range', { from, to, total }),
            onChange: (page, pageSize) => setPaging((p) => ({ page: pageSize !== p.pageSize ? 1 : page, pageSize })),
          }}
        />
      </Card>
    </>
  );
}

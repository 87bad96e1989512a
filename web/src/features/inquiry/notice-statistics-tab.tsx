import { useMemo, useState } from 'react';
import { Button, Card, Col, DatePicker, Form, Input, Modal, Select, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BULLETIN_STATUSES, BULLETIN_THEME_MAX, BULLETIN_TYPES, bulletinsEndpoints as B,
  type TBulletinStatisticsRow, type TBulletinStatus, type TBulletinUnreadRow,
} from '@portal/contract';
import { api, fetchFile } from '../../api/api';
import { saveBlob } from '../../api/http';
import { CountTitle, ListFilters, useListExport } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { noticeFilterOf, type NoticeFilter as Filter, type NoticeFilterValues as FilterValues } from './notice-filter';


const STATUS_COLORS: Record<TBulletinStatus, string> = { INIT: 'default', REVIEWED: 'orange', APPROVED: 'green' };
const UNREAD_PAGE = 10;

/** Who in a bulletin's audience has not read it, paged. */
function UnreadUsersModal({ row, onClose }: { row: TBulletinStatisticsRow; onClose: () => void }) {
  const { t } = useTranslation('inquiry');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ['bulletins', 'unread', row.id, page],
    queryFn: ({ signal }) => api(B.unread, { params: { id: row.id }, query: { page, pageSize: UNREAD_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<TBulletinUnreadRow> = [
    { key: 'username', dataIndex: 'username', title: t('report.notice.username') },
    { key: 'name', dataIndex: 'name', title: t('report.notice.name') },
    { key: 'userType', dataIndex: 'userType', title: t('report.notice.userType'), render: (v: string) => t(`common:userTypes.${v}`, { defaultValue: v }) },
    { key: 'company', dataIndex: 'company', title: t('report.notice.company'), render: (v: string) => v || '-' },
  ];
  return (
    <Modal open title={t('report.notice.unreadTitle', { theme: row.theme })} footer={null} width={720} onCancel={onClose}>
      <Table<TBulletinUnreadRow>
        rowKey="userId" size="small" columns={columns} dataSource={data?.contents ?? []} loading={isFetching}
        pagination={{ current: page, pageSize: UNREAD_PAGE, total: data?.count ?? 0, showSizeChanger: false, onChange: setPage }}
        data-testid="notice-unread-users"
      />
    </Modal>
  );
}

/** The report page's noticeQueryStatistics tab: visits, audience, read and unread per bulletin; who has not read; export. */
export function NoticeStatisticsTab() {
  const { t } = useTranslation('inquiry');
  const { t: tb } = useTranslation('bulletins');
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<Filter>({});
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage, rowNumber } = paged;
  const [drill, setDrill] = useState<TBulletinStatisticsRow | null>(null);
  const query = useMemo(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching } = useQuery({
    queryKey: ['bulletins', 'statistics', query],
    queryFn: ({ signal }) => api(B.statistics, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

  const apply = (values: FilterValues) => {
    setFilter(noticeFilterOf(values));
    toFirstPage();
  };
  const { exporting, onExport } = useListExport(async () => {
    const { blob, fileName } = await fetchFile(B.exportStatistics, { body: filter });
    saveBlob(blob, fileName);
  }, t('list.exported'));

  const num = { align: 'right' as const, width: 110 };
  const columns: TableColumnsType<TBulletinStatisticsRow> = [
    { key: 'index', title: '#', width: 60, render: (_, __, i) => rowNumber(i) },
    { key: 'theme', dataIndex: 'theme', title: tb('columns.theme'), ellipsis: true },
    { key: 'type', dataIndex: 'type', title: tb('columns.type'), width: 180, render: (v: string) => tb(`type.${v}`) },
    { key: 'status', dataIndex: 'status', title: tb('columns.status'), width: 130, render: (v: TBulletinStatus) => <Tag color={STATUS_COLORS[v]}>{tb(`status.${v}`)}</Tag> },
    { key: 'visitCount', dataIndex: 'visitCount', title: tb('columns.visits'), ...num },
    { key: 'audienceCount', dataIndex: 'audienceCount', title: t('report.notice.audience'), ...num },
    { key: 'readCount', dataIndex: 'readCount', title: tb('columns.reads'), ...num },
    {
      key: 'unreadCount', dataIndex: 'unreadCount', title: t('report.notice.unread'), ...num,
      render: (v: number, row) => (v > 0
        ? <Button type="link" size="small" onClick={() => setDrill(row)} data-testid="notice-unread-link">{v}</Button>
        : v),
    },
  ];

  return (
    <>
      <ListFilters<FilterValues>
        form={form}
        name="noticeStatisticsFilter"
        className="inquiry-filter"
        onFinish={apply}
        onReset={() => apply({})}
        searchLabel={t('list.search')}
        searchTestId="notice-stats-search"
        actionsCol={{ xs: 24, xl: 3, className: 'inquiry-filter-actions inquiry-filter-actions-end' }}
      >
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="theme" label={tb('columns.theme')}>
            <Input allowClear maxLength={BULLETIN_THEME_MAX} data-testid="notice-stats-theme" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="type" label={tb('columns.type')}>
            <Select allowClear placeholder={t('report.notice.any')} options={BULLETIN_TYPES.map((v) => ({ value: v, label: tb(`type.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4}>
          <Form.Item name="status" label={tb('columns.status')}>
            <Select allowClear placeholder={t('report.notice.any')} options={BULLETIN_STATUSES.map((v) => ({ value: v, label: tb(`status.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="range" label={t('report.notice.range')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </ListFilters>
      <Card
        className="inquiry-list"
        title={<CountTitle title={t('report.noticeQueryStatistics')} total={data ? t('report.notice.total', { count: data.count }) : undefined} />}
        extra={
          <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} disabled={!data?.count} data-testid="notice-stats-export">
            {t('list.export')}
          </Button>
        }
      >
        <PagedTable<TBulletinStatisticsRow>
          columns={columns}
          page={data}
          loading={isFetching}
          paged={paged}
          width={960}
          emptyText={t('report.notice.empty')}
          data-testid="notice-stats-table"
        />
      </Card>
      {drill && <UnreadUsersModal row={drill} onClose={() => setDrill(null)} />}
    </>
  );
}

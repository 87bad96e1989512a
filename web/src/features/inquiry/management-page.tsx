import { useMemo, useState } from 'react';
import { Badge, Button, Card, Form, Segmented, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined, DownOutlined, PlusOutlined, UpOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type TInquiryRow, type TInquiryStatus } from '@portal/contract';
import { CountTitle, ListFilters, RefreshButton, useListExport } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { useDevice } from '../../app/device';
import { exportInquiries, usePendingCount, useInquiryList, type InquiryListQuery } from '../../api/inquiry';
import { useDictNames } from '../../api/dictionaries';
import { formatDateTime } from './dates';
import { DEFAULT_SCOPE, filterOf, SCOPES, scopeOf, type InquiryFilterValues, type InquiryScope } from './list-filter';
import { STATUS_COLORS, URGENCY_COLORS } from './status';
import { cascadeFilter, InquiryFilterFields } from './filter-fields';
import './inquiry.css';

const TABLE_WIDTH = 1480;
const DASH = '-';
const text = (value: string | null | undefined) => (value ? value : DASH);

/**
 * Spec §2 inquiryFormManagement: the lists (my open ones by default, waiting for me, assigned to
 * me, raised by me, all) with the filters of spec §3, which the server applies within the list.
 */
export default function InquiryManagementPage() {
  const { t, i18n } = useTranslation('inquiry');
  const navigate = useNavigate();
  // The server counts up to a cap (LIMITS.inquiryListCountCap); beyond, the list says "more than".
  const totalText = (count: number, capped: boolean) => (capped ? t('list.totalMore', { cap: count.toLocaleString(i18n.language) }) : t('list.total', { count }));
  const pinned = useDevice() !== 'mobile';
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get('scope'));
  const [form] = Form.useForm<InquiryFilterValues>();
  const [more, setMore] = useState(false);
  const [filter, setFilter] = useState<Partial<InquiryListQuery>>({});
  const paged = usePagedTable(({ capped, ...range }) =>
    t(capped ? 'list.rangeMore' : 'list.range', { ...range, total: range.total.toLocaleString(i18n.language) }),
  );
  const { paging, toFirstPage } = paged;
  const query = useMemo<InquiryListQuery>(() => ({ ...filter, ...paging, scope }), [filter, paging, scope]);
  const { data, isFetching, refetch } = useInquiryList(query);
  const waiting = usePendingCount(true).data?.inquiry ?? 0;
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const typeName = useDictNames('DIC_INQUIRYFORM_TYPE');
  const urgencyName = useDictNames('DIC_INQUIRYFORM_URGENT_TYPE');

  const applyFilter = (values: InquiryFilterValues) => {
    setFilter(filterOf(values));
    toFirstPage();
  };
  const { exporting, onExport } = useListExport(() => exportInquiries(query), t('list.exported'));
  const onScope = (value: InquiryScope) => {
    setParams(value === DEFAULT_SCOPE ? {} : { scope: value }, { replace: true });
    toFirstPage();
  };

  const columns: TableColumnsType<TInquiryRow> = [
    {
      key: 'formNo',
      title: t('fields.formNo'),
      dataIndex: 'formNo',
      width: 150,
      fixed: pinned ? 'left' : undefined,
      render: (value: string, row) => (
        <Link to={`/inquiryForm/${row.id}`} className="inquiry-form-no" data-testid={`inquiry-row-${value}`}>
          {value}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: TInquiryStatus) => <Tag color={STATUS_COLORS[value]}>{statusName(value)}</Tag>,
    },
    {
      key: 'emergencyLevel',
      title: t('fields.emergencyLevel'),
      dataIndex: 'emergencyLevel',
      width: 100,
      render: (value: string) => (value ? <Tag color={URGENCY_COLORS[value] ?? 'default'}>{urgencyName(value)}</Tag> : DASH),
    },
    { key: 'vinCode', title: t('fields.vinCode'), dataIndex: 'vinCode', width: 175, render: (v: string) => <span className="inquiry-mono">{text(v)}</span> },
    { key: 'model', title: t('fields.modelCode'), width: 150, ellipsis: true, render: (_, row) => text(row.modelName || row.modelCode) },
    { key: 'faultName', title: t('fields.faultName'), dataIndex: 'faultName', width: 220, ellipsis: true, render: text },
    { key: 'consultType', title: t('fields.consultType'), dataIndex: 'consultType', width: 140, ellipsis: true, render: (v: string) => text(typeName(v)) },
    { key: 'storeName', title: t('fields.storeName'), dataIndex: 'storeName', width: 150, ellipsis: true, render: text },
    { key: 'createrName', title: t('detail.creator'), dataIndex: 'createrName', width: 110, ellipsis: true, render: text },
    { key: 'handlerName', title: t('fields.handlerName'), dataIndex: 'handlerName', width: 110, ellipsis: true, render: text },
    { key: 'expertName', title: t('fields.expertName'), dataIndex: 'expertName', width: 110, ellipsis: true, render: text },
    { key: 'createTime', title: t('fields.createTime'), dataIndex: 'createTime', width: 135, render: (v: string) => formatDateTime(v) },
    {
      key: 'open',
      title: t('list.actions'),
      width: 80,
      fixed: pinned ? 'right' : undefined,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => navigate(`/inquiryForm/${row.id}`)}>
          {t('list.open')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page inquiry-page">
      <div className="page-heading inquiry-heading">
        <div>
          <h1>{t('list.title')}</h1>
          <p>{t('list.subtitle')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/submitInquiryForm')} data-testid="inquiry-new">
          {t('list.newInquiry')}
        </Button>
      </div>
      <Segmented<InquiryScope>
        className="inquiry-scopes"
        value={scope}
        onChange={onScope}
        options={SCOPES.map((s) => ({
          value: s,
          label: s === 'process' && waiting > 0 ? (
            <span className="inquiry-scope-waiting">
              {t(`list.scopes.${s}`)}
              <Badge count={waiting} size="small" overflowCount={99} />
            </span>
          ) : (
            t(`list.scopes.${s}`)
          ),
        }))}
      />
      <ListFilters<InquiryFilterValues>
        form={form}
        name="inquiryFilter"
        className="inquiry-filter"
        onFinish={applyFilter}
        onValuesChange={(changed) => cascadeFilter(form, changed)}
        onReset={() => applyFilter({})}
        searchLabel={t('list.search')}
        searchTestId="inquiry-search"
        actionsCol={{ span: 24, className: 'inquiry-filter-actions' }}
        actionsExtra={
          <Button type="link" icon={more ? <UpOutlined /> : <DownOutlined />} onClick={() => setMore((m) => !m)}>
            {more ? t('list.less') : t('list.more')}
          </Button>
        }
      >
        <InquiryFilterFields form={form} more={more} />
      </ListFilters>
      <Card
        className="inquiry-list"
        title={<CountTitle title={t(`list.scopes.${scope}`)} total={data ? totalText(data.count, data.countCapped) : undefined} testId="inquiry-count" />}
        extra={
          <span className="inquiry-list-tools">
            <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} disabled={!data?.count} data-testid="inquiry-export">
              {t('list.export')}
            </Button>
            <RefreshButton label={t('list.refresh')} onRefresh={refetch} loading={isFetching} />
          </span>
        }
      >
        <PagedTable<TInquiryRow>
          columns={columns}
          page={data}
          loading={isFetching}
          paged={paged}
          tableLayout="fixed"
          scroll={{ x: TABLE_WIDTH }}
          emptyText={t('list.empty')}
        />
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { App, Button, Card, Col, DatePicker, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { ORDER_LIMITS, ORDER_STATUSES, type OrderStatus, type TOrderFilter, type TOrderRow } from '@portal/contract';
import { exportOrders, useOrderHistory } from '../../api/orders';
import { usePermission } from '../../app/permission';
import { CountTitle, ListFilters } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { useStackedTable } from '../../components/stacked-table';
import { OrderDetailDrawer } from './order-detail-drawer';
import { formatRmb, STATUS_COLORS } from './order-logic';

interface FilterValues {
  dates?: [Dayjs | null, Dayjs | null] | null;
  status?: OrderStatus;
  orderNo?: string;
}

const toFilter = (v: FilterValues): TOrderFilter => ({
  dateFrom: v.dates?.[0]?.format('YYYY-MM-DD'),
  dateTo: v.dates?.[1]?.format('YYYY-MM-DD'),
  status: v.status,
  orderNo: v.orderNo?.trim() || undefined,
});

/** The caller's orders (spec §7 history-carts): filters, the status the dealer system reported, export. */
export function OrderHistoryTab() {
  const { t, i18n } = useTranslation('orders');
  const { message } = App.useApp();
  const { has } = usePermission();
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<TOrderFilter>({});
  const paged = usePagedTable((range) => t('history.range', range));
  const { paging, toFirstPage } = paged;
  const [opened, setOpened] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, isFetching } = useOrderHistory({ ...filter, ...paging });
  const stack = useStackedTable();

  const apply = (values: FilterValues) => {
    setFilter(toFilter(values));
    toFirstPage();
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await exportOrders(filter);
    } catch {
      // the http client has shown the failure
    } finally {
      setExporting(false);
    }
  };
  const statusTag = (s: OrderStatus) => <Tag color={STATUS_COLORS[s]} data-testid="order-status">{t(`status.${s}`)}</Tag>;

  const columns: TableColumnsType<TOrderRow> = [
    {
      key: 'orderNo', title: t('history.columns.orderNo'), dataIndex: 'orderNo', width: 190,
      render: (no: string, row) => <a onClick={() => setOpened(row.id)} data-testid={`order-open-${no}`}>{no}</a>,
    },
    { key: 'requisitionNo', title: t('history.columns.requisitionNo'), dataIndex: 'requisitionNo', width: 190 },
    { key: 'createdAt', title: t('history.columns.createdAt'), dataIndex: 'createdAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    { key: 'status', title: t('history.columns.status'), dataIndex: 'status', width: 110, render: statusTag },
    { key: 'lineCount', title: t('history.columns.lineCount'), dataIndex: 'lineCount', width: 80, align: 'right' },
    { key: 'amount', title: t('history.columns.amount'), dataIndex: 'amount', width: 90, align: 'right' },
    { key: 'total', title: t('history.columns.total'), dataIndex: 'total', width: 140, align: 'right', render: (v: string) => formatRmb(v, i18n.language) },
    {
      key: 'vins', title: t('history.columns.vins'), dataIndex: 'vins', width: 170,
      render: (vins: string[], row: TOrderRow) => (vins.length ? (
        <div className="cart-vehicle" data-testid="order-vins">
          {vins.map((v) => <span key={v} className="cart-vin">{v}</span>)}
          {row.models.length > 0 && <span className="cart-min">{row.models.join(', ')}</span>}
        </div>
      ) : '–'),
    },
    { key: 'salesOrganization', title: t('history.columns.salesOrganization'), dataIndex: 'salesOrganization', render: (v: string) => v || '–' },
    { key: 'warehouse', title: t('history.columns.warehouse'), dataIndex: 'warehouse', render: (v: string) => v || '–' },
  ];

  return (
    <>
      <ListFilters<FilterValues>
        form={form}
        name="orderFilter"
        className="orders-filter"
        onFinish={apply}
        onReset={() => apply({})}
        searchLabel={t('history.filter.search')}
        searchTestId="order-search"
        actionsCol={{ xs: 24, md: 12, xl: 6 }}
      >
        <Col xs={24} md={12} xl={7}>
          <Form.Item name="dates" label={t('history.filter.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="status" label={t('history.filter.status')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('history.filter.statusAll')} options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} data-testid="order-filter-status" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="orderNo" label={t('history.filter.orderNo')}>
            <Input allowClear maxLength={ORDER_LIMITS.orderNoMax} placeholder={t('history.filter.orderNoPlaceholder')} data-testid="order-filter-no" />
          </Form.Item>
        </Col>
      </ListFilters>
      <Card
        className="orders-card"
        title={<CountTitle title={t('history.title')} total={data ? t('history.total', { count: data.count }) : undefined} testId="order-count" />}
        extra={has('PER_SHOPPING_CART_HISTORY_EXPORT') && (
          <Button icon={<ExportOutlined />} loading={exporting} onClick={() => { void onExport().then(() => undefined, () => message.destroy()); }} data-testid="order-export">{t('history.export')}</Button>
        )}
      >
        <PagedTable<TOrderRow>
          columns={stack.columns(columns, { titleKey: 'orderNo' })}
          className={stack.className}
          page={data}
          loading={isFetching}
          paged={paged}
          scroll={stack.stacked ? undefined : { x: 1270 }}
          emptyText={t('history.empty')}
          pager={stack.stacked ? { simple: true } : { showQuickJumper: true }}
        />
      </Card>
      <OrderDetailDrawer id={opened} onClose={() => setOpened(null)} />
    </>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { Button, Col, DatePicker, Form, Space, type ColProps, type TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TPage } from '@portal/contract';
import { ListFilters, PagedCard, useListExport } from '../../components/list-page';
import { usePagedTable, type Paging } from '../../components/paged-table';
import { periodOf, type PeriodValue } from './log-filter';

export const DASH = '-';
export const dateTime = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss');

/** What each tab's list gives the shared frame: its fields, its query, its columns, its export. */
export interface LogListProps<V extends { period?: PeriodValue }, F, R> {
  name: string;
  /** The form values as the list's filter (the period is added). */
  filterOf: (values: V) => F;
  /** The list's page for the filter and paging. */
  usePage: (query: F & Paging) => { data: (TPage<R> & { countCapped?: boolean }) | undefined; isFetching: boolean; refetch: () => unknown };
  columns: TableColumnsType<R>;
  width: number;
  title: ReactNode;
  fields: ReactNode;
  /** The export with the filter, when the caller may. */
  onExport?: (filter: F) => Promise<unknown>;
  rowKey?: (row: R) => string;
  testId: string;
  /** The column of the period field and the buttons. */
  periodCol?: ColProps;
  actionsCol?: ColProps;
}

/**
 * One log tab: the filter card (the tab's fields and a period), then the paged result card with
 * the count, export and refresh, as the user list has them.
 */
export function LogList<V extends { period?: PeriodValue }, F, R extends object>(props: LogListProps<V, F, R>) {
  const { t, i18n } = useTranslation('logs');
  const [form] = Form.useForm<V>();
  const [filter, setFilter] = useState<F>(() => props.filterOf({} as V));
  const paged = usePagedTable(({ capped, ...range }) => t(capped ? 'list.rangeMore' : 'list.range', { ...range, total: range.total.toLocaleString(i18n.language) }));
  const { paging, toFirstPage } = paged;
  const query = useMemo(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching, refetch } = props.usePage(query);
  const { exporting, onExport } = useListExport(() => props.onExport!(filter), t('list.exported'));

  const apply = (values: V) => {
    setFilter({ ...props.filterOf(values), ...periodOf(values.period) });
    toFirstPage();
  };

  return (
    <>
      <ListFilters<V>
        form={form}
        name={props.name}
        className="logs-filter"
        onFinish={apply}
        onReset={() => apply({} as V)}
        searchLabel={t('filter.search')}
        searchTestId={`${props.testId}-search`}
        actionsCol={props.actionsCol ?? { xs: 24, md: 12, xl: 6 }}
      >
        {props.fields}
        <Col xs={24} md={12} xl={8} {...props.periodCol}>
          <Form.Item name="period" label={t('filter.period')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} data-testid={`${props.testId}-period`} />
          </Form.Item>
        </Col>
      </ListFilters>
      <PagedCard<R>
        className="logs-list"
        title={props.title}
        countTestId={`${props.testId}-count`}
        total={(count) => (data?.countCapped ? t('list.totalMore', { cap: count.toLocaleString(i18n.language) }) : t('list.total', { count }))}
        extra={
          <Space wrap>
            {props.onExport && (
              <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} data-testid={`${props.testId}-export`}>
                {t('list.export')}
              </Button>
            )}
            <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
              {t('list.refresh')}
            </Button>
          </Space>
        }
        columns={props.columns}
        page={data}
        loading={isFetching}
        paged={paged}
        width={props.width}
        rowKey={props.rowKey}
        emptyText={t('list.empty')}
        data-testid={`${props.testId}-table`}
      />
    </>
  );
}

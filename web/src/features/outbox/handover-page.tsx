import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Alert, App, Button, Card, Descriptions, Form, Input, Popconfirm, Select, Spin, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ReloadOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OUTBOX_STATES, type OutboxState, type TOutboxAttempt, type TOutboxMessageRow } from '@portal/contract';
import { CountTitle, FilterActions } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { Permission } from '../../app/permission';
import { useOutboxMessage, useOutboxPage, useReplayOutbox, type OutboxQuery } from '../../api/outbox';
import './outbox.css';

const DASH = '-';
const when = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : DASH);

interface Filter {
  topic?: string;
  state?: OutboxState;
  key?: string;
}

function StateTag({ row }: { row: TOutboxMessageRow }) {
  const { t } = useTranslation('outbox');
  if (row.state === 'delivered') return <Tag color="success">{t('state.delivered')}</Tag>;
  if (!row.endpoints.length) return <Tooltip title={t('state.heldHint')}><Tag>{t('state.held')}</Tag></Tooltip>;
  if (row.rounds > 0) return <Tooltip title={row.lastError}><Tag color="error">{t('state.retrying', { count: row.rounds })}</Tag></Tooltip>;
  return <Tag color="processing">{t('state.pending')}</Tag>;
}

/** One message opened: where it goes, every attempt, the receivers' reports, the payload. */
function MessageDetail({ id }: { id: string }) {
  const { t } = useTranslation('outbox');
  const { data, isLoading } = useOutboxMessage(id);
  if (isLoading || !data) return <Spin />;
  const attemptColumns: TableColumnsType<TOutboxAttempt> = [
    { key: 'startedAt', title: t('attempts.startedAt'), dataIndex: 'startedAt', width: 170, render: when },
    { key: 'endpoint', title: t('attempts.endpoint'), dataIndex: 'endpoint', ellipsis: true },
    {
      key: 'httpStatus', title: t('attempts.httpStatus'), dataIndex: 'httpStatus', width: 110,
      render: (v: number | null) => (v === null ? DASH : <Tag color={v >= 200 && v < 300 ? 'success' : 'error'}>{v}</Tag>),
    },
    { key: 'durationMs', title: t('attempts.durationMs'), dataIndex: 'durationMs', width: 110, render: (v: number) => t('attempts.ms', { ms: v }) },
    { key: 'error', title: t('attempts.error'), dataIndex: 'error', ellipsis: true, render: (v: string | null) => v ?? DASH },
  ];
  return (
    <div className="outbox-detail" data-testid={`outbox-detail-${data.key}`}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label={t('detail.endpoints')}>{data.endpoints.length ? data.endpoints.join(', ') : t('state.heldHint')}</Descriptions.Item>
        <Descriptions.Item label={t('detail.nextAttemptAt')}>{when(data.nextAttemptAt)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.remoteStatus')}>
          {data.callbacks.length ? data.callbacks.map((c) => `${t(`remote.${c.status}`, { defaultValue: c.status })} (${when(c.receivedAt)})`).join(' ← ') : DASH}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.lastError')}>{data.lastError ?? DASH}</Descriptions.Item>
      </Descriptions>
      <h4>{t('attempts.title', { count: data.attemptCount })}</h4>
      <Table<TOutboxAttempt> rowKey="id" size="small" columns={attemptColumns} dataSource={data.attempts} pagination={false} locale={{ emptyText: t('attempts.empty') }} scroll={{ x: 760 }} />
      <h4>{t('detail.payload')}</h4>
      <pre className="outbox-payload">{JSON.stringify(data.payload, null, 2)}</pre>
    </div>
  );
}

/**
 * The handover log: every message the portal hands to the DMS/ERP, whether it arrived, each
 * attempt, and the DMS's status reports; an administrator may send one again (same idempotency key).
 */
export default function HandoverPage() {
  const { t } = useTranslation('outbox');
  const { message } = App.useApp();
  const [form] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter>({});
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage } = paged;
  const query: OutboxQuery = useMemo(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching, refetch } = useOutboxPage(query);
  const replay = useReplayOutbox();

  const onSearch = (values: Filter) => {
    setFilter({ topic: values.topic?.trim() || undefined, state: values.state, key: values.key?.trim() || undefined });
    toFirstPage();
  };
  const onReset = () => {
    form.resetFields();
    onSearch({});
  };
  const onReplay = async (row: TOutboxMessageRow) => {
    try {
      await replay.mutateAsync(row.id);
      void message.success(t('list.replayed', { key: row.key }));
    } catch {
      /* shown by the http client */
    }
  };

  const columns: TableColumnsType<TOutboxMessageRow> = [
    { key: 'createdAt', title: t('columns.createdAt'), dataIndex: 'createdAt', width: 170, render: when },
    { key: 'topic', title: t('columns.topic'), dataIndex: 'topic', width: 150, ellipsis: true },
    { key: 'key', title: t('columns.key'), dataIndex: 'key', width: 200, ellipsis: true },
    { key: 'state', title: t('columns.state'), width: 240, render: (_, row) => <StateTag row={row} /> },
    { key: 'attemptCount', title: t('columns.attempts'), dataIndex: 'attemptCount', width: 100, align: 'right' },
    { key: 'deliveredAt', title: t('columns.deliveredAt'), dataIndex: 'deliveredAt', width: 170, render: when },
    {
      key: 'remoteStatus', title: t('columns.remoteStatus'), dataIndex: 'remoteStatus', width: 130,
      render: (v: string | null) => (v ? <Tag color="blue">{t(`remote.${v}`, { defaultValue: v })}</Tag> : DASH),
    },
    {
      key: 'actions', title: t('columns.actions'), width: 150, fixed: 'right',
      render: (_, row) => (
        <Permission code="PER_LOG_MANAGEMENT_HANDOVER_REPLAY">
          <Popconfirm
            title={t('list.replay')}
            description={t('list.confirmReplay', { key: row.key })}
            okText={t('common:actions.confirm')}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => onReplay(row)}
          >
            <Button type="link" size="small" icon={<RedoOutlined />} disabled={!row.endpoints.length} loading={replay.isPending && replay.variables === row.id} data-testid={`outbox-replay-${row.key}`}>
              {t('list.replay')}
            </Button>
          </Popconfirm>
        </Permission>
      ),
    },
  ];

  return (
    <div className="page outbox-page" data-testid="outbox-page">
      <div className="page-heading">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </div>
      <Card>
        <Form form={form} layout="inline" onFinish={onSearch} className="outbox-filter">
          <Form.Item name="key" label={t('filter.key')}>
            <Input allowClear maxLength={200} placeholder={t('filter.keyPlaceholder')} style={{ width: 220 }} data-testid="outbox-filter-key" />
          </Form.Item>
          <Form.Item name="topic" label={t('filter.topic')}>
            <Input allowClear maxLength={100} placeholder="order.submitted" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="state" label={t('filter.state')}>
            <Select allowClear style={{ width: 150 }} placeholder={t('filter.any')} options={OUTBOX_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} data-testid="outbox-filter-state" />
          </Form.Item>
          <FilterActions searchLabel={t('filter.search')} onReset={onReset} testId="outbox-filter" />
        </Form>
      </Card>
      {data && data.contents.some((r) => !r.endpoints.length) && (
        <Alert type="info" showIcon message={t('list.heldNotice')} />
      )}
      <Card
        title={<CountTitle title={t('list.title')} total={data ? t('list.total', { count: data.count }) : undefined} />}
        extra={<Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>{t('list.refresh')}</Button>}
      >
        <PagedTable<TOutboxMessageRow>
          columns={columns}
          page={data}
          loading={isFetching}
          paged={paged}
          scroll={{ x: 1300 }}
          emptyText={t('list.empty')}
          expandable={{ expandedRowRender: (row) => <MessageDetail id={row.id} />, expandRowByClick: false }}
        />
      </Card>
    </div>
  );
}

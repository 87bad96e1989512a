import { useState } from 'react';
import { App, Button, Card, Col, Drawer, Empty, Form, Input, Select, Space, Tag, Timeline, Tooltip, Upload } from 'antd';
import { CheckCircleOutlined, EyeOutlined, HistoryOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  LANGUAGE_NAMES, LIMITS, MANUAL_STATUSES, MANUAL_TYPES,
  type ManualReviewAction, type ManualStatus, type ManualType, type TManualRoot,
} from '@portal/contract';
import { useImportManual, useManualList, useManualReview, useReviewManual } from '../../api/manuals';
import { usePermission } from '../../app/permission';
import { CountTitle, ListFilters } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { TYPE_ICONS } from './manual-search-list-page';
import './manuals.css';

const STATUS_COLORS: Record<ManualStatus, string> = { PENDING: 'gold', EFFECTIVE: 'green', INVALID: 'red' };
const formatTime = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '–');

interface Filters {
  status?: ManualStatus;
  type?: ManualType;
  key?: string;
}

/** The review history of one manual and its other versions. */
function ReviewHistory({ root, onClose }: { root: TManualRoot | null; onClose: () => void }) {
  const { t } = useTranslation('manuals');
  const { data, isLoading } = useManualReview(root?.id);
  return (
    <Drawer open={!!root} onClose={onClose} size={520} title={root ? t('review.historyTitle', { name: root.name }) : ''} destroyOnHidden>
      {isLoading || !data ? null : (
        <>
          <Timeline
            items={data.history.map((e) => ({
              color: e.to === 'EFFECTIVE' ? 'green' : e.to === 'INVALID' ? 'red' : 'gold',
              content: (
                <div className="review-event">
                  <div><b>{t(`review.events.${e.action}`)}</b> · <Tag color={STATUS_COLORS[e.to]}>{t(`statuses.${e.to}`)}</Tag></div>
                  <div className="manual-muted">{e.operator} · {formatTime(e.createTime)}</div>
                  {e.comment && <div className="review-comment">{e.comment}</div>}
                </div>
              ),
            }))}
          />
          {data.versions.length > 0 && (
            <>
              <h4 className="manual-section-title">{t('review.otherVersions')}</h4>
              <ul className="review-versions">
                {data.versions.map((v) => (
                  <li key={v.id}>
                    {t('view.version', { version: v.version })} <Tag color={STATUS_COLORS[v.status]}>{t(`statuses.${v.status}`)}</Tag>
                    <span className="manual-muted">{formatTime(v.createTime)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}

/**
 * pending_review_manual (spec §2, §4 Manual / data): imported manuals wait for review; a
 * reviewer makes a version effective or invalid (PER_PENDING_REVIEW_MANUAL_VALID / _INVALID; each
 * row's `actions`, from the server's review workflow), previews it first, reads its history, and
 * imports further manuals.
 */
export default function PendingReviewPage() {
  const { t } = useTranslation('manuals');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { has } = usePermission();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ status: 'PENDING' });
  const paged = usePagedTable((range) => t('review.range', range));
  const { paging, toFirstPage } = paged;
  const [history, setHistory] = useState<TManualRoot | null>(null);
  const list = useManualList({ ...filters, ...paging });
  const review = useReviewManual();
  const importer = useImportManual();

  const confirm = (root: TManualRoot, action: ManualReviewAction) => {
    let comment = '';
    const names = { name: root.name, version: root.version };
    modal.confirm({
      title: t(action === 'VALID' ? 'review.confirmValid' : 'review.confirmInvalid', names),
      width: 520,
      content: (
        <div className="review-confirm">
          <p>{t(action === 'VALID' ? 'review.confirmValidText' : 'review.confirmInvalidText')}</p>
          <Input.TextArea rows={3} maxLength={LIMITS.manualReviewCommentMax} showCount placeholder={t('review.comment')} onChange={(e) => { comment = e.target.value; }} data-testid="review-comment" />
        </div>
      ),
      okText: t(action === 'VALID' ? 'review.valid' : 'review.invalid'),
      okButtonProps: { danger: action === 'INVALID', ...({ 'data-testid': 'review-confirm' } as object) },
      cancelText: t('print.close'),
      onOk: () => review.mutateAsync({ rootId: root.id, action, comment }).then(() => void message.success(t('review.done'))),
    });
  };

  const apply = (next: Filters) => {
    setFilters(next);
    toFirstPage();
  };

  const beforeUpload = (file: File) => {
    if (!/\.zip$/i.test(file.name)) {
      void message.warning(t('review.importWrongType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > LIMITS.manualImportMaxMb * 1024 * 1024) {
      void message.warning(t('review.importTooLarge', { max: LIMITS.manualImportMaxMb }));
      return Upload.LIST_IGNORE;
    }
    importer.mutate(file, {
      onSuccess: (result) => {
        void message.success(t('review.importDone', { count: result.roots.length }));
        setFilters((f) => ({ ...f, status: 'PENDING' }));
        toFirstPage();
        form.setFieldValue('status', 'PENDING');
      },
    });
    return false;
  };

  return (
    <div className="page review-page" data-testid="pending-review">
      <div className="page-heading">
        <h1>{t('review.title')}</h1>
        <p>{t('review.lead')}</p>
      </div>
      <ListFilters<Filters>
        form={form}
        name="reviewFilter"
        className="review-filters"
        initialValues={{ status: 'PENDING' }}
        onFinish={(values) => apply({ ...values, key: values.key?.trim() || undefined })}
        onReset={() => apply({ status: 'PENDING' })}
        searchLabel={t('review.search')}
        actionsCol={{ xs: 24, xl: 6 }}
      >
        <Col xs={24} md={8} xl={6}>
          <Form.Item name="status" label={t('review.filterStatus')}>
            <Select allowClear placeholder={t('review.allStatuses')} options={MANUAL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} data-testid="review-status" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8} xl={6}>
          <Form.Item name="type" label={t('review.filterType')}>
            <Select allowClear placeholder={t('review.allTypes')} options={MANUAL_TYPES.map((s) => ({ value: s, label: t(`types.${s}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8} xl={6}>
          <Form.Item name="key" label={t('review.filterKey')}>
            <Input allowClear maxLength={LIMITS.searchKeyMax} />
          </Form.Item>
        </Col>
      </ListFilters>
      <Card
        className="manual-card review-list"
        title={<CountTitle title={t('review.listTitle')} total={list.data ? t('review.total', { count: list.data.count }) : undefined} />}
        extra={has('PER_DATA_MANAGEMENT_VIEW') && (
          <Tooltip title={t('review.importHint')}>
            <Upload accept=".zip,application/zip" showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
              <Button icon={<UploadOutlined />} loading={importer.isPending} data-testid="review-import">{t('review.import')}</Button>
            </Upload>
          </Tooltip>
        )}
      >
        <PagedTable<TManualRoot>
          page={list.data}
          loading={list.isFetching}
          paged={paged}
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.empty')} />}
          scroll={{ x: 1360 }}
          onRow={(root) => ({ 'data-testid': `review-row-${root.code}` } as React.HTMLAttributes<HTMLElement>)}
          columns={[
            {
              key: 'name', title: t('review.columns.name'), width: 250, fixed: 'left',
              render: (_, r) => (
                <div className="review-name">
                  <span className="review-type-icon">{TYPE_ICONS[r.type]}</span>
                  <span>
                    <div className="review-title">{r.name}</div>
                    <div className="manual-muted review-code">{r.code}</div>
                  </span>
                </div>
              ),
            },
            { key: 'type', title: t('review.columns.type'), width: 140, render: (_, r) => t(`types.${r.type}`) },
            { key: 'version', title: t('review.columns.version'), dataIndex: 'version', width: 80 },
            { key: 'model', title: t('review.columns.model'), width: 130, render: (_, r) => [r.catelogModel.code0, r.catelogModel.code1, r.catelogModel.code2].filter(Boolean).join(' › ') },
            { key: 'languages', title: t('review.columns.languages'), width: 140, render: (_, r) => (r.languages.length ? r.languages.map((l) => LANGUAGE_NAMES[l]).join(', ') : '–') },
            { key: 'topics', title: t('review.columns.topics'), dataIndex: 'topicCount', width: 70, align: 'right' },
            {
              key: 'written', title: t('review.columns.createTime'), width: 150,
              render: (_, r) => (
                <div>
                  <div>{formatTime(r.createTime)}</div>
                  <div className="manual-muted review-by">{r.importedBy ?? t('review.seeded')}</div>
                </div>
              ),
            },
            { key: 'status', title: t('review.columns.status'), width: 120, render: (_, r) => <Tag color={STATUS_COLORS[r.status]} data-testid="review-status-tag">{t(`statuses.${r.status}`)}</Tag> },
            {
              key: 'actions', title: t('review.columns.actions'), width: 290, fixed: 'right',
              render: (_, r) => (
                <Space size={2}>
                  <Tooltip title={t('review.preview')}>
                    <Button type="text" size="small" icon={<EyeOutlined />} onClick={() => navigate(`/manual/${r.id}`)} aria-label={t('review.preview')} />
                  </Tooltip>
                  <Tooltip title={t('review.history')}>
                    <Button type="text" size="small" icon={<HistoryOutlined />} onClick={() => setHistory(r)} aria-label={t('review.history')} />
                  </Tooltip>
                  {r.actions.map((action) => (
                    <Button
                      key={action}
                      size="small"
                      type={action === 'VALID' ? 'primary' : 'default'}
                      danger={action === 'INVALID'}
                      icon={action === 'VALID' ? <CheckCircleOutlined /> : <StopOutlined />}
                      onClick={() => confirm(r, action)}
                      data-testid={`review-${action.toLowerCase()}`}
                    >
                      {t(action === 'VALID' ? 'review.valid' : 'review.invalid')}
                    </Button>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ReviewHistory root={history} onClose={() => setHistory(null)} />
    </div>
  );
}

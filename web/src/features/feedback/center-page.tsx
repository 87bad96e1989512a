import { useMemo, useState } from 'react';
import { App, Button, Col, Descriptions, Drawer, Form, Input, Select, Space, Tabs, Tag, Timeline, type TableColumnsType } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, LIMITS, type TFeedbackAction, type TFeedbackRow, type TFeedbackStatus } from '@portal/contract';
import {
  allFeedbackBody, exportAllFeedback, FEEDBACK_LISTS, useFeedbackDetail, useFeedbackHandlers, useFeedbackList, useFeedbackVote, type FeedbackList,
  type FeedbackSearch,
} from '../../api/feedback';
import { useDictionary } from '../../api/dictionaries';
import { usePermission } from '../../app/permission';
import { Confirm } from '../../components/confirm';
import { ListFilters, useListExport } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { AttachmentList } from '../inquiry/inquiry-form';
import { PageAddress } from './page-address';
import './feedback.css';

const STATUS_COLOR: Record<TFeedbackStatus, string> = { DRAFT: 'default', PENDING: 'orange', ASSIGNED: 'blue', PROCESSED: 'purple', APPROVED: 'cyan', CLOSED: 'green' };
const VOTES = ['assign', 'handle', 'pass', 'reject', 'close'] as const;
type Vote = (typeof VOTES)[number];
/** The steps that move the work on: the drawer's primary buttons. Reject and close sit apart. */
const FORWARD: readonly Vote[] = ['assign', 'handle', 'pass'];

/** The feedback center (spec §2 feedback_center): the caller's four lists, all feedback for dispatchers, searched and filtered, and a detail drawer. */
export default function FeedbackCenterPage() {
  const { t } = useTranslation('feedback');
  const { has } = usePermission();
  const dispatcher = has('PER_FEEDBACK_MANAGEMENT_ASSIGN');
  const [tab, setTab] = useState<FeedbackList | 'all'>('to-process');
  const [form] = Form.useForm<FeedbackSearch>();
  const [search, setSearch] = useState<FeedbackSearch>({});
  const paged = usePagedTable((range) => t('range', range));
  const { paging, toFirstPage } = paged;
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useMemo(() => ({ ...search, ...paging }), [search, paging]);
  const list = useFeedbackList(tab, query);
  const types = useDictionary('DIC_FEEDBACKS_TYPE');
  const typeName = (code: string) => types.data?.find((i) => i.code === code)?.name ?? code;
  const { exporting, onExport } = useListExport(() => exportAllFeedback(allFeedbackBody(search)), t('drawer.done'));
  const apply = (values: FeedbackSearch) => {
    setSearch({ keyword: values.keyword?.trim() || undefined, status: values.status, feedbackType: values.feedbackType });
    toFirstPage();
  };

  // the title gets the room: it keeps a readable width, and the minor columns leave on small
  // screens (who and when by tablet width, the type on a phone) rather than squeeze it
  const columns: TableColumnsType<TFeedbackRow> = [
    {
      key: 'title', title: t('fields.title'), dataIndex: 'title', minWidth: 180,
      render: (v: string, r) => <a className="feedback-title-link" onClick={() => setOpenId(r.id)}>{v || t('untitled')}</a>,
    },
    { key: 'type', title: t('fields.feedbackType'), dataIndex: 'feedbackType', width: 140, responsive: ['sm'], render: typeName },
    { key: 'status', title: t('fields.status'), dataIndex: 'status', width: 120, render: (s: TFeedbackStatus) => <Tag color={STATUS_COLOR[s]}>{t(`status.${s}`)}</Tag> },
    { key: 'user', title: t('fields.user'), dataIndex: 'createrName', width: 140, responsive: ['lg'] },
    { key: 'assignee', title: t('fields.assignee'), dataIndex: 'handlerName', width: 140, responsive: ['lg'], render: (v: string | null) => v ?? t('unassigned') },
    { key: 'time', title: t('fields.time'), dataIndex: 'createTime', width: 150, responsive: ['md'], render: (v: string) => v.slice(0, 16).replace('T', ' ') },
  ];
  const tabs = [...FEEDBACK_LISTS, ...(dispatcher ? ['all' as const] : [])];
  // drafts are only ever in the writer's own list
  const statuses = FEEDBACK_STATUSES.filter((s) => tab === 'created' || s !== 'DRAFT');

  return (
    <div className="page-card" data-testid="feedback-center">
      <ListFilters<FeedbackSearch>
        form={form}
        name="feedbackFilter"
        className="feedback-filter"
        onFinish={apply}
        onReset={() => apply({})}
        searchLabel={t('filter.search')}
        searchTestId="feedback-search"
        actionsCol={{ xs: 24, md: 12, xl: 6 }}
      >
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="keyword" label={t('filter.keyword')}>
            <Input allowClear prefix={<SearchOutlined />} maxLength={LIMITS.searchKeyMax} placeholder={t('filter.keywordPlaceholder')} data-testid="feedback-keyword" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="status" label={t('filter.status')}>
            <Select allowClear placeholder={t('filter.statusAll')} options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} data-testid="feedback-filter-status" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="feedbackType" label={t('filter.type')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('filter.typeAll')} options={(types.data ?? []).map((i) => ({ value: i.code, label: i.name }))} data-testid="feedback-filter-type" />
          </Form.Item>
        </Col>
      </ListFilters>
      <Tabs
        activeKey={tab}
        onChange={(k) => { setTab(k as FeedbackList); toFirstPage(); }}
        items={tabs.map((k) => ({ key: k, label: t(`lists.${k}`) }))}
        tabBarExtraContent={tab === 'all' ? <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport} data-testid="feedback-export">{t('export')}</Button> : null}
      />
      <PagedTable<TFeedbackRow>
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        paged={paged}
        onRow={(r) => ({ onDoubleClick: () => setOpenId(r.id) })}
        data-testid="feedback-table"
      />
      <FeedbackDrawer id={openId} onClose={() => setOpenId(null)} typeName={typeName} />
    </div>
  );
}

/** One feedback: its fields, history and the steps the server says the caller may take now. */
function FeedbackDrawer({ id, onClose, typeName }: { id: string | null; onClose: () => void; typeName: (code: string) => string }) {
  const { t } = useTranslation('feedback');
  const { message } = App.useApp();
  const detail = useFeedbackDetail(id);
  const vote = useFeedbackVote();
  const [comment, setComment] = useState('');
  const [keyword, setKeyword] = useState('');
  const [handlerId, setHandlerId] = useState<string>();
  const d = detail.data;
  const actions = (d?.actions ?? []).filter((a): a is Vote => (VOTES as readonly TFeedbackAction[]).includes(a));
  const handlers = useFeedbackHandlers(keyword, Boolean(id) && actions.includes('assign'));

  const act = async (action: Vote) => {
    if (!id) return;
    if (action === 'assign' && !handlerId) { void message.warning(t('drawer.chooseHandler')); return; }
    if (action === 'handle' && !comment.trim()) { void message.warning(t('drawer.replyRequired')); return; }
    await vote.mutateAsync({ id, action, comment, ...(action === 'assign' ? { handlerId } : {}) });
    void message.success(t('drawer.done'));
    setComment('');
    setHandlerId(undefined);
  };

  return (
    <Drawer open={Boolean(id)} onClose={onClose} size="min(620px, 100vw)" title={d?.title ?? t('drawer.title')} loading={detail.isLoading} data-testid="feedback-drawer">
      {d && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('fields.status')}><Tag color={STATUS_COLOR[d.status]}>{t(`status.${d.status}`)}</Tag></Descriptions.Item>
            <Descriptions.Item label={t('fields.feedbackType')}>{typeName(d.feedbackType)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.user')}>{d.createrName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.contact')}>{d.contact || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.url')}><PageAddress url={d.url} /></Descriptions.Item>
            <Descriptions.Item label={t('fields.content')}><div style={{ whiteSpace: 'pre-wrap' }}>{d.content}</div></Descriptions.Item>
            <Descriptions.Item label={t('fields.assignee')}>{d.handlerName ?? t('unassigned')}</Descriptions.Item>
            <Descriptions.Item label={t('fields.reply')}>{d.reply || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.files')}><AttachmentList files={d.files} /></Descriptions.Item>
          </Descriptions>
          <Timeline items={d.log.map((l) => ({ children: `${l.createTime.slice(0, 16).replace('T', ' ')} · ${l.operatorName} · ${t(`actions.${l.action}`)}${l.comment ? `: ${l.comment}` : ''}` }))} />
          {actions.length > 0 && (
            <Space direction="vertical" style={{ width: '100%' }} data-testid="feedback-actions">
              {actions.includes('assign') && (
                <Select showSearch filterOption={false} onSearch={setKeyword} value={handlerId} onChange={setHandlerId} placeholder={t('drawer.chooseHandler')} style={{ width: '100%' }}
                  options={(handlers.data ?? []).map((u) => ({ value: u.id, label: `${u.name || u.username} (${u.username})` }))} data-testid="feedback-handler" />
              )}
              <Input.TextArea rows={3} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('drawer.comment')} />
              <div className="feedback-action-bar">
                <Space wrap>
                  {actions.filter((a) => FORWARD.includes(a)).map((a) => (
                    <Button key={a} type="primary" loading={vote.isPending} onClick={() => void act(a)} data-testid={`feedback-action-${a}`}>
                      {t(`actions.${a}`)}
                    </Button>
                  ))}
                  {actions.includes('reject') && (
                    <Button danger loading={vote.isPending} onClick={() => void act('reject')} data-testid="feedback-action-reject">{t('actions.reject')}</Button>
                  )}
                </Space>
                {/* closing ends the loop for good: a secondary, red action on its own, asked first */}
                {actions.includes('close') && (
                  <Confirm title={t('drawer.closeConfirm')} description={t('drawer.closeConfirmText')} danger onConfirm={() => act('close')}>
                    <Button danger loading={vote.isPending} data-testid="feedback-action-close">{t('actions.close')}</Button>
                  </Confirm>
                )}
              </div>
            </Space>
          )}
        </Space>
      )}
    </Drawer>
  );
}

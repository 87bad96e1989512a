import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Input, Select, Space, Table, Tabs, Tag, Timeline, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFeedbackAction, TFeedbackRow, TFeedbackStatus } from '@portal/contract';
import { exportAllFeedback, FEEDBACK_LISTS, useFeedbackDetail, useFeedbackHandlers, useFeedbackList, useFeedbackVote, type FeedbackList } from '../../api/feedback';
import { useDictionary } from '../../api/refdata';
import { usePermission } from '../../app/permission';
import { AttachmentList } from '../inquiry/inquiry-form';

const STATUS_COLOR: Record<TFeedbackStatus, string> = { DRAFT: 'default', PENDING: 'orange', ASSIGNED: 'blue', PROCESSED: 'purple', APPROVED: 'cyan', CLOSED: 'green' };
const VOTES = ['assign', 'handle', 'pass', 'reject', 'close'] as const;
type Vote = (typeof VOTES)[number];

/** The feedback center (spec §2 feedback_center): the caller's four lists, all feedback for dispatchers, and a detail drawer. */
export default function FeedbackCenterPage() {
  const { t } = useTranslation('feedback');
  const { has } = usePermission();
  const dispatcher = has('PER_FEEDBACK_MANAGEMENT_ASSIGN');
  const [tab, setTab] = useState<FeedbackList | 'all'>('to-process');
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useFeedbackList(tab, page.page, page.pageSize);
  const types = useDictionary('DIC_FEEDBACKS_TYPE');
  const typeName = (code: string) => types.data?.find((i) => i.code === code)?.name ?? code;

  const columns: TableColumnsType<TFeedbackRow> = [
    { title: t('fields.title'), dataIndex: 'title', render: (v: string, r) => <a onClick={() => setOpenId(r.id)}>{v || t('untitled')}</a> },
    { title: t('fields.feedbackType'), dataIndex: 'feedbackType', width: 140, render: typeName },
    { title: t('fields.status'), dataIndex: 'status', width: 150, render: (s: TFeedbackStatus) => <Tag color={STATUS_COLOR[s]}>{t(`status.${s}`)}</Tag> },
    { title: t('fields.user'), dataIndex: 'createrName', width: 140 },
    { title: t('fields.assignee'), dataIndex: 'handlerName', width: 140, render: (v: string | null) => v ?? t('unassigned') },
    { title: t('fields.time'), dataIndex: 'createTime', width: 170, render: (v: string) => v.slice(0, 16).replace('T', ' ') },
  ];
  const tabs = [...FEEDBACK_LISTS, ...(dispatcher ? ['all' as const] : [])];

  return (
    <div className="page-card" data-testid="feedback-center">
      <Tabs
        activeKey={tab}
        onChange={(k) => { setTab(k as FeedbackList); setPage({ page: 1, pageSize: page.pageSize }); }}
        items={tabs.map((k) => ({ key: k, label: t(`lists.${k}`) }))}
        tabBarExtraContent={tab === 'all' ? <Button icon={<DownloadOutlined />} onClick={() => void exportAllFeedback()} data-testid="feedback-export">{t('export')}</Button> : null}
      />
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.contents ?? []}
        loading={list.isFetching}
        onRow={(r) => ({ onDoubleClick: () => setOpenId(r.id) })}
        pagination={{ current: page.page, pageSize: page.pageSize, total: list.data?.count ?? 0, showSizeChanger: true, pageSizeOptions: [10, 20, 30, 40], onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
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
    <Drawer open={Boolean(id)} onClose={onClose} width={620} title={d?.title ?? t('drawer.title')} loading={detail.isLoading} data-testid="feedback-drawer">
      {d && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('fields.status')}><Tag color={STATUS_COLOR[d.status]}>{t(`status.${d.status}`)}</Tag></Descriptions.Item>
            <Descriptions.Item label={t('fields.feedbackType')}>{typeName(d.feedbackType)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.user')}>{d.createrName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.contact')}>{d.contact || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.url')}>{d.url ? <a href={d.url}>{d.url}</a> : '—'}</Descriptions.Item>
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
              <Space wrap>
                {actions.map((a) => (
                  <Button key={a} type={a === 'reject' ? 'default' : 'primary'} danger={a === 'reject'} loading={vote.isPending} onClick={() => void act(a)} data-testid={`feedback-action-${a}`}>
                    {t(`actions.${a}`)}
                  </Button>
                ))}
              </Space>
            </Space>
          )}
        </Space>
      )}
    </Drawer>
  );
}

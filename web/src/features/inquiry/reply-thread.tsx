import { useState } from 'react';
import { App, Avatar, Button, Card, Empty, Form, Input, Pagination, Spin } from 'antd';
import { CommentOutlined, DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TAttachment, type TInquiryDetail, type TReplyRow } from '@portal/contract';
import { Confirm } from '../../components/confirm';
import { LimitedUpload } from '../../components/limited-upload';
import { invalidateInquiry, useDeleteReply, useReplies, useReply } from '../../api/inquiry';
import { AttachmentList } from './inquiry-form';
import { formatDateTime } from './dates';
import { rolesOf } from './form-rules';
import { afterReply, showReplyButton, showReplyForm } from './reply-rules';

/**
 * The reply thread of spec §2: earlier replies (author, time, comment, files), newest first; a
 * reply button on the latest for those allowed; the reply form; delete on one's own replies; a
 * pager of 5, 10, 15 or 20. What happens after a reply follows spec §4.
 */
export function ReplyThread({ inquiry }: { inquiry: TInquiryDetail }) {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.replyPageSize);
  const [opened, setOpened] = useState(false);
  const [form] = Form.useForm<{ comment: string; attachments?: TAttachment[] }>();
  const { data, isFetching, refetch } = useReplies(inquiry.id, page, pageSize);
  const reply = useReply();
  const remove = useDeleteReply(inquiry.id);
  const canReply = inquiry.actions.includes('reply');
  const count = data?.count ?? 0;
  const formShown = showReplyForm(canReply, opened, count);

  const send = async ({ comment, attachments }: { comment: string; attachments?: TAttachment[] }) => {
    try {
      await reply.mutateAsync({
        objectId: inquiry.id,
        objectRef: 'InquiryForm',
        processId: inquiry.processId,
        msgReceiverId: inquiry.msgReceiverId ?? undefined,
        comment: comment.trim(),
        fileIds: (attachments ?? []).map((f) => f.id),
      });
    } catch {
      return;
    }
    void message.success(t('thread.sent'));
    form.resetFields();
    setOpened(false);
    setPage(1);
    const next = afterReply(!!inquiry.handlerId, rolesOf(inquiry.roles));
    if (next === 'toList') navigate('/inquiryFormManagement');
    else if (next === 'reloadAll') invalidateInquiry(inquiry.id);
    else {
      // the first reply of the handling side moves PENDING on: the actions change with it
      invalidateInquiry(inquiry.id);
      void refetch();
    }
  };

  const onDelete = async (row: TReplyRow) => {
    try {
      await remove.mutateAsync(row.id);
      void message.success(t('thread.deleted'));
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <Card
      className="inquiry-thread"
      title={
        <span className="inquiry-section-title">
          <CommentOutlined />
          {t('thread.title')}
          {count > 0 && <span className="inquiry-muted">· {t('thread.total', { count })}</span>}
        </span>
      }
      data-testid="inquiry-thread"
    >
      {formShown && (
        <Form form={form} onFinish={(v) => void send(v)} className="inquiry-reply-form" layout="vertical">
          {inquiry.msgReceiverName && <div className="inquiry-muted inquiry-reply-to">{t('thread.to', { name: inquiry.msgReceiverName })}</div>}
          <Form.Item
            name="comment"
            rules={[
              { required: true, whitespace: true, message: t('thread.contentRequired') },
              { max: LIMITS.replyCommentMax, message: t('validation.maxLength', { max: LIMITS.replyCommentMax }) },
            ]}
          >
            <Input.TextArea
              placeholder={t('thread.placeholder')}
              maxLength={LIMITS.replyCommentMax}
              showCount
              autoSize={{ minRows: 3, maxRows: 10 }}
              data-testid="inquiry-reply-text"
            />
          </Form.Item>
          <Form.Item name="attachments" className="inquiry-upload">
            <LimitedUpload softType="Conversation" data-testid="inquiry-reply-upload" />
          </Form.Item>
          <div className="inquiry-reply-actions">
            {opened && <Button onClick={() => setOpened(false)}>{t('common:actions.cancel')}</Button>}
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={reply.isPending} data-testid="inquiry-reply-send">
              {t('thread.send')}
            </Button>
          </div>
        </Form>
      )}
      <Spin spinning={isFetching && !!data}>
        {count === 0 && !isFetching ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('thread.empty')} />
        ) : (
          <ol className="inquiry-replies">
            {(data?.contents ?? []).map((row, index) => (
              <li key={row.id} className="inquiry-reply" data-testid="inquiry-reply">
                <Avatar className="inquiry-reply-avatar" size={32}>
                  {row.ownerName.slice(0, 1).toUpperCase()}
                </Avatar>
                <div className="inquiry-reply-body">
                  <div className="inquiry-reply-head">
                    <strong>{row.ownerName}</strong>
                    <span className="inquiry-muted">{formatDateTime(row.createTime)}</span>
                    <span className="inquiry-reply-tools">
                      {showReplyButton(canReply, index, page) && !formShown && (
                        <Button size="small" type="link" icon={<CommentOutlined />} onClick={() => setOpened(true)} data-testid="inquiry-reply-open">
                          {t('thread.reply')}
                        </Button>
                      )}
                      {row.canDelete && (
                        <Confirm
                          title={t('thread.deleteConfirm')}
                          onConfirm={() => onDelete(row)}
                        >
                          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('thread.delete')} />
                        </Confirm>
                      )}
                    </span>
                  </div>
                  <div className="inquiry-reply-text">{row.comment}</div>
                  {row.tisFiles.length > 0 && <AttachmentList files={row.tisFiles} />}
                </div>
              </li>
            ))}
          </ol>
        )}
      </Spin>
      {count > pageSize && (
        <Pagination
          className="inquiry-thread-pager"
          size="small"
          current={page}
          pageSize={pageSize}
          total={count}
          showSizeChanger
          pageSizeOptions={LIMITS.replyPageSizes.map(String)}
          onChange={(p, size) => {
            setPage(size !== pageSize ? 1 : p);
            setPageSize(size);
          }}
        />
      )}
    </Card>
  );
}

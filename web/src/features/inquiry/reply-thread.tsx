import { useState } from 'react';
import { App, Avatar, Button, Card, Checkbox, Empty, Form, Input, Pagination, Spin, Tag } from 'antd';
import { CommentOutlined, DeleteOutlined, LockOutlined, SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TAttachment, type TInquiryDetail, type TReplyRow } from '@portal/contract';
import { Confirm } from '../../components/confirm';
import { LimitedUpload } from '../../components/limited-upload';
import { invalidateInquiry, useDeleteReply, useReplies, useReply } from '../../api/inquiry';
import { FileThumbs } from './file-thumbs';
import { formatDateTime } from './dates';
import { rolesOf } from './form-rules';
import { afterReply, showReplyButton, showReplyForm } from './reply-rules';

interface ReplyValues {
  comment: string;
  attachments?: TAttachment[];
  /** An internal note (offered to the handling side: the detail's `note` action). */
  internal?: boolean;
}

/**
 * The reply thread of spec §2: earlier replies (author, time, comment, files as thumbnails),
 * newest first; a reply button on the latest for those allowed; the reply form; delete on one's
 * own replies; a pager of 5, 10, 15 or 20. What happens after a reply follows spec §4. The handling
 * side may mark a reply as an internal note (issue 20), shown to them apart and never to the
 * dealer; a screenshot pasted while the form has the focus becomes an attachment. The thread stays
 * live while open (useReplies).
 */
export function ReplyThread({ inquiry }: { inquiry: TInquiryDetail }) {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.replyPageSize);
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);
  const [form] = Form.useForm<ReplyValues>();
  const { data, isFetching, isPlaceholderData, refetch } = useReplies(inquiry.id, page, pageSize);
  const reply = useReply();
  const remove = useDeleteReply(inquiry.id);
  const canReply = inquiry.actions.includes('reply');
  const canNote = inquiry.actions.includes('note');
  // only a note is open to them now (no answer to the dealer in this status)
  const noteOnly = canNote && !canReply;
  const internal = Form.useWatch('internal', form) ?? noteOnly;
  const count = data?.count ?? 0;
  const formShown = showReplyForm(canReply || canNote, opened, count);

  const send = async ({ comment, attachments, internal: asNote }: ReplyValues) => {
    const note = noteOnly || asNote === true;
    try {
      await reply.mutateAsync({
        objectId: inquiry.id,
        objectRef: 'InquiryForm',
        processId: inquiry.processId,
        // a note goes to the handling side (the server picks whom); a reply to the other side
        msgReceiverId: note ? undefined : inquiry.msgReceiverId ?? undefined,
        comment: comment.trim(),
        fileIds: (attachments ?? []).map((f) => f.id),
        internal: note,
      });
    } catch {
      return;
    }
    void message.success(t(note ? 'thread.noted' : 'thread.sent'));
    form.resetFields();
    setOpened(false);
    setPage(1);
    // a note answers nobody: whoever wrote it stays with the thread
    const next = note ? 'reloadThread' : afterReply(!!inquiry.handlerId, rolesOf(inquiry.roles));
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
        <Form
          form={form}
          onFinish={(v) => void send(v)}
          className={`inquiry-reply-form${internal ? ' inquiry-reply-form-internal' : ''}`}
          layout="vertical"
          initialValues={{ internal: noteOnly }}
          onFocus={() => setFocused(true)}
          onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false); }}
          data-testid="inquiry-reply-form"
        >
          <div className="inquiry-reply-to">
            {internal
              ? <span className="inquiry-reply-internal-hint"><LockOutlined /> {t('thread.internalHint')}</span>
              : inquiry.msgReceiverName && <span className="inquiry-muted">{t('thread.to', { name: inquiry.msgReceiverName })}</span>}
            {canNote && (
              <Form.Item name="internal" valuePropName="checked" noStyle>
                <Checkbox disabled={noteOnly} className="inquiry-reply-internal-switch" data-testid="inquiry-reply-internal">{t('thread.internal')}</Checkbox>
              </Form.Item>
            )}
          </div>
          <Form.Item
            name="comment"
            rules={[
              { required: true, whitespace: true, message: t('thread.contentRequired') },
              { max: LIMITS.replyCommentMax, message: t('validation.maxLength', { max: LIMITS.replyCommentMax }) },
            ]}
          >
            <Input.TextArea
              placeholder={`${t(internal ? 'thread.notePlaceholder' : 'thread.placeholder')}\n${t('thread.pasteHint')}`}
              maxLength={LIMITS.replyCommentMax}
              showCount
              autoSize={{ minRows: 3, maxRows: 10 }}
              data-testid="inquiry-reply-text"
            />
          </Form.Item>
          <Form.Item name="attachments" className="inquiry-upload">
            <LimitedUpload softType="Conversation" pastable={focused} data-testid="inquiry-reply-upload" />
          </Form.Item>
          <div className="inquiry-reply-actions">
            {opened && <Button onClick={() => setOpened(false)}>{t('common:actions.cancel')}</Button>}
            <Button type="primary" htmlType="submit" icon={internal ? <LockOutlined /> : <SendOutlined />} loading={reply.isPending} data-testid="inquiry-reply-send">
              {t(internal ? 'thread.addNote' : 'thread.send')}
            </Button>
          </div>
        </Form>
      )}
      {/* a new page turning, not the live refresh in the background */}
      <Spin spinning={isPlaceholderData}>
        {count === 0 && !isFetching ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('thread.empty')} />
        ) : (
          <ol className="inquiry-replies">
            {(data?.contents ?? []).map((row, index) => (
              <li key={row.id} className={`inquiry-reply${row.internal ? ' inquiry-reply-internal' : ''}`} data-testid="inquiry-reply">
                <Avatar className="inquiry-reply-avatar" size={32}>
                  {row.ownerName.slice(0, 1).toUpperCase()}
                </Avatar>
                <div className="inquiry-reply-body">
                  <div className="inquiry-reply-head">
                    <strong>{row.ownerName}</strong>
                    {row.internal && <Tag color="gold" icon={<LockOutlined />} className="inquiry-reply-internal-tag" data-testid="inquiry-reply-internal-tag">{t('thread.internalTag')}</Tag>}
                    <span className="inquiry-muted">{formatDateTime(row.createTime)}</span>
                    <span className="inquiry-reply-tools">
                      {showReplyButton(canReply || canNote, index, page) && !formShown && (
                        <Button size="small" type="link" icon={<CommentOutlined />} onClick={() => setOpened(true)} data-testid="inquiry-reply-open">
                          {t(noteOnly ? 'thread.internal' : 'thread.reply')}
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
                  {row.tisFiles.length > 0 && <FileThumbs files={row.tisFiles} />}
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

import { useEffect } from 'react';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, PATTERNS, portalPageHref, type TAttachment, type TFeedbackSubmitRequest } from '@portal/contract';
import { useDictionaryOptions } from '../../api/dictionaries';
import { useSendFeedback } from '../../api/feedback';
import { LimitedUpload } from '../../components/limited-upload';

interface Values {
  feedbackType?: TFeedbackSubmitRequest['feedbackType'];
  contact?: string;
  title?: string;
  content?: string;
  url: string;
  attachments?: TAttachment[];
}

const bodyOf = (v: Values) => ({
  feedbackType: v.feedbackType, contact: v.contact ?? '', title: v.title ?? '', content: v.content ?? '', url: v.url,
  fileIds: (v.attachments ?? []).map((f) => f.id),
});

/**
 * The feedback form of the header button (spec §3, §5): type, contact, title, content, attachments
 * and the page it was sent from. Send makes it pending; save-draft keeps it the writer's.
 */
export function FeedbackFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  // A new feedback: only the types still offered.
  const types = useDictionaryOptions('DIC_FEEDBACKS_TYPE');
  const send = useSendFeedback();

  // The page it was opened from, taken each time the form opens: the portal's own route (the
  // server keeps nothing else), blank when the hash is not one of its pages.
  useEffect(() => {
    if (open) form.setFieldsValue({ url: portalPageHref(window.location.hash) ?? '' });
  }, [open, form]);

  const finish = async (draft: boolean) => {
    let values: Values;
    try {
      values = draft ? form.getFieldsValue(true) as Values : await form.validateFields();
      await send.mutateAsync({ draft, body: bodyOf(values) as TFeedbackSubmitRequest });
    } catch {
      // the form marks what is missing; a refused call is shown by the http client
      return;
    }
    void message.success(t(draft ? 'form.drafted' : 'form.sent'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('form.title')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="draft" onClick={() => void finish(true)} loading={send.isPending} data-testid="feedback-draft">{t('form.saveDraft')}</Button>,
        <Button key="send" type="primary" onClick={() => void finish(false)} loading={send.isPending} data-testid="feedback-send">{t('form.send')}</Button>,
      ]}
    >
      <Form form={form} layout="vertical" data-testid="feedback-form">
        <Form.Item name="feedbackType" label={t('fields.feedbackType')} rules={[{ required: true, message: t('validation.type') }]}>
          <Select options={types.options} placeholder={t('form.choose')} data-testid="feedback-type" />
        </Form.Item>
        <Form.Item name="contact" label={t('fields.contact')} rules={[{ pattern: PATTERNS.phone, message: t('validation.phone') }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="title" label={t('fields.title')} rules={[{ required: true, whitespace: true, message: t('validation.title') }]}>
          <Input maxLength={200} data-testid="feedback-title" />
        </Form.Item>
        <Form.Item name="content" label={t('fields.content')} rules={[{ required: true, whitespace: true, message: t('validation.content') }, { max: LIMITS.feedbackContentMax }]}>
          <Input.TextArea rows={5} maxLength={LIMITS.feedbackContentMax} showCount data-testid="feedback-content" />
        </Form.Item>
        <Form.Item name="url" label={t('fields.url')}>
          <Input readOnly />
        </Form.Item>
        <Form.Item name="attachments" label={t('fields.files')}>
          <LimitedUpload softType="Feedback" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

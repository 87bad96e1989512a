import type { ReactNode } from 'react';
import { App, Form, Modal, type FormInstance, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<V> extends Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading' | 'children'> {
  form: FormInstance<V>;
  /** The form's name (the fields' ids). */
  name?: string;
  /**
   * Saves the checked values and answers the success message, or null when a further check put
   * its words on a field. A refusal thrown by the http client (which shows it) keeps the modal open.
   */
  onSave: (values: V) => Promise<string | null>;
  /** The save is running (the OK button spins). */
  saving: boolean;
  onClose: () => void;
  /** The form's items. */
  children: ReactNode;
}

/**
 * A modal that creates or edits one record: a vertical form, save and cancel; save checks the
 * fields, saves, shows the success message and closes. Submitting the form (Enter where the browser
 * submits) saves too.
 */
export function FormModal<V>({ form, name, onSave, saving, onClose, children, okText, cancelText, ...modal }: FormModalProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const done = await onSave(values);
      if (done === null) return;
      void message.success(done);
      onClose();
    } catch {
      /* the refusal is shown by the http client; the form stays open to correct it */
    }
  };

  return (
    <Modal
      okText={okText ?? t('common:actions.save')}
      cancelText={cancelText ?? t('common:actions.cancel')}
      destroyOnHidden
      {...modal}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<V> form={form} name={name} layout="vertical" onFinish={() => void submit()}>
        {children}
      </Form>
    </Modal>
  );
}

import { useEffect } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_FOLDER_NAME_MAX } from '@portal/contract';
import { useSaveFolder } from '../../api/downloads';

/** A new folder (under parentId, or at the top) or a folder's new name. */
export function FolderModal({ open, folder, parentId, onClose }: { open: boolean; folder?: { id: string; name: string }; parentId?: string | null; onClose: () => void }) {
  const { t } = useTranslation('downloads');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveFolder();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: folder?.name ?? '' });
  }, [open, folder, form]);

  const submit = async () => {
    const { name } = await form.validateFields();
    try {
      await save.mutateAsync({ id: folder?.id, name: name.trim(), parentId: parentId ?? null });
      void message.success(t('folder.saved', { name: name.trim() }));
      onClose();
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <Modal
      open={open}
      title={folder ? t('folder.renameTitle') : t('folder.addTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={t('folder.name')}
          rules={[
            { required: true, whitespace: true, message: t('folder.nameRequired') },
            { pattern: /^[^\\/]*$/, message: t('folder.nameSlash') },
          ]}
        >
          <Input maxLength={DOWNLOAD_FOLDER_NAME_MAX} showCount autoFocus data-testid="download-folder-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_FOLDER_NAME_MAX } from '@portal/contract';
import { FormModal } from '../../components/form-modal';
import { useSaveFolder } from '../../api/downloads';

/** A new folder (under parentId, or at the top) or a folder's new name. */
export function FolderModal({ open, folder, parentId, onClose }: { open: boolean; folder?: { id: string; name: string }; parentId?: string | null; onClose: () => void }) {
  const { t } = useTranslation('downloads');
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveFolder();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: folder?.name ?? '' });
  }, [open, folder, form]);

  const onSave = async ({ name }: { name: string }) => {
    await save.mutateAsync({ id: folder?.id, name: name.trim(), parentId: parentId ?? null });
    return t('folder.saved', { name: name.trim() });
  };

  return (
    <FormModal<{ name: string }>
      open={open}
      form={form}
      title={folder ? t('folder.renameTitle') : t('folder.addTitle')}
      onSave={onSave}
      saving={save.isPending}
      onClose={onClose}
    >
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
    </FormModal>
  );
}

import { useEffect } from 'react';
import { Form, Input, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DOWNLOAD_CATEGORIES, DOWNLOAD_REMARKS_MAX, DOWNLOAD_URL_MAX, LIMITS,
  type TAttachment, type TDownloadCategory, type TDownloadFile, type TDownloadFolderNode,
} from '@portal/contract';
import { FormModal } from '../../components/form-modal';
import { LimitedUpload } from '../../components/limited-upload';
import { usePermission } from '../../app/permission';
import { useGroupPage } from '../../api/groups';
import { uploadDownloadFile, useSaveEntry } from '../../api/downloads';

export type EntryMode = 'upload' | 'link' | 'edit';

interface Values {
  folderId: string;
  files?: TAttachment[];
  name?: string;
  url?: string;
  category: TDownloadCategory;
  remarks: string;
  isPublic: boolean;
  groupIds: string[];
}

interface FolderOption { value: string; title: string; children: FolderOption[] }
const toTreeData = (nodes: TDownloadFolderNode[]): FolderOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTreeData(n.children) }));

/** A new upload, a new external link, or an entry's fields. */
export function EntryModal({ mode, entry, folderId, tree, onClose }: { mode: EntryMode | null; entry?: TDownloadFile; folderId?: string; tree: TDownloadFolderNode[]; onClose: () => void }) {
  const { t } = useTranslation('downloads');
  const { has } = usePermission();
  const [form] = Form.useForm<Values>();
  const save = useSaveEntry();
  const groups = useGroupPage({ page: 1, pageSize: 200 });
  const isPublic = Form.useWatch('isPublic', form);
  const isLink = mode === 'link' || entry?.source === 'LINK';

  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    form.setFieldsValue(entry
      ? { folderId: entry.folderId, name: entry.name, url: entry.url ?? undefined, category: entry.category, remarks: entry.remarks, isPublic: entry.isPublic, groupIds: entry.groups.map((g) => g.id) }
      : { folderId, category: 'OTHER', remarks: '', isPublic: false, groupIds: [], files: [] });
  }, [mode, entry, folderId, form]);

  const onSave = async (v: Values) => {
    const fields = { folderId: v.folderId, category: v.category, remarks: v.remarks ?? '', isPublic: v.isPublic, groupIds: v.isPublic ? [] : v.groupIds ?? [] };
    if (mode === 'edit' && entry) {
      await save.mutateAsync({ id: entry.id, update: { ...fields, name: v.name!.trim(), url: isLink ? v.url : undefined } });
    } else if (mode === 'link') {
      await save.mutateAsync({ create: { ...fields, name: v.name!.trim(), url: v.url } });
    } else {
      await save.mutateAsync({ create: { ...fields, fileId: v.files![0].id, name: v.name?.trim() || undefined } });
    }
    return t('entry.saved');
  };

  const title = mode === 'edit' ? t('entry.editTitle') : mode === 'link' ? t('entry.linkTitle') : t('entry.uploadTitle');
  return (
    <FormModal<Values>
      open={!!mode}
      form={form}
      title={title}
      width={640}
      onSave={onSave}
      saving={save.isPending}
      onClose={onClose}
      okButtonProps={{ 'data-testid': 'download-entry-save' } as never}
    >
      <Form.Item name="folderId" label={t('entry.folder')} rules={[{ required: true, message: t('entry.folderRequired') }]}>
        <TreeSelect treeData={toTreeData(tree)} treeDefaultExpandAll data-testid="download-entry-folder" />
      </Form.Item>
      {mode === 'upload' && (
        <Form.Item name="files" label={t('entry.file')} rules={[{ required: true, type: 'array', min: 1, message: t('entry.fileRequired') }]}>
          <LimitedUpload softType="download" upload={uploadDownloadFile} maxCount={1} data-testid="download-entry-upload" />
        </Form.Item>
      )}
      {isLink && (
        <Form.Item name="url" label={t('entry.url')} rules={[{ required: true, type: 'url', message: t('entry.urlInvalid') }, { pattern: /^https?:\/\//i, message: t('entry.urlInvalid') }]}>
          <Input maxLength={DOWNLOAD_URL_MAX} placeholder="https://" data-testid="download-entry-url" />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('entry.name')}
        extra={mode === 'upload' ? t('entry.nameHint') : undefined}
        rules={[{ required: mode !== 'upload', whitespace: true, message: t('entry.nameRequired') }, { pattern: /^[^\\/]*$/, message: t('folder.nameSlash') }]}
      >
        <Input maxLength={LIMITS.fileNameMax} data-testid="download-entry-name" />
      </Form.Item>
      <Form.Item name="category" label={t('entry.category')}>
        <Select options={DOWNLOAD_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} data-testid="download-entry-category" />
      </Form.Item>
      <Form.Item name="remarks" label={t('entry.remarks')}>
        <Input.TextArea maxLength={DOWNLOAD_REMARKS_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="isPublic" label={t('entry.public')} valuePropName="checked" extra={t('entry.publicHint')}>
        <Switch data-testid="download-entry-public" />
      </Form.Item>
      {!isPublic && has('PER_GROUP_MANAGEMENT_VIEW') && (
        <Form.Item name="groupIds" label={t('entry.groups')} extra={t('entry.groupsHint')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={groups.isLoading}
            options={(groups.data?.contents ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.code})` }))}
            data-testid="download-entry-groups"
          />
        </Form.Item>
      )}
    </FormModal>
  );
}

import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_CODE_MAX, GROUP_NAME_MAX, GROUP_REMARK_MAX, ZGroupInput, type TGroup, type TGroupInput } from '@portal/contract';
import { FormModal } from '../../components/form-modal';
import { checkWithSchema } from '../../components/schema-check';
import { useSaveGroup } from '../../api/groups';

type FieldName = keyof TGroupInput;
const FIELDS: FieldName[] = ['code', 'name', 'remark'];

/**
 * Creates or edits a group. The values are checked by the same schema the server's route uses;
 * the server adds what only it knows (the code is not taken).
 */
export function GroupFormModal({ open, group, onClose }: { open: boolean; group?: TGroup; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const [form] = Form.useForm<TGroupInput>();
  const save = useSaveGroup();

  useEffect(() => {
    if (open) form.setFieldsValue({ code: group?.code ?? '', name: group?.name ?? '', remark: group?.remark ?? '' });
  }, [open, group, form]);

  const onSave = async (values: TGroupInput) => {
    const input = checkWithSchema(form, ZGroupInput, values, (path) => FIELDS.find((f) => f === path[0]) ?? 'code',
      (field) => t(field === 'code' ? 'form.codeInvalid' : 'form.invalid', { field: t(`form.${field}`) }));
    if (!input) return null;
    await save.mutateAsync({ id: group?.id, input });
    return t(group ? 'form.updated' : 'form.added', { name: input.name });
  };

  return (
    <FormModal<TGroupInput>
      open={open}
      form={form}
      name="groupForm"
      title={t(group ? 'form.editTitle' : 'form.addTitle')}
      okText={t('form.save')}
      onSave={onSave}
      saving={save.isPending}
      onClose={onClose}
      data-testid="group-form"
    >
      <Form.Item name="code" label={t('form.code')} extra={t('form.codeHelp')} rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.code') }) }]}>
        <Input maxLength={GROUP_CODE_MAX} autoComplete="off" data-testid="group-code" />
      </Form.Item>
      <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.name') }) }]}>
        <Input maxLength={GROUP_NAME_MAX} data-testid="group-name" />
      </Form.Item>
      <Form.Item name="remark" label={t('form.remark')}>
        <Input.TextArea maxLength={GROUP_REMARK_MAX} showCount rows={3} />
      </Form.Item>
    </FormModal>
  );
}

import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, ROLE_CODE_MAX, ROLE_CODE_PATTERN, ROLE_REMARK_MAX, type TRole } from '@portal/contract';
import { FormModal } from '../../components/form-modal';
import { useSaveRole } from '../../api/access';

interface RoleValues {
  code: string;
  name: string;
  remark: string;
}

/** Creates a role or renames one; a built-in role keeps its code (the server holds to it too). */
export function RoleFormModal({ open, role, onClose }: { open: boolean; role?: TRole; onClose: () => void }) {
  const { t } = useTranslation('access');
  const [form] = Form.useForm<RoleValues>();
  const save = useSaveRole();

  useEffect(() => {
    if (open) form.setFieldsValue({ code: role?.code ?? '', name: role?.name ?? '', remark: role?.remark ?? '' });
  }, [open, role, form]);

  const onSave = async (values: RoleValues) => {
    const input = { code: values.code.trim(), name: values.name.trim(), remark: (values.remark ?? '').trim() };
    await save.mutateAsync({ id: role?.id, input });
    return t(role ? 'form.updated' : 'form.added', { name: input.name });
  };

  const required = (field: string) => ({ required: true, whitespace: true, message: t('form.required', { field: t(`form.${field}`) }) });
  return (
    <FormModal<RoleValues>
      open={open}
      form={form}
      name="roleForm"
      title={t(role ? 'form.editTitle' : 'form.addTitle')}
      onSave={onSave}
      saving={save.isPending}
      onClose={onClose}
      data-testid="role-form"
    >
      <Form.Item
        name="code"
        label={t('form.code')}
        extra={t('form.codeHelp')}
        rules={[required('code'), { pattern: ROLE_CODE_PATTERN, message: t('form.codeInvalid', { field: t('form.code') }) }]}
      >
        <Input maxLength={ROLE_CODE_MAX} autoComplete="off" disabled={role?.builtin} data-testid="role-code" />
      </Form.Item>
      <Form.Item name="name" label={t('form.name')} rules={[required('name')]}>
        <Input maxLength={LIMITS.nameMax} data-testid="role-name" />
      </Form.Item>
      <Form.Item name="remark" label={t('form.remark')}>
        <Input.TextArea maxLength={ROLE_REMARK_MAX} showCount rows={3} data-testid="role-remark" />
      </Form.Item>
    </FormModal>
  );
}

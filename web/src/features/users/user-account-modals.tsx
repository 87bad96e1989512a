import { useMemo } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, USER_TYPES, mayActOnUserType, type TUserAdminRow, type UserType } from '@portal/contract';
import { useChangeUserType, useSetUserPassword } from '../../api/users';
import { usePermission } from '../../app/permission';
import { FormModal } from '../../components/form-modal';
import { passwordRules, repeatRules } from '../auth/password-rules';

interface AccountModalProps {
  account: TUserAdminRow;
  onClose: () => void;
}

/** An administrator sets an account's password (spec §4 user: reset password); its sessions end. */
export function UserPasswordModal({ account, onClose }: AccountModalProps) {
  const { t } = useTranslation('users');
  const { t: tAuth } = useTranslation('auth');
  const [form] = Form.useForm<{ password: string; repeat: string }>();
  const setPassword = useSetUserPassword();
  const onSave = async (values: { password: string }) => {
    await setPassword.mutateAsync({ id: account.id, password: values.password });
    return t('control.done.passwordSet', { username: account.username });
  };
  return (
    <FormModal open form={form} name="userPassword" title={t('passwordModal.title', { username: account.username })} saving={setPassword.isPending} onSave={onSave} onClose={onClose}>
      <Alert type="info" showIcon title={t('passwordModal.help')} className="user-modal-note" />
      <Form.Item name="password" label={t('form.password')} rules={passwordRules(tAuth)}>
        <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="repeat" label={t('form.repeat')} dependencies={['password']} rules={repeatRules(tAuth, 'password')}>
        <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}

/** Gives an account another user type, one within the administrator's reach. */
export function UserTypeModal({ account, onClose }: AccountModalProps) {
  const { t } = useTranslation('users');
  const { user } = usePermission();
  const [form] = Form.useForm<{ userType: UserType }>();
  const change = useChangeUserType();
  const options = useMemo(
    () => USER_TYPES.filter((type) => user && mayActOnUserType(user.userType, type)).map((type) => ({ value: type, label: t(`common:userTypes.${type}`) })),
    [user, t],
  );
  const onSave = async (values: { userType: UserType }) => {
    await change.mutateAsync({ ids: [account.id], userType: values.userType });
    return t('control.done.typeChanged', { username: account.username, type: t(`common:userTypes.${values.userType}`) });
  };
  return (
    <FormModal
      open
      form={form}
      name="userType"
      title={t('typeModal.title', { username: account.username })}
      saving={change.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item name="userType" label={t('typeModal.userType')} initialValue={account.userType} rules={[{ required: true, message: t('form.required', { field: t('typeModal.userType') }) }]}>
        <Select options={options} showSearch optionFilterProp="label" />
      </Form.Item>
    </FormModal>
  );
}

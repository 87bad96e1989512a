import { useEffect, useMemo } from 'react';
import { Col, Form, Input, Row, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LIMITS, PATTERNS, USER_TYPES, mayActOnUserType, type TUserAdminRow, type TUserUpdateRequest, type UserType,
} from '@portal/contract';
import { useGroupPage } from '../../api/groups';
import { useAssignableRoles, useCompanies, useCountries, useSaveUser, useUserDetail } from '../../api/users';
import { usePermission } from '../../app/permission';
import { FormModal } from '../../components/form-modal';
import { passwordRules, repeatRules, usernameRules } from '../auth/password-rules';

/** What the form holds: the change request's fields, and a new account's name and password. */
export interface UserFormValues extends Omit<TUserUpdateRequest, 'companyId'> {
  username?: string;
  password?: string;
  repeat?: string;
  companyId?: string | null;
}

interface UserFormModalProps {
  /** The account edited; absent: a new one. */
  account?: TUserAdminRow;
  onClose: () => void;
}

/** Most options one picker loads (groups): the largest page the server gives. */
const OPTIONS_MAX = 200;

/**
 * Creates an account or changes one (spec §2 user_control): type, company, contact, roles and
 * groups. Only types within the administrator's reach are offered; roles the administrator may not
 * give are shown greyed out (the server refuses them in any case).
 */
export function UserFormModal({ account, onClose }: UserFormModalProps) {
  const { t } = useTranslation('users');
  const { t: tAuth } = useTranslation('auth');
  const { has, user } = usePermission();
  const [form] = Form.useForm<UserFormValues>();
  const detail = useUserDetail(account?.id);
  const companies = useCompanies();
  const countries = useCountries();
  const canRoles = has('PER_ROLE_MANAGEMENT_VIEW');
  const canGroups = has('PER_GROUP_MANAGEMENT_VIEW');
  const roles = useAssignableRoles(canRoles);
  const groups = useGroupPage({ page: 1, pageSize: OPTIONS_MAX }, canGroups);
  const save = useSaveUser();
  const editing = !!account;
  const loaded = !editing || !!detail.data;

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      name: d.name, userType: d.userType as UserType, companyId: d.companyId, department: d.department, email: d.email,
      mobileNo: d.mobileNo, countryCode: d.country?.code ?? '', roleIds: d.roles.map((r) => r.id), groupIds: d.groups.map((g) => g.id),
    });
  }, [detail.data, form]);

  const typeOptions = useMemo(
    () => USER_TYPES.filter((type) => user && mayActOnUserType(user.userType, type)).map((type) => ({ value: type, label: t(`common:userTypes.${type}`) })),
    [user, t],
  );
  const companyOptions = (companies.data ?? []).map((c) => ({
    value: c.id,
    label: `${c.name} (${c.code}) · ${t(`form.companyKinds.${c.kind}`)}${c.enabled ? '' : ` ${t('form.companyDisabled')}`}`,
    disabled: !c.enabled && c.id !== detail.data?.companyId,
  }));
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.code})`, disabled: !r.editable }));
  const groupOptions = (groups.data?.contents ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.code})` }));

  const onSave = async (values: UserFormValues) => {
    const input: TUserUpdateRequest = {
      name: values.name.trim(), userType: values.userType, companyId: values.companyId ?? null, department: values.department?.trim() ?? '',
      email: values.email?.trim() ?? '', mobileNo: values.mobileNo?.trim() ?? '', countryCode: values.countryCode ?? '',
      // what the caller cannot see is left as it is
      ...(canRoles ? { roleIds: values.roleIds ?? [] } : {}),
      ...(canGroups ? { groupIds: values.groupIds ?? [] } : {}),
    };
    const saved = account
      ? await save.mutateAsync({ id: account.id, input })
      : await save.mutateAsync({ input: { ...input, username: values.username!.trim() }, password: values.password! });
    return t(account ? 'control.done.updated' : 'control.done.created', { username: saved.username });
  };

  const required = (field: string) => ({ required: true, whitespace: true, message: t('form.required', { field: t(`form.${field}`) }) });
  const max = (limit: number) => ({ max: limit, message: t('validation.maxLength', { max: limit }) });
  return (
    <FormModal<UserFormValues>
      open
      form={form}
      name="userForm"
      title={account ? t('form.editTitle', { username: account.username }) : t('form.createTitle')}
      width={760}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
      data-testid="user-form"
    >
      {!loaded ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Row gutter={16}>
          {!editing && (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="username" label={t('form.username')} extra={t('form.usernameHelp')} rules={usernameRules(tAuth)}>
                  <Input maxLength={LIMITS.usernameMax} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="name" label={t('form.name')} rules={[required('name'), max(LIMITS.nameMax)]}>
                  <Input maxLength={LIMITS.nameMax} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="password" label={t('form.password')} rules={passwordRules(tAuth)}>
                  <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="repeat" label={t('form.repeat')} dependencies={['password']} rules={repeatRules(tAuth, 'password')}>
                  <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
                </Form.Item>
              </Col>
            </>
          )}
          {editing && (
            <Col xs={24}>
              <Form.Item name="name" label={t('form.name')} rules={[required('name'), max(LIMITS.nameMax)]}>
                <Input maxLength={LIMITS.nameMax} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="userType" label={t('form.userType')} extra={t('form.userTypeHelp')} rules={[{ required: true, message: t('form.required', { field: t('form.userType') }) }]}>
              <Select options={typeOptions} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="companyId" label={t('form.company')}>
              <Select options={companyOptions} allowClear showSearch optionFilterProp="label" placeholder={t('form.companyPlaceholder')} loading={companies.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="department" label={t('form.department')} rules={[max(LIMITS.nameMax)]}>
              <Input maxLength={LIMITS.nameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="countryCode" label={t('form.country')}>
              <Select allowClear showSearch optionFilterProp="label" options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('form.email')} rules={[{ pattern: PATTERNS.email, message: t('validation.emailPattern') }, max(LIMITS.emailMax)]}>
              <Input maxLength={LIMITS.emailMax} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mobileNo" label={t('form.mobile')} rules={[{ pattern: PATTERNS.phone, message: t('validation.phonePattern') }]}>
              <Input maxLength={20} autoComplete="off" />
            </Form.Item>
          </Col>
          {canRoles && (
            <Col xs={24}>
              <Form.Item name="roleIds" label={t('form.roles')} extra={t('form.rolesHelp')}>
                <Select mode="multiple" allowClear options={roleOptions} optionFilterProp="label" loading={roles.isLoading} data-testid="user-form-roles" />
              </Form.Item>
            </Col>
          )}
          {canGroups && (
            <Col xs={24}>
              <Form.Item name="groupIds" label={t('form.groups')}>
                <Select mode="multiple" allowClear options={groupOptions} optionFilterProp="label" loading={groups.isLoading} />
              </Form.Item>
            </Col>
          )}
        </Row>
      )}
    </FormModal>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TRule } from '@portal/contract';
import { FormModal } from '../../components/form-modal';
import { usePermission } from '../../app/permission';
import { useAllRoles, useRules, useUpdateRule } from '../../api/access';
import { roleLabel } from './permission-names';

/**
 * The rules (spec §7): for each user type, its built-in role and the roles every user of the type
 * holds by default; a type within the caller's reach may be given other roles.
 */
export function RulesTab() {
  const { t } = useTranslation('access');
  const { has } = usePermission();
  const rules = useRules();
  const [editing, setEditing] = useState<TRule | null>(null);
  const typeName = (type: string) => t(`common:userTypes.${type}`, { defaultValue: type });

  const columns: TableColumnsType<TRule> = [
    { key: 'userType', title: t('rules.userType'), dataIndex: 'userType', width: 200, render: (v: string) => <strong>{typeName(v)}</strong> },
    {
      key: 'builtinRole',
      title: t('rules.builtinRole'),
      width: 400,
      render: (_, rule) => rule.builtinRole && (
        <span>
          {roleLabel(t, { ...rule.builtinRole, builtin: true })} <Typography.Text type="secondary">({t('rules.permissionCount', { count: rule.builtinRole.resourceCount })})</Typography.Text>
        </span>
      ),
    },
    {
      key: 'roles',
      title: t('rules.roles'),
      render: (_, rule) => (rule.roles.length
        ? rule.roles.map((r) => <Tag key={r.id} color="blue" title={r.code}>{r.name}</Tag>)
        : <Typography.Text type="secondary">{t('rules.none')}</Typography.Text>),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 140,
      render: (_, rule) => (rule.editable
        ? has('PER_ROLE_MANAGEMENT_EDIT') && (
            <Button type="link" size="small" onClick={() => setEditing(rule)} data-testid={`rule-edit-${rule.userType}`}>{t('rules.edit')}</Button>
          )
        : <Typography.Text type="secondary">{t('rules.readOnly')}</Typography.Text>),
    },
  ];

  return (
    <Card>
      <Alert type="info" showIcon message={t('rules.hint')} className="access-drawer-hint" />
      <Table<TRule> rowKey="userType" size="middle" columns={columns} dataSource={rules.data ?? []} loading={rules.isFetching} pagination={false} data-testid="rules-table" />
      <RuleFormModal rule={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function RuleFormModal({ rule, onClose }: { rule: TRule | null; onClose: () => void }) {
  const { t } = useTranslation('access');
  const [form] = Form.useForm<{ roleIds: string[] }>();
  const roles = useAllRoles(!!rule);
  const update = useUpdateRule();
  const typeName = rule ? t(`common:userTypes.${rule.userType}`, { defaultValue: rule.userType }) : '';

  useEffect(() => {
    if (rule) form.setFieldsValue({ roleIds: rule.roles.map((r) => r.id) });
  }, [rule, form]);

  // A role out of reach stays as it is: it may not be added, and a held one may not be taken away.
  const options = (roles.data?.contents ?? [])
    .filter((r) => !r.builtin)
    .map((r) => ({ value: r.id, label: `${roleLabel(t, r)} (${r.code})`, disabled: !r.editable }));

  return (
    <FormModal<{ roleIds: string[] }>
      open={!!rule}
      form={form}
      name="ruleForm"
      title={t('rules.editTitle', { type: typeName })}
      onSave={async (values) => {
        await update.mutateAsync({ userType: rule!.userType, roleIds: values.roleIds ?? [] });
        return t('rules.saved', { type: typeName });
      }}
      saving={update.isPending}
      onClose={onClose}
      data-testid="rule-form"
    >
      <Form.Item name="roleIds" label={t('rules.roles')} extra={t('rules.editHelp')}>
        <Select
          mode="multiple"
          allowClear
          options={options}
          optionFilterProp="label"
          loading={roles.isLoading}
          data-testid="rule-roles"
        />
      </Form.Item>
    </FormModal>
  );
}

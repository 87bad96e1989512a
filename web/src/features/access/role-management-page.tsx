import { useMemo, useState } from 'react';
import { App, Button, Card, Space, Tabs, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@portal/contract';
import { RemoveLink } from '../../components/confirm';
import { AddButton, KeywordSearch, PagedCard, RefreshButton } from '../../components/list-page';
import { usePagedTable } from '../../components/paged-table';
import { PageHeading } from '../../components/page-heading';
import { Permission } from '../../app/permission';
import { useDeleteRole, useRolePage } from '../../api/access';
import { RoleFormModal } from './role-form-modal';
import { RoleResourcesDrawer } from './role-resources-drawer';
import { RoleMembersDrawer } from './role-members-drawer';
import { RulesTab } from './rules-tab';
import { roleLabel, subjectOf } from './permission-names';
import './access.css';

/** Roles and rules (spec §6, §7): roles listed, made, renamed, deleted, their permissions and users; the rules tab. */
export default function RoleManagementPage() {
  const { t } = useTranslation('access');
  return (
    <div className="page role-management-page" data-testid="role-management-page">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        items={[
          { key: 'roles', label: t('tabs.roles'), children: <RolesTab /> },
          { key: 'rules', label: t('tabs.rules'), children: <RulesTab /> },
        ]}
      />
    </div>
  );
}

function RolesTab() {
  const { t } = useTranslation('access');
  const { message } = App.useApp();
  const [key, setKey] = useState<string | undefined>();
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, filtered, rowNumber } = paged;
  const query = useMemo(() => ({ key, ...paging }), [key, paging]);
  const { data, isFetching, refetch } = useRolePage(query);
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ role?: TRole } | null>(null);
  const [open, setOpen] = useState<{ role: TRole; view: 'resources' | 'members' } | null>(null);
  // the drawer follows the list: a rename or a new count shows there too
  const openRole = open && (data?.contents.find((r) => r.id === open.role.id) ?? open.role);
  const typeName = (type: string) => t(`common:userTypes.${type}`, { defaultValue: type });

  const onDelete = async (row: TRole) => {
    try {
      const { members } = await remove.mutateAsync(row.id);
      void message.success(t('list.deleted', { name: row.name, count: members }));
    } catch {
      /* shown by the http client */
    }
  };

  const columns: TableColumnsType<TRole> = [
    { key: 'index', title: t('columns.index'), width: 56, render: (_, __, i) => rowNumber(i) },
    {
      key: 'code',
      title: t('columns.code'),
      width: 300,
      render: (_, row) => (
        <Space size={4}>
          <Typography.Text code>{row.code}</Typography.Text>
          {row.builtin && <Tag color="gold">{t('list.builtin')}</Tag>}
          {!row.editable && (
            <Tooltip title={t('list.readOnly')}>
              <LockOutlined className="access-locked" aria-label={t('list.readOnly')} />
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'name',
      title: t('columns.name'),
      width: 240,
      ellipsis: true,
      render: (_, row) => roleLabel(t, row),
    },
    { key: 'resourceCount', title: t('columns.resourceCount'), dataIndex: 'resourceCount', width: 100, align: 'right' },
    {
      key: 'ruleTypes',
      title: t('columns.ruleTypes'),
      width: 190,
      render: (_, row) => {
        const subject = subjectOf(row);
        const types = subject ? [subject, ...row.ruleTypes] : row.ruleTypes;
        return types.length ? types.map((type) => <Tag key={type}>{typeName(type)}</Tag>) : '-';
      },
    },
    { key: 'remark', title: t('columns.remark'), dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 250,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen({ role: row, view: 'resources' })} data-testid={`role-resources-${row.code}`}>
            {t('list.permissions')}
          </Button>
          <Button type="link" size="small" onClick={() => setOpen({ role: row, view: 'members' })} data-testid={`role-members-${row.code}`}>
            {t('list.members')}
          </Button>
          {row.editable && (
            <Permission code="PER_ROLE_MANAGEMENT_EDIT">
              <Button type="link" size="small" onClick={() => setEditing({ role: row })} data-testid={`role-edit-${row.code}`}>
                {t('list.edit')}
              </Button>
            </Permission>
          )}
          {row.editable && !row.builtin && (
            <Permission code="PER_ROLE_MANAGEMENT_EDIT">
              <RemoveLink
                label={t('list.delete')}
                description={t('list.confirmDelete', { name: roleLabel(t, row) })}
                onConfirm={() => onDelete(row)}
                loading={remove.isPending && remove.variables === row.id}
                testId={`role-delete-${row.code}`}
              />
            </Permission>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Card className="access-search">
        <KeywordSearch
          width={360}
          placeholder={t('filter.keywordPlaceholder')}
          searchLabel={t('filter.search')}
          onSearch={filtered(setKey)}
          testId="role-search"
        />
      </Card>
      <PagedCard<TRole>
        title={t('list.title')}
        total={(count) => t('list.total', { count })}
        countTestId="role-count"
        extra={
          <Space wrap>
            <AddButton permission="PER_ROLE_MANAGEMENT_EDIT" label={t('form.addTitle')} onAdd={() => setEditing({})} testId="role-add" />
            <RefreshButton label={t('list.refresh')} onRefresh={refetch} loading={isFetching && !remove.isPending} />
          </Space>
        }
        columns={columns}
        page={data}
        loading={isFetching}
        paged={paged}
        width={1290}
        emptyText={t('list.empty')}
      />
      <RoleFormModal open={!!editing} role={editing?.role} onClose={() => setEditing(null)} />
      {openRole && open.view === 'resources' && <RoleResourcesDrawer role={openRole} onClose={() => setOpen(null)} />}
      {openRole && open.view === 'members' && <RoleMembersDrawer role={openRole} subjectType={subjectOf(openRole)} onClose={() => setOpen(null)} />}
    </>
  );
}

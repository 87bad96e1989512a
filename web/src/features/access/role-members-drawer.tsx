import { useMemo, useState } from 'react';
import { Alert, App, Button, Drawer, Select, Space, Tag, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TRole, TRoleMember } from '@portal/contract';
import { RemoveLink } from '../../components/confirm';
import { KeywordSearch } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { useDebounced } from '../../components/use-debounced';
import { usePermission } from '../../app/permission';
import { useChangeMembers, useRoleMembers } from '../../api/access';
import { roleLabel } from './permission-names';

/** How many users the picker offers for a typed key. */
const CANDIDATES = 20;

/**
 * Who holds a role: its members, paged and searchable, with the picker that gives it to more users
 * and the link that takes it away. A built-in role comes with its user type: its users are listed,
 * read only.
 */
export function RoleMembersDrawer({ role, subjectType, onClose }: { role: TRole; subjectType?: string; onClose: () => void }) {
  const { t } = useTranslation('access');
  const { message } = App.useApp();
  const { has } = usePermission();
  const canChange = !role.builtin && role.editable && has('PER_ROLE_MANAGEMENT_EDIT');
  const [key, setKey] = useState<string | undefined>();
  const paged = usePagedTable((range) => t('list.range', range));
  const query = useMemo(() => ({ roleId: role.id, member: true, key, ...paged.paging }), [role.id, key, paged.paging]);
  const members = useRoleMembers(query);
  const change = useChangeMembers();

  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const candidateKey = useDebounced(typed.trim(), 250);
  const candidates = useRoleMembers({ roleId: role.id, member: false, key: candidateKey, page: 1, pageSize: CANDIDATES }, canChange && candidateKey.length > 0);

  const give = async () => {
    try {
      const { changed } = await change.mutateAsync({ roleId: role.id, userIds: picked, give: true });
      void message.success(t('members.given', { count: changed }));
      setPicked([]);
      setTyped('');
    } catch {
      /* shown by the http client */
    }
  };
  const take = async (row: TRoleMember) => {
    try {
      await change.mutateAsync({ roleId: role.id, userIds: [row.id], give: false });
      void message.success(t('members.removed', { name: row.name || row.username }));
    } catch {
      /* shown by the http client */
    }
  };

  const columns: TableColumnsType<TRoleMember> = [
    { key: 'username', title: t('members.username'), dataIndex: 'username', width: 160, ellipsis: true },
    { key: 'name', title: t('members.name'), dataIndex: 'name', width: 140, ellipsis: true },
    { key: 'userType', title: t('members.userType'), dataIndex: 'userType', width: 150, render: (v: string) => <Tag>{t(`common:userTypes.${v}`, { defaultValue: v })}</Tag> },
    { key: 'company', title: t('members.company'), dataIndex: 'company', ellipsis: true, render: (v: string) => v || '-' },
    ...(canChange
      ? [{
          key: 'actions',
          title: t('members.actions'),
          width: 100,
          render: (_: unknown, row: TRoleMember) => row.editable && (
            <RemoveLink
              label={t('members.remove')}
              description={t('members.confirmRemove', { role: roleLabel(t, role), name: row.name || row.username })}
              onConfirm={() => take(row)}
              loading={change.isPending && change.variables?.userIds[0] === row.id}
              testId={`member-remove-${row.username}`}
            />
          ),
        }]
      : []),
  ];

  return (
    <Drawer open width={860} title={t('members.title', { name: roleLabel(t, role) })} onClose={onClose} destroyOnHidden rootClassName="access-members-drawer">
      <div data-testid="role-members">
        <Alert
          type="info"
          showIcon
          className="access-drawer-hint"
          message={subjectType ? t('members.builtinHint', { type: t(`common:userTypes.${subjectType}`, { defaultValue: subjectType }) }) : t('members.hint')}
        />
        {canChange && (
          <Space.Compact className="access-member-picker">
            <Select
              mode="multiple"
              value={picked}
              onChange={setPicked}
              showSearch
              searchValue={typed}
              onSearch={setTyped}
              filterOption={false}
              loading={candidates.isFetching}
              placeholder={t('members.addPlaceholder')}
              style={{ width: '100%' }}
              options={(candidates.data?.contents ?? []).map((u) => ({
                value: u.id,
                disabled: !u.editable,
                label: `${u.username} · ${u.name}${u.company ? ` · ${u.company}` : ''}`,
              }))}
              data-testid="member-picker"
            />
            <Button type="primary" icon={<UserAddOutlined />} disabled={!picked.length} loading={change.isPending && change.variables?.give} onClick={() => void give()} data-testid="member-give">
              {t('members.addConfirm')}
            </Button>
          </Space.Compact>
        )}
        <div className="access-member-search">
          <KeywordSearch
            width={360}
            placeholder={t('members.searchPlaceholder')}
            searchLabel={t('filter.search')}
            onSearch={paged.filtered(setKey)}
            testId="member-search"
          />
          <span className="access-member-total">{t('members.total', { count: members.data?.count ?? 0 })}</span>
        </div>
        <PagedTable<TRoleMember>
          columns={columns}
          page={members.data}
          loading={members.isFetching}
          paged={paged}
          emptyText={t('members.empty')}
          size="small"
          width={760}
        />
      </div>
    </Drawer>
  );
}

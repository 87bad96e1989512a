import { useMemo, useState } from 'react';
import { App, Button, Card, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGroup } from '@portal/contract';
import { RemoveLink } from '../../components/confirm';
import { AddButton, KeywordSearch, PagedCard, RefreshButton } from '../../components/list-page';
import { usePagedTable } from '../../components/paged-table';
import { PageHeading } from '../../components/page-heading';
import { Permission } from '../../app/permission';
import { useDeleteGroup, useGroupPage } from '../../api/groups';
import { GroupFormModal } from './group-form-modal';

/** Spec §2 group_management: groups by keyword, created, edited, deleted; members on group_user. */
export default function GroupManagementPage() {
  const { t } = useTranslation('groups');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState<string | undefined>();
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, filtered, rowNumber } = paged;
  const query = useMemo(() => ({ keyword, ...paging }), [keyword, paging]);
  const { data, isFetching, refetch } = useGroupPage(query);
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<{ group?: TGroup } | null>(null);

  const onDelete = async (row: TGroup) => {
    try {
      await remove.mutateAsync(row.id);
      void message.success(t('list.deleted', { name: row.name }));
    } catch {
      /* shown by the http client */
    }
  };

  const columns: TableColumnsType<TGroup> = [
    { key: 'index', title: t('columns.index'), width: 64, render: (_, __, i) => rowNumber(i) },
    { key: 'code', title: t('columns.code'), dataIndex: 'code', width: 180, ellipsis: true },
    { key: 'name', title: t('columns.name'), dataIndex: 'name', width: 200, ellipsis: true },
    { key: 'memberCount', title: t('columns.memberCount'), dataIndex: 'memberCount', width: 100, align: 'right' },
    { key: 'remark', title: t('columns.remark'), dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 220,
      render: (_, row) => (
        <Space size={0}>
          <Permission code="PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW">
            <Button type="link" size="small" onClick={() => navigate(`/download_management_group/${row.id}/${encodeURIComponent(row.code)}/${encodeURIComponent(row.name)}`)} data-testid={`group-members-${row.code}`}>
              {t('list.members')}
            </Button>
          </Permission>
          <Permission code="PER_GROUP_MANAGEMENT_UPDATE">
            <Button type="link" size="small" onClick={() => setEditing({ group: row })} data-testid={`group-edit-${row.code}`}>
              {t('list.edit')}
            </Button>
          </Permission>
          <Permission code="PER_GROUP_MANAGEMENT_DELETE">
            <RemoveLink
              label={t('list.delete')}
              description={t('list.confirmDelete', { name: row.name })}
              onConfirm={() => onDelete(row)}
              loading={remove.isPending && remove.variables === row.id}
              testId={`group-delete-${row.code}`}
            />
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <div className="page group-management-page" data-testid="group-management-page">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <KeywordSearch
          width={360}
          placeholder={t('filter.keywordPlaceholder')}
          searchLabel={t('filter.search')}
          onSearch={filtered(setKeyword)}
          testId="group-search"
        />
      </Card>
      <PagedCard<TGroup>
        title={t('list.title')}
        total={(count) => t('list.total', { count })}
        extra={
          <Space wrap>
            <AddButton permission="PER_GROUP_MANAGEMENT_ADD" label={t('form.addTitle')} onAdd={() => setEditing({})} testId="group-add" />
            <RefreshButton label={t('list.refresh')} onRefresh={refetch} loading={isFetching && !remove.isPending} />
          </Space>
        }
        columns={columns} page={data} loading={isFetching} paged={paged} scroll={{ x: 900 }} emptyText={t('list.empty')}
      />
      <GroupFormModal open={!!editing} group={editing?.group} onClose={() => setEditing(null)} />
    </div>
  );
}

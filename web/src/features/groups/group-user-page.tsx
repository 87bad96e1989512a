import { useMemo, useState } from 'react';
import { App, Button, Card, Select, Space, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, UserAddOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TGroupMember } from '@portal/contract';
import { RemoveLink } from '../../components/confirm';
import { KeywordSearch, PagedCard } from '../../components/list-page';
import { usePagedTable } from '../../components/paged-table';
import { PageHeading } from '../../components/page-heading';
import { useChangeMembers, useGroupCandidates, useGroupMembers } from '../../api/groups';

/** Spec §2 group_user: one group's members, searched, added from a user search, removed. */
export default function GroupUserPage() {
  const { t } = useTranslation('groups');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id = '', code = '', name = '' } = useParams();
  const [searchKey, setSearchKey] = useState<string | undefined>();
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage, rowNumber } = paged;
  const query = useMemo(() => ({ searchKey, ...paging }), [searchKey, paging]);
  const { data, isFetching } = useGroupMembers(id, query);
  const change = useChangeMembers();
  const [candidateKey, setCandidateKey] = useState('');
  const candidates = useGroupCandidates(id, candidateKey);
  const [chosen, setChosen] = useState<string[]>([]);

  const onAdd = async () => {
    if (!chosen.length) return;
    try {
      const r = await change.mutateAsync({ id, userIds: chosen });
      void message.success(t('members.added', { count: r.changed }));
      setChosen([]);
      setCandidateKey('');
    } catch {
      /* shown by the http client */
    }
  };

  const onRemove = async (row: TGroupMember) => {
    try {
      await change.mutateAsync({ id, userIds: [row.id], remove: true });
      void message.success(t('members.removed', { name: row.name || row.username }));
    } catch {
      /* shown by the http client */
    }
  };

  const columns: TableColumnsType<TGroupMember> = [
    { key: 'index', title: t('columns.index'), width: 64, render: (_, __, i) => rowNumber(i) },
    { key: 'username', title: t('members.username'), dataIndex: 'username', width: 160, ellipsis: true },
    { key: 'name', title: t('members.name'), dataIndex: 'name', width: 160, ellipsis: true },
    { key: 'company', title: t('members.company'), dataIndex: 'company', ellipsis: true, render: (v: string) => v || '-' },
    { key: 'email', title: t('members.email'), dataIndex: 'email', ellipsis: true, render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 100,
      render: (_, row) => (
        <RemoveLink
          label={t('members.remove')}
          description={t('members.confirmRemove', { name: row.name || row.username })}
          onConfirm={() => onRemove(row)}
          testId={`member-remove-${row.username}`}
        />
      ),
    },
  ];

  return (
    <div className="page group-user-page" data-testid="group-user-page">
      <PageHeading title={t('members.heading', { code, name })} subtitle={t('members.subtitle')} />
      <Card>
        <Space wrap size="middle" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Select
              mode="multiple"
              showSearch
              filterOption={false}
              style={{ width: 420, maxWidth: '100%' }}
              placeholder={t('members.addPlaceholder')}
              value={chosen}
              onChange={setChosen}
              onSearch={(value) => setCandidateKey(value.trim().slice(0, LIMITS.searchKeyMax))}
              loading={candidates.isFetching}
              notFoundContent={candidateKey ? t('members.noCandidates') : t('members.typeToSearch')}
              options={(candidates.data ?? []).map((u) => ({ value: u.id, label: `${u.username}${u.name ? ` (${u.name})` : ''}${u.company ? ` · ${u.company}` : ''}` }))}
              data-testid="member-candidates"
            />
            <Button type="primary" icon={<UserAddOutlined />} disabled={!chosen.length} loading={change.isPending} onClick={() => void onAdd()} data-testid="member-add">
              {t('members.add')}
            </Button>
          </Space>
          <KeywordSearch
            width={320}
            placeholder={t('members.searchPlaceholder')}
            searchLabel={t('filter.search')}
            onSearch={(key) => {
              setSearchKey(key);
              toFirstPage();
            }}
            testId="member-search"
          />
        </Space>
      </Card>
      <PagedCard<TGroupMember>
        title={t('members.title')}
        total={(count) => t('members.total', { count })}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/group_management')}>{t('members.back')}</Button>}
        columns={columns} page={data} loading={isFetching} paged={paged} scroll={{ x: 800 }} emptyText={t('members.empty')}
      />
    </div>
  );
}

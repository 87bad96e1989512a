import { useMemo, useState } from 'react';
import { App, Button, Card, Input, Select, Space, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TGroupMember } from '@portal/contract';
import { Confirm } from '../../components/confirm';
import { CountTitle } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
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
        <Confirm
          title={t('members.remove')}
          description={t('members.confirmRemove', { name: row.name || row.username })}
          danger
          onConfirm={() => onRemove(row)}
        >
          <Button type="link" size="small" danger data-testid={`member-remove-${row.username}`}>{t('members.remove')}</Button>
        </Confirm>
      ),
    },
  ];

  return (
    <div className="page group-user-page" data-testid="group-user-page">
      <div className="page-heading">
        <h1>{t('members.heading', { code, name })}</h1>
        <p>{t('members.subtitle')}</p>
      </div>
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
          <Input.Search
            allowClear
            style={{ width: 320, maxWidth: '100%' }}
            prefix={<SearchOutlined />}
            placeholder={t('members.searchPlaceholder')}
            maxLength={LIMITS.searchKeyMax}
            onSearch={(value) => {
              setSearchKey(value.trim() || undefined);
              toFirstPage();
            }}
            enterButton={t('filter.search')}
            data-testid="member-search"
          />
        </Space>
      </Card>
      <Card
        title={<CountTitle title={t('members.title')} total={data ? t('members.total', { count: data.count }) : undefined} />}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/group_management')}>{t('members.back')}</Button>}
      >
        <PagedTable<TGroupMember> columns={columns} page={data} loading={isFetching} paged={paged} scroll={{ x: 800 }} emptyText={t('members.empty')} />
      </Card>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { App, Button, Card, Input, Segmented, Space, Upload, type TableColumnsType } from 'antd';
import { DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, RESPONSIBLE_ROLES, type ResponsibleRole, type TResponsiblePersonRow } from '@portal/contract';
import { Confirm } from '../../components/confirm';
import { CountTitle } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { downloadResponsibleTemplate, useDeleteResponsible, useImportResponsible, useResponsiblePage } from '../../api/inquiry';
import { ResponsibleFormModal } from './responsible-persons-form-modal';

const DASH = '-';
const text = (value: string | null | undefined) => (value ? value : DASH);
/** A sheet of a few thousand rows is far below this (the server takes 10 MB). */
const IMPORT_MAX_MB = 10;

/**
 * Spec §2 responsiblePersonManagement: the processing group (who handles an area, and its
 * leaders), the expert group and the department leaders; imported from a spreadsheet, removed
 * one by one. Routing of new inquiries follows these rows at once.
 */
export default function ResponsiblePage() {
  const { t } = useTranslation('responsible-persons');
  const { message } = App.useApp();
  const [role, setRole] = useState<ResponsibleRole>('PROCESSOR');
  const [keyword, setKeyword] = useState<string | undefined>();
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage, rowNumber } = paged;
  const query = useMemo(() => ({ role, keyword, ...paging }), [role, keyword, paging]);
  const { data, isFetching, refetch } = useResponsiblePage(query);
  const remove = useDeleteResponsible();
  const importer = useImportResponsible();
  /** The form: closed, a new entry, or the entry edited. */
  const [editing, setEditing] = useState<{ entry?: TResponsiblePersonRow } | null>(null);

  const onRole = (next: ResponsibleRole) => {
    setRole(next);
    toFirstPage();
  };

  const onSearch = (value: string) => {
    setKeyword(value.trim() || undefined);
    toFirstPage();
  };

  const beforeUpload = (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      void message.warning(t('import.wrongType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMPORT_MAX_MB * 1024 * 1024) {
      void message.warning(t('import.tooLarge', { max: IMPORT_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    importer.mutate(file, {
      onSuccess: (result) => void message.success(t('import.done', { imported: result.imported, unchanged: result.unchanged })),
    });
    return false;
  };

  const onDelete = async (row: TResponsiblePersonRow) => {
    try {
      await remove.mutateAsync(row.id);
      void message.success(t('list.deleted', { name: row.name || row.username }));
    } catch {
      /* shown by the http client */
    }
  };

  const username = { key: 'username', title: t('columns.username'), dataIndex: 'username', width: 140, ellipsis: true, render: text };
  const area = (titleKey: string) => ({ key: 'areaName', title: t(titleKey), dataIndex: 'areaName', width: 180, ellipsis: true, render: (v: string) => v || t('list.everyArea') });
  const department = { key: 'department', title: t('columns.department'), dataIndex: 'department', width: 180, ellipsis: true, render: text };
  const byRole: Record<ResponsibleRole, TableColumnsType<TResponsiblePersonRow>> = {
    PROCESSOR: [
      area('columns.areaName'),
      username,
      { key: 'name', title: t('columns.processorName'), dataIndex: 'name', width: 140, ellipsis: true, render: text },
      { key: 'leaderUsername', title: t('columns.leaderUsername'), dataIndex: 'leaderUsername', width: 160, ellipsis: true, render: text },
      { key: 'leaderName', title: t('columns.leaderName'), dataIndex: 'leaderName', width: 160, ellipsis: true, render: text },
    ],
    EXPERT: [
      { key: 'processorTypeDesc', title: t('columns.processorTypeDesc'), dataIndex: 'processorTypeDesc', width: 120, render: text },
      area('columns.chargeArea'),
      { key: 'name', title: t('columns.expertName'), dataIndex: 'name', width: 140, ellipsis: true, render: text },
      username,
      department,
    ],
    LEADER: [
      department,
      { key: 'name', title: t('columns.deptLeaderName'), dataIndex: 'name', width: 140, ellipsis: true, render: text },
      username,
      area('columns.areaName'),
    ],
  };
  const columns: TableColumnsType<TResponsiblePersonRow> = [
    { key: 'index', title: t('columns.index'), width: 64, render: (_, __, i) => rowNumber(i) },
    ...byRole[role],
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ entry: row })} data-testid={`responsible-edit-${row.username}`}>
            {t('list.edit')}
          </Button>
          <Confirm
            title={t('list.delete')}
            description={t('list.confirmDelete', { name: row.name || row.username })}
            danger
            onConfirm={() => onDelete(row)}
          >
            <Button type="link" size="small" danger loading={remove.isPending && remove.variables === row.id} data-testid={`responsible-delete-${row.username}`}>
              {t('list.delete')}
            </Button>
          </Confirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="page responsible-page" data-testid="responsible-page">
      <div className="page-heading">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </div>
      <Card>
        <Space wrap size="middle" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Segmented<ResponsibleRole>
            value={role}
            onChange={onRole}
            options={RESPONSIBLE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            data-testid="responsible-role"
          />
          <Input.Search
            allowClear
            style={{ width: 360, maxWidth: '100%' }}
            prefix={<SearchOutlined />}
            placeholder={t('filter.keywordPlaceholder')}
            maxLength={LIMITS.searchKeyMax}
            onSearch={onSearch}
            enterButton={t('filter.search')}
            data-testid="responsible-search"
          />
        </Space>
      </Card>
      <Card
        title={<CountTitle title={t(`roles.${role}`)} total={data ? t('list.total', { count: data.count }) : undefined} />}
        extra={
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="responsible-add">
              {t('form.addTitle')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadResponsibleTemplate().catch(() => undefined)}>
              {t('import.template')}
            </Button>
            <Upload accept=".xlsx" showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
              <Button icon={<UploadOutlined />} loading={importer.isPending} data-testid="responsible-import">
                {t('import.button')}
              </Button>
            </Upload>
            <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching && !remove.isPending}>
              {t('list.refresh')}
            </Button>
          </Space>
        }
      >
        <PagedTable<TResponsiblePersonRow>
          columns={columns}
          page={data}
          loading={isFetching}
          paged={paged}
          scroll={{ x: 900 }}
          emptyText={t('list.empty')}
        />
      </Card>
      <ResponsibleFormModal open={!!editing} entry={editing?.entry} role={role} onClose={() => setEditing(null)} />
    </div>
  );
}

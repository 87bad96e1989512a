import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Col, Empty, Input, Row, Space, Tag, Tooltip, Tree, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, FolderAddOutlined, FolderOutlined, LinkOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TDownloadFile, TDownloadFolderNode } from '@portal/contract';
import { Confirm } from '../../components/confirm';
import { CountTitle } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { Permission, usePermission } from '../../app/permission';
import { useDeleteEntry, useDeleteFolder, useFolderFiles, useFolderTree, useSearchFiles } from '../../api/downloads';
import { DownloadLink, formatSize } from './download-link';
import { EntryModal, type EntryMode } from './entry-modal';
import { FolderModal } from './folder-modal';

function findNode(nodes: TDownloadFolderNode[], id: string | undefined): TDownloadFolderNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Spec §2 download_management: the folder tree on the left, the selected folder's entries (or a
 * search within what the user may see) on the right; each change behind its permission (spec §6).
 */
export default function DownloadManagementPage() {
  const { t } = useTranslation('downloads');
  const { message } = App.useApp();
  const { has } = usePermission();
  const tree = useFolderTree();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const [selected, setSelected] = useState<string | undefined>();
  const [key, setKey] = useState<string | undefined>();
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage } = paged;
  const folder = findNode(nodes, selected);

  // The first folder is open at the start, and again when the selected one is deleted.
  useEffect(() => {
    if (nodes.length && !findNode(nodes, selected)) setSelected(nodes[0].id);
  }, [nodes, selected]);

  const list = useFolderFiles(!key && selected ? { folderId: selected, ...paging } : undefined);
  const found = useSearchFiles(key ? { key, ...paging } : undefined);
  const data = key ? found.data : list.data;
  const fetching = key ? found.isFetching : list.isFetching;

  const [folderEdit, setFolderEdit] = useState<{ folder?: { id: string; name: string }; parentId?: string | null } | null>(null);
  const [entryEdit, setEntryEdit] = useState<{ mode: EntryMode; entry?: TDownloadFile } | null>(null);
  const removeFolder = useDeleteFolder();
  const removeEntry = useDeleteEntry();

  const onDeleteFolder = async () => {
    if (!folder) return;
    try {
      await removeFolder.mutateAsync(folder.id);
      void message.success(t('folder.deleted', { name: folder.name }));
    } catch {
      /* shown by the http client */
    }
  };
  const onDeleteEntry = async (row: TDownloadFile) => {
    try {
      await removeEntry.mutateAsync(row.id);
      void message.success(t('entry.deleted', { name: row.name }));
    } catch {
      /* shown by the http client */
    }
  };

  const treeData = useMemo(() => {
    const walk = (list: TDownloadFolderNode[]): { key: string; title: React.ReactNode; icon: React.ReactNode; children: unknown[] }[] => list.map((n) => ({
      key: n.id,
      icon: <FolderOutlined />,
      title: <span data-testid={`download-folder-${n.name}`}>{n.name} <Typography.Text type="secondary">({n.fileCount})</Typography.Text></span>,
      children: walk(n.children),
    }));
    return walk(nodes);
  }, [nodes]);

  const columns: TableColumnsType<TDownloadFile> = [
    {
      key: 'name', title: t('columns.name'), dataIndex: 'name', ellipsis: true,
      render: (name: string, row) => (
        <div className="download-name-cell">
          <Space size={4}>
            {row.source === 'LINK' && <LinkOutlined />}
            <span data-testid={`download-row-${name}`}>{name}</span>
          </Space>
          {row.remarks && <Typography.Text type="secondary" ellipsis={{ tooltip: row.remarks }} style={{ display: 'block', fontSize: 12 }}>{row.remarks}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'type', title: t('columns.type'), dataIndex: 'type', width: 130,
      render: (v: string, row) => <Space size={4}><Tag>{v === 'link' ? t('sources.LINK') : v.toUpperCase()}</Tag>{row.source === 'LOCAL' && <Typography.Text type="secondary">{formatSize(row.size)}</Typography.Text>}</Space>,
    },
    { key: 'category', title: t('columns.category'), dataIndex: 'category', width: 100, render: (v: string) => t(`categories.${v}`) },
    {
      key: 'audience', title: t('columns.audience'), width: 150,
      render: (_, row) => (row.isPublic
        ? <Tag color="green">{t('audience.public')}</Tag>
        : row.groups.length ? row.groups.map((g) => <Tag key={g.id} color="blue">{g.name}</Tag>) : <Tag>{t('audience.admins')}</Tag>),
    },
    { key: 'downloadCount', title: t('columns.downloads'), dataIndex: 'downloadCount', width: 110, align: 'right', render: (v: number, row) => <span data-testid={`download-count-${row.name}`}>{v}</span> },
    { key: 'updateTime', title: t('columns.updated'), dataIndex: 'updateTime', width: 110, render: (v: string) => dayjs(v).format('YYYY-MM-DD') },
    {
      key: 'actions', title: t('columns.actions'), width: 180, fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Permission code="PER_DOWNLOAD_AREA_DOWNLOAD">
            <DownloadLink id={row.id} source={row.source}>{row.source === 'LINK' ? t('actions.open') : t('actions.download')}</DownloadLink>
          </Permission>
          <Permission code="PER_DOWNLOAD_AREA_UPLOAD">
            <Tooltip title={t('actions.edit')}>
              <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('actions.edit')} onClick={() => setEntryEdit({ mode: 'edit', entry: row })} data-testid={`download-edit-${row.name}`} />
            </Tooltip>
          </Permission>
          <Permission code="PER_DOWNLOAD_AREA_DELETE">
            <Confirm
              title={t('actions.delete')}
              description={t('entry.confirmDelete', { name: row.name })}
              danger
              onConfirm={() => onDeleteEntry(row)}
            >
              <Tooltip title={t('actions.delete')}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} data-testid={`download-delete-${row.name}`} />
              </Tooltip>
            </Confirm>
          </Permission>
        </Space>
      ),
    },
  ];

  const folderActions = (
    <Space size={0} wrap>
      {has('PER_DOWNLOAD_AREA_FOLDER_ADD') && (
        <>
          <Tooltip title={t('folder.addTop')}>
            <Button type="text" size="small" icon={<FolderAddOutlined />} onClick={() => setFolderEdit({ parentId: null })} data-testid="download-folder-add-top">{t('folder.top')}</Button>
          </Tooltip>
          <Tooltip title={folder ? t('folder.addUnder', { name: folder.name }) : t('folder.addTop')}>
            <Button type="text" size="small" icon={<FolderAddOutlined />} onClick={() => setFolderEdit({ parentId: folder?.id ?? null })} data-testid="download-folder-add" />
          </Tooltip>
        </>
      )}
      <Permission code="PER_DOWNLOAD_AREA_FOLDER_UPDATE">
        <Tooltip title={t('folder.renameTitle')}>
          <Button type="text" size="small" icon={<EditOutlined />} disabled={!folder} onClick={() => folder && setFolderEdit({ folder })} data-testid="download-folder-rename" />
        </Tooltip>
      </Permission>
      <Permission code="PER_DOWNLOAD_AREA_FOLDER_DELETE">
        <Confirm
          title={t('folder.delete')}
          description={t('folder.confirmDelete', { name: folder?.name ?? '' })}
          danger
          onConfirm={() => onDeleteFolder()}
          disabled={!folder}
        >
          <Tooltip title={t('folder.delete')}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!folder} data-testid="download-folder-delete" />
          </Tooltip>
        </Confirm>
      </Permission>
    </Space>
  );

  return (
    <div className="page download-management-page" data-testid="download-management-page">
      <div className="page-heading">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </div>
      <Row gutter={[16, 16]} wrap>
        <Col xs={24} md={8} xl={6}>
          <Card title={t('folder.title')} extra={folderActions} size="small" styles={{ body: { minHeight: 360 } }}>
            {nodes.length ? (
              <Tree
                showIcon
                blockNode
                defaultExpandAll
                selectedKeys={selected ? [selected] : []}
                treeData={treeData as never}
                onSelect={(keys) => {
                  if (!keys.length) return;
                  setSelected(String(keys[0]));
                  setKey(undefined);
                  toFirstPage();
                }}
                data-testid="download-tree"
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tree.isLoading ? t('list.loading') : t('folder.empty')} />
            )}
          </Card>
        </Col>
        <Col xs={24} md={16} xl={18}>
          <Card
            title={<CountTitle title={key ? t('list.searchTitle', { key }) : folder?.name ?? t('list.title')} total={data ? t('list.total', { count: data.count }) : undefined} />}
            extra={(
              <Space wrap>
                <Input.Search
                  allowClear
                  style={{ width: 260 }}
                  placeholder={t('list.searchPlaceholder')}
                  maxLength={100}
                  onSearch={(value) => {
                    setKey(value.trim() || undefined);
                    toFirstPage();
                  }}
                  data-testid="download-search"
                />
                {has('PER_DOWNLOAD_AREA_UPLOAD') && (
                  <>
                    <Button type="primary" icon={<UploadOutlined />} disabled={!folder} onClick={() => setEntryEdit({ mode: 'upload' })} data-testid="download-upload">{t('actions.upload')}</Button>
                    <Button icon={<LinkOutlined />} disabled={!folder} onClick={() => setEntryEdit({ mode: 'link' })} data-testid="download-add-link">{t('actions.addLink')}</Button>
                  </>
                )}
                <Button icon={<ReloadOutlined />} onClick={() => void (key ? found.refetch() : list.refetch())} aria-label={t('list.refresh')} />
              </Space>
            )}
          >
            <PagedTable<TDownloadFile> columns={columns} page={data} loading={fetching} paged={paged} scroll={{ x: 960 }} emptyText={t('list.empty')} />
          </Card>
        </Col>
      </Row>
      <FolderModal open={!!folderEdit} folder={folderEdit?.folder} parentId={folderEdit?.parentId} onClose={() => setFolderEdit(null)} />
      <EntryModal mode={entryEdit?.mode ?? null} entry={entryEdit?.entry} folderId={selected} tree={nodes} onClose={() => setEntryEdit(null)} />
    </div>
  );
}

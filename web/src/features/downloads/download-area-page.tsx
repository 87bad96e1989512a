import { useMemo, useState } from 'react';
import { Card, Col, Empty, Input, Row, Space, Tag, Tree, TreeSelect, Typography, type TableColumnsType } from 'antd';
import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TDownloadFolderNode, TDownloadMinFile } from '@portal/contract';
import { useReaderFiles, useReaderTree } from '../../api/downloads';
import { Permission } from '../../app/permission';
import { useDevice } from '../../app/device';
import { CountTitle } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { DownloadLink, formatSize } from './download-link';
import { FILE_ICONS } from './download-area-card';
import './downloads.css';

/** The tree's key of "all files" (folders are keyed by their id). */
const ALL = 'all';

interface FolderOption { key: string; value: string; title: React.ReactNode; children: FolderOption[] }

function findFolder(nodes: TDownloadFolderNode[], id: string): TDownloadFolderNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findFolder(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * download_area: the download area as a dealer reads it (issue 20 §15), in the main navigation.
 * The folders that hold something for the reader, every entry of a folder and its subfolders
 * newest first with its date, a search by name; download_management is where the area is run.
 */
export default function DownloadAreaPage() {
  const { t } = useTranslation('downloads');
  const device = useDevice();
  const phone = device === 'mobile';
  // the folder tree beside the list needs a desktop's width; smaller screens pick the folder from a list
  const picker = device !== 'desktop';
  const tree = useReaderTree();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const [folderId, setFolderId] = useState<string>(ALL);
  const [key, setKey] = useState('');
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage } = paged;
  const files = useReaderFiles({ ...paging, folderId: folderId === ALL ? undefined : folderId, key });
  const folder = folderId === ALL ? undefined : findFolder(nodes, folderId);
  const total = nodes.reduce((sum, n) => sum + n.fileCount, 0);

  const options = useMemo(() => {
    const walk = (list: TDownloadFolderNode[]): FolderOption[] => list.map((n) => ({
      key: n.id,
      value: n.id,
      title: <span data-testid={`download-area-folder-${n.name}`}>{n.name} <Typography.Text type="secondary">({n.fileCount})</Typography.Text></span>,
      children: walk(n.children),
    }));
    return [{ key: ALL, value: ALL, title: <span data-testid="download-area-folder-all">{t('area.allFiles')} <Typography.Text type="secondary">({total})</Typography.Text></span>, children: walk(nodes) }];
  }, [nodes, total, t]);

  const choose = (id: string) => {
    setFolderId(id);
    toFirstPage();
  };
  const date = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

  const columns: TableColumnsType<TDownloadMinFile> = [
    {
      key: 'name', title: t('columns.name'), dataIndex: 'name',
      render: (name: string, row) => {
        const Icon = FILE_ICONS[row.type] ?? FileOutlined;
        return (
          <div className="download-reader-name" data-testid={`download-area-row-${name}`}>
            <Icon className="download-reader-icon" />
            <div className="download-reader-text">
              <Typography.Text strong ellipsis={{ tooltip: name }}>{name}</Typography.Text>
              {/* the category, and on a phone the size and date its columns leave out */}
              <span className="download-reader-meta">
                <Tag bordered={false}>{t(`categories.${row.category}`)}</Tag>
                {row.source === 'LOCAL' && <span className="download-reader-phone">{formatSize(row.size)}</span>}
                <span className="download-reader-phone">{t('area.updated', { date: date(row.updateTime) })}</span>
              </span>
            </div>
          </div>
        );
      },
    },
    { key: 'size', title: t('columns.size'), dataIndex: 'size', width: 100, align: 'right', responsive: ['md'], render: (v: number, row) => (row.source === 'LOCAL' ? formatSize(v) : t('sources.LINK')) },
    {
      key: 'updateTime', title: t('columns.updated'), dataIndex: 'updateTime', width: 120, responsive: ['sm'],
      render: (v: string, row) => <span data-testid={`download-area-date-${row.name}`}>{date(v)}</span>,
    },
    { key: 'downloadCount', title: t('columns.downloads'), dataIndex: 'downloadCount', width: 110, align: 'right', responsive: ['lg'] },
    {
      key: 'actions', title: phone ? '' : t('columns.actions'), width: phone ? 56 : 130, align: phone ? 'right' : 'left',
      render: (_, row) => (
        <Permission code="PER_DOWNLOAD_AREA_DOWNLOAD">
          <DownloadLink id={row.id} source={row.source} testId={`download-area-get-${row.name}`}>
            {phone ? null : row.source === 'LINK' ? t('actions.open') : t('actions.download')}
          </DownloadLink>
        </Permission>
      ),
    },
  ];

  const heading = key ? t('area.searchIn', { key }) : folder?.name ?? t('area.allFiles');
  return (
    <div className="page download-area-page" data-testid="download-area-page">
      <div className="page-heading">
        <h1>{t('area.title')}</h1>
        <p>{t('area.subtitle')}</p>
      </div>
      <Row gutter={[16, 16]}>
        {!picker && (
          <Col span={8} xl={6}>
            <Card title={t('area.folders')} size="small" className="download-reader-folders">
              {tree.isLoading ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.loading')} />
              ) : (
                <Tree
                  showIcon
                  blockNode
                  defaultExpandAll
                  icon={<FolderOutlined />}
                  selectedKeys={[folderId]}
                  treeData={options}
                  onSelect={(keys) => keys.length && choose(String(keys[0]))}
                  data-testid="download-area-tree"
                />
              )}
            </Card>
          </Col>
        )}
        <Col span={picker ? 24 : 16} xl={picker ? 24 : 18}>
          <Card
            className="download-reader-list"
            title={<CountTitle title={heading} total={files.data ? t('list.total', { count: files.data.count }) : undefined} testId="download-area-count" />}
          >
            <Space className="download-reader-tools" wrap>
              {picker && (
                <TreeSelect
                  className="download-reader-picker"
                  value={folderId}
                  treeData={options}
                  treeDefaultExpandAll
                  onChange={(v) => choose(String(v))}
                  aria-label={t('area.folder')}
                  data-testid="download-area-picker"
                />
              )}
              <Input.Search
                allowClear
                className="download-reader-search"
                placeholder={t('area.searchPlaceholder')}
                maxLength={100}
                onSearch={(value) => {
                  setKey(value.trim());
                  toFirstPage();
                }}
                data-testid="download-area-search"
              />
            </Space>
            <PagedTable<TDownloadMinFile>
              columns={columns}
              page={files.data}
              loading={files.isFetching}
              paged={paged}
              tableLayout="fixed"
              emptyText={key ? t('area.emptySearch', { key }) : t('area.empty')}
              pager={{ simple: phone }}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

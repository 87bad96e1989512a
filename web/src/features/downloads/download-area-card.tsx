import { Card, Empty, List, Segmented, Space, Tag, Typography } from 'antd';
import { CloudDownloadOutlined, FileOutlined, FilePdfOutlined, FileTextOutlined, FileExcelOutlined, FileWordOutlined, LinkOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_TOP_DEFAULT, type TDownloadMinFile } from '@portal/contract';
import { useMinLatest, useMinTop } from '../../api/downloads';
import { DownloadLink, formatSize } from './download-link';

/** The icon of an entry by its type (pdf, xlsx, …, link). */
export const FILE_ICONS: Record<string, typeof FileOutlined> = {
  pdf: FilePdfOutlined, txt: FileTextOutlined, xls: FileExcelOutlined, xlsx: FileExcelOutlined, doc: FileWordOutlined, docx: FileWordOutlined, link: LinkOutlined,
};

export interface DownloadAreaCardProps {
  /** Entries per list (at most the server's DOWNLOAD_TOP_MAX). */
  limit?: number;
  className?: string;
}

/**
 * The download area as a card (spec §1: what REGISTER users see on the home page; spec §2 home
 * dashboard "download area"): the most downloaded and the newest entries the current user may
 * download, each with its download link and count. It reads only the compact API (its top and
 * files), so it stands anywhere a user with PER_DOWNLOAD_AREA_VIEW is.
 */
export function DownloadAreaCard({ limit = DOWNLOAD_TOP_DEFAULT, className }: DownloadAreaCardProps) {
  const { t } = useTranslation('downloads');
  const [tab, setTab] = useState<'top' | 'latest'>('top');
  const top = useMinTop(limit);
  const latest = useMinLatest(limit);
  const current = tab === 'top' ? top : latest;
  const rows: TDownloadMinFile[] = (tab === 'top' ? top.data : latest.data?.contents) ?? [];

  return (
    <Card
      className={className}
      title={<Space><CloudDownloadOutlined />{t('card.title')}</Space>}
      extra={(
        <Segmented
          size="small"
          value={tab}
          onChange={(v) => setTab(v as 'top' | 'latest')}
          options={[{ value: 'top', label: t('card.top') }, { value: 'latest', label: t('card.latest') }]}
          data-testid="download-card-tabs"
        />
      )}
      data-testid="download-area-card"
    >
      <List<TDownloadMinFile>
        size="small"
        loading={current.isLoading}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card.empty')} /> }}
        renderItem={(row) => {
          const Icon = FILE_ICONS[row.type] ?? FileOutlined;
          return (
            <List.Item
              data-testid={`download-card-row-${row.name}`}
              actions={[<DownloadLink key="dl" id={row.id} source={row.source}>{row.source === 'LINK' ? t('actions.open') : t('actions.download')}</DownloadLink>]}
            >
              <List.Item.Meta
                avatar={<Icon style={{ fontSize: 20, color: '#1677ff' }} />}
                title={<Typography.Text ellipsis={{ tooltip: row.name }}>{row.name}</Typography.Text>}
                description={(
                  <Space size={4} wrap separator={<span aria-hidden>·</span>}>
                    <Tag bordered={false}>{t(`categories.${row.category}`)}</Tag>
                    {row.source === 'LOCAL' && <span>{formatSize(row.size)}</span>}
                    <span data-testid={`download-card-count-${row.name}`}>{t('card.count', { count: row.downloadCount })}</span>
                  </Space>
                )}
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

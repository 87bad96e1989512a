import { useEffect, useState } from 'react';
import { Button, Descriptions, Empty, Image, List, Space, Tabs, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { VEHICLE_BULLETIN_TYPES, type TBulletinDetail } from '@portal/contract';
import { fetchStoredFile, saveStoredFile } from '../../api/files';

const when = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/** The sections of a bulletin's page; notice_preview's activeId names the one to open. */
export const BULLETIN_TABS = ['content', 'attachments', 'vehicles', 'audience'] as const;
export type BulletinTab = (typeof BULLETIN_TABS)[number];

/** The picture, fetched with the caller's token (files are not public) and shown from memory. */
function BulletinPicture({ fileId, alt }: { fileId: string; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    fetchStoredFile(fileId).then(({ blob }) => {
      url = URL.createObjectURL(blob);
      if (live) setSrc(url);
    }, () => undefined);
    return () => { live = false; if (url) URL.revokeObjectURL(url); };
  }, [fileId]);
  return src ? <Image src={src} alt={alt} style={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }} data-testid="bulletin-picture" /> : null;
}

/**
 * One bulletin as notice_detail and notice_preview show it: header, then sections (content with
 * its picture, attachments to download, the vehicles and parts a recall concerns, and for
 * previews the audience). Content was sanitized when saved.
 */
export function BulletinView({ data, tab, onTabChange, showAudience }: {
  data: TBulletinDetail; tab: BulletinTab; onTabChange: (tab: BulletinTab) => void; showAudience: boolean;
}) {
  const { t } = useTranslation('bulletins');
  const forVehicles = VEHICLE_BULLETIN_TYPES.includes(data.type);
  const list = (values: string[]) => (values.length ? <Space size={4} wrap>{values.map((v) => <Tag key={v}>{v}</Tag>)}</Space> : t('view.any'));
  const ranges = (values: { from: string; to: string }[]) => list(values.map((r) => (r.from === r.to ? r.from : `${r.from} – ${r.to}`)));
  const items = [
    {
      key: 'content', label: t('view.content'),
      children: (
        <>
          {data.picture && <div style={{ marginBottom: 16 }}><BulletinPicture fileId={data.picture.id} alt={data.theme} /></div>}
          <div className="bulletin-content" dangerouslySetInnerHTML={{ __html: data.content }} />
        </>
      ),
    },
    {
      key: 'attachments', label: `${t('view.attachments')} (${data.attachments.length})`,
      children: data.attachments.length ? (
        <List
          size="small" dataSource={data.attachments} data-testid="bulletin-attachments"
          renderItem={(f) => <List.Item><Button type="link" icon={<PaperClipOutlined />} onClick={() => void saveStoredFile(f.id)}>{f.fileName}</Button></List.Item>}
        />
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('view.noAttachments')} />,
    },
    ...(forVehicles ? [{
      key: 'vehicles', label: t('view.vehicles'),
      children: (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('form.models')}>{list(data.audience.models)}</Descriptions.Item>
          <Descriptions.Item label={t('form.vinRanges')}>{ranges(data.audience.vinRanges)}</Descriptions.Item>
          <Descriptions.Item label={t('form.productionDates')}>{ranges(data.audience.productionDates)}</Descriptions.Item>
          <Descriptions.Item label={t('form.partCodes')}>{data.partCodes.length ? list(data.partCodes) : t('view.none')}</Descriptions.Item>
        </Descriptions>
      ),
    }] : []),
    ...(showAudience ? [{
      key: 'audience', label: t('view.audience'),
      children: data.isPublic ? <Typography.Text>{t('view.public')}</Typography.Text> : (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('form.userTypes')}>{list(data.audience.userTypes)}</Descriptions.Item>
          <Descriptions.Item label={t('form.countries')}>{list(data.audience.countries)}</Descriptions.Item>
          <Descriptions.Item label={t('form.groups')}>{list(data.groups.map((g) => `${g.name} (${g.code})`))}</Descriptions.Item>
        </Descriptions>
      ),
    }] : []),
  ];
  const active = items.some((i) => i.key === tab) ? tab : 'content';
  return (
    <>
      <Typography.Title level={3}>{data.theme}</Typography.Title>
      <Space wrap>
        <Tag color={data.type === 'RECALL_TYPE' ? 'red' : 'blue'}>{t(`type.${data.type}`)}</Tag>
        {data.isTop && <Tag color="red">{t('top')}</Tag>}
      </Space>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ margin: '12px 0' }}>
        <Descriptions.Item label={t('columns.creator')}>{data.creatorName}</Descriptions.Item>
        <Descriptions.Item label={t('columns.period')}>{`${when(data.startTime)} – ${when(data.endTime)}`}</Descriptions.Item>
        <Descriptions.Item label={t('columns.visits')}>{data.visitCount}</Descriptions.Item>
      </Descriptions>
      <Tabs activeKey={active} onChange={(k) => onTabChange(k as BulletinTab)} items={items} />
    </>
  );
}

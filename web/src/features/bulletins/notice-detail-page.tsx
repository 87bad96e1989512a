import { Card, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBulletin } from './bulletins-api';

const when = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/** One bulletin; opening it counts a visit and marks it read. Content was sanitized when saved. */
export default function NoticeDetailPage() {
  const { t } = useTranslation('bulletins');
  const { id } = useParams();
  const { data, isLoading } = useBulletin(id);
  if (isLoading || !data) return <Spin />;
  return (
    <Card data-testid="notice-detail">
      <Typography.Title level={3}>{data.theme}</Typography.Title>
      <Space wrap>
        <Tag color="blue">{t(`type.${data.type}`)}</Tag>
        {data.isTop && <Tag color="red">{t('top')}</Tag>}
      </Space>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ margin: '12px 0' }}>
        <Descriptions.Item label={t('columns.creator')}>{data.creatorName}</Descriptions.Item>
        <Descriptions.Item label={t('columns.period')}>{`${when(data.startTime)} – ${when(data.endTime)}`}</Descriptions.Item>
        <Descriptions.Item label={t('columns.visits')}>{data.visitCount}</Descriptions.Item>
      </Descriptions>
      <div className="bulletin-content" dangerouslySetInnerHTML={{ __html: data.content }} />
      {data.attachments.length > 0 && (
        <ul>{data.attachments.map((f) => <li key={f.id}>{f.fileName}</li>)}</ul>
      )}
    </Card>
  );
}

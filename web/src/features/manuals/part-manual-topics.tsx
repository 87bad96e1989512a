import { Empty, Skeleton } from 'antd';
import { FileTextOutlined, RightOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPartTopic } from '@portal/contract';
import { usePartTopics, type PartTopicKind } from '../../api/manuals';
import './manuals.css';

interface PartManualTopicsProps {
  partId: string;
  kind: PartTopicKind;
  /** Diagrams print the part code in the component's box: it is found and ringed when one opens. */
  partCode?: string;
}

/**
 * The part detail's service-manual and circuit-diagram tabs (spec §2): the topics or wiring
 * diagrams that mention the part, each opening in the manual view.
 */
export function PartManualTopics({ partId, kind, partCode }: PartManualTopicsProps) {
  const { t } = useTranslation('manuals');
  const navigate = useNavigate();
  const { data, isLoading } = usePartTopics(partId, kind);
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data?.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(kind === 'service' ? 'part.serviceEmpty' : 'part.circuitEmpty')} data-testid={`part-${kind}-empty`} />;
  }
  const open = (topic: TPartTopic) => {
    const query = new URLSearchParams({ topic: topic.topicId });
    if (topic.kind === 'DIAGRAM' && partCode) query.set('find', partCode);
    navigate(`/manual/${topic.rootId}?${query.toString()}`);
  };
  return (
    <div className="part-topics" data-testid={`part-${kind}-topics`}>
      <div className="manual-muted part-topics-count">{t(kind === 'service' ? 'part.serviceCount' : 'part.circuitCount', { count: data.length })}</div>
      <ul className="part-topic-list">
        {data.map((topic) => (
          <li key={topic.topicId}>
            <button type="button" className="part-topic" onClick={() => open(topic)} data-testid="part-topic">
              <span className="part-topic-icon">{topic.kind === 'DIAGRAM' ? <ThunderboltOutlined /> : <FileTextOutlined />}</span>
              <span className="part-topic-text">
                <span className="part-topic-title">{topic.title}</span>
                <span className="part-topic-path">
                  {topic.rootName} · {t('view.version', { version: topic.version })}
                  {topic.path.length > 0 && <> · {topic.path.join(' › ')}</>}
                </span>
              </span>
              <RightOutlined className="part-topic-go" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

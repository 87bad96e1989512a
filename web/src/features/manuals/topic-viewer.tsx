import { useEffect, useState } from 'react';
import { Alert, App, Breadcrumb, Button, Result, Select, Skeleton, Space, Tag, Tooltip } from 'antd';
import { FileTextOutlined, LeftOutlined, PrinterOutlined, RightOutlined, StarFilled, StarOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language, type TManualNodeRef, type TTopicDetail } from '@portal/contract';
import { useRecordOpen } from '../../api/logs';
import { diagramUrl, logTopicView, useTopicDocumentUrl, useFavoriteTopic, useTopic, useUnfavoriteTopic } from '../../api/manuals';
import { usePermission } from '../../app/permission';
import { currentLanguage } from '../../i18n';
import { CircuitViewer } from '../../components/circuit-viewer';
import { TopicFrame } from '../../components/topic-frame';
import { PrintPreview } from './print-preview';

/** The viewer shows breadcrumbs and title above the frame: the document's own head line and title stay for print. */
const VIEWER_CSS = '.manual-head, article.topic > h1:first-child { display: none; } body { padding-top: 14px; }';

interface TopicViewerProps {
  topicId: string;
  /** The body language asked for; undefined: the user's language (the server falls back). */
  lang?: Language;
  onLangChange: (lang: Language) => void;
  /** Opens another topic (previous/next, a breadcrumb's chapter does not open). */
  onOpen: (node: TManualNodeRef) => void;
  /** A label to find at once when the topic is a wiring diagram (`?find=`). */
  find?: string;
}

function StepButton({ node, direction, onOpen }: { node: TManualNodeRef | null; direction: 'previous' | 'next'; onOpen: (n: TManualNodeRef) => void }) {
  const { t } = useTranslation('manuals');
  const label = t(`view.${direction}`);
  return (
    <Tooltip title={node?.title}>
      <Button
        icon={direction === 'previous' ? <LeftOutlined /> : undefined}
        disabled={!node}
        onClick={() => node && onOpen(node)}
        data-testid={`topic-${direction}`}
      >
        {label}
        {direction === 'next' && <RightOutlined />}
      </Button>
    </Tooltip>
  );
}

/** The foot of a topic: where previous and next lead, with their titles. */
function StepFooter({ detail, onOpen }: { detail: TTopicDetail; onOpen: (n: TManualNodeRef) => void }) {
  const { t } = useTranslation('manuals');
  return (
    <nav className="topic-steps" aria-label={t('view.contents')}>
      {detail.prev ? (
        <button type="button" className="topic-step" onClick={() => onOpen(detail.prev!)} data-testid="topic-footer-previous">
          <span className="topic-step-label"><LeftOutlined /> {t('view.previous')}</span>
          <span className="topic-step-title">{detail.prev.title}</span>
        </button>
      ) : <span />}
      {detail.next ? (
        <button type="button" className="topic-step is-next" onClick={() => onOpen(detail.next!)} data-testid="topic-footer-next">
          <span className="topic-step-label">{t('view.next')} <RightOutlined /></span>
          <span className="topic-step-title">{detail.next.title}</span>
        </button>
      ) : <span />}
    </nav>
  );
}

/**
 * One topic beside the tree: breadcrumbs, title, previous/next, favourite and print; the body in
 * a sandboxed frame (topics) or the wiring-diagram viewer (diagrams), then the parts it names.
 */
export function TopicViewer({ topicId, lang, onLangChange, onOpen, find }: TopicViewerProps) {
  const { t } = useTranslation('manuals');
  const { message } = App.useApp();
  const { has } = usePermission();
  const [printing, setPrinting] = useState<TTopicDetail | null>(null);
  const query = useTopic(topicId, lang);
  const favorite = useFavoriteTopic();
  const unfavorite = useUnfavoriteTopic();
  const detail = query.data;
  const shownId = detail?.node.id;
  const shownLang = detail?.lang ?? undefined;
  const documentUrl = useTopicDocumentUrl(detail && detail.node.kind !== 'DIAGRAM' ? detail : undefined);

  // each topic opened is logged once (spec §7 recordByTopicId), and counted in the click report (decision 041)
  useEffect(() => {
    if (shownId) void logTopicView(shownId, shownLang);
  }, [shownId]); // eslint-disable-line react-hooks/exhaustive-deps
  useRecordOpen(detail ? { objectType: 'TOPIC', objectId: detail.node.id, objectCode: detail.node.code, objectName: detail.node.title } : undefined);

  if (query.isLoading) return <div className="topic-viewer"><Skeleton active paragraph={{ rows: 14 }} /></div>;
  if (query.isError || !detail) {
    return <Result status="warning" title={t('view.loadFailed')} subTitle={(query.error as Error | null)?.message} />;
  }

  const isDiagram = detail.node.kind === 'DIAGRAM';
  const isStale = detail.node.id !== topicId; // the previous topic stays while the next loads
  const wanted = lang ?? currentLanguage();
  const addFavorite = () =>
    favorite.mutate(detail.node.id, { onSuccess: () => void message.success(t('view.favoriteDone')) });
  const removeFavorite = () =>
    unfavorite.mutate(detail.node.id, { onSuccess: () => void message.success(t('view.unfavoriteDone')) });
  const canRemoveFavorite = has('PER_FAVORITE_CANCEL');

  return (
    <div className={`topic-viewer${isStale ? ' is-loading' : ''}`} data-testid="topic-viewer" data-topic-id={detail.node.id}>
      <div className="topic-head">
        <Breadcrumb
          className="topic-breadcrumb"
          data-testid="topic-breadcrumb"
          items={[{ key: 'root', title: detail.root.name }, ...detail.breadcrumbs.map((b) => ({ key: b.id, title: b.title }))]}
        />
        <div className="topic-title-row">
          <h2 className="topic-title" data-testid="topic-title">
            {isDiagram ? <ThunderboltOutlined className="topic-title-icon" /> : <FileTextOutlined className="topic-title-icon" />}
            {detail.node.title}
          </h2>
          <Space wrap className="topic-tools">
            {detail.languages.length > 1 && (
              <Select
                size="middle"
                value={detail.lang ?? undefined}
                onChange={(value: Language) => onLangChange(value)}
                options={detail.languages.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                aria-label={t('view.language')}
                className="topic-language"
                data-testid="topic-language"
                popupMatchSelectWidth={false}
              />
            )}
            {has('PER_FAVORITE_ADD') && (
              <Tooltip title={detail.favoriteId ? (canRemoveFavorite ? t('view.unfavorite') : t('view.favorited')) : t('view.favorite')}>
                <Button
                  icon={detail.favoriteId ? <StarFilled className="topic-star-on" /> : <StarOutlined />}
                  onClick={detail.favoriteId ? (canRemoveFavorite ? removeFavorite : undefined) : addFavorite}
                  loading={favorite.isPending || unfavorite.isPending}
                  aria-pressed={!!detail.favoriteId}
                  aria-label={detail.favoriteId ? t('view.favorited') : t('view.favorite')}
                  data-testid="topic-favorite"
                />
              </Tooltip>
            )}
            {has('PER_MANUAL_PRINT') && !isDiagram && (
              <Button icon={<PrinterOutlined />} onClick={() => setPrinting(detail)} data-testid="topic-print">
                {t('view.printPreview')}
              </Button>
            )}
            <StepButton node={detail.prev} direction="previous" onOpen={onOpen} />
            <StepButton node={detail.next} direction="next" onOpen={onOpen} />
          </Space>
        </div>
        {detail.root.status !== 'EFFECTIVE' && (
          <Alert type="warning" showIcon className="topic-alert" title={t(detail.root.status === 'PENDING' ? 'view.pendingNotice' : 'view.invalidNotice')} />
        )}
        {detail.lang && detail.lang !== wanted && !lang && (
          <Alert type="info" showIcon className="topic-alert" title={t('view.languageFallback', { language: LANGUAGE_NAMES[detail.lang] })} data-testid="topic-language-fallback" />
        )}
      </div>

      <div className={`topic-scroll${isDiagram ? ' has-diagram' : ''}`}>
        <div className={isDiagram ? 'topic-diagram' : 'topic-body'}>
          {isDiagram ? (
            <CircuitViewer key={detail.node.id} url={diagramUrl(detail)} title={detail.node.title} initialQuery={find} />
          ) : (
            documentUrl ? <TopicFrame key={`${detail.node.id}-${detail.lang}`} src={documentUrl} title={detail.node.title} css={VIEWER_CSS} /> : <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </div>

        <div className="topic-foot">
          <StepFooter detail={detail} onOpen={onOpen} />
          <div className="topic-parts" data-testid="topic-parts">
            <div className="topic-parts-title">{t('view.parts')}</div>
            {detail.parts.length === 0 ? (
              <div className="manual-muted topic-parts-empty">{t('view.partsNone')}</div>
            ) : (
              <div className="topic-part-list">
                {detail.parts.map((p) =>
                  p.partId ? (
                    <Link key={p.partCode} to={`/part/${p.partId}`} className="topic-part" title={t('view.openPart')}>
                      <span className="topic-part-code">{p.partCode}</span>
                      {p.partName && <span className="topic-part-name">{p.partName}</span>}
                    </Link>
                  ) : (
                    <Tag key={p.partCode} className="topic-part is-unknown">{p.partCode}</Tag>
                  ),
                )}
              </div>
            )}
          </div>
        </div>
      </div>
      <PrintPreview detail={printing} onClose={() => setPrinting(null)} />
    </div>
  );
}

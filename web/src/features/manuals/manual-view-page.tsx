import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Card, Dropdown, Empty, Input, Result, Segmented, Select, Skeleton, Space, Tag, Tooltip } from 'antd';
import { DownloadOutlined, DownOutlined, ReadOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type FunctionLinkKey, type Language, type TManualNode, type TManualNodeRef, type TManualScope, type TTopicSearchHit } from '@portal/contract';
import { exportManual, useManualTree } from '../../api/manuals';
import { useRecordOpen } from '../../api/logs';
import { ApiError } from '../../api/http';
import { ENTITLEMENT_REQUIRED, VipRefusal } from '../vip';
import { useDevice } from '../../app/device';
import { usePermission } from '../../app/permission';
import { currentLanguage } from '../../i18n';
import { useElementHeight } from '../catalogue/use-element-height';
import { ManualActions } from './manual-actions';
import { ObjectFavoriteStar } from '../favorites/favorite-star';
import { ManualTree } from './manual-tree';
import { neighbours, openingTopic, searchLanguage } from './manuals-logic';
import { isScoped, scopeFromParams, withScope } from './scope';
import { TopicSearchResults } from './topic-search';
import { TopicViewer } from './topic-viewer';
import './manuals.css';
import { useTabTitle } from '../../app/tabs/tab-title';

const CURRENT_ACTION: Partial<Record<string, FunctionLinkKey>> = { SERVICE: 'SERVICE', CIRCUIT: 'CIRCUIT' };
const isReadable = (n: TManualNode) => n.kind !== 'CHAPTER';

type SidePanel = 'contents' | 'search';
type SearchScope = 'manual' | 'all';

/**
 * The manual view (spec §2): a manual's tree beside the topic viewer, a full-text search with
 * snippets, and the action buttons to the vehicle's other manuals. `?vin=` or `?code0..2=` name
 * the vehicle or model, `?topic=` opens a topic, `?q=` starts a search, `?find=` finds a label
 * on a wiring diagram, `?lang=` asks for a body language.
 */
export default function ManualViewPage() {
  const { t } = useTranslation('manuals');
  const { message } = App.useApp();
  const { rootId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const device = useDevice();
  const { has } = usePermission();
  const tree = useManualTree(rootId);
  const root = tree.data?.root;
  useTabTitle('manual', rootId, root?.name);
  // the click report (decision 041)
  useRecordOpen(root ? { objectType: 'MANUAL', objectId: root.id, objectCode: root.code, objectName: root.name } : undefined);
  const nodes = useMemo(() => tree.data?.nodes ?? [], [tree.data]);
  const urlScope = useMemo(() => scopeFromParams(params), [params]);
  // without a vehicle or model in the URL, the manual's own applicability is the scope
  const scope: TManualScope = isScoped(urlScope) ? urlScope : root ? { ...root.catelogModel } : {};

  const [topicId, setTopicId] = useState<string | null>(params.get('topic'));
  const [lang, setLang] = useState<Language | undefined>(() => (LANGUAGES as readonly string[]).includes(params.get('lang') ?? '') ? (params.get('lang') as Language) : undefined);
  const [panel, setPanel] = useState<SidePanel>(params.get('q') ? 'search' : 'contents');
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const [searchKey, setSearchKey] = useState((params.get('q') ?? '').trim());
  const [searchScope, setSearchScope] = useState<SearchScope>('manual');
  // null: follow the page's language (or Chinese for words in Chinese characters)
  const [pickedLang, setPickedLang] = useState<Language | null>(null);
  const [exporting, setExporting] = useState(false);

  // nothing chosen, or a topic of another manual: the manual's opening topic
  useEffect(() => {
    if (!tree.data) return;
    const known = topicId && neighbours(nodes, topicId, isReadable).index >= 0;
    if (!known) setTopicId(openingTopic(nodes, isReadable, tree.data.root.type === 'CIRCUIT' ? (n) => n.kind === 'DIAGRAM' : null)?.id ?? null);
  }, [tree.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const head = useRef<HTMLDivElement>(null);
  const headHeight = useElementHeight(head, 96);
  const horizontal = device === 'desktop';
  const bodyHeight = `max(480px, calc(100vh - ${headHeight + 160}px))`;
  const side = useRef<HTMLDivElement>(null);
  const sideHeight = useElementHeight(side, 520);

  const openTopic = (node: TManualNodeRef | TManualNode) => {
    setTopicId(node.id);
    setLang(undefined);
  };
  const openHit = (hit: TTopicSearchHit) => {
    if (hit.rootId !== rootId) {
      navigate(withScope(`/manual/${hit.rootId}`, scope, { topic: hit.topicId, lang: hit.lang }));
      return;
    }
    setTopicId(hit.topicId);
    setLang(hit.lang);
  };
  const searchLang = searchLanguage<Language>(searchKey, currentLanguage(), pickedLang, 'zh-CN');
  const runSearch = (text: string) => {
    setSearchKey(text.trim());
    if (text.trim()) setPanel('search');
  };

  const runExport = async (format: 'zip' | 'html', whole: boolean) => {
    if (!root) return;
    setExporting(true);
    try {
      await exportManual({ rootId: root.id, nodeId: whole ? undefined : topicId ?? undefined, format, lang: lang ?? currentLanguage() });
      void message.success(t('view.downloadDone'));
    } catch {
      /* the http client shows the server's message */
    } finally {
      setExporting(false);
    }
  };

  if (tree.isError) {
    // Only a package is missing (decision 043): say so and offer one, not a bare failure.
    const needsPackage = tree.error instanceof ApiError && tree.error.code === ENTITLEMENT_REQUIRED;
    return (
      <div className="page">
        <Card>{needsPackage ? <VipRefusal /> : <Result status="warning" title={t('view.loadFailed')} subTitle={(tree.error as Error | null)?.message} />}</Card>
      </div>
    );
  }
  if (tree.isLoading || !root) {
    return (
      <div className="page page-wide">
        <Card><Skeleton active paragraph={{ rows: 12 }} /></Card>
      </div>
    );
  }

  const exportItems = [
    ...(has('PER_MANUAL_PRINT') ? [
      { key: 'html-all', label: t('view.downloadHtml') },
      ...(topicId ? [{ key: 'html-node', label: t('view.downloadTopicHtml') }] : []),
    ] : []),
    ...(has('PER_DATA_MANAGEMENT_VIEW') ? [{ key: 'zip-all', label: t('view.downloadZip') }] : []),
  ];

  return (
    <div className="page page-wide manual-view" data-testid="manual-view">
      <div ref={head}>
        <Card className="manual-card manual-head" size="small">
          <div className="manual-head-row">
            <div className="manual-head-title">
              <h1><ReadOutlined className="manual-head-icon" /> {root.name}</h1>
              <Space size={6} wrap className="manual-head-tags">
                <Tag color="blue" variant="filled">{t(`types.${root.type}`)}</Tag>
                <Tag variant="filled">{t('view.version', { version: root.version })}</Tag>
                {root.status !== 'EFFECTIVE' && <Tag color={root.status === 'PENDING' ? 'gold' : 'red'}>{t(`statuses.${root.status}`)}</Tag>}
                {scope.vinCode && <Tag className="manual-vin">{scope.vinCode}</Tag>}
                <span className="manual-muted">{t('list.topics', { count: root.topicCount })}</span>
              </Space>
            </div>
            <Space wrap>
              <ObjectFavoriteStar objectRef="Manual" objectId={root.id} />
              {exportItems.length > 0 && (
                <Dropdown trigger={['click']} menu={{ items: exportItems, onClick: ({ key }) => void runExport(key.startsWith('zip') ? 'zip' : 'html', key.endsWith('all')) }}>
                  <Button icon={<DownloadOutlined />} loading={exporting} data-testid="manual-export">
                    {t('view.download')} <DownOutlined />
                  </Button>
                </Dropdown>
              )}
            </Space>
          </div>
          <ManualActions scope={scope} rootId={root.id} current={CURRENT_ACTION[root.type]} />
        </Card>
      </div>

      <div className={`manual-body ${horizontal ? 'is-row' : 'is-column'}`} style={{ height: horizontal ? bodyHeight : undefined }}>
        <Card className="manual-card manual-side" size="small" styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', height: '100%' } }}>
          <div className="manual-side-search">
            <Input.Search
              allowClear
              placeholder={t('search.placeholder')}
              enterButton={<SearchOutlined />}
              value={searchText}
              onChange={(e) => { setSearchText(e.target.value); if (!e.target.value) setSearchKey(''); }}
              onSearch={runSearch}
              data-testid="manual-search"
            />
            <div className="manual-side-options">
              <Segmented
                size="small"
                value={searchScope}
                onChange={(v) => setSearchScope(v as SearchScope)}
                options={[{ value: 'manual', label: t('search.scopeManual') }, { value: 'all', label: t('search.scopeAll') }]}
                data-testid="manual-search-scope"
              />
              <Tooltip title={t('search.language')}>
                <Select
                  size="small"
                  variant="borderless"
                  value={searchLang}
                  onChange={(v: Language) => setPickedLang(v)}
                  options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                  popupMatchSelectWidth={false}
                  aria-label={t('search.language')}
                  data-testid="manual-search-lang"
                />
              </Tooltip>
            </div>
          </div>
          <Segmented
            block
            className="manual-side-switch"
            value={panel}
            onChange={(v) => setPanel(v as SidePanel)}
            options={[
              { value: 'contents', label: <span data-testid="manual-panel-contents"><UnorderedListOutlined /> {t('view.contents')}</span> },
              { value: 'search', label: <span data-testid="manual-panel-search"><SearchOutlined /> {t('view.search')}</span>, disabled: !searchKey },
            ]}
          />
          <div className="manual-side-body" ref={side}>
            {panel === 'contents' || !searchKey ? (
              nodes.length ? (
                <ManualTree nodes={nodes} selectedId={topicId} onSelect={openTopic} height={Math.max(200, sideHeight - 50)} key={root.id} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('view.treeEmpty')} />
              )
            ) : (
              <TopicSearchResults
                searchKey={searchKey}
                rootId={searchScope === 'manual' ? root.id : undefined}
                scope={scope}
                lang={searchLang}
                activeId={topicId}
                onOpen={openHit}
              />
            )}
          </div>
        </Card>
        <Card className="manual-card manual-main" size="small" styles={{ body: { padding: 0, height: '100%' } }}>
          {topicId ? (
            <TopicViewer
              topicId={topicId}
              lang={lang}
              onLangChange={setLang}
              onOpen={openTopic}
              find={topicId === params.get('topic') ? params.get('find') ?? undefined : undefined}
            />
          ) : (
            <Empty className="manual-empty" image={<ReadOutlined className="manual-empty-icon" />} description={<><div>{t('view.chooseTopic')}</div><div className="manual-muted">{t('view.chooseTopicText')}</div></>} />
          )}
        </Card>
      </div>
    </div>
  );
}

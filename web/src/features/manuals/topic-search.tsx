import { useEffect, useState } from 'react';
import { Empty, Pagination, Skeleton, Tag } from 'antd';
import { FileTextOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language, TManualScope, TTopicSearchHit } from '@portal/contract';
import { useTopicSearch } from '../../api/manuals';
import { Snippet } from './snippet';

export const SEARCH_PAGE_SIZE = 10;

interface TopicSearchResultsProps {
  /** The words searched (trimmed by the caller); nothing runs while blank. */
  searchKey: string;
  /** Only this manual, else every manual of the scope. */
  rootId?: string;
  scope: TManualScope;
  lang: Language;
  /** The topic open beside the results, marked in the list. */
  activeId?: string | null;
  onOpen: (hit: TTopicSearchHit) => void;
  /** Shows the manual's name on each hit (searches across manuals). */
  showManual?: boolean;
}

/** Full-text hits with highlighted title and snippet, paged (spec §1 search with snippets). */
export function TopicSearchResults({ searchKey, rootId, scope, lang, activeId, onOpen, showManual = !rootId }: TopicSearchResultsProps) {
  const { t } = useTranslation('manuals');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [searchKey, rootId, lang]);
  const query = useTopicSearch({ key: searchKey, rootId, lang, page, pageSize: SEARCH_PAGE_SIZE, ...(rootId ? {} : scope) });
  const data = query.data;

  if (!searchKey) return null;
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 6 }} className="topic-search-loading" />;
  if (query.isError) return null; // the http client showed the reason
  if (!data || data.count === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<><div>{t('search.none', { key: searchKey })}</div><div className="manual-muted">{t('search.noneHint')}</div></>} data-testid="topic-search-empty" />;
  }
  return (
    <div className="topic-search-results" data-testid="topic-search-results">
      <div className="topic-search-count manual-muted">{data.countCapped ? t('search.resultsMore', { cap: data.count.toLocaleString(lang) }) : t('search.results', { count: data.count })}</div>
      <ol className="topic-hits">
        {data.contents.map((hit) => (
          <li key={`${hit.topicId}-${hit.lang}`}>
            <button
              type="button"
              className={`topic-hit${hit.topicId === activeId ? ' is-active' : ''}`}
              onClick={() => onOpen(hit)}
              data-testid="topic-hit"
              lang={hit.lang}
            >
              <span className="topic-hit-title">
                {hit.kind === 'DIAGRAM' ? <ThunderboltOutlined className="topic-hit-icon" /> : <FileTextOutlined className="topic-hit-icon" />}
                <Snippet html={hit.titleHighlight} />
              </span>
              {(showManual || hit.path.length > 0) && (
                <span className="topic-hit-path">
                  {showManual && <Tag className="topic-hit-manual" variant="filled">{hit.rootName}</Tag>}
                  {hit.path.join(' › ')}
                </span>
              )}
              <span className="topic-hit-snippet" data-testid="topic-hit-snippet">
                {hit.snippet ? <Snippet html={hit.snippet} /> : <span className="manual-muted">{t('search.noSnippet')}</span>}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {data.count > SEARCH_PAGE_SIZE && (
        <Pagination className="topic-search-pager" size="small" simple current={page} pageSize={SEARCH_PAGE_SIZE} total={data.count} onChange={setPage} />
      )}
    </div>
  );
}

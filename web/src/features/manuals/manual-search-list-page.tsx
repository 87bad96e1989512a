import { useMemo, useState } from 'react';
import { Card, Empty, Input, Result, Skeleton, Tag } from 'antd';
import { BookOutlined, ClockCircleOutlined, FileSearchOutlined, RightOutlined, ToolOutlined, UserOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, MANUAL_TYPES, type Language, type ManualType, type TManualRoot } from '@portal/contract';
import { useManualRoots, useVehicleOfVin } from '../../api/manuals';
import { usePermission } from '../../app/permission';
import { currentLanguage } from '../../i18n';
import { VehicleHeader } from '../catalogue/vehicle-header';
import { ManualActions } from './manual-actions';
import { searchLanguage } from './manuals-logic';
import { isScoped, scopeFromParams, withScope } from './scope';
import { TopicSearchResults } from './topic-search';
import './manuals.css';

export const TYPE_ICONS: Record<ManualType, React.ReactNode> = {
  SERVICE: <BookOutlined />,
  CIRCUIT: <ThunderboltOutlined />,
  USER: <UserOutlined />,
  METAL: <ToolOutlined />,
  LABORTIME: <ClockCircleOutlined />,
};

function ManualCard({ root, onOpen }: { root: TManualRoot; onOpen: () => void }) {
  const { t } = useTranslation('manuals');
  return (
    <button type="button" className={`mroot-tile mroot-tile-${root.type.toLowerCase()}`} onClick={onOpen} data-testid={`manual-root-${root.type}`}>
      <span className="mroot-tile-icon">{TYPE_ICONS[root.type]}</span>
      <span className="mroot-tile-body">
        <span className="mroot-tile-type">{t(`types.${root.type}`)}</span>
        <span className="mroot-tile-name">{root.name}</span>
        <span className="mroot-tile-meta">
          {t('list.version', { version: root.version })} · {t('list.topics', { count: root.topicCount })}
        </span>
        <span className="mroot-tile-langs">
          {root.languages.map((l) => <Tag key={l} className="manual-lang-tag">{LANGUAGE_NAMES[l]}</Tag>)}
        </span>
      </span>
      <RightOutlined className="mroot-tile-go" />
    </button>
  );
}

/**
 * manualSearchList (spec §2): the manuals of a vehicle (`?vin=`) or configuration (`?code0..2=`,
 * or the spec's `catelogModel` JSON), grouped by type, with a search across all of them.
 */
export default function ManualSearchListPage() {
  const { t } = useTranslation('manuals');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { has } = usePermission();
  const scope = useMemo(() => scopeFromParams(params), [params]);
  const roots = useManualRoots(scope);
  const vehicle = useVehicleOfVin(scope.vinCode, has('PER_VIN_VIEW'));
  const [text, setText] = useState('');
  const [key, setKey] = useState('');

  if (!isScoped(scope)) {
    return (
      <div className="page">
        <Card><Result status="info" title={t('list.noScope')} subTitle={t('list.noScopeText')} /></Card>
      </div>
    );
  }

  const byType = MANUAL_TYPES.map((type) => ({ type, roots: (roots.data ?? []).filter((r) => r.type === type) })).filter((g) => g.roots.length);
  const codes = [scope.code0, scope.code1, scope.code2].filter(Boolean).join(' › ');

  return (
    <div className="page manual-list-page" data-testid="manual-list">
      <Card className="manual-card manual-head" size="small">
        <div className="manual-head-row">
          <div className="manual-head-title">
            <h1><FileSearchOutlined className="manual-head-icon" /> {t('list.title')}</h1>
            <p className="manual-muted manual-head-lead">{t('list.lead')}</p>
          </div>
          {!scope.vinCode && <Tag className="manual-scope-tag">{t('list.model')}: {codes}</Tag>}
        </div>
        {vehicle.data && <VehicleHeader vehicle={vehicle.data} />}
        {scope.vinCode && !vehicle.data && <Tag className="manual-vin">{t('list.vehicle')}: {scope.vinCode}</Tag>}
        <ManualActions scope={scope} current="ALL" />
      </Card>

      <Card className="manual-card" size="small" title={<span><FileSearchOutlined /> {t('list.searchTitle')}</span>}>
        <Input.Search
          allowClear
          enterButton={t('search.button')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => { setText(e.target.value); if (!e.target.value) setKey(''); }}
          onSearch={(v) => setKey(v.trim())}
          className="manual-list-search"
          data-testid="manual-list-search"
        />
        {key && (
          <div className="manual-list-results">
            <TopicSearchResults
              searchKey={key}
              scope={scope}
              lang={searchLanguage<Language>(key, currentLanguage(), null, 'zh-CN')}
              onOpen={(hit) => navigate(withScope(`/manual/${hit.rootId}`, scope, { topic: hit.topicId, lang: hit.lang }))}
            />
          </div>
        )}
      </Card>

      <Card className="manual-card" size="small">
        {roots.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : byType.length === 0 ? (
          <Empty description={t('list.empty')} data-testid="manual-list-empty" />
        ) : (
          byType.map((group) => (
            <section key={group.type} className="manual-group">
              <h3 className="manual-group-title">{TYPE_ICONS[group.type]} {t(`types.${group.type}`)}</h3>
              <div className="mroot-tiles-grid">
                {group.roots.map((root) => (
                  <ManualCard key={root.id} root={root} onOpen={() => navigate(withScope(`/manual/${root.id}`, scope))} />
                ))}
              </div>
            </section>
          ))
        )}
      </Card>
    </div>
  );
}

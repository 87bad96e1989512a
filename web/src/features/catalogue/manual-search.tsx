import { useState } from 'react';
import { App, AutoComplete, Button, Col, Input, Row, Select, Spin } from 'antd';
import { CarOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isValidVin, type TCatelogModel, type TManualModule } from '@portal/contract';
import { fetchManualsByApplic, useCatelogSelects, useVinSearch } from '../../api/catalogue';
import { usePermission } from '../../app/permission';
import { changeCatelogLevel, configSearchWarning, deepestCode, isVinSearchable, normalizeVinInput, parseApplic } from './catalogue-logic';
import { ManualTiles } from './manual-tiles';
import { useDebounced } from '../../components/use-debounced';
import { UniversalSearch } from './universal-search';
import './catalogue.css';

const DEBOUNCE_MS = 300;
const EMPTY_MODEL: TCatelogModel = { code0: '', code1: '', code2: '' };

/** Spec §5 VIN search: remote options from 6 characters, 10 a page; picking one opens its struct view. */
export function VinSearch() {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = normalizeVinInput(useDebounced(text, DEBOUNCE_MS));
  const searchable = isVinSearchable(typed);
  const { data, isFetching } = useVinSearch(typed, searchable);
  const hits = searchable ? data?.contents ?? [] : [];

  const open = (vin: string) => navigate(`/struct?vin=${encodeURIComponent(vin)}`);
  const onSearch = () => {
    const vin = normalizeVinInput(text);
    if (!vin) return void message.warning(t('search.vin.empty'));
    if (isValidVin(vin)) return open(vin);
    if (!isVinSearchable(vin)) return void message.warning(t('search.vin.tooShort', { min: 6 }));
    if (hits.length === 1) return open(hits[0].vinCode);
    void message.warning(hits.length ? t('search.vin.pickOne') : t('search.vin.noMatch'));
  };

  const options = hits.map((hit) => ({
    value: hit.vinCode,
    label: (
      <div className="vin-option" data-testid={`vin-option-${hit.vinCode}`}>
        <span className="vin-option-code">{hit.vinCode}</span>
        <span className="vin-option-model">{hit.modelName} · {hit.configCode}</span>
      </div>
    ),
  }));
  if (data && searchable && data.count > hits.length) {
    options.push({ value: '__more', label: <div className="vin-option-more">{t('search.vin.more', { shown: hits.length, count: data.count })}</div>, disabled: true } as (typeof options)[number]);
  }
  const notFound = !normalizeVinInput(text)
    ? null
    : !isVinSearchable(text)
      ? t('search.vin.typeMore', { min: 6 })
      : isFetching
        ? <Spin size="small" />
        : t('search.vin.noMatch');

  return (
    <div className="catalogue-search-block">
      <div className="catalogue-search-label"><CarOutlined /> {t('search.vin.title')}</div>
      <div className="vin-search-row">
        <AutoComplete
          className="vin-search"
          value={text}
          options={options}
          onChange={(v) => setText(v)}
          onSelect={(v: string) => v !== '__more' && open(v)}
          notFoundContent={notFound}
          popupMatchSelectWidth={420}
          data-testid="vin-search"
        >
          <Input allowClear maxLength={17} placeholder={t('search.vin.placeholder')} onPressEnter={onSearch} data-testid="vin-search-input" />
        </AutoComplete>
        <Button type="primary" icon={<SearchOutlined />} onClick={onSearch} data-testid="vin-search-button">{t('search.vin.button')}</Button>
      </div>
    </div>
  );
}

/** Spec §5 configuration search: line → series → model, each change clearing the ones below. */
export function ConfigSearch({ model, onChange, onSearch, busy }: { model: TCatelogModel; onChange: (m: TCatelogModel) => void; onSearch: () => void; busy: boolean }) {
  const { t } = useTranslation('catalogue');
  const { data, isFetching } = useCatelogSelects(model.code0 || undefined, model.code1 || undefined);
  const opts = (list: { code: string; name: string }[] | undefined) => (list ?? []).map((i) => ({ value: i.code, label: i.name }));
  return (
    <div className="catalogue-search-block">
      <div className="catalogue-search-label"><SearchOutlined /> {t('search.config.title')}</div>
      <Row gutter={[8, 8]}>
        <Col xs={24} md={7}>
          <Select className="config-select" allowClear placeholder={t('search.config.line')} aria-label={t('search.config.line')} value={model.code0 || undefined} options={opts(data?.list0)} onChange={(v?: string) => onChange(changeCatelogLevel(model, 0, v))} data-testid="config-line" />
        </Col>
        <Col xs={24} md={7}>
          <Select className="config-select" allowClear placeholder={t('search.config.series')} aria-label={t('search.config.series')} value={model.code1 || undefined} options={model.code0 ? opts(data?.list1) : []} loading={isFetching && !!model.code0} disabled={!model.code0} onChange={(v?: string) => onChange(changeCatelogLevel(model, 1, v))} data-testid="config-series" />
        </Col>
        <Col xs={24} md={7}>
          <Select className="config-select" allowClear placeholder={t('search.config.model')} aria-label={t('search.config.model')} value={model.code2 || undefined} options={model.code1 ? opts(data?.list2) : []} loading={isFetching && !!model.code1} disabled={!model.code1} onChange={(v?: string) => onChange(changeCatelogLevel(model, 2, v))} data-testid="config-model" />
        </Col>
        <Col xs={24} md={3}>
          <Button block onClick={onSearch} loading={busy} data-testid="config-search-button">{t('search.config.button')}</Button>
        </Col>
      </Row>
    </div>
  );
}

/** The configuration search's state: the chosen line, series and model, and running the search (opens the model's catalogue). */
export function useConfigSearch() {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [model, setModel] = useState<TCatelogModel>(EMPTY_MODEL);
  const [busy, setBusy] = useState(false);
  const run = async (m: TCatelogModel) => {
    const warning = configSearchWarning(m);
    if (warning) return void message.warning(t(`search.config.${warning}`));
    setBusy(true);
    try {
      const manuals = await fetchManualsByApplic(m);
      if (manuals.length === 0) return void message.warning(t('search.config.noManuals'));
      navigate(`/struct?code=${encodeURIComponent(m.code2)}`);
    } catch {
      /* the http client shows the server's message */
    } finally {
      setBusy(false);
    }
  };
  return { model, setModel, busy, run };
}
export type ConfigSearchState = ReturnType<typeof useConfigSearch>;

/** The configuration search wired to a state (the home dashboard's model selection card shares it with the tiles). */
export function ConfigSearchBlock({ state }: { state: ConfigSearchState }) {
  return <ConfigSearch model={state.model} onChange={state.setModel} onSearch={() => void state.run(state.model)} busy={state.busy} />;
}

interface ManualSearchProps {
  /** A state shared with a configuration search shown elsewhere; its own otherwise. */
  configSearch?: ConfigSearchState;
  /** Whether the VIN and configuration searches show here (the home dashboard has them as cards of their own). */
  withSearches?: boolean;
}

/**
 * The manual search (spec §2 Home): one universal box, the VIN search, the configuration search
 * and the manual module tiles. Each part shows only with the rights its calls need.
 */
export function ManualSearch({ configSearch, withSearches = true }: ManualSearchProps = {}) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const { has } = usePermission();
  const own = useConfigSearch();
  const state = configSearch ?? own;
  const { model } = state;

  const onTileImage = (module: TManualModule) => {
    const code = deepestCode(parseApplic(module.applic));
    if (code) navigate(`/struct?code=${encodeURIComponent(code)}`);
  };
  const onTileTitle = (module: TManualModule) => {
    const m = { ...module.catelogModel };
    state.setModel(m);
    void state.run(m);
  };

  return (
    <div className="manual-search" data-testid="manual-search">
      {has('PER_MANUAL_VIEW') && (
        <div className="catalogue-search-block">
          <UniversalSearch catelogModel={model.code0 ? model : undefined} />
          <div className="catalogue-muted universal-search-hint">{t('search.universal.hint')}</div>
        </div>
      )}
      {withSearches && (
        <Row gutter={[24, 0]}>
          {has('PER_VIN_SEARCH') && (
            <Col xs={24} xxl={9}>
              <VinSearch />
            </Col>
          )}
          {has('PER_MODEL_SEARCH') && (
            <Col xs={24} xxl={has('PER_VIN_SEARCH') ? 15 : 24}>
              <ConfigSearchBlock state={state} />
            </Col>
          )}
        </Row>
      )}
      {has('PER_MANUAL_VIEW') && (
        <>
          <div className="catalogue-search-label manual-tiles-title">{t('search.tiles.title')}</div>
          <ManualTiles onImage={onTileImage} onTitle={onTileTitle} />
        </>
      )}
    </div>
  );
}

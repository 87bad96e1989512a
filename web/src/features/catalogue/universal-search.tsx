import { useState } from 'react';
import { App, Input, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TCatelogModel } from '@portal/contract';
import { searchAnything, useCatelogSelects } from '../../api/catalogue';
import { usePermission } from '../../app/permission';

/** The name of the deepest level a line/series/model choice names (its code while the names load or cannot). */
export function useScopeName(model: TCatelogModel | null | undefined): string | undefined {
  const { has } = usePermission();
  const { data } = useCatelogSelects(model?.code0, model?.code1, !!model?.code0 && has('PER_MODEL_SEARCH'));
  if (!model?.code0) return undefined;
  const nameOf = (list: { code: string; name: string }[] | undefined, code: string) => list?.find((i) => i.code === code)?.name ?? code;
  if (model.code2) return nameOf(data?.list2, model.code2);
  if (model.code1) return nameOf(data?.list1, model.code1);
  return nameOf(data?.list0, model.code0);
}

/** The scope a search runs in, shown in its box: a tag whose × makes the search cover everything. */
export function SearchScopeTag({ name, onClear }: { name: string; onClear: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Tag
      className="search-scope-tag"
      closable
      closeIcon={<CloseOutlined aria-label={t('search.universal.scopeClear')} title={t('search.universal.scopeClear')} />}
      onClose={(e) => { e.preventDefault(); onClear(); }}
      data-testid="search-scope"
    >
      {t('search.universal.scope', { name })}
    </Tag>
  );
}

/**
 * One search box for part code, name, VIN, bar code and serial number (catalogue `searchAny`):
 * a vehicle opens its struct view, one part its detail, several parts the part search list.
 * A model chosen in the model selection scopes the part list; the box shows that scope, and
 * clearing it searches all models (until another model is chosen).
 */
export function UniversalSearch({ catelogModel, size = 'large' }: { catelogModel?: TCatelogModel; size?: 'large' | 'middle' }) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [clearedScope, setClearedScope] = useState<string | null>(null);
  const scopeKey = catelogModel?.code0 ? JSON.stringify(catelogModel) : null;
  const scope = scopeKey && scopeKey !== clearedScope ? catelogModel : undefined;
  const scopeName = useScopeName(scope);

  const onSearch = async (raw: string) => {
    const key = raw.trim();
    if (!key) {
      void message.warning(t('search.universal.empty'));
      return;
    }
    setBusy(true);
    try {
      const found = await searchAnything(key);
      if ((found.kind === 'VIN' || found.kind === 'SERIAL') && found.vehicle) {
        navigate(`/struct?vin=${encodeURIComponent(found.vehicle.vinCode)}`);
      } else if (found.part) {
        navigate(`/part/${found.part.id}`);
      } else if (found.kind === 'NAME' && found.parts?.length === 1) {
        navigate(`/part/${found.parts[0].id}`);
      } else if (found.kind === 'NAME' && found.parts?.length) {
        const q = new URLSearchParams({ key });
        if (scope) q.set('catelogModel', JSON.stringify(scope));
        navigate(`/partSearchList?${q}`);
      } else if (found.kind === 'VIN' || found.kind === 'SERIAL') {
        void message.warning(t('search.universal.noVehicleRight'));
      } else {
        void message.warning(t('search.universal.notFound', { key }));
      }
    } catch {
      /* the http client shows the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Search
      className="universal-search"
      size={size}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onSearch={(v) => void onSearch(v)}
      placeholder={t('search.universal.placeholder')}
      enterButton={t('search.universal.button')}
      loading={busy}
      maxLength={LIMITS.searchKeyMax}
      allowClear
      prefix={scope && scopeName ? <SearchScopeTag name={scopeName} onClear={() => setClearedScope(scopeKey)} /> : undefined}
      data-testid="universal-search"
    />
  );
}

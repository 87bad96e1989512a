import { useState } from 'react';
import { App, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TCatelogModel } from '@portal/contract';
import { searchAnything } from '../../api/catalogue';

/**
 * One search box for part code, name, VIN, bar code and serial number (catalogue `searchAny`):
 * a vehicle opens its struct view, one part its detail, several parts the part search list.
 */
export function UniversalSearch({ catelogModel, size = 'large' }: { catelogModel?: TCatelogModel; size?: 'large' | 'middle' }) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

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
        if (catelogModel?.code0) q.set('catelogModel', JSON.stringify(catelogModel));
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
      data-testid="universal-search"
    />
  );
}

import { Card } from 'antd';
import { AppstoreOutlined, CarOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConfigSearchBlock, ManualSearch, VinSearch, type ConfigSearchState } from '../catalogue/manual-search';

/** The serial number (VIN) query: the catalogue's VIN search, opening the vehicle's struct view. */
export function VinQueryCard() {
  const { t } = useTranslation('home');
  return (
    <Card className="home-card home-vin-card" title={<span><CarOutlined /> {t('vin.title')}</span>} data-testid="home-vin-query">
      <p className="home-card-lead">{t('vin.text')}</p>
      <VinSearch />
    </Card>
  );
}

/** Model selection: production line → series → model, opening the model's catalogue and manuals. */
export function ModelSelectionCard({ configSearch }: { configSearch: ConfigSearchState }) {
  const { t } = useTranslation('home');
  return (
    <Card className="home-card home-model-card" title={<span><AppstoreOutlined /> {t('model.title')}</span>} data-testid="home-model-selection">
      <p className="home-card-lead">{t('model.text')}</p>
      <ConfigSearchBlock state={configSearch} />
    </Card>
  );
}

/** The manual search (spec §1: every user but REGISTER): universal search and module tiles; a tile's title fills the model selection. */
export function ManualSearchCard({ configSearch }: { configSearch: ConfigSearchState }) {
  const { t } = useTranslation('home');
  return (
    <Card className="home-card home-search-card" title={<span><FileSearchOutlined /> {t('search.title')}</span>}>
      <p className="home-card-lead">{t('search.text')}</p>
      <ManualSearch configSearch={configSearch} withSearches={false} />
    </Card>
  );
}

import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ManualSearch } from './manual-search';

/** part_check (spec §2 route table): the parts catalogue's own entry, the same searches as home. */
export default function PartCheckPage() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="page">
      <div className="page-heading">
        <h1>{t('partCheck.title')}</h1>
        <p>{t('partCheck.text')}</p>
      </div>
      <Card className="catalogue-card">
        <ManualSearch />
      </Card>
    </div>
  );
}

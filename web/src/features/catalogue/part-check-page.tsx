import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ManualSearch } from './manual-search';
import { VipGated } from '../vip';

/** part_check (spec §2 route table): the parts catalogue's own entry, the same searches as home. */
function PartCheckScreen() {
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

/** A gated user without a catalogue package sees the offer instead, and no call is made (decision 043). */
export default function PartCheckPage() {
  return <VipGated scope="SERIES_CATALOGUE" what="catalogue"><PartCheckScreen /></VipGated>;
}

import { useTranslation } from 'react-i18next';
import { DownloadAreaCard } from './download-area-card';

/** The download area on its own (the compact view, e.g. on a phone): the card, wider lists. */
export default function DownloadAreaPage() {
  const { t } = useTranslation('downloads');
  return (
    <div className="page download-area-page" data-testid="download-area-page">
      <div className="page-heading">
        <h1>{t('area.title')}</h1>
        <p>{t('area.subtitle')}</p>
      </div>
      <DownloadAreaCard limit={20} />
    </div>
  );
}

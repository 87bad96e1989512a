import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { BROWSER_MINIMUMS } from '@portal/contract';

/** Upgrade banner for browsers under spec §1's minimums (browser-alert.tsx decides). */
export default function OutdatedBanner() {
  const { t } = useTranslation('shell');
  return <Alert banner closable type="warning" title={t('browser.outdated', BROWSER_MINIMUMS)} />;
}

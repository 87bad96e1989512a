import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { BROWSER_MINIMUMS } from '@portal/contract';
import { isOutdatedBrowser } from './browser-check';

const outdated = typeof navigator !== 'undefined' && isOutdatedBrowser(navigator.userAgent);

/** Upgrade banner for browsers under spec §1's minimums. */
export function BrowserAlert() {
  const { t } = useTranslation('shell');
  if (!outdated) return null;
  return <Alert banner closable type="warning" title={t('browser.outdated', BROWSER_MINIMUMS)} />;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../app/logo';
import { useDevice } from '../app/device';
import { BrowserAlert } from '../app/browser-alert';
import { useHeaderLayout } from '../app/header-layout';
import { LanguagePicker } from './language-picker';
import './public.css';

/** The header of the pages without a session: the logo, the name and the language selector. */
function PublicHeader({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  // as the signed-in header: the tagline only where the name has the room (app/header.tsx)
  const tagline = useHeaderLayout() !== 'drawer';
  return (
    <header className={`app-header app-header-bare${compact ? ' app-header-compact' : ''}`}>
      <span className="header-brand" data-testid="header-brand">
        <LogoMark size={compact ? 30 : 36} title={t('productName')} />
        <span className="header-title">
          <span className="header-title-main">{compact ? t('productShortName') : t('productName')}</span>
          {!compact && tagline && <span className="header-title-sub">{t('productTagline')}</span>}
        </span>
      </span>
      <div className="header-actions">
        <LanguagePicker compact={compact} />
      </div>
    </header>
  );
}

/**
 * Login, register, password recovery and the error pages without a session. Drawn without antd
 * (decision 030): the login page shows before the signed-in app is loaded.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const device = useDevice();
  return (
    <div className={`bare-root plain-root device-${device}`}>
      <BrowserAlert />
      <PublicHeader compact={device === 'mobile'} />
      <main className="bare-content">{children}</main>
    </div>
  );
}

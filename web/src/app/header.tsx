import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@portal/contract';
import { LogoMark } from './logo';
import { LanguageSelect } from './language-select';

// A signed-in user's controls (menus, bell, feedback form) pull in much of antd: fetched with the
// first signed-in page, so the login page does not carry them (issue 20 §18).
const HeaderControls = lazy(() => import('./header-controls').then((m) => ({ default: m.HeaderControls })));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

interface AppHeaderProps {
  /** Login, register, password recovery: only the logo and the language selector. */
  bare: boolean;
  user?: TCurrentUser;
  compact: boolean;
}

/** The portal header of spec §2. */
export function AppHeader({ bare, user, compact }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const signedIn = !bare && user ? user : undefined;

  const brand = (
    <>
      <LogoMark size={compact ? 30 : 36} title={t('productName')} />
      <span className="header-title">
        <span className="header-title-main">{compact ? t('productShortName') : t('productName')}</span>
        {!compact && <span className="header-title-sub">{t('productTagline')}</span>}
      </span>
    </>
  );

  return (
    <header className={`app-header${compact ? ' app-header-compact' : ''}`}>
      {signedIn ? (
        <Link to="/home" className="header-brand" aria-label={t('routes.home')}>
          {brand}
        </Link>
      ) : (
        <span className="header-brand">{brand}</span>
      )}
      <div className="header-actions">
        {signedIn && (
          <Suspense fallback={null}>
            <HeaderControls user={signedIn} compact={compact} />
          </Suspense>
        )}
        <LanguageSelect compact={compact} stayOnPage={bare} />
        {signedIn && (
          <Suspense fallback={null}>
            <UserMenu user={signedIn} compact={compact} />
          </Suspense>
        )}
      </div>
    </header>
  );
}

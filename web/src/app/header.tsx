import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@portal/contract';
import { LogoMark } from './logo';
import { LanguageSelect } from './language-select';
import { useHeaderLayout } from './header-layout';

// A signed-in user's controls (menus, bell, feedback form) pull in much of antd: fetched with the
// first signed-in page, so the login page does not carry them (issue 20 §18).
const HeaderControls = lazy(() => import('./header-controls').then((m) => ({ default: m.HeaderControls })));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MainNav = lazy(() => import('./main-nav').then((m) => ({ default: m.MainNav })));

interface AppHeaderProps {
  /** Login, register, password recovery: only the logo and the language selector. */
  bare: boolean;
  user?: TCurrentUser;
  /** A phone: the short name and smaller controls. */
  compact: boolean;
}

/** The portal header of spec §2; how it fits a phone, a tablet and a desktop: header-layout.ts. */
export function AppHeader({ bare, user, compact }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const signedIn = !bare && user ? user : undefined;
  const layout = useHeaderLayout();
  // a signed-in phone header keeps the logo alone: the counters and the menu need the width
  const named = !(signedIn && compact);

  const brand = (
    <>
      <LogoMark size={compact ? 30 : 36} title={t('productName')} />
      {named && (
        <span className="header-title">
          <span className="header-title-main">{compact ? t('productShortName') : t('productName')}</span>
          {!compact && layout !== 'drawer' && <span className="header-title-sub">{t('productTagline')}</span>}
        </span>
      )}
    </>
  );

  return (
    <header className={`app-header app-header-${signedIn ? layout : 'bare'}${compact ? ' app-header-compact' : ''}`}>
      {signedIn ? (
        <Link to="/home" className="header-brand" title={t('routes.home')} data-testid="header-brand">
          {brand}
        </Link>
      ) : (
        <span className="header-brand" data-testid="header-brand">{brand}</span>
      )}
      {signedIn && layout !== 'drawer' && (
        <Suspense fallback={null}>
          <MainNav />
        </Suspense>
      )}
      <div className="header-actions">
        {signedIn && (
          <Suspense fallback={null}>
            <HeaderControls user={signedIn} layout={layout} phone={compact} />
          </Suspense>
        )}
        {!(signedIn && layout === 'drawer') && <LanguageSelect compact={compact || layout === 'icons'} stayOnPage={bare} />}
        {signedIn && (
          <Suspense fallback={null}>
            <UserMenu user={signedIn} compact={layout !== 'full'} />
          </Suspense>
        )}
      </div>
    </header>
  );
}

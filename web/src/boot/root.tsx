import { lazy, Suspense, useEffect, useRef } from 'react';
import { HashRouter, Navigate, useLocation } from 'react-router';
import { hasToken } from '../api/token';
import { currentLanguage } from '../i18n';
import LoginPage from '../features/auth/login-page';
import { PublicLayout } from './public-layout';
import { loadSignedIn, prefetchSignedIn } from './load';

const PortalApp = lazy(() => loadSignedIn().then((app) => ({ default: app.PortalApp })));

function Loading() {
  return (
    <div className="page-loading" aria-busy="true">
      <span className="boot-spinner" />
    </div>
  );
}

/** The login page of a fresh visit: once drawn, the signed-in app is fetched at idle priority. */
function FirstLoginPage() {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetchSignedIn, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetchSignedIn, 500);
    return () => clearTimeout(id);
  }, []);
  return (
    <PublicLayout>
      <LoginPage />
    </PublicLayout>
  );
}

/**
 * What an anonymous visitor first sees, the login page, is drawn with React alone; every other
 * page, and the login page once the app is loaded (after a logout, a deep link), by the portal
 * app with antd and the shell, loaded here lazily (decision 030).
 */
function Boot() {
  const location = useLocation();
  const appShown = useRef(false);
  // a token in the address (single sign-on) is the shell's to take
  const signedOut = !hasToken() && !new URLSearchParams(location.search).has('token');
  if (!appShown.current && signedOut) {
    if (location.pathname === '/') return <Navigate to="/login" replace />;
    if (location.pathname === '/login') return <FirstLoginPage />;
  }
  appShown.current = true;
  return (
    <Suspense fallback={<Loading />}>
      <PortalApp language={currentLanguage()} />
    </Suspense>
  );
}

export function Root() {
  return (
    <HashRouter>
      <Boot />
    </HashRouter>
  );
}

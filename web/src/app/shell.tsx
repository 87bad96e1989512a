import { lazy, Suspense, useEffect, useMemo } from 'react';
import { App, Watermark } from 'antd';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { BREAKPOINTS, type TCurrentUser } from '@portal/contract';
import { useCurrentUser } from '../api/auth';
import { hasToken, setToken } from '../api/token';
import { dropToken } from '../api/session';
import { LOGIN_PATH, findRoute, routeByName, routes } from './routes';
import { afterLogin, loginFor } from './return-route';
import { TabKeyContext } from './tabs/tab-title';
import { decideNavigation } from './guard';
import { AppHeader } from './header';
import { useTabs } from './tabs/tabs-context';
import type { TabItem } from './tabs/tab-list';
import { RouteOutlet, PageLoading } from './route-outlet';
import { BrowserAlert } from './browser-alert';
import { Permission } from './permission';
import { useDevice } from './device';
import { LICENCE_DIALOG_KEY, shouldShowLicenceDialog } from './licence';
import { PublicLayout } from '../boot/public-layout';

// the paid-access notice, fetched only for those who buy access (decision 043)
const VipBanner = lazy(() => import('../features/vip/vip-banner'));
// antd's Tabs and menus: fetched with the first signed-in page, not with the login page (issue 20 §18)
const TabBar = lazy(() => import('./tabs/tab-bar').then((m) => ({ default: m.TabBar })));

function tabLocation(key: string): Partial<Location> {
  const url = new URL(key, 'http://tab.local');
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key };
}

/** The administrator's licence warning, at most once per interval (spec §8). */
function useLicenceWarning(user: TCurrentUser | undefined) {
  const { modal } = App.useApp();
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (!user || user.userType !== 'SYSTEM_ADMIN' || !user.licence?.alert) return;
    const last = Number(localStorage.getItem(LICENCE_DIALOG_KEY) ?? NaN);
    if (!shouldShowLicenceDialog(Number.isFinite(last) ? last : null, Date.now())) return;
    localStorage.setItem(LICENCE_DIALOG_KEY, String(Date.now()));
    modal.warning({ title: t('licence.title'), content: t('licence.expiring', { dayremain: user.licence.dayremain }), okText: t('common:actions.ok') });
  }, [user, modal, t]);
}

/** Logged-in layout: header, tab bar, keep-alive pages and the watermark. */
function MainLayout({ user }: { user: TCurrentUser }) {
  const location = useLocation();
  const device = useDevice();
  const { tabs, dispatch } = useTabs();
  const route = findRoute(location.pathname);
  const activeKey = route.oneTab ? location.pathname : `${location.pathname}${location.search}`;
  useLicenceWarning(user);

  useEffect(() => {
    if (!route.noTab) dispatch({ type: 'open', tab: { key: activeKey, name: route.name } });
  }, [activeKey, route.name, route.noTab, dispatch]);

  const displayTabs: TabItem[] = useMemo(
    () => (route.noTab || tabs.some((t) => t.key === activeKey) ? tabs : [...tabs, { key: activeKey, name: route.name }]),
    [tabs, activeKey, route.name, route.noTab],
  );

  const showTabBar = device !== 'mobile' || route.name === 'home';
  const minWidth = device === 'desktop' && !route.bare && !route.noTab ? BREAKPOINTS.minContentWidth : undefined;
  const watermark = [user.name, user.company, dayjs().format('YYYY-MM-DD')].filter(Boolean).join('  ');

  return (
    <div className={`app-root device-${device}`}>
      <BrowserAlert />
      <Permission code="PER_VIP_BUY">
        <Suspense fallback={null}>
          <VipBanner />
        </Suspense>
      </Permission>
      <AppHeader bare={false} user={user} compact={device === 'mobile'} />
      {showTabBar && !route.noTab && (
        <Suspense fallback={null}>
          <TabBar activeKey={activeKey} />
        </Suspense>
      )}
      <main className="app-content" style={{ minWidth }}>
        {route.noTab ? (
          <RouteOutlet location={location} />
        ) : (
          displayTabs.map((tab) => {
            const def = routeByName(tab.name);
            const isActive = tab.key === activeKey;
            if (!def || (def.cache === false && !isActive)) return null;
            return (
              <div key={tab.key} className="tab-pane" hidden={!isActive} data-tab-pane={tab.key}>
                <TabKeyContext.Provider value={tab.key}>
                  {/* a oneTab route's key drops its query: its page reads the whole URL */}
                  <RouteOutlet location={isActive && def.oneTab ? location : tabLocation(tab.key)} />
                </TabKeyContext.Provider>
              </div>
            );
          })
        )}
      </main>
      <Watermark
        key={activeKey}
        className="watermark-overlay"
        content={watermark}
        gap={[140, 120]}
        font={{ color: 'rgba(15, 23, 42, 0.07)', fontSize: 14 }}
      />
    </div>
  );
}

/** Login, register, password recovery and the error pages without a session: the frame the first login page has too. */
function BareLayout() {
  const location = useLocation();
  return (
    <PublicLayout>
      <RouteOutlet location={location} />
    </PublicLayout>
  );
}

/** The navigation guard of spec §2 in front of both layouts. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const tokenPresent = hasToken();
  const route = findRoute(location.pathname);
  const userQuery = useCurrentUser(tokenPresent && !route.bare);
  // the page asked for: a deep link (a mail's, a bookmark's) survives the login it has to go through
  const toLogin = loginFor(`${location.pathname}${location.search}`, routes);

  useEffect(() => {
    if (userQuery.isError && hasToken()) {
      dropToken();
      navigate(toLogin, { replace: true });
    }
  }, [userQuery.isError, navigate, toLogin]);

  const queryToken = new URLSearchParams(location.search).get('token');
  if (queryToken) {
    setToken(queryToken);
    const rest = new URLSearchParams(location.search);
    rest.delete('token');
    const search = rest.toString();
    return <Navigate to={`${location.pathname}${search ? `?${search}` : ''}`} replace />;
  }
  if (location.pathname === '/') return <Navigate to={tokenPresent ? '/home' : '/login'} replace />;

  const decision = decideNavigation({ route, hasToken: tokenPresent, permissions: userQuery.data?.permissions, isVisitor: userQuery.data?.isVisitor });
  if (decision.kind === 'redirect') {
    // a logged-in user on a login link goes where the link meant to take them
    const to = decision.to === LOGIN_PATH ? toLogin : route.name === 'login' ? afterLogin(location.search, routes) : decision.to;
    return <Navigate to={to} replace />;
  }
  if (decision.kind === 'load-user' || (tokenPresent && !route.bare && !userQuery.data)) {
    if (userQuery.isError) return <Navigate to={toLogin} replace />;
    if (!tokenPresent || route.noTab) return <BareLayout />;
    return <PageLoading />;
  }
  if (!tokenPresent || route.bare || !userQuery.data) return <BareLayout />;
  return <MainLayout user={userQuery.data} />;
}

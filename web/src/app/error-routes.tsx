import { lazy } from 'react';
import type { RouteDef } from './route-types';

const ErrorPage = lazy(() => import('./error-page'));
const Forbidden = lazy(() => import('./error-page').then((m) => ({ default: m.ForbiddenPage })));
const ServerError = lazy(() => import('./error-page').then((m) => ({ default: m.ServerErrorPage })));

/** Error pages of spec §2; the 404 route must stay last (it matches every path). */
export const errorRoutes: RouteDef[] = [
  { name: 'error_401', path: '/401', titleKey: 'shell:routes.error_401', access: 'public', noToken: true, cache: false, hidden: true, noTab: true, element: Forbidden },
  { name: 'error_500', path: '/500', titleKey: 'shell:routes.error_500', access: 'public', noToken: true, cache: false, hidden: true, noTab: true, element: ServerError },
];

export const notFoundRoute: RouteDef = {
  name: 'error_404',
  path: '*',
  titleKey: 'shell:routes.error_404',
  access: 'public',
  noToken: true,
  cache: false,
  hidden: true,
  noTab: true,
  element: ErrorPage,
};

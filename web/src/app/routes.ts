import { matchPath } from 'react-router';
import type { RouteDef } from './route-types';
import { authRoutes } from '../features/auth/routes';
import { homeRoutes } from '../features/home/routes';
import { userRoutes } from '../features/users/routes';
import { accessRoutes } from '../features/access/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { manualRoutes } from '../features/manuals/routes';
import { labourTimeRoutes } from '../features/labour-times/routes';
import { specialToolRoutes } from '../features/special-tools/routes';
import { inquiryRoutes } from '../features/inquiry/routes';
import { responsibleRoutes } from '../features/inquiry/responsible-persons-routes';
import { caseRoutes } from '../features/cases/routes';
import { bulletinRoutes } from '../features/bulletins/routes';
import { favoriteRoutes } from '../features/favorites/routes';
import { orderRoutes } from '../features/orders/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { groupRoutes } from '../features/groups/routes';
import { feedbackRoutes } from '../features/feedback/routes';
import { downloadRoutes } from '../features/downloads/routes';
import { translationRoutes } from '../features/translations/routes';
import { dictionaryRoutes } from '../features/dictionaries/routes';
import { performanceRoutes } from '../features/performance/routes';
import { vipRoutes } from '../features/vip/routes';
import { logRoutes } from '../features/logs/routes';
import { errorRoutes, notFoundRoute } from './error-routes';

/** Every screen; features append their lists here. The 404 route stays last. */
export const routes: RouteDef[] = [...authRoutes, ...homeRoutes, ...userRoutes, ...accessRoutes, ...catalogueRoutes, ...manualRoutes, ...labourTimeRoutes, ...specialToolRoutes, ...inquiryRoutes, ...responsibleRoutes, ...caseRoutes, ...favoriteRoutes, ...orderRoutes, ...outboxRoutes, ...groupRoutes, ...bulletinRoutes, ...feedbackRoutes, ...downloadRoutes, ...translationRoutes, ...dictionaryRoutes, ...performanceRoutes, ...vipRoutes, ...logRoutes, ...errorRoutes, notFoundRoute];

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';

/** The route a path belongs to (the 404 route when none matches). */
export function findRoute(pathname: string, list: RouteDef[] = routes): RouteDef {
  return list.find((r) => r.path !== '*' && matchPath({ path: r.path, end: true }, pathname)) ?? notFoundRoute;
}

export function routeByName(name: string, list: RouteDef[] = routes): RouteDef | undefined {
  return list.find((r) => r.name === name);
}

import { lazy } from 'react';
import { StarOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/** my_favorite (spec §2 route table: PER_FAVORITE_VIEW), reached from the user dropdown. */
export const favoriteRoutes: RouteDef[] = [
  { name: 'my_favorite', path: '/my_favorite', titleKey: 'favorites:routes.my_favorite', access: 'PER_FAVORITE_VIEW', noVisitor: true, icon: <StarOutlined />, element: lazy(() => import('./my-favorite-page')) },
];

import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * Spec §2 group_management (admin menu, PER_GROUP_MANAGEMENT_VIEW) and group_user
 * (download_management_group/{id}/{code}/{name}: a group's members; its access is not shown,
 * ours is the group maintenance permission).
 */
export const groupRoutes: RouteDef[] = [
  { name: 'group_management', path: '/group_management', titleKey: 'groups:title', access: 'PER_GROUP_MANAGEMENT_VIEW', icon: <TeamOutlined />, element: lazy(() => import('./group-management-page')) },
  { name: 'group_user', path: '/download_management_group/:id/:code/:name', titleKey: 'groups:members.title', access: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', hidden: true, cache: false, element: lazy(() => import('./group-user-page')) },
];

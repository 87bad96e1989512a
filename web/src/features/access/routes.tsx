import { lazy } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';
import { withTexts } from '../../i18n/lazy-texts';

/**
 * Roles, their permissions and users, and the rules of which user types hold which roles (spec §6
 * "roles can be created, edited and linked to resources", §7 role and rule calls): admin menu,
 * PER_ROLE_MANAGEMENT_VIEW.
 */
export const accessRoutes: RouteDef[] = [
  { name: 'role_management', path: '/role_management', titleKey: 'shell:routes.role_management', access: 'PER_ROLE_MANAGEMENT_VIEW', icon: <SafetyCertificateOutlined />, element: lazy(withTexts('access', () => import('./role-management-page'))) },
];

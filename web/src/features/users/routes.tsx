import { lazy } from 'react';
import { LockOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';
import { withTexts } from '../../i18n/lazy-texts';

/**
 * Own account pages (spec §2: any logged-in user, reached from the user dropdown) and the
 * administrators' user management (admin menu, PER_USER_MANAGEMENT_VIEW).
 */
export const userRoutes: RouteDef[] = [
  { name: 'user_info', path: '/user-info', titleKey: 'shell:routes.user_info', access: 'authenticated', noVisitor: true, icon: <UserOutlined />, element: lazy(withTexts('users', () => import('./user-info-page'))) },
  { name: 'password_modify', path: '/password-modify', titleKey: 'shell:routes.password_modify', access: 'authenticated', noVisitor: true, icon: <LockOutlined />, cache: false, element: lazy(withTexts('users', () => import('./password-modify-page'))) },
  { name: 'user_control', path: '/user_control', titleKey: 'shell:routes.user_control', access: 'PER_USER_MANAGEMENT_VIEW', icon: <TeamOutlined />, element: lazy(withTexts('users', () => import('./user-control-page'))) },
];

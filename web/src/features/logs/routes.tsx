import { lazy } from 'react';
import { FileSearchOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';
import { withTexts } from '../../i18n/lazy-texts';

/** Log management (admin menu, spec §2 log_management, decision 041); each tab has its own permission. */
export const logRoutes: RouteDef[] = [
  {
    name: 'log_management', path: '/log_management', titleKey: 'shell:routes.log_management', access: 'PER_LOG_MANAGEMENT_VIEW', icon: <FileSearchOutlined />,
    element: lazy(withTexts('logs', () => import('./log-management-page'))),
  },
];

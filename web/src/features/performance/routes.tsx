import { lazy } from 'react';
// an icon the shell already carries: one of its own would weigh on every page's scripts (decision 030)
import { BarChartOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';
import { withTexts } from '../../i18n/lazy-texts';

/** Performance monitoring (issue 24 §3; admin menu, PER_PERFORMANCE_MONITORING_VIEW). Not cached: its figures are live. */
export const performanceRoutes: RouteDef[] = [
  {
    name: 'performance_monitoring', path: '/performance_monitoring', titleKey: 'shell:routes.performance_monitoring', access: 'PER_PERFORMANCE_MONITORING_VIEW',
    cache: false, icon: <BarChartOutlined />, element: lazy(withTexts('performance', () => import('./performance-page'))),
  },
];

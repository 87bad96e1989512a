import { lazy } from 'react';
import { SolutionOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * The technical case library (spec §2 route table): the list, and each case on its own linkable
 * route hidden from menus; both need PER_TECHNICALCASE_LIBRARY_VIEW. Not cached (spec §2 Layout):
 * a case changes under review, and the list follows the scope in its URL.
 */
export const caseRoutes: RouteDef[] = [
  { name: 'technicalCaseLibrary', path: '/technicalCaseLibrary', titleKey: 'cases:routes.technicalCaseLibrary', access: 'PER_TECHNICALCASE_LIBRARY_VIEW', cache: false, icon: <SolutionOutlined />, element: lazy(() => import('./case-library-page')) },
  { name: 'technicalCaseDetail', path: '/technicalCaseLibrary/:id', titleKey: 'cases:routes.technicalCaseDetail', access: 'PER_TECHNICALCASE_LIBRARY_VIEW', cache: false, hidden: true, element: lazy(() => import('./case-detail-page')) },
];

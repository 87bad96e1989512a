import { lazy } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * The parts catalogue (spec §2): part_check is the catalogue's own page (menu and quick links);
 * struct (manual view), partSearchList and the part detail are opened from searches and hidden
 * from menus. All need PER_MANUAL_VIEW; the part detail's tabs have their own codes.
 */
export const catalogueRoutes: RouteDef[] = [
  { name: 'part_check', path: '/part_check', titleKey: 'catalogue:routes.part_check', access: 'PER_MANUAL_VIEW', icon: <AppstoreOutlined />, element: lazy(() => import('./part-check-page')) },
  { name: 'struct', path: '/struct', titleKey: 'catalogue:routes.struct', access: 'PER_MANUAL_VIEW', hidden: true, element: lazy(() => import('./struct-page')) },
  { name: 'partSearchList', path: '/partSearchList', titleKey: 'catalogue:routes.partSearchList', access: 'PER_MANUAL_VIEW', hidden: true, element: lazy(() => import('./part-search-list-page')) },
  { name: 'part_detail', path: '/part/:id', titleKey: 'catalogue:routes.part_detail', access: 'PER_MANUAL_VIEW', hidden: true, element: lazy(() => import('./part-detail-page')) },
];

import { lazy } from 'react';
import { CloudDownloadOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * Spec §2 download_management (admin menu, PER_DOWNLOAD_AREA_VIEW), and download_area: the
 * download card on its own page (the compact view a phone or a REGISTER user opens), not in menus.
 */
export const downloadRoutes: RouteDef[] = [
  { name: 'download_management', path: '/download_management', titleKey: 'downloads:title', access: 'PER_DOWNLOAD_AREA_VIEW', icon: <CloudDownloadOutlined />, element: lazy(() => import('./download-management-page')) },
  { name: 'download_area', path: '/download_area', titleKey: 'downloads:area.title', access: 'PER_DOWNLOAD_AREA_VIEW', hidden: true, element: lazy(() => import('./download-area-page')) },
];

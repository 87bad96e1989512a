import { lazy } from 'react';
import { CloudDownloadOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * Spec §2 download_management (PER_DOWNLOAD_AREA_VIEW), offered in the admin menu to those who run
 * the area; download_area is the area as readers browse it (folders, search, newest first), in the
 * main navigation (issue 20 §15).
 */
export const downloadRoutes: RouteDef[] = [
  { name: 'download_management', path: '/download_management', titleKey: 'downloads:title', access: 'PER_DOWNLOAD_AREA_VIEW', icon: <FolderOpenOutlined />, element: lazy(() => import('./download-management-page')) },
  { name: 'download_area', path: '/download_area', titleKey: 'downloads:area.title', access: 'PER_DOWNLOAD_AREA_VIEW', icon: <CloudDownloadOutlined />, element: lazy(() => import('./download-area-page')) },
];

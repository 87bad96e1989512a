import { lazy } from 'react';
import { NotificationOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/** Bulletins (spec §2): the list and each bulletin on its own linkable route; not cached (spec §2 Layout). */
export const bulletinRoutes: RouteDef[] = [
  { name: 'notice_area', path: '/notice_area', titleKey: 'bulletins:routes.noticeArea', access: 'PER_BULLETIN_VIEW', cache: false, icon: <NotificationOutlined />, element: lazy(() => import('./notice-area-page')) },
  { name: 'notice_preview', path: '/notice_preview/:id/:title/:activeId', titleKey: 'bulletins:routes.noticePreview', access: 'PER_BULLETIN_VIEW', hidden: true, cache: false, element: lazy(() => import('./notice-preview-page')) },
  { name: 'notice_detail', path: '/notice_detail/:id/:title', titleKey: 'bulletins:routes.noticeDetail', access: 'PER_BULLETIN_VIEW', hidden: true, element: lazy(() => import('./notice-detail-page')) },
];

import { lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * The manuals (spec §2): manualSearchList lists a vehicle's or model's manuals and the manual
 * view shows one (tree, topic viewer, wiring diagrams, search); both are opened from searches and
 * the struct view, hidden from menus, and need PER_MANUAL_VIEW. The review of imported manuals
 * sits in the admin menu behind PER_PENDING_REVIEW_MANUAL_VIEW.
 */
export const manualRoutes: RouteDef[] = [
  { name: 'manualSearchList', path: '/manualSearchList', titleKey: 'manuals:routes.manualSearchList', access: 'PER_MANUAL_VIEW', hidden: true, element: lazy(() => import('./manual-search-list-page')) },
  { name: 'manual_view', path: '/manual/:rootId', titleKey: 'manuals:routes.manual_view', access: 'PER_MANUAL_VIEW', hidden: true, element: lazy(() => import('./manual-view-page')) },
  { name: 'pending_review_manual', path: '/pending_review_manual', titleKey: 'manuals:routes.pending_review_manual', access: 'PER_PENDING_REVIEW_MANUAL_VIEW', icon: <AuditOutlined />, element: lazy(() => import('./pending-review-page')) },
];

import { lazy } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/** The feedback center (spec §2 route table: feedback_center, PER_FEEDBACK_MANAGEMENT_VIEW). Not cached: lists move with every step. */
export const feedbackRoutes: RouteDef[] = [
  { name: 'feedback_center', path: '/feedback_center', titleKey: 'feedback:routes.feedback_center', access: 'PER_FEEDBACK_MANAGEMENT_VIEW', noVisitor: true, cache: false, icon: <MessageOutlined />, element: lazy(() => import('./center-page')) },
];

import { lazy } from 'react';
import { FileAddOutlined, FileSearchOutlined, FileTextOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * Inquiry forms (spec §2): raising one, the management list (user dropdown) and the detail, which
 * is not cached (its actions change with every status).
 */
export const inquiryRoutes: RouteDef[] = [
  { name: 'submitInquiryForm', path: '/submitInquiryForm', titleKey: 'inquiry:routes.submitInquiryForm', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', noVisitor: true, icon: <FileAddOutlined />, element: lazy(() => import('./submit-page')) },
  { name: 'inquiryFormManagement', path: '/inquiryFormManagement', titleKey: 'inquiry:routes.inquiryFormManagement', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', noVisitor: true, icon: <FileSearchOutlined />, element: lazy(() => import('./management-page')) },
  { name: 'inquiryFormDetail', path: '/inquiryForm/:id', titleKey: 'inquiry:routes.inquiryFormDetail', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', noVisitor: true, cache: false, hidden: true, icon: <FileTextOutlined />, element: lazy(() => import('./detail-page')) },
];

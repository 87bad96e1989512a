import { lazy } from 'react';
import { BarChartOutlined, FileAddOutlined, FileSearchOutlined, FileTextOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * Inquiry forms (spec §2): raising one, the management list (user dropdown) and the detail, which
 * is not cached (its actions change with every status). The report page (admin menu) holds the
 * inquiry statistics tab; the notice and feedback reports join it when those modules exist.
 */
export const inquiryRoutes: RouteDef[] = [
  { name: 'submitInquiryForm', path: '/submitInquiryForm', titleKey: 'inquiry:routes.submitInquiryForm', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', noVisitor: true, icon: <FileAddOutlined />, element: lazy(() => import('./submit-page')) },
  // One tab whatever the list (`?scope=`): the header's link and the list's tabs switch it in place.
  { name: 'inquiryFormManagement', path: '/inquiryFormManagement', titleKey: 'inquiry:routes.inquiryFormManagement', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', noVisitor: true, oneTab: true, icon: <FileSearchOutlined />, element: lazy(() => import('./management-page')) },
  { name: 'inquiryFormDetail', path: '/inquiryForm/:id', titleKey: 'inquiry:routes.inquiryFormDetail', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', noVisitor: true, cache: false, hidden: true, icon: <FileTextOutlined />, element: lazy(() => import('./detail-page')) },
  { name: 'report_management', path: '/report_management', titleKey: 'inquiry:routes.report_management', access: 'PER_REPORT_FORM_MANAGEMENT_VIEW', icon: <BarChartOutlined />, element: lazy(() => import('./statistics-page')) },
];

import { lazy } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/** Spec §2 responsiblePersonManagement (admin menu, PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW). */
export const responsibleRoutes: RouteDef[] = [
  { name: 'responsiblePersonManagement', path: '/responsiblePersonManagement', titleKey: 'responsible-persons:title', access: 'PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW', icon: <ApartmentOutlined />, element: lazy(() => import('./responsible-persons-page')) },
];

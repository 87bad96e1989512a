import { lazy } from 'react';
import { CloudUploadOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/** The DMS/ERP handover log (admin menu; issue 11 §2 Handover). Not cached: it shows deliveries as they happen. */
export const outboxRoutes: RouteDef[] = [
  { name: 'dms_handover', path: '/dmsHandover', titleKey: 'outbox:title', access: 'PER_LOG_MANAGEMENT_HANDOVER_VIEW', cache: false, icon: <CloudUploadOutlined />, element: lazy(() => import('./handover-page')) },
];

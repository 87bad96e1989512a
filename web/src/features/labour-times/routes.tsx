import { lazy } from 'react';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * Labour times (spec §3, §7): the spec's route table has no entry for them; the screen is the
 * manual view's "part labour time" action (PER_MANUAL_PART_LABOR_TIME), reached from there with
 * `?model=<code>`, from a part with `?part=<code>`, and from the header's more-actions menu.
 */
export const labourTimeRoutes: RouteDef[] = [
  { name: 'labour_time', path: '/labour_time', titleKey: 'labour-times:routes.labour_time', access: 'PER_MANUAL_PART_LABOR_TIME', icon: <ClockCircleOutlined />, element: lazy(() => import('./labour-times-page')) },
];

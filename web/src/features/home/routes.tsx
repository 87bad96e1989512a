import { lazy } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

export const homeRoutes: RouteDef[] = [
  { name: 'home', path: '/home', titleKey: 'shell:routes.home', access: 'authenticated', icon: <HomeOutlined />, element: lazy(() => import('./home-page')) },
];

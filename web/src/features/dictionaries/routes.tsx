import { lazy } from 'react';
import { BookOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';
import { withTexts } from '../../i18n/lazy-texts';

/** Dictionary management (admin menu, PER_SYSTEM_MANAGEMENT_VIEW; decision 038). */
export const dictionaryRoutes: RouteDef[] = [
  {
    name: 'dictionaries', path: '/dictionaries', titleKey: 'shell:routes.dictionaries', access: 'PER_SYSTEM_MANAGEMENT_VIEW', icon: <BookOutlined />,
    element: lazy(withTexts('dictionaries', () => import('./dictionaries-page'))),
  },
];

import { lazy } from 'react';
// the header's own globe: an icon of its own would weigh on every page's scripts (decision 030)
import { GlobalOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';
import { withTexts } from '../../i18n/lazy-texts';

/** Translation management (issue 22 §4; admin menu, PER_TRANSLATION_MANAGEMENT). */
export const translationRoutes: RouteDef[] = [
  {
    name: 'translation_management', path: '/translation_management', titleKey: 'shell:routes.translation_management', access: 'PER_TRANSLATION_MANAGEMENT',
    icon: <GlobalOutlined />, element: lazy(withTexts('translations', () => import('./translation-page'))),
  },
];

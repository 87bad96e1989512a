import { lazy } from 'react';
import { CreditCardOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';
import { withTexts } from '../../i18n/lazy-texts';

/**
 * Paid access (issue 24 §4, decision 043): the administrators' "payment management and
 * authorization" (admin menu, PER_VIP_VIEW) and the buyer's page (user menu, PER_VIP_BUY).
 */
export const vipRoutes: RouteDef[] = [
  {
    name: 'payment_management', path: '/payment_management', titleKey: 'shell:routes.payment_management', access: 'PER_VIP_VIEW',
    icon: <SafetyCertificateOutlined />, element: lazy(withTexts('vip', () => import('./vip-admin-page'))),
  },
  {
    name: 'vip', path: '/vip', titleKey: 'shell:routes.vip', access: 'PER_VIP_BUY', noVisitor: true,
    icon: <CreditCardOutlined />, element: lazy(withTexts('vip', () => import('./vip-buyer-page'))),
  },
];

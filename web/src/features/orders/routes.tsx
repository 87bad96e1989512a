import { lazy } from 'react';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * The shopping cart (spec §2 route table: shopping_cart, PER_SHOPPING_CART_MANAGEMENT_VIEW), with
 * the order history as its second tab (`?tab=history`, PER_SHOPPING_CART_HISTORY_VIEW; one tab of
 * the tab bar for both). Not cached: the cart changes from other screens and the history from the dealer system.
 */
export const orderRoutes: RouteDef[] = [
  { name: 'shopping_cart', path: '/shopping_cart', titleKey: 'orders:routes.shopping_cart', access: 'PER_SHOPPING_CART_MANAGEMENT_VIEW', noVisitor: true, cache: false, oneTab: true, icon: <ShoppingCartOutlined />, element: lazy(() => import('./cart-page')) },
];

import type { ReactNode } from 'react';
import type { RouteAccess } from '@portal/contract';
import { InquiryHeaderLink } from '../features/inquiry/header-link';
import { NotificationBell } from '../features/notifications/notification-bell';
import { CartHeaderLink } from '../features/orders/cart-header-link';
import { FeedbackHeaderButton } from '../features/feedback/feedback-button';

/**
 * Header controls contributed by later features, rendered left of the more-actions menu in this
 * order: the feedback button (feedback), the inquiry-form link (inquiry) and the shopping-cart
 * link (cart) of spec §2. A feature appends its entry here; the header filters by `access`.
 */
export interface HeaderSlot {
  key: 'feedback' | 'inquiry' | 'cart' | (string & {});
  access: RouteAccess;
  render: (props: { compact: boolean }) => ReactNode;
}

export const headerSlots: HeaderSlot[] = [
  { key: 'feedback', access: 'PER_FEEDBACK_MANAGEMENT_VIEW', render: ({ compact }) => <FeedbackHeaderButton compact={compact} /> },
  { key: 'inquiry', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', render: ({ compact }) => <InquiryHeaderLink compact={compact} /> },
  { key: 'notifications', access: 'PER_FAVORITE_VIEW', render: ({ compact }) => <NotificationBell compact={compact} /> },
  { key: 'cart', access: 'PER_SHOPPING_CART_MANAGEMENT_VIEW', render: ({ compact }) => <CartHeaderLink compact={compact} /> },
];

/**
 * Route names offered in the user dropdown (spec §2), in order; each shows only when its route
 * is registered and the user may open it.
 */
export const USER_MENU_ROUTES = [
  'user_info',
  'password_modify',
  'my_favorite',
  'inquiryFormManagement',
  'responsiblePersonManagement',
  'feedback_center',
  'shopping_cart',
] as const;

/**
 * Route names offered in the admin menu (spec §2), in order; each shows only when its route is
 * registered and the user may open it, and the menu itself only when one entry remains.
 */
export const ADMIN_MENU_ROUTES = [
  'user_control',
  'group_management',
  'download_management',
  'notice_area',
  'data_import',
  'pending_review_manual',
  'technicalCaseLibrary',
  'report_management',
  'log_management',
  'dms_handover',
] as const;

/**
 * Route names offered at the top of the more-actions menu (spec §2 leaves its content open):
 * reference screens without a place in the route table, each shown when the user may open it.
 */
export const MORE_MENU_ROUTES = ['labour_time', 'special_tool'] as const;

import type { ReactNode } from 'react';
import { DOWNLOAD_MANAGING_PERMISSIONS, PERMISSION_FAMILIES, type PermissionCode, type RouteAccess } from '@portal/contract';
import type { MenuEntry } from './menu-entries';
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
  /** On phones and tablets the control moves into the menu drawer (the header keeps the counters). */
  inDrawer?: boolean;
}

export const headerSlots: HeaderSlot[] = [
  { key: 'feedback', access: 'PER_FEEDBACK_MANAGEMENT_VIEW', inDrawer: true, render: ({ compact }) => <FeedbackHeaderButton compact={compact} /> },
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
  'vip',
] as const;

const codesOf = (family: keyof typeof PERMISSION_FAMILIES) => Object.keys(PERMISSION_FAMILIES[family]) as PermissionCode[];

/**
 * The main navigation (issue 20 §15): the pages a dealer reads, each with its name in view (a
 * labelled menu on a desktop, the menu drawer on phones and tablets), never under Administration.
 */
export const NAV_MENU: readonly MenuEntry[] = [
  { name: 'download_area' },
  { name: 'notice_area' },
  { name: 'technicalCaseLibrary' },
  { name: 'labour_time' },
  { name: 'special_tool' },
];

/**
 * The admin menu of spec §2: management pages, in order; the menu shows only when one entry
 * remains. The bulletins and the case library are also reading pages (main navigation): here
 * they are offered only to those who run them.
 */
export const ADMIN_MENU: readonly MenuEntry[] = [
  { name: 'user_control' },
  { name: 'role_management' },
  { name: 'group_management' },
  { name: 'download_management', anyOf: DOWNLOAD_MANAGING_PERMISSIONS },
  { name: 'notice_area', anyOf: codesOf('bulletins') },
  { name: 'data_import' },
  { name: 'pending_review_manual' },
  { name: 'technicalCaseLibrary', anyOf: codesOf('technicalCases') },
  { name: 'report_management' },
  { name: 'log_management' },
  { name: 'dms_handover' },
  { name: 'translation_management' },
  { name: 'dictionaries' },
  { name: 'performance_monitoring' },
  { name: 'payment_management' },
];

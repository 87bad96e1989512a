import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { RouteAccess } from '@portal/contract';

/**
 * One screen of the portal. Each feature exports a list of these from
 * `features/<domain>/routes.tsx`; `app/routes.ts` concatenates them.
 */
export interface RouteDef {
  /** Spec §2 route name (login, home, user_info, error_401, ...). */
  name: string;
  /** Hash path, react-router syntax (`/inquiryForm/:id`). */
  path: string;
  /** i18n key of the tab and page title, `namespace:key`. */
  titleKey: string;
  access: RouteAccess;
  /** Passes the guard with or without a token (error pages). */
  noToken?: boolean;
  /** Keep the page alive while its tab is in the background (default true). */
  cache?: boolean;
  /** Not offered in menus or quick links. */
  hidden?: boolean;
  /** Pages that render outside the tab layout and need no minimum width (login, register, ...). */
  bare?: boolean;
  /** Opens without becoming a tab (error pages). */
  noTab?: boolean;
  /** One tab whatever the query string: the query only picks a section inside the page. */
  oneTab?: boolean;
  /** Closed to the shared visitor login (own-account pages). */
  noVisitor?: boolean;
  /** Shown on quick links when the user may open it. */
  icon?: ReactNode;
  element: LazyExoticComponent<ComponentType>;
}

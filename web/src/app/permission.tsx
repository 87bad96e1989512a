import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionCode, RouteAccess } from '@portal/contract';
import { useCurrentUser } from '../api/auth';
import { isGranted } from './guard';

/** `has(code)` for the logged-in user (spec §6). */
export function usePermission() {
  const { data: user } = useCurrentUser();
  const has = (code: PermissionCode) => isGranted(user?.permissions, code);
  const canAccess = (access: RouteAccess) => access === 'public' || (access === 'authenticated' ? !!user : has(access));
  /** Whether the user may open a route: its access, and own-account pages not for the visitor. */
  const canOpen = (route: { access: RouteAccess; noVisitor?: boolean }) => canAccess(route.access) && !(route.noVisitor && user?.isVisitor);
  return { has, canAccess, canOpen, user };
}

/** Keeps the menu entries the user may use; entries without `access` always stay. */
export function filterByPermission<T extends { access?: RouteAccess }>(items: T[], canAccess: (access: RouteAccess) => boolean): T[] {
  return items.filter((item) => !item.access || canAccess(item.access));
}

interface PermissionProps {
  code: PermissionCode;
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  /** Rendered instead when the permission is missing (default: nothing). */
  fallback?: ReactNode;
  /**
   * Spec §6's alternative action: keep the control but make it show a failure notice on click
   * (a string is the notice text; `true` uses the standard one).
   */
  alternative?: boolean | string;
}

/** Removes a control the user lacks the permission for, or swaps its action for a notice. */
export function Permission({ code, children, fallback = null, alternative }: PermissionProps) {
  const { has } = usePermission();
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  if (has(code)) return children;
  if (alternative && isValidElement(children)) {
    return cloneElement(children, {
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        event.stopPropagation();
        void message.warning(typeof alternative === 'string' ? alternative : t('http.forbidden'));
      },
    });
  }
  return <>{fallback}</>;
}

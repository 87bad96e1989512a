import type { PermissionCode, TPermissionMap } from '@portal/contract';
import type { RouteDef } from './route-types';

/** Pages open without a token (spec §2). */
export const TOKENLESS_ROUTES = ['login', 'register', 'passwordFind', 'ssoLogin'] as const;
/** Pages a logged-in user is sent away from. */
export const LOGGED_IN_REDIRECTS = ['login', 'register'] as const;

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** The current user must be loaded first. */
  | { kind: 'load-user' };

/** The server sends every granted code; anything else is refused. */
export function isGranted(permissions: TPermissionMap | undefined, code: PermissionCode): boolean {
  return permissions?.[code]?.valid === true;
}

export interface GuardInput {
  route: RouteDef;
  hasToken: boolean;
  /** Undefined until the current user (`authEndpoints.current`) answered. */
  permissions?: TPermissionMap;
  /** The shared visitor login may not open noVisitor pages. */
  isVisitor?: boolean;
}

/** The navigation guard of spec §2 as a pure decision. */
export function decideNavigation({ route, hasToken, permissions, isVisitor }: GuardInput): GuardDecision {
  if (route.noToken) return { kind: 'pass' };
  if (!hasToken) {
    return (TOKENLESS_ROUTES as readonly string[]).includes(route.name) ? { kind: 'pass' } : { kind: 'redirect', to: '/login' };
  }
  if ((LOGGED_IN_REDIRECTS as readonly string[]).includes(route.name)) return { kind: 'redirect', to: '/home' };
  if (route.access === 'public') return { kind: 'pass' };
  if (!permissions) return { kind: 'load-user' };
  if (isVisitor && route.noVisitor) return { kind: 'redirect', to: '/401' };
  if (route.access === 'authenticated') return { kind: 'pass' };
  return isGranted(permissions, route.access) ? { kind: 'pass' } : { kind: 'redirect', to: '/401' };
}

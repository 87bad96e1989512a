import { lazy } from 'react';
import type { RouteDef } from '../../app/route-types';

/** Pages without a session (spec §2): they render in the bare layout. */
export const authRoutes: RouteDef[] = [
  { name: 'login', path: '/login', titleKey: 'shell:routes.login', access: 'public', bare: true, hidden: true, cache: false, element: lazy(() => import('./login-page')) },
  { name: 'register', path: '/register', titleKey: 'shell:routes.register', access: 'public', bare: true, hidden: true, cache: false, element: lazy(() => import('./register-page')) },
  { name: 'passwordFind', path: '/password-find', titleKey: 'shell:routes.passwordFind', access: 'public', bare: true, hidden: true, cache: false, element: lazy(() => import('./password-find-page')) },
  { name: 'ssoLogin', path: '/sso-login', titleKey: 'shell:routes.ssoLogin', access: 'public', bare: true, hidden: true, cache: false, element: lazy(() => import('./sso-login-page')) },
];

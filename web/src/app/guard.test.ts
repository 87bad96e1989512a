import { describe, expect, it } from 'vitest';
import type { TPermissionMap } from '@portal/contract';
import { decideNavigation, isGranted } from './guard';
import type { RouteDef } from './route-types';

const page = (name: string, access: RouteDef['access'], extra: Partial<RouteDef> = {}) =>
  ({ name, path: `/${name}`, titleKey: name, access, element: null as never, ...extra }) as RouteDef;

const login = page('login', 'public');
const register = page('register', 'public');
const passwordFind = page('passwordFind', 'public');
const sso = page('ssoLogin', 'public');
const home = page('home', 'authenticated');
const cart = page('shopping_cart', 'PER_SHOPPING_CART_MANAGEMENT_VIEW');
const error401 = page('error_401', 'public', { noToken: true });
const granted: TPermissionMap = { PER_SHOPPING_CART_MANAGEMENT_VIEW: { valid: true } };

describe('decideNavigation (spec §2)', () => {
  it('lets noToken pages pass in any state', () => {
    expect(decideNavigation({ route: error401, hasToken: false })).toEqual({ kind: 'pass' });
    expect(decideNavigation({ route: error401, hasToken: true })).toEqual({ kind: 'pass' });
  });

  it('allows only login, register, password recovery and SSO without a token', () => {
    for (const route of [login, register, passwordFind, sso]) expect(decideNavigation({ route, hasToken: false })).toEqual({ kind: 'pass' });
    expect(decideNavigation({ route: home, hasToken: false })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideNavigation({ route: cart, hasToken: false })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a logged-in user away from login and register', () => {
    expect(decideNavigation({ route: login, hasToken: true })).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideNavigation({ route: register, hasToken: true })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('loads the current user before deciding on a protected page', () => {
    expect(decideNavigation({ route: home, hasToken: true })).toEqual({ kind: 'load-user' });
  });

  it('opens pages the user has the permission for', () => {
    expect(decideNavigation({ route: home, hasToken: true, permissions: {} })).toEqual({ kind: 'pass' });
    expect(decideNavigation({ route: cart, hasToken: true, permissions: granted })).toEqual({ kind: 'pass' });
  });

  it('sends pages without the permission to error_401', () => {
    expect(decideNavigation({ route: cart, hasToken: true, permissions: {} })).toEqual({ kind: 'redirect', to: '/401' });
    expect(decideNavigation({ route: cart, hasToken: true, permissions: { PER_SHOPPING_CART_MANAGEMENT_VIEW: { valid: false } } })).toEqual({
      kind: 'redirect',
      to: '/401',
    });
  });
});

describe('visitor login', () => {
  const own = page('password_modify', 'authenticated', { noVisitor: true });
  it('keeps the shared visitor out of own-account pages', () => {
    expect(decideNavigation({ route: own, hasToken: true, permissions: {}, isVisitor: true })).toEqual({ kind: 'redirect', to: '/401' });
    expect(decideNavigation({ route: own, hasToken: true, permissions: {}, isVisitor: false })).toEqual({ kind: 'pass' });
  });
});

describe('isGranted', () => {
  it('grants only codes marked valid', () => {
    expect(isGranted(granted, 'PER_SHOPPING_CART_MANAGEMENT_VIEW')).toBe(true);
    expect(isGranted(granted, 'PER_MANUAL_VIEW')).toBe(false);
    expect(isGranted(undefined, 'PER_MANUAL_VIEW')).toBe(false);
  });
});

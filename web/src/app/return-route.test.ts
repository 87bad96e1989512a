import { describe, expect, it } from 'vitest';
import { afterLogin, loginFor, returnRouteOf } from './return-route';
import type { RouteDef } from './route-types';

const page = (name: string, path: string, extra: Partial<RouteDef> = {}) =>
  ({ name, path, titleKey: name, access: 'authenticated', element: null as never, ...extra }) as RouteDef;

const list: RouteDef[] = [
  page('login', '/login', { access: 'public', bare: true }),
  page('register', '/register', { access: 'public', bare: true }),
  page('home', '/home'),
  page('struct', '/struct', { access: 'PER_MANUAL_VIEW' }),
  page('inquiryFormDetail', '/inquiryForm/:id', { access: 'PER_ENQUIRY_MANAGEMENT_VIEW' }),
  page('error_401', '/401', { access: 'public', noToken: true, noTab: true }),
  page('error_404', '*', { access: 'public', noToken: true, noTab: true }),
];

describe('returnRouteOf', () => {
  it('accepts an app page with its query', () => {
    expect(returnRouteOf('/struct?vin=LUMS2PHD3PH000001', list)).toBe('/struct?vin=LUMS2PHD3PH000001');
    expect(returnRouteOf('/inquiryForm/3f1c?tab=replies', list)).toBe('/inquiryForm/3f1c?tab=replies');
    expect(returnRouteOf('/home', list)).toBe('/home');
  });

  it('refuses anything that could leave the portal', () => {
    for (const raw of [
      'https://evil.example/struct',
      '//evil.example/struct',
      '/\\evil.example/struct',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      ' /struct',
      'struct?vin=1',
      '',
      null,
      undefined,
    ]) {
      expect(returnRouteOf(raw, list), String(raw)).toBeNull();
    }
  });

  it('refuses pages that are not worth returning to: unknown, login, register, error pages', () => {
    for (const raw of ['/no-such-page', '/login', '/login?redirect=/struct', '/register', '/401', '/struct/extra']) {
      expect(returnRouteOf(raw, list), raw).toBeNull();
    }
  });

  it('refuses an address longer than any of the app\'s', () => {
    expect(returnRouteOf(`/struct?vin=${'A'.repeat(3000)}`, list)).toBeNull();
  });

  it('drops a fragment and normalises dot segments inside the app', () => {
    expect(returnRouteOf('/struct?vin=X#part', list)).toBe('/struct?vin=X');
    expect(returnRouteOf('/home/../struct?vin=X', list)).toBe('/struct?vin=X');
  });
});

describe('loginFor and afterLogin', () => {
  it('round-trips a deep link through the login address', () => {
    const login = loginFor('/struct?vin=LUMS2PHD3PH000001&partlist=9', list);
    expect(login).toBe('/login?redirect=%2Fstruct%3Fvin%3DLUMS2PHD3PH000001%26partlist%3D9');
    expect(afterLogin(login.slice('/login'.length), list)).toBe('/struct?vin=LUMS2PHD3PH000001&partlist=9');
  });

  it('is the plain login page for home and for pages that cannot be returned to', () => {
    expect(loginFor('/home', list)).toBe('/login');
    expect(loginFor('/no-such-page', list)).toBe('/login');
    expect(loginFor('/401', list)).toBe('/login');
  });

  it('keeps the page to return to when sent to login from the login page', () => {
    const login = loginFor('/struct?vin=X', list);
    expect(loginFor(login, list)).toBe(login);
    expect(loginFor('/login', list)).toBe('/login');
  });

  it('lands on home without a valid page to return to', () => {
    expect(afterLogin('', list)).toBe('/home');
    expect(afterLogin('?redirect=https%3A%2F%2Fevil.example', list)).toBe('/home');
    expect(afterLogin('?redirect=%2F%2Fevil.example%2Fhome', list)).toBe('/home');
    expect(afterLogin('?redirect=%2Flogin', list)).toBe('/home');
  });
});

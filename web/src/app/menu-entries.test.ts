import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, type PermissionCode, type RoleSubject } from '@portal/contract';
import { ADMIN_MENU, NAV_MENU } from './header-slots';
import { menuRoutes } from './menu-entries';
import { routes } from './routes';
import { headerLayoutOf } from './header-layout';

/** What a user of this type is offered in a menu, by route name. */
function offered(entries: typeof NAV_MENU, type: RoleSubject): string[] {
  const codes = new Set<PermissionCode>(DEFAULT_PERMISSIONS[type]);
  const has = (code: PermissionCode) => codes.has(code);
  const canOpen = (route: { access: string }) => route.access === 'public' || route.access === 'authenticated' || has(route.access as PermissionCode);
  return menuRoutes(entries, routes, { canOpen, has }).map((r) => r.name);
}

describe('where things are (issue 20 §15)', () => {
  it('a dealer reads downloads, bulletins, cases, labour times and special tools in the main navigation and has no Administration', () => {
    expect(offered(NAV_MENU, 'DEALER')).toEqual(['download_area', 'notice_area', 'technicalCaseLibrary', 'labour_time', 'special_tool']);
    expect(offered(ADMIN_MENU, 'DEALER')).toEqual([]);
  });

  it('staff find what they run under Administration: the download area\'s management only with a managing permission', () => {
    expect(offered(ADMIN_MENU, 'DOWNLOAD_ADMIN')).toEqual(['group_management', 'download_management']);
    expect(offered(ADMIN_MENU, 'BULLETIN_ADMIN')).toEqual(['notice_area']);
    // internal staff push inquiries into the case library: they run it, and read downloads and bulletins
    expect(offered(ADMIN_MENU, 'INNER_USER')).toEqual(['technicalCaseLibrary', 'report_management']);
    expect(offered(ADMIN_MENU, 'DOMAIN_ADMIN')).toEqual(expect.arrayContaining(['user_control', 'download_management', 'notice_area', 'technicalCaseLibrary']));
    expect(offered(ADMIN_MENU, 'DOMAIN_ADMIN')).not.toContain('download_area');
    // a self-registered account reads the download area, and the labour times, which offer it their package
    expect(offered(NAV_MENU, 'REGISTER')).toEqual(['download_area', 'labour_time']);
  });

  it('skips names no route has', () => {
    expect(menuRoutes([{ name: 'no_such_page' }], routes, { canOpen: () => true, has: () => true })).toEqual([]);
  });
});

describe('header layout (issue 20 §14)', () => {
  it('moves the controls into a drawer on tablets and phones, drops labels on a narrow desktop', () => {
    expect(headerLayoutOf(390)).toBe('drawer');
    expect(headerLayoutOf(768)).toBe('drawer');
    expect(headerLayoutOf(992)).toBe('drawer');
    expect(headerLayoutOf(1024)).toBe('icons');
    expect(headerLayoutOf(1359)).toBe('icons');
    expect(headerLayoutOf(1366)).toBe('full');
    expect(headerLayoutOf(1440)).toBe('full');
  });
});

import { describe, expect, it } from 'vitest';
import { isPortalRoute, PORTAL_PAGE_ROUTES } from '@portal/contract';
import { routes } from '../../app/routes';

/** Screens feedback is never sent from: the header (and its feedback button) is hidden there, or they are error pages. */
const NOT_PAGES = ['*', '/401', '/500', '/login', '/register', '/password-find', '/sso-login'];

describe('the pages a feedback may name', () => {
  it('are exactly the web\'s routes, so a new screen cannot be left out of the server\'s check', () => {
    const paths = routes.map((r) => r.path).filter((p) => !NOT_PAGES.includes(p));
    expect([...paths].sort()).toEqual([...PORTAL_PAGE_ROUTES].sort());
    for (const p of paths) expect(isPortalRoute(p.replace(/:\w+/g, 'x1')), p).toBe(true);
  });
});

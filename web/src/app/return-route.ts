import { matchPath } from 'react-router';
import type { RouteDef } from './route-types';

/** The login page's query parameter naming where to go once logged in. */
export const RETURN_PARAM = 'redirect';
const HOME = '/home';
const LOGIN = '/login';
/** Longer than any address of the app; a longer one is not a link a user was sent. */
const MAX_LENGTH = 2048;
const BASE = 'http://portal.invalid';

/**
 * The app route (path and query) `raw` names, or null. Only an app page that needs a session
 * qualifies: no other origin (`//host`, `\\host`, `https:`), no unknown path, no login, register
 * or error page, so a crafted link cannot send a user anywhere but into the portal.
 */
export function returnRouteOf(raw: string | null | undefined, list: readonly RouteDef[]): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // backslashes count as slashes in URLs, control characters are dropped: both can smuggle a host
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const route = list.find((r) => r.path !== '*' && matchPath({ path: r.path, end: true }, url.pathname));
  if (!route || route.bare || route.noToken || route.noTab) return null;
  return `${url.pathname}${url.search}`;
}

/** Where the login sends the user: the requested page when it is one of the app's, else home. */
export function afterLogin(search: string, list: readonly RouteDef[]): string {
  return returnRouteOf(new URLSearchParams(search).get(RETURN_PARAM), list) ?? HOME;
}

/** The login page's address that brings the user back to `target` (plain login for home or a page that cannot be returned to). */
export function loginFor(target: string, list: readonly RouteDef[]): string {
  // already on the login page (a second refusal): keep the page it was asked to return to
  const onLogin = target === LOGIN || target.startsWith(`${LOGIN}?`);
  const route = returnRouteOf(onLogin ? new URLSearchParams(target.slice(LOGIN.length)).get(RETURN_PARAM) : target, list);
  if (!route || route === HOME) return LOGIN;
  return `${LOGIN}?${new URLSearchParams({ [RETURN_PARAM]: route })}`;
}

import type { PermissionCode } from '@portal/contract';
import type { RouteDef } from './route-types';
import { routes } from './routes';
import { usePermission } from './permission';

/**
 * An entry of a header menu: a route by its name, offered when the user may open it and, with
 * `anyOf`, holds one of those permissions as well (a page that serves readers and the people who
 * run it alike, offered among the management pages only to the latter).
 */
export interface MenuEntry {
  name: string;
  anyOf?: readonly PermissionCode[];
}

interface Permissions {
  canOpen: (route: RouteDef) => boolean;
  has: (code: PermissionCode) => boolean;
}

/** The routes of `entries` the user is offered, in the entries' order (unregistered names are skipped). */
export function menuRoutes(entries: readonly MenuEntry[], list: readonly RouteDef[], may: Permissions): RouteDef[] {
  return entries.flatMap((entry) => {
    const route = list.find((r) => r.name === entry.name);
    if (!route || !may.canOpen(route)) return [];
    if (entry.anyOf && !entry.anyOf.some((code) => may.has(code))) return [];
    return [route];
  });
}

/** The routes of a menu the signed-in user is offered. */
export function useMenuRoutes(entries: readonly MenuEntry[]): RouteDef[] {
  const { canOpen, has } = usePermission();
  return menuRoutes(entries, routes, { canOpen, has });
}

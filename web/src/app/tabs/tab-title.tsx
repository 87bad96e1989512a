import { createContext, useCallback, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '../routes';
import { useTabs } from './tabs-context';
import type { TabObjectKind } from './tab-list';

/** The key of the tab a page renders in; null outside the tab panes (noTab pages, the bare layout). */
export const TabKeyContext = createContext<string | null>(null);

const routeNameOf = (key: string) => findRoute(new URL(key, 'http://tab.local').pathname).name;

/**
 * Titles the page's tab by the object it shows (`kind` picks the translated wording, `id` which
 * object it is, `name` what the user knows it by once loaded). A second tab on the same object
 * folds into the first. No `id` yet: the route's title stays.
 */
export function useTabTitle(kind: TabObjectKind, id: string | null | undefined, name?: string | null) {
  const key = useContext(TabKeyContext);
  const location = useLocation();
  const { dispatch } = useTabs();
  const route = findRoute(location.pathname);
  const active = route.oneTab ? location.pathname : `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!key || !id) return;
    dispatch({ type: 'object', tab: { key, name: routeNameOf(key) }, object: { kind, id, ...(name ? { name } : {}) }, active });
    // `active` is read, not watched: the title follows the object, not the navigation around it
  }, [key, kind, id, name, dispatch]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** Closes the page's own tab and opens `to` in its place (a new inquiry becomes the inquiry it created). */
export function useReplaceTab(): (to: string) => void {
  const key = useContext(TabKeyContext);
  const navigate = useNavigate();
  const { dispatch } = useTabs();
  return useCallback(
    (to: string) => {
      if (key) dispatch({ type: 'replace', key, tab: { key: to, name: routeNameOf(to) } });
      navigate(to, { replace: true });
    },
    [key, dispatch, navigate],
  );
}

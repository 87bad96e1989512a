/** One open page in the tab bar. `key` is path plus query, so two details of one route are two tabs. */
export interface TabItem {
  key: string;
  /** Route name, for the title and the cache flag. */
  name: string;
}

export const TABS_STORAGE_KEY = 'tabs';
export const HOME_TAB: TabItem = { key: '/home', name: 'home' };

export type TabAction =
  | { type: 'open'; tab: TabItem }
  | { type: 'close'; key: string }
  | { type: 'closeOthers'; key: string }
  | { type: 'closeAll' }
  | { type: 'reset' };

const withHome = (tabs: TabItem[]) => (tabs.some((t) => t.key === HOME_TAB.key) ? tabs : [HOME_TAB, ...tabs]);

/** Tab-list operations of spec §2; the home tab is always first and never closes. */
export function tabsReducer(state: TabItem[], action: TabAction): TabItem[] {
  switch (action.type) {
    case 'open':
      if (state.some((t) => t.key === action.tab.key)) return state;
      return withHome([...state, action.tab]);
    case 'close':
      if (action.key === HOME_TAB.key) return state;
      return withHome(state.filter((t) => t.key !== action.key));
    case 'closeOthers':
      return withHome(state.filter((t) => t.key === HOME_TAB.key || t.key === action.key));
    case 'closeAll':
    case 'reset':
      return [HOME_TAB];
  }
}

export function isClosable(key: string): boolean {
  return key !== HOME_TAB.key;
}

/** Where to go after closing `closed`: the left neighbour if it was active, else stay. */
export function activeAfterClose(state: TabItem[], closed: string, active: string): string {
  if (closed !== active) return active;
  const index = state.findIndex((t) => t.key === closed);
  const remaining = state.filter((t) => t.key !== closed);
  return (remaining[Math.max(0, index - 1)] ?? HOME_TAB).key;
}

export function loadTabs(storage: Pick<Storage, 'getItem'> = sessionStorage): TabItem[] {
  try {
    const parsed = JSON.parse(storage.getItem(TABS_STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [HOME_TAB];
    const tabs = parsed.filter((t): t is TabItem => typeof t?.key === 'string' && typeof t?.name === 'string');
    return withHome(tabs);
  } catch {
    return [HOME_TAB];
  }
}

export function saveTabs(tabs: TabItem[], storage: Pick<Storage, 'setItem'> = sessionStorage) {
  storage.setItem(TABS_STORAGE_KEY, JSON.stringify(tabs));
}

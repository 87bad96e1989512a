/** The kinds of object a page can title its tab by (shell `tabs.object.<kind>` texts). */
export const TAB_OBJECT_KINDS = ['vehicle', 'catalogue', 'manual', 'part', 'inquiry'] as const;
export type TabObjectKind = (typeof TAB_OBJECT_KINDS)[number];

/**
 * The object a tab shows: `kind` and `id` say which one (two tabs of one object are one tab), `name`
 * is what the user knows it by (model, manual name, part code, inquiry number) once it is loaded.
 */
export interface TabObject {
  kind: TabObjectKind;
  id: string;
  name?: string;
}

/** One open page in the tab bar. `key` is path plus query, so two details of one route are two tabs. */
export interface TabItem {
  key: string;
  /** Route name, for the title and the cache flag. */
  name: string;
  /** Set by the page (useTabTitle); the route's title until then. */
  object?: TabObject;
}

export const TABS_STORAGE_KEY = 'tabs';
export const HOME_TAB: TabItem = { key: '/home', name: 'home' };

export type TabAction =
  | { type: 'open'; tab: TabItem }
  | { type: 'close'; key: string }
  | { type: 'closeOthers'; key: string }
  | { type: 'closeAll' }
  | { type: 'reset' }
  /** The page of `tab` (opened if it is not yet: a page reports before the shell opens it) shows `object`; `active` is the tab on screen. */
  | { type: 'object'; tab: TabItem; object: TabObject; active: string }
  /** Tab `key` gives its place to `tab` (a new inquiry becomes the inquiry it created). */
  | { type: 'replace'; key: string; tab: TabItem };

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
    case 'object':
      return withObject(state, action.tab, action.object, action.active);
    case 'replace': {
      const index = state.findIndex((t) => t.key === action.key);
      if (index < 0 || action.key === HOME_TAB.key) return state;
      const rest = state.filter((t) => t.key !== action.key);
      if (rest.some((t) => t.key === action.tab.key)) return withHome(rest);
      return withHome([...rest.slice(0, index), action.tab, ...rest.slice(index)]);
    }
  }
}

export const sameObject = (a: TabObject | undefined, b: TabObject | undefined): boolean =>
  !!a && !!b && a.kind === b.kind && a.id === b.id;

/**
 * Records what `tab` shows. When another tab already shows that object the two become one: it
 * keeps the older tab's place and the key of the tab on screen (so nothing has to navigate), and
 * the object is open once however it was reached (another query, a link in a mail).
 */
function withObject(before: TabItem[], tab: TabItem, object: TabObject, active: string): TabItem[] {
  const { key } = tab;
  if (key === HOME_TAB.key) return before;
  const state = before.some((t) => t.key === key) ? before : withHome([...before, { key, name: tab.name }]);
  const index = state.findIndex((t) => t.key === key);
  const other = state.findIndex((t) => t.key !== key && sameObject(t.object, object));
  if (other < 0) {
    const current = state[index];
    if (sameObject(current.object, object) && current.object?.name === object.name) return state;
    return state.map((t, i) => (i === index ? { ...t, object } : t));
  }
  const keep = state[other].key === active ? state[other] : state[index];
  const merged: TabItem = { ...keep, object: { ...object, name: object.name ?? state[other].object?.name } };
  const first = Math.min(index, other);
  return state.flatMap((t, i) => (i === first ? [merged] : i === index || i === other ? [] : [t]));
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
    return withHome(tabs.map(({ key, name, object }) => (isTabObject(object) ? { key, name, object } : { key, name })));
  } catch {
    return [HOME_TAB];
  }
}

function isTabObject(value: unknown): value is TabObject {
  const o = value as Partial<TabObject> | null | undefined;
  return (
    typeof o?.id === 'string' &&
    (TAB_OBJECT_KINDS as readonly unknown[]).includes(o.kind) &&
    (o.name === undefined || typeof o.name === 'string')
  );
}

/**
 * Only the home tab is what an empty store loads as, so it is stored as nothing: a logout (which
 * resets the tabs after the session's storage is cleared) leaves no `tabs` behind.
 */
export function saveTabs(tabs: TabItem[], storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage) {
  if (tabs.length === 1 && tabs[0].key === HOME_TAB.key) storage.removeItem(TABS_STORAGE_KEY);
  else storage.setItem(TABS_STORAGE_KEY, JSON.stringify(tabs));
}

import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { loadTabs, saveTabs, tabsReducer, type TabAction, type TabItem } from './tab-list';

interface TabsState {
  tabs: TabItem[];
  dispatch: Dispatch<TabAction>;
}

const TabsContext = createContext<TabsState | null>(null);

/** Open tabs, persisted in sessionStorage so a reload keeps them. */
export function TabsProvider({ children }: { children: ReactNode }) {
  const [tabs, dispatch] = useReducer(tabsReducer, undefined, () => loadTabs());
  useEffect(() => saveTabs(tabs), [tabs]);
  return <TabsContext.Provider value={{ tabs, dispatch }}>{children}</TabsContext.Provider>;
}

export function useTabs(): TabsState {
  const value = useContext(TabsContext);
  if (!value) throw new Error('useTabs outside TabsProvider');
  return value;
}

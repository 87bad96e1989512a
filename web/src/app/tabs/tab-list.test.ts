import { describe, expect, it } from 'vitest';
import { HOME_TAB, activeAfterClose, isClosable, loadTabs, saveTabs, tabsReducer, type TabItem } from './tab-list';

const userInfo: TabItem = { key: '/user-info', name: 'user_info' };
const password: TabItem = { key: '/password-modify', name: 'password_modify' };
const detail: TabItem = { key: '/inquiryForm/7', name: 'inquiryFormDetail' };
const open = (...tabs: TabItem[]) => tabs.reduce((state, tab) => tabsReducer(state, { type: 'open', tab }), [HOME_TAB]);

describe('tabsReducer', () => {
  it('adds an opened page once, after the home tab', () => {
    const state = open(userInfo, password, userInfo);
    expect(state.map((t) => t.key)).toEqual(['/home', '/user-info', '/password-modify']);
  });

  it('closes one tab', () => {
    expect(tabsReducer(open(userInfo, password), { type: 'close', key: userInfo.key })).toEqual([HOME_TAB, password]);
  });

  it('never closes the home tab', () => {
    const state = open(userInfo);
    expect(tabsReducer(state, { type: 'close', key: HOME_TAB.key })).toBe(state);
    expect(isClosable(HOME_TAB.key)).toBe(false);
    expect(isClosable(userInfo.key)).toBe(true);
  });

  it('closes the others but keeps home and the chosen tab', () => {
    expect(tabsReducer(open(userInfo, password, detail), { type: 'closeOthers', key: password.key })).toEqual([HOME_TAB, password]);
  });

  it('closes all tabs back to home', () => {
    expect(tabsReducer(open(userInfo, password), { type: 'closeAll' })).toEqual([HOME_TAB]);
  });

  it('resets to the home tab (language switch)', () => {
    expect(tabsReducer(open(userInfo), { type: 'reset' })).toEqual([HOME_TAB]);
  });
});

describe('activeAfterClose', () => {
  const state = open(userInfo, password, detail);
  it('moves to the left neighbour when the active tab closes', () => {
    expect(activeAfterClose(state, password.key, password.key)).toBe(userInfo.key);
    expect(activeAfterClose(state, userInfo.key, userInfo.key)).toBe(HOME_TAB.key);
  });

  it('stays where it is when another tab closes', () => {
    expect(activeAfterClose(state, userInfo.key, detail.key)).toBe(detail.key);
  });
});

describe('tab persistence', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };

  it('round-trips the tab list', () => {
    const storage = memory();
    saveTabs(open(userInfo, detail), storage);
    expect(loadTabs(storage)).toEqual([HOME_TAB, userInfo, detail]);
  });

  it('starts from the home tab when nothing or garbage is stored', () => {
    const storage = memory();
    expect(loadTabs(storage)).toEqual([HOME_TAB]);
    storage.setItem('tabs', '{not json');
    expect(loadTabs(storage)).toEqual([HOME_TAB]);
    storage.setItem('tabs', JSON.stringify([userInfo]));
    expect(loadTabs(storage)).toEqual([HOME_TAB, userInfo]);
  });
});

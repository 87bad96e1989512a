import { describe, expect, it } from 'vitest';
import { HOME_TAB, TABS_STORAGE_KEY, activeAfterClose, isClosable, loadTabs, saveTabs, tabsReducer, type TabItem, type TabObject } from './tab-list';

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

describe('tabs titled by their object', () => {
  const byVin: TabItem = { key: '/struct?vin=LUMS2PHD3PH000001', name: 'struct' };
  const byVinAgain: TabItem = { key: '/struct?vin=lums2phd3ph000001&partlist=9', name: 'struct' };
  const vehicle: TabObject = { kind: 'vehicle', id: 'LUMS2PHD3PH000001' };
  const named: TabObject = { ...vehicle, name: 'S2 Pro 72V 32Ah' };
  const report = (state: TabItem[], tab: TabItem, object: TabObject, active = tab.key) => tabsReducer(state, { type: 'object', tab, object, active });

  it('records the object on its tab, and its name once loaded', () => {
    const state = report(report(open(byVin, userInfo), byVin, vehicle), byVin, named);
    expect(state).toEqual([HOME_TAB, { ...byVin, object: named }, userInfo]);
    // the same report again changes nothing (no render loop)
    expect(report(state, byVin, named)).toBe(state);
  });

  it('opens the tab of a page that reports before the shell opened it', () => {
    expect(report(open(userInfo), byVin, vehicle)).toEqual([HOME_TAB, userInfo, { ...byVin, object: vehicle }]);
  });

  it('folds a second tab on the same object into the first one\'s place, keeping the one on screen', () => {
    const state = report(open(byVin, userInfo), byVin, named, byVin.key);
    // the same vehicle through another address (another case, a section picked): one tab, where the first was
    const folded = report(state, byVinAgain, vehicle, byVinAgain.key);
    expect(folded).toEqual([HOME_TAB, { ...byVinAgain, object: named }, userInfo]);
    // the old tab reporting while the new one is on screen folds the same way
    const withBoth = open(byVin, userInfo, byVinAgain);
    expect(report(report(withBoth, byVinAgain, vehicle, byVinAgain.key), byVin, vehicle, byVinAgain.key).map((t) => t.key)).toEqual(['/home', byVinAgain.key, userInfo.key]);
  });

  it('keeps tabs of different objects and of different kinds apart', () => {
    const part: TabItem = { key: '/part/LUMS2PHD3PH000001', name: 'part_detail' };
    const other: TabItem = { key: '/struct?vin=LUMS2PHD3PH000002', name: 'struct' };
    let state = report(open(byVin, other, part), byVin, vehicle);
    state = report(state, other, { kind: 'vehicle', id: 'LUMS2PHD3PH000002' });
    state = report(state, part, { kind: 'part', id: 'LUMS2PHD3PH000001' });
    expect(state.map((t) => t.key)).toEqual(['/home', byVin.key, other.key, part.key]);
  });

  it('never titles or folds the home tab', () => {
    const state = open(userInfo);
    expect(report(state, HOME_TAB, vehicle)).toBe(state);
  });
});

describe('replacing a tab (a new inquiry becomes the created one)', () => {
  const submit: TabItem = { key: '/submitInquiryForm?vin=LUMS2PHD3PH000001', name: 'submitInquiryForm' };
  const created: TabItem = { key: '/inquiryForm/7', name: 'inquiryFormDetail' };

  it('puts the new tab where the old one was', () => {
    expect(tabsReducer(open(userInfo, submit, password), { type: 'replace', key: submit.key, tab: created })).toEqual([HOME_TAB, userInfo, created, password]);
  });

  it('only closes the old tab when the new one is already open', () => {
    expect(tabsReducer(open(created, submit), { type: 'replace', key: submit.key, tab: created })).toEqual([HOME_TAB, created]);
  });

  it('leaves home and unknown tabs alone', () => {
    const state = open(submit);
    expect(tabsReducer(state, { type: 'replace', key: HOME_TAB.key, tab: created })).toBe(state);
    expect(tabsReducer(state, { type: 'replace', key: '/nowhere', tab: created })).toBe(state);
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
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  };

  it('round-trips the tab list', () => {
    const storage = memory();
    saveTabs(open(userInfo, detail), storage);
    expect(loadTabs(storage)).toEqual([HOME_TAB, userInfo, detail]);
    const titled = { ...detail, object: { kind: 'inquiry', id: '7', name: 'IQ-2026-0007' } } satisfies TabItem;
    saveTabs([HOME_TAB, titled], storage);
    expect(loadTabs(storage)).toEqual([HOME_TAB, titled]);
  });

  it('stores nothing for the home tab alone (what logging out leaves)', () => {
    const storage = memory();
    saveTabs(open(userInfo), storage);
    expect(storage.data.has(TABS_STORAGE_KEY)).toBe(true);
    saveTabs(tabsReducer(open(userInfo), { type: 'reset' }), storage);
    expect(storage.data.has(TABS_STORAGE_KEY)).toBe(false);
    expect(loadTabs(storage)).toEqual([HOME_TAB]);
  });

  it('drops a stored object of an unknown kind but keeps the tab', () => {
    const storage = memory();
    storage.setItem(TABS_STORAGE_KEY, JSON.stringify([{ ...detail, object: { kind: 'rocket', id: '7' } }, { ...userInfo, object: { kind: 'part', id: 5 } }]));
    expect(loadTabs(storage)).toEqual([HOME_TAB, detail, userInfo]);
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

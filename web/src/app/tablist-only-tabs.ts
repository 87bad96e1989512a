import { useEffect } from 'react';

/** The buttons rc-tabs renders inside a tablist beside the tabs: an editable tab's ×, the overflow "more". */
const NON_TAB_BUTTONS = '.ant-tabs-tab-remove, .ant-tabs-nav-more';

/**
 * A tablist may own only tabs (ARIA; axe's critical `aria-required-children`), but rc-tabs puts
 * each closable tab's × and its overflow button inside it and takes no props for them. They stay
 * for the mouse and leave the accessibility tree and the tab order: on a focused tab the arrow keys
 * reach overflowing tabs and Delete closes it (rc-tabs), and the opened-pages bar has its actions
 * button beside it. Re-applied on every change, since React resets the ×'s tabindex.
 */
export function useTablistHoldsOnlyTabs(): void {
  useEffect(() => {
    const mark = () => {
      for (const button of document.querySelectorAll<HTMLElement>(NON_TAB_BUTTONS)) {
        if (button.getAttribute('aria-hidden') !== 'true') button.setAttribute('aria-hidden', 'true');
        if (button.tabIndex !== -1) button.tabIndex = -1;
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, []);
}

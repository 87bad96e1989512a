import { useEffect } from 'react';

/**
 * antd's tables measure their column widths in a hidden row (`aria-hidden`) that repeats the
 * header's titles, the "select all" checkbox included: focusable content that assistive
 * technology is told does not exist (axe `aria-hidden-focus`). Making the row `inert` takes it out
 * of the focus order too, as it is out of the accessibility tree.
 */
export function useInertMeasureRows(): void {
  useEffect(() => {
    const mark = () => {
      for (const row of document.querySelectorAll<HTMLElement>('tr.ant-table-measure-row:not([inert])')) row.inert = true;
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}

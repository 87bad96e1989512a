import type { TableColumnsType } from 'antd';
import { useDevice } from '../app/device';
import './stacked-table.css';

/** The class that turns a table's rows into cards (see stacked-table.css). */
export const STACKED_TABLE_CLASS = 'table-stacked';

interface StackOptions {
  /** The column whose cell heads each card (no label, bold), beside the row's checkbox. */
  titleKey?: string;
  /** Columns a card does without (a running number). */
  omit?: string[];
}

/**
 * The columns of a table shown as stacked cards: each cell a line with its column's title as its
 * label (a data attribute the style sheet writes before it), one column as the card's title, no
 * fixed columns. Columns without a string title go without a label.
 */
export function stackColumns<T>(columns: TableColumnsType<T>, { titleKey, omit = [] }: StackOptions = {}): TableColumnsType<T> {
  return columns.filter((column) => !omit.includes(String(column.key))).map((column) => {
    const isTitle = column.key !== undefined && column.key === titleKey;
    const label = !isTitle && typeof column.title === 'string' ? column.title : undefined;
    return {
      ...column,
      fixed: undefined,
      responsive: undefined,
      onCell: (row: T, index?: number) => {
        const own = (column.onCell?.(row, index) ?? {}) as { className?: string };
        return { ...own, className: [own.className, isTitle ? 'stacked-title' : ''].filter(Boolean).join(' '), 'data-label': label } as never;
      },
    };
  }) as TableColumnsType<T>;
}

/**
 * Wide tables become cards on a phone (issue 20 §14: no sideways scrolling): whether to stack, and
 * the props that do it. Tablets and desktops keep the table.
 */
export function useStackedTable() {
  const stacked = useDevice() === 'mobile';
  return {
    stacked,
    className: stacked ? STACKED_TABLE_CLASS : undefined,
    columns: <T,>(columns: TableColumnsType<T>, options?: StackOptions) => (stacked ? stackColumns(columns, options) : columns),
  };
}

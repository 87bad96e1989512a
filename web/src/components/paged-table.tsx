import { useCallback, useState, type ReactNode } from 'react';
import { Table, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import { LIMITS, type TPage } from '@portal/contract';

/** The page a server-paged list asks for. */
export interface Paging {
  page: number;
  pageSize: number;
}

export const FIRST_PAGING: Paging = { page: 1, pageSize: LIMITS.tablePageSizeDefault };

/** The paging after the table's pager changed: a new page size starts again at page 1. */
export function nextPaging(current: Paging, pagination: Pick<TablePaginationConfig, 'current' | 'pageSize'>): Paging {
  const pageSize = pagination.pageSize ?? current.pageSize;
  return { page: pageSize !== current.pageSize ? 1 : (pagination.current ?? 1), pageSize };
}

/** The running number of a row across pages (an index column), from its index on its page. */
export const rowNumberOf = (paging: Paging, index: number) => (paging.page - 1) * paging.pageSize + index + 1;

/** What a page's "from–to of total" line is given; `capped`: the total is the server's cap, a lower bound. */
export type RangeValues = { from: number; to: number; total: number; capped: boolean };

/**
 * A server-paged table's paging (spec §9 page sizes): the state the list query reads, the table's
 * `onChange`, and its `pagination` for a total with the "from–to of total" line. `range` renders
 * that line in the page's own namespace.
 */
export function usePagedTable(range: (values: RangeValues) => string) {
  const [paging, setPaging] = useState<Paging>(FIRST_PAGING);
  /** Back to page 1 (a new filter or scope), keeping the page size. */
  const toFirstPage = useCallback(() => setPaging((p) => (p.page === 1 ? p : { ...p, page: 1 })), []);
  /** A filter's setter that also goes back to page 1: a new filter's list starts at its top. */
  const filtered = useCallback(<V,>(set: (value: V) => void) => (value: V) => {
    set(value);
    toFirstPage();
  }, [toFirstPage]);
  const onTableChange = useCallback((pagination: Pick<TablePaginationConfig, 'current' | 'pageSize'>) => setPaging((p) => nextPaging(p, pagination)), []);
  /** `capped`: the server stopped counting at its cap, so the total is a lower bound. */
  const pagination = (total: number, capped = false): TablePaginationConfig => ({
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: LIMITS.tablePageSizes.map(String),
    showTotal: (all, [from, to]) => range({ from, to, total: all, capped }),
  });
  /** The running number of a row across pages (an index column), from its index on this page. */
  const rowNumber = (index: number) => rowNumberOf(paging, index);
  return { paging, setPaging, toFirstPage, filtered, onTableChange, pagination, rowNumber };
}

export type PagedTableState = ReturnType<typeof usePagedTable>;

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'loading' | 'pagination' | 'onChange'> {
  columns: TableColumnsType<T>;
  /** The page the server answered (undefined while the first one loads). */
  page: (TPage<T> & { countCapped?: boolean }) | undefined;
  loading: boolean;
  /** The paging from `usePagedTable`: the table shows its page and reports the pager's changes to it. */
  paged: PagedTableState;
  /** The count stopped at the server's cap ("more than N"); by default the page's own `countCapped`. */
  capped?: boolean;
  /** What an empty page shows. */
  emptyText?: ReactNode;
  /** More pager options (a quick jumper); page, size and total come from `paged`. */
  pager?: Omit<TablePaginationConfig, 'current' | 'pageSize' | 'total'>;
  /** A width the columns keep (fixed layout): a narrower screen scrolls the table sideways. */
  width?: number;
}

/**
 * A server-paged list's table: one page of rows, the pager with the page sizes of spec §9 and the
 * "from–to of total" line, and any other antd `Table` prop passed through (rowKey `id` and size
 * `middle` unless said otherwise).
 */
export function PagedTable<T extends object>({ page, loading, paged, capped, emptyText, pager, width, locale, ...table }: PagedTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      {...(width === undefined ? {} : { tableLayout: 'fixed', scroll: { x: width } })}
      {...table}
      dataSource={page?.contents ?? []}
      loading={loading}
      locale={emptyText === undefined ? locale : { ...locale, emptyText }}
      onChange={paged.onTableChange}
      pagination={{ ...paged.pagination(page?.count ?? 0, capped ?? page?.countCapped ?? false), ...pager }}
    />
  );
}

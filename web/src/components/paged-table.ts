import { useCallback, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { LIMITS } from '@portal/contract';

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

/**
 * A server-paged table's paging (spec §9 page sizes): the state the list query reads, the table's
 * `onChange`, and its `pagination` for a total with the "from–to of total" line. `range` renders
 * that line in the page's own namespace.
 */
export function usePagedTable(range: (values: { from: number; to: number; total: number }) => string) {
  const [paging, setPaging] = useState<Paging>(FIRST_PAGING);
  /** Back to page 1 (a new filter or scope), keeping the page size. */
  const toFirstPage = useCallback(() => setPaging((p) => (p.page === 1 ? p : { ...p, page: 1 })), []);
  const onTableChange = useCallback((pagination: TablePaginationConfig) => setPaging((p) => nextPaging(p, pagination)), []);
  const pagination = (total: number): TablePaginationConfig => ({
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: LIMITS.tablePageSizes.map(String),
    showTotal: (all, [from, to]) => range({ from, to, total: all }),
  });
  return { paging, setPaging, toFirstPage, onTableChange, pagination };
}

import { describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contract';
import { FIRST_PAGING, nextPaging, rowNumberOf } from './paged-table';

describe('paged table', () => {
  it('starts on page 1 at the default page size of spec §9', () => {
    expect(FIRST_PAGING).toEqual({ page: 1, pageSize: LIMITS.tablePageSizeDefault });
  });

  it('moves to the page clicked, and back to page 1 when the page size changes', () => {
    expect(nextPaging({ page: 1, pageSize: 10 }, { current: 3, pageSize: 10 })).toEqual({ page: 3, pageSize: 10 });
    expect(nextPaging({ page: 3, pageSize: 10 }, { current: 3, pageSize: 20 })).toEqual({ page: 1, pageSize: 20 });
    expect(nextPaging({ page: 4, pageSize: 10 }, {})).toEqual({ page: 1, pageSize: 10 });
  });

  it('numbers rows across pages', () => {
    expect(rowNumberOf({ page: 1, pageSize: 10 }, 0)).toBe(1);
    expect(rowNumberOf({ page: 3, pageSize: 10 }, 4)).toBe(25);
  });
});

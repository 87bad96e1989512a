import type { CaseStatus, TCasePageRequest, TCaseRow, TManualScope } from '@portal/contract';

/*
 * What the library screen asks for, kept apart from React so it can be tested: the struct view's
 * scope from the URL (a VIN or line/series/model codes, manuals/scope.ts), plus the filter form.
 */

export interface CaseFilterValues {
  key?: string;
  language?: TCasePageRequest['language'];
  status?: CaseStatus;
}

/** The route of one case (technicalCaseDetail), for links from other screens. */
export const caseDetailPath = (id: string) => `/technicalCaseLibrary/${id}`;

/** The page request for a scope, a filter and a page; empty filter values are left out. */
export function caseRequest(scope: TManualScope, filter: CaseFilterValues, paging: { page: number; pageSize: number }): TCasePageRequest {
  const req: TCasePageRequest = { page: paging.page, pageSize: paging.pageSize };
  if (scope.vinCode) req.vinCode = scope.vinCode;
  else {
    if (scope.code0) req.code0 = scope.code0;
    if (scope.code1) req.code1 = scope.code1;
    if (scope.code2) req.code2 = scope.code2;
  }
  const key = filter.key?.trim();
  if (key) req.key = key;
  if (filter.language) req.language = filter.language;
  if (filter.status) req.status = filter.status;
  return req;
}

/** How the scope tag names the scope: the VIN, or the model's name once a row of it is shown, else the deepest code. */
export function scopeLabel(scope: TManualScope, rows: Pick<TCaseRow, 'modelCode' | 'modelName'>[]): string | null {
  if (scope.vinCode) return scope.vinCode;
  if (scope.code2) return rows.find((r) => r.modelCode === scope.code2)?.modelName || scope.code2;
  return scope.code1 || scope.code0 || null;
}

export const STATUS_COLORS: Record<CaseStatus, string> = {
  DRAFT: 'default',
  PENDING_REVIEW: 'gold',
  PUBLISHED: 'green',
  INVALID: 'red',
};

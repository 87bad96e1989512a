import type { TManualScope } from '@portal/contract';

/*
 * Which vehicle or configuration a manual screen is about travels in the URL, so every manual
 * screen is linkable: `?vin=` for one vehicle, `?code0=&code1=&code2=` (or the spec's
 * `catelogModel` JSON) for a line, series or model.
 */

const CODE = /^[\w.-]{1,64}$/;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The scope named by a query string; unknown or malformed values are ignored. */
export function scopeFromParams(params: URLSearchParams): TManualScope {
  const vin = params.get('vin')?.trim().toUpperCase();
  if (vin && VIN.test(vin)) return { vinCode: vin };
  const scope: TManualScope = {};
  let source: Record<string, unknown> = Object.fromEntries(params);
  const json = params.get('catelogModel');
  if (json) {
    try {
      const parsed = JSON.parse(json) as unknown;
      if (parsed && typeof parsed === 'object') source = { ...source, ...(parsed as Record<string, unknown>) };
    } catch {
      // a broken parameter falls back to the plain codes
    }
  }
  for (const key of ['code0', 'code1', 'code2'] as const) {
    const value = source[key];
    if (typeof value === 'string' && CODE.test(value.trim())) scope[key] = value.trim();
  }
  return scope;
}

/** The query string (without `?`) that names a scope; a VIN wins over codes. */
export function scopeToSearch(scope: TManualScope): string {
  const params = new URLSearchParams();
  if (scope.vinCode) params.set('vin', scope.vinCode);
  else {
    if (scope.code0) params.set('code0', scope.code0);
    if (scope.code1) params.set('code1', scope.code1);
    if (scope.code2) params.set('code2', scope.code2);
  }
  return params.toString();
}

/** A path with the scope (and extra parameters) appended as its query. */
export function withScope(path: string, scope: TManualScope, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams(scopeToSearch(scope));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether the scope names anything. */
export const isScoped = (scope: TManualScope) => !!(scope.vinCode || scope.code0 || scope.code1 || scope.code2);

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { saveSalesInfo } from '../../api/orders';

/** The home page's query parameters that carry the dealer's sales data (spec §7 /saveUserSalesInfo). */
export function salesInfoFromQuery(params: URLSearchParams) {
  const salesOrganization = params.get('salesOrg')?.trim() ?? '';
  const threshold = params.get('threshold')?.trim() ?? '';
  const warehouseInfo = params.get('wareLocation')?.trim() ?? '';
  if (!salesOrganization && !threshold && !warehouseInfo) return null;
  return { salesOrganization, threshold, warehouseInfo };
}

/**
 * A DMS that opens the portal passes the dealer's sales organisation, threshold and warehouse on
 * the home page's URL; they are stored once per value, and later orders carry them.
 */
export function useSaveSalesInfoFromQuery(enabled: boolean) {
  const [params] = useSearchParams();
  const info = salesInfoFromQuery(params);
  const key = info ? JSON.stringify(info) : '';
  useEffect(() => {
    if (!enabled || !key) return;
    void saveSalesInfo(JSON.parse(key)).catch(() => undefined);
  }, [enabled, key]);
}

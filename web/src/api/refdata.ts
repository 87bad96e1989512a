import { useQuery } from '@tanstack/react-query';
import { refdataEndpoints as E } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

/*
 * Hooks of the reference data (spec §2 "Supporting"; dictionaries are in dictionaries.ts): what
 * the inquiry form reads (fault catalogue, areas, a VIN's vehicle, a work order, a part's
 * name). Shapes come from contract/src/refdata.
 */

/** Fault catalogue nodes of one level under a parent (spec §3: 1 module, 2 system, 3 position). */
export function useFaultNodes(level: 1 | 2 | 3, parentCode: string | undefined) {
  return useQuery({
    queryKey: ['faultCatalogue', level, parentCode ?? ''] as const,
    queryFn: ({ signal }) => api(E.faultNodes, { body: { type: 'FAULT_CATELOG', level, parentCode: parentCode || undefined } }, { signal }),
    enabled: level === 1 || !!parentCode,
    staleTime: 10 * 60_000,
  });
}

/** Provinces (level 1) or the cities of one province (level 2) (area/listMap). */
export const fetchAreas = (level: 1 | 2, parentCode?: string) =>
  queryClient.fetchQuery({
    queryKey: ['areas', level, parentCode ?? ''] as const,
    queryFn: () => api(E.areas, { body: { level, parentCode } }),
    staleTime: Infinity,
  });

/** A work order's mileage, shop and area (spec §3 Work order info); null when unknown. */
export const fetchWorkOrder = (id: string) =>
  api(E.workOrder, { params: { id: id.trim() } }, { silent: true }).catch(() => null);

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPartPhotos, TWhereUsed } from '@portal/contract';
import { catalogueKeys } from '../../api/catalogue';
import { http } from '../../api/http';

/*
 * Catalogue queries of the paged where-used call and the physical-map tab. Their keys extend the
 * part's key in `catalogueKeys`, so whatever invalidates a part refreshes these too.
 */

/** The photos of a part (physical-map tab): only PER_MANUAL_VIEW, unlike the part-info tab. */
export function usePartPhotos(partId: string | undefined) {
  return useQuery({
    queryKey: [...catalogueKeys.part(partId ?? ''), 'photos'] as const,
    queryFn: () => http.get<TPartPhotos>(`/rest/base/part/photos/${partId}`),
    enabled: !!partId,
  });
}

/** One page of where a part is used; within a line, series or model when `rootCode` is given. */
export function useWhereUsedPage(part: { id: string; code?: string } | undefined, rootCode: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...catalogueKeys.whereUsed(part?.id ?? '', rootCode), page, pageSize] as const,
    queryFn: () =>
      rootCode && part?.code
        ? http.get<TWhereUsed>(`/rest/model/search/used/part/${encodeURIComponent(rootCode)}/${encodeURIComponent(part.code)}`, { page, pageSize })
        : http.get<TWhereUsed>(`/rest/model/used/part/${part?.id}`, { page, pageSize }),
    enabled: !!part?.id,
    placeholderData: keepPreviousData,
  });
}

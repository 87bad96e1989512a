import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TSpecialTool, TSpecialToolFilterOptions, TSpecialToolListRequest } from '@portal/contract';
import { http } from './http';
import { useTicketUrl } from './tickets';

/* Hooks of the special tools (spec §7 "Special tools"); shapes from contract/src/special-tools.ts. */

export interface Page<T> {
  contents: T[];
  count: number;
}

export const toolKeys = {
  all: ['specialTools'] as const,
  filter: () => [...toolKeys.all, 'filter'] as const,
  list: (req: TSpecialToolListRequest) => [...toolKeys.all, 'list', req] as const,
  one: (id: string) => [...toolKeys.all, 'one', id] as const,
};

export function useSpecialToolFilterOptions() {
  return useQuery({
    queryKey: toolKeys.filter(),
    queryFn: () => http.post<TSpecialToolFilterOptions>('/rest/base/specialtool/filter', {}),
    staleTime: 5 * 60_000,
  });
}

export function useSpecialTools(req: TSpecialToolListRequest) {
  return useQuery({
    queryKey: toolKeys.list(req),
    queryFn: ({ signal }) => http.post<Page<TSpecialTool>>('/rest/base/specialtool/', req, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSpecialTool(id: string | undefined) {
  return useQuery({
    queryKey: toolKeys.one(id ?? ''),
    queryFn: () => http.get<TSpecialTool>(`/rest/base/specialtool/view/${id}`),
    enabled: !!id,
  });
}

/** The picture as an `<img src>` with its link ticket; undefined while the ticket is on its way. */
export const useToolPictureSrc = (pictureUrl: string | null | undefined) => useTicketUrl(pictureUrl ?? undefined);

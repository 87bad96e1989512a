import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { specialToolsEndpoints as E, type TSpecialToolListRequest } from '@portal/contract';
import { api } from './api';
import { useTicketUrl } from './tickets';

/* Hooks of the special tools (spec §7 "Special tools"); shapes from contract/src/special-tools/endpoints.ts. */

export const toolKeys = {
  all: ['specialTools'] as const,
  filter: () => [...toolKeys.all, 'filter'] as const,
  list: (req: TSpecialToolListRequest) => [...toolKeys.all, 'list', req] as const,
  one: (id: string) => [...toolKeys.all, 'one', id] as const,
};

export function useSpecialToolFilterOptions() {
  return useQuery({
    queryKey: toolKeys.filter(),
    queryFn: () => api(E.filterOptions),
    staleTime: 5 * 60_000,
  });
}

export function useSpecialTools(req: TSpecialToolListRequest) {
  return useQuery({
    queryKey: toolKeys.list(req),
    queryFn: ({ signal }) => api(E.list, { body: req }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSpecialTool(id: string | undefined) {
  return useQuery({
    queryKey: toolKeys.one(id ?? ''),
    queryFn: () => api(E.get, { params: { id: id! } }),
    enabled: !!id,
  });
}

/** The picture as an `<img src>` with its link ticket; undefined while the ticket is on its way. */
export const useToolPictureSrc = (pictureUrl: string | null | undefined) => useTicketUrl(pictureUrl ?? undefined);

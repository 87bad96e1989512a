import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FavoriteTab, TFavorite, TFavoriteAddRequest } from '@portal/contract';
import { http } from './http';
import { queryClient } from './query-client';
import { catalogueKeys } from './catalogue';
import { manualKeys } from './manuals';

/* Hooks of favourites (spec §7 Favourites); shapes from contract/src/favorites.ts. */

export interface Page<T> {
  contents: T[];
  count: number;
}

export const favoriteKeys = {
  all: ['favorites'] as const,
  list: (tab: FavoriteTab, page: number, pageSize: number) => [...favoriteKeys.all, 'list', tab, page, pageSize] as const,
  of: (id: string) => [...favoriteKeys.all, 'of', id] as const,
  latest: (limit: number) => [...favoriteKeys.all, 'latest', limit] as const,
};

/** One tab of my_favorite. */
export function useFavorites(tab: FavoriteTab, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: favoriteKeys.list(tab, page, pageSize),
    queryFn: () => http.get<Page<TFavorite>>('/rest/base/favorite/list/', { objectRef: tab, page, pageSize }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** My favourite of a part (or topic, manual), or null: the part detail's star. */
export function useFavoriteOf(objectId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: favoriteKeys.of(objectId ?? ''),
    queryFn: () => http.get<TFavorite | null>(`/rest/base/favorite/${objectId}`),
    enabled: enabled && !!objectId,
  });
}

/** My latest favourites (the home card). */
export function useLatestFavorites(limit: number, enabled = true) {
  return useQuery({
    queryKey: favoriteKeys.latest(limit),
    queryFn: () => http.get<TFavorite[]>('/rest/log/favorites', { limit }),
    enabled,
  });
}

// A favourite shows in the tabs, the home card, BOM rows and the topic viewer: all of them reload.
const refresh = () => Promise.all([
  queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'bom'] }),
  queryClient.invalidateQueries({ queryKey: [...manualKeys.all, 'topic'] }),
]);

export function useAddFavorite() {
  return useMutation({ mutationFn: (req: TFavoriteAddRequest) => http.post<TFavorite>('/rest/base/favorite/', req), onSuccess: refresh });
}

export function useRemoveFavorite() {
  return useMutation({ mutationFn: (id: string) => http.del<null>(`/rest/base/favorite/${id}`), onSuccess: refresh });
}

export function useTopFavorite() {
  return useMutation({
    mutationFn: (req: { favoritesId: string; top: boolean }) => http.post<TFavorite>('/rest/favorites/top', req),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

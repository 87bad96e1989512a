import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { favoritesEndpoints as E, type FavoriteTab, type TFavoriteAddRequest } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';
import { catalogueKeys } from './catalogue';
import { manualKeys } from './manuals';

/* Hooks of favourites (spec §7 Favourites); shapes from contract/src/favorites/schemas.ts. */

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
    queryFn: () => api(E.list, { query: { objectRef: tab, page, pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** My favourite of a part (or topic, manual), or null: the part detail's star. */
export function useFavoriteOf(objectId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: favoriteKeys.of(objectId ?? ''),
    queryFn: () => api(E.get, { params: { id: objectId! } }),
    enabled: enabled && !!objectId,
  });
}

/** My latest favourites (the home card). */
export function useLatestFavorites(limit: number, enabled = true) {
  return useQuery({
    queryKey: favoriteKeys.latest(limit),
    queryFn: () => api(E.latest, { query: { limit } }),
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
  return useMutation({ mutationFn: (req: TFavoriteAddRequest) => api(E.add, { body: req }), onSuccess: refresh });
}

export function useRemoveFavorite() {
  return useMutation({ mutationFn: (id: string) => api(E.remove, { params: { id } }), onSuccess: refresh });
}

export function useTopFavorite() {
  return useMutation({
    mutationFn: (req: { favoritesId: string; top: boolean }) => api(E.top, { body: req }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

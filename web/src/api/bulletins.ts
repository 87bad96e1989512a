import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { bulletinsEndpoints as E, type TBulletinSave, type TBulletinSimilarRequest, type TBulletinStatus, type TBulletinType } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

/* Hooks of bulletins (spec §7 Bulletins); shapes from contract/src/bulletins. */

export const bulletinKeys = {
  all: ['bulletins'] as const,
  page: (q: BulletinQuery) => [...bulletinKeys.all, 'page', q] as const,
  detail: (id: string) => [...bulletinKeys.all, 'detail', id] as const,
  levels: ['bulletins', 'levels'] as const,
};

export interface BulletinQuery { page: number; pageSize: number; theme?: string; type?: TBulletinType; status?: TBulletinStatus; scope: 'read' | 'manage' }

export const useBulletinPage = (q: BulletinQuery) => useQuery({
  queryKey: bulletinKeys.page(q),
  queryFn: () => api(E.page, { query: { ...q } }),
  placeholderData: keepPreviousData,
  // Another person's approval moves a bulletin on: coming back to the window or the tab (which mounts the page) shows it.
  refetchOnWindowFocus: 'always',
  refetchOnMount: 'always',
});

/**
 * The home announcements: the newest bulletins the user may read, pinned first. Keyed under the
 * bulletin lists, so opening a bulletin (which marks it read) refreshes them too.
 */
export const useHomeBulletins = (enabled: boolean) => useQuery({
  queryKey: [...bulletinKeys.all, 'page', 'homepage'],
  enabled,
  queryFn: ({ signal }) => api(E.homepage, undefined, { signal }),
});

/** Opening a bulletin marks it read: the lists and the vehicles' bulletins (their unread counts) are refreshed after. */
export const useBulletin = (id: string | undefined) => useQuery({
  queryKey: bulletinKeys.detail(id ?? ''),
  enabled: Boolean(id),
  queryFn: async () => {
    const data = await api(E.get, { params: { id: id! } });
    void queryClient.invalidateQueries({ queryKey: [...bulletinKeys.all, 'page'] });
    void queryClient.invalidateQueries({ queryKey: [...bulletinKeys.all, 'vin'] });
    return data;
  },
});

export const useApproveLevels = () => useQuery({ queryKey: bulletinKeys.levels, queryFn: () => api(E.approveLevels) });

const refresh = () => void queryClient.invalidateQueries({ queryKey: bulletinKeys.all });

export const useSaveBulletin = () => useMutation({
  mutationFn: ({ id, body }: { id?: string; body: TBulletinSave }) =>
    (id ? api(E.update, { params: { id }, body }) : api(E.create, { body })),
  onSuccess: refresh,
});

export type MoveAction = 'publish' | 'review' | 'approve' | 'top' | 'untop' | 'delete';
export const useMoveBulletin = () => useMutation({
  mutationFn: ({ id, action, level }: { id: string; action: MoveAction; level?: number }) => {
    switch (action) {
      case 'delete': return api(E.remove, { params: { id } });
      case 'top': case 'untop': return api(E.top, { params: { id }, body: { top: action === 'top' } });
      case 'approve': return api(E.approve, { params: { id, level: level ?? 1 } });
      case 'publish': return api(E.publish, { params: { id } });
      case 'review': return api(E.review, { params: { id } });
    }
  },
  onSuccess: refresh,
});

/** The preview (notice_preview): the bulletin as its page shows it, no visit counted. */
export const useBulletinPreview = (id: string | undefined) => useQuery({
  queryKey: [...bulletinKeys.all, 'preview', id ?? ''],
  enabled: Boolean(id),
  queryFn: () => api(E.preview, { params: { id: id! } }),
});

/** Catalogue models by code or name, for a bulletin's audience; nothing without a keyword. */
export const useBulletinModels = (keyword: string) => useQuery({
  queryKey: [...bulletinKeys.all, 'models', keyword.trim()],
  enabled: keyword.trim().length > 0,
  queryFn: ({ signal }) => api(E.models, { query: { keyword } }, { signal }),
  placeholderData: keepPreviousData,
  staleTime: 5 * 60_000,
});

/** Groups the writer may address, by code or name. */
export const useBulletinGroups = (keyword: string, enabled: boolean) => useQuery({
  queryKey: [...bulletinKeys.all, 'groups', keyword],
  enabled,
  queryFn: () => api(E.groups, { query: { keyword } }),
  placeholderData: keepPreviousData,
});

/** The VIN's bulletins that answer the fault being typed, best first, and its recalls (the new inquiry's suggestions). */
export const useSimilarBulletins = (req: TBulletinSimilarRequest, enabled: boolean) => useQuery({
  queryKey: [...bulletinKeys.all, 'similar', req],
  enabled: enabled && req.text.trim().length > 0,
  queryFn: ({ signal }) => api(E.similar, { body: req }, { signal, silent: true }),
  placeholderData: keepPreviousData,
  staleTime: 60_000,
});

/** The published recalls and technical bulletins the caller may read that concern this VIN. */
export const useVinBulletins = (vin: string, enabled = true) => useQuery({
  queryKey: [...bulletinKeys.all, 'vin', vin],
  enabled,
  queryFn: () => api(E.ofVin, { params: { vin } }),
});

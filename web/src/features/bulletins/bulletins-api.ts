import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TApproveLevel, TBulletinDetail, TBulletinGroup, TBulletinRow, TBulletinSave, TBulletinStatus, TBulletinType } from '@portal/contract';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';

export const bulletinKeys = {
  all: ['bulletins'] as const,
  page: (q: BulletinQuery) => [...bulletinKeys.all, 'page', q] as const,
  detail: (id: string) => [...bulletinKeys.all, 'detail', id] as const,
  levels: ['bulletins', 'levels'] as const,
};

export interface BulletinQuery { page: number; pageSize: number; theme?: string; type?: TBulletinType; status?: TBulletinStatus; scope: 'read' | 'manage' }

export const useBulletinPage = (q: BulletinQuery) => useQuery({
  queryKey: bulletinKeys.page(q),
  queryFn: () => http.get<{ contents: TBulletinRow[]; count: number }>('/rest/base/bulletin/page', { ...q }),
  placeholderData: keepPreviousData,
});

/** Opening a bulletin marks it read: the lists and the vehicles' bulletins (their unread counts) are refreshed after. */
export const useBulletin = (id: string | undefined) => useQuery({
  queryKey: bulletinKeys.detail(id ?? ''),
  enabled: Boolean(id),
  queryFn: async () => {
    const data = await http.get<TBulletinDetail>(`/rest/base/bulletin/${id}`);
    void queryClient.invalidateQueries({ queryKey: [...bulletinKeys.all, 'page'] });
    void queryClient.invalidateQueries({ queryKey: [...bulletinKeys.all, 'vin'] });
    return data;
  },
});

export const useApproveLevels = () => useQuery({ queryKey: bulletinKeys.levels, queryFn: () => http.get<TApproveLevel[]>('/rest/config/bulletinApproveLevel') });

const refresh = () => void queryClient.invalidateQueries({ queryKey: bulletinKeys.all });

export const useSaveBulletin = () => useMutation({
  mutationFn: ({ id, body }: { id?: string; body: TBulletinSave }) =>
    (id ? http.post<null>(`/rest/base/bulletin/update/${id}`, body) : http.post<{ id: string }>('/rest/base/bulletin/', body)),
  onSuccess: refresh,
});

export type MoveAction = 'publish' | 'review' | 'approve' | 'top' | 'untop' | 'delete';
export const useMoveBulletin = () => useMutation({
  mutationFn: ({ id, action, level }: { id: string; action: MoveAction; level?: number }) => {
    switch (action) {
      case 'delete': return http.del<null>(`/rest/base/bulletin/${id}`);
      case 'top': case 'untop': return http.put<null>(`/rest/base/bulletin/top/${id}`, { top: action === 'top' });
      case 'approve': return http.get<null>(`/rest/base/bulletin/approve/${id}/${level ?? 1}`);
      default: return http.get<null>(`/rest/base/bulletin/${action}/${id}`);
    }
  },
  onSuccess: refresh,
});

/** The preview (notice_preview): the bulletin as its page shows it, no visit counted. */
export const useBulletinPreview = (id: string | undefined) => useQuery({
  queryKey: [...bulletinKeys.all, 'preview', id ?? ''],
  enabled: Boolean(id),
  queryFn: () => http.get<TBulletinDetail>(`/rest/base/bulletin/preview/${id}`),
});

/** Groups the writer may address, by code or name. */
export const useBulletinGroups = (keyword: string, enabled: boolean) => useQuery({
  queryKey: [...bulletinKeys.all, 'groups', keyword],
  enabled,
  queryFn: () => http.get<TBulletinGroup[]>('/rest/base/bulletin/groups', { keyword }),
  placeholderData: keepPreviousData,
});

/** The published recalls and technical bulletins the caller may read that concern this VIN. */
export const useVinBulletins = (vin: string, enabled = true) => useQuery({
  queryKey: [...bulletinKeys.all, 'vin', vin],
  enabled,
  queryFn: () => http.get<TBulletinRow[]>(`/rest/base/bulletin/vin/${encodeURIComponent(vin)}`),
});

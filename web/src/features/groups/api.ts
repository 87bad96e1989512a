import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TGroup, TGroupInput, TGroupMember } from '@portal/contract';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';

/** Groups and their members (group_management, group_user). */
export const groupKeys = {
  all: ['groups'] as const,
  page: (query: GroupQuery) => [...groupKeys.all, 'page', query] as const,
  members: (id: string, query: MemberQuery) => [...groupKeys.all, 'members', id, query] as const,
  candidates: (id: string, key: string) => [...groupKeys.all, 'candidates', id, key] as const,
};

export interface GroupQuery {
  keyword?: string;
  page: number;
  pageSize: number;
}
export interface MemberQuery {
  searchKey?: string;
  page: number;
  pageSize: number;
}

type Page<T> = { contents: T[]; count: number };
const refresh = () => void queryClient.invalidateQueries({ queryKey: groupKeys.all });

export function useGroupPage(query: GroupQuery) {
  return useQuery({
    queryKey: groupKeys.page(query),
    queryFn: () => http.post<Page<TGroup>>('/rest/base/group/page', query),
    placeholderData: keepPreviousData,
  });
}

/** Creates a group (no id) or changes one. */
export function useSaveGroup() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TGroupInput }) =>
      id ? http.put<null>(`/rest/base/group/${id}`, input) : http.post<{ id: string }>('/rest/base/group/', input),
    onSuccess: refresh,
  });
}

export function useDeleteGroup() {
  return useMutation({ mutationFn: (id: string) => http.del<null>(`/rest/base/group/${id}`), onSuccess: refresh });
}

export function useGroupMembers(id: string, query: MemberQuery) {
  const { searchKey, ...paging } = query;
  const path = searchKey ? `/rest/base/group/${id}/users/page/${encodeURIComponent(searchKey)}` : `/rest/base/group/${id}/users/page`;
  return useQuery({
    queryKey: groupKeys.members(id, query),
    queryFn: () => http.get<Page<TGroupMember>>(path, { page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Users outside the group matching a key; nothing is asked before a key is typed. */
export function useGroupCandidates(id: string, key: string) {
  return useQuery({
    queryKey: groupKeys.candidates(id, key),
    queryFn: () => http.get<TGroupMember[]>(`/rest/base/user/${id}/notGroup/${encodeURIComponent(key)}`),
    enabled: key.trim().length > 0,
  });
}

export function useChangeMembers() {
  return useMutation({
    mutationFn: ({ id, userIds, remove }: { id: string; userIds: string[]; remove?: boolean }) =>
      remove ? http.del<{ changed: number }>(`/rest/base/group/${id}/users`, { userIds }) : http.post<{ changed: number }>(`/rest/base/group/${id}/users`, { userIds }),
    onSuccess: refresh,
  });
}

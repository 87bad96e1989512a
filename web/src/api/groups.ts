import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { groupsEndpoints as E, type TGroupInput } from '@portal/contract';
import { api } from './api';
import { queryClient } from './query-client';

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

const refresh = () => void queryClient.invalidateQueries({ queryKey: groupKeys.all });

export function useGroupPage(query: GroupQuery, enabled = true) {
  return useQuery({
    queryKey: groupKeys.page(query),
    queryFn: () => api(E.page, { body: query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Creates a group (no id) or changes one. */
export function useSaveGroup() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TGroupInput }) =>
      id ? api(E.update, { params: { id }, body: input }) : api(E.create, { body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteGroup() {
  return useMutation({ mutationFn: (id: string) => api(E.remove, { params: { id } }), onSuccess: refresh });
}

export function useGroupMembers(id: string, query: MemberQuery) {
  const { searchKey, ...paging } = query;
  const page = { page: paging.page, pageSize: paging.pageSize };
  return useQuery({
    queryKey: groupKeys.members(id, query),
    queryFn: () => (searchKey
      ? api(E.searchMembers, { params: { id, searchKey }, query: page })
      : api(E.members, { params: { id }, query: page })),
    placeholderData: keepPreviousData,
  });
}

/** Users outside the group matching a key; nothing is asked before a key is typed. */
export function useGroupCandidates(id: string, key: string) {
  return useQuery({
    queryKey: groupKeys.candidates(id, key),
    queryFn: () => api(E.candidates, { params: { id, key } }),
    enabled: key.trim().length > 0,
  });
}

export function useChangeMembers() {
  return useMutation({
    mutationFn: ({ id, userIds, remove }: { id: string; userIds: string[]; remove?: boolean }) =>
      api(remove ? E.removeMembers : E.addMembers, { params: { id }, body: { userIds } }),
    onSuccess: refresh,
  });
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { accessEndpoints as E } from '@portal/contract';
import { api } from './api';
import { authKeys } from './auth';
import { userKeys } from './users';
import { queryClient } from './query-client';

/** Roles, their resources and members, and the rules (role_management). */
export const accessKeys = {
  all: ['access'] as const,
  roles: (query: RoleQuery) => [...accessKeys.all, 'roles', query] as const,
  resources: (roleId: string, linked: boolean) => [...accessKeys.all, 'resources', roleId, linked] as const,
  members: (query: MemberQuery) => [...accessKeys.all, 'members', query] as const,
  rules: () => [...accessKeys.all, 'rules'] as const,
};

export interface RoleQuery {
  key?: string;
  page: number;
  pageSize: number;
}
export interface MemberQuery {
  roleId: string;
  member: boolean;
  key?: string;
  page: number;
  pageSize: number;
}

/** Most resources there are: the whole catalogue fits one page (the API takes up to 500). */
const ALL_RESOURCES = 500;

/**
 * After a change: the screen's lists, the user form's role options, and the caller's own
 * permissions (they may have changed a role they hold).
 */
const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: accessKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: authKeys.current() });
};

export function useRolePage(query: RoleQuery) {
  return useQuery({ queryKey: accessKeys.roles(query), queryFn: () => api(E.rolePage, { body: query }), placeholderData: keepPreviousData });
}

/** Every role in one list (the rules' role picker). */
export function useAllRoles(enabled: boolean) {
  return useQuery({ queryKey: accessKeys.roles({ page: 1, pageSize: 200 }), queryFn: () => api(E.rolePage, { body: { page: 1, pageSize: 200 } }), enabled });
}

/** A role's linked resources, or the others, all at once. */
export function useRoleResources(roleId: string, linked: boolean) {
  return useQuery({
    queryKey: accessKeys.resources(roleId, linked),
    queryFn: () => api(E.resourcePage, { body: { roleId, linked, page: 1, pageSize: ALL_RESOURCES } }),
  });
}

export function useSaveRole() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: { code: string; name: string; remark: string } }) =>
      id ? api(E.updateRole, { params: { id }, body: input }) : api(E.createRole, { body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  return useMutation({ mutationFn: (id: string) => api(E.deleteRole, { params: { id } }), onSuccess: refresh });
}

/** Links resources to a role or unlinks them. */
export function useChangeLinks() {
  return useMutation({
    mutationFn: ({ roleId, resourceIds, link }: { roleId: string; resourceIds: string[]; link: boolean }) =>
      api(link ? E.addLinks : E.deleteLinks, { body: { roleId, resourceIds } }),
    onSuccess: refresh,
  });
}

export function useRoleMembers(query: MemberQuery, enabled = true) {
  return useQuery({ queryKey: accessKeys.members(query), queryFn: () => api(E.memberPage, { body: query }), placeholderData: keepPreviousData, enabled });
}

/** Gives a role to users or takes it from them. */
export function useChangeMembers() {
  return useMutation({
    mutationFn: ({ roleId, userIds, give }: { roleId: string; userIds: string[]; give: boolean }) =>
      api(give ? E.addMembers : E.removeMembers, { body: { roleId, userIds } }),
    onSuccess: refresh,
  });
}

export function useRules() {
  return useQuery({ queryKey: accessKeys.rules(), queryFn: () => api(E.ruleShow, { body: {} }) });
}

export function useUpdateRule() {
  return useMutation({
    mutationFn: (input: { userType: string; roleIds: string[] }) => api(E.ruleUpdate, { body: input }),
    onSuccess: refresh,
  });
}

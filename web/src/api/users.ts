import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TAmendUserRequest, TUserAdminRow, TUserInfo, UserType } from '@portal/contract';
import { http } from './http';
import type { QueryValue } from './http-utils';
import { encryptPasswords } from './crypto';
import { authKeys, rethrowCrypto } from './auth';
import { queryClient } from './query-client';

export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  countries: () => [...userKeys.all, 'countries'] as const,
  verifyMethods: () => [...userKeys.all, 'verify-methods'] as const,
  /** Every admin list page; mutations invalidate this prefix. */
  admin: () => [...userKeys.all, 'admin'] as const,
  adminPage: (query: UserAdminQuery) => [...userKeys.admin(), 'page', query] as const,
};

export interface VerifyCodeSent {
  sentTo: string;
  resendAfter: number;
}

export function useMyInfo() {
  return useQuery({ queryKey: userKeys.me(), queryFn: () => http.get<TUserInfo>('/rest/base/user/') });
}

export function useAmendMyInfo() {
  return useMutation({
    mutationFn: (input: TAmendUserRequest) => http.put<TUserInfo>('/rest/base/user/', input),
    onSuccess: (info) => {
      queryClient.setQueryData(userKeys.me(), info);
      void queryClient.invalidateQueries({ queryKey: authKeys.current() });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { oldPassword: string; newPassword: string; repeatPassword: string }) => {
      const [oldPassword, newPassword, repeatPassword] = await encryptPasswords(input.oldPassword, input.newPassword, input.repeatPassword);
      return http.put<null>('/rest/base/user/pwd', { oldPassword, newPassword, repeatPassword }).catch(rethrowCrypto);
    },
  });
}

export function useCountries() {
  return useQuery({
    queryKey: userKeys.countries(),
    queryFn: () => http.get<{ code: string; name: string }[]>('/rest/base/support/country', undefined, { noToken: true }),
    staleTime: Infinity,
  });
}

export const sendRegisterCode = (email: string) =>
  http.get<VerifyCodeSent>('/rest/base/user/verify-code/register', { email }, { noToken: true });

export interface RegisterInput {
  username: string;
  password: string;
  email: string;
  code: string;
  name?: string;
  company?: string;
  mobileNo?: string;
  countryCode?: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const [password] = await encryptPasswords(input.password);
      return http
        .post<{ username: string }>('/rest/base/user/register', { ...input, password }, { noToken: true })
        .catch(rethrowCrypto);
    },
  });
}

export const fetchAccountDetail = (username: string) =>
  http.get<{ id: string; username: string; maskedEmail: string }>(`/rest/base/user/detail/${encodeURIComponent(username.trim())}`, undefined, { noToken: true });

export const sendForgetPasswordCode = (username: string) =>
  http.get<VerifyCodeSent>('/rest/base/user/verify-code/forgetPwd', { username }, { noToken: true });

export const validateResetCode = (username: string, code: string) =>
  http.post<{ ticket: string }>('/rest/base/user/validation', { username, code }, { noToken: true });

export async function resetPassword(id: string, ticket: string, plain: string) {
  const [password] = await encryptPasswords(plain);
  return http.put<null>(`/rest/base/user/pwd/${id}`, { ticket, password }, { noToken: true }).catch(rethrowCrypto);
}

/** The user-management filter bar (spec §2 user_control). */
export interface UserAdminFilter {
  /** Matched against account, name, company and e-mail. */
  key?: string;
  userType?: UserType[];
  locked?: boolean;
}

export interface UserAdminQuery extends UserAdminFilter {
  page: number;
  pageSize: number;
}

/**
 * The query string of GET /rest/base/user/admin/page: a blank key and an empty type list are
 * left out, user types repeat the name (spec §7), `locked` is sent as true/false.
 */
export function userAdminParams(query: UserAdminQuery): Record<string, QueryValue> {
  const key = query.key?.trim();
  return {
    page: query.page,
    pageSize: query.pageSize,
    key: key ? key : undefined,
    userType: query.userType?.length ? [...query.userType] : undefined,
    locked: query.locked === undefined ? undefined : String(query.locked),
  };
}

export function useUserAdminPage(query: UserAdminQuery) {
  return useQuery({
    queryKey: userKeys.adminPage(query),
    queryFn: ({ signal }) =>
      http.get<{ contents: TUserAdminRow[]; count: number }>('/rest/base/user/admin/page', userAdminParams(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Locks or unlocks an account (PER_USER_MANAGEMENT_UNLOCK); the list reloads. */
export function useSetUserLocked() {
  return useMutation({
    mutationFn: ({ id, locked }: { id: string; locked: boolean }) =>
      http.post<TUserInfo>(`/rest/base/user/admin/updateLocked/${encodeURIComponent(id)}`, { locked }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.admin() }),
  });
}

/** Disables or enables an account (PER_USER_MANAGEMENT_DISABLE); the list reloads. */
export function useSetUserDisabled() {
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      http.post<TUserInfo>(`/rest/base/user/admin/updateDisabled/${encodeURIComponent(id)}`, { disabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.admin() }),
  });
}

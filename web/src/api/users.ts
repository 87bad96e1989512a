import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { usersEndpoints as E, type TAmendUserRequest, type UserType } from '@portal/contract';
import { api } from './api';
import { encryptPasswords } from './crypto';
import { authKeys } from './auth';
import { rethrowCrypto } from './login';
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

export function useMyInfo() {
  return useQuery({ queryKey: userKeys.me(), queryFn: () => api(E.me) });
}

export function useAmendMyInfo() {
  return useMutation({
    mutationFn: (input: TAmendUserRequest) => api(E.amendMe, { body: input }),
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
      return api(E.changePassword, { body: { oldPassword, newPassword, repeatPassword } }).catch(rethrowCrypto);
    },
  });
}

export function useCountries() {
  return useQuery({
    queryKey: userKeys.countries(),
    queryFn: () => api(E.countries, {}, { noToken: true }),
    staleTime: Infinity,
  });
}

export const sendRegisterCode = (email: string) =>
  api(E.sendVerifyCode, { params: { purpose: 'register' }, query: { email } }, { noToken: true });

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
      return api(E.register, { body: { ...input, password } }, { noToken: true }).catch(rethrowCrypto);
    },
  });
}

export const fetchAccountDetail = (username: string) =>
  api(E.accountDetail, { params: { name: username.trim() } }, { noToken: true });

export const sendForgetPasswordCode = (username: string) =>
  api(E.sendVerifyCode, { params: { purpose: 'forgetPwd' }, query: { username } }, { noToken: true });

export const validateResetCode = (username: string, code: string) =>
  api(E.validateCode, { body: { username, code } }, { noToken: true });

export async function resetPassword(id: string, ticket: string, plain: string) {
  const [password] = await encryptPasswords(plain);
  return api(E.resetPassword, { params: { id }, body: { ticket, password } }, { noToken: true }).catch(rethrowCrypto);
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
 * The query string of the user-management page (users `adminPage`): a blank key and an empty type
 * list are left out, user types repeat the name (spec §7), `locked` is sent as true/false.
 */
export function userAdminParams(query: UserAdminQuery) {
  const key = query.key?.trim();
  return {
    page: query.page,
    pageSize: query.pageSize,
    key: key ? key : undefined,
    userType: query.userType?.length ? [...query.userType] : undefined,
    locked: query.locked === undefined ? undefined : (`${query.locked}` as const),
  };
}

export function useUserAdminPage(query: UserAdminQuery) {
  return useQuery({
    queryKey: userKeys.adminPage(query),
    queryFn: ({ signal }) => api(E.adminPage, { query: userAdminParams(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Locks or unlocks an account (PER_USER_MANAGEMENT_UNLOCK); the list reloads. */
export function useSetUserLocked() {
  return useMutation({
    mutationFn: ({ id, locked }: { id: string; locked: boolean }) =>
      api(E.setLocked, { params: { id }, body: { locked } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.admin() }),
  });
}

/** Disables or enables an account (PER_USER_MANAGEMENT_DISABLE); the list reloads. */
export function useSetUserDisabled() {
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api(E.setDisabled, { params: { id }, body: { disabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.admin() }),
  });
}

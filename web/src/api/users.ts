import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  accessEndpoints, usersEndpoints as E, type TAmendUserRequest, type TUserCreateRequest, type TUserUpdateRequest, type UserType,
} from '@portal/contract';
import { api, fetchFile } from './api';
import { saveBlob } from './http';
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
  detail: (id: string) => [...userKeys.admin(), 'detail', id] as const,
  companies: () => [...userKeys.all, 'companies'] as const,
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
  companyId?: string[];
  locked?: boolean;
  disabled?: boolean;
}

export interface UserAdminQuery extends UserAdminFilter {
  page: number;
  pageSize: number;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : (`${value}` as const));

/**
 * The filters as the list and the export take them (users `adminPage`, `exportList`): a blank key
 * and empty lists are left out, lists repeat the name in a query (spec §7), flags are true/false.
 */
export function userFilterParams(filter: UserAdminFilter) {
  const key = filter.key?.trim();
  return {
    key: key ? key : undefined,
    userType: filter.userType?.length ? [...filter.userType] : undefined,
    companyId: filter.companyId?.length ? [...filter.companyId] : undefined,
    locked: flag(filter.locked),
    disabled: flag(filter.disabled),
  };
}

/** The query string of the user-management page: the filters and the page. */
export const userAdminParams = (query: UserAdminQuery) => ({ page: query.page, pageSize: query.pageSize, ...userFilterParams(query) });

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

/** Roles listed for the form at most: the role page's largest page. */
const ROLE_OPTIONS_MAX = 200;

const refreshAdmin = () => queryClient.invalidateQueries({ queryKey: userKeys.admin() });

/** One account for the edit form: its row, roles and groups. */
export function useUserDetail(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: () => api(E.adminDetail, { params: { id: id! } }),
    enabled: !!id,
  });
}

/** The companies accounts belong to (the filter and the form). */
export function useCompanies(enabled = true) {
  return useQuery({ queryKey: userKeys.companies(), queryFn: () => api(E.companies), staleTime: 60_000, enabled });
}

/** A change of an account, or a new one with its first password (in plain text until sent). */
export type UserSave = { id: string; input: TUserUpdateRequest } | { id?: undefined; input: Omit<TUserCreateRequest, 'password'>; password: string };

/** Creates an account (its first password encrypted) or changes one; the list reloads. */
export function useSaveUser() {
  return useMutation({
    mutationFn: async (save: UserSave) => {
      if (save.id !== undefined) return api(E.update, { params: { id: save.id }, body: save.input });
      const [password] = await encryptPasswords(save.password);
      return api(E.create, { body: { ...save.input, password } }).catch(rethrowCrypto);
    },
    onSuccess: refreshAdmin,
  });
}

/**
 * The roles an account may be given on top of its type's (the user form's options): every role
 * but the types' built-in ones, `editable` when the administrator may give it.
 */
export function useAssignableRoles(enabled: boolean) {
  return useQuery({
    queryKey: [...userKeys.all, 'assignable-roles'] as const,
    queryFn: async () => (await api(accessEndpoints.rolePage, { body: { page: 1, pageSize: ROLE_OPTIONS_MAX } })).contents.filter((r) => !r.builtin),
    enabled,
  });
}

/** Sets an account's password (PER_USER_MANAGEMENT_PASSWORD). */
export function useSetUserPassword() {
  return useMutation({
    mutationFn: async ({ id, password }: { id: string; password: string }) => {
      const [encrypted] = await encryptPasswords(password);
      return api(E.setPassword, { params: { id }, body: { password: encrypted } }).catch(rethrowCrypto);
    },
  });
}

/** Mails an account the password recovery code. */
export function useSendResetMail() {
  return useMutation({ mutationFn: (id: string) => api(E.sendResetMail, { params: { id } }) });
}

/** Gives accounts a user type. */
export function useChangeUserType() {
  return useMutation({
    mutationFn: (input: { ids: string[]; userType: UserType }) => api(E.changeType, { body: input }),
    onSuccess: refreshAdmin,
  });
}

/** The list with its filters as .xlsx. */
export async function exportUsers(filter: UserAdminFilter) {
  const { blob, fileName } = await fetchFile(E.exportList, { body: userFilterParams(filter) });
  saveBlob(blob, fileName);
}

/** The import template, its headings in the user's language. */
export async function downloadUserTemplate() {
  const { blob, fileName } = await fetchFile(E.importTemplate);
  saveBlob(blob, fileName);
}

/** Import step 1: the sheet checked; a refusal's rows come back in the ApiError (shown by the import dialog). */
export function checkUserImport(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api(E.importCheck, { body: form }, { silent: true });
}

/** Import step 2: the checked sheet written, existing accounts overwritten or left. */
export async function confirmUserImport(stagingId: string, overwrite: boolean) {
  const result = await api(E.importConfirm, { query: { stagingId, overwrite: `${overwrite}` } }, { silent: true });
  void refreshAdmin();
  return result;
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { authEndpoints as E, ERRORS, type TLoginResult } from '@portal/contract';
import { api } from './api';
import { ApiError } from './http';
import { encryptPasswords, forgetPublicKey } from './crypto';
import { hasToken, setToken } from './token';
import { queryClient } from './query-client';
import { endSession } from './session';

export const authKeys = {
  all: ['auth'] as const,
  current: () => [...authKeys.all, 'current'] as const,
  captcha: (nonce: number) => [...authKeys.all, 'captcha', nonce] as const,
  captchaRequired: (username: string) => [...authKeys.all, 'captcha-required', username] as const,
};

/** Forgets the cached public key when the server could not decrypt a password with it. */
export function rethrowCrypto(error: unknown): never {
  if (error instanceof ApiError && error.code === ERRORS.PASSWORD_UNREADABLE.code) forgetPublicKey();
  throw error;
}

export const fetchCurrentUser = () => api(E.current, {}, { silent: true });

/** The logged-in user, loaded once per session by the navigation guard. */
export function useCurrentUser(enabled = hasToken()) {
  return useQuery({ queryKey: authKeys.current(), queryFn: fetchCurrentUser, enabled, staleTime: Infinity });
}

export function useCaptcha(enabled: boolean, nonce: number) {
  return useQuery({
    queryKey: authKeys.captcha(nonce),
    queryFn: () => api(E.captcha, {}, { noToken: true }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export const fetchCaptchaRequired = (username: string) =>
  api(E.captchaRequired, { query: { username } }, { noToken: true, silent: true });

export interface LoginInput {
  username: string;
  password: string;
  code?: string;
  captchaId?: string;
  rememberMe: boolean;
}

function startSession(result: TLoginResult, rememberMe: boolean) {
  if (!result?.token) throw new ApiError(ERRORS.SERVER_ERROR.code, '', 200);
  queryClient.clear();
  setToken(result.token, rememberMe);
  return result;
}

/** Local login; errors are shown by the form (silent), so it can react to the captcha codes. */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const [password] = await encryptPasswords(input.password);
      const result = await api(
        E.login,
        { body: { username: input.username.trim(), password, code: input.code ?? '', captchaId: input.captchaId, rememberMe: input.rememberMe } },
        { noToken: true, silent: true },
      ).catch(rethrowCrypto);
      return startSession(result, input.rememberMe);
    },
  });
}

export function useVisitorLogin() {
  return useMutation({
    mutationFn: async () => {
      const result = await api(E.visitorLogin, {}, { noToken: true, silent: true });
      return startSession(result, false);
    },
  });
}

/** Logs out on the server (errors ignored) and forgets the whole session (spec §4). */
export async function logout() {
  try {
    if (hasToken()) await api(E.logout, {}, { silent: true });
  } catch {
    /* the token may already be gone; the session ends anyway */
  } finally {
    endSession();
  }
}

export const fetchSso = () => api(E.sso, {}, { noToken: true, silent: true });

import { useMutation, useQuery } from '@tanstack/react-query';
import { ERRORS, type TCaptcha, type TCurrentUser, type TLoginResult } from '@portal/contract';
import { http, ApiError } from './http';
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

export const fetchCurrentUser = () => http.get<TCurrentUser>('/rest/base/auth/current', undefined, { silent: true });

/** The logged-in user, loaded once per session by the navigation guard. */
export function useCurrentUser(enabled = hasToken()) {
  return useQuery({ queryKey: authKeys.current(), queryFn: fetchCurrentUser, enabled, staleTime: Infinity });
}

export function useCaptcha(enabled: boolean, nonce: number) {
  return useQuery({
    queryKey: authKeys.captcha(nonce),
    queryFn: () => http.get<TCaptcha>('/rest/base/auth/captcha', undefined, { noToken: true }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export const fetchCaptchaRequired = (username: string) =>
  http.get<{ required: boolean }>('/rest/base/auth/captcha/required', { username }, { noToken: true, silent: true });

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
      const result = await http
        .post<TLoginResult>(
          '/rest/base/auth/in',
          { username: input.username.trim(), password, code: input.code ?? '', captchaId: input.captchaId, rememberMe: input.rememberMe },
          { noToken: true, silent: true },
        )
        .catch(rethrowCrypto);
      return startSession(result, input.rememberMe);
    },
  });
}

export function useVisitorLogin() {
  return useMutation({
    mutationFn: async () => {
      const result = await http.post<TLoginResult>('/rest/base/auth/visitor/in', {}, { noToken: true, silent: true });
      return startSession(result, false);
    },
  });
}

/** Logs out on the server (errors ignored) and forgets the whole session (spec §4). */
export async function logout() {
  try {
    if (hasToken()) await http.del<null>('/rest/base/auth/out', undefined, { silent: true });
  } catch {
    /* the token may already be gone; the session ends anyway */
  } finally {
    endSession();
  }
}

export const fetchSso = () => http.get<{ url?: string } | null>('/rest/base/auth/sso', undefined, { noToken: true, silent: true });

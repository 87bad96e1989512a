import { authEndpoints as E, ERRORS, type TLoginResult } from '@portal/contract';
import { api } from './api';
import { ApiError } from './http';
import { encryptPasswords, forgetPublicKey } from './crypto';
import { beginSession } from './session';

/*
 * The login page's calls, as plain functions: it is drawn before the signed-in app and TanStack
 * Query are loaded (decision 030), and it keeps its own pending and error state.
 */

/** Forgets the cached public key when the server could not decrypt a password with it. */
export function rethrowCrypto(error: unknown): never {
  if (error instanceof ApiError && error.code === ERRORS.PASSWORD_UNREADABLE.code) forgetPublicKey();
  throw error;
}

export const fetchCaptcha = () => api(E.captcha, {}, { noToken: true });

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
  beginSession(result.token, rememberMe);
  return result;
}

/** Local login; errors are shown by the form (silent), so it can react to the captcha codes. */
export async function login(input: LoginInput): Promise<TLoginResult> {
  const [password] = await encryptPasswords(input.password);
  const result = await api(
    E.login,
    { body: { username: input.username.trim(), password, code: input.code ?? '', captchaId: input.captchaId, rememberMe: input.rememberMe } },
    { noToken: true, silent: true },
  ).catch(rethrowCrypto);
  return startSession(result, input.rememberMe);
}

export async function visitorLogin(): Promise<TLoginResult> {
  const result = await api(E.visitorLogin, {}, { noToken: true, silent: true });
  return startSession(result, false);
}

/** Single sign-on: the provider's login page for a new attempt; the browser comes back through the server's callback. */
export async function startSso(): Promise<never> {
  const { url } = await api(E.sso, {}, { noToken: true, silent: true });
  window.location.assign(url);
  // the page is leaving: nothing after this runs
  return new Promise<never>(() => {});
}

/** The message of the single sign-on refusal the callback sent the browser back with, in the page's language. */
export const fetchSsoFailure = (code: number) => api(E.ssoFailure, { params: { code } }, { noToken: true, silent: true });

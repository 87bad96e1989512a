import { useQuery } from '@tanstack/react-query';
import { authEndpoints as E } from '@portal/contract';
import { api } from './api';
import { hasToken } from './token';
import { endSession } from './session';

/** The signed-in side of authentication; the login itself is in login.ts (without TanStack Query). */
export const authKeys = {
  all: ['auth'] as const,
  current: () => [...authKeys.all, 'current'] as const,
};

export const fetchCurrentUser = () => api(E.current, {}, { silent: true });

/** The logged-in user, loaded once per session by the navigation guard. */
export function useCurrentUser(enabled = hasToken()) {
  return useQuery({ queryKey: authKeys.current(), queryFn: fetchCurrentUser, enabled, staleTime: Infinity });
}

/**
 * Logs out on the server (errors ignored) and forgets the whole session (spec §4). A session that
 * came through single sign-on may end at the provider's end-session page (spec §2's variant): the
 * browser goes there, and what awaited the logout never goes on to the login page.
 */
export async function logout() {
  let next: string | null = null;
  try {
    if (hasToken()) next = (await api(E.logout, {}, { silent: true })).url;
  } catch {
    /* the token may already be gone; the session ends anyway */
  } finally {
    endSession();
  }
  if (next) {
    window.location.assign(next);
    await new Promise<never>(() => {});
  }
}

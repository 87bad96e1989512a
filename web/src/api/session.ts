import { clearToken, setToken } from './token';
import { TABS_STORAGE_KEY } from '../app/tabs/tab-list';

/** sessionStorage key of the manual viewer's saved state (spec §4). */
export const STRUCT_STATE_KEY = 'struct-state';

/*
 * What a session leaves in memory (the query cache) is registered here by its owner, not
 * imported: the login page runs before the signed-in app and its libraries are loaded (decision 030).
 */
const forgetters: (() => void)[] = [];

/** Registers what must be forgotten whenever a session starts or ends. */
export function onSessionChange(forget: () => void) {
  forgetters.push(forget);
}

function forgetCached() {
  for (const forget of forgetters) forget();
}

/** A new session: nothing cached for the one before it survives. */
export function beginSession(token: string, rememberMe: boolean) {
  forgetCached();
  setToken(token, rememberMe);
}

/** Forgets everything about the session: token, cached queries, tabs, struct state. */
export function endSession() {
  clearToken();
  sessionStorage.removeItem(TABS_STORAGE_KEY);
  sessionStorage.removeItem(STRUCT_STATE_KEY);
  sessionStorage.clear();
  forgetCached();
}

/** The token stopped working (401, 110003, licence refusal): drop it and the cached user. */
export function dropToken() {
  clearToken();
  forgetCached();
}

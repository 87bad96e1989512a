import { clearToken } from './token';
import { queryClient } from './query-client';
import { TABS_STORAGE_KEY } from '../app/tabs/tab-list';

/** sessionStorage key of the manual viewer's saved state (spec §4). */
export const STRUCT_STATE_KEY = 'struct-state';

/** Forgets everything about the session: token, cached queries, tabs, struct state. */
export function endSession() {
  clearToken();
  sessionStorage.removeItem(TABS_STORAGE_KEY);
  sessionStorage.removeItem(STRUCT_STATE_KEY);
  sessionStorage.clear();
  queryClient.clear();
}

/** The token stopped working (401, 110003, licence refusal): drop it and the cached user. */
export function dropToken() {
  clearToken();
  queryClient.clear();
}

import { useEffect, useSyncExternalStore } from 'react';
import { systemEndpoints as E, type TPublicConfig } from '@portal/contract';
import { api } from './api';

/*
 * The public config (login-page switches, default language, support contact) outside TanStack
 * Query: the login page is drawn before the signed-in app and its libraries are loaded
 * (decision 030). Read once when the app starts; the signed-in app's query starts from it
 * (api/system.ts).
 */

let config: TPublicConfig | null = null;
let pending: Promise<TPublicConfig> | null = null;
const listeners = new Set<() => void>();

export const fetchPublicConfig = () => api(E.publicConfig, {}, { noToken: true, silent: true });

/** Reads the public config (once; again after a failure). */
export function loadPublicConfig(): Promise<TPublicConfig> {
  pending ??= fetchPublicConfig().then(
    (answer) => {
      config = answer;
      for (const listener of listeners) listener();
      return answer;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The public config when it has been read, else null. */
export function publicConfigNow(): TPublicConfig | null {
  return config;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The public config in a component: null until read (a failed start is retried once drawn). */
export function usePublicConfigValue(): TPublicConfig | null {
  const value = useSyncExternalStore(subscribe, publicConfigNow, publicConfigNow);
  useEffect(() => {
    if (!publicConfigNow()) loadPublicConfig().catch(() => undefined);
  }, []);
  return value;
}

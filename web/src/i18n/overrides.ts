import { systemEndpoints, type Language } from '@portal/contract';
import { api } from '../api/api';

/*
 * Texts an administrator changed (translation management, decision 039): fetched at start-up
 * with the login page's texts, by the version the public config names, so the browser keeps
 * them until they change and asks nothing when a language has none. Every namespace's built-in
 * texts pass through `withOverrides` before i18next gets them, the lazy ones included.
 */

type Tree = { [key: string]: unknown };

let overrides: Readonly<Record<string, string>> = {};

/** Reads the language's overrides (none when `version` is empty; the built-in texts serve on a failure). */
export async function loadOverrides(language: Language, version: string | undefined): Promise<void> {
  if (!version) return;
  overrides = await api(systemEndpoints.translationTexts, { params: { language }, query: { v: version } }, { noToken: true, silent: true })
    .catch(() => ({}));
}

/** For tests: the overrides in use. */
export function setOverrides(next: Readonly<Record<string, string>>) {
  overrides = next;
}

/** A namespace's texts with the overrides put over them (a copy when something changes, the same object otherwise). */
export function withOverrides<T extends object>(namespace: string, bundle: T, from: Readonly<Record<string, string>> = overrides): T {
  const prefix = `${namespace}.`;
  let out: Tree | undefined;
  for (const [key, text] of Object.entries(from)) {
    if (!key.startsWith(prefix)) continue;
    out ??= structuredClone(bundle) as Tree;
    const path = key.slice(prefix.length).split('.');
    let node = out;
    for (const name of path.slice(0, -1)) {
      // a key the built-in texts have as a leaf, or lack: not a place for the override
      if (typeof node[name] !== 'object' || node[name] === null) node[name] = {};
      node = node[name] as Tree;
    }
    node[path[path.length - 1]] = text;
  }
  return (out as T | undefined) ?? bundle;
}

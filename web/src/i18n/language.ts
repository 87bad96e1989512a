import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@portal/contract';

export const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageSources {
  /** The `language` URL parameter (`zh_CN` or `zh-CN`). */
  url?: string | null;
  /** The choice remembered in localStorage. */
  stored?: string | null;
  /** The server's default (public config). */
  serverDefault?: string | null;
  /** navigator.languages, best first. */
  browser?: readonly string[] | null;
  /** The languages enabled on the server (all when not given); the default is always among them. */
  enabled?: readonly Language[] | null;
}

/**
 * Spec §1: URL parameter, then stored choice, then server default, then browser, then en-US;
 * a language the server has disabled is passed over (and en-US, if disabled, gives way to the first enabled).
 */
export function chooseLanguage(sources: LanguageSources): Language {
  const enabled = sources.enabled?.length ? sources.enabled : null;
  const candidates = [sources.url, sources.stored, sources.serverDefault, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const language = normalizeLanguage(candidate);
    if (language && (!enabled || enabled.includes(language))) return language;
  }
  return !enabled || enabled.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : enabled[0];
}

/** The `language` parameter of the page URL, before or inside the hash. */
export function languageParam(location: { search: string; hash: string }): string | null {
  const fromSearch = new URLSearchParams(location.search).get('language');
  if (fromSearch) return fromSearch;
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  return new URLSearchParams(hashQuery).get('language');
}

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
}

/** Spec §1: URL parameter, then stored choice, then server default, then browser, then en-US. */
export function chooseLanguage(sources: LanguageSources): Language {
  const candidates = [sources.url, sources.stored, sources.serverDefault, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const language = normalizeLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** The `language` parameter of the page URL, before or inside the hash. */
export function languageParam(location: { search: string; hash: string }): string | null {
  const fromSearch = new URLSearchParams(location.search).get('language');
  if (fromSearch) return fromSearch;
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  return new URLSearchParams(hashQuery).get('language');
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language, type TPublicConfig } from '@portal/contract';
import type { Resources } from './resources';
import { LANGUAGE_STORAGE_KEY, chooseLanguage, languageParam } from './language';
import { loadOverrides, withOverrides } from './overrides';

export const i18n = i18next.createInstance();

type FirstTexts = Pick<Resources, 'common' | 'shell' | 'errors' | 'auth'>;

/**
 * The texts of one language only (a page shows one; switching reloads it), and of those first only
 * the namespaces the login page needs: the rest come with the signed-in app (app-texts.ts).
 * Every language has every key (resources.ts makes tsc check it), so no fallback is fetched.
 */
const FIRST_TEXTS: Record<Language, () => Promise<{ default: FirstTexts }>> = {
  'en-US': () => import('./locales/en-US/first'),
  'zh-CN': () => import('./locales/zh-CN/first'),
  vi: () => import('./locales/vi/first'),
  es: () => import('./locales/es/first'),
  de: () => import('./locales/de/first'),
  id: () => import('./locales/id/first'),
};

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Picks the language (spec §1) among those enabled and starts i18next with the login page's
 * texts in it, an administrator's overrides put over them (overrides.ts).
 */
export async function initI18n(config?: Pick<TPublicConfig, 'defaultLanguage' | 'languages' | 'textVersions'> | null): Promise<Language> {
  const language = chooseLanguage({
    url: languageParam(window.location),
    stored: readStoredLanguage(),
    serverDefault: config?.defaultLanguage,
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    enabled: config?.languages,
  });
  const [texts] = await Promise.all([FIRST_TEXTS[language](), loadOverrides(language, config?.textVersions[language])]);
  const bundle = Object.fromEntries(Object.entries(texts.default).map(([namespace, tree]) => [namespace, withOverrides(namespace, tree)]));
  await i18n.use(initReactI18next).init({
    resources: { [language]: bundle },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: Object.keys(bundle),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return language;
}

export function currentLanguage(): Language {
  return (i18n.language as Language) || FALLBACK_LANGUAGE;
}

/**
 * Spec §2: switching stores the choice, resets the tab list to the home tab and reloads. The
 * `language` URL parameter is dropped, or it would win again after the reload.
 */
export function switchLanguage(language: Language, resetTabs: () => void, stayOnPage: boolean) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  resetTabs();
  const url = new URL(window.location.href);
  url.searchParams.delete('language');
  let hash = url.hash;
  if (hash.includes('?')) {
    const [path, query] = [hash.slice(0, hash.indexOf('?')), new URLSearchParams(hash.slice(hash.indexOf('?') + 1))];
    query.delete('language');
    hash = query.toString() ? `${path}?${query}` : path;
  }
  url.hash = stayOnPage ? hash : '#/home';
  const sameDocument = url.search === window.location.search;
  window.location.replace(url.toString());
  if (sameDocument) window.location.reload();
}

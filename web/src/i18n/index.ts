import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/vi';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import 'dayjs/locale/id';
import { FALLBACK_LANGUAGE, type Language } from '@portal/contract';
import { resources, NAMESPACES } from './resources';
import { LANGUAGE_STORAGE_KEY, chooseLanguage, languageParam } from './language';

export const i18n = i18next.createInstance();

const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', vi: 'vi', es: 'es', de: 'de', id: 'id' };

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Picks the language (spec §1) and starts i18next with it. */
export async function initI18n(serverDefault?: string | null): Promise<Language> {
  const language = chooseLanguage({
    url: languageParam(window.location),
    stored: readStoredLanguage(),
    serverDefault,
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  dayjs.locale(DAYJS_LOCALES[language]);
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

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { FALLBACK_LANGUAGE, type Language } from '@portal/contract';
import type { Resources } from './resources';
import { LANGUAGE_STORAGE_KEY, chooseLanguage, languageParam } from './language';

export const i18n = i18next.createInstance();

const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', vi: 'vi', es: 'es', de: 'de', id: 'id' };

/**
 * One language's texts and date names, fetched when the app starts: a page shows one language
 * (switching reloads it), so the other five are not downloaded. Every language has every key
 * (resources.ts makes tsc check it), so the fallback language is not needed beside it.
 */
const LANGUAGE_BUNDLES: Record<Language, () => Promise<{ default: Resources }>> = {
  'en-US': () => import('./locales/en-US'),
  'zh-CN': () => Promise.all([import('./locales/zh-CN'), import('dayjs/locale/zh-cn')]).then(([texts]) => texts),
  vi: () => Promise.all([import('./locales/vi'), import('dayjs/locale/vi')]).then(([texts]) => texts),
  es: () => Promise.all([import('./locales/es'), import('dayjs/locale/es')]).then(([texts]) => texts),
  de: () => Promise.all([import('./locales/de'), import('dayjs/locale/de')]).then(([texts]) => texts),
  id: () => Promise.all([import('./locales/id'), import('dayjs/locale/id')]).then(([texts]) => texts),
};

/**
 * antd's own texts (pagination, pickers, empty states) for the same one language. The ES builds,
 * not `antd/locale/*`: those are CommonJS and drag a second copy of the picker locales along.
 */
const ANTD_LOCALES: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  'en-US': () => import('antd/es/locale/en_US'),
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  vi: () => import('antd/es/locale/vi_VN'),
  es: () => import('antd/es/locale/es_ES'),
  de: () => import('antd/es/locale/de_DE'),
  id: () => import('antd/es/locale/id_ID'),
};
let antdLocale: { language: Language; texts: AntdLocale } | undefined;

/** antd's texts for a language, once initI18n has started with it (antd's English otherwise). */
export function antdLocaleOf(language: Language): AntdLocale | undefined {
  return antdLocale?.language === language ? antdLocale.texts : undefined;
}

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
  const [texts, antdTexts] = await Promise.all([LANGUAGE_BUNDLES[language](), ANTD_LOCALES[language]()]);
  const bundle = texts.default;
  antdLocale = { language, texts: antdTexts.default };
  await i18n.use(initReactI18next).init({
    resources: { [language]: bundle },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: Object.keys(bundle),
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

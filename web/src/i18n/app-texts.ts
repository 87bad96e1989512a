import dayjs from 'dayjs';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Language } from '@portal/contract';
import type { Resources } from './resources';
import { currentLanguage, i18n } from './index';
import { withOverrides } from './overrides';

/*
 * What the signed-in app adds to the login page's texts (index.ts): the other namespaces, the
 * date names and antd's own texts (pagination, pickers, empty states), for the one language.
 * antd's come from its ES build: `antd/locale/*` is CommonJS and drags a second copy of the
 * picker locales along.
 */
const APP_TEXTS: Record<Language, () => Promise<[{ default: Partial<Resources> }, { default: AntdLocale }, unknown?]>> = {
  'en-US': () => Promise.all([import('./locales/en-US/app'), import('antd/es/locale/en_US')]),
  'zh-CN': () => Promise.all([import('./locales/zh-CN/app'), import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]),
  vi: () => Promise.all([import('./locales/vi/app'), import('antd/es/locale/vi_VN'), import('dayjs/locale/vi')]),
  es: () => Promise.all([import('./locales/es/app'), import('antd/es/locale/es_ES'), import('dayjs/locale/es')]),
  de: () => Promise.all([import('./locales/de/app'), import('antd/es/locale/de_DE'), import('dayjs/locale/de')]),
  id: () => Promise.all([import('./locales/id/app'), import('antd/es/locale/id_ID'), import('dayjs/locale/id')]),
};

const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', vi: 'vi', es: 'es', de: 'de', id: 'id' };

let loaded: Promise<void> | undefined;
let antdLocale: { language: Language; texts: AntdLocale } | undefined;

/** Adds the current language's remaining texts to i18next and sets the date locale (once). */
export function loadAppTexts(): Promise<void> {
  loaded ??= (async () => {
    const language = currentLanguage();
    const [texts, antdTexts] = await APP_TEXTS[language]();
    for (const [namespace, bundle] of Object.entries(texts.default)) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, withOverrides(namespace, bundle));
    }
    antdLocale = { language, texts: antdTexts.default };
    dayjs.locale(DAYJS_LOCALES[language]);
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** antd's texts for a language, once loadAppTexts has loaded them (antd's English otherwise). */
export function antdLocaleOf(language: Language): AntdLocale | undefined {
  return antdLocale?.language === language ? antdLocale.texts : undefined;
}

/* The translations module's public face (decision 029): what other modules and the app use. */
export { enabledLanguages, publicLanguageState, publicTexts } from './translations.service.js';
export { watchTranslations, TRANSLATIONS_CHANNEL } from './translations.store.js';
export { translationsRoutes } from './translations.routes.js';

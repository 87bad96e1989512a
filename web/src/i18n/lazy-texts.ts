import type { ComponentType } from 'react';
import type { Language } from '@portal/contract';
import { currentLanguage, i18n } from './index';
import { withOverrides } from './overrides';

/*
 * Namespaces only some pages use stay out of the signed-in app's texts (app-texts.ts) and come
 * with those pages instead, so the home page's scripts stay within their budget (decision 030).
 */
const LAZY = {
  users: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/users.json'),
  access: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/access.json'),
  translations: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/translations.json'),
  dictionaries: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/dictionaries.json'),
  performance: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/performance.json'),
  logs: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/logs.json'),
  vip: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/vip.json'),
};
export type LazyNamespace = keyof typeof LAZY;

/** Adds a namespace's texts in the current language to i18next (once). */
export async function loadNamespaceTexts(namespace: LazyNamespace): Promise<void> {
  const language: Language = currentLanguage();
  if (i18n.hasResourceBundle(language, namespace)) return;
  const texts = await LAZY[namespace][`./locales/${language}/${namespace}.json`]();
  i18n.addResourceBundle(language, namespace, withOverrides(namespace, texts.default));
}

/** A lazy page's module, loaded together with the texts it reads: for React.lazy. */
export function withTexts<P>(namespace: LazyNamespace, load: () => Promise<{ default: ComponentType<P> }>) {
  return () => Promise.all([load(), loadNamespaceTexts(namespace)]).then(([page]) => page);
}

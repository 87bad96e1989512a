import type { ComponentType } from 'react';
import type { Language } from '@portal/contract';
import { currentLanguage, i18n } from './index';
import { withOverrides } from './overrides';

/*
 * Namespaces only some pages use stay out of the signed-in app's texts (app-texts.ts) and come
 * with those pages instead, so the home page's scripts stay within their budget (decision 030).
 */
const LAZY = {
  users: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/users.ts'),
  access: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/access.ts'),
  translations: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/translations.ts'),
  dictionaries: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/dictionaries.ts'),
  performance: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/performance.ts'),
  logs: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/logs.ts'),
  vip: import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/vip.ts'),
};
export type LazyNamespace = keyof typeof LAZY;

/** Adds a namespace's texts in the current language to i18next (once). */
export async function loadNamespaceTexts(namespace: LazyNamespace): Promise<void> {
  const language: Language = currentLanguage();
  if (i18n.hasResourceBundle(language, namespace)) return;
  const texts = await LAZY[namespace][`./locales/${language}/${namespace}.ts`]();
  i18n.addResourceBundle(language, namespace, withOverrides(namespace, texts.default));
}

/** A lazy page's module, loaded together with the texts it reads: for React.lazy. */
export function withTexts<P>(namespace: LazyNamespace, load: () => Promise<{ default: ComponentType<P> }>) {
  return () => Promise.all([load(), loadNamespaceTexts(namespace)]).then(([page]) => page);
}

/**
 * The texts the journeys look for, taken from the web's own locale files and the contract's
 * error catalogue, so a reworded string does not break a journey, but a missing translation does.
 */
import { ERRORS, LANGUAGE_NAMES, type Language } from '@portal/contract';
import enUS from '../web/src/i18n/locales/en-US/index';
import de from '../web/src/i18n/locales/de/index';
import zhCN from '../web/src/i18n/locales/zh-CN/index';
import vi from '../web/src/i18n/locales/vi/index';

export type WebStrings = typeof enUS;

export const WEB: Record<'en-US' | 'de' | 'zh-CN' | 'vi', WebStrings> = { 'en-US': enUS, de: de as WebStrings, 'zh-CN': zhCN as WebStrings, vi: vi as WebStrings };

/** A server message of the error catalogue in one language, placeholders left out. */
export function serverMessage(key: keyof typeof ERRORS, language: Language): string {
  return ERRORS[key].message[language];
}

export { LANGUAGE_NAMES };

/** `{{name}}` interpolation as i18next does it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

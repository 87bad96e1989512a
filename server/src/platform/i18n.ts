import { ERRORS, formatMessage, pickAcceptLanguage, type ErrorKey, type Language, FALLBACK_LANGUAGE } from '@portal/contract';

/** The language a request's messages are rendered in: its Accept-Language, else en-US. */
export function requestLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return pickAcceptLanguage(value) ?? FALLBACK_LANGUAGE;
}

export function renderError(key: ErrorKey, lang: Language, params: Record<string, string | number> = {}): string {
  return formatMessage(ERRORS[key].message[lang], params);
}

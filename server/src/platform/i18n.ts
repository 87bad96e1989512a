import { ERRORS, formatMessage, pickAcceptLanguage, type ErrorKey, type Language, FALLBACK_LANGUAGE } from '@portal/contract';

/** The language a request's messages are rendered in: its Accept-Language, else en-US. */
export function requestLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return pickAcceptLanguage(value) ?? FALLBACK_LANGUAGE;
}

/** A message's wording set by an administrator in place of the catalogue's, if there is one. */
export type MessageOverrides = (key: ErrorKey, lang: Language) => string | undefined;

/** Installed lookups, the latest last (a test's second app on the same database, closed first). */
const installed: MessageOverrides[] = [];

/**
 * Installs the translation overrides of the catalogue's messages (the translations module does,
 * when the app is built: decision 039). One in use per process, the latest, since every message is
 * rendered here without the app at hand; a process runs one app (tests that build a second one
 * read the same database). Answers the function that removes it again.
 */
export function setMessageOverrides(lookup: MessageOverrides): () => void {
  installed.push(lookup);
  return () => {
    const at = installed.lastIndexOf(lookup);
    if (at >= 0) installed.splice(at, 1);
  };
}

export function renderError(key: ErrorKey, lang: Language, params: Record<string, string | number> = {}): string {
  return formatMessage(installed.at(-1)?.(key, lang) ?? ERRORS[key].message[lang], params);
}

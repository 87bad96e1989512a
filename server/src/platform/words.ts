import { LANGUAGES, type Language } from '@portal/contract';

/** One text in the six languages, in the order of LANGUAGES. */
export type SixWords = readonly [zhCN: string, enUS: string, vi: string, es: string, de: string, id: string];

/**
 * A table of texts (an export's headings, its sheet names) written a row per text with its six
 * languages side by side, so each key is written once and no language can miss a text; read a
 * language at a time: `byLanguage(rows)[lang].key`.
 */
export function byLanguage<K extends string>(rows: Record<K, SixWords>): Record<Language, Record<K, string>> {
  const entries = Object.entries(rows) as [K, SixWords][];
  return Object.fromEntries(LANGUAGES.map((lang, i) => [lang, Object.fromEntries(entries.map(([key, words]) => [key, words[i]]))])) as Record<Language, Record<K, string>>;
}

/** One text of a SixWords in a language. */
export const wordIn = (words: SixWords, lang: Language): string => words[LANGUAGES.indexOf(lang)];

/**
 * A table of words read from a module's JSON (`{ "key": [zh-CN, en-US, vi, es, de, id] }`), checked
 * when the module loads: one non-empty text per language in every row.
 */
export function sixWords<K extends string>(table: Record<K, readonly string[]>): Record<K, SixWords> {
  for (const [key, words] of Object.entries(table) as [K, readonly string[]][]) {
    if (words.length !== LANGUAGES.length || words.some((w) => typeof w !== 'string' || w === '')) {
      throw new Error(`words "${key}": one non-empty text per language (${LANGUAGES.join(', ')}) expected`);
    }
  }
  return table as Record<K, SixWords>;
}

import { sql, type SQL } from 'drizzle-orm';
import { cjkGrams } from '../../seed/catalogue/search-grams.js';
import { parts } from './catalogue.tables.js';

/**
 * The query side of part search. Stored side (the demo generator, seed/catalogue):
 * `parts.search_text` is the code and every name lower-cased (trigram GIN index);
 * `parts.search_grams` holds the distinct CJK unigrams and bigrams of the names (GIN index),
 * because the trigram parser does not split Chinese. A Chinese key matches when all its grams are present (index) and the text really
 * contains it (recheck).
 */

/**
 * The grams of a search key: the generator's own function, so a key's grams are always a subset of
 * the grams of any text containing it (bigrams never cross a non-CJK character on either side).
 */
export const queryGrams = (key: string): string[] => cjkGrams(key.toLowerCase());

/** Escapes LIKE's wildcards (and its escape character) in user text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A text[] literal built from parameters (drizzle would otherwise spread an array into a list). */
export const textArray = (values: string[]): SQL => sql`array[${sql.join(values.map((v) => sql`${v}::text`), sql`, `)}]::text[]`;

/** Code or any name of the part contains the key. */
export function nameMatchSql(key: string): SQL {
  const like = `%${escapeLike(key.toLowerCase())}%`;
  const grams = queryGrams(key);
  const contains = sql`${parts.searchText} ilike ${like}`;
  return grams.length ? sql`(${parts.searchGrams} @> ${textArray(grams)} and ${contains})` : contains;
}

/** The spellings of a code a person may have typed: as typed and upper-cased. */
export const codeVariants = (key: string) => [...new Set([key, key.toUpperCase()])];

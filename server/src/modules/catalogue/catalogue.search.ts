import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/sql.js';
import { parts } from './catalogue.tables.js';

/**
 * The query side of part search. Stored side (the demo generator, seed/catalogue):
 * `parts.search_text` is the code and every name lower-cased (trigram GIN index);
 * `parts.search_grams` holds the distinct CJK unigrams and bigrams of the names (GIN index),
 * because one or two Chinese characters make no trigram.
 *
 * Codes are matched and ordered in byte order (`collate "C"`), which the `parts_code_c_idx`
 * B-tree serves: a prefix is one index range read in order, so a page of it stops after a page.
 */

/** A text[] literal built from parameters (drizzle would otherwise spread an array into a list). */
export const textArray = (values: string[]): SQL => sql`array[${sql.join(values.map((v) => sql`${v}::text`), sql`, `)}]::text[]`;

/** The part code in byte order: the order of `parts_code_c_idx` and of every code list. */
export const codeInByteOrder = sql`${parts.code} collate "C"`;

/** The code starts with `prefix` (one index range on `parts_code_c_idx`). */
export const codeStartsWith = (prefix: string): SQL => sql`${codeInByteOrder} like ${`${escapeLike(prefix)}%`}`;

/** One or two CJK characters and nothing else: exactly one stored gram. */
const SHORT_CJK = /^[\u3400-\u9fff\uf900-\ufaff]{1,2}$/;

/**
 * Code or any name of the part contains the key. `search_text` is stored lower-cased (by the
 * same `toLowerCase` as here), so a plain `like` does, served by the trigram index. One or two
 * CJK characters make no trigram; for them the key is itself a stored gram (the names' unigrams
 * and adjacent pairs), so `search_grams @> {key}` is the whole test. One condition either way:
 * the planner estimates it from the column's statistics (targets raised for both), where a gram
 * test AND a `like` would be multiplied as if independent, and a common word would then be read
 * through a bitmap of all its matches instead of a walk that stops after a page.
 */
export function nameMatchSql(key: string): SQL {
  const lowered = key.toLowerCase();
  if (SHORT_CJK.test(lowered)) return sql`${parts.searchGrams} @> ${textArray([lowered])}`;
  return sql`${parts.searchText} like ${`%${escapeLike(lowered)}%`}`;
}

/** The spellings of a code a person may have typed: as typed and upper-cased. */
export const codeVariants = (key: string) => [...new Set([key, key.toUpperCase()])];

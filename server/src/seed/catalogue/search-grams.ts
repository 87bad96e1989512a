const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;

/**
 * The distinct CJK unigrams and bigrams of a text. PostgreSQL's trigram parser does not split
 * Chinese, so parts store these grams and a query is turned into the same grams: a Chinese
 * search matches when every gram of the query is among the part's grams. Bigrams never cross a
 * non-CJK character ("前刹车片组（烧结）" gives 前, 刹, 前刹, 刹车, … but not 组烧).
 */
export function cjkGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const run of text.match(CJK_RUN) ?? []) {
    const chars = Array.from(run);
    for (let i = 0; i < chars.length; i++) {
      grams.add(chars[i]);
      if (i + 1 < chars.length) grams.add(chars[i] + chars[i + 1]);
    }
  }
  return [...grams];
}

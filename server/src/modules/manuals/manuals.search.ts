import { sql, type SQL } from 'drizzle-orm';
import { escapeHtml } from './manuals.sanitize.js';

/*
 * Full-text search over topics in six languages, on PGlite and PostgreSQL alike.
 *
 * PostgreSQL's text-search parser does not split Chinese (a run of Han characters becomes one
 * "word"), and how it classifies non-ASCII letters depends on the database locale. So we never
 * let it parse: both sides use `searchTokens` below, the stored side through
 * `array_to_tsvector(tokens)` and the query side as a tsquery literal of the same tokens.
 *
 * - Latin-script words (en, vi, es, de, id) are lower-cased and NFKC-normalized; a word with
 *   accents is also indexed without them, so "phanh" finds "phanh" and "bremsflussigkeit" finds
 *   "Bremsflüssigkeit", while a query typed with accents stays exact. Query words of 3 or more
 *   letters match as prefixes ("brake" finds "brakes").
 * - CJK text (Han, kana, Hangul) is indexed as character unigrams and bigrams; a query run is
 *   its bigrams (or the single character), all required. "刹车" matches "前刹车片".
 * - Codes such as "P-BAT-48" are indexed whole as well as by their parts.
 * The GIN index on the tsvector answers `@@` for all of these.
 */

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
const WORD_RUN = /[\p{L}\p{N}]+/gu;
const COMPOUND = /[\p{L}\p{N}]+(?:[-_./][\p{L}\p{N}]+)+/gu;
/** Longer "words" are noise (base64, hashes) and would bloat the index. */
const MAX_WORD = 60;

/** Lower case without accents, one code point in, one out (so highlight positions stay aligned). */
function foldChar(c: string): string {
  let folded = foldedChars.get(c);
  if (folded === undefined) {
    const lower = c.toLowerCase();
    const bare = lower === 'đ' ? 'd' : lower.normalize('NFD').replace(/\p{M}/gu, '');
    folded = Array.from(bare).length === 1 ? bare : Array.from(lower).length === 1 ? lower : c;
    // Texts repeat a few thousand distinct characters: normalizing each occurrence cost ~0.3 ms a snippet.
    if (foldedChars.size < 20_000) foldedChars.set(c, folded);
  }
  return folded;
}
const foldedChars = new Map<string, string>();
const fold = (word: string) => Array.from(word).map(foldChar).join('');

/** Splits a run of letters and digits into its CJK and other stretches. */
function* stretches(run: string): Generator<{ cjk: boolean; text: string }> {
  let current = '';
  let cjk = false;
  for (const c of run) {
    const isCjk = CJK.test(c);
    if (current && isCjk !== cjk) {
      yield { cjk, text: current };
      current = '';
    }
    cjk = isCjk;
    current += c;
  }
  if (current) yield { cjk, text: current };
}

/** The tokens stored for a text (titles, bodies, diagram labels). */
export function searchTokens(text: string): string[] {
  const normalized = text.normalize('NFKC').toLowerCase();
  const out = new Set<string>();
  for (const run of normalized.match(WORD_RUN) ?? []) {
    for (const s of stretches(run)) {
      if (s.cjk) {
        const chars = Array.from(s.text);
        for (let i = 0; i < chars.length; i++) {
          out.add(chars[i]);
          if (i + 1 < chars.length) out.add(chars[i] + chars[i + 1]);
        }
      } else if (s.text.length <= MAX_WORD) {
        out.add(s.text);
        const bare = fold(s.text);
        if (bare !== s.text) out.add(bare);
      }
    }
  }
  for (const compound of normalized.match(COMPOUND) ?? []) {
    if (compound.length <= MAX_WORD && !CJK.test(compound)) out.add(compound);
  }
  return [...out];
}

/** One term of a query: a token, matched as a prefix or exactly. */
export interface QueryTerm {
  token: string;
  prefix: boolean;
}

/** The terms of a search key; all must match. Empty when the key has no letters or digits. */
export function queryTerms(key: string): QueryTerm[] {
  const normalized = key.normalize('NFKC').toLowerCase();
  const terms = new Map<string, QueryTerm>();
  const add = (token: string, prefix: boolean) => {
    if (token && !terms.has(token)) terms.set(token, { token, prefix });
  };
  for (const run of normalized.match(WORD_RUN) ?? []) {
    for (const s of stretches(run)) {
      if (s.cjk) {
        const chars = Array.from(s.text);
        if (chars.length === 1) add(chars[0], false);
        for (let i = 0; i + 1 < chars.length; i++) add(chars[i] + chars[i + 1], false);
      } else if (s.text.length <= MAX_WORD) {
        add(s.text, Array.from(s.text).length >= 3);
      }
    }
  }
  for (const compound of normalized.match(COMPOUND) ?? []) {
    if (compound.length <= MAX_WORD && !CJK.test(compound)) add(compound, true);
  }
  return [...terms.values()];
}

const quoteLexeme = (token: string) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The tsquery text for terms: `'brake':* & '刹车'`. Tokens are never parsed by PostgreSQL. */
export function tsqueryText(terms: QueryTerm[]): string {
  return terms.map((t) => `${quoteLexeme(t.token)}${t.prefix ? ':*' : ''}`).join(' & ');
}

/** The stored side: tokens as a tsvector (one parameter, split in SQL; tokens never hold spaces). */
export function tokensToTsvector(tokens: string[]): SQL {
  return sql`array_to_tsvector(string_to_array(${tokens.join(' ')}, ' '))`;
}

// ---------------------------------------------------------------- highlighting

interface Range {
  start: number;
  end: number;
}

const isWordChar = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);

/** Where the key's terms occur in a text, as code-point ranges, merged and sorted. */
export function matchRanges(text: string, key: string): Range[] {
  const chars = Array.from(text);
  const folded = chars.map(foldChar);
  const hay = folded.join('');
  // Code-point index of each UTF-16 offset of `hay` (folded chars are one code point each).
  const indexAt: number[] = [];
  folded.forEach((c, i) => {
    for (let k = 0; k < c.length; k++) indexAt.push(i);
  });
  indexAt.push(chars.length);
  const ranges: Range[] = [];
  const find = (needle: string, cjk: boolean) => {
    let from = 0;
    let found = false;
    for (;;) {
      const at = hay.indexOf(needle, from);
      if (at < 0) break;
      from = at + needle.length;
      const start = indexAt[at];
      let end = indexAt[at + needle.length];
      if (!cjk) {
        // Latin terms match at a word start and mark the whole word.
        if (isWordChar(chars[start - 1]) && !CJK.test(chars[start - 1])) continue;
        while (end < chars.length && isWordChar(chars[end]) && !CJK.test(chars[end])) end++;
      }
      ranges.push({ start, end });
      found = true;
    }
    return found;
  };
  const normalized = key.normalize('NFKC').toLowerCase();
  for (const run of normalized.match(WORD_RUN) ?? []) {
    for (const s of stretches(run)) {
      const needle = fold(s.text);
      if (!needle) continue;
      const found = find(needle, s.cjk);
      if (s.cjk && Array.from(s.text).length > 2 && !found) {
        // No whole-run hit: mark the bigrams (the index matched them separately).
        const cs = Array.from(needle);
        for (let i = 0; i + 1 < cs.length; i++) find(cs[i] + cs[i + 1], true);
      }
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

function markRanges(chars: string[], ranges: Range[], from: number, to: number): string {
  let out = '';
  let pos = from;
  for (const r of ranges) {
    if (r.end <= from || r.start >= to) continue;
    const s = Math.max(r.start, from);
    const e = Math.min(r.end, to);
    out += escapeHtml(chars.slice(pos, s).join('')) + '<mark>' + escapeHtml(chars.slice(s, e).join('')) + '</mark>';
    pos = e;
  }
  return out + escapeHtml(chars.slice(pos, to).join(''));
}

/** The whole text, HTML-escaped, with the key's matches in `<mark>`. */
export function highlight(text: string, key: string): string {
  const chars = Array.from(text);
  return markRanges(chars, matchRanges(text, key), 0, chars.length);
}

/**
 * A passage of about `length` characters around the first match, HTML-escaped, matches in
 * `<mark>`, with an ellipsis where it was cut. The start of the text when nothing matches.
 */
export function snippet(text: string, key: string, length = 160): string {
  const chars = Array.from(text);
  if (!chars.length) return '';
  const ranges = matchRanges(text, key);
  const first = ranges[0]?.start ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  // Start at a word boundary for Latin text.
  if (start > 0) {
    const space = chars.slice(start, first).findIndex((c) => /\s/.test(c));
    if (space >= 0 && space < 20) start += space + 1;
  }
  const end = Math.min(chars.length, start + length);
  return (start > 0 ? '… ' : '') + markRanges(chars, ranges, start, end) + (end < chars.length ? ' …' : '');
}

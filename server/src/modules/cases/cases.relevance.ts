/*
 * How well a published case or bulletin answers the fault a dealer is typing on the new inquiry
 * (issue 20 §9): where the fault sits in the fault catalogue, combined with what the text says.
 * Pure functions: the service fetches candidates, the catalogue and the term frequencies, and
 * these decide. docs/decisions/016-technical-case-library.md explains the weights.
 *
 * - Text. The typed text becomes terms: Latin words lower-cased, accents folded, function words
 *   dropped, English endings cut so "braking" meets "brake" (a cut stem is always a prefix of its
 *   word, so the database finds it as a prefix); CJK runs become bigrams (Chinese has no spaces).
 *   A term weighs by its rarity in the case library (idf), a match by the field it is found in (a
 *   title says more than a repair note). The text score is the weighed share of the terms found.
 * - Path. The catalogue codes picked (module → system → position) against the item's: sharing the
 *   position scores 1, only the system 0.6, only the module 0.3, another module 0.
 * - Together. With a path picked, 45 % path and 55 % text; without, the text alone. Items under
 *   MIN_RELEVANCE are not suggested: a leaf-mate is, with no word in common; a module-mate or one
 *   shared common word is not.
 */

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
const WORD_RUN = /[\p{L}\p{N}]+/gu;
/** Longer "words" are noise (hashes, base64). */
const MAX_WORD = 60;

/** The share of the path in the score when the dealer has picked one. */
export const PATH_WEIGHT = 0.45;
/** Below this an item is not suggested. */
export const MIN_RELEVANCE = 0.3;
/** What sharing the position, the system or only the module of the fault catalogue is worth. */
const PATH_DEPTH_SCORE = [0, 0.3, 0.6, 1];

/**
 * Function words of the portal's languages (en, es, de, id, vi): they join every fault's
 * description and tell none apart. Domain words ("customer", "vehicle") are left to the idf.
 */
const STOPWORDS = new Set([
  // en
  'a', 'an', 'the', 'and', 'or', 'but', 'at', 'in', 'on', 'of', 'to', 'for', 'from', 'with', 'without', 'by', 'as', 'is', 'are', 'was',
  'were', 'be', 'been', 'being', 'it', 'its', 'this', 'that', 'these', 'those', 'when', 'while', 'after', 'before', 'then', 'than', 'so',
  'not', 'no', 'has', 'have', 'had', 'does', 'do', 'did', 'can', 'could', 'will', 'would', 'should', 'very', 'all', 'any', 'some', 'also',
  'only', 'there', 'here', 'up', 'down', 'out', 'over', 'under', 'into', 'about', 'again', 'once', 'just', 'too', 'per', 'we', 'he', 'she',
  'they', 'his', 'her', 'their', 'our', 'my', 'your', 'you', 'i', 'if', 'which', 'who', 'what', 'how', 'get', 'gets', 'got', 'way',
  // es
  'el', 'la', 'los', 'las', 'de', 'del', 'y', 'en', 'con', 'por', 'para', 'un', 'una', 'que', 'se', 'al', 'es', 'muy', 'sin',
  // de
  'der', 'die', 'das', 'den', 'dem', 'und', 'ist', 'mit', 'bei', 'ein', 'eine', 'einen', 'nicht', 'beim', 'nach', 'wenn', 'sehr',
  // id
  'dan', 'yang', 'di', 'ke', 'dari', 'pada', 'untuk', 'dengan', 'tidak', 'saat', 'ini', 'itu',
  // vi (accents folded, as the terms are)
  'va', 'cua', 'co', 'khong', 'la', 'khi', 'bi', 'cac', 'nhung', 'duoc', 'cho', 'voi', 'trong',
]);

/** Lower case, accents folded ("Bremsflüssigkeit" → "bremsflussigkeit", "đ" → "d"). */
const fold = (word: string) => word.replace(/đ/g, 'd').normalize('NFD').replace(/\p{M}/gu, '');

/**
 * English endings cut off a word, so inflections meet: brakes/braking/brake → "brak", squeals →
 * "squeal", batteries/battery → "batter". Only cuts, never rewrites, so the stem stays a prefix of
 * the word (the database matches it as one); other words are kept whole. Stems keep 3 letters.
 */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  let w = word;
  const cut = (n: number) => {
    if (w.length - n >= 3) w = w.slice(0, -n);
  };
  if (w.endsWith('ies')) cut(3);
  else if (w.endsWith('sses')) cut(2);
  else if (/(?:[sxz]|ch|sh)es$/.test(w)) cut(2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) cut(1);
  const before = w;
  if (w.endsWith('ing') && w.length > 5) cut(3);
  else if (w.endsWith('ed') && w.length > 4) cut(2);
  // stopped → stopp → stop; rubbing → rubb → rub
  if (w !== before && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) cut(1);
  if (/[ey]$/.test(w)) cut(1);
  return w;
}

/** One term of the typed text: a stem or a CJK bigram. */
export interface Term {
  term: string;
  /** The last word while it is typed: its stem matches any word it begins ("squ" → "squeal"). */
  prefix: boolean;
}

function* wordsOf(text: string): Generator<{ cjk: boolean; word: string }> {
  for (const run of text.normalize('NFKC').toLowerCase().match(WORD_RUN) ?? []) {
    let current = '';
    let cjk = false;
    for (const c of run) {
      const isCjk = CJK.test(c);
      if (current && isCjk !== cjk) {
        yield { cjk, word: current };
        current = '';
      }
      cjk = isCjk;
      current += c;
    }
    if (current) yield { cjk, word: current };
  }
}

/** A CJK run's bigrams (the character alone when it is one). */
function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
}

/**
 * The terms of typed text, each once, in order. The last Latin word is a prefix while the text
 * does not end in a space or a mark: "front brake squ" already finds "squeal".
 */
export function queryTerms(text: string): Term[] {
  const out = new Map<string, Term>();
  const words = [...wordsOf(text)];
  const typing = /[\p{L}\p{N}]$/u.test(text);
  words.forEach(({ cjk, word }, i) => {
    if (cjk) {
      for (const b of bigrams(word)) if (!out.has(b)) out.set(b, { term: b, prefix: false });
      return;
    }
    const folded = fold(word);
    if (folded.length > MAX_WORD || STOPWORDS.has(folded)) return;
    const last = typing && i === words.length - 1;
    // a lone letter or digit says nothing ("v2.3" leaves "3"), nor do the first letters of a word being typed
    if (folded.length < (last ? 3 : 2)) return;
    const s = stem(folded);
    if (!out.has(s)) out.set(s, { term: s, prefix: last });
  });
  return [...out.values()];
}

/** What a field of an item holds to be matched: its stems and bigrams, and its whole words for prefixes. */
export function fieldTerms(text: string): Set<string> {
  const out = new Set<string>();
  for (const { cjk, word } of wordsOf(text)) {
    if (cjk) {
      for (const b of bigrams(word)) out.add(b);
      continue;
    }
    const folded = fold(word);
    if (folded.length > MAX_WORD) continue;
    out.add(folded);
    out.add(stem(folded));
  }
  return out;
}

/** Whether a term is a CJK bigram or character. */
export const isCjkTerm = (term: string) => CJK.test(term);

/** A term with its weight (its rarity in the library). */
export interface WeightedTerm extends Term {
  weight: number;
}

/**
 * Weighs terms by their rarity among `docs` library items, `df` holding how many contain each:
 * idf = ln(1 + (docs + 1) / (df + 0.5)), so a word in every case still counts a little. A CJK
 * bigram no case holds is dropped: it is almost always the seam between two words ("车有" of
 * "车有异响"), not a word; a Latin word no case holds is kept (the dealer typed it on purpose).
 */
export function weighTerms(terms: Term[], df: ReadonlyMap<string, number>, docs: number): WeightedTerm[] {
  return terms
    .filter((t) => !(docs > 0 && isCjkTerm(t.term) && !df.get(t.term)))
    .map((t) => ({ ...t, weight: Math.log(1 + (docs + 1) / ((df.get(t.term) ?? 0) + 0.5)) }));
}

/** A text of an item and what a term found in it is worth (1 for a title). */
export interface WeightedField {
  terms: Set<string>;
  weight: number;
}

const found = (t: Term, terms: Set<string>) => (t.prefix ? terms.has(t.term) || [...terms].some((x) => x.startsWith(t.term)) : terms.has(t.term));

/** The weighed share of the terms the item holds, each at the best field it is found in: 0–1. */
export function textScore(terms: WeightedTerm[], fields: WeightedField[]): number {
  const total = terms.reduce((a, t) => a + t.weight, 0);
  if (!total) return 0;
  let got = 0;
  for (const t of terms) {
    let best = 0;
    for (const f of fields) if (f.weight > best && found(t, f.terms)) best = f.weight;
    got += t.weight * best;
  }
  return got / total;
}

/**
 * How much of the picked fault catalogue path (codes, module first) the item's path shares, by the
 * deepest node in common: the position 1, the system 0.6, the module 0.3, nothing 0.
 */
export function pathScore(picked: readonly string[], item: readonly string[]): number {
  let depth = 0;
  while (depth < picked.length && depth < item.length && picked[depth] === item[depth]) depth++;
  return PATH_DEPTH_SCORE[depth];
}

export interface Relevance {
  /** 0–1: what the suggestion is ranked by and shown as. */
  score: number;
  text: number;
  /** Null when no path was picked. */
  path: number | null;
}

/** The text and the path together (see the top of the file). */
export function relevance(terms: WeightedTerm[], picked: readonly string[], item: { fields: WeightedField[]; path: readonly string[] }): Relevance {
  const text = textScore(terms, item.fields);
  if (!picked.length) return { score: text, text, path: null };
  const path = pathScore(picked, item.path);
  return { score: PATH_WEIGHT * path + (1 - PATH_WEIGHT) * text, text, path };
}

// ---------------------------------------------------------------- the fault catalogue

/** A node of the fault catalogue with its names in every language. */
export interface CatalogueNode {
  code: string;
  level: number;
  parentCode: string | null;
  names: string[];
}

/** The fault catalogue, for finding a node by a name in any language and walking up to its module. */
export class FaultCatalogue {
  private readonly byCode = new Map<string, CatalogueNode>();
  private readonly byName = new Map<string, CatalogueNode[]>();
  /** Each node's names as term sequences, longest first, for finding them in a text. */
  private readonly phrases: { node: CatalogueNode; terms: string[] }[] = [];

  constructor(nodes: readonly CatalogueNode[]) {
    for (const n of nodes) {
      this.byCode.set(n.code, n);
      for (const name of new Set(n.names.map(normalName))) {
        if (!name) continue;
        this.byName.set(name, [...(this.byName.get(name) ?? []), n]);
        const terms = phraseTerms(name);
        // one short word ("Seat", "Còi") would be found in too many texts
        if (terms.length > 1 || (terms[0]?.length ?? 0) >= 5) this.phrases.push({ node: n, terms });
      }
    }
    this.phrases.sort((a, b) => b.node.level - a.node.level || b.terms.length - a.terms.length);
  }

  /** A node's names in every language. */
  namesOf(code: string): string[] {
    return this.byCode.get(code)?.names ?? [];
  }

  /** The codes from the module down to the node. */
  pathOf(code: string): string[] {
    const out: string[] = [];
    for (let n = this.byCode.get(code); n && out.length < 3; n = n.parentCode ? this.byCode.get(n.parentCode) : undefined) out.unshift(n.code);
    return out;
  }

  /**
   * The picked codes as a path, kept down to the first that does not continue the one above (a
   * form sends codes; a stale or foreign one must not give a path the catalogue does not have).
   */
  pickedPath(codes: readonly (string | undefined)[]): string[] {
    const out: string[] = [];
    for (const code of codes) {
      const node = code ? this.byCode.get(code) : undefined;
      if (!node || node.level !== out.length + 1 || (node.parentCode ?? null) !== (out[out.length - 1] ?? null)) break;
      out.push(node.code);
    }
    return out;
  }

  /**
   * A case's path from the names it stores (a pushed inquiry's are catalogue names in the case's
   * language): the deepest name that fits under the names above it. Empty when none is known.
   */
  pathOfNames(names: { module: string; system: string; position: string }): string[] {
    const find = (name: string, level: number) => (this.byName.get(normalName(name)) ?? []).filter((n) => n.level === level);
    const modules = find(names.module, 1);
    const systems = find(names.system, 2).filter((s) => !modules.length || modules.some((m) => m.code === s.parentCode));
    const positions = find(names.position, 3).filter((p) => !systems.length || systems.some((s) => s.code === p.parentCode));
    const deepest = positions[0] ?? systems[0] ?? modules[0];
    return deepest ? this.pathOf(deepest.code) : [];
  }

  /**
   * A path for a text that names no catalogue node outright (a bulletin's theme): the deepest,
   * longest node name found in it as whole words. Empty when it names none.
   */
  pathInText(text: string): string[] {
    const terms = phraseTerms(normalName(text));
    for (const { node, terms: phrase } of this.phrases) {
      if (containsRun(terms, phrase)) return this.pathOf(node.code);
    }
    return [];
  }
}

const normalName = (name: string) => name.normalize('NFKC').toLowerCase().trim();

/** A name or text as a sequence of stems and CJK characters, for finding a name inside a text. */
function phraseTerms(text: string): string[] {
  const out: string[] = [];
  for (const { cjk, word } of wordsOf(text)) {
    if (cjk) out.push(...Array.from(word));
    else out.push(stem(fold(word)));
  }
  return out;
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (!needle.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

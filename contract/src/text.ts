/**
 * Rules every text input obeys, whatever its schema (docs/decisions/011-input-and-headers.md).
 * The server applies them centrally to every request, so a new schema cannot forget them.
 */

/**
 * NUL (PostgreSQL text cannot hold it) and UTF-16 surrogates without their partner (not text at
 * all: no encoding can store them). Written without the `u` flag so lone surrogates are seen.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored and shown: no NUL, no unpaired surrogate. */
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);

/** Why {@link findUnstorableText} refused a value: the wording of the 555 detail. */
export const UNSTORABLE_TEXT_DETAIL = 'must not contain NUL characters or unpaired UTF-16 surrogates';

/**
 * The path (`items[2].name`, `` for the value itself) of the first string or object key in a
 * parsed value that is not storable text; null when all are. Walks without recursion, so any
 * nesting depth is safe.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return at;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}[${i}]`]);
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        const here = at ? `${at}.${key}` : key;
        if (!isStorableText(key)) return here;
        stack.push([(v as Record<string, unknown>)[key], here]);
      }
    }
  }
  return null;
}

/**
 * How deeply a JSON text nests arrays and objects, counted on the text (strings skipped) before
 * anything is parsed: parsing and walking 10,000 levels costs stack that a limit never spends.
 * Stops counting once past `stopAbove`.
 */
export function jsonNestingDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max && (max = depth) > stopAbove) return max;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

/** Why {@link findUndecodableQuery} refused a value: the wording of the 555 detail. */
export const UNDECODABLE_QUERY_DETAIL = 'is not percent-encoded UTF-8';

/**
 * The name of the first query parameter whose name or value cannot be decoded (`%`, `%zz`, the
 * CESU-8 bytes of a lone surrogate); null when all can. The query parser keeps such a value as its
 * raw text, which would then be searched for as if the user had typed it.
 */
export function findUndecodableQuery(rawQuery: string): string | null {
  if (!rawQuery.includes('%')) return null;
  for (const pair of rawQuery.split('&')) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    try {
      decodeURIComponent(pair.replace(/\+/g, ' '));
    } catch {
      try {
        return decodeURIComponent(name) || name;
      } catch {
        return name;
      }
    }
  }
  return null;
}

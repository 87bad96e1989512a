/*
 * Pure rules of the manual screens: search snippets, the reading order of a manual's topics
 * (previous / next), breadcrumbs and the tree filter. Kept out of the components so they are
 * tested on their own.
 */

// ---------------------------------------------------------------- snippets

export interface SnippetPart {
  text: string;
  /** A stretch the search matched (the server wrapped it in `<mark>`). */
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

/** Decodes the few entities an escaped snippet holds (named ones above, decimal and hex numbers). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN;
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A search snippet split into plain and marked stretches. The server escapes the topic text and
 * adds only `<mark>`…`</mark>`; any other tag is dropped (never rendered), so the result is safe
 * to render as React text. Adjacent stretches of the same kind are joined.
 */
export function splitSnippet(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (raw: string, mark: boolean) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  const re = /<mark\b[^>]*>([\s\S]*?)<\/mark\s*>/gi;
  let at = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    push(html.slice(at, m.index), false);
    push(m[1], true);
    at = m.index + m[0].length;
  }
  push(html.slice(at), false);
  return parts;
}

// ---------------------------------------------------------------- tree

/** The part of a manual tree node (TManualNode) these rules read. */
export interface ManualNodeLike {
  id: string;
  title: string;
  children?: ManualNodeLike[] | null;
}

type IsTopic<T> = (node: T) => boolean;

function childrenOf<T extends ManualNodeLike>(node: T): T[] {
  return (node.children ?? []) as T[];
}

/** The topics of a manual in reading order (depth first, chapters in their order). */
export function readingOrder<T extends ManualNodeLike>(roots: T[], isTopic: IsTopic<T>): T[] {
  const out: T[] = [];
  const walk = (node: T) => {
    if (isTopic(node)) out.push(node);
    childrenOf(node).forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

/** The topics before and after `id` in reading order (null at either end, or when `id` is not a topic). */
export function neighbours<T extends ManualNodeLike>(roots: T[], id: string | null | undefined, isTopic: IsTopic<T>): { previous: T | null; next: T | null; index: number; count: number } {
  const order = readingOrder(roots, isTopic);
  const index = id ? order.findIndex((n) => n.id === id) : -1;
  if (index < 0) return { previous: null, next: null, index: -1, count: order.length };
  return { previous: order[index - 1] ?? null, next: order[index + 1] ?? null, index, count: order.length };
}

/** The nodes from a root down to `id` (both included), or [] when it is not in the tree. */
export function pathTo<T extends ManualNodeLike>(roots: T[], id: string | null | undefined): T[] {
  if (!id) return [];
  const walk = (node: T, trail: T[]): T[] | null => {
    const here = [...trail, node];
    if (node.id === id) return here;
    for (const child of childrenOf(node)) {
      const found = walk(child, here);
      if (found) return found;
    }
    return null;
  };
  for (const root of roots) {
    const found = walk(root, []);
    if (found) return found;
  }
  return [];
}

/** The first topic of a manual (what opens when none is chosen). */
export function firstTopic<T extends ManualNodeLike>(roots: T[], isTopic: IsTopic<T>): T | null {
  return readingOrder(roots, isTopic)[0] ?? null;
}

/**
 * Where a manual opens when no topic is asked for: a wiring-diagram manual at its first diagram
 * (what its "circuit diagram" button promises, even after an introduction), any other at its
 * first topic.
 */
export function openingTopic<T extends ManualNodeLike>(roots: T[], isTopic: IsTopic<T>, isDiagram: IsTopic<T> | null): T | null {
  const order = readingOrder(roots, isTopic);
  return (isDiagram ? order.find(isDiagram) : undefined) ?? order[0] ?? null;
}

/**
 * The tree cut down to nodes whose name contains `text` (case-insensitive) and their ancestors;
 * `expanded` lists the ancestors to open. An empty filter keeps everything.
 */
export function filterManualTree<T extends ManualNodeLike>(roots: T[], text: string): { tree: T[]; expanded: string[] } {
  const q = text.trim().toLowerCase();
  if (!q) return { tree: roots, expanded: [] };
  const expanded: string[] = [];
  const walk = (node: T): T | null => {
    const kids = childrenOf(node).map(walk).filter((n): n is T => !!n);
    const hit = node.title.toLowerCase().includes(q);
    if (!hit && kids.length === 0) return null;
    if (kids.length) expanded.push(node.id);
    return { ...node, children: hit && kids.length === 0 ? node.children : kids };
  };
  return { tree: roots.map(walk).filter((n): n is T => !!n), expanded };
}

// ---------------------------------------------------------------- search language

const HAN = /\p{Script=Han}/u;

/**
 * The language a search runs in: the one the user picked, else the page's language, except
 * that words in Chinese characters search the Chinese topics (a dealer on an English screen
 * pasting 刹车 from a Chinese bulletin means the Chinese text).
 */
export function searchLanguage<L extends string>(key: string, pageLanguage: L, picked: L | null, chinese: L): L {
  if (picked) return picked;
  return HAN.test(key) ? chinese : pageLanguage;
}

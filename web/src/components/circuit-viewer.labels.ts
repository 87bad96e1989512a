/*
 * The find box of the wiring-diagram viewer: which text labels a query matches, in which order,
 * and how "next" and "previous" move through them. Pure, so it is tested without a browser.
 */

/** What a label names on a wiring diagram; `label` when the drawing does not say. */
export const LABEL_KINDS = ['connector', 'component', 'wire', 'pin', 'fuse', 'ground', 'label'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

export interface DiagramLabel {
  /** Position among the diagram's labels in document order (the key of its element). */
  index: number;
  text: string;
  kind: LabelKind;
}

export interface LabelMatch extends DiagramLabel {
  /** 0 the whole label, 1 a word of it starts with the query, 2 the query is inside a word. */
  rank: 0 | 1 | 2;
}

/** Case, width (full-width Ｘ１ typed on a Chinese keyboard) and spacing do not matter. */
export function normalizeLabel(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const WORD_SPLIT = /[\s/\-_.,:;()[\]]+/;

/** The kind a diagram declares with `data-kind` (or a class of that name) on the label or a group around it. */
export function kindOf(declared: string | null | undefined, classNames: string[] = []): LabelKind {
  const candidates = [declared ?? '', ...classNames].map((c) => c.toLowerCase());
  for (const candidate of candidates) {
    const kind = LABEL_KINDS.find((k) => candidate === k || candidate === `${k}-label` || candidate === `label-${k}`);
    if (kind) return kind;
  }
  return 'label';
}

/**
 * The labels matching `query`: the whole label first ("X1" before "X10"), then labels with a word
 * starting with it, then labels containing it; document order within each group. An empty query
 * matches nothing.
 */
export function findLabels(labels: DiagramLabel[], query: string): LabelMatch[] {
  const q = normalizeLabel(query);
  if (!q) return [];
  const out: LabelMatch[] = [];
  for (const label of labels) {
    const text = normalizeLabel(label.text);
    if (!text.includes(q)) continue;
    let rank: LabelMatch['rank'] = 2;
    if (text === q) rank = 0;
    else if (text.startsWith(q) || text.split(WORD_SPLIT).some((word) => word.startsWith(q))) rank = 1;
    out.push({ ...label, rank });
  }
  return out.sort((a, b) => a.rank - b.rank || a.index - b.index);
}

/** The match after (+1) or before (-1) `current`, wrapping at both ends; -1 when there is none. */
export function stepMatch(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}

/**
 * The translation (in the canvas' own, unscaled pixels) that brings a point of the canvas to its
 * centre. The canvas zooms around its centre, so once the point sits there it stays centred at
 * any zoom and the view only needs its pan reset.
 */
export function centreOffset(
  point: { x: number; y: number },
  canvas: { width: number; height: number },
  current: { x: number; y: number },
): { x: number; y: number } {
  return {
    x: Math.round((current.x + canvas.width / 2 - point.x) * 100) / 100,
    y: Math.round((current.y + canvas.height / 2 - point.y) * 100) / 100,
  };
}

/** Zoom steps of 0.1 from 1 to reach `target` (the view resets to 1, then steps in). */
export function stepsToZoom(target: number, step = 0.1): number {
  return Math.max(0, Math.round((target - 1) / step));
}

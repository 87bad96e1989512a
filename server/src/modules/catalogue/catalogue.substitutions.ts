/**
 * Supersession chains (spec §3 Substitution): the before part is replaced by the after part; a
 * chain A → B → C resolves to the current part C. Pure, so the rules are tested on their own.
 */

export interface SupersessionEdge {
  id: string;
  beforePartId: string;
  afterPartId: string;
  /** YYYY-MM-DD */
  effectiveTime: string;
  replaceWay: string;
  ecoNumber: string;
  groupSeq: number | null;
}

export interface ChainStep {
  partId: string;
  /** The supersession that brought this part in; null for the oldest part of the chain. */
  via: SupersessionEdge | null;
}

/** Latest effective time wins; ties go to the higher ECO number, then the id, so the answer is stable. */
function latest(edges: SupersessionEdge[]): SupersessionEdge | undefined {
  return [...edges].sort(
    (a, b) => b.effectiveTime.localeCompare(a.effectiveTime) || b.ecoNumber.localeCompare(a.ecoNumber) || b.id.localeCompare(a.id),
  )[0];
}

/**
 * The chain through a part, from its oldest predecessor to the current part. Where a part has
 * several predecessors or successors (a fork), the supersession with the latest effective time is
 * followed. A part is never visited twice, so cyclic data (A → B → A) still ends.
 */
export function resolveChain(edges: SupersessionEdge[], partId: string): ChainStep[] {
  const visited = new Set([partId]);
  const before: ChainStep[] = [];
  let cur = partId;
  for (;;) {
    const edge = latest(edges.filter((e) => e.afterPartId === cur && !visited.has(e.beforePartId)));
    if (!edge) break;
    before.unshift({ partId: cur, via: edge });
    visited.add(edge.beforePartId);
    cur = edge.beforePartId;
  }
  // `before` holds the steps that lead to partId; the oldest part enters with no supersession.
  const chain: ChainStep[] = [{ partId: cur, via: null }, ...before];
  cur = partId;
  for (;;) {
    const edge = latest(edges.filter((e) => e.beforePartId === cur && !visited.has(e.afterPartId)));
    if (!edge) break;
    chain.push({ partId: edge.afterPartId, via: edge });
    visited.add(edge.afterPartId);
    cur = edge.afterPartId;
  }
  return chain;
}

/** Whether the part is replaced, or replaces, together with others. */
export function isGroupChange(edges: SupersessionEdge[], partId: string): boolean {
  return edges.some((e) => (e.beforePartId === partId || e.afterPartId === partId) && (e.groupSeq !== null || e.replaceWay === 'GROUP'));
}

/**
 * The supersessions seen from a part: `after` are those replacing it, `before` those it replaced.
 * A group change brings its whole group: replacing A1 by B1 in group 7 also lists group 7's B2.
 */
export function neighbours<E extends SupersessionEdge>(edges: E[], partId: string): { before: E[]; after: E[] } {
  const withGroup = (direct: E[]) => {
    const groups = new Set(direct.map((e) => e.groupSeq).filter((g): g is number => g !== null));
    const all = edges.filter((e) => direct.includes(e) || (e.groupSeq !== null && groups.has(e.groupSeq)));
    return all.sort((a, b) => a.effectiveTime.localeCompare(b.effectiveTime) || a.id.localeCompare(b.id));
  };
  return {
    before: withGroup(edges.filter((e) => e.afterPartId === partId)),
    after: withGroup(edges.filter((e) => e.beforePartId === partId)),
  };
}

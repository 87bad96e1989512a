import { describe, expect, it } from 'vitest';
import { isGroupChange, neighbours, resolveChain, type SupersessionEdge } from './catalogue.substitutions.js';

let seq = 0;
const edge = (before: string, after: string, effectiveTime: string, extra: Partial<SupersessionEdge> = {}): SupersessionEdge => ({
  id: `e${++seq}`, beforePartId: before, afterPartId: after, effectiveTime, replaceWay: 'ONE_WAY', ecoNumber: '', groupSeq: null, ...extra,
});
const parts = (chain: { partId: string }[]) => chain.map((s) => s.partId);

describe('supersession chains', () => {
  const ab = edge('A', 'B', '2023-01-01', { ecoNumber: 'ECO-1' });
  const bc = edge('B', 'C', '2024-01-01', { ecoNumber: 'ECO-2' });

  it('runs from the oldest predecessor to the current part, from anywhere in the chain', () => {
    for (const start of ['A', 'B', 'C']) expect(parts(resolveChain([bc, ab], start)), start).toEqual(['A', 'B', 'C']);
    const chain = resolveChain([ab, bc], 'B');
    expect(chain[0].via).toBeNull();
    expect(chain[1].via).toBe(ab);
    expect(chain[2].via).toBe(bc);
  });

  it('is the part alone when nothing replaces it', () => {
    expect(resolveChain([ab], 'X')).toEqual([{ partId: 'X', via: null }]);
    expect(resolveChain([], 'A')).toEqual([{ partId: 'A', via: null }]);
  });

  it('follows the latest effective time where the chain forks or merges', () => {
    const ad = edge('A', 'D', '2025-01-01');
    expect(parts(resolveChain([ab, bc, ad], 'A'))).toEqual(['A', 'D']);
    const earlier = edge('A', 'E', '2022-01-01');
    expect(parts(resolveChain([ab, bc, earlier], 'A'))).toEqual(['A', 'B', 'C']);
    // Two predecessors of C: the later supersession is the one followed back.
    const xc = edge('X', 'C', '2024-06-01');
    expect(parts(resolveChain([ab, bc, xc], 'C'))).toEqual(['X', 'C']);
    // Same day: the higher ECO number decides, so the answer does not depend on row order.
    const f1 = edge('P', 'Q', '2024-01-01', { ecoNumber: 'ECO-7' });
    const f2 = edge('P', 'R', '2024-01-01', { ecoNumber: 'ECO-9' });
    expect(parts(resolveChain([f1, f2], 'P'))).toEqual(['P', 'R']);
    expect(parts(resolveChain([f2, f1], 'P'))).toEqual(['P', 'R']);
  });

  it('ends on cyclic data', () => {
    const ba = edge('B', 'A', '2025-01-01');
    expect(parts(resolveChain([ab, ba], 'A'))).toEqual(['B', 'A']);
    expect(parts(resolveChain([ab, bc, edge('C', 'A', '2025-01-01')], 'B'))).toEqual(['C', 'A', 'B']);
    const self = edge('S', 'S', '2024-01-01');
    expect(parts(resolveChain([self], 'S'))).toEqual(['S']);
  });
});

describe('group changes', () => {
  const cal = edge('CAL-OLD', 'CAL-NEW', '2023-07-01', { groupSeq: 7, replaceWay: 'GROUP' });
  const hose = edge('HOSE-OLD', 'HOSE-NEW', '2023-07-01', { groupSeq: 7, replaceWay: 'GROUP' });
  const other = edge('PAD-OLD', 'PAD-NEW', '2023-07-01', { groupSeq: 8, replaceWay: 'GROUP' });
  const single = edge('M1', 'M2', '2023-01-01');

  it('brings the rest of the group into the neighbours', () => {
    expect(neighbours([cal, hose, other], 'CAL-OLD')).toEqual({ before: [], after: [cal, hose] });
    expect(neighbours([cal, hose, other], 'HOSE-NEW')).toEqual({ before: [cal, hose], after: [] });
    expect(neighbours([single, cal], 'M1')).toEqual({ before: [], after: [single] });
  });

  it('knows a group change from a single one', () => {
    expect(isGroupChange([cal, hose, single], 'CAL-NEW')).toBe(true);
    expect(isGroupChange([cal, hose, single], 'M2')).toBe(false);
    expect(isGroupChange([edge('G1', 'G2', '2024-01-01', { replaceWay: 'GROUP' })], 'G1')).toBe(true);
  });
});

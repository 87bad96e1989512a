import { describe, expect, it } from 'vitest';
import { centreOffset, findLabels, kindOf, normalizeLabel, stepMatch, stepsToZoom, type DiagramLabel } from './circuit-viewer.labels';

const labels: DiagramLabel[] = [
  { index: 0, text: 'X10', kind: 'connector' },
  { index: 1, text: 'BMS controller', kind: 'component' },
  { index: 2, text: 'X1', kind: 'connector' },
  { index: 3, text: 'RD/BK 2.5', kind: 'wire' },
  { index: 4, text: 'AX1', kind: 'label' },
  { index: 5, text: 'X1', kind: 'connector' },
  { index: 6, text: 'Motor controller', kind: 'component' },
  { index: 7, text: 'BK', kind: 'wire' },
];

describe('finding labels on a wiring diagram', () => {
  it('puts the exact label first, then labels starting with the query, then labels containing it', () => {
    const found = findLabels(labels, 'x1');
    expect(found.map((m) => [m.index, m.rank])).toEqual([[2, 0], [5, 0], [0, 1], [4, 2]]);
  });

  it('ignores case, full-width characters and extra spaces', () => {
    expect(findLabels(labels, 'Ｘ１').map((m) => m.index)).toEqual([2, 5, 0, 4]);
    expect(findLabels(labels, '  motor   CONTROLLER ').map((m) => m.index)).toEqual([6]);
    expect(normalizeLabel(' RD / BK ')).toBe('rd / bk');
  });

  it('finds a wire colour inside a colour pair and a word inside a component name', () => {
    expect(findLabels(labels, 'bk').map((m) => [m.index, m.rank])).toEqual([[7, 0], [3, 1]]);
    expect(findLabels(labels, 'controller').map((m) => [m.index, m.rank])).toEqual([[1, 1], [6, 1]]);
  });

  it('matches nothing for an empty query or an unknown label', () => {
    expect(findLabels(labels, '   ')).toEqual([]);
    expect(findLabels(labels, 'X99')).toEqual([]);
  });

  it('reads the kind a drawing declares, from data-kind or a class', () => {
    expect(kindOf('connector')).toBe('connector');
    expect(kindOf(null, ['diagram-text', 'wire-label'])).toBe('wire');
    expect(kindOf('CoMpOnEnT')).toBe('component');
    expect(kindOf(undefined, ['title'])).toBe('label');
  });
});

describe('moving through the matches', () => {
  it('wraps past both ends and starts at the first (next) or last (previous)', () => {
    expect(stepMatch(-1, 1, 3)).toBe(0);
    expect(stepMatch(-1, -1, 3)).toBe(2);
    expect(stepMatch(2, 1, 3)).toBe(0);
    expect(stepMatch(0, -1, 3)).toBe(2);
    expect(stepMatch(1, 1, 3)).toBe(2);
    expect(stepMatch(0, 1, 0)).toBe(-1);
  });
});

describe('centring a label', () => {
  it('moves the label to the canvas centre, keeping the translation already applied', () => {
    expect(centreOffset({ x: 100, y: 50 }, { width: 800, height: 600 }, { x: 0, y: 0 })).toEqual({ x: 300, y: 250 });
    // the label was already shifted by a previous find: the new shift adds to it
    expect(centreOffset({ x: 400, y: 300 }, { width: 800, height: 600 }, { x: 300, y: 250 })).toEqual({ x: 300, y: 250 });
    expect(centreOffset({ x: 700, y: 500 }, { width: 800, height: 600 }, { x: -20, y: 10 })).toEqual({ x: -320, y: -190 });
  });

  it('counts the 0.1 zoom steps from 1 to the target', () => {
    expect(stepsToZoom(2)).toBe(10);
    expect(stepsToZoom(1)).toBe(0);
    expect(stepsToZoom(0.5)).toBe(0);
    expect(stepsToZoom(2.5)).toBe(15);
  });
});

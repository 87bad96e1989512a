import { describe, expect, it } from 'vitest';
import type { TModelOptionLine } from '@portal/contract';
import { clearedBy, filterOf, formatHours } from './labour-filter';
import { cascaderOptions, codeOfPath, nodeOfCode, pathOfCode } from './model-options';

const LINES: TModelOptionLine[] = [
  {
    id: 'l1', code: 'SCT', name: 'E-Scooters',
    series: [{ id: 's1', code: 'S1', name: 'Urban S1', models: [{ id: 'm1', code: 'S1-LITE', name: 'S1 Lite' }, { id: 'm2', code: 'S1-PRO', name: 'S1 Pro' }] }],
  },
  { id: 'l2', code: 'MOT', name: 'E-Motorcycles', series: [{ id: 's2', code: 'TR', name: 'Thunder R', models: [{ id: 'm3', code: 'TR-STD', name: 'TR Standard' }] }] },
];

describe('labour-time filter', () => {
  it('sends the deepest chosen model-tree code and drops empty fields', () => {
    expect(filterOf({ model: ['SCT', 'S1', 'S1-PRO'], levelOne: 'EL', key: '  brake ', levelTwo: '' })).toEqual({ modelCode: 'S1-PRO', levelOne: 'EL', key: 'brake' });
    expect(filterOf({ model: ['MOT'] })).toEqual({ modelCode: 'MOT' });
    expect(filterOf({ key: '   ' }, 'BP-72V32-A01')).toEqual({ partCode: 'BP-72V32-A01' });
    expect(filterOf({})).toEqual({});
  });

  it('clears the levels below a changed one', () => {
    expect(clearedBy('model')).toEqual(['levelOne', 'levelTwo', 'positionCode']);
    expect(clearedBy('levelOne')).toEqual(['levelTwo', 'positionCode']);
    expect(clearedBy('levelTwo')).toEqual(['positionCode']);
    expect(clearedBy('key')).toEqual([]);
  });

  it('formats hours with one or two decimals in the reader\'s language', () => {
    expect(formatHours(0.5, 'en-US')).toBe('0.5');
    expect(formatHours(1.25, 'en-US')).toBe('1.25');
    expect(formatHours(2, 'en-US')).toBe('2.0');
    expect(formatHours(1.25, 'de')).toBe('1,25');
  });
});

describe('model picker', () => {
  it('turns the tree into Cascader options', () => {
    const options = cascaderOptions(LINES);
    expect(options[0]).toEqual({
      value: 'SCT', label: 'E-Scooters', id: 'l1',
      children: [{ value: 'S1', label: 'Urban S1', id: 's1', children: [{ value: 'S1-LITE', label: 'S1 Lite', id: 'm1' }, { value: 'S1-PRO', label: 'S1 Pro', id: 'm2' }] }],
    });
  });

  it('finds the path and node of a line, series or model code', () => {
    expect(pathOfCode(LINES, 'S1-PRO')).toEqual(['SCT', 'S1', 'S1-PRO']);
    expect(pathOfCode(LINES, 'TR')).toEqual(['MOT', 'TR']);
    expect(pathOfCode(LINES, 'MOT')).toEqual(['MOT']);
    expect(pathOfCode(LINES, 'NOPE')).toBeUndefined();
    expect(nodeOfCode(LINES, 'TR')?.id).toBe('s2');
    expect(nodeOfCode(LINES, 'TR-STD')?.id).toBe('m3');
    expect(nodeOfCode(LINES, undefined)).toBeUndefined();
    expect(codeOfPath(['SCT', 'S1'])).toBe('S1');
    expect(codeOfPath([])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { TApplicability, TTreeNode } from '@portal/contract';
import {
  applicabilitySummary, changeCatelogLevel, configSearchWarning, deepestCode, filterTree, firstPartlist, formatPrice, isOrderable,
  isVinSearchable, parseApplic, parseCatelogModelParam, pathTo, type ApplicabilityLabels,
} from './catalogue-logic';

describe('VIN search gating', () => {
  it('starts the remote lookup at 6 characters', () => {
    expect(isVinSearchable('LUMS2')).toBe(false);
    expect(isVinSearchable('LUMS2P')).toBe(true);
    expect(isVinSearchable('  lums2p ')).toBe(true);
    expect(isVinSearchable('LUMS2PHD3PH000001')).toBe(true);
  });

  it('refuses what cannot be a VIN', () => {
    expect(isVinSearchable('')).toBe(false);
    expect(isVinSearchable('LUM-S2P')).toBe(false);
    expect(isVinSearchable('LUMS2PHD3PH0000012')).toBe(false);
  });
});

describe('configuration search warnings', () => {
  it('asks for the line, then the series, then the model', () => {
    expect(configSearchWarning({})).toBe('chooseLine');
    expect(configSearchWarning({ code0: 'SCT' })).toBe('chooseSeries');
    expect(configSearchWarning({ code0: 'SCT', code1: 'S2', code2: '' })).toBe('chooseModel');
    expect(configSearchWarning({ code0: 'SCT', code1: 'S2', code2: 'S2-PRO' })).toBeNull();
  });

  it('clears the selects below the one that changed', () => {
    const full = { code0: 'SCT', code1: 'S2', code2: 'S2-PRO' };
    expect(changeCatelogLevel(full, 0, 'MOP')).toEqual({ code0: 'MOP', code1: '', code2: '' });
    expect(changeCatelogLevel(full, 1, 'S3')).toEqual({ code0: 'SCT', code1: 'S3', code2: '' });
    expect(changeCatelogLevel(full, 2, undefined)).toEqual({ code0: 'SCT', code1: 'S2', code2: '' });
  });

  it('reads a tile applicability back into codes', () => {
    expect(parseApplic('code0=SCT AND code1=S2')).toEqual({ code0: 'SCT', code1: 'S2', code2: '' });
    expect(deepestCode(parseApplic('code0=SCT AND code1=S2 AND code2=S2-PRO'))).toBe('S2-PRO');
    expect(deepestCode(parseApplic('code0=MOT'))).toBe('MOT');
  });

  it('reads the catelogModel parameter, tolerating junk', () => {
    expect(parseCatelogModelParam('{"code0":"SCT","code1":"S2"}')).toEqual({ code0: 'SCT', code1: 'S2', code2: '' });
    expect(parseCatelogModelParam('not json')).toBeNull();
    expect(parseCatelogModelParam('{"code1":"S2"}')).toBeNull();
    expect(parseCatelogModelParam(null)).toBeNull();
  });
});

describe('applicability summary', () => {
  const labels: ApplicabilityLabels = {
    models: (l) => `Models: ${l}`,
    configs: (l) => `Configs: ${l}`,
    vinRange: (a, b) => `VIN ${a}–${b}`,
    vinFrom: (a) => `VIN from ${a}`,
    vinTo: (b) => `VIN to ${b}`,
    dateRange: (a, b) => `Built ${a}–${b}`,
    dateFrom: (a) => `Built from ${a}`,
    dateTo: (b) => `Built to ${b}`,
    all: 'All vehicles',
  };
  const none: TApplicability = { models: null, configs: null, vinFrom: null, vinTo: null, dateFrom: null, dateTo: null };

  it('says a row without restrictions applies to all vehicles', () => {
    expect(applicabilitySummary(none, labels)).toEqual(['All vehicles']);
    expect(applicabilitySummary({ ...none, models: [] }, labels)).toEqual(['All vehicles']);
  });

  it('lists every restriction, ranges joined', () => {
    expect(
      applicabilitySummary({ ...none, models: ['S2-PRO', 'S2-DUAL'], vinFrom: '000100', vinTo: '000900', dateFrom: '2023-01-01' }, labels),
    ).toEqual(['Models: S2-PRO, S2-DUAL', 'VIN 000100–000900', 'Built from 2023-01-01']);
    expect(applicabilitySummary({ ...none, configs: ['NFC'], vinTo: '000500', dateFrom: '2023-01-01', dateTo: '2023-12-31' }, labels)).toEqual([
      'Configs: NFC',
      'VIN to 000500',
      'Built 2023-01-01–2023-12-31',
    ]);
  });
});

describe('prices and the cart', () => {
  it('formats RMB prices for the language', () => {
    expect(formatPrice('5573.00', 'en-US')).toBe('CN¥5,573.00');
    expect(formatPrice('12.5', 'zh-CN')).toBe('¥12.50');
    expect(formatPrice(null, 'en-US')).toBeNull();
  });

  it('offers the cart only for priced spare parts', () => {
    expect(isOrderable({ spare: true, s3: '1.00' })).toBe(true);
    expect(isOrderable({ spare: false, s3: '1.00' })).toBe(false);
    expect(isOrderable({ spare: true, s3: null })).toBe(false);
  });
});

describe('tree search', () => {
  const node = (id: string, name: string, type: TTreeNode['type'], children?: TTreeNode[]): TTreeNode => ({
    id, parentId: null, code: id.toUpperCase(), name, type, objectType: '', isLeaf: !children, children,
  });
  const tree = node('s2', 'Urban S2', 'SERIES', [
    node('bat', 'Battery & Charging', 'SYSTEM', [node('pack', 'Battery pack', 'ASSEMBLY', [node('pl1', 'Battery pack sheet', 'PARTLIST')])]),
    node('brk', 'Brakes', 'SYSTEM', [node('disc', 'Front disc', 'ASSEMBLY', [node('pl2', 'Front brake', 'PARTLIST')])]),
  ]);

  it('keeps matching nodes with their ancestors and opens the way to them', () => {
    const { tree: filtered, expanded } = filterTree(tree, 'front');
    expect(filtered?.children?.map((c) => c.id)).toEqual(['brk']);
    expect(expanded.sort()).toEqual(['brk', 'disc', 's2']);
  });

  it('matches codes too, and an empty text keeps everything', () => {
    expect(filterTree(tree, 'pl2').tree?.children?.[0].children?.[0].children?.[0].id).toBe('pl2');
    expect(filterTree(tree, '  ').tree).toBe(tree);
    expect(filterTree(tree, 'nothing').tree).toBeNull();
  });

  it('finds the path to a node and the first partlist', () => {
    expect(pathTo(tree, 'pl2')).toEqual(['s2', 'brk', 'disc', 'pl2']);
    expect(pathTo(tree, 'missing')).toEqual([]);
    expect(firstPartlist(tree)?.id).toBe('pl1');
  });
});

import { describe, expect, it } from 'vitest';
import { caseRequest, scopeLabel } from './case-logic';

describe('caseRequest', () => {
  it('sends a VIN alone when the scope names a vehicle', () => {
    expect(caseRequest({ vinCode: 'LUMS2P0A0RH000001', code2: 'S2-PRO' }, {}, { page: 1, pageSize: 10 }))
      .toEqual({ page: 1, pageSize: 10, vinCode: 'LUMS2P0A0RH000001' });
  });

  it('leaves out empty filter values and trims the key', () => {
    expect(caseRequest({ code1: 'S2' }, { key: '  刹车 ', language: undefined, status: 'DRAFT' }, { page: 2, pageSize: 20 }))
      .toEqual({ page: 2, pageSize: 20, code1: 'S2', key: '刹车', status: 'DRAFT' });
    expect(caseRequest({}, { key: '   ' }, { page: 1, pageSize: 10 })).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('scopeLabel', () => {
  it('names a model by a shown row of it, else by its code', () => {
    expect(scopeLabel({ code0: 'SCT', code1: 'S2', code2: 'S2-PRO' }, [{ modelCode: 'S2-PRO', modelName: 'Urban S2 Pro' }])).toBe('Urban S2 Pro');
    expect(scopeLabel({ code2: 'S2-PRO' }, [])).toBe('S2-PRO');
    expect(scopeLabel({ code0: 'SCT' }, [])).toBe('SCT');
    expect(scopeLabel({}, [])).toBeNull();
  });
});

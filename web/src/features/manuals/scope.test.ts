import { describe, expect, it } from 'vitest';
import { isScoped, scopeFromParams, scopeToSearch, withScope } from './scope';

const params = (text: string) => new URLSearchParams(text);

describe('manual scope in the URL', () => {
  it('reads a VIN (upper-cased) before any code', () => {
    expect(scopeFromParams(params('vin=lums2phd3ph000001&code0=SCT'))).toEqual({ vinCode: 'LUMS2PHD3PH000001' });
  });

  it('ignores a malformed VIN and reads the codes instead', () => {
    expect(scopeFromParams(params('vin=SHORT&code0=SCT&code1=S2'))).toEqual({ code0: 'SCT', code1: 'S2' });
  });

  it('reads the spec\'s catelogModel JSON, and drops codes with other characters', () => {
    expect(scopeFromParams(params(`catelogModel=${encodeURIComponent('{"code0":"SCT","code1":"S2","code2":"S2-72"}')}`))).toEqual({ code0: 'SCT', code1: 'S2', code2: 'S2-72' });
    expect(scopeFromParams(params('catelogModel=%7Bbroken&code0=SCT'))).toEqual({ code0: 'SCT' });
    expect(scopeFromParams(params('code0=a%20b&code1=<x>'))).toEqual({});
  });

  it('writes a scope back and round-trips it', () => {
    expect(scopeToSearch({ code0: 'SCT', code2: 'S2-72' })).toBe('code0=SCT&code2=S2-72');
    expect(scopeToSearch({ vinCode: 'LUMS2PHD3PH000001', code0: 'SCT' })).toBe('vin=LUMS2PHD3PH000001');
    const scope = { code0: 'SCT', code1: 'S2', code2: 'S2-72' };
    expect(scopeFromParams(params(scopeToSearch(scope)))).toEqual(scope);
  });

  it('builds links with extra parameters and knows an empty scope', () => {
    expect(withScope('/manual/abc', { vinCode: 'LUMS2PHD3PH000001' }, { topic: 't1', find: undefined })).toBe('/manual/abc?vin=LUMS2PHD3PH000001&topic=t1');
    expect(withScope('/manualSearchList', {})).toBe('/manualSearchList');
    expect(isScoped({})).toBe(false);
    expect(isScoped({ code1: 'S2' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { contractForWeb } from './contract-for-web';

const ENDPOINTS = `import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { ZRow } from './schemas.js';

const ZSaved = z.object({ id: z.string().uuid() });
const list = (path) => ({
  method: 'GET', path, access: 'X', summary: 'A page', query: ZRow, response: ZRow,
});
export const LIMIT = 5;
export const xEndpoints = defineEndpoints('x', {
  save: {
    method: 'POST', path: '/rest/x', access: 'PER_X', objectRef: 'X',
    summary: 'Saves', body: z.object({
      name: z.string(),
    }), response: ZSaved,
  },
  list: list('/rest/x/list'),
});
`;

describe('the contract for the web build', () => {
  const out = contractForWeb(ENDPOINTS, '/c/contract/src/x/endpoints.ts');

  it('keeps an endpoint\'s method and path only, in the table and in a helper', () => {
    expect(out).toMatch(/save: \{\s*method: 'POST', path: '\/rest\/x'\s*,\s*\}/);
    expect(out).toMatch(/=> \(\{\s*method: 'GET', path,?\s*\}\)/);
    for (const gone of ['summary', 'access', 'objectRef', 'body:', 'response:', 'query:']) expect(out).not.toContain(gone);
  });

  it('builds each constant made by calls in a pure-marked IIFE, so an unused one can be dropped', () => {
    expect(out).toContain("const ZSaved = /*@__PURE__*/ (() => (z.object({ id: z.string().uuid() })))();");
    expect(out).toContain("export const xEndpoints = /*@__PURE__*/ (() => (defineEndpoints('x', {");
    // no call, nothing to drop: as it was; a function runs only when called: its body untouched
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain('const list = (path) => ({');
  });

  it('keeps every line where it was', () => {
    expect(out.split('\n').length).toBe(ENDPOINTS.split('\n').length);
    expect(out.split('\n').findIndex((l) => l.includes("list: list('/rest/x/list')"))).toBe(ENDPOINTS.split('\n').findIndex((l) => l.includes("list: list('/rest/x/list')")));
  });

  it('leaves a module without anything to change as it is', () => {
    const plain = "export const A = ['a', 'b'] as const;\nexport function f(x: number) { return g(x); }\n";
    expect(contractForWeb(plain, '/c/contract/src/a.ts')).toBe(plain);
  });
});

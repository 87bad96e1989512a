import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/contract';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const source = leaves(resources['en-US'] as unknown as Tree);

describe('translations', () => {
  it('exist for all six languages', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      const target = leaves(resources[language] as unknown as Tree);

      it('has every key of the English source, none empty', () => {
        const missing = [...source.keys()].filter((key) => !target.has(key));
        const empty = [...target].filter(([, value]) => value.trim() === '').map(([key]) => key);
        expect(missing, `missing in ${language}`).toEqual([]);
        expect(empty, `empty in ${language}`).toEqual([]);
      });

      it('has no keys the source lacks', () => {
        expect([...target.keys()].filter((key) => !source.has(key))).toEqual([]);
      });

      it('keeps the same {{placeholders}} as the source', () => {
        const wrong = [...source]
          .filter(([key, text]) => target.has(key) && placeholders(text).join() !== placeholders(target.get(key)!).join())
          .map(([key]) => key);
        expect(wrong).toEqual([]);
      });
    });
  }
});

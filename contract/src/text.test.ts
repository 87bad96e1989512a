import { describe, expect, it } from 'vitest';
import { findUndecodableQuery, findUnstorableText, isStorableText, jsonNestingDepth } from './text.js';

describe('storable text', () => {
  it('accepts ordinary text in every script, emoji (paired surrogates) and the empty string', () => {
    for (const s of ['', 'brake pad', '刹车片', 'Phanh đĩa', 'Bremsbelag ß', '🛵 e-scooter 🔋', 'tab\tnew line\n']) {
      expect(isStorableText(s), s).toBe(true);
    }
  });

  it('refuses NUL anywhere in a string', () => {
    expect(isStorableText('br\u0000ake')).toBe(false);
    expect(isStorableText('\u0000')).toBe(false);
    expect(isStorableText('end\u0000')).toBe(false);
  });

  it('refuses a high or low surrogate without its partner, wherever it stands', () => {
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('a\ud83db')).toBe(false);
    expect(isStorableText('\ude80a')).toBe(false);
    expect(isStorableText('🛵\ude80')).toBe(false);
    expect(isStorableText('\ud83d\ud83d\ude80')).toBe(false);
  });

  it('names the path of the first bad string or key in a parsed value', () => {
    expect(findUnstorableText({ key: 'br\u0000ake' })).toBe('key');
    expect(findUnstorableText({ items: [{ name: 'ok' }, { name: 'x\ud800' }] })).toBe('items[1].name');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 'ok', b: [1, true, null, '🛵'] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('walks a value nested 100,000 deep without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toBe('[0]'.repeat(100_000));
  });
});

describe('JSON nesting depth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth('{"a":"[[[[{{{{","b":"\\"[[["}')).toBe(1);
    expect(jsonNestingDepth('[[],[],[[]]]')).toBe(3);
  });

  it('stops counting past the limit it is given', () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    expect(jsonNestingDepth(deep)).toBe(3000);
    expect(jsonNestingDepth(deep, 64)).toBe(65);
  });
});

describe('undecodable query', () => {
  it('names the first parameter whose percent-encoding is not UTF-8', () => {
    expect(findUndecodableQuery('page=1&key=%ED%A0%80')).toBe('key');
    expect(findUndecodableQuery('key=a%zz')).toBe('key');
    expect(findUndecodableQuery('key=%')).toBe('key');
  });
  it('accepts plain, plus-encoded and well-encoded values, Chinese and emoji among them', () => {
    expect(findUndecodableQuery('key=brake+pad&x=%E5%88%B9%E8%BD%A6&e=%F0%9F%9B%B5&empty=')).toBeNull();
    expect(findUndecodableQuery('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { DICTIONARIES, DICTIONARY_CODES, FIXED_DICTIONARIES, ZDictEntryCode, builtInName } from './codes.js';
import { ZDictNames } from './schemas.js';

describe('dictionaries', () => {
  it('names every built-in entry in all six languages, within the limits, with unique valid codes', () => {
    for (const code of DICTIONARY_CODES) {
      const entries = DICTIONARIES[code];
      expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
      for (const e of entries) {
        expect(ZDictEntryCode.safeParse(e.code).success, e.code).toBe(true);
        expect(ZDictNames.safeParse(e.name).success, `${code}.${e.code}`).toBe(true);
        for (const lang of LANGUAGES) expect(e.name[lang].trim(), `${code}.${e.code}.${lang}`).not.toBe('');
      }
    }
  });

  it('keeps the statuses fixed', () => {
    expect(FIXED_DICTIONARIES).toContain('DIC_INQUIRYFORM_STATUS');
    expect(FIXED_DICTIONARIES).not.toContain('DIC_FEEDBACKS_TYPE');
  });

  it('answers built-in names and falls back to the code', () => {
    expect(builtInName('DIC_INQUIRYFORM_STATUS', 'SOLVED', 'zh-CN')).toBe('已解决');
    expect(builtInName('DIC_INQUIRYFORM_STATUS', 'NOPE', 'de')).toBe('NOPE');
  });

  it('refuses codes and names outside the rules', () => {
    for (const bad of ['', 'lower', '1ST', 'A-B', 'A'.repeat(33)]) expect(ZDictEntryCode.safeParse(bad).success, bad).toBe(false);
    const names = Object.fromEntries(LANGUAGES.map((l) => [l, 'x']));
    expect(ZDictNames.safeParse(names).success).toBe(true);
    expect(ZDictNames.safeParse({ ...names, vi: ' ' }).success).toBe(false);
    expect(ZDictNames.safeParse({ ...names, de: 'x'.repeat(101) }).success).toBe(false);
    const { id: _, ...five } = names;
    expect(ZDictNames.safeParse(five).success).toBe(false);
  });
});

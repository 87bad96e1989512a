import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { DICTIONARIES, DICTIONARY_CODES, dictItems, dictName } from './dictionaries.js';

describe('dictionaries', () => {
  it('names every entry in all six languages, non-empty, with unique codes', () => {
    for (const code of DICTIONARY_CODES) {
      const entries = DICTIONARIES[code];
      expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
      for (const e of entries) for (const lang of LANGUAGES) expect(e.name[lang].trim(), `${code}.${e.code}.${lang}`).not.toBe('');
    }
  });

  it('answers names in the requested language and falls back to the code', () => {
    expect(dictName('DIC_INQUIRYFORM_STATUS', 'SOLVED', 'zh-CN')).toBe('已解决');
    expect(dictName('DIC_INQUIRYFORM_STATUS', 'NOPE', 'de')).toBe('NOPE');
    expect(dictItems('DIC_INQUIRYFORM_URGENT_TYPE', 'en-US').map((i) => i.code)).toEqual(['NORMAL', 'URGENT', 'VERY_URGENT']);
  });
});

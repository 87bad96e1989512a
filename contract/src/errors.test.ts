import { describe, expect, it } from 'vitest';
import { ERRORS, formatMessage } from './errors.js';
import { LANGUAGES } from './languages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it('has a message in every language for every error but the silent one', () => {
    for (const [key, def] of Object.entries(ERRORS)) {
      for (const lang of LANGUAGES) {
        if (key === 'SILENT') expect(def.message[lang]).toBe('');
        else expect(def.message[lang].trim(), `${key} ${lang}`).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in every language', () => {
    for (const [key, def] of Object.entries(ERRORS)) {
      const expected = placeholders(def.message['en-US']);
      for (const lang of LANGUAGES) expect(placeholders(def.message[lang]), `${key} ${lang}`).toEqual(expected);
    }
  });

  it('gives every error its own code', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('try again in {seconds} s {x}', { seconds: 42 })).toBe('try again in 42 s {x}');
  });
});

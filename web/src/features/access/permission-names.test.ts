import { describe, expect, it } from 'vitest';
import { LANGUAGES, PERMISSION_CATALOGUE, PERMISSION_FAMILIES } from '@portal/contract';

const texts = import.meta.glob<{ default: { codes: Record<string, string>; families: Record<string, string> } }>('../../i18n/locales/*/access.json', { eager: true });

describe('permission names on the role screen', () => {
  it('names every code and family of the catalogue in every language, and nothing else', () => {
    for (const language of LANGUAGES) {
      const { codes, families } = texts[`../../i18n/locales/${language}/access.json`].default;
      expect(Object.keys(codes).sort(), language).toEqual(PERMISSION_CATALOGUE.map((p) => p.code).sort());
      expect(Object.keys(families).sort(), language).toEqual(Object.keys(PERMISSION_FAMILIES).sort());
      expect(Object.values(codes).filter((name) => !name.trim()), language).toEqual([]);
    }
  });
});

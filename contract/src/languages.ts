/** The six languages every screen and server message exists in (spec §1). */
export const LANGUAGES = ['zh-CN', 'en-US', 'vi', 'es', 'de', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the language selector shows for each language, in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  vi: 'Tiếng Việt',
  es: 'Español',
  de: 'Deutsch',
  id: 'Bahasa Indonesia',
};

export const FALLBACK_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a loose language tag (`zh_CN`, `de-AT`, `ZH-cn`, `id`) to one of ours, or undefined.
 * Spec §1: the URL parameter uses an underscore, which becomes a hyphen.
 */
export function normalizeLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const cleaned = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!cleaned) return undefined;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === cleaned);
  if (exact) return exact;
  const primary = cleaned.split('-')[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  return LANGUAGES.find((l) => l.toLowerCase() === primary);
}

/** Picks the best of our languages from an Accept-Language header, honouring q-values. */
export function pickAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = normalizeLanguage(tag);
    if (lang) return lang;
  }
  return undefined;
}

/** A text in each of the six languages (names of models, parts, fault nodes …). */
export type TLocalizedText = Record<Language, string>;

/** A name in the caller's language, else in the fallback language, else ''. */
export function nameIn(names: Partial<TLocalizedText> | null | undefined, lang: Language): string {
  if (!names) return '';
  return names[lang] || names[FALLBACK_LANGUAGE] || '';
}

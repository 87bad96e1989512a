import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages.js';
import { ZDictEntryCode, ZDictionaryCode } from './codes.js';

/*
 * Dictionary entries as the screens read them and as administrators manage them (decision 038):
 * each entry has its code, its name in the six languages, its place in the select and whether
 * forms still offer it.
 */

export const DICTIONARY_LIMITS = {
  /** Characters of one name in one language. */
  nameMax: 100,
  /** Entries of one dictionary: a select, not a catalogue. */
  entriesMax: 200,
} as const;

/** GET /rest/base/dict/item/{code}. */
export const ZDictParams = z.object({ code: ZDictionaryCode });

/** An entry as every screen reads it: its name in the request's language; a disabled one only names old records. */
export const ZDictItem = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
});
export type TDictItem = z.infer<typeof ZDictItem>;

const ZName = z.string().trim().min(1).max(DICTIONARY_LIMITS.nameMax);
/** The name in each of the six languages, all required. */
export const ZDictNames = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, ZName])) as Record<Language, typeof ZName>);
export type TDictNames = z.infer<typeof ZDictNames>;

/** One dictionary in the management screen's picker. */
export const ZDictionarySummary = z.object({
  code: ZDictionaryCode,
  /** Workflow-critical: entries are renamed and reordered only. */
  fixed: z.boolean(),
  entries: z.number().int(),
  enabled: z.number().int(),
});
export type TDictionarySummary = z.infer<typeof ZDictionarySummary>;

/** An entry as administrators manage it. */
export const ZDictEntry = z.object({
  code: z.string(),
  names: ZDictNames,
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Seeded from the contract's constants: code handles it, so it is never deleted. */
  builtIn: z.boolean(),
  updateTime: z.string(),
});
export type TDictEntry = z.infer<typeof ZDictEntry>;

export const ZDictionaryParams = z.object({ dictionary: ZDictionaryCode });
export const ZDictEntryParams = z.object({ dictionary: ZDictionaryCode, code: ZDictEntryCode });

export const ZDictEntryCreateRequest = z.object({
  // TOTAL names the feedback statistics' sum row.
  code: ZDictEntryCode.refine((c) => c !== 'TOTAL', { message: 'TOTAL is reserved' }),
  names: ZDictNames,
});
export type TDictEntryCreateRequest = z.infer<typeof ZDictEntryCreateRequest>;

export const ZDictEntryUpdateRequest = z.object({ names: ZDictNames });
export type TDictEntryUpdateRequest = z.infer<typeof ZDictEntryUpdateRequest>;

export const ZDictEntryEnableRequest = z.object({ enabled: z.boolean() });
export type TDictEntryEnableRequest = z.infer<typeof ZDictEntryEnableRequest>;

/** Every code of the dictionary once, in the new order. */
export const ZDictReorderRequest = z.object({
  codes: z.array(ZDictEntryCode).min(1).max(DICTIONARY_LIMITS.entriesMax).refine((c) => new Set(c).size === c.length, { message: 'each code once' }),
});
export type TDictReorderRequest = z.infer<typeof ZDictReorderRequest>;

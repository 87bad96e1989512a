import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { page, wholeNumber } from '../envelope.js';

/*
 * Translation management (spec §7 "translation", issue 22 §4): the built-in texts are the web's
 * locale files and the error catalogue; an override replaces one text in one language, is kept in
 * the database and served with the language's texts, so it needs no release and survives one.
 * A key is `<namespace>.<path>`: `common.actions.save`, or `server.NO_PERMISSION` for a message
 * of the error catalogue.
 */

/** The namespace of the server's messages (the error catalogue) among the web's namespaces. */
export const SERVER_MESSAGES_NAMESPACE = 'server';
/** An override's longest text (the longest built-in text is well under it). */
export const TRANSLATION_TEXT_MAX = 2000;
/** A key's longest spelling. */
export const TRANSLATION_KEY_MAX = 200;
/** Rows one import takes (every key of every namespace fits with room to grow). */
export const TRANSLATION_IMPORT_MAX_ROWS = 10_000;
export const TRANSLATION_IMPORT_MAX_MB = 5;
export const TRANSLATION_IMPORT_MAX_UNPACKED_MB = 40;
/** Refused rows and differences listed in one answer (all are counted). */
export const TRANSLATION_IMPORT_LISTED_MAX = 1000;
export const TRANSLATION_IMPORT_STAGING_TTL_SECONDS = 30 * 60;

const ZLanguage = z.enum(LANGUAGES);
const ZKey = z.string().trim().min(1).max(TRANSLATION_KEY_MAX);

/** One language as the administrator sees it, with its completeness. */
export const ZTranslationLanguage = z.object({
  code: ZLanguage,
  name: z.string(),
  enabled: z.boolean(),
  /** The server's default language: always enabled. */
  isDefault: z.boolean(),
  /** Keys there are (web texts and server messages). */
  total: z.number().int(),
  /** Keys with no text in this language, neither built in nor overridden. */
  missing: z.number().int(),
  /** Keys whose only text is the same as the English source (not overridden): probably never translated. */
  untranslated: z.number().int(),
  /** Keys with an override in this language. */
  overridden: z.number().int(),
});
export type TTranslationLanguage = z.infer<typeof ZTranslationLanguage>;

/** GET listLanguage: every language, and the namespaces the editor filters by. */
export const ZTranslationLanguageList = z.object({
  languages: z.array(ZTranslationLanguage),
  namespaces: z.array(z.string()),
});
export type TTranslationLanguageList = z.infer<typeof ZTranslationLanguageList>;

export const ZTranslationLanguageParams = z.object({ language: ZLanguage });
export const ZTranslationLanguageSwitch = z.object({ enabled: z.boolean() });

/** The editor's page: keys of a namespace (or all), one target language beside the English source. */
export const ZTranslationEntryQuery = z.object({
  language: ZLanguage,
  namespace: z.string().trim().max(60).optional(),
  /** Only keys with no text of their own in the language (missing or the same as English). */
  missingOnly: z.enum(['true', 'false']).optional(),
  /** Part of the key, the source, the built-in text or the override (case-insensitive). */
  keyword: z.string().trim().max(100).optional(),
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(50),
});
export type TTranslationEntryQuery = z.input<typeof ZTranslationEntryQuery>;

export const ZTranslationEntry = z.object({
  key: z.string(),
  namespace: z.string(),
  /** The English source: what the text says (its override if it has one). */
  source: z.string(),
  /** The built-in text in the language ('' when there is none). */
  builtIn: z.string(),
  /** The override in the language, or null. */
  override: z.string().nullable(),
  /** No text of its own in the language (missing, or the same as English), and no override. */
  missing: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TTranslationEntry = z.infer<typeof ZTranslationEntry>;
export const ZTranslationEntryPage = page(ZTranslationEntry);

/** Set one override; `text: null` (or the built-in text itself) clears it. */
export const ZTranslationOverrideRequest = z.object({
  language: ZLanguage,
  key: ZKey,
  text: z.string().max(TRANSLATION_TEXT_MAX).nullable(),
});
export type TTranslationOverrideRequest = z.infer<typeof ZTranslationOverrideRequest>;

/** Export: one namespace or all of them. */
export const ZTranslationExportRequest = z.object({ namespace: z.string().trim().max(60).optional() });

/** One change an import would make. */
export const ZTranslationChange = z.object({
  key: z.string(),
  language: ZLanguage,
  kind: z.enum(['added', 'changed', 'removed']),
  /** The override now (null: none, the built-in text is shown). */
  before: z.string().nullable(),
  /** The override after the import (null: removed). */
  after: z.string().nullable(),
  builtIn: z.string(),
});
export type TTranslationChange = z.infer<typeof ZTranslationChange>;

/** Import step 1: the difference the sheet makes, waiting under `stagingId` for step 2. */
export const ZTranslationImportCheck = z.object({
  stagingId: z.string().uuid(),
  rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  /** The first changes (TRANSLATION_IMPORT_LISTED_MAX), in sheet order. */
  changes: z.array(ZTranslationChange),
});
export type TTranslationImportCheck = z.infer<typeof ZTranslationImportCheck>;

export const ZTranslationImportError = z.object({ row: z.number().int(), column: z.string(), value: z.string(), message: z.string() });
export type TTranslationImportError = z.infer<typeof ZTranslationImportError>;
/** A sheet refused as a whole: every refused row counted, the first listed; nothing kept. */
export const ZTranslationImportFailure = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  errorData: z.array(ZTranslationImportError),
});

export const ZTranslationImportConfirm = z.object({ stagingId: z.string().uuid() });
export const ZTranslationImportResult = z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() });
export type TTranslationImportResult = z.infer<typeof ZTranslationImportResult>;

/** The public texts of a language: `v` is the version the public config names (a cache key). */
export const ZTranslationTextsQuery = z.object({ v: z.string().max(64).optional() });
/** A language's overrides of the web's texts, flat by key (`common.actions.save` → text). */
export const ZTranslationTexts = z.record(z.string(), z.string());

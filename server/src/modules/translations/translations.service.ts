import { and, eq } from 'drizzle-orm';
import {
  FALLBACK_LANGUAGE, LANGUAGE_NAMES, LANGUAGES,
  type Language, type TTranslationEntry, type TTranslationEntryQuery, type TTranslationLanguage, type TTranslationLanguageList,
  type TTranslationOverrideRequest,
} from '@portal/contract';
import type { Config } from '../../config.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { BUILT_IN, BUILT_IN_BY_KEY, NAMESPACES, placeholdersOf, spellPlaceholder, type BuiltInText } from './translations.builtin.js';
import { notifyChange, storeOf, type TranslationSnapshot } from './translations.store.js';
import { translationLanguages, translationOverrides } from './translations.tables.js';

/*
 * Translation management (decision 039): overrides of built-in texts per language, the languages
 * switched on and off, and what the public pages need of both. Reads come from the app's
 * snapshot (translations.store.ts); every write notifies, in its transaction, every instance.
 */

/** The languages pages may be shown in: all enabled ones, the default always among them. */
export function enabledLanguagesOf(config: Pick<Config, 'multiLanguage' | 'defaultLanguage'>, snapshot: Pick<TranslationSnapshot, 'disabled'>): Language[] {
  if (!config.multiLanguage) return [config.defaultLanguage];
  return LANGUAGES.filter((l) => l === config.defaultLanguage || !snapshot.disabled.has(l));
}

export async function enabledLanguages(ctx: AppContext): Promise<Language[]> {
  return enabledLanguagesOf(ctx.config, await storeOf(ctx).snapshot());
}

/** What the public config says of languages: which, whether to offer a choice, the texts' versions. */
export async function publicLanguageState(ctx: AppContext) {
  const snapshot = await storeOf(ctx).snapshot();
  const languages = enabledLanguagesOf(ctx.config, snapshot);
  const textVersions = Object.fromEntries(Object.entries(snapshot.versions).filter(([l]) => languages.includes(l as Language)));
  return { languages, multiLanguage: languages.length > 1, textVersions };
}

/** A language's overrides of the web's texts and their version (public). */
export async function publicTexts(ctx: AppContext, language: Language): Promise<{ texts: Record<string, string>; version: string }> {
  const snapshot = await storeOf(ctx).snapshot();
  return { texts: snapshot.webTexts.get(language) ?? {}, version: snapshot.versions[language] ?? '' };
}

/** Whether a text is the language's own: none, blank or (but in English) the English source's words are not. */
function textState(entry: BuiltInText, language: Language, override: string | undefined): 'own' | 'missing' | 'untranslated' {
  if (override !== undefined) return 'own';
  const builtIn = entry.texts[language];
  if (!builtIn.trim()) return 'missing';
  if (language !== FALLBACK_LANGUAGE && builtIn === entry.texts[FALLBACK_LANGUAGE] && hasWords(builtIn)) return 'untranslated';
  return 'own';
}

/** Whether a text says anything in words: `{{current}} / {{count}}` or `–` reads the same in every language. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{?\s*\w+\s*\}\}?/g, ''));

/** GET listLanguage: every language with its flags and completeness. */
export async function listLanguages(ctx: AppContext): Promise<TTranslationLanguageList> {
  const snapshot = await storeOf(ctx).snapshot();
  const enabled = enabledLanguagesOf({ ...ctx.config, multiLanguage: true }, snapshot);
  return { languages: LANGUAGES.map((code) => languageRow(ctx, snapshot, code, enabled.includes(code))), namespaces: [...NAMESPACES] };
}

function languageRow(ctx: AppContext, snapshot: TranslationSnapshot, code: Language, enabled: boolean): TTranslationLanguage {
  const overrides = snapshot.overrides.get(code)!;
  let missing = 0;
  let untranslated = 0;
  let overridden = 0;
  for (const entry of BUILT_IN) {
    const override = overrides.get(entry.key)?.text;
    if (override !== undefined) overridden++;
    const state = textState(entry, code, override);
    if (state === 'missing') missing++;
    else if (state === 'untranslated') untranslated++;
  }
  return { code, name: LANGUAGE_NAMES[code], enabled, isDefault: code === ctx.config.defaultLanguage, total: BUILT_IN.length, missing, untranslated, overridden };
}

function entryOf(entry: BuiltInText, language: Language, snapshot: TranslationSnapshot): TTranslationEntry {
  const stored = snapshot.overrides.get(language)!.get(entry.key);
  const source = snapshot.overrides.get(FALLBACK_LANGUAGE)!.get(entry.key)?.text ?? entry.texts[FALLBACK_LANGUAGE];
  return {
    key: entry.key,
    namespace: entry.namespace,
    source,
    builtIn: entry.texts[language],
    override: stored?.text ?? null,
    missing: textState(entry, language, stored?.text) !== 'own',
    updatedBy: stored?.updatedByName ?? null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}

/** The editor's page: keys in the built-in order, filtered by namespace, state and words. */
export async function findEntries(ctx: AppContext, query: TTranslationEntryQuery) {
  const snapshot = await storeOf(ctx).snapshot();
  const language = query.language;
  const keyword = query.keyword?.toLowerCase();
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 50);
  const rows = BUILT_IN.filter((e) => !query.namespace || e.namespace === query.namespace)
    .map((e) => entryOf(e, language, snapshot))
    .filter((e) => query.missingOnly !== 'true' || e.missing)
    .filter((e) => !keyword || [e.key, e.source, e.builtIn, e.override ?? ''].some((text) => text.toLowerCase().includes(keyword)));
  return { contents: rows.slice((page - 1) * pageSize, page * pageSize), count: rows.length };
}

/** The placeholders `text` lacks or adds against the built-in text, as a refusal's words, or null. */
export function placeholderProblem(entry: BuiltInText, text: string): string | null {
  const found = placeholdersOf(entry.namespace, text);
  if (found.join() === entry.placeholders.join()) return null;
  return entry.placeholders.length ? entry.placeholders.map((p) => spellPlaceholder(entry.namespace, p)).join(' ') : '—';
}

/** What an override's text means: null when it is none (empty, or the built-in text itself). */
export function normaliseOverride(entry: BuiltInText, language: Language, text: string | null): string | null {
  const clean = text?.replace(/\r\n?/g, '\n').trim() ?? '';
  return clean === '' || clean === entry.texts[language] ? null : clean;
}

/** Writes one override (or removes it) in a transaction that notifies. */
export async function writeOverride(tx: Tx, caller: AuthUser, language: Language, key: string, text: string | null, at: Date) {
  if (text === null) {
    await tx.delete(translationOverrides).where(and(eq(translationOverrides.language, language), eq(translationOverrides.key, key)));
    return;
  }
  const values = { text, updatedBy: caller.id, updatedByName: caller.name || caller.username, updatedAt: at };
  await tx.insert(translationOverrides).values({ language, key, ...values })
    .onConflictDoUpdate({ target: [translationOverrides.language, translationOverrides.key], set: values });
}

/** PUT override: set one override, or clear it. */
export async function saveOverride(ctx: AppContext, caller: AuthUser, request: TTranslationOverrideRequest): Promise<TTranslationEntry> {
  const entry = BUILT_IN_BY_KEY.get(request.key);
  if (!entry) throw new BizError('TRANSLATION_KEY_UNKNOWN', { key: request.key.slice(0, 100) });
  const text = normaliseOverride(entry, request.language, request.text);
  const problem = text === null ? null : placeholderProblem(entry, text);
  if (problem) throw new BizError('TRANSLATION_PLACEHOLDERS', { expected: problem });
  await ctx.db.transaction(async (tx) => {
    await writeOverride(tx, caller, request.language, entry.key, text, ctx.now());
    await notifyChange(tx);
  });
  const store = storeOf(ctx);
  store.invalidate();
  return entryOf(entry, request.language, await store.snapshot());
}

/** PUT language/:language: switch a language on or off; the default one stays on. */
export async function setLanguageEnabled(ctx: AppContext, caller: AuthUser, language: Language, enabled: boolean): Promise<TTranslationLanguage> {
  if (!enabled && language === ctx.config.defaultLanguage) throw new BizError('TRANSLATION_DEFAULT_LANGUAGE');
  await ctx.db.transaction(async (tx) => {
    const values = { enabled, updatedBy: caller.id, updatedAt: ctx.now() };
    await tx.insert(translationLanguages).values({ language, ...values }).onConflictDoUpdate({ target: translationLanguages.language, set: values });
    await notifyChange(tx);
  });
  const store = storeOf(ctx);
  store.invalidate();
  const snapshot = await store.snapshot();
  return languageRow(ctx, snapshot, language, enabledLanguagesOf({ ...ctx.config, multiLanguage: true }, snapshot).includes(language));
}


import { eq, lt } from 'drizzle-orm';
import {
  formatMessage, LANGUAGES, TRANSLATION_BUILT_IN_WORD, TRANSLATION_IMPORT_LISTED_MAX, TRANSLATION_IMPORT_MAX_MB, TRANSLATION_IMPORT_MAX_ROWS,
  TRANSLATION_IMPORT_MAX_UNPACKED_MB, TRANSLATION_IMPORT_ROW_MESSAGES, TRANSLATION_IMPORT_STAGING_TTL_SECONDS, TRANSLATION_TEXT_MAX,
  type Language, type TTranslationChange, type TTranslationImportCheck, type TTranslationImportError, type TTranslationImportResult,
  type TranslationImportRowProblem,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { xlsxBuffer, type XlsxCell } from '../../platform/xlsx.js';
import { readSheetRows } from '../../platform/xlsx-reader.js';
import { BUILT_IN, BUILT_IN_BY_KEY } from './translations.builtin.js';
import { normaliseOverride, placeholderProblem, writeOverride } from './translations.service.js';
import { notifyChange, storeOf } from './translations.store.js';
import { translationImportStagings } from './translations.tables.js';

/*
 * The translation sheet (spec §7 translation export/import): a row per key, and per language its
 * override beside its built-in text. Import reads the key and the six override columns (the
 * built-in ones are a translator's hint and ignored): an empty cell, or one that says what the
 * built-in text says, is no override. Only the keys and languages the sheet has are compared, so
 * a sheet of one namespace or one language changes nothing else. Step 1 checks every row and
 * keeps the difference; step 2 applies it in one transaction.
 */

const KEY_HEADING = 'key';
const builtInHeading = (language: Language, lang: Language) => `${language} (${TRANSLATION_BUILT_IN_WORD[lang]})`;

/** POST export: every key (or a namespace's) × six languages, override beside built-in. */
export async function exportTranslations(ctx: AppContext, namespace: string | undefined, lang: Language): Promise<Buffer> {
  const snapshot = await storeOf(ctx).snapshot();
  const rows: XlsxCell[][] = BUILT_IN.filter((e) => !namespace || e.namespace === namespace).map((entry) => [
    entry.key,
    ...LANGUAGES.flatMap((language) => [snapshot.overrides.get(language)!.get(entry.key)?.text ?? '', entry.texts[language]]),
  ]);
  return xlsxBuffer([{
    name: 'translations',
    columns: [{ header: KEY_HEADING, width: 40 }, ...LANGUAGES.flatMap((language) => [{ header: language, width: 36 }, { header: builtInHeading(language, lang), width: 36 }])],
    rows: [rows],
    autoFilter: true,
  }]);
}

/** An exported cell as it was written: the export put a `'` before text that would run as a formula. */
const cellValue = (cell: string | number | null) => {
  const text = String(cell ?? '');
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
};

interface StagedChange { key: string; language: Language; text: string | null }

class RowErrors {
  readonly list: TTranslationImportError[] = [];
  readonly rows = new Set<number>();
  constructor(private readonly lang: Language) {}
  add(row: number, column: string, value: string, problem: TranslationImportRowProblem, params: Record<string, string | number> = {}) {
    this.rows.add(row);
    if (this.list.length < TRANSLATION_IMPORT_LISTED_MAX) {
      this.list.push({ row, column, value: value.slice(0, 100), message: formatMessage(TRANSLATION_IMPORT_ROW_MESSAGES[problem][this.lang], { value, ...params }) });
    }
  }
}

export type TranslationImportRefusal = { count: number; errorData: TTranslationImportError[] };

/** Step 1: the sheet checked row by row; refused rows, or the difference kept for step 2. */
export async function checkTranslationImport(ctx: AppContext, caller: AuthUser, data: Buffer, lang: Language): Promise<{ check: TTranslationImportCheck } | { refused: TranslationImportRefusal }> {
  const unreadable = () => new BizError('TRANSLATION_IMPORT_UNREADABLE');
  const snapshot = await storeOf(ctx).snapshot();
  const errors = new RowErrors(lang);
  const changes: TTranslationChange[] = [];
  const firstRowOf = new Map<string, number>();
  let columns: (Language | 'key' | null)[] | null = null;
  let rows = 0;
  const reading = readSheetRows(data, {
    maxRows: TRANSLATION_IMPORT_MAX_ROWS, maxMb: TRANSLATION_IMPORT_MAX_MB, maxUnpackedMb: TRANSLATION_IMPORT_MAX_UNPACKED_MB,
    columns: 1 + LANGUAGES.length * 2, unreadable,
  });
  for await (const { row, cells } of reading) {
    if (!columns) {
      const headings = cells.map((c) => cellValue(c).trim());
      columns = headings.map((h) => (h.toLowerCase() === KEY_HEADING ? 'key' : (LANGUAGES as readonly string[]).includes(h) ? (h as Language) : null));
      if (row !== 1 || columns[0] !== 'key' || !columns.some((c) => c !== null && c !== 'key')) throw unreadable();
      continue;
    }
    const key = cellValue(cells[0]).trim();
    if (!key && cells.every((c) => cellValue(c).trim() === '')) continue;
    rows++;
    const entry = BUILT_IN_BY_KEY.get(key);
    if (!entry) {
      errors.add(row, KEY_HEADING, key, 'KEY_UNKNOWN');
      continue;
    }
    if (firstRowOf.has(key)) {
      errors.add(row, KEY_HEADING, key, 'DUPLICATE_ROW', { row: firstRowOf.get(key)! });
      continue;
    }
    firstRowOf.set(key, row);
    columns.forEach((language, i) => {
      if (language === null || language === 'key') return;
      const raw = cellValue(cells[i]);
      if (raw.length > TRANSLATION_TEXT_MAX) return errors.add(row, language, raw, 'TOO_LONG', { max: TRANSLATION_TEXT_MAX });
      const after = normaliseOverride(entry, language, raw);
      const problem = after === null ? null : placeholderProblem(entry, after);
      if (problem) return errors.add(row, language, raw, 'PLACEHOLDERS', { expected: problem });
      const before = snapshot.overrides.get(language)!.get(key)?.text ?? null;
      if (before === after) return;
      const kind = before === null ? 'added' : after === null ? 'removed' : 'changed';
      changes.push({ key, language, kind, before, after, builtIn: entry.texts[language] });
    });
  }
  if (!columns) throw unreadable();
  if (errors.rows.size) return { refused: { count: errors.rows.size, errorData: errors.list.sort((a, b) => a.row - b.row) } };

  // Checked sheets never confirmed go when the next one is checked.
  await ctx.db.delete(translationImportStagings).where(lt(translationImportStagings.expiresAt, ctx.now()));
  const staged: StagedChange[] = changes.map((c) => ({ key: c.key, language: c.language, text: c.after }));
  const [stage] = await ctx.db.insert(translationImportStagings).values({
    ownerId: caller.id, changes: staged, createdAt: ctx.now(), expiresAt: new Date(ctx.now().getTime() + TRANSLATION_IMPORT_STAGING_TTL_SECONDS * 1000),
  }).returning({ id: translationImportStagings.id });
  const count = (kind: TTranslationChange['kind']) => changes.filter((c) => c.kind === kind).length;
  return { check: { stagingId: stage.id, rows, added: count('added'), changed: count('changed'), removed: count('removed'), changes: changes.slice(0, TRANSLATION_IMPORT_LISTED_MAX) } };
}

/** Step 2: the caller's checked difference, applied in one transaction (all of it or nothing). */
export async function confirmTranslationImport(ctx: AppContext, caller: AuthUser, stagingId: string): Promise<TTranslationImportResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const [stage] = await tx.delete(translationImportStagings).where(eq(translationImportStagings.id, stagingId)).returning();
    if (!stage || stage.ownerId !== caller.id || stage.expiresAt < ctx.now()) throw new BizError('TRANSLATION_IMPORT_EXPIRED');
    const changes = stage.changes as StagedChange[];
    const counts = { added: 0, changed: 0, removed: 0 };
    const snapshot = await storeOf(ctx).snapshot();
    for (const change of changes) {
      if (!BUILT_IN_BY_KEY.has(change.key)) throw new BizError('TRANSLATION_KEY_UNKNOWN', { key: change.key.slice(0, 100) });
      const before = snapshot.overrides.get(change.language)?.get(change.key);
      counts[change.text === null ? 'removed' : before ? 'changed' : 'added']++;
      await writeOverride(tx, caller, change.language, change.key, change.text, ctx.now());
    }
    await notifyChange(tx);
    return counts;
  });
  storeOf(ctx).invalidate();
  return result;
}

import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  DICTIONARIES, DICTIONARY_CODES, DICTIONARY_LIMITS, isFixedDictionary,
  type DictEntry, type DictionaryCode, type Language, type TDictEntry, type TDictEntryCreateRequest, type TDictItem,
  type TDictNames, type TDictionarySummary,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import { ReadCache } from '../../platform/read-cache.js';
import type { AuthUser } from '../../platform/session.js';
import { dictionaryEntries as d } from './dictionaries.tables.js';

/** The channel every write of dictionary entries notifies; each process's cache listens (dictionaries.routes.ts). */
export const DICTIONARIES_CHANNEL = 'portal_dictionaries';

type Row = typeof d.$inferSelect;

/**
 * Each app's cache of entries per dictionary (a handful of dictionaries, a few dozen rows). Keyed
 * by the app's context so two apps in one process (the tests' second instance) keep their own, as
 * two processes would; the routes plugin makes it live by listening to DICTIONARIES_CHANNEL.
 */
const caches = new WeakMap<AppContext, ReadCache<Row[]>>();
export function dictionaryCache(ctx: AppContext): ReadCache<Row[]> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new ReadCache<Row[]>(DICTIONARY_CODES.length)));
  return cache;
}

/**
 * A dictionary's rows from the cache, or read with `db`: a caller inside a transaction passes it,
 * since the embedded database has one connection and a read beside the transaction would wait for it.
 */
const rowsOf = (ctx: AppContext, dictionary: DictionaryCode, db: Db | Tx = ctx.db): Promise<Row[]> =>
  dictionaryCache(ctx).through(dictionary, () => db.select().from(d).where(eq(d.dictionary, dictionary)).orderBy(asc(d.sort), asc(d.code)));

/**
 * Adds the contract's entries this database lacks, after the ones it has (in the constants'
 * order), and marks the contract's codes built in. Names, order and enabled flags already stored
 * are left as administrators set them, so edits survive restarts and upgrades.
 */
export async function ensureDictionaries(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    let added = 0;
    for (const dictionary of DICTIONARY_CODES) {
      const seeds: readonly DictEntry[] = DICTIONARIES[dictionary];
      const existing = await tx.select({ code: d.code, builtIn: d.builtIn }).from(d).where(eq(d.dictionary, dictionary));
      const have = new Map(existing.map((r) => [r.code, r.builtIn]));
      const missing = seeds.filter((s) => !have.has(s.code));
      if (missing.length) {
        const [{ last }] = await tx.select({ last: max(d.sort) }).from(d).where(eq(d.dictionary, dictionary));
        const after = last ?? 0;
        const inserted = await tx.insert(d)
          .values(missing.map((s, i) => ({ dictionary, code: s.code, names: { ...s.name }, sort: after + i + 1, builtIn: true })))
          .onConflictDoNothing()
          .returning({ code: d.code });
        added += inserted.length;
      }
      // An entry an administrator added that a later release ships: code handles it now.
      for (const s of seeds) if (have.get(s.code) === false) await tx.update(d).set({ builtIn: true }).where(and(eq(d.dictionary, dictionary), eq(d.code, s.code)));
    }
    if (added) await tx.execute(sql`select pg_notify(${DICTIONARIES_CHANNEL}, '')`);
  });
}

/** A dictionary's entries named in one language, in order; disabled ones flagged (they still name old records). */
export async function dictionaryItems(ctx: AppContext, dictionary: DictionaryCode, lang: Language): Promise<TDictItem[]> {
  return (await rowsOf(ctx, dictionary)).map((r) => ({ code: r.code, name: r.names[lang], enabled: r.enabled }));
}

/** A namer of a dictionary's codes in one language (the code itself for one the dictionary lacks): for exports and lists. */
export async function dictionaryNamer(ctx: AppContext, dictionary: DictionaryCode, lang: Language, db: Db | Tx = ctx.db): Promise<(code: string | null | undefined) => string> {
  const names = new Map((await rowsOf(ctx, dictionary, db)).map((r) => [r.code, r.names[lang]]));
  return (code) => (code ? (names.get(code) ?? code) : '');
}

/**
 * Refuses a code a form sent that is not an enabled entry of its dictionary. The value the record
 * already holds stays acceptable when it was disabled since, so an old record can still be saved.
 */
export async function assertOffered(ctx: AppContext, db: Db | Tx, dictionary: DictionaryCode, code: string | null | undefined, current?: string | null): Promise<void> {
  if (!code || code === current) return;
  const row = (await rowsOf(ctx, dictionary, db)).find((r) => r.code === code);
  if (!row?.enabled) throw new BizError('DICT_ENTRY_NOT_OFFERED', { code });
}

const toEntry = (r: Row): TDictEntry => ({
  code: r.code, names: r.names as TDictNames, sort: r.sort, enabled: r.enabled, builtIn: r.builtIn, updateTime: r.updatedAt.toISOString(),
});

/** The management screen's picker: every dictionary with its counts. */
export async function listDictionaries(ctx: AppContext): Promise<TDictionarySummary[]> {
  const counts = await ctx.db
    .select({ dictionary: d.dictionary, entries: sql<number>`count(*)::int`, enabled: sql<number>`(count(*) filter (where ${d.enabled}))::int` })
    .from(d).groupBy(d.dictionary);
  const byCode = new Map(counts.map((c) => [c.dictionary, c]));
  return DICTIONARY_CODES.map((code) => ({ code, fixed: isFixedDictionary(code), entries: byCode.get(code)?.entries ?? 0, enabled: byCode.get(code)?.enabled ?? 0 }));
}

/** A dictionary's entries with all six names, read fresh (an administrator is looking at what is stored). */
export async function listEntries(ctx: AppContext, dictionary: DictionaryCode): Promise<TDictEntry[]> {
  const rows = await ctx.db.select().from(d).where(eq(d.dictionary, dictionary)).orderBy(asc(d.sort), asc(d.code));
  return rows.map(toEntry);
}

/** A write in one transaction that tells every process's cache, this one's at once. */
async function writing<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    const out = await work(tx);
    await tx.execute(sql`select pg_notify(${DICTIONARIES_CHANNEL}, '')`);
    return out;
  });
  // This process must not answer from before its own write while the notification is on its way.
  dictionaryCache(ctx).invalidate();
  return result;
}

async function entryFor(tx: Tx, dictionary: DictionaryCode, code: string, lock = false): Promise<Row> {
  const q = tx.select().from(d).where(and(eq(d.dictionary, dictionary), eq(d.code, code)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new BizError('DICT_ENTRY_NOT_FOUND', { dictionary, code });
  return row;
}

const refuseFixed = (dictionary: DictionaryCode) => {
  if (isFixedDictionary(dictionary)) throw new BizError('DICT_FIXED');
};

/** Adds an entry to an open dictionary, last in order, enabled. */
export async function createEntry(ctx: AppContext, user: AuthUser, dictionary: DictionaryCode, req: TDictEntryCreateRequest): Promise<TDictEntry> {
  refuseFixed(dictionary);
  return writing(ctx, async (tx) => {
    // Serializes adds to one dictionary, so two at once cannot take the same place or pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dictionary:${dictionary}`}))`);
    const [{ n, last }] = await tx.select({ n: sql<number>`count(*)::int`, last: max(d.sort) }).from(d).where(eq(d.dictionary, dictionary));
    if (n >= DICTIONARY_LIMITS.entriesMax) throw new BizError('DICT_FULL', { max: DICTIONARY_LIMITS.entriesMax });
    const [row] = await tx.insert(d)
      .values({ dictionary, code: req.code, names: req.names, sort: (last ?? 0) + 1, enabled: true, builtIn: false, updatedAt: ctx.now(), updatedBy: user.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new BizError('DICT_ENTRY_EXISTS', { code: req.code });
    return toEntry(row);
  });
}

/** Renames an entry in the six languages (any dictionary: the labels of fixed codes are editable too). */
export async function updateEntry(ctx: AppContext, user: AuthUser, dictionary: DictionaryCode, code: string, names: TDictNames): Promise<TDictEntry> {
  return writing(ctx, async (tx) => {
    await entryFor(tx, dictionary, code, true);
    const [row] = await tx.update(d).set({ names, updatedAt: ctx.now(), updatedBy: user.id })
      .where(and(eq(d.dictionary, dictionary), eq(d.code, code))).returning();
    return toEntry(row);
  });
}

/** Offers an entry of an open dictionary in forms again, or no longer. */
export async function setEnabled(ctx: AppContext, user: AuthUser, dictionary: DictionaryCode, code: string, enabled: boolean): Promise<TDictEntry> {
  refuseFixed(dictionary);
  return writing(ctx, async (tx) => {
    await entryFor(tx, dictionary, code, true);
    const [row] = await tx.update(d).set({ enabled, updatedAt: ctx.now(), updatedBy: user.id })
      .where(and(eq(d.dictionary, dictionary), eq(d.code, code))).returning();
    return toEntry(row);
  });
}

/**
 * Deletes an entry an administrator added (a mistake just made). Built-in entries are code's and
 * would come back at the next start: they are disabled instead.
 */
export async function removeEntry(ctx: AppContext, dictionary: DictionaryCode, code: string): Promise<null> {
  refuseFixed(dictionary);
  return writing(ctx, async (tx) => {
    const row = await entryFor(tx, dictionary, code, true);
    if (row.builtIn) throw new BizError('DICT_ENTRY_BUILT_IN', { code });
    await tx.delete(d).where(and(eq(d.dictionary, dictionary), eq(d.code, code)));
    return null;
  });
}

/** Puts every entry of a dictionary in the given order (fixed dictionaries too). */
export async function reorder(ctx: AppContext, user: AuthUser, dictionary: DictionaryCode, codes: string[]): Promise<TDictEntry[]> {
  return writing(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dictionary:${dictionary}`}))`);
    const rows = await tx.select({ code: d.code }).from(d).where(eq(d.dictionary, dictionary));
    const have = new Set(rows.map((r) => r.code));
    if (codes.length !== have.size || codes.some((c) => !have.has(c))) throw new BizError('DICT_ORDER_INCOMPLETE');
    const now = ctx.now();
    // One statement: the new places from the list's positions.
    await tx.execute(sql`
      update ${d} set sort = o.pos::int, updated_at = ${now.toISOString()}::timestamptz, updated_by = ${user.id}::uuid
        from unnest(array[${sql.join(codes.map((c) => sql`${c}::text`), sql`, `)}]) with ordinality as o(code, pos)
       where ${d.dictionary} = ${dictionary} and ${d.code} = o.code`);
    const fresh = await tx.select().from(d).where(eq(d.dictionary, dictionary)).orderBy(asc(d.sort), asc(d.code));
    return fresh.map(toEntry);
  });
}

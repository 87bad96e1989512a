import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LANGUAGES, SERVER_MESSAGES_NAMESPACE, type ErrorKey, type Language } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { setMessageOverrides } from '../../platform/i18n.js';
import { translationLanguages, translationOverrides } from './translations.tables.js';

/** The channel every write of overrides or languages notifies (in its transaction: heard at commit). */
export const TRANSLATIONS_CHANNEL = 'portal_translations';

export interface StoredOverride {
  text: string;
  updatedByName: string;
  updatedAt: Date;
}

/** What the database holds of translations, read at once (a few thousand rows at most). */
export interface TranslationSnapshot {
  disabled: ReadonlySet<Language>;
  overrides: ReadonlyMap<Language, ReadonlyMap<string, StoredOverride>>;
  /** Per language, its overrides of the web's texts by key (the server's messages left out). */
  webTexts: ReadonlyMap<Language, Record<string, string>>;
  /** Per language with web overrides, a hash of them: the public texts' cache key. */
  versions: Record<string, string>;
}

async function readSnapshot(db: Db): Promise<TranslationSnapshot> {
  const [rows, languages] = await Promise.all([db.select().from(translationOverrides), db.select().from(translationLanguages)]);
  const overrides = new Map<Language, Map<string, StoredOverride>>(LANGUAGES.map((l) => [l, new Map()]));
  const webTexts = new Map<Language, Record<string, string>>(LANGUAGES.map((l) => [l, {}]));
  for (const row of rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const language = row.language as Language;
    const forLanguage = overrides.get(language);
    if (!forLanguage) continue; // a language the portal no longer has
    forLanguage.set(row.key, { text: row.text, updatedByName: row.updatedByName, updatedAt: row.updatedAt });
    if (!row.key.startsWith(`${SERVER_MESSAGES_NAMESPACE}.`)) webTexts.get(language)![row.key] = row.text;
  }
  const versions: Record<string, string> = {};
  for (const [language, texts] of webTexts) {
    if (Object.keys(texts).length) versions[language] = crypto.createHash('sha256').update(JSON.stringify(texts)).digest('base64url').slice(0, 16);
  }
  return { disabled: new Set(languages.filter((l) => !l.enabled).map((l) => l.language as Language)), overrides, webTexts, versions };
}

/**
 * The snapshot of one app, trusted while the app hears the channel (like platform/read-cache.ts):
 * a notification drops it and reads it again at once, so the next request, and the messages
 * rendered without waiting (renderError), find the new one. While not listening, every request
 * reads the database.
 */
export class TranslationStore {
  private current: TranslationSnapshot | undefined;
  private loading: Promise<TranslationSnapshot> | undefined;
  /** The latest snapshot read, live or not: what a message rendered synchronously uses. */
  latest: TranslationSnapshot | undefined;
  private live = false;
  private generation = 0;
  /** The generation the latest snapshot was read in: an older read never replaces it. */
  private latestGeneration = -1;

  constructor(private readonly db: Db) {}

  snapshot(): Promise<TranslationSnapshot> {
    if (this.live && this.current) return Promise.resolve(this.current);
    return this.load();
  }

  private load(): Promise<TranslationSnapshot> {
    const started = this.generation;
    this.loading ??= readSnapshot(this.db).then(
      (snapshot) => {
        // A read begun before the last change may miss it: it is not kept as the current one,
        // but it is still newer for the messages than what they had.
        if (started >= this.latestGeneration) {
          this.latest = snapshot;
          this.latestGeneration = started;
        }
        if (started === this.generation) {
          this.loading = undefined;
          if (this.live) this.current = snapshot;
        }
        return snapshot;
      },
      (error: unknown) => {
        if (started === this.generation) this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /** The data changed: forget it, and read it again now. */
  invalidate() {
    this.generation++;
    this.current = undefined;
    this.loading = undefined;
    this.load().catch(() => undefined);
  }

  setLive(live: boolean) {
    this.live = live;
    this.invalidate();
  }

  /** An override of a catalogue message, from the latest snapshot. */
  message(key: ErrorKey, lang: Language): string | undefined {
    return this.latest?.overrides.get(lang)?.get(`${SERVER_MESSAGES_NAMESPACE}.${key}`)?.text;
  }
}

const stores = new WeakMap<Db, TranslationStore>();

/** The app's store (one per database handle; a context built without the app gets one that reads every time). */
export function storeOf(ctx: Pick<AppContext, 'db'>): TranslationStore {
  let store = stores.get(ctx.db);
  if (!store) {
    store = new TranslationStore(ctx.db);
    stores.set(ctx.db, store);
  }
  return store;
}

/** In a write's transaction: every instance hears it when the transaction commits. */
export async function notifyChange(tx: Tx) {
  await tx.execute(sql`select pg_notify(${TRANSLATIONS_CHANNEL}, '')`);
}

/**
 * Wires the app's translations: its store kept in step with the channel, and the catalogue's
 * messages rendered with its overrides. Resolves to the function that stops both.
 */
export async function watchTranslations(ctx: Pick<AppContext, 'db' | 'listen'>): Promise<() => Promise<void>> {
  const store = storeOf(ctx);
  const stop = await ctx.listen(TRANSLATIONS_CHANNEL, {
    onNotify: () => store.invalidate(),
    onListening: () => store.setLive(true),
    onLost: () => store.setLive(false),
  });
  await store.snapshot().catch(() => undefined);
  const uninstall = setMessageOverrides((key: ErrorKey, lang: Language) => store.message(key, lang));
  return async () => {
    uninstall();
    await stop();
  };
}

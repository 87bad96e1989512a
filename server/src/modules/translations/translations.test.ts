import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import {
  ERRORS, LANGUAGES, authEndpoints, pathOf, routeOf, systemEndpoints, translationsEndpoints as E, type Language,
} from '@portal/contract';
import { buildApp } from '../../app.js';
import { call, createTestApp, fileTestApp, firstSheet, loggedInUser, loggedInUsers, multipartCall, sheetRows } from '../../test/helpers.js';
import { operationLogs } from '../../platform/platform.tables.js';
import { xlsxBuffer } from '../../platform/xlsx.js';
import { BUILT_IN_BY_KEY } from './translations.builtin.js';
import { storeOf, TRANSLATIONS_CHANNEL } from './translations.store.js';
import { translationImportStagings, translationLanguages, translationOverrides } from './translations.tables.js';

const t = fileTestApp();

/** A visible label of the login page (first namespaces) and one of a lazy page. */
const LOGIN_LABEL = 'auth.login.submit';
const SAVE = 'common.actions.save';

const builtIn = (key: string, language: Language) => BUILT_IN_BY_KEY.get(key)!.texts[language];

async function admin() {
  return (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
}

const save = (token: string, body: { language: Language; key: string; text: string | null }, lang: Language = 'en-US') =>
  call(t.app, ...routeOf(E.saveOverride), { token, body, lang });
const publicConfig = async (app = t.app) => (await call(app, ...routeOf(systemEndpoints.publicConfig))).body.data;
/** The public texts of a language, by the version the public config names. */
async function publicTexts(language: Language, app = t.app) {
  const v = (await publicConfig(app)).textVersions[language] as string | undefined;
  const res = await call(app, ...routeOf(systemEndpoints.translationTexts, { language }), { query: v ? { v } : {} });
  return { res, texts: res.body.data as Record<string, string> };
}
const refusedRows = (res: { body: object }) => (res.body as { errorData: { row: number; column: string; value: string; message: string }[] }).errorData;

async function clearAll() {
  await t.db.delete(translationOverrides);
  await t.db.delete(translationLanguages);
  // the writes above bypass the service: tell every instance as a hand-run statement would have to
  await t.db.execute(sql`select pg_notify(${TRANSLATIONS_CHANNEL}, '')`);
  storeOf(t.app.ctx).invalidate();
}

describe('overrides', () => {
  it('serves an override of a visible label in the language\'s public texts after it is set, and the built-in text again once cleared', async () => {
    await clearAll();
    const token = await admin();
    expect(builtIn(LOGIN_LABEL, 'vi')).toBeTruthy();
    const set = await save(token, { language: 'vi', key: LOGIN_LABEL, text: 'Vào hệ thống' });
    expect(set.body).toMatchObject({ success: true, data: { key: LOGIN_LABEL, override: 'Vào hệ thống', builtIn: builtIn(LOGIN_LABEL, 'vi'), missing: false } });

    const config = await publicConfig();
    expect(config.textVersions.vi).toMatch(/^[\w-]{16}$/);
    expect(config.textVersions.de).toBeUndefined();
    const { res, texts } = await publicTexts('vi');
    expect(texts).toEqual({ [LOGIN_LABEL]: 'Vào hệ thống' });
    // asked for by its version: cached for good; the next change makes a new version
    expect(res.raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // without the version (or an old one): checked each time, 304 while it has not changed
    const plain = await call(t.app, ...routeOf(systemEndpoints.translationTexts, { language: 'vi' }));
    expect(plain.raw.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: pathOf(systemEndpoints.translationTexts, { language: 'vi' }), headers: { 'if-none-match': plain.raw.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    expect((await save(token, { language: 'vi', key: LOGIN_LABEL, text: null })).body.data.override).toBeNull();
    expect((await publicConfig()).textVersions.vi).toBeUndefined();
    expect((await publicTexts('vi')).texts).toEqual({});
  });

  it('renders the server\'s messages with their override (the error envelope)', async () => {
    const token = await admin();
    expect((await save(token, { language: 'vi', key: 'server.LOGIN_REQUIRED', text: 'Hãy đăng nhập lại nhé' })).body.success).toBe(true);
    const res = await call(t.app, ...routeOf(authEndpoints.current), { lang: 'vi' });
    expect(res.body).toMatchObject({ code: ERRORS.LOGIN_REQUIRED.code, message: 'Hãy đăng nhập lại nhé' });
    // other languages keep the catalogue's words; the web's texts do not carry server messages
    expect((await call(t.app, ...routeOf(authEndpoints.current), { lang: 'de' })).body.message).toBe(ERRORS.LOGIN_REQUIRED.message.de);
    expect((await publicTexts('vi')).texts['server.LOGIN_REQUIRED']).toBeUndefined();
    await save(token, { language: 'vi', key: 'server.LOGIN_REQUIRED', text: null });
    expect((await call(t.app, ...routeOf(authEndpoints.current), { lang: 'vi' })).body.message).toBe(ERRORS.LOGIN_REQUIRED.message.vi);
  });

  it('refuses an unknown key and a text that drops a placeholder, in the caller\'s language; an equal text is no override', async () => {
    const token = await admin();
    const unknown = await save(token, { language: 'vi', key: 'common.nothing.here', text: 'x' }, 'vi');
    expect(unknown.body).toMatchObject({ success: false, code: ERRORS.TRANSLATION_KEY_UNKNOWN.code, message: 'Không có văn bản nào có khóa common.nothing.here' });
    const key = [...BUILT_IN_BY_KEY.values()].find((e) => e.namespace !== 'server' && e.placeholders.length === 1)!;
    const dropped = await save(token, { language: 'de', key: key.key, text: 'ohne Platzhalter' }, 'de');
    expect(dropped.body).toMatchObject({ success: false, code: ERRORS.TRANSLATION_PLACEHOLDERS.code });
    expect(dropped.body.message).toContain(`{{${key.placeholders[0]}}}`);
    const same = await save(token, { language: 'de', key: SAVE, text: ` ${builtIn(SAVE, 'de')} ` });
    expect(same.body.data.override).toBeNull();
  });

  it('survives a restart: a new app on the same database serves it', async () => {
    const token = await admin();
    await save(token, { language: 'vi', key: SAVE, text: 'Ghi lại' });
    const restarted = await buildApp({ config: t.app.ctx.config, database: t.database });
    try {
      await restarted.ready();
      expect((await publicTexts('vi', restarted)).texts[SAVE]).toBe('Ghi lại');
    } finally {
      await restarted.close();
    }
    await save(token, { language: 'vi', key: SAVE, text: null });
  });

  it('is served by a second instance on its next requests once set on the first', async () => {
    const other = await buildApp({ config: t.app.ctx.config, database: t.database });
    try {
      await other.ready();
      const token = await admin();
      expect((await publicTexts('vi', other)).texts[SAVE]).toBeUndefined();
      await save(token, { language: 'vi', key: SAVE, text: 'Lưu ngay' });
      // the other instance hears the database's notification (PGlite: the same process)
      await expect.poll(async () => (await publicTexts('vi', other)).texts[SAVE], { timeout: 5000 }).toBe('Lưu ngay');
      await expect.poll(async () => (await call(other, ...routeOf(authEndpoints.current), { lang: 'vi' })).body.message, { timeout: 5000 })
        .toBe(ERRORS.LOGIN_REQUIRED.message.vi);
      await save(token, { language: 'vi', key: 'server.LOGIN_REQUIRED', text: 'Phiên đã hết, đăng nhập lại' });
      await expect.poll(async () => (await call(other, ...routeOf(authEndpoints.current), { lang: 'vi' })).body.message, { timeout: 5000 })
        .toBe('Phiên đã hết, đăng nhập lại');
    } finally {
      await other.close();
      const token = await admin();
      await save(token, { language: 'vi', key: SAVE, text: null });
      await save(token, { language: 'vi', key: 'server.LOGIN_REQUIRED', text: null });
    }
  });

  it('writes every change to the operation log', async () => {
    const token = await admin();
    await save(token, { language: 'es', key: SAVE, text: 'Guardar ya' });
    const [last] = await t.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
    expect(last).toMatchObject({ httpMethod: 'PUT', objectRef: 'Translation', status: 200 });
    await save(token, { language: 'es', key: SAVE, text: null });
  });
});

describe('the editor and completeness', () => {
  it('lists every language with its completeness; an override counts, and fills a text that was the same as English', async () => {
    await clearAll();
    const token = await admin();
    const list = (await call(t.app, ...routeOf(E.listLanguage), { token })).body.data;
    expect(list.languages.map((l: { code: string }) => l.code)).toEqual([...LANGUAGES]);
    expect(list.namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'users', 'translations', 'server']));
    const vi = list.languages.find((l: { code: string }) => l.code === 'vi');
    expect(vi).toMatchObject({ enabled: true, isDefault: false, total: BUILT_IN_BY_KEY.size, overridden: 0, missing: 0 });
    expect(vi.untranslated).toBeGreaterThan(0);

    // the editor's "missing only": the Vietnamese texts still the same as English
    const missing = (await call(t.app, ...routeOf(E.entries), { token, query: { language: 'vi', missingOnly: 'true', pageSize: '200' } })).body.data;
    expect(missing.count).toBe(vi.untranslated);
    const first = missing.contents[0];
    expect(first).toMatchObject({ missing: true, override: null });
    expect(first.builtIn).toBe(first.source);

    await save(token, { language: 'vi', key: first.key, text: `${first.source} (vi)` });
    const after = (await call(t.app, ...routeOf(E.listLanguage), { token })).body.data.languages.find((l: { code: string }) => l.code === 'vi');
    expect(after).toMatchObject({ overridden: 1, untranslated: vi.untranslated - 1 });
    const again = (await call(t.app, ...routeOf(E.entries), { token, query: { language: 'vi', missingOnly: 'true', pageSize: '200' } })).body.data;
    expect(again.count).toBe(vi.untranslated - 1);
    await save(token, { language: 'vi', key: first.key, text: null });
  });

  it('filters by namespace and words, with the source and the built-in text beside each key', async () => {
    const token = await admin();
    const page = (await call(t.app, ...routeOf(E.entries), { token, query: { language: 'zh-CN', namespace: 'common', keyword: 'save' } })).body.data;
    expect(page.contents).toContainEqual(expect.objectContaining({ key: SAVE, namespace: 'common', source: 'Save', builtIn: builtIn(SAVE, 'zh-CN'), override: null }));
    expect(page.contents.every((e: { namespace: string }) => e.namespace === 'common')).toBe(true);
  });
});

describe('languages', () => {
  it('disables a language: it leaves the selector\'s list and the public config; the default one stays on', async () => {
    await clearAll();
    const token = await admin();
    const accepted = async () => (await call(t.app, ...routeOf(systemEndpoints.languages))).body.data.map((l: { code: string }) => l.code);
    expect(await accepted()).toEqual([...LANGUAGES]);

    const off = await call(t.app, ...routeOf(E.setLanguage, { language: 'id' }), { token, body: { enabled: false } });
    expect(off.body.data).toMatchObject({ code: 'id', enabled: false });
    expect(await accepted()).not.toContain('id');
    expect((await publicConfig()).languages).not.toContain('id');

    const fallback = t.app.ctx.config.defaultLanguage;
    const refused = await call(t.app, ...routeOf(E.setLanguage, { language: fallback }), { token, body: { enabled: false }, lang: 'zh-CN' });
    expect(refused.body).toMatchObject({ success: false, code: ERRORS.TRANSLATION_DEFAULT_LANGUAGE.code, message: '默认语言不能停用' });

    // all but the default off: one language left, no selector
    for (const language of LANGUAGES.filter((l) => l !== fallback)) {
      await call(t.app, ...routeOf(E.setLanguage, { language }), { token, body: { enabled: false } });
    }
    expect(await publicConfig()).toMatchObject({ multiLanguage: false, languages: [fallback] });
    expect(await accepted()).toEqual([fallback]);
    await call(t.app, ...routeOf(E.setLanguage, { language: 'vi' }), { token, body: { enabled: true } });
    expect(await publicConfig()).toMatchObject({ multiLanguage: true, languages: expect.arrayContaining([fallback, 'vi']) });
    await clearAll();
  });
});

describe('export and import', () => {
  const exportSheet = async (token: string, body: { namespace?: string } = {}, lang: Language = 'en-US') =>
    (await call(t.app, ...routeOf(E.export), { token, body, lang })).raw;
  const upload = (token: string, data: Buffer, lang: Language = 'en-US') =>
    multipartCall(t.app, routeOf(E.import)[1], [{ name: 'file', fileName: 'translations.xlsx', data }], token, undefined, lang);
  const confirm = (token: string, stagingId: string) => call(t.app, ...routeOf(E.importConfirm), { token, body: { stagingId } });
  const sheet = (rows: (string | null)[][], headers = ['key', ...LANGUAGES]) =>
    xlsxBuffer([{ name: 'translations', columns: headers.map((header) => ({ header })), rows: [rows] }]);

  it('exports key × six languages, each override beside its built-in text, formula-safe; the sheet imports back unchanged', async () => {
    await clearAll();
    const token = await admin();
    await save(token, { language: 'vi', key: SAVE, text: '=HYPERLINK("http://evil.example","Lưu")' });
    const raw = await exportSheet(token, { namespace: 'common' }, 'vi');
    expect(raw.headers['content-type']).toContain('spreadsheetml');
    const rows = sheetRows(await firstSheet(raw.rawPayload));
    expect(rows[0]).toEqual(['key', ...LANGUAGES.flatMap((l) => [l, `${l} (gốc)`])]);
    const row = rows.find((r) => r[0] === SAVE)!;
    const vi = 1 + LANGUAGES.indexOf('vi') * 2;
    // the override cannot run as a formula: it starts with a quote, and the cell is text
    expect(row[vi]).toBe(`'=HYPERLINK("http://evil.example","Lưu")`);
    expect(row[vi + 1]).toBe(builtIn(SAVE, 'vi'));
    expect(rows.length).toBe(1 + [...BUILT_IN_BY_KEY.values()].filter((e) => e.namespace === 'common').length);

    // round trip: the exported sheet, imported as it is, changes nothing
    const check = await upload(token, raw.rawPayload);
    expect(check.body).toMatchObject({ success: true, data: { added: 0, changed: 0, removed: 0 } });
    expect(check.body.data.rows).toBe(rows.length - 1);
    await save(token, { language: 'vi', key: SAVE, text: null });
  });

  it('checks a sheet, shows the difference, then applies all of it', async () => {
    await clearAll();
    const token = await admin();
    await save(token, { language: 'de', key: SAVE, text: 'Sichern' });
    await save(token, { language: 'es', key: SAVE, text: 'Guardar ya' });
    const data = await sheet([
      [SAVE, null, null, 'Lưu lại', null, 'Speichern!', builtIn(SAVE, 'id')],
      ['common.actions.cancel', null, null, null, null, null, 'Batalkan saja'],
    ], ['key', 'zh-CN', 'en-US', 'vi', 'es', 'de', 'id']);
    const check = await upload(token, data);
    expect(check.body.data).toMatchObject({ rows: 2, added: 2, changed: 1, removed: 1 });
    expect(check.body.data.changes).toEqual(expect.arrayContaining([
      { key: SAVE, language: 'vi', kind: 'added', before: null, after: 'Lưu lại', builtIn: builtIn(SAVE, 'vi') },
      { key: SAVE, language: 'de', kind: 'changed', before: 'Sichern', after: 'Speichern!', builtIn: builtIn(SAVE, 'de') },
      { key: SAVE, language: 'es', kind: 'removed', before: 'Guardar ya', after: null, builtIn: builtIn(SAVE, 'es') },
      expect.objectContaining({ key: 'common.actions.cancel', language: 'id', kind: 'added' }),
    ]));
    // nothing is written before the confirmation
    expect(await t.db.select().from(translationOverrides).where(eq(translationOverrides.language, 'vi'))).toEqual([]);

    // someone else cannot apply it
    const other = await loggedInUser(t, 'SYSTEM_ADMIN');
    expect((await confirm(other.token, check.body.data.stagingId)).body.code).toBe(ERRORS.TRANSLATION_IMPORT_EXPIRED.code);
    const done = await confirm(token, check.body.data.stagingId);
    expect(done.body).toMatchObject({ success: true, data: { added: 2, changed: 1, removed: 1 } });
    expect((await publicTexts('vi')).texts[SAVE]).toBe('Lưu lại');
    expect((await publicTexts('de')).texts[SAVE]).toBe('Speichern!');
    expect((await publicTexts('es')).texts[SAVE]).toBeUndefined();
    // applied once
    expect((await confirm(token, check.body.data.stagingId)).body.code).toBe(ERRORS.TRANSLATION_IMPORT_EXPIRED.code);
    await clearAll();
  });

  it('writes nothing when one row is bad, and names the row in the user\'s language', async () => {
    await clearAll();
    const token = await admin();
    const staged = (await t.db.select().from(translationImportStagings)).length;
    const placeholderKey = [...BUILT_IN_BY_KEY.values()].find((e) => e.namespace !== 'server' && e.placeholders.length > 0)!.key;
    const data = await sheet([
      [SAVE, null, null, 'Lưu lại'],
      ['common.no.such.key', null, null, 'x'],
      [placeholderKey, null, null, 'không còn chỗ giữ chỗ'],
      [SAVE, null, null, 'lần nữa'],
    ], ['key', 'zh-CN', 'en-US', 'vi']);
    const res = await upload(token, data, 'vi');
    expect(res.body).toMatchObject({ success: false, code: ERRORS.TRANSLATION_IMPORT_FAILED.code, message: '3 dòng có lỗi: không có gì được nhập' });
    expect(refusedRows(res)).toEqual([
      { row: 3, column: 'key', value: 'common.no.such.key', message: 'Không có văn bản nào có khóa này' },
      expect.objectContaining({ row: 4, column: 'vi', message: expect.stringContaining('Phải giữ các chỗ giữ chỗ') }),
      { row: 5, column: 'key', value: SAVE, message: 'Trùng khóa với dòng 2' },
    ]);
    expect(await t.db.select().from(translationOverrides)).toEqual([]);
    expect(await t.db.select().from(translationImportStagings)).toHaveLength(staged);
  });

  it('refuses a file that is not a translation sheet', async () => {
    const token = await admin();
    const res = await upload(token, await sheet([['a', 'b']], ['name', 'other']), 'de');
    expect(res.body).toMatchObject({ success: false, code: ERRORS.TRANSLATION_IMPORT_UNREADABLE.code });
    expect(res.body.message).toContain('Übersetzungstabelle');
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 without the permission; the public texts need neither', async () => {
    const { dealer } = await loggedInUsers(t, { dealer: 'DEALER' });
    for (const [entry, args] of [[E.listLanguage, {}], [E.entries, { query: { language: 'vi' } }], [E.saveOverride, { body: { language: 'vi', key: SAVE, text: 'x' } }]] as const) {
      expect((await call(t.app, ...routeOf(entry), args as object)).status).toBe(401);
      expect((await call(t.app, ...routeOf(entry), { ...(args as object), token: dealer.token })).status).toBe(403);
    }
    expect((await call(t.app, ...routeOf(E.setLanguage, { language: 'vi' }), { token: dealer.token, body: { enabled: false } })).status).toBe(403);
    expect((await call(t.app, ...routeOf(systemEndpoints.translationTexts, { language: 'vi' }))).status).toBe(200);
  });
});

describe('without multi-language', () => {
  const single = fileTestApp(() => createTestApp({ config: { multiLanguage: false, defaultLanguage: 'zh-CN' } }));
  it('offers only the default language and no selector', async () => {
    const config = (await call(single.app, ...routeOf(systemEndpoints.publicConfig))).body.data;
    expect(config).toMatchObject({ multiLanguage: false, languages: ['zh-CN'] });
    expect((await call(single.app, ...routeOf(systemEndpoints.languages))).body.data).toEqual([{ code: 'zh-CN', name: '简体中文' }]);
  });
});

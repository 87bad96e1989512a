import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  DICTIONARIES, ERRORS, LANGUAGES, dictionariesEndpoints as E, feedbackEndpoints, routeOf, type DictionaryCode, type TDictEntry, type TDictNames,
} from '@portal/contract';
import { buildApp } from '../../app.js';
import { operationLogs } from '../../platform/platform.tables.js';
import { call, fileTestApp, firstSheet, loggedInUser, loggedInUsers } from '../../test/helpers.js';
import { dictionaryEntries } from './dictionaries.tables.js';
import { dictionaryCache, ensureDictionaries } from './dictionaries.service.js';

/* Dictionaries (decision 038): seeded entries, management, fixed dictionaries, and the cache of every instance. */

const t = fileTestApp();
type Person = Awaited<ReturnType<typeof loggedInUser>>;
let admin: Person, domainAdmin: Person, dealer: Person, dispatcher: Person;

const as = (who: Person, [method, url]: [string, string], opts: { body?: unknown; lang?: string } = {}) =>
  call(t.app, method, url, { token: who.token, body: opts.body, lang: opts.lang as 'en-US' | undefined });
const items = async (who: Person, code: DictionaryCode, lang = 'en-US', app = t.app) =>
  (await call(app, ...routeOf(E.items, { code }), { token: who.token, lang: lang as 'en-US' })).body.data as { code: string; name: string; enabled: boolean }[];
const entries = async (dictionary: DictionaryCode) => (await as(admin, routeOf(E.entries, { dictionary }))).body.data as TDictEntry[];
const names = (label: string): TDictNames => Object.fromEntries(LANGUAGES.map((l) => [l, `${label} ${l}`])) as TDictNames;
const unique = (prefix: string) => `${prefix}_${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

beforeAll(async () => {
  ({ admin, domainAdmin, dealer, dispatcher } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN', domainAdmin: 'DOMAIN_ADMIN', dealer: 'DEALER', dispatcher: 'FEEDBACK_ADMIN' }));
});

describe('reading', () => {
  it('answers every dictionary seeded from the constants, in the request language and order', async () => {
    const statuses = await items(dealer, 'DIC_INQUIRYFORM_STATUS', 'zh-CN');
    expect(statuses.map((i) => i.code)).toEqual(DICTIONARIES.DIC_INQUIRYFORM_STATUS.map((e) => e.code));
    expect(statuses.find((i) => i.code === 'PROCESSING')).toEqual({ code: 'PROCESSING', name: '处理中', enabled: true });
    expect((await items(dealer, 'DIC_DAMAGES_TYPE', 'de'))[0]).toEqual({ code: 'BROKEN', name: 'Gebrochen / gerissen', enabled: true });
  });

  it('refuses an unknown dictionary as a malformed parameter and asks for a login', async () => {
    // oxlint-disable-next-line portal/no-rest-literal -- a dictionary code the table's enum refuses
    expect((await call(t.app, 'GET', '/rest/base/dict/item/DIC_NOPE', { token: dealer.token })).status).toBe(555);
    expect((await call(t.app, ...routeOf(E.items, { code: 'DIC_INQUIRYFORM_TYPE' }))).body.code).toBe(ERRORS.LOGIN_REQUIRED.code);
  });
});

describe('management', () => {
  it('is for the system menu: administrators manage, a dealer is refused', async () => {
    const list = (await as(domainAdmin, routeOf(E.list))).body.data;
    expect(list).toContainEqual({ code: 'DIC_INQUIRYFORM_STATUS', fixed: true, entries: DICTIONARIES.DIC_INQUIRYFORM_STATUS.length, enabled: DICTIONARIES.DIC_INQUIRYFORM_STATUS.length });
    expect(list.find((d: { code: string }) => d.code === 'DIC_FEEDBACKS_TYPE').fixed).toBe(false);
    expect((await as(dealer, routeOf(E.list))).status).toBe(403);
    expect((await as(dealer, routeOf(E.update, { dictionary: 'DIC_FEEDBACKS_TYPE', code: 'IT' }), { body: { names: names('x') } })).status).toBe(403);
  });

  it('renames an entry everywhere the server names it, and logs the change', async () => {
    const renamed = { ...(await entries('DIC_FEEDBACKS_TYPE')).find((e) => e.code === 'IT')!.names, vi: 'Sự cố phần mềm' };
    const res = await as(admin, routeOf(E.update, { dictionary: 'DIC_FEEDBACKS_TYPE', code: 'IT' }), { body: { names: renamed } });
    expect(res.body.data).toMatchObject({ code: 'IT', names: renamed, enabled: true, builtIn: true });
    expect((await items(dealer, 'DIC_FEEDBACKS_TYPE', 'vi')).find((i) => i.code === 'IT')!.name).toBe('Sự cố phần mềm');

    // The feedback export names the type as the dictionary holds it now.
    const title = `Dict-${crypto.randomBytes(4).toString('hex')}`;
    expect((await as(dealer, routeOf(feedbackEndpoints.submit), { body: { feedbackType: 'IT', title, content: 'x', contact: '', url: '' } })).body.success).toBe(true);
    const sheet = await firstSheet((await as(dispatcher, routeOf(feedbackEndpoints.exportAll), { body: { title }, lang: 'vi' })).raw.rawPayload);
    expect(sheet.getRow(2).getCell(2).value).toBe('Sự cố phần mềm');

    const [log] = await t.db.select().from(operationLogs).where(eq(operationLogs.objectRef, 'DictionaryEntry')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ httpMethod: 'PUT', operatorId: admin.id, code: null });
    expect(log.url).toContain('DIC_FEEDBACKS_TYPE/IT');
  });

  it('adds an entry to an open dictionary; disabled, it is no longer accepted from forms but still named', async () => {
    const code = unique('WIRING');
    const added = await as(admin, routeOf(E.create, { dictionary: 'DIC_FEEDBACKS_TYPE' }), { body: { code, names: names('Wiring') } });
    expect(added.body.data).toMatchObject({ code, enabled: true, builtIn: false });
    const list = await items(dealer, 'DIC_FEEDBACKS_TYPE', 'de');
    expect(list.at(-1)).toEqual({ code, name: 'Wiring de', enabled: true });
    const form = { feedbackType: code, title: 'New type', content: 'x', contact: '', url: '' };
    expect((await as(dealer, routeOf(feedbackEndpoints.submit), { body: form })).body.success).toBe(true);
    const draft = (await as(dealer, routeOf(feedbackEndpoints.draft), { body: form })).body.data.id as string;

    expect((await as(admin, routeOf(E.enable, { dictionary: 'DIC_FEEDBACKS_TYPE', code }), { body: { enabled: false } })).body.data.enabled).toBe(false);
    const refused = await as(dealer, routeOf(feedbackEndpoints.submit), { body: form, lang: 'de' });
    expect(refused.body).toMatchObject({ success: false, code: ERRORS.DICT_ENTRY_NOT_OFFERED.code, message: ERRORS.DICT_ENTRY_NOT_OFFERED.message.de.replace('{code}', code) });
    // A draft that already holds the type can still be saved; old records keep their name.
    expect((await as(dealer, routeOf(feedbackEndpoints.draft), { body: { ...form, id: draft, title: 'Still mine' } })).body.success).toBe(true);
    expect((await items(dealer, 'DIC_FEEDBACKS_TYPE', 'de')).find((i) => i.code === code)).toEqual({ code, name: 'Wiring de', enabled: false });

    // An administrator's own entry can be deleted; a built-in one only disabled.
    expect((await as(admin, routeOf(E.remove, { dictionary: 'DIC_FEEDBACKS_TYPE', code: 'ATLAS' }))).body.code).toBe(ERRORS.DICT_ENTRY_BUILT_IN.code);
    expect((await as(admin, routeOf(E.remove, { dictionary: 'DIC_FEEDBACKS_TYPE', code }))).body.success).toBe(true);
    expect((await items(dealer, 'DIC_FEEDBACKS_TYPE')).map((i) => i.code)).not.toContain(code);
  });

  it('keeps a fixed dictionary\'s codes: no add, delete or disable; rename and reorder work', async () => {
    const before = await entries('DIC_INQUIRYFORM_STATUS');
    const fixed = (res: Awaited<ReturnType<typeof as>>) => expect(res.body).toMatchObject({ success: false, code: ERRORS.DICT_FIXED.code, message: ERRORS.DICT_FIXED.message['zh-CN'] });
    fixed(await as(admin, routeOf(E.create, { dictionary: 'DIC_INQUIRYFORM_STATUS' }), { body: { code: 'ARCHIVED', names: names('Archived') }, lang: 'zh-CN' }));
    fixed(await as(admin, routeOf(E.enable, { dictionary: 'DIC_INQUIRYFORM_STATUS', code: 'SOLVED' }), { body: { enabled: false }, lang: 'zh-CN' }));
    fixed(await as(admin, routeOf(E.remove, { dictionary: 'DIC_INQUIRYFORM_STATUS', code: 'DRAFT' }), { lang: 'zh-CN' }));
    fixed(await as(admin, routeOf(E.enable, { dictionary: 'DIC_INQUIRYFORM_URGENT_TYPE', code: 'URGENT' }), { body: { enabled: false }, lang: 'zh-CN' }));
    expect(await entries('DIC_INQUIRYFORM_STATUS')).toEqual(before);

    const reversed = before.map((e) => e.code).reverse();
    expect((await as(admin, routeOf(E.reorder, { dictionary: 'DIC_INQUIRYFORM_STATUS' }), { body: { codes: reversed } })).body.data.map((e: TDictEntry) => e.code)).toEqual(reversed);
    expect((await items(dealer, 'DIC_INQUIRYFORM_STATUS')).map((i) => i.code)).toEqual(reversed);
    const solved = before.find((e) => e.code === 'SOLVED')!;
    await as(admin, routeOf(E.update, { dictionary: 'DIC_INQUIRYFORM_STATUS', code: 'SOLVED' }), { body: { names: { ...solved.names, 'en-US': 'Resolved' } } });
    expect((await items(dealer, 'DIC_INQUIRYFORM_STATUS')).find((i) => i.code === 'SOLVED')!.name).toBe('Resolved');
    // back as they were, for the tests after
    await as(admin, routeOf(E.reorder, { dictionary: 'DIC_INQUIRYFORM_STATUS' }), { body: { codes: before.map((e) => e.code) } });
    await as(admin, routeOf(E.update, { dictionary: 'DIC_INQUIRYFORM_STATUS', code: 'SOLVED' }), { body: { names: solved.names } });
  });

  it('refuses bad input with 555 or a translated refusal and changes nothing', async () => {
    const before = await entries('DIC_DAMAGES_TYPE');
    const worn = before.find((e) => e.code === 'WORN')!;
    const { id: _, ...fiveNames } = worn.names;
    const malformed: [ReturnType<typeof routeOf>, unknown][] = [
      [routeOf(E.update, { dictionary: 'DIC_DAMAGES_TYPE', code: 'WORN' }), { names: fiveNames }],
      [routeOf(E.update, { dictionary: 'DIC_DAMAGES_TYPE', code: 'WORN' }), { names: { ...worn.names, vi: '   ' } }],
      [routeOf(E.update, { dictionary: 'DIC_DAMAGES_TYPE', code: 'WORN' }), { names: { ...worn.names, de: 'x'.repeat(101) } }],
      [routeOf(E.create, { dictionary: 'DIC_DAMAGES_TYPE' }), { code: 'scratched', names: names('Scratched') }],
      [routeOf(E.create, { dictionary: 'DIC_DAMAGES_TYPE' }), { code: 'TOTAL', names: names('Total') }],
      [routeOf(E.create, { dictionary: 'DIC_DAMAGES_TYPE' }), { code: 'A'.repeat(33), names: names('Long') }],
      [routeOf(E.reorder, { dictionary: 'DIC_DAMAGES_TYPE' }), { codes: ['WORN', 'WORN'] }],
    ];
    for (const [route, body] of malformed) {
      const res = await as(admin, route as [string, string], { body, lang: 'zh-CN' });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(555);
      expect(res.body.message).toMatch(/^参数格式错误/);
    }
    const exists = await as(admin, routeOf(E.create, { dictionary: 'DIC_DAMAGES_TYPE' }), { body: { code: 'WORN', names: names('Worn') }, lang: 'es' });
    expect(exists.body).toMatchObject({ success: false, code: ERRORS.DICT_ENTRY_EXISTS.code, message: 'El código WORN ya existe' });
    const incomplete = await as(admin, routeOf(E.reorder, { dictionary: 'DIC_DAMAGES_TYPE' }), { body: { codes: ['WORN', 'BROKEN'] }, lang: 'id' });
    expect(incomplete.body).toMatchObject({ success: false, code: ERRORS.DICT_ORDER_INCOMPLETE.code, message: ERRORS.DICT_ORDER_INCOMPLETE.message.id });
    const missing = await as(admin, routeOf(E.update, { dictionary: 'DIC_DAMAGES_TYPE', code: 'MELTED' }), { body: { names: names('Melted') } });
    expect(missing.body.code).toBe(ERRORS.DICT_ENTRY_NOT_FOUND.code);
    expect(await entries('DIC_DAMAGES_TYPE')).toEqual(before);
  });
});

describe('seeding at start', () => {
  it('keeps administrators\' edits and adds only the codes the database lacks', async () => {
    const other = (await entries('DIC_INQUIRYFORM_TYPE')).find((e) => e.code === 'OTHER')!;
    await as(admin, routeOf(E.update, { dictionary: 'DIC_INQUIRYFORM_TYPE', code: 'OTHER' }), { body: { names: { ...other.names, de: 'Anderes' } } });
    await as(admin, routeOf(E.enable, { dictionary: 'DIC_INQUIRYFORM_TYPE', code: 'SOFTWARE' }), { body: { enabled: false } });
    // As if a release shipped a code this database has not seen yet.
    await t.db.delete(dictionaryEntries).where(and(eq(dictionaryEntries.dictionary, 'DIC_INQUIRYFORM_TYPE'), eq(dictionaryEntries.code, 'WARRANTY')));
    await ensureDictionaries(t.db);
    await ensureDictionaries(t.db);
    const after = await entries('DIC_INQUIRYFORM_TYPE');
    expect(after.find((e) => e.code === 'OTHER')!.names.de).toBe('Anderes');
    expect(after.find((e) => e.code === 'SOFTWARE')!.enabled).toBe(false);
    expect(after.at(-1)).toMatchObject({ code: 'WARRANTY', builtIn: true, enabled: true, names: DICTIONARIES.DIC_INQUIRYFORM_TYPE.find((e) => e.code === 'WARRANTY')!.name });
    expect(after).toHaveLength(DICTIONARIES.DIC_INQUIRYFORM_TYPE.length);
    await as(admin, routeOf(E.enable, { dictionary: 'DIC_INQUIRYFORM_TYPE', code: 'SOFTWARE' }), { body: { enabled: true } });
  });
});

describe('several instances', () => {
  it('serves an edit made on one instance from the other, whose cache the notification empties', async () => {
    const other = await buildApp({ config: t.app.ctx.config, database: t.database });
    await other.ready();
    try {
      // Both instances have the dictionary in their caches.
      for (const app of [t.app, other]) {
        await items(dealer, 'DIC_INQUIRYFORM_URGENT_TYPE', 'id', app);
        const hits = dictionaryCache(app.ctx).hits;
        expect((await items(dealer, 'DIC_INQUIRYFORM_URGENT_TYPE', 'id', app)).find((i) => i.code === 'URGENT')!.name).toBe('Mendesak');
        expect(dictionaryCache(app.ctx).hits).toBe(hits + 1);
      }
      const urgent = (await entries('DIC_INQUIRYFORM_URGENT_TYPE')).find((e) => e.code === 'URGENT')!;
      await call(other, ...routeOf(E.update, { dictionary: 'DIC_INQUIRYFORM_URGENT_TYPE', code: 'URGENT' }), { token: admin.token, body: { names: { ...urgent.names, id: 'Darurat' } } });
      // The instance that wrote answers the new name at once; the other once the notification has arrived.
      expect((await items(dealer, 'DIC_INQUIRYFORM_URGENT_TYPE', 'id', other)).find((i) => i.code === 'URGENT')!.name).toBe('Darurat');
      await expect.poll(async () => (await items(dealer, 'DIC_INQUIRYFORM_URGENT_TYPE', 'id', t.app)).find((i) => i.code === 'URGENT')!.name, { timeout: 2000, interval: 10 }).toBe('Darurat');
      await call(other, ...routeOf(E.update, { dictionary: 'DIC_INQUIRYFORM_URGENT_TYPE', code: 'URGENT' }), { token: admin.token, body: { names: urgent.names } });
    } finally {
      await other.close();
    }
  });
});

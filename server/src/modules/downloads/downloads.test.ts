import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DOWNLOAD_FOLDER_DEPTH_MAX, ERRORS, MB, UPLOAD_LIMITS, authEndpoints, downloadsEndpoints, filesEndpoints, pathOf, routeOf } from '@portal/contract';
import { buildUser, call, createTestApp, loggedInUser, login, multipartCall, type TestApp } from '../../test/helpers.js';
import { expectOwnedObject } from '../../test/idor.js';
import { buildGroup } from '../../test/factories.js';
import { files } from '../files/files.tables.js';
import { downloadFiles } from './downloads.tables.js';

let t: TestApp;
let admin: { id: string; token: string };
let dealer: { id: string; token: string };
let member: { id: string; token: string };
let register: { id: string; token: string };
let groupId: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInUser(t, 'DOWNLOAD_ADMIN');
  dealer = await loggedInUser(t, 'DEALER');
  member = await loggedInUser(t, 'DEALER');
  register = await loggedInUser(t, 'REGISTER');
  ({ id: groupId } = await buildGroup(t, [member], { code: 'DL_PARTNERS', name: 'Partners' }));
}, 120_000);
afterAll(() => t?.close());

const as = (token: string, method: string, url: string, opts: { body?: unknown; query?: Record<string, string>; lang?: 'zh-CN' | 'de' | 'en-US' } = {}) =>
  call(t.app, method, url, { token, ...opts });

async function folder(name: string, parentId?: string): Promise<string> {
  const res = await as(admin.token, ...routeOf(downloadsEndpoints.createFolder), { body: { name, parentId } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.id;
}

async function uploadEntry(folderId: string, fileName: string, data: Buffer, over: Record<string, unknown> = {}, token = admin.token): Promise<string> {
  const up = await multipartCall(t.app, pathOf(downloadsEndpoints.upload), [{ name: 'file', fileName, data }], token);
  expect(up.body.success, JSON.stringify(up.body)).toBe(true);
  const res = await call(t.app, ...routeOf(downloadsEndpoints.createEntry), { token, body: { folderId, fileId: up.body.data.id, ...over } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.id;
}

const download = (token: string, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: pathOf(downloadsEndpoints.download, { id }), headers: { token, 'accept-language': 'en-US', ...headers } });
const countOf = async (id: string) => (await t.db.select({ n: downloadFiles.downloadCount }).from(downloadFiles).where(eq(downloadFiles.id, id)))[0].n;
const namesOf = (rows: { name: string }[]) => rows.map((r) => r.name).sort();

describe('download area folders', () => {
  it('nests folders, keeps sibling names unique without case, renames and limits the depth', async () => {
    const root = await folder('Manuals F1');
    const child = await folder('Scooters', root);
    // The same name elsewhere is fine; beside itself (any case) it is not, in the caller's language.
    await folder('Scooters');
    const dup = await as(admin.token, ...routeOf(downloadsEndpoints.createFolder), { body: { name: 'SCOOTERS', parentId: root }, lang: 'zh-CN' });
    expect(dup.body).toMatchObject({ success: false, code: ERRORS.DOWNLOAD_FOLDER_NAME_EXISTS.code, message: '同一位置已有名为“SCOOTERS”的文件夹' });
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.renameFolder, { id: child }), { body: { name: 'E-scooters' } })).body.success).toBe(true);
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.createFolder), { body: { name: 'a/b', parentId: root } })).status).toBe(555);
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.createFolder), { body: { name: 'x', parentId: '00000000-0000-4000-8000-000000000000' } })).body.code)
      .toBe(ERRORS.DOWNLOAD_FOLDER_NOT_FOUND.code);

    let parent = child;
    for (let depth = 3; depth <= DOWNLOAD_FOLDER_DEPTH_MAX; depth++) parent = await folder(`Level ${depth}`, parent);
    const deep = await as(admin.token, ...routeOf(downloadsEndpoints.createFolder), { body: { name: 'Too deep', parentId: parent }, lang: 'de' });
    expect(deep.body).toMatchObject({ success: false, code: ERRORS.DOWNLOAD_FOLDER_TOO_DEEP.code, message: `Ordner sind höchstens ${DOWNLOAD_FOLDER_DEPTH_MAX} Ebenen tief verschachtelt` });

    const tree = (await as(admin.token, ...routeOf(downloadsEndpoints.folderTree))).body.data as { id: string; name: string; children: { name: string }[] }[];
    expect(tree.find((n) => n.id === root)?.children.map((c) => c.name)).toEqual(['E-scooters']);
  });

  it('deletes only an empty folder: files and subfolders go first, explicitly', async () => {
    const root = await folder('Delete me');
    const sub = await folder('Sub', root);
    const entry = await uploadEntry(sub, 'sheet.pdf', PDF, { isPublic: true });
    const refused = await as(admin.token, ...routeOf(downloadsEndpoints.deleteFolder, { id: root }), { lang: 'de' });
    expect(refused.body).toMatchObject({ success: false, code: ERRORS.DOWNLOAD_FOLDER_NOT_EMPTY.code, message: 'Der Ordner ist nicht leer: zuerst seine Dateien und Unterordner löschen' });
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.deleteFolder, { id: sub }))).body.code).toBe(ERRORS.DOWNLOAD_FOLDER_NOT_EMPTY.code);
    // The entry's upload is detached with it (swept a day later), then the folders go.
    const [{ fileId }] = await t.db.select({ fileId: downloadFiles.fileId }).from(downloadFiles).where(eq(downloadFiles.id, entry));
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.deleteEntry, { id: entry }))).body.success).toBe(true);
    const [file] = await t.db.select().from(files).where(eq(files.id, fileId!));
    expect(file).toMatchObject({ objectId: null, objectRef: null });
    expect(file.unattachedSince).not.toBeNull();
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.deleteFolder, { id: sub }))).body.success).toBe(true);
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.deleteFolder, { id: root }))).body.success).toBe(true);
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.deleteFolder, { id: root }))).body.code).toBe(ERRORS.DOWNLOAD_FOLDER_NOT_FOUND.code);
  });

  it('lets only holders of each permission change folders (dealers and REGISTER users read)', async () => {
    const root = await folder('Guarded');
    for (const token of [dealer.token, register.token]) {
      expect((await as(token, ...routeOf(downloadsEndpoints.createFolder), { body: { name: 'nope' } })).status).toBe(403);
      expect((await as(token, ...routeOf(downloadsEndpoints.renameFolder, { id: root }), { body: { name: 'nope' } })).status).toBe(403);
      expect((await as(token, ...routeOf(downloadsEndpoints.deleteFolder, { id: root }))).status).toBe(403);
    }
  });
});

describe('download area entries', () => {
  it('accepts xls, xlsx, pdf, doc, docx, txt only, refusing in the caller\'s language with nothing kept', async () => {
    const before = (await t.db.select().from(files)).length;
    const png = await multipartCall(t.app, pathOf(downloadsEndpoints.upload), [{ name: 'file', fileName: 'photo.png', data: PNG }], admin.token, undefined, 'de');
    expect(png.body).toMatchObject({ success: false, code: ERRORS.FILE_TYPE_NOT_ALLOWED.code, message: 'Bitte laden Sie eine xls, xlsx, pdf, doc, docx, txt-Datei hoch' });
    // A name that lies about the bytes.
    const fake = await multipartCall(t.app, pathOf(downloadsEndpoints.upload), [{ name: 'file', fileName: 'photo.pdf', data: PNG }], admin.token);
    expect(fake.body.success).toBe(false);
    // Another kind named in the form is refused: this route is the download kind's.
    const other = await multipartCall(t.app, pathOf(downloadsEndpoints.upload), [{ name: 'softType', value: 'default' }, { name: 'file', fileName: 'a.pdf', data: PDF }], admin.token);
    expect(other.body.code).toBe(ERRORS.PARAMETER_FORMAT.code);
    expect((await t.db.select().from(files)).length).toBe(before);
    // Dealers do not upload here.
    expect((await multipartCall(t.app, pathOf(downloadsEndpoints.upload), [{ name: 'file', fileName: 'a.pdf', data: PDF }], dealer.token)).status).toBe(403);
    expect((await as(admin.token, ...routeOf(filesEndpoints.maxSize, { type: 'download' }))).body.data).toBe(`${UPLOAD_LIMITS.download.maxMb}/xls,xlsx,pdf,doc,docx,txt`);
  });

  it('refuses to file an upload over the download kind\'s size or of another kind\'s type', async () => {
    const root = await folder('Limits');
    // A default-kind upload (png) cannot become a download entry; nor can one over the size limit.
    const png = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'a.png', data: PNG }], admin.token);
    const refused = await as(admin.token, ...routeOf(downloadsEndpoints.createEntry), { body: { folderId: root, fileId: png.body.data.id }, lang: 'zh-CN' });
    expect(refused.body).toMatchObject({ success: false, code: ERRORS.FILE_TYPE_NOT_ALLOWED.code });
    const up = await multipartCall(t.app, pathOf(downloadsEndpoints.upload), [{ name: 'file', fileName: 'big.pdf', data: PDF }], admin.token);
    // The bytes stop at the limit while they stream (files module); a row claiming more is refused when filed.
    await t.db.update(files).set({ size: UPLOAD_LIMITS.download.maxMb * MB + 1 }).where(eq(files.id, up.body.data.id));
    const big = await as(admin.token, ...routeOf(downloadsEndpoints.createEntry), { body: { folderId: root, fileId: up.body.data.id } });
    expect(big.body).toMatchObject({ success: false, code: ERRORS.FILE_TOO_LARGE.code, message: `The file size exceeds the limit of ${UPLOAD_LIMITS.download.maxMb} MB` });
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.folderFiles, { id: root }))).body.data.count).toBe(0);
    // Neither fileId nor url; a link without a name; a non-http link.
    for (const body of [{ folderId: root }, { folderId: root, url: 'https://example.com/x.pdf' }, { folderId: root, url: 'javascript:alert(1)', name: 'x' }]) {
      expect((await as(admin.token, ...routeOf(downloadsEndpoints.createEntry), { body })).status).toBe(555);
    }
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.createEntry), { body: { folderId: root, url: 'https://example.com/x.pdf', name: 'x', groupIds: ['00000000-0000-4000-8000-000000000000'] } })).body.code)
      .toBe(ERRORS.DOWNLOAD_GROUP_NOT_FOUND.code);
  });

  it('shows each user the public entries, those of their groups, and administrators everything; refuses the others\' downloads', async () => {
    const root = await folder('Visibility');
    const hidden = await folder('Partners only', root);
    const pub = await uploadEntry(root, 'catalogue.pdf', PDF, { isPublic: true, category: 'MANUAL', remarks: 'the 2026 catalogue' });
    const grp = await uploadEntry(hidden, 'prices.txt', Buffer.from('dealer prices 2026\n'), { groupIds: [groupId], category: 'FORM' });
    const link = await as(admin.token, ...routeOf(downloadsEndpoints.createEntry), { body: { folderId: root, url: 'https://example.com/app.apk', name: 'Diagnosis app', isPublic: true, category: 'SOFTWARE' } });
    expect(link.body.success).toBe(true);
    const nobody = await uploadEntry(root, 'draft.txt', Buffer.from('not yet\n'));

    const folderNames = async (token: string) => namesOf((await as(token, ...routeOf(downloadsEndpoints.folderFiles, { id: root }))).body.data.contents);
    expect(await folderNames(admin.token)).toEqual(['Diagnosis app', 'catalogue.pdf', 'draft.txt'].sort());
    expect(await folderNames(dealer.token)).toEqual(['Diagnosis app', 'catalogue.pdf'].sort());
    expect(await folderNames(register.token)).toEqual(['Diagnosis app', 'catalogue.pdf'].sort());
    expect(namesOf((await as(member.token, ...routeOf(downloadsEndpoints.folderFiles, { id: hidden }))).body.data.contents)).toEqual(['prices.txt']);
    expect((await as(dealer.token, ...routeOf(downloadsEndpoints.folderFiles, { id: hidden }))).body.data.contents).toEqual([]);

    // The readers' tree leaves out folders with nothing for them; administrators see the groups of an entry.
    const treeOf = async (token: string) => ((await as(token, ...routeOf(downloadsEndpoints.minTree))).body.data as { id: string; fileCount: number; children: { id: string }[] }[]).find((n) => n.id === root);
    expect(await treeOf(dealer.token)).toMatchObject({ fileCount: 2, children: [] });
    expect(await treeOf(member.token)).toMatchObject({ fileCount: 3, children: [{ id: hidden }] });
    expect(await treeOf(admin.token)).toMatchObject({ fileCount: 4, children: [{ id: hidden }] });
    const adminRows = (await as(admin.token, ...routeOf(downloadsEndpoints.folderFiles, { id: hidden }))).body.data.contents;
    expect(adminRows[0]).toMatchObject({ name: 'prices.txt', groups: [{ id: groupId, name: 'Partners' }], isPublic: false, source: 'LOCAL', type: 'txt', category: 'FORM' });
    expect((await as(member.token, ...routeOf(downloadsEndpoints.folderFiles, { id: hidden }))).body.data.contents[0].groups).toEqual([]);

    // Downloads: the bytes as uploaded, counted; a foreign entry is refused with the 403-style business error.
    const got = await download(register.token, pub);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain('catalogue.pdf');
    for (const [token, id] of [[dealer.token, grp], [register.token, grp], [member.token, nobody]] as const) {
      const refused = await download(token, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: ERRORS.DOWNLOAD_FILE_FORBIDDEN.code, message: 'You may not download this file' });
    }
    // Nor through the files module's own routes.
    const [{ fileId }] = await t.db.select({ fileId: downloadFiles.fileId }).from(downloadFiles).where(eq(downloadFiles.id, grp));
    expect((await as(dealer.token, ...routeOf(filesEndpoints.downloadBlob, { id: fileId }))).body.code).toBe(ERRORS.FILE_NOT_FOUND.code);
    expect((await t.app.inject({ method: 'GET', url: pathOf(filesEndpoints.downloadBlob, { id: fileId }), headers: { token: member.token } })).body).toBe('dealer prices 2026\n');
    expect((await download(member.token, grp)).body).toBe('dealer prices 2026\n');
    expect((await download(admin.token, nobody)).statusCode).toBe(200);
    expect([await countOf(pub), await countOf(grp), await countOf(nobody)]).toEqual([1, 1, 1]);

    // A link redirects to its address and counts too.
    const away = await download(dealer.token, link.body.data.id);
    expect([away.statusCode, away.headers.location]).toEqual([302, 'https://example.com/app.apk']);
    expect(await countOf(link.body.data.id)).toBe(1);
    const unknown = await download(dealer.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toMatchObject({ success: false, code: ERRORS.DOWNLOAD_FILE_NOT_FOUND.code });
  });

  it('counts a resumed download once, serves a ticket link, and lists the top files the caller may see', async () => {
    const root = await folder('Top');
    const a = await uploadEntry(root, 'top-a.pdf', PDF, { isPublic: true });
    const b = await uploadEntry(root, 'top-b.pdf', PDF, { isPublic: true });
    const secret = await uploadEntry(root, 'top-secret.pdf', PDF);
    for (let i = 0; i < 3; i++) await download(dealer.token, b);
    await download(dealer.token, a);
    await download(admin.token, secret);
    await download(admin.token, secret);
    await download(admin.token, secret);
    await download(admin.token, secret);
    const part = await download(dealer.token, a, { range: 'bytes=0-9' });
    expect([part.statusCode, part.body]).toEqual([206, PDF.subarray(0, 10).toString()]);
    const rest = await download(dealer.token, a, { range: 'bytes=10-' });
    expect(rest.statusCode).toBe(206);
    expect(await countOf(a)).toBe(2);

    // A link with a ticket (an <a href> cannot send the token header).
    const path = pathOf(downloadsEndpoints.download, { id: a });
    const ticket = (await as(dealer.token, ...routeOf(authEndpoints.tickets), { body: { paths: [path] } })).body.data.tickets[path];
    expect((await t.app.inject({ method: 'GET', url: `${path}?ticket=${ticket}` })).statusCode).toBe(200);
    expect(await countOf(a)).toBe(3);

    const mine = (await as(dealer.token, ...routeOf(downloadsEndpoints.topFiles), { query: { limit: '50' } })).body.data as { id: string; downloadCount: number }[];
    const order = mine.filter((r) => [a, b, secret].includes(r.id)).map((r) => r.id);
    expect(order).toEqual([b, a]);
    const adminTop = (await as(admin.token, ...routeOf(downloadsEndpoints.minTop), { query: { limit: '50' } })).body.data as { id: string }[];
    expect(adminTop.filter((r) => [a, b, secret].includes(r.id)).map((r) => r.id)).toEqual([secret, b, a]);
    expect((await as(dealer.token, ...routeOf(downloadsEndpoints.topFiles), { query: { limit: '51' } })).status).toBe(555);
  });

  it('searches names and remarks within what the caller may see, optionally in a folder and below', async () => {
    const root = await folder('Search');
    const sub = await folder('Deeper', root);
    await uploadEntry(root, 'wiring-zx.pdf', PDF, { isPublic: true });
    await uploadEntry(sub, 'notes.txt', Buffer.from('n\n'), { isPublic: true, remarks: 'Zx harness 100%_off' });
    await uploadEntry(sub, 'zx-internal.txt', Buffer.from('i\n'), { groupIds: [groupId] });
    const search = async (token: string, query: Record<string, string>) =>
      namesOf((await as(token, ...routeOf(downloadsEndpoints.search), { query })).body.data.contents);
    expect(await search(dealer.token, { key: 'zx' })).toEqual(['notes.txt', 'wiring-zx.pdf']);
    expect(await search(member.token, { key: 'ZX' })).toEqual(['notes.txt', 'wiring-zx.pdf', 'zx-internal.txt']);
    expect(await search(member.token, { key: 'zx', folderId: sub })).toEqual(['notes.txt', 'zx-internal.txt']);
    // % and _ are plain characters.
    expect(await search(admin.token, { key: '100%_' })).toEqual(['notes.txt']);
    expect(await search(admin.token, { key: '100%%' })).toEqual([]);
    const min = (await as(register.token, ...routeOf(downloadsEndpoints.minSearch), { query: { key: 'zx' } })).body.data;
    expect(min.count).toBe(2);
    expect(Object.keys(min.contents[0]).sort()).toEqual(['category', 'downloadCount', 'id', 'name', 'size', 'source', 'type', 'updateTime']);
    expect((await as(dealer.token, ...routeOf(downloadsEndpoints.search), { query: { key: '' } })).status).toBe(555);
    const types = (await as(register.token, ...routeOf(downloadsEndpoints.fileTypes))).body.data;
    expect(types).toMatchObject({ types: ['xls', 'xlsx', 'pdf', 'doc', 'docx', 'txt', 'link'], maxMb: UPLOAD_LIMITS.download.maxMb });
    expect(types.categories).toContain('MANUAL');
  });

  it('lists the reader\'s download area newest first: a folder with its subfolders, filtered by name, paged', async () => {
    const root = await folder('Reader');
    const sub = await folder('Reader sub', root);
    const old = await uploadEntry(root, 'reader-old.pdf', PDF, { isPublic: true });
    const mid = await uploadEntry(sub, 'reader-mid.txt', Buffer.from('m\n'), { isPublic: true });
    const recent = await uploadEntry(root, 'Reader-new.pdf', PDF, { isPublic: true });
    const hidden = await uploadEntry(sub, 'reader-group.txt', Buffer.from('g\n'), { groupIds: [groupId] });
    // dates apart on purpose: the order is by the last change, not by name or by insertion
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    for (const [id, d] of [[old, 1], [mid, 5], [recent, 9], [hidden, 7]] as const) await t.db.update(downloadFiles).set({ updatedAt: day(d) }).where(eq(downloadFiles.id, id));

    const list = async (token: string, query: Record<string, string>) => {
      const res = await as(token, ...routeOf(downloadsEndpoints.minFiles), { query });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      return res.body.data as { count: number; contents: { name: string; updateTime: string }[] };
    };
    const names = (page: { contents: { name: string }[] }) => page.contents.map((r) => r.name);
    expect(names(await list(dealer.token, { folderId: root }))).toEqual(['Reader-new.pdf', 'reader-mid.txt', 'reader-old.pdf']);
    expect(names(await list(member.token, { folderId: root }))).toEqual(['Reader-new.pdf', 'reader-group.txt', 'reader-mid.txt', 'reader-old.pdf']);
    expect(names(await list(dealer.token, { folderId: sub }))).toEqual(['reader-mid.txt']);
    // the name filter ignores case and takes % and _ literally
    expect(names(await list(dealer.token, { folderId: root, key: 'READER-' }))).toEqual(['Reader-new.pdf', 'reader-mid.txt', 'reader-old.pdf']);
    expect(names(await list(dealer.token, { folderId: root, key: 'new' }))).toEqual(['Reader-new.pdf']);
    expect((await list(dealer.token, { folderId: root, key: '_%' })).count).toBe(0);
    // without a folder: everything the reader may see, still newest first; a page at a time
    const all = await list(dealer.token, { key: 'reader', page: '1', pageSize: '2' });
    expect([all.count, names(all)]).toEqual([3, ['Reader-new.pdf', 'reader-mid.txt']]);
    expect(names(await list(dealer.token, { key: 'reader', page: '2', pageSize: '2' }))).toEqual(['reader-old.pdf']);
    expect(all.contents[0].updateTime).toBe(day(9).toISOString());
    const unknown = await as(dealer.token, ...routeOf(downloadsEndpoints.minFiles), { query: { folderId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.body.code).toBe(ERRORS.DOWNLOAD_FOLDER_NOT_FOUND.code);
    expect((await as(dealer.token, ...routeOf(downloadsEndpoints.minFiles), { query: { key: 'x'.repeat(101) } })).status).toBe(555);
  });

  it('changes an entry\'s name, folder, audience and a link\'s address; an upload has no address', async () => {
    const root = await folder('Edit');
    const other = await folder('Edit target');
    const id = await uploadEntry(root, 'old.pdf', PDF, { isPublic: true });
    const body = { folderId: other, name: 'new.pdf', category: 'TRAINING', remarks: 'moved', isPublic: false, groupIds: [groupId] };
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.updateEntry, { id }), { body })).body.success).toBe(true);
    expect((await download(dealer.token, id)).statusCode).toBe(403);
    expect((await download(member.token, id)).statusCode).toBe(200);
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.updateEntry, { id }), { body: { ...body, url: 'https://example.com' } })).body.code).toBe(ERRORS.DOWNLOAD_NOT_A_LINK.code);
    const row = (await as(admin.token, ...routeOf(downloadsEndpoints.folderFiles, { id: other }))).body.data.contents[0];
    expect(row).toMatchObject({ name: 'new.pdf', category: 'TRAINING', remarks: 'moved', url: null, groups: [{ id: groupId }] });

    const link = (await as(admin.token, ...routeOf(downloadsEndpoints.createEntry), { body: { folderId: root, url: 'https://example.com/a', name: 'A' } })).body.data.id;
    expect((await as(admin.token, ...routeOf(downloadsEndpoints.updateEntry, { id: link }), { body: { folderId: root, name: 'B', url: 'https://example.com/b', isPublic: true } })).body.success).toBe(true);
    expect((await download(register.token, link)).headers.location).toBe('https://example.com/b');
    // Dealers change nothing.
    expect((await as(dealer.token, ...routeOf(downloadsEndpoints.updateEntry, { id: link }), { body: { folderId: root, name: 'C' } })).status).toBe(403);
    expect((await as(dealer.token, ...routeOf(downloadsEndpoints.deleteEntry, { id: link }))).status).toBe(403);
  });

  it('keeps a group-only entry to its group: another user of the same type neither downloads, finds nor changes it', () => expectOwnedObject(t, {
    userType: 'DEALER',
    async create(owner, secret) {
      const { id: gid } = await buildGroup(t, [owner], { name: secret });
      const f = await folder(`Owned ${secret}`);
      const id = await uploadEntry(f, `${secret}.txt`, Buffer.from(`${secret}\n`), { groupIds: [gid], remarks: secret });
      return { id, secret };
    },
    read: (m) => [{ method: 'GET', url: pathOf(downloadsEndpoints.download, { id: m.id }) }],
    change: (m) => [{ method: 'PUT', url: pathOf(downloadsEndpoints.updateEntry, { id: m.id }), body: { folderId: m.id, name: 'taken' } }],
    remove: (m) => [{ method: 'DELETE', url: pathOf(downloadsEndpoints.deleteEntry, { id: m.id }) }],
  }));

  it('does not let the intruder find a group-only entry by search either', async () => {
    const root = await folder('Owned search');
    await uploadEntry(root, 'owned-search.txt', Buffer.from('x\n'), { groupIds: [groupId] });
    const other = await buildUser(t.db, { userType: 'DEALER' });
    const token = await login(t.app, other.username, other.password);
    for (const url of [pathOf(downloadsEndpoints.search), pathOf(downloadsEndpoints.minSearch)]) {
      expect((await as(token, 'GET', url, { query: { key: 'owned-search' } })).body.data.count).toBe(0);
      expect((await as(member.token, 'GET', url, { query: { key: 'owned-search' } })).body.data.count).toBe(1);
    }
    expect(((await as(token, ...routeOf(downloadsEndpoints.minFiles))).body.data.contents as { name: string }[]).some((r) => r.name === 'owned-search.txt')).toBe(false);
  });
});

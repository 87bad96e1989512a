import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, LIMITS, MB, UPLOAD_LIMITS, type Language, authEndpoints, filesEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, loggedInUser, multipartCall, type Part, type TestApp, createTestApp } from '../../test/helpers.js';
import { expectOwnedObject } from '../../test/idor.js';
import { attachFiles, detachFiles, listAttachments, parseRange, registerAttachmentAccess, storeUpload, UNATTACHED_TTL_MS } from './files.service.js';
import { sweepFiles } from './files.sweep.js';
import { files } from './files.tables.js';

/* Uploads (streamed, checked by their bytes), attachments, access through the owning object, the sweep. */

let t: TestApp;
let dataDir: string;
let dealer: Awaited<ReturnType<typeof loggedInUser>>;
let other: Awaited<ReturnType<typeof loggedInUser>>;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(5000)]);
const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), crypto.randomBytes(100)]);

/** Objects of a test kind: who may see and edit them is this map (object id -> user ids). */
const TEST_REF = 'TestThing';
const visible = new Map<string, Set<string>>();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  t = await createTestApp({ config: { dataDir } });
  dealer = await loggedInUser(t, 'DEALER');
  other = await loggedInUser(t, 'DEALER');
  const allowed = async (_ctx: unknown, user: { id: string }, objectId: string) => visible.get(objectId)?.has(user.id) ?? false;
  registerAttachmentAccess(TEST_REF, allowed, allowed);
  // InquiryForm's limits apply to this kind: viewable by nobody but the uploader, editable by everybody.
  registerAttachmentAccess('InquiryForm', async () => false, async () => true);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const multipart = (url: string, parts: Part[], token: string, query?: Record<string, string>, lang: Language = 'en-US') =>
  multipartCall(t.app, url, parts, token, query, lang);

const upload = (fileName: string, data: Buffer, softType?: string, token = dealer.token, query?: Record<string, string>) =>
  multipart(pathOf(filesEndpoints.upload), [{ name: 'file', fileName, data }, ...(softType ? [{ name: 'softType', value: softType }] : [])], token, query);

function refused(res: { status: number; body: { success: boolean; code?: number; message?: string } }, key: keyof typeof ERRORS, message?: string) {
  expect(res.body).toMatchObject({ success: false, code: ERRORS[key].code });
  expect(res.status).toBe(ERRORS[key].http);
  if (message) expect(res.body.message).toBe(message);
}

/** Files stored on disk under the data dir (what a refused upload must not leave). */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}

/** The app's context with its clock moved forward. */
const later = (ms: number) => ({ ...t.app.ctx, now: () => new Date(Date.now() + ms) });

async function rowCount() {
  return (await t.db.select({ id: files.id }).from(files)).length;
}

describe('upload', () => {
  it('stores a file with its size, SHA-256 and the content type read from its bytes', async () => {
    const res = await upload('wheel photo.png', PNG, 'InquiryForm');
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({
      id: expect.any(String), fileName: 'wheel photo.png', size: PNG.length, contentType: 'image/png',
      sha256: crypto.createHash('sha256').update(PNG).digest('hex'), softType: 'InquiryForm',
    });
    const [row] = await t.db.select().from(files).where(eq(files.id, res.body.data.id));
    expect(row).toMatchObject({ uploaderId: dealer.id, objectId: null, size: PNG.length });
    expect(fs.readFileSync(path.join(dataDir, 'files', row.storageKey)).equals(PNG)).toBe(true);
  });

  it('takes the file name from the fileName field when it keeps the extension', async () => {
    const res = await multipart(pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'IMG_001.png', data: PNG }, { name: 'fileName', value: '前轮.png' }], dealer.token);
    expect(res.body.data).toMatchObject({ fileName: '前轮.png', softType: 'default' });
    const renamed = await multipart(pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'IMG_001.png', data: PNG }, { name: 'fileName', value: 'x.zip' }], dealer.token);
    refused(renamed, 'PARAMETER_FORMAT');
  });

  it('refuses an empty file, leaving nothing behind', async () => {
    const [rows, stored] = [await rowCount(), storedFiles().length];
    refused(await upload('empty.png', Buffer.alloc(0)), 'FILE_EMPTY', 'An empty file cannot be uploaded');
    expect([await rowCount(), storedFiles().length]).toEqual([rows, stored]);
  });

  it('refuses an extension outside the kind\'s list, naming the list in the caller\'s language', async () => {
    const res = await multipart(pathOf(filesEndpoints.upload), [{ name: 'softType', value: 'download' }, { name: 'file', fileName: 'a.png', data: PNG }], dealer.token, undefined, 'de');
    refused(res, 'FILE_TYPE_NOT_ALLOWED', 'Bitte laden Sie eine xls, xlsx, pdf, doc, docx, txt-Datei hoch');
    // The kind given after the file is checked once known.
    refused(await upload('a.png', PNG, 'download'), 'FILE_TYPE_NOT_ALLOWED');
    refused(await upload('notes', PNG), 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses bytes that are not what the extension says, leaving nothing behind', async () => {
    const [rows, stored] = [await rowCount(), storedFiles().length];
    refused(await upload('photo.jpg', EXE, 'InquiryForm'), 'FILE_CONTENT_MISMATCH', 'The file content does not match its extension .jpg');
    refused(await upload('data.json', PNG), 'FILE_CONTENT_MISMATCH');
    refused(await upload('drawing.svg', Buffer.from('<html><script>alert(1)</script></html>'), 'InquiryForm'), 'FILE_CONTENT_MISMATCH');
    expect(await upload('drawing.svg', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'InquiryForm')).toMatchObject({ body: { success: true, data: { contentType: 'image/svg+xml' } } });
    expect([await rowCount(), storedFiles().length]).toEqual([rows + 1, stored + 1]);
  });

  it('stores, answers and serves a name without the invisible controls that fake an extension', async () => {
    // After U+202E the rest shows right to left: the reader sees "reportgnp.exe", not the .png it is.
    const res = await upload('report\u202Eexe.png', PNG);
    expect(res.body.data.fileName).toBe('reportexe.png');
    const [row] = await t.db.select().from(files).where(eq(files.id, res.body.data.id));
    expect(row.fileName).toBe('reportexe.png');
    const download = await call(t.app, ...routeOf(filesEndpoints.downloadBlob, { id: res.body.data.id }), { token: dealer.token });
    expect(download.raw.headers['content-disposition']).toMatch(/^attachment; filename="reportexe.png"/);
    expect(download.raw.headers['content-disposition']).not.toMatch(/%E2%80%AE/i);
    // the name field too, and zero-width or isolate characters
    const renamed = await multipart(pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'a.png', data: PNG }, { name: 'fileName', value: '\u2067gpj\u2069\u200B前轮.png' }], dealer.token);
    expect(renamed.body.data.fileName).toBe('gpj前轮.png');
  });

  it('refuses a file name over 70 characters', async () => {
    refused(await upload(`${'n'.repeat(LIMITS.fileNameMax - 3)}.png`, PNG), 'FILE_NAME_TOO_LONG', 'The file name may have at most 70 characters');
    expect((await upload(`${'n'.repeat(LIMITS.fileNameMax - 4)}.png`, PNG)).body.success).toBe(true);
  });

  it('refuses a reply attachment over 50 MB, whether the kind comes before or after the file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.Conversation.maxMb * MB - PNG.length + 1)]);
    const [rows, stored] = [await rowCount(), storedFiles().length];
    refused(await upload('big.png', big, undefined, dealer.token, { softType: 'Conversation' }), 'FILE_TOO_LARGE', 'The file size exceeds the limit of 50 MB');
    refused(await upload('big.png', big, 'Conversation'), 'FILE_TOO_LARGE');
    expect([await rowCount(), storedFiles().length]).toEqual([rows, stored]);
    // one byte less fits
    expect((await upload('fits.png', big.subarray(0, big.length - 1), 'Conversation')).body.success).toBe(true);
  });

  it('uploads several files at once, and refuses more than the kind\'s count with none kept', async () => {
    const parts = (n: number) => Array.from({ length: n }, (_, i) => ({ name: 'file', fileName: `p${i}.png`, data: PNG }));
    const res = await multipart(pathOf(filesEndpoints.uploadMany), [{ name: 'softType', value: 'Feedback' }, ...parts(3)], dealer.token);
    expect(res.body.data.map((f: { fileName: string }) => f.fileName)).toEqual(['p0.png', 'p1.png', 'p2.png']);
    const [rows, stored] = [await rowCount(), storedFiles().length];
    refused(await multipart(pathOf(filesEndpoints.uploadMany), [{ name: 'softType', value: 'Feedback' }, ...parts(6)], dealer.token), 'FILE_COUNT_EXCEEDED', 'The number of files exceeds the limit of 5');
    refused(await multipart(pathOf(filesEndpoints.uploadMany), [...parts(6), { name: 'softType', value: 'Feedback' }], dealer.token), 'FILE_COUNT_EXCEEDED');
    expect([await rowCount(), storedFiles().length]).toEqual([rows, stored]);
    expect((await multipart(pathOf(filesEndpoints.uploadMany), parts(10), dealer.token, { softType: 'InquiryForm' })).body.data).toHaveLength(10);
  });

  it('refuses a body that is not a multipart form, an unknown kind, and anonymous callers', async () => {
    refused(await call(t.app, ...routeOf(filesEndpoints.upload), { token: dealer.token, body: { file: 'x' } }), 'FILE_REQUIRED');
    refused(await multipart(pathOf(filesEndpoints.upload), [{ name: 'softType', value: 'Nope' }, { name: 'file', fileName: 'a.png', data: PNG }], dealer.token), 'PARAMETER_FORMAT');
    refused(await multipart(pathOf(filesEndpoints.upload), [{ name: 'softType', value: 'default' }], dealer.token), 'FILE_REQUIRED');
    refused(await upload('a.png', PNG, undefined, ''), 'LOGIN_REQUIRED');
    const visitor = (await call(t.app, ...routeOf(authEndpoints.visitorLogin), { body: {} })).body.data.token as string;
    refused(await upload('a.png', PNG, undefined, visitor), 'VISITOR_CANNOT_UPLOAD');
  });
});

describe('reading and deleting', () => {
  it('lets the uploader view and download, with the right headers, and nobody else', async () => {
    const { body } = await upload('front wheel.png', PNG);
    const view = await call(t.app, ...routeOf(filesEndpoints.view, { id: body.data.id }), { token: dealer.token });
    expect(view.status).toBe(200);
    expect(view.raw.rawPayload.equals(PNG)).toBe(true);
    expect(view.raw.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-length': String(PNG.length) });
    expect(view.raw.headers['content-disposition']).toMatch(/^inline; filename="front wheel.png"/);
    for (const url of [pathOf(filesEndpoints.download, { id: body.data.id }), pathOf(filesEndpoints.downloadBlob, { id: body.data.id })]) {
      const res = await call(t.app, 'GET', url, { token: dealer.token });
      expect(res.raw.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.raw.rawPayload.equals(PNG)).toBe(true);
      refused(await call(t.app, 'GET', url, { token: other.token }), 'FILE_NOT_FOUND');
    }
    refused(await call(t.app, ...routeOf(filesEndpoints.view, { id: crypto.randomUUID() }), { token: dealer.token }), 'FILE_NOT_FOUND');
  });

  it('answers one byte range, so a video can be sought, and refuses a range past the end', async () => {
    const { body } = await upload('clip.png', PNG);
    const url = pathOf(filesEndpoints.view, { id: body.data.id });
    const part = await call(t.app, 'GET', url, { token: dealer.token, headers: { range: 'bytes=8-15' } });
    expect(part.status).toBe(206);
    expect(part.raw.headers).toMatchObject({ 'content-range': `bytes 8-15/${PNG.length}`, 'content-length': '8', 'accept-ranges': 'bytes' });
    expect(part.raw.rawPayload.equals(PNG.subarray(8, 16))).toBe(true);
    const tail = await call(t.app, 'GET', url, { token: dealer.token, headers: { range: 'bytes=-4' } });
    expect(tail.raw.rawPayload.equals(PNG.subarray(PNG.length - 4))).toBe(true);
    const past = await call(t.app, 'GET', url, { token: dealer.token, headers: { range: `bytes=${PNG.length}-` } });
    expect([past.status, past.raw.headers['content-range']]).toEqual([416, `bytes */${PNG.length}`]);
    // someone else learns nothing from a range either
    refused(await call(t.app, 'GET', url, { token: other.token, headers: { range: 'bytes=0-3' } }), 'FILE_NOT_FOUND');
    expect(parseRange('bytes=0-1,4-5', 10)).toBe('whole');
    expect(parseRange('items=0-1', 10)).toBe('whole');
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=7-3', 10)).toBe('unsatisfiable');
  });

  it('downloads an SVG as an attachment from the download route and forbids its scripts when viewed', async () => {
    const { body } = await upload('d.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'InquiryForm');
    const view = await call(t.app, ...routeOf(filesEndpoints.view, { id: body.data.id }), { token: dealer.token });
    expect(view.raw.headers['content-security-policy']).toContain("default-src 'none'");
    expect(view.raw.headers['content-security-policy']).not.toContain('script-src');
    const res = await call(t.app, ...routeOf(filesEndpoints.download, { id: body.data.id }), { token: dealer.token });
    expect(res.raw.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('opens a view link by a ticket for its own path only', async () => {
    const { body } = await upload('t.png', PNG);
    const viewPath = pathOf(filesEndpoints.view, { id: body.data.id });
    const tickets = await call(t.app, ...routeOf(authEndpoints.tickets), { token: dealer.token, body: { paths: [viewPath] } });
    const ticket = tickets.body.data.tickets[viewPath];
    expect((await call(t.app, 'GET', viewPath, { query: { ticket } })).raw.rawPayload.equals(PNG)).toBe(true);
    expect((await call(t.app, ...routeOf(filesEndpoints.downloadBlob, { id: body.data.id }), { query: { ticket } })).status).toBe(401);
  });

  it('deletes my unattached upload, bytes included, but not an attached one or another user\'s', async () => {
    const { body } = await upload('gone.png', PNG);
    refused(await call(t.app, ...routeOf(filesEndpoints.remove, { id: body.data.id }), { token: other.token }), 'FILE_NOT_FOUND');
    const [row] = await t.db.select().from(files).where(eq(files.id, body.data.id));
    expect((await call(t.app, ...routeOf(filesEndpoints.remove, { id: body.data.id }), { token: dealer.token })).body).toEqual({ success: true, data: null });
    expect(fs.existsSync(path.join(dataDir, 'files', row.storageKey))).toBe(false);
    refused(await call(t.app, ...routeOf(filesEndpoints.downloadBlob, { id: body.data.id }), { token: dealer.token }), 'FILE_NOT_FOUND');

    const kept = await upload('kept.png', PNG);
    const objectId = crypto.randomUUID();
    visible.set(objectId, new Set([dealer.id]));
    await call(t.app, ...routeOf(filesEndpoints.attach), { token: dealer.token, body: { fileIds: [kept.body.data.id], objectId, objectRef: TEST_REF } });
    refused(await call(t.app, ...routeOf(filesEndpoints.remove, { id: kept.body.data.id }), { token: dealer.token }), 'FILE_ATTACHED');
  });

  it('keeps an unattached upload private to its uploader', () => expectOwnedObject(t, {
    userType: 'DEALER',
    create: async (owner, secret) => {
      const res = await upload('private.txt', Buffer.from(`notes ${secret}`), 'download', owner.token);
      return { id: res.body.data.id, secret };
    },
    read: (made) => [{ method: 'GET', url: pathOf(filesEndpoints.downloadBlob, { id: made.id }) }, { method: 'GET', url: pathOf(filesEndpoints.view, { id: made.id }) }],
    change: (made) => [{ method: 'POST', url: pathOf(filesEndpoints.attach), body: { fileIds: [made.id], objectId: crypto.randomUUID(), objectRef: TEST_REF } }],
    remove: (made) => [{ method: 'DELETE', url: pathOf(filesEndpoints.remove, { id: made.id }) }],
  }));
});

describe('attachments', () => {
  it('attaches through the object\'s module, which then decides who reads the file', async () => {
    const { body } = await upload('shared.png', PNG);
    const objectId = crypto.randomUUID();
    const attach = { fileIds: [body.data.id], objectId, objectRef: TEST_REF };
    // Nobody may edit this object yet
    refused(await call(t.app, ...routeOf(filesEndpoints.attach), { token: dealer.token, body: attach }), 'ATTACHMENT_OBJECT_NOT_FOUND');
    refused(await call(t.app, ...routeOf(filesEndpoints.attach), { token: dealer.token, body: { ...attach, objectRef: 'Unknown' } }), 'ATTACHMENT_OBJECT_NOT_FOUND');
    visible.set(objectId, new Set([dealer.id]));
    expect((await call(t.app, ...routeOf(filesEndpoints.attach), { token: dealer.token, body: attach })).body.success).toBe(true);
    // again: already there, nothing changes
    expect((await call(t.app, ...routeOf(filesEndpoints.attach), { token: dealer.token, body: attach })).body.success).toBe(true);
    expect(await listAttachments(t.db, TEST_REF, [objectId, crypto.randomUUID()])).toEqual(new Map([[objectId, [{ id: body.data.id, fileName: 'shared.png' }]]]));

    const url = pathOf(filesEndpoints.downloadBlob, { id: body.data.id });
    refused(await call(t.app, 'GET', url, { token: other.token }), 'FILE_NOT_FOUND');
    visible.get(objectId)!.add(other.id);
    expect((await call(t.app, 'GET', url, { token: other.token })).raw.rawPayload.equals(PNG)).toBe(true);

    // the other user may see the object but not attach a file that is not theirs
    const mine = await upload('mine.png', PNG, undefined, other.token);
    refused(await call(t.app, ...routeOf(filesEndpoints.attach), { token: dealer.token, body: { ...attach, fileIds: [mine.body.data.id] } }), 'FILE_NOT_FOUND');
    // nor attach it to a second object
    const second = crypto.randomUUID();
    visible.set(second, new Set([dealer.id]));
    refused(await call(t.app, ...routeOf(filesEndpoints.attach), { token: dealer.token, body: { ...attach, objectId: second } }), 'FILE_ATTACHED');

    refused(await call(t.app, ...routeOf(filesEndpoints.detach), { token: dealer.token, body: { ...attach, objectId: second } }), 'FILE_NOT_FOUND');
    expect((await call(t.app, ...routeOf(filesEndpoints.detach), { token: dealer.token, body: attach })).body.success).toBe(true);
    expect(await listAttachments(t.db, TEST_REF, [objectId])).toEqual(new Map());
    refused(await call(t.app, 'GET', url, { token: other.token }), 'FILE_NOT_FOUND');
  });

  it('applies the object kind\'s limits: types, size and the count including files already attached', async () => {
    const objectId = crypto.randomUUID();
    const ids: string[] = [];
    for (let i = 0; i < UPLOAD_LIMITS.InquiryForm.maxCount + 1; i++) ids.push((await upload(`f${i}.png`, PNG)).body.data.id);
    await t.db.transaction((tx) => attachFiles(tx, { fileIds: ids.slice(0, 8), objectId, objectRef: 'InquiryForm' }, dealer));
    const over = call(t.app, ...routeOf(filesEndpoints.attach), { token: dealer.token, body: { fileIds: ids.slice(8), objectId, objectRef: 'InquiryForm' } });
    refused(await over, 'FILE_COUNT_EXCEEDED', 'The number of files exceeds the limit of 10');
    expect((await listAttachments(t.db, 'InquiryForm', [objectId])).get(objectId)).toHaveLength(8);

    const json = await upload('data.json', Buffer.from('{"a":1}'));
    await expect(t.db.transaction((tx) => attachFiles(tx, { fileIds: [json.body.data.id], objectId, objectRef: 'InquiryForm' }, dealer)))
      .rejects.toMatchObject({ key: 'FILE_TYPE_NOT_ALLOWED' });
    // a transaction that fails after attaching attaches nothing
    await expect(t.db.transaction(async (tx) => {
      await attachFiles(tx, { fileIds: [ids[8]], objectId, objectRef: 'InquiryForm' }, dealer);
      throw new Error('the owning module fails later');
    })).rejects.toThrow('later');
    expect((await listAttachments(t.db, 'InquiryForm', [objectId])).get(objectId)).toHaveLength(8);
  });

  it('sweeps files unattached for a day, detached ones a day after their detach, and never attached ones', async () => {
    const objectId = crypto.randomUUID();
    const stale = (await upload('stale.png', PNG)).body.data.id as string;
    const kept = (await upload('kept.png', PNG)).body.data.id as string;
    const detached = (await upload('detached.png', PNG)).body.data.id as string;
    await t.db.transaction((tx) => attachFiles(tx, { fileIds: [kept, detached], objectId, objectRef: TEST_REF }, dealer));
    await detachFiles(t.db, { fileIds: [detached], objectId, objectRef: TEST_REF }, new Date(Date.now() + UNATTACHED_TTL_MS));
    const keyOf = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0]?.storageKey;
    const staleKey = await keyOf(stale);

    expect((await sweepFiles(later(UNATTACHED_TTL_MS - 60_000))).unattached).toBe(0);
    expect((await sweepFiles(later(UNATTACHED_TTL_MS + 60_000))).unattached).toBeGreaterThanOrEqual(1);
    expect(await keyOf(stale)).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'files', staleKey))).toBe(false);
    expect(await keyOf(detached)).toBeDefined();
    await sweepFiles(later(2 * UNATTACHED_TTL_MS + 60_000));
    expect(await keyOf(detached)).toBeUndefined();
    expect(await keyOf(kept)).toBeDefined();
  });
});

describe('what a crash leaves', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

  it('sweeps bytes stored for a row never written, and stale temporary files, but nothing it did not write', async () => {
    // Killed between storing the bytes and writing the row (while the request's next file
    // streamed): storeUpload ran, saveUploads never did.
    const left = await storeUpload(t.app.ctx, { fileName: 'left.png', stream: Readable.from([PNG]) }, UPLOAD_LIMITS.default);
    const leftPath = path.join(dataDir, 'files', left.storageKey);
    // Killed while a file streamed: its temporary file stays beside where the file would have gone.
    const staleTmp = `${leftPath}.4242.k3j5q.tmp`;
    const liveTmp = path.join(path.dirname(leftPath), `${crypto.randomUUID()}.4243.a1b2c.tmp`);
    fs.writeFileSync(staleTmp, PNG.subarray(0, 100));
    fs.writeFileSync(liveTmp, PNG.subarray(0, 100));
    fs.utimesSync(staleTmp, hoursAgo(2), hoursAgo(2));
    // Bytes no upload of this database wrote (another database's directory, a copy): not its to judge.
    const foreign = path.join(dataDir, 'files', 'attachments', '2020', '01', crypto.randomUUID());
    fs.mkdirSync(path.dirname(foreign), { recursive: true });
    fs.writeFileSync(foreign, PNG);
    fs.utimesSync(foreign, hoursAgo(24 * 400), hoursAgo(24 * 400));

    await sweepFiles(t.app.ctx);
    expect([fs.existsSync(staleTmp), fs.existsSync(liveTmp), fs.existsSync(leftPath)]).toEqual([false, true, true]);
    await sweepFiles(later(UNATTACHED_TTL_MS + 60_000));
    expect([fs.existsSync(leftPath), fs.existsSync(foreign)]).toEqual([false, true]);
  });

  it('sweeps when the server starts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-start-'));
    const tmp = path.join(dir, 'files', 'attachments', '2026', '01', `${crypto.randomUUID()}.99.x1y2.tmp`);
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.writeFileSync(tmp, PNG);
    fs.utimesSync(tmp, hoursAgo(2), hoursAgo(2));
    const started = await createTestApp({ config: { dataDir: dir } });
    try {
      await vi.waitFor(() => expect(fs.existsSync(tmp)).toBe(false), { timeout: 20_000 });
    } finally {
      await started.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('streaming', () => {
  it('stores a 300 MB upload over a real connection without holding it in memory', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address) as unknown as AddressInfo & URL;
    const size = 300 * MB;
    const chunk = crypto.randomBytes(MB);
    const expected = crypto.createHash('sha256');
    const boundary = '----portal-streaming';
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\n\r\n`);
      for (let sent = 0; sent < size; sent += MB) {
        const part = sent === 0 ? Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), chunk.subarray(4)]) : chunk;
        expected.update(part);
        yield part;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
    const answer = await new Promise<string>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port, method: 'POST', path: pathOf(filesEndpoints.upload),
        headers: { token: dealer.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d: string) => { text += d; }).on('end', () => resolve(text)).on('error', reject);
      });
      req.on('error', reject);
      Readable.from(body()).pipe(req);
    });
    clearInterval(sampler);
    const record = JSON.parse(answer).data;
    expect(record).toMatchObject({ size, sha256: expected.digest('hex'), contentType: 'application/zip' });
    // The file is three times the limit this asserts: it went to disk as it came.
    expect(peak - before).toBeLessThan(100 * MB);
  });
});

describe('limits', () => {
  it('answers a kind\'s largest size and types, and every kind', async () => {
    expect((await call(t.app, ...routeOf(filesEndpoints.maxSize, { type: 'download' }), { token: dealer.token })).body.data).toBe('1024/xls,xlsx,pdf,doc,docx,txt');
    expect((await call(t.app, ...routeOf(filesEndpoints.maxSize, { type: 'InquiryForm' }), { token: dealer.token })).body.data).toMatch(/^200\/zip,jpg,png,/);
    refused(await call(t.app, ...routeOf(filesEndpoints.maxSize, { type: 'nope' }), { token: dealer.token }), 'PARAMETER_FORMAT');
    const models = (await call(t.app, ...routeOf(filesEndpoints.models), { token: dealer.token })).body.data;
    expect(models).toContainEqual({ softType: 'Conversation', maxMb: 50, maxCount: 10, types: [...UPLOAD_LIMITS.Conversation.types] });
    expect(models).toHaveLength(Object.keys(UPLOAD_LIMITS).length);
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@portal/contract';
import { ERRORS, UPLOAD_QUOTA_DEFAULTS, filesEndpoints, pathOf, routeOf, type Endpoint } from '@portal/contract';
import { call, createTestApp, loggedInUser, multipartCall, type Part, type TestApp } from '../../test/helpers.js';
import { files } from './files.tables.js';

/* The daily upload quota per user type and the upload rate limit (issue 21 §1, decision 032). */

let t: TestApp;
let dataDir: string;

const KB = 1024;
/** A PNG of about `kb` KB: the signature, then noise. */
const png = (kb: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(kb * KB - 8)]);
/** Uploads per user and minute here: above what any test but the rate limit's starts. */
const RATE_MAX = 12;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-quota-'));
  t = await createTestApp({
    config: {
      dataDir,
      uploadQuota: { ...UPLOAD_QUOTA_DEFAULTS, REGISTER: { mb: 1, files: 4 }, SYSTEM_ADMIN: { mb: 100, files: 1 } },
      uploadRate: { max: RATE_MAX, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (token: string, parts: Part[], lang: contract.Language = 'en-US') =>
  multipartCall(t.app, pathOf(parts.length > 1 ? filesEndpoints.uploadMany : filesEndpoints.upload), parts, token, undefined, lang);
const file = (data: Buffer, fileName = 'photo.png'): Part => ({ name: 'file', fileName, data });

/** Files on disk under the data dir and rows in the files table: what a refusal must leave as it was. */
async function stored() {
  const root = path.join(dataDir, 'files');
  const onDisk = fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).length
    : 0;
  return { onDisk, rows: (await t.db.select({ id: files.id }).from(files)).length };
}

const quotaMessage = (lang: contract.Language, mb: number, filesPerDay: number) =>
  ERRORS.UPLOAD_QUOTA_EXCEEDED.message[lang].replace('{mb}', String(mb)).replace('{files}', String(filesPerDay));

function refusedForQuota(res: { status: number; body: { success: boolean; code?: number; message?: string } }) {
  expect(res.body.success).toBe(false);
  expect(res.body).toMatchObject({ success: false, code: ERRORS.UPLOAD_QUOTA_EXCEEDED.code });
  expect(res.status).toBe(ERRORS.UPLOAD_QUOTA_EXCEEDED.http);
}

describe('daily upload quota', () => {
  it('refuses an upload past the bytes of the user type\'s day, keeping nothing of it, in the caller\'s language', async () => {
    const registered = await loggedInUser(t, 'REGISTER');
    expect((await upload(registered.token, [file(png(400))])).body.success).toBe(true);
    expect((await upload(registered.token, [file(png(400))])).body.success).toBe(true);
    const before = await stored();
    const over = await upload(registered.token, [file(png(400))], 'de');
    refusedForQuota(over);
    expect(over.body.message).toBe(quotaMessage('de', 1, 4));
    expect(await stored()).toEqual(before);
    // what is left of the day's megabyte still takes a smaller file
    expect((await upload(registered.token, [file(png(200))])).body.success).toBe(true);

    // another user type has its own, larger quota
    const dealer = await loggedInUser(t, 'DEALER');
    for (let i = 0; i < 3; i++) expect((await upload(dealer.token, [file(png(400))])).body.success).toBe(true);
  });

  it('counts files per day: an upload of several files that would pass the count is refused whole', async () => {
    const registered = await loggedInUser(t, 'REGISTER');
    expect((await upload(registered.token, [file(png(1)), file(png(1)), file(png(1))])).body.data).toHaveLength(3);
    const before = await stored();
    refusedForQuota(await upload(registered.token, [file(png(1)), file(png(1))]));
    expect(await stored()).toEqual(before);
    expect((await upload(registered.token, [file(png(1))])).body.success).toBe(true);
    refusedForQuota(await upload(registered.token, [file(png(1))]));
    expect(await stored()).toEqual({ onDisk: before.onDisk + 1, rows: before.rows + 1 });
  });

  it('counts unattached uploads, gives nothing back for a deleted one, and starts again the next UTC day', async () => {
    const registered = await loggedInUser(t, 'REGISTER');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(registered.token, [file(png(1))])).body.data.id);
    for (const id of ids) {
      expect((await call(t.app, ...routeOf(filesEndpoints.remove, { id }), { token: registered.token })).body.success).toBe(true);
    }
    refusedForQuota(await upload(registered.token, [file(png(1))]));
    const today = t.app.ctx.now;
    try {
      t.app.ctx.now = () => new Date(Date.now() + 86_400_000);
      expect((await upload(registered.token, [file(png(1))])).body.success).toBe(true);
    } finally {
      t.app.ctx.now = today;
    }
  });

  it('lets only one of two uploads at once take the last of the quota', async () => {
    const registered = await loggedInUser(t, 'REGISTER');
    const before = await stored();
    const answers = await Promise.all([upload(registered.token, [file(png(600))]), upload(registered.token, [file(png(600))])]);
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    refusedForQuota(answers.find((a) => !a.body.success)!);
    expect(await stored()).toEqual({ onDisk: before.onDisk + 1, rows: before.rows + 1 });
  });

  it('applies to every upload route of every module', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    // Every entry of every endpoint table that takes a multipart upload.
    const uploads = Object.values(contract)
      .flatMap((v) => (v && typeof v === 'object' ? Object.values(v) : []))
      .filter((e): e is Endpoint => !!e && typeof e === 'object' && (e as Endpoint).kind === 'upload' && typeof (e as Endpoint).path === 'string');
    expect(uploads.map((e) => `${e.domain}.${e.path}`)).toEqual(expect.arrayContaining([`files.${filesEndpoints.upload.path}`, `downloads.${contract.downloadsEndpoints.upload.path}`]));
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    expect(uploads.length).toBeLessThan(RATE_MAX); // else the rate limit would answer first
    expect((await upload(admin.token, [file(png(1))])).body.success).toBe(true); // the admin's one file of the day
    for (const e of uploads) {
      refusedForQuota(await multipartCall(t.app, pathOf(e), [file(png(1), 'import.zip')], admin.token));
    }
  });
});

describe('upload rate limit', () => {
  it('answers 429 in the caller\'s language past the uploads one user may start in a window', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    for (let i = 0; i < RATE_MAX; i++) expect((await upload(dealer.token, [file(png(1))])).body.success).toBe(true);
    const before = await stored();
    const limited = await upload(dealer.token, [file(png(1))], 'es');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: ERRORS.UPLOAD_TOO_FREQUENT.code });
    expect(limited.body.message).toMatch(new RegExp(`^${ERRORS.UPLOAD_TOO_FREQUENT.message.es.replace('{seconds}', '\\d+').replace(/[.;]/g, '\\$&')}$`));
    expect(await stored()).toEqual(before);
    // counted per user: another dealer uploads
    const other = await loggedInUser(t, 'DEALER');
    expect((await upload(other.token, [file(png(1))])).body.success).toBe(true);
  });
});

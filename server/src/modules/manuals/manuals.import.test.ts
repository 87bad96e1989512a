import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { LIMITS, manualsEndpoints, pathOf } from '@portal/contract';
import { createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { manualRoots } from './manuals.tables.js';

/* The zip import's defences: sizes, lies about sizes, nesting, bad text and cut uploads. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
});
afterAll(async () => { await t?.close(); });

const BOUNDARY = '----portal-import-boundary';
const head = (fileName: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`);

async function send(body: Buffer) {
  const res = await t.app.inject({
    method: 'POST', url: pathOf(manualsEndpoints.importZip), payload: body,
    headers: { token: admin, 'accept-language': 'en-US', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: number; message?: string; errorData?: { file: string; path: string; message: string }[] } };
}
const upload = (zip: Buffer, fileName = 'm.zip') => send(Buffer.concat([head(fileName), zip, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));

async function zipOf(files: Record<string, string | Buffer>) {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Rewrites the uncompressed size an entry declares, in its local header and in the central directory. */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  let patched = 0;
  for (let i = 0; i < out.length - 4; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50 && out.toString('utf8', i + 30, i + 30 + out.readUInt16LE(i + 26)) === name) {
      out.writeUInt32LE(size, i + 22);
      patched++;
    } else if (sig === 0x02014b50 && out.toString('utf8', i + 46, i + 46 + out.readUInt16LE(i + 28)) === name) {
      out.writeUInt32LE(size, i + 24);
      patched++;
    }
  }
  expect(patched).toBe(2);
  return out;
}

const manualCount = () => t.db.$count(manualRoots);

describe('manual zip import: sizes', () => {
  it('refuses an entry that inflates past the size it declares, and writes nothing', async () => {
    const before = await manualCount();
    // 30 MB of text packs into a few KB; the archive says it is 1 KB.
    const honest = await zipOf({ 'manifest.json': '{}', 'big.html': 'a'.repeat(30 * 1024 * 1024) });
    expect(honest.length).toBeLessThan(200_000);
    const res = await upload(declareSize(honest, 'big.html', 1024));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.errorData).toEqual([{ file: 'big.html', path: '', message: 'Not a readable zip archive' }]);
    expect(await manualCount()).toBe(before);
  });

  it('refuses an entry whose declared size is over the limit before inflating it', async () => {
    const size = (LIMITS.manualImportEntryMaxMb + 1) * 1024 * 1024;
    const zip = await zipOf({ 'manifest.json': '{}', 'huge.html': Buffer.alloc(size, 0x20) });
    expect(zip.length).toBeLessThan(200_000);
    const res = await upload(zip);
    expect(res.body.errorData).toEqual([{ file: 'huge.html', path: '', message: `Larger than ${LIMITS.manualImportEntryMaxMb} MB unpacked` }]);
  });

  it('refuses archives whose entries declare more than the total limit together', async () => {
    // Declared sizes only: each entry claims 19 MB, 60 of them exceed 1000 MB.
    const files: Record<string, string> = { 'manifest.json': '{}' };
    for (let i = 0; i < 60; i++) files[`p${i}.html`] = 'x';
    let zip = await zipOf(files);
    for (let i = 0; i < 60; i++) zip = declareSize(zip, `p${i}.html`, 19 * 1024 * 1024);
    const res = await upload(zip);
    expect(res.body.errorData).toEqual([{ file: 'm.zip', path: '', message: `More than ${LIMITS.manualImportUnpackedMaxMb} MB unpacked in total` }]);
  });

  it('refuses an entry whose bytes do not match its CRC-32', async () => {
    const stored = await new JSZip().file('manifest.json', 'abcdef').generateAsync({ type: 'nodebuffer', compression: 'STORE' });
    const at = stored.indexOf('abcdef');
    stored.write('abcdeg', at);
    const res = await upload(stored);
    expect(res.body.errorData).toEqual([{ file: 'manifest.json', path: '', message: 'Not a readable zip archive' }]);
  });
});

describe('manual zip import: input the parser would choke on', () => {
  it('answers 555 for a manifest nested 3,000 deep, without a stack overflow', async () => {
    const deep = `{"format":"portal-manual/1","manuals":[{"nodes":${'[{"children":'.repeat(1500)}[]${'}]'.repeat(1500)}}]}`;
    const res = await upload(await zipOf({ 'manifest.json': deep }));
    expect(res.status).toBe(555);
    expect(res.body.message).toContain(`manifest.json: nested deeper than ${LIMITS.jsonDepthMax} levels`);
  });

  it('lists a NUL or unpaired surrogate in the manifest as a bad field', async () => {
    const manifest = JSON.stringify({ format: 'portal-manual/1', manuals: [{ code: 'SM-NUL', type: 'SERVICE', version: '1', name: { 'en-US': 'Bad\u0000name' }, code0: 'EM', nodes: [] }] });
    const res = await upload(await zipOf({ 'manifest.json': manifest }));
    expect(res.body.success).toBe(false);
    expect(res.body.errorData).toEqual([{ file: 'manifest.json', path: 'manuals[0].name.en-US', message: expect.stringContaining('must not contain NUL') }]);
  });

  it('lists a topic file holding a NUL as a bad file, and writes nothing', async () => {
    const before = await manualCount();
    const manifest = JSON.stringify({ format: 'portal-manual/1', manuals: [{
      code: 'SM-NULFILE', type: 'SERVICE', version: '1', name: { 'en-US': 'Manual' }, code0: 'EM',
      nodes: [{ code: 'a', kind: 'TOPIC', title: { 'en-US': 'A' }, html: { 'en-US': 'a.html' } }],
    }] });
    const res = await upload(await zipOf({ 'manifest.json': manifest, 'a.html': '<p>brake\u0000pad</p>' }));
    expect(res.body.success).toBe(false);
    expect(res.body.errorData).toEqual([{ file: 'a.html', path: 'manuals[0].nodes[0].html.en-US', message: expect.stringContaining('must not contain NUL') }]);
    expect(await manualCount()).toBe(before);
  });

  it('answers 555 with the envelope for a multipart body cut short', async () => {
    const zip = await zipOf({ 'manifest.json': '{}', 'a.html': 'x'.repeat(100_000) });
    for (const body of [Buffer.concat([head('m.zip'), zip.subarray(0, 500)]), head('m.zip').subarray(0, 40)]) {
      const res = await send(body);
      expect(res.status).toBe(555);
      expect(res.body).toMatchObject({ success: false, code: 555 });
    }
  });
});

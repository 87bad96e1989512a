import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { IMMUTABLE, REVALIDATE } from './web-static.js';

/** A stand-in for web/dist as the build writes it: hashed assets with their .br and .gz, the shell, a favicon. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-static-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const shell = '<!doctype html><div id="root"></div><script type="module" src="./assets/index-abc123.js"></script>';
const write = (name: string, text: string, compressed: boolean) => {
  fs.writeFileSync(path.join(webDist, name), text);
  if (!compressed) return;
  fs.writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
  fs.writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
};
fs.mkdirSync(path.join(webDist, 'assets'));
write('assets/index-abc123.js', script, true);
write('assets/small-def456.css', 'a{color:red}', false);
write('index.html', shell, true);
write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app is sent compressed when the browser accepts it', () => {
  it('sends the brotli file to a browser that accepts br, the gzip file to one that accepts only gzip', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts neither, and a file the build did not compress as is', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const small = await get('/assets/small-def456.css', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('a{color:red}');
  });

  it('compresses the shell at / too', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell);
  });
});

describe('caching of the web app', () => {
  it('lets browsers keep hashed assets for a year without asking again, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-abc123.js', { 'accept-encoding': encoding });
      expect(res.headers['cache-control'], encoding).toBe(IMMUTABLE);
    }
    expect((await get('/assets/small-def456.css')).headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('has the shell and the unhashed files revalidated, answering 304 while unchanged', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers.etag, url).toBeTruthy();
      const again = await get(url, { 'accept-encoding': 'br, gzip', 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
    expect(REVALIDATE).toBe('no-cache');
  });

  it('leaves the API\'s own caching alone', async () => {
    const res = await get('/healthz');
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

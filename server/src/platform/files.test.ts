import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { localFileStorage } from './files.js';

describe('local file storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));
  const storage = localFileStorage(root);

  it('stores, reads and deletes a file by key', async () => {
    await storage.put('parts/P-1/1.svg', '<svg/>');
    expect((await storage.get('parts/P-1/1.svg'))?.toString()).toBe('<svg/>');
    expect(await storage.exists('parts/P-1/1.svg')).toBe(true);
    await storage.delete('parts/P-1/1.svg');
    expect(await storage.get('parts/P-1/1.svg')).toBeNull();
  });

  it('refuses keys that would leave its directory', async () => {
    await expect(storage.put('../escape.txt', 'x')).rejects.toThrow(/unsafe/);
    await expect(storage.get('a/../../etc/passwd')).rejects.toThrow(/unsafe/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/unsafe/);
  });

  it('stores a stream, reads it back as one, and keeps nothing of a stream that fails', async () => {
    await storage.putStream('up/a', Readable.from([Buffer.from('one '), Buffer.from('two')]));
    const got = await storage.getStream('up/a');
    const chunks: Buffer[] = [];
    for await (const c of got!.stream) chunks.push(c as Buffer);
    expect([Buffer.concat(chunks).toString(), got!.size]).toEqual(['one two', 7]);
    const part = await storage.getStream('up/a', { start: 4, end: 6 });
    const partChunks: Buffer[] = [];
    for await (const c of part!.stream) partChunks.push(c as Buffer);
    expect([Buffer.concat(partChunks).toString(), part!.size]).toEqual(['two', 7]);

    const failing = new Readable({ read() { this.push(Buffer.from('half')); this.destroy(new Error('cut')); } });
    await expect(storage.putStream('up/b', failing)).rejects.toThrow('cut');
    expect(await storage.getStream('up/b')).toBeNull();
    expect(fs.readdirSync(path.join(root, 'up'))).toEqual(['a']);
  });

  it('removes the temporary files of writes a crash cut short, once untouched for long enough, and nothing else', async () => {
    await storage.put('crash/kept.svg', '<svg/>');
    // What a process killed in put or putStream leaves: `<file>.<pid>.tmp`, `<file>.<pid>.<random>.tmp`.
    const dir = path.join(root, 'crash', 'deep');
    fs.mkdirSync(dir, { recursive: true });
    const stale = [path.join(root, 'crash', 'a.svg.4242.tmp'), path.join(dir, 'b.4242.k3j5q.tmp')];
    const live = path.join(dir, 'c.4243.z9y8.tmp');
    for (const f of [...stale, live]) fs.writeFileSync(f, 'half');
    const cutoff = new Date(Date.now() - 3600_000);
    const old = new Date(cutoff.getTime() - 1000);
    for (const f of stale) fs.utimesSync(f, old, old);
    fs.utimesSync(path.join(root, 'crash', 'kept.svg'), old, old);

    expect(await storage.removeStaleTemporary(cutoff)).toBe(2);
    expect([...stale, live].map((f) => fs.existsSync(f))).toEqual([false, false, true]);
    expect(await storage.exists('crash/kept.svg')).toBe(true);
    // No key can look like a temporary file, so the sweep never takes a stored one.
    await expect(storage.put('crash/x.tmp', 'x')).rejects.toThrow(/unsafe/);
    expect(await localFileStorage(path.join(root, 'none')).removeStaleTemporary(new Date())).toBe(0);
  });
});

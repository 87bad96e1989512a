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
});

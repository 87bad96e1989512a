import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
});

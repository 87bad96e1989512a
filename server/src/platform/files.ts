import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files live. The local directory serves one machine; another
 * implementation (object storage) can stand in for several.
 */
export interface FileStorage {
  put(key: string, data: Buffer | string): Promise<void>;
  /**
   * Stores a stream as it arrives (never whole in memory). Resolves once the file is complete
   * under its key; if the stream fails, rejects and leaves nothing under the key.
   */
  putStream(key: string, data: Readable): Promise<void>;
  /**
   * The file's bytes as a stream with the whole file's size, or null when there is none; with a
   * range, only bytes start..end (inclusive, within the file).
   */
  getStream(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number } | null>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Deletes what writes cut short by a crash left behind (a killed process never removes its
   * temporary files), when untouched since `before`; answers how many went. A write under way
   * keeps touching its file, so it is never taken.
   */
  removeStaleTemporary(before: Date): Promise<number>;
}

/** `get` of a driver that reads in streams: its stream gathered into one buffer. */
export const getThroughStream = (getStream: FileStorage['getStream']): FileStorage['get'] => async (key) => {
  const found = await getStream(key);
  return found && buffer(found.stream);
};

/** A write goes to `<file>.<pid>[.<random>].tmp`, then is renamed; no key ends so (assertSafeKey). */
const TEMPORARY = /\.tmp$/;

/** Every file under a directory (none when it is missing), one directory open at a time (never the whole tree in memory). */
export async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fs.opendir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for await (const entry of entries) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(at);
    else if (entry.isFile()) yield at;
  }
}

async function* temporaryFiles(dir: string): AsyncGenerator<string> {
  for await (const file of filesUnder(dir)) if (TEMPORARY.test(file)) yield file;
}

/**
 * Keys are relative paths of letters, digits, `-_.` and `/`; nothing may climb out of the root, and
 * `.tmp` at the end is the storage's own (its temporary files, swept when stale).
 */
export function assertSafeKey(key: string): void {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((p) => p === '..' || p === '.') || key.endsWith('.tmp')) {
    throw new Error(`unsafe file key: ${key}`);
  }
}

export function localFileStorage(root: string): FileStorage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async putStream(key, data) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await pipeline(data, createWriteStream(tmp));
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    async getStream(key, range) {
      const file = full(key);
      try {
        const stat = await fs.stat(file);
        return { stream: createReadStream(file, range), size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await fs.access(full(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
    async removeStaleTemporary(before) {
      let removed = 0;
      for await (const file of temporaryFiles(root)) {
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtime < before) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

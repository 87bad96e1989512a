import path from 'node:path';
import { asc, gt } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from './db.js';
import { assertSafeKey, filesUnder, localFileStorage, type FileStorage } from './files.js';
import { postgresFileStorage } from './files-postgres.js';
import type { S3Settings } from './files-s3.js';
import { fileBlobs } from './files.tables.js';

export type FileStorageKind = Config['fileStorage'];
export const FILE_STORAGE_KINDS: readonly FileStorageKind[] = ['local', 'postgres', 's3'];

/** What the drivers need: the data directory, the database, the bucket (for s3). */
export interface StorageWhere {
  dataDir: string;
  db: Db;
  s3?: S3Settings | null;
}

const bucketOf = (where: StorageWhere) => {
  if (!where.s3) throw new Error('S3_BUCKET is not set (see docs/deployment.md, File storage)');
  return where.s3;
};

/** The S3 driver, with the AWS SDK loaded at its first use: it adds a third of a second to every start otherwise. */
const loadS3 = (settings: S3Settings) => import('./files-s3.js').then((m) => m.s3FileStorage(settings));

function lazyS3(settings: S3Settings): FileStorage {
  let loaded: ReturnType<typeof loadS3> | undefined;
  const s3 = () => (loaded ??= loadS3(settings));
  return {
    put: async (key, data) => (await s3()).put(key, data),
    putStream: async (key, data) => (await s3()).putStream(key, data),
    getStream: async (key, range) => (await s3()).getStream(key, range),
    get: async (key) => (await s3()).get(key),
    exists: async (key) => (await s3()).exists(key),
    delete: async (key) => (await s3()).delete(key),
    removeStaleTemporary: async (before) => (await s3()).removeStaleTemporary(before),
  };
}

/** One driver alone, as the move command and the tests need it. */
export function fileStorageOf(kind: FileStorageKind, where: StorageWhere): FileStorage {
  if (kind === 'postgres') return postgresFileStorage(where.db);
  if (kind === 's3') return lazyS3(bucketOf(where));
  return localFileStorage(path.join(where.dataDir, 'files'));
}

/**
 * Writes go to `primary`; a key it lacks is looked for in `older` (reads) and deleted from both.
 * A PostgreSQL installation that kept files in DATA_DIR/files before FILE_STORAGE=postgres became
 * its default keeps serving them from there until `npm run files:move` has moved them.
 */
export function withOlderStorage(primary: FileStorage, older: FileStorage): FileStorage {
  return {
    put: (key, data) => primary.put(key, data),
    putStream: (key, data) => primary.putStream(key, data),
    getStream: async (key, range) => (await primary.getStream(key, range)) ?? older.getStream(key, range),
    get: async (key) => (await primary.get(key)) ?? older.get(key),
    exists: async (key) => (await primary.exists(key)) || older.exists(key),
    async delete(key) {
      await primary.delete(key);
      await older.delete(key);
    },
    removeStaleTemporary: async (before) => (await primary.removeStaleTemporary(before)) + (await older.removeStaleTemporary(before)),
  };
}

/** The storage a server process uses: the configured driver, with the local directory behind a non-local one. */
export function openFileStorage(config: Pick<Config, 'fileStorage' | 'dataDir' | 's3'>, db: Db): FileStorage {
  const chosen = fileStorageOf(config.fileStorage, { dataDir: config.dataDir, db, s3: config.s3 });
  return config.fileStorage === 'local' ? chosen : withOlderStorage(chosen, fileStorageOf('local', { dataDir: config.dataDir, db }));
}

/** Keys listed per query from the database. */
const LIST_PAGE = 500;

/**
 * Every key a driver holds, in no particular order, a directory or a page at a time: the
 * local directory's files (not the temporary ones of writes under way), the database's complete
 * files, the bucket's objects under the prefix.
 */
export async function* storedKeys(kind: FileStorageKind, where: StorageWhere): AsyncGenerator<string> {
  if (kind === 's3') {
    yield* (await loadS3(bucketOf(where))).keys();
    return;
  }
  if (kind === 'postgres') {
    let after = '';
    for (;;) {
      const page = await where.db.select({ key: fileBlobs.storageKey }).from(fileBlobs).where(gt(fileBlobs.storageKey, after))
        .orderBy(asc(fileBlobs.storageKey)).limit(LIST_PAGE);
      for (const row of page) yield row.key;
      if (page.length < LIST_PAGE) return;
      after = page[page.length - 1].key;
    }
  }
  yield* directoryKeys(path.join(where.dataDir, 'files'));
}

/** The keys of a local storage's directory: its files but the temporary ones, a directory open at a time. */
export async function* directoryKeys(root: string): AsyncGenerator<string> {
  for await (const file of filesUnder(root)) {
    const key = path.relative(root, file).split(path.sep).join('/');
    try {
      assertSafeKey(key); // a temporary file, or something no driver would have written
    } catch {
      continue;
    }
    yield key;
  }
}

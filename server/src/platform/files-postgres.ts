import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from './db.js';
import { assertSafeKey, getThroughStream, type FileStorage } from './files.js';
import { fileBlobs, fileChunks, fileWrites } from './files.tables.js';

/**
 * Bytes per chunk row: small enough that a write or a read holds one chunk in memory at a time,
 * large enough that a 1 GB file is 2048 rows.
 */
export const CHUNK_BYTES = 512 * 1024;
/** Chunks fetched per query when reading: a quarter of what a video seek would otherwise cost in round trips. */
const READ_AHEAD = 4;
/** A buffer put of up to this many chunks is written in one transaction. */
const SMALL_PUT_CHUNKS = 4;

/**
 * The file storage in the database (decision 040): every server process on one PostgreSQL sees
 * every file, and the database's backup carries them. Streams in and out a chunk at a time.
 */
export function postgresFileStorage(db: Db, chunkBytes = CHUNK_BYTES): FileStorage {
  /** Streams `data` into a new blob, then points `key` at it; on failure removes the chunks. */
  async function write(key: string, data: AsyncIterable<Buffer | string | Uint8Array> | Iterable<Buffer>): Promise<void> {
    assertSafeKey(key);
    const blobId = crypto.randomUUID();
    let listed = false;
    let n = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (bytes: Buffer) => {
      if (!listed) {
        // Listed before its first chunk: a crash from here on leaves chunks the sweep knows of.
        await db.insert(fileWrites).values({ blobId, storageKey: key, touchedAt: new Date() });
        listed = true;
      }
      await db.insert(fileChunks).values({ blobId, n, data: bytes });
      // Touched with every chunk: a write under way is never taken for one a crash left.
      await db.update(fileWrites).set({ touchedAt: new Date() }).where(eq(fileWrites.blobId, blobId));
      n += 1;
    };
    try {
      for await (const piece of data) {
        const buf = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
        pending.push(buf);
        pendingBytes += buf.length;
        size += buf.length;
        while (pendingBytes >= chunkBytes) {
          const all = Buffer.concat(pending);
          await flush(all.subarray(0, chunkBytes));
          pending = [all.subarray(chunkBytes)];
          pendingBytes = all.length - chunkBytes;
        }
      }
      // Smaller than a chunk (most photos and pictures): one transaction writes it whole.
      if (n === 0) return await putWhole(key, Buffer.concat(pending));
      if (pendingBytes > 0) await flush(Buffer.concat(pending));
      await db.transaction(async (tx) => {
        // Deleting the old pointer first makes a second writer of the key wait for this one.
        const old = await tx.delete(fileBlobs).where(eq(fileBlobs.storageKey, key)).returning({ blobId: fileBlobs.blobId });
        if (old.length) await tx.delete(fileChunks).where(inArray(fileChunks.blobId, old.map((o) => o.blobId)));
        await tx.insert(fileBlobs).values({ storageKey: key, blobId, size, chunkSize: chunkBytes });
        await tx.delete(fileWrites).where(eq(fileWrites.blobId, blobId));
      });
    } catch (err) {
      if (listed) await discard(blobId).catch(() => {}); // else the sweep takes it once stale
      throw err;
    }
  }

  /** Bytes already in memory, in one transaction: nothing to list, nothing a crash could leave. */
  async function putWhole(key: string, bytes: Buffer): Promise<void> {
    assertSafeKey(key);
    const blobId = crypto.randomUUID();
    await db.transaction(async (tx) => {
      const old = await tx.delete(fileBlobs).where(eq(fileBlobs.storageKey, key)).returning({ blobId: fileBlobs.blobId });
      if (old.length) await tx.delete(fileChunks).where(inArray(fileChunks.blobId, old.map((o) => o.blobId)));
      const chunks = [];
      for (let n = 0; n === 0 || n * chunkBytes < bytes.length; n++) chunks.push({ blobId, n, data: bytes.subarray(n * chunkBytes, (n + 1) * chunkBytes) });
      await tx.insert(fileChunks).values(chunks);
      await tx.insert(fileBlobs).values({ storageKey: key, blobId, size: bytes.length, chunkSize: chunkBytes });
    });
  }

  async function discard(blobId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(fileChunks).where(eq(fileChunks.blobId, blobId));
      await tx.delete(fileWrites).where(eq(fileWrites.blobId, blobId));
    });
  }

  /** Bytes start..end (inclusive) of a blob, fetched a few chunks per query as the reader asks. */
  function reader(blobId: string, chunkSize: number, start: number, end: number): Readable {
    let next = Math.floor(start / chunkSize);
    const last = Math.floor(end / chunkSize);
    return new Readable({
      async read() {
        try {
          if (next > last) {
            this.push(null);
            return;
          }
          const upTo = Math.min(last, next + READ_AHEAD - 1);
          const rows = await db.select({ n: fileChunks.n, data: fileChunks.data }).from(fileChunks)
            .where(and(eq(fileChunks.blobId, blobId), gte(fileChunks.n, next), lte(fileChunks.n, upTo)))
            .orderBy(fileChunks.n);
          // The key was given another blob, or deleted, while this one was read.
          if (rows.length !== upTo - next + 1) throw new Error('the file changed while it was read');
          for (const row of rows) {
            const from = row.n * chunkSize;
            this.push(row.data.subarray(Math.max(0, start - from), Math.min(row.data.length, end - from + 1)));
          }
          next = upTo + 1;
        } catch (err) {
          this.destroy(err as Error);
        }
      },
    });
  }

  async function blobOf(key: string) {
    assertSafeKey(key);
    const [blob] = await db.select().from(fileBlobs).where(eq(fileBlobs.storageKey, key));
    return blob ?? null;
  }

  const getStream: FileStorage['getStream'] = async (key, range) => {
    const blob = await blobOf(key);
    if (!blob) return null;
    if (blob.size === 0) return { stream: Readable.from([]), size: 0 };
    return { stream: reader(blob.blobId, blob.chunkSize, range?.start ?? 0, range?.end ?? blob.size - 1), size: blob.size };
  };

  return {
    async put(key, data) {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      return bytes.length > SMALL_PUT_CHUNKS * chunkBytes ? write(key, [bytes]) : putWhole(key, bytes);
    },
    putStream: (key, data) => write(key, data),
    getStream,
    get: getThroughStream(getStream),
    async exists(key) {
      return (await blobOf(key)) !== null;
    },
    async delete(key) {
      assertSafeKey(key);
      await db.transaction(async (tx) => {
        const gone = await tx.delete(fileBlobs).where(eq(fileBlobs.storageKey, key)).returning({ blobId: fileBlobs.blobId });
        if (gone.length) await tx.delete(fileChunks).where(inArray(fileChunks.blobId, gone.map((g) => g.blobId)));
      });
    },
    async removeStaleTemporary(before) {
      const stale = await db.select({ blobId: fileWrites.blobId }).from(fileWrites).where(lt(fileWrites.touchedAt, before));
      for (const s of stale) await discard(s.blobId);
      return stale.length;
    },
  };
}

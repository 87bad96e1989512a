/**
 * `npm run files:move` (decision 040): copies every file of one storage driver into another,
 * checks each copy's SHA-256 against the source's (and against the one recorded at upload, for
 * attachments), and optionally deletes the source. A file already in the target with the same
 * bytes is left alone, so a run cut short is finished by running it again.
 */
import crypto from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/platform/db.js';
import type { FileStorage } from '../../server/src/platform/files.js';
import { files } from '../../server/src/modules/files/index.js';

/** Files moved at once. */
const MOVE_PARALLEL = 8;

export interface MoveReport {
  /** Files the target did not have (or had other bytes under), copied and checked. */
  copied: number;
  /** Files the target already had with the same bytes. */
  alreadyThere: number;
  /** Source files deleted after their copy was checked (with deleteSource). */
  deletedFromSource: number;
  bytesCopied: number;
  failed: { key: string; reason: string }[];
}

async function sha256Of(stream: Readable): Promise<{ hash: string; size: number }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const part of stream) {
    hash.update(part as Buffer);
    size += (part as Buffer).length;
  }
  return { hash: hash.digest('hex'), size };
}

async function hashStored(storage: FileStorage, key: string): Promise<string | null> {
  const found = await storage.getStream(key);
  return found ? (await sha256Of(found.stream)).hash : null;
}

export async function moveFiles(opts: {
  from: FileStorage;
  to: FileStorage;
  keys: AsyncIterable<string>;
  /** To compare uploads with the SHA-256 recorded at upload; without it only source and copy are compared. */
  db?: Db;
  deleteSource?: boolean;
  parallel?: number;
  log?: (line: string) => void;
}): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, deletedFromSource: 0, bytesCopied: 0, failed: [] };
  const { from, to, db, log = () => {} } = opts;
  let seen = 0;
  const keys = opts.keys[Symbol.asyncIterator]();
  // A few files at a time: most are small, and each costs round trips rather than bytes.
  await Promise.all(Array.from({ length: opts.parallel ?? MOVE_PARALLEL }, async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) {
      seen += 1;
      if (seen % 1000 === 0) log(`${seen} files looked at: ${report.copied} copied, ${report.alreadyThere} already there`);
      await moveOne(next.value);
    }
  }));
  return report;

  async function moveOne(key: string) {
    try {
      const [recorded] = db ? await db.select({ sha256: files.sha256 }).from(files).where(eq(files.storageKey, key)) : [];
      let sourceHash: string;
      if (await to.exists(key)) {
        const [a, b] = [await hashStored(from, key), await hashStored(to, key)];
        if (a === null) throw new Error('gone from the source while moving');
        sourceHash = a;
        if (recorded && recorded.sha256 !== sourceHash) throw new Error(`the source's SHA-256 ${sourceHash} is not the one recorded at upload (${recorded.sha256})`);
        if (a === b) {
          report.alreadyThere += 1;
          if (opts.deleteSource) await deleteSource(key);
          return;
        }
      }
      const source = await from.getStream(key);
      if (!source) throw new Error('gone from the source while moving');
      // Hashed on its way into the target: the source is read once.
      const hash = crypto.createHash('sha256');
      let size = 0;
      const hashing = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      source.stream.on('error', (err) => hashing.destroy(err));
      await to.putStream(key, source.stream.pipe(hashing));
      const copied = { hash: hash.digest('hex'), size };
      sourceHash = copied.hash;
      if (recorded && recorded.sha256 !== sourceHash) {
        await to.delete(key);
        throw new Error(`the source's SHA-256 ${sourceHash} is not the one recorded at upload (${recorded.sha256})`);
      }
      const check = await hashStored(to, key);
      if (check !== sourceHash) throw new Error(`the copy's SHA-256 ${check} differs from the source's ${sourceHash}`);
      report.copied += 1;
      report.bytesCopied += copied.size;
      if (opts.deleteSource) await deleteSource(key);
    } catch (err) {
      report.failed.push({ key, reason: (err as Error).message });
      log(`FAILED ${key}: ${(err as Error).message}`);
    }
  }

  async function deleteSource(key: string) {
    await from.delete(key);
    report.deletedFromSource += 1;
  }
}

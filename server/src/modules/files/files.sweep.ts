import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { startPeriodic } from '../../platform/periodic.js';
import { sweepUploadUsage } from '../../platform/upload.js';
import { SWEEP_BATCH } from '../auth/index.js';
import { bytesToRemove, removeBytes, UNATTACHED_TTL_MS } from './files.service.js';
import { files, filesInFlight } from './files.tables.js';

const SWEEP_MAX_BATCHES = 50;
/**
 * A temporary file untouched this long belongs to a write that died with its process: a write
 * under way touches its file with every chunk.
 */
export const TEMPORARY_STALE_MS = 3600 * 1000;

/** What one sweep removed. */
export interface FileSweep {
  /** Files unattached for a day (rows and bytes). */
  unattached: number;
  /** Bytes a crash left without a row: an upload cut short, a deletion not finished. */
  leftBehind: number;
  /** Temporary files of writes cut short. */
  temporary: number;
  /** Days of upload counts past. */
  usageDays: number;
}

/**
 * Deletes files unattached for a day: the rows first (one statement per batch, so a file attached
 * meanwhile is not taken, in the transaction that marks their bytes to go), then their bytes.
 */
async function sweepUnattached(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - UNATTACHED_TTL_MS);
  const stale = and(isNotNull(files.unattachedSince), lt(files.unattachedSince, before));
  let removed = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const keys = await ctx.db.transaction(async (tx) => {
      const ids = tx.select({ id: files.id }).from(files).where(stale).limit(SWEEP_BATCH);
      const gone = await tx.delete(files).where(and(inArray(files.id, ids), stale)).returning({ key: files.storageKey });
      await bytesToRemove(tx, gone.map((g) => g.key));
      return gone.map((g) => g.key);
    });
    await removeBytes(ctx, keys);
    removed += keys.length;
    if (keys.length < SWEEP_BATCH) break;
  }
  return removed;
}

/**
 * Deletes the bytes of uploads begun more than a day ago that never got their row (the process
 * died while the request's files streamed), and of deletions a crash interrupted. saveUploads
 * refuses an upload older than that, so no row can follow bytes taken here.
 */
async function sweepLeftBehind(ctx: AppContext): Promise<number> {
  const stale = lt(filesInFlight.since, new Date(ctx.now().getTime() - UNATTACHED_TTL_MS));
  let removed = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const keys = (await ctx.db.select({ key: filesInFlight.storageKey }).from(filesInFlight).where(stale).limit(SWEEP_BATCH)).map((r) => r.key);
    await removeBytes(ctx, keys);
    removed += keys.length;
    if (keys.length < SWEEP_BATCH) break;
  }
  return removed;
}

/** One sweep of everything uploads leave behind. */
export async function sweepFiles(ctx: AppContext): Promise<FileSweep> {
  const now = ctx.now();
  return {
    unattached: await sweepUnattached(ctx),
    leftBehind: await sweepLeftBehind(ctx),
    temporary: await ctx.files.removeStaleTemporary(new Date(now.getTime() - TEMPORARY_STALE_MS)),
    usageDays: await sweepUploadUsage(ctx.db, now),
  };
}

/** Sweeps at start (a crash is followed by a start) and every `intervalMs` (never when 0); see startPeriodic. */
export function startFileSweeper(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
  return startPeriodic(() => sweepFiles(ctx), log, intervalMs, 'sweeping files', { atStart: true });
}

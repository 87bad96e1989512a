import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { startPeriodic } from '../../platform/periodic.js';
import { SWEEP_BATCH } from '../auth/index.js';
import { files } from './files.tables.js';

/** Uploads nobody attached (or that were detached) go after this long (issue 10 §1). */
export const UNATTACHED_TTL_MS = 24 * 3600 * 1000;
const SWEEP_MAX_BATCHES = 50;

/**
 * Deletes files unattached for a day: the rows first (one statement per batch, so a file attached
 * meanwhile is not taken), then their bytes. Answers how many went.
 */
export async function sweepUnattachedFiles(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - UNATTACHED_TTL_MS);
  const stale = and(isNotNull(files.unattachedSince), lt(files.unattachedSince, before));
  let removed = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const ids = ctx.db.select({ id: files.id }).from(files).where(stale).limit(SWEEP_BATCH);
    const gone = await ctx.db.delete(files).where(and(inArray(files.id, ids), stale)).returning({ key: files.storageKey });
    // A crash here leaves bytes without a row: unreachable, and no worse than the upload never made.
    for (const { key } of gone) await ctx.files.delete(key);
    removed += gone.length;
    if (gone.length < SWEEP_BATCH) break;
  }
  return removed;
}

/** Sweeps every `intervalMs` (never when 0); see startPeriodic. */
export function startFileSweeper(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
  return startPeriodic(() => sweepUnattachedFiles(ctx), log, intervalMs, 'sweeping unattached files');
}

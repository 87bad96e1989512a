import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PERFORMANCE_LIMITS } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { startPeriodic } from '../../platform/periodic.js';
import { PRODUCT_VERSION } from '../system/index.js';
import { performanceActiveUsers, performanceInstances, performanceSamples } from './performance.tables.js';

const DAY_MS = 86_400_000;
const ACTIVE_MS = PERFORMANCE_LIMITS.activeUserMinutes * 60_000;

/** This app as a reporting instance: its id, and what the routes ask of its sampler. */
export interface Sampler {
  instanceId: string;
  /** Writes the users seen since the last sample now, and `reader` as seen now (the active-user list is current). */
  flushUsers(reader: string): Promise<void>;
  /** One sample now (tests; the timer takes them otherwise). */
  sample(): Promise<void>;
  /** Stops sampling and marks the instance stopped. */
  stop(): Promise<void>;
}

/** The file system's size and free space where the data directory is (or would be: its nearest existing parent). */
async function diskOf(dir: string): Promise<{ total: number; free: number } | null> {
  let at = path.resolve(dir);
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  try {
    const s = await fs.promises.statfs(at);
    return { total: s.blocks * s.bsize, free: s.bavail * s.bsize };
  } catch {
    return null;
  }
}

async function writeUsers(db: Db | Tx, instanceId: string, seen: Map<string, Date>): Promise<void> {
  if (!seen.size) return;
  await db.insert(performanceActiveUsers)
    .values([...seen].map(([userId, lastSeenAt]) => ({ instanceId, userId, lastSeenAt })))
    .onConflictDoUpdate({
      target: [performanceActiveUsers.instanceId, performanceActiveUsers.userId],
      set: { lastSeenAt: sql`greatest(${performanceActiveUsers.lastSeenAt}, excluded.last_seen_at)` },
    });
}

/**
 * Samples this app every `config.performanceSampleMs` (decision 042): process memory, CPU over the
 * interval, the data directory's disk, and the HTTP figures the platform counted
 * (ctx.requestStats); one row per sample, so every instance of a deployment shows on one screen.
 * Each sample also deletes what is older than the retention, so the tables stay bounded however
 * many instances come and go.
 */
export function startSampler(ctx: AppContext, log: FastifyBaseLogger): Sampler {
  const instanceId = crypto.randomUUID();
  const intervalMs = ctx.config.performanceSampleMs;
  // the users seen within the active window on this instance, for its count
  const recent = new Map<string, Date>();
  let registered: Promise<unknown> | null = null;
  let cpuAt = process.cpuUsage();
  let wallAt = performance.now();

  const remember = (seen: Map<string, Date>) => {
    for (const [user, at] of seen) recent.set(user, at);
    const horizon = ctx.now().getTime() - ACTIVE_MS;
    for (const [user, at] of recent) if (at.getTime() < horizon) recent.delete(user);
  };

  const register = () => (registered ??= ctx.db.insert(performanceInstances).values({
    id: instanceId, host: os.hostname(), pid: process.pid, version: PRODUCT_VERSION,
    bootedAt: new Date(Math.round(performance.timeOrigin)), sampleSeconds: Math.max(1, Math.round(intervalMs / 1000)),
    lastSampleAt: ctx.now(),
  }).onConflictDoNothing().catch((err: unknown) => {
    registered = null; // tried again by the next sample
    throw err;
  }));

  const sample = async () => {
    await register();
    const now = ctx.now();
    const cpu = process.cpuUsage(cpuAt);
    const wall = performance.now();
    const elapsedMs = Math.max(1, wall - wallAt);
    cpuAt = process.cpuUsage();
    wallAt = wall;
    const memory = process.memoryUsage();
    const disk = await diskOf(ctx.config.dataDir);
    const requests = ctx.requestStats.take();
    remember(requests.users);
    await ctx.db.transaction(async (tx) => {
      await writeUsers(tx, instanceId, requests.users);
      await tx.insert(performanceSamples).values({
        instanceId, sampledAt: now,
        rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal,
        cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 1000) / 10,
        diskTotalBytes: disk?.total ?? null, diskFreeBytes: disk?.free ?? null,
        inFlight: requests.inFlight, peakConcurrency: requests.peakConcurrency,
        completed: requests.completed, completedTotal: requests.completedTotal,
        avgResponseMs: requests.completed ? Math.round((requests.totalMs / requests.completed) * 10) / 10 : null,
        activeUsers: recent.size,
      }).onConflictDoNothing();
      await tx.update(performanceInstances).set({ lastSampleAt: now }).where(eq(performanceInstances.id, instanceId));
      const kept = new Date(now.getTime() - PERFORMANCE_LIMITS.retentionDays * DAY_MS);
      await tx.delete(performanceSamples).where(lt(performanceSamples.sampledAt, kept));
      await tx.delete(performanceInstances).where(lt(performanceInstances.lastSampleAt, kept));
      await tx.delete(performanceActiveUsers).where(lt(performanceActiveUsers.lastSeenAt, new Date(now.getTime() - ACTIVE_MS)));
    });
  };

  const stopTimer = startPeriodic(sample, log, intervalMs, 'performance sample', { atStart: true });

  return {
    instanceId,
    sample,
    async flushUsers(reader) {
      if (!intervalMs) return;
      const seen = ctx.requestStats.takeUsers();
      seen.set(reader, ctx.now());
      remember(seen);
      await register();
      await writeUsers(ctx.db, instanceId, seen);
    },
    async stop() {
      await stopTimer();
      if (!registered) return;
      try {
        await registered;
        await ctx.db.update(performanceInstances).set({ stoppedAt: ctx.now() }).where(eq(performanceInstances.id, instanceId));
      } catch (err) {
        // the database may be going away with the app; the instance then shows stopped by its silence
        log.warn({ err }, 'performance instance not marked stopped');
      }
    },
  };
}

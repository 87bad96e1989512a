import { bigint, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * A server process (one app) that reports its figures (decision 042). Written at its start and
 * touched by each sample; a clean shutdown sets `stopped_at`, a killed one just stops reporting.
 */
export const performanceInstances = pgTable(
  'performance_instances',
  {
    id: uuid('id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    bootedAt: timestamp('booted_at', { withTimezone: true }).notNull(),
    sampleSeconds: integer('sample_seconds').notNull(),
    lastSampleAt: timestamp('last_sample_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [index('performance_instances_last_sample_idx').on(t.lastSampleAt)],
);

/** One instance's figures over one sampling interval, ending at `sampled_at`. */
export const performanceSamples = pgTable(
  'performance_samples',
  {
    instanceId: uuid('instance_id').notNull().references(() => performanceInstances.id, { onDelete: 'cascade' }),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull(),
    rssBytes: bigint('rss_bytes', { mode: 'number' }).notNull(),
    heapUsedBytes: bigint('heap_used_bytes', { mode: 'number' }).notNull(),
    heapTotalBytes: bigint('heap_total_bytes', { mode: 'number' }).notNull(),
    cpuPercent: real('cpu_percent').notNull(),
    diskTotalBytes: bigint('disk_total_bytes', { mode: 'number' }),
    diskFreeBytes: bigint('disk_free_bytes', { mode: 'number' }),
    inFlight: integer('in_flight').notNull(),
    peakConcurrency: integer('peak_concurrency').notNull(),
    completed: integer('completed').notNull(),
    completedTotal: bigint('completed_total', { mode: 'number' }).notNull(),
    avgResponseMs: real('avg_response_ms'),
    activeUsers: integer('active_users').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.sampledAt] }),
    // the retention sweep
    index('performance_samples_sampled_at_idx').on(t.sampledAt),
  ],
);

/** The last request of a user on an instance: the active-user list and counts. */
export const performanceActiveUsers = pgTable(
  'performance_active_users',
  {
    instanceId: uuid('instance_id').notNull().references(() => performanceInstances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] }), index('performance_active_users_last_seen_idx').on(t.lastSeenAt)],
);

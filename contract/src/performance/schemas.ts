import { z } from 'zod';
import { ZPageQuery } from '../envelope.js';

/*
 * Performance monitoring (spec §2 "performance monitoring", §7 /rest/performance/*; decision 042):
 * every server process writes a sample of its figures every few seconds, so one screen shows every
 * instance of a deployment, and a Prometheus server scrapes each instance's /metrics.
 */

/** The spans a chart may show, in hours. */
export const PERFORMANCE_HOURS = [1, 6, 24] as const;
export type PerformanceHours = (typeof PERFORMANCE_HOURS)[number];

export const PERFORMANCE_LIMITS = {
  /** Points of a chart at most: a span's samples are averaged into this many buckets. */
  seriesPoints: 120,
  /** Samples (and instances that stopped reporting) older than this are deleted. */
  retentionDays: 7,
  /** A user with a request in the last this many minutes counts as active. */
  activeUserMinutes: 15,
  /** An instance whose last sample is older than this many of its intervals counts as stopped. */
  staleIntervals: 3,
} as const;

export const ZPerformancePageRequest = ZPageQuery.extend({
  /** The span of the charts (1, 6 or 24 hours back from now). */
  hours: z.union([z.literal(1), z.literal(6), z.literal(24)]).default(1),
  /** Only instances that report (true) or that stopped (false); unset: all, reporting ones first. */
  running: z.boolean().optional(),
});
export type TPerformancePageRequest = z.input<typeof ZPerformancePageRequest>;

/** One sample's figures: the interval is the one ending at `at`. */
export const ZPerformanceFigures = z.object({
  at: z.string(),
  /** Resident set size of the process. */
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  heapTotalBytes: z.number(),
  /** CPU time of the process over the interval, in percent of one core (above 100 with worker threads). */
  cpuPercent: z.number(),
  /** The file system of the data directory; null where it could not be read. */
  diskTotalBytes: z.number().nullable(),
  diskFreeBytes: z.number().nullable(),
  /** Requests being answered when the sample was taken. */
  inFlight: z.number().int(),
  /** The most requests answered at once during the interval. */
  peakConcurrency: z.number().int(),
  /** Requests answered during the interval. */
  completed: z.number().int(),
  /** Requests answered since the instance started. */
  completedTotal: z.number().int(),
  /** Their mean response time; null when none was answered. */
  avgResponseMs: z.number().nullable(),
  /** Distinct users with a request on this instance in the last PERFORMANCE_LIMITS.activeUserMinutes. */
  activeUsers: z.number().int(),
});
export type TPerformanceFigures = z.infer<typeof ZPerformanceFigures>;

/** One point of a chart: the samples of one bucket, averaged (peaks: the highest). */
export const ZPerformancePoint = z.object({
  at: z.string(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  cpuPercent: z.number(),
  peakConcurrency: z.number().int(),
  avgResponseMs: z.number().nullable(),
  /** Requests answered in the bucket. */
  completed: z.number().int(),
  activeUsers: z.number().int(),
});
export type TPerformancePoint = z.infer<typeof ZPerformancePoint>;

/** A server process (one app) and its figures. */
export const ZPerformanceInstance = z.object({
  id: z.string().uuid(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  /** When the process started. */
  bootedAt: z.string(),
  /** Seconds from boot to the last sample (or to now while it reports). */
  uptimeSeconds: z.number().int(),
  sampleSeconds: z.number().int(),
  lastSampleAt: z.string(),
  /** When it said it stopped (a clean shutdown); null otherwise. */
  stoppedAt: z.string().nullable(),
  /** Reporting: not stopped, and its last sample is recent. */
  running: z.boolean(),
  /** The newest sample; null before the first. */
  current: ZPerformanceFigures.nullable(),
  /** Oldest first, over the requested span. */
  series: z.array(ZPerformancePoint),
});
export type TPerformanceInstance = z.infer<typeof ZPerformanceInstance>;

export const ZPerformancePage = z.object({
  contents: z.array(ZPerformanceInstance),
  count: z.number().int().nonnegative(),
  hours: z.number().int(),
  /** The width of one chart point. */
  bucketSeconds: z.number().int(),
  /** Distinct active users over every instance. */
  activeUsers: z.number().int(),
  /** The server's clock, for "seconds ago". */
  now: z.string(),
});
export type TPerformancePage = z.infer<typeof ZPerformancePage>;

export const ZPerformanceUsersQuery = ZPageQuery.extend({
  /** Account, name or company contains it (case-insensitive). */
  keyword: z.string().trim().max(100).optional(),
});
export type TPerformanceUsersQuery = z.input<typeof ZPerformanceUsersQuery>;

/** A user active in the last PERFORMANCE_LIMITS.activeUserMinutes, where last seen. */
export const ZPerformanceUser = z.object({
  id: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  company: z.string(),
  userType: z.string(),
  lastSeenAt: z.string(),
  instanceId: z.string().uuid(),
  host: z.string(),
  pid: z.number().int(),
});
export type TPerformanceUser = z.infer<typeof ZPerformanceUser>;

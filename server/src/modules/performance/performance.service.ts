import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  PERFORMANCE_LIMITS, type TPage, type TPerformanceFigures, type TPerformanceInstance, type TPerformancePage, type TPerformancePoint,
  type TPerformanceUser, ZPerformancePageRequest, ZPerformanceUsersQuery,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import { escapeLike, rowsOf } from '../../platform/sql.js';
import { users } from '../users/index.js';
import { performanceActiveUsers, performanceInstances, performanceSamples } from './performance.tables.js';

const ACTIVE_MS = PERFORMANCE_LIMITS.activeUserMinutes * 60_000;

/** Reporting: not stopped, and its last sample within a few of its intervals. */
const runningAt = (now: Date): SQL<boolean> => sql<boolean>`(${performanceInstances.stoppedAt} is null and ${performanceInstances.lastSampleAt} > ${now}::timestamptz - make_interval(secs => ${PERFORMANCE_LIMITS.staleIntervals} * ${performanceInstances.sampleSeconds}))`;

type SampleRow = typeof performanceSamples.$inferSelect;

function presentFigures(s: SampleRow): TPerformanceFigures {
  return {
    at: s.sampledAt.toISOString(),
    rssBytes: s.rssBytes, heapUsedBytes: s.heapUsedBytes, heapTotalBytes: s.heapTotalBytes,
    cpuPercent: s.cpuPercent, diskTotalBytes: s.diskTotalBytes, diskFreeBytes: s.diskFreeBytes,
    inFlight: s.inFlight, peakConcurrency: s.peakConcurrency, completed: s.completed, completedTotal: s.completedTotal,
    avgResponseMs: s.avgResponseMs, activeUsers: s.activeUsers,
  };
}

interface BucketRow {
  instance_id: string;
  t: number;
  rss: number;
  heap: number;
  cpu: number;
  peak: number;
  completed: number;
  avg_ms: number | null;
  active: number;
}

/** The instances, reporting ones first, each with its newest sample and its charts over `hours`. */
export async function findInstances(ctx: AppContext, req: z.output<typeof ZPerformancePageRequest>): Promise<TPerformancePage> {
  const now = ctx.now();
  const running = runningAt(now);
  const filter = req.running === undefined ? undefined : req.running ? running : sql`not ${running}`;
  const bucketSeconds = Math.round((req.hours * 3600) / PERFORMANCE_LIMITS.seriesPoints);
  const since = new Date(now.getTime() - req.hours * 3_600_000);

  const [rows, [{ total }], [{ active }]] = await Promise.all([
    ctx.db.select({ i: performanceInstances, running }).from(performanceInstances).where(filter)
      .orderBy(desc(running), desc(performanceInstances.lastSampleAt), performanceInstances.id)
      .limit(req.pageSize).offset((req.page - 1) * req.pageSize),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(performanceInstances).where(filter),
    ctx.db.select({ active: sql<number>`count(distinct ${performanceActiveUsers.userId})::int` }).from(performanceActiveUsers)
      .where(gt(performanceActiveUsers.lastSeenAt, new Date(now.getTime() - ACTIVE_MS))),
  ]);
  const ids = rows.map((r) => r.i.id);
  const [latest, buckets] = ids.length
    ? await Promise.all([
      ctx.db.selectDistinctOn([performanceSamples.instanceId]).from(performanceSamples)
        .where(inArray(performanceSamples.instanceId, ids))
        .orderBy(performanceSamples.instanceId, desc(performanceSamples.sampledAt)),
      // the samples of each bucket averaged (peaks: the highest; requests: added up), in SQL: a day at
      // a 30-second interval is 2,880 samples per instance, a chart needs 120 points
      ctx.db.execute(sql`
        select instance_id::text as instance_id,
               (floor(extract(epoch from sampled_at) / ${bucketSeconds}) * ${bucketSeconds})::float8 as t,
               avg(rss_bytes)::float8 as rss, avg(heap_used_bytes)::float8 as heap, avg(cpu_percent)::float8 as cpu,
               max(peak_concurrency)::int as peak, sum(completed)::int as completed,
               (sum(avg_response_ms * completed) / nullif(sum(completed) filter (where avg_response_ms is not null), 0))::float8 as avg_ms,
               max(active_users)::int as active
          from ${performanceSamples}
         where instance_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and sampled_at > ${since}
         group by 1, 2
         order by 1, 2`).then((r) => rowsOf<BucketRow>(r)),
    ])
    : [[], []];

  const latestBy = new Map(latest.map((s) => [s.instanceId, s]));
  const seriesBy = new Map<string, TPerformancePoint[]>();
  for (const b of buckets) {
    const list = seriesBy.get(b.instance_id) ?? [];
    list.push({
      at: new Date(Number(b.t) * 1000).toISOString(),
      rssBytes: Math.round(Number(b.rss)), heapUsedBytes: Math.round(Number(b.heap)), cpuPercent: Math.round(Number(b.cpu) * 10) / 10,
      peakConcurrency: Number(b.peak), completed: Number(b.completed),
      avgResponseMs: b.avg_ms === null ? null : Math.round(Number(b.avg_ms) * 10) / 10, activeUsers: Number(b.active),
    });
    seriesBy.set(b.instance_id, list);
  }

  const contents: TPerformanceInstance[] = rows.map(({ i, running: isRunning }) => {
    const last = latestBy.get(i.id);
    const until = isRunning ? now : (i.stoppedAt ?? i.lastSampleAt);
    return {
      id: i.id, host: i.host, pid: i.pid, version: i.version,
      bootedAt: i.bootedAt.toISOString(),
      uptimeSeconds: Math.max(0, Math.round((until.getTime() - i.bootedAt.getTime()) / 1000)),
      sampleSeconds: i.sampleSeconds,
      lastSampleAt: i.lastSampleAt.toISOString(),
      stoppedAt: i.stoppedAt?.toISOString() ?? null,
      running: Boolean(isRunning),
      current: last ? presentFigures(last) : null,
      series: seriesBy.get(i.id) ?? [],
    };
  });
  return { contents, count: total, hours: req.hours, bucketSeconds, activeUsers: active, now: now.toISOString() };
}

/** Users with a request in the active window, most recent first, each where it was seen last. */
export async function findActiveUsers(ctx: AppContext, q: z.output<typeof ZPerformanceUsersQuery>): Promise<TPage<TPerformanceUser>> {
  const horizon = new Date(ctx.now().getTime() - ACTIVE_MS);
  const where: SQL[] = [gt(performanceActiveUsers.lastSeenAt, horizon)];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword.toLowerCase())}%`;
    where.push(or(
      sql`lower(${users.username}) like ${like}`, sql`lower(${users.name}) like ${like}`, sql`lower(${users.company}) like ${like}`,
    )!);
  }
  // each user once, at the instance that saw them last
  const last = ctx.db.selectDistinctOn([performanceActiveUsers.userId], {
    userId: performanceActiveUsers.userId, instanceId: performanceActiveUsers.instanceId, lastSeenAt: performanceActiveUsers.lastSeenAt,
  }).from(performanceActiveUsers)
    .innerJoin(users, eq(users.id, performanceActiveUsers.userId))
    .where(and(...where))
    .orderBy(performanceActiveUsers.userId, desc(performanceActiveUsers.lastSeenAt))
    .as('last');
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select({
      id: users.id, username: users.username, name: users.name, company: users.company, userType: users.userType,
      lastSeenAt: last.lastSeenAt, instanceId: last.instanceId, host: performanceInstances.host, pid: performanceInstances.pid,
    }).from(last)
      .innerJoin(users, eq(users.id, last.userId))
      .innerJoin(performanceInstances, eq(performanceInstances.id, last.instanceId))
      .orderBy(desc(last.lastSeenAt), users.id)
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(last),
  ]);
  return { contents: rows.map((r) => ({ ...r, lastSeenAt: r.lastSeenAt.toISOString() })), count: total };
}

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * The Prometheus exposition of this instance, for the holder of METRICS_TOKEN only: without one
 * configured there is nothing here (404), and a wrong or missing bearer token is a 401.
 */
export async function scrapeMetrics(ctx: AppContext, authorization: string | undefined): Promise<string> {
  const expected = ctx.config.metricsToken;
  if (!expected) throw new BizError('NOT_FOUND');
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  // compared as digests: equal lengths, and the time taken says nothing of the token
  if (!crypto.timingSafeEqual(digest(given), digest(expected))) throw new BizError('LOGIN_REQUIRED');
  return ctx.requestStats.metrics();
}

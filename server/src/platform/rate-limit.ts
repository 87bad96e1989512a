import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { PublicFamily } from '@portal/contract';
import { type Db } from './db.js';
import { rowsOf } from './sql.js';
import { BizError } from './errors.js';
import { rateLimitHits } from './rate-limit.tables.js';

/*
 * Public routes that write, send mail or answer about accounts, by family (PublicFamily, declared
 * by each endpoint): a family's routes share one count per address (docs/decisions/009-public-route-limits.md).
 */

/** A route's rate limit declaration: `config: { permission: 'public', rateLimit: publicLimit('login') }`. */
export const publicLimit = (family: PublicFamily) => ({ groupId: family });

export interface RateLimitSettings {
  /** Requests per address and family in one window. */
  max: number;
  windowMs: number;
  /** The `callback` family's max instead (the DMS reports every order); `max` when unset. */
  callbackMax?: number;
}

export interface Hit {
  /** Hits in the window so far, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}
type Done = (err: Error | null, hit: Hit) => void;

/**
 * One fixed window per key, counted by an atomic upsert on the database clock: every server
 * process on the database counts together, and the first hit after a window ended starts the next.
 * Also counts the uploads of each user (upload.ts).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const [row] = rowsOf<{ hits: number; ttl_ms: number | string }>(await db.execute(sql`
    insert into ${rateLimitHits} as h (key, hits, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when h.window_ends_at <= now() then 1 else h.hits + 1 end,
      window_ends_at = case when h.window_ends_at <= now() then excluded.window_ends_at else h.window_ends_at end
    returning hits, greatest(0, extract(epoch from window_ends_at - now()) * 1000) as ttl_ms`));
  return { current: row.hits, ttl: Math.ceil(Number(row.ttl_ms)) };
}

/** @fastify/rate-limit's store contract (a class it instantiates, `child` per limited route). */
function databaseStore(db: Db) {
  return class DatabaseStore {
    constructor(_options?: unknown, private readonly family = '') {}

    incr(key: string, done: Done, windowMs: number) {
      // The plugin appends the group to the address; the row key puts it first, readable.
      const address = this.family && key.endsWith(this.family) ? key.slice(0, -this.family.length) : key;
      countHit(db, `${this.family}|${address}`, windowMs).then((hit) => done(null, hit), (err: Error) => done(err, { current: 0, ttl: 0 }));
    }

    /**
     * The limiter of one route: its family, else the route itself. The plugin passes the route's
     * merged limit options (its typings say route options).
     */
    child(options: object) {
      const { groupId, routeInfo } = options as { groupId?: string; routeInfo?: { method?: string; url?: string } };
      return new DatabaseStore(undefined, groupId ?? `${routeInfo?.method} ${routeInfo?.url}`);
    }
  };
}

/**
 * Per-address limits on the public routes that declare one (`publicLimit`), answered with HTTP
 * 429 and the envelope in the caller's language. Registered before the routes; other routes are
 * not limited. Without settings (RATE_LIMIT=off) nothing is limited.
 */
export const publicRateLimits = fp<{ db: Db; settings: RateLimitSettings | null }>(async (app: FastifyInstance, { db, settings }) => {
  if (!settings) return;
  await app.register(rateLimit, {
    global: false,
    max: (req) => ((req.routeOptions.config as { rateLimit?: { groupId?: string } }).rateLimit?.groupId === 'callback' ? settings.callbackMax ?? settings.max : settings.max),
    timeWindow: settings.windowMs,
    store: databaseStore(db),
    // After the platform's onRequest hook, which has set the language of the answer.
    hook: 'onRequest',
    errorResponseBuilder: (_req, context) => new BizError('TOO_MANY_REQUESTS', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the requests of one interval came to (RequestStats.take). */
export interface RequestInterval {
  /** Requests being answered now. */
  inFlight: number;
  /** The most answered at once since the last take. */
  peakConcurrency: number;
  completed: number;
  /** Their response times added up. */
  totalMs: number;
  /** Since the app was built. */
  completedTotal: number;
  /** The users with a request since the last take, and when their last one came. */
  users: Map<string, Date>;
}

/** The route label of a request that matched no route (a 404): one series, whatever the URL. */
const UNMATCHED = 'unmatched';

let processMetrics: Registry | undefined;
/**
 * The process's default metrics (CPU, memory, event loop lag, GC), collected once per process:
 * they describe the process, not an app, and each collection keeps an event-loop monitor and a GC
 * observer running for good.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * The HTTP layer's figures of one app (decision 042): requests in flight, answered and their times
 * per interval for the performance samples (modules/performance reads them), the users seen, and
 * the Prometheus registry of its request-duration histogram by route pattern (the process's default
 * metrics beside it). One per app, so two apps in one process (tests) count apart.
 */
export class RequestStats {
  readonly registry = new Registry();
  readonly duration: Histogram<'route' | 'method' | 'status_code'>;
  private inFlight = 0;
  private peak = 0;
  private completed = 0;
  private totalMs = 0;
  private completedTotal = 0;
  private users = new Map<string, Date>();

  constructor() {
    processRegistry();
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from reading a request to answering it, by route pattern, method and status',
      labelNames: ['route', 'method', 'status_code'],
      // from a cached lookup to a large export
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [this.registry],
    });
    const inFlight = () => this.inFlight;
    new Gauge({
      name: 'http_requests_in_flight', help: 'Requests being answered', registers: [this.registry],
      collect() { this.set(inFlight()); },
    });
  }

  /** The Prometheus text of the process's metrics and this app's. */
  metrics(): Promise<string> {
    return Registry.merge([processRegistry(), this.registry]).metrics();
  }

  started(): void {
    this.inFlight += 1;
    if (this.inFlight > this.peak) this.peak = this.inFlight;
  }

  finished(route: string | undefined, method: string, status: number, ms: number, userId: string | undefined, at: Date): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.completed += 1;
    this.completedTotal += 1;
    this.totalMs += ms;
    this.duration.observe({ route: route ?? UNMATCHED, method, status_code: String(status) }, ms / 1000);
    if (userId) this.users.set(userId, at);
  }

  /** The interval's figures; the next interval starts now. */
  take(): RequestInterval {
    const interval: RequestInterval = {
      inFlight: this.inFlight, peakConcurrency: this.peak, completed: this.completed, totalMs: this.totalMs,
      completedTotal: this.completedTotal, users: this.users,
    };
    this.peak = this.inFlight;
    this.completed = 0;
    this.totalMs = 0;
    this.users = new Map();
    return interval;
  }

  /** The users seen since the last take, handed over now (the active-user list wants them at once). */
  takeUsers(): Map<string, Date> {
    const users = this.users;
    this.users = new Map();
    return users;
  }
}

const counted = new WeakSet<FastifyRequest>();

/**
 * Counts every request of the app into `stats`, the refused ones too: registered before the guard,
 * so a flood of 401s shows. A request whose client went away counts once, when Fastify gives up on it.
 */
export const requestMetrics = fp<{ stats: RequestStats; now: () => Date }>(async (app: FastifyInstance, { stats, now }) => {
  app.addHook('onRequest', async (req) => {
    counted.add(req);
    stats.started();
  });
  const finish = (req: FastifyRequest, status: number, ms: number) => {
    if (!counted.delete(req)) return;
    stats.finished(req.routeOptions.url, req.method, status, ms, req.user?.id, now());
  };
  app.addHook('onResponse', async (req, reply) => finish(req, reply.statusCode, reply.elapsedTime));
  app.addHook('onRequestAbort', async (req) => finish(req, 499, 0));
  app.addHook('onClose', async () => stats.registry.clear());
});

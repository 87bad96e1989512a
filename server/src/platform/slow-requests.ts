import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often the event loop's punctuality is checked. */
const TICK_MS = 200;

/**
 * Writes every wait longer than `slowMs` (SLOW_REQUEST_SECONDS) to the log at warn level, where a
 * production log (LOG_LEVEL=warn) keeps it: a request answered that long after the server read it,
 * and an event loop that did not turn for that long. The second is the wait no request timer sees:
 * a request's timer starts when its bytes have been read, and while the loop does not turn they sit
 * in the kernel, as does a connection not yet accepted (docs/decisions/035-embedded-database-under-load.md).
 */
export const slowRequestLog = fp<{ slowMs: number }>(async (app: FastifyInstance, { slowMs }) => {
  if (slowMs <= 0) return;
  let lastTick = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const blockedMs = Math.round(now - lastTick - TICK_MS);
    lastTick = now;
    if (blockedMs >= slowMs) app.log.warn({ blockedMs }, 'event loop blocked: requests arriving meanwhile waited unseen');
  }, TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.addHook('onResponse', async (req, reply) => {
    const waitedMs = Math.round(reply.elapsedTime);
    if (waitedMs >= slowMs) req.log.warn({ req, statusCode: reply.statusCode, waitedMs }, 'slow request');
  });
});

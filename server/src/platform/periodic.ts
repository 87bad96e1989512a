import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `intervalMs` (never when 0), one run at a time, and with `atStart` once at
 * once too (what a crash left needs no wait for the first interval). The timer does not keep the
 * process alive, and the returned stop waits for a run under way, so the database is not closed
 * beneath it. `what` names the task in the log.
 */
export function startPeriodic(
  task: () => Promise<unknown>, log: FastifyBaseLogger, intervalMs: number, what: string, opts: { atStart?: boolean } = {},
): () => Promise<void> {
  if (intervalMs <= 0) return async () => {};
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task()
      .then((result) => log.debug({ result }, what))
      .catch((err: unknown) => log.warn({ err }, `${what} failed`))
      .finally(() => { running = null; });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  if (opts.atStart) run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

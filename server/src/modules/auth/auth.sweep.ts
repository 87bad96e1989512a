import { inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { startPeriodic } from '../../platform/periodic.js';
import { rateLimitHits } from '../../platform/rate-limit.tables.js';
import { outboxCallbackSignatures } from '../../platform/outbox.tables.js';
import { captchas, ssoLogins, tokens } from './auth.tables.js';
import { resetTickets, verificationCodes } from '../users/index.js';

/** Rows one statement deletes: a sweep never holds a long lock (or PGlite's one session) at once. */
export const SWEEP_BATCH = 1000;
/** Statements per kind and sweep; what is left waits for the next sweep. */
const SWEEP_MAX_BATCHES = 50;

interface Sweepable {
  name: string;
  table: PgTable;
  id: PgColumn;
  /** Rows nobody can use any more. */
  spent: (now: Date) => SQL | undefined;
}

/**
 * What public routes and sessions leave behind (the counts of ended rate-limit windows, the used DMS callback signatures). A used captcha is deleted when it is answered, so
 * only unanswered ones expire here; a revoked token is refused anyway, so it goes at once.
 */
const SWEEPABLE: Sweepable[] = [
  { name: 'captchas', table: captchas, id: captchas.id, spent: (now) => lt(captchas.expiresAt, now) },
  { name: 'tokens', table: tokens, id: tokens.id, spent: (now) => or(lt(tokens.expiresAt, now), isNotNull(tokens.revokedAt)) },
  // A single sign-on attempt the browser never came back from (a finished one is deleted by its callback).
  { name: 'ssoLogins', table: ssoLogins, id: ssoLogins.stateHash, spent: (now) => lt(ssoLogins.expiresAt, now) },
  { name: 'verificationCodes', table: verificationCodes, id: verificationCodes.id, spent: (now) => lt(verificationCodes.expiresAt, now) },
  { name: 'resetTickets', table: resetTickets, id: resetTickets.id, spent: (now) => lt(resetTickets.expiresAt, now) },
  // A window that has ended counts from 1 again; its row only takes room.
  { name: 'rateLimitHits', table: rateLimitHits, id: rateLimitHits.key, spent: (now) => lt(rateLimitHits.windowEndsAt, now) },
  // A callback signature past its window fails the timestamp check anyway (decision 033).
  { name: 'callbackSignatures', table: outboxCallbackSignatures, id: outboxCallbackSignatures.signature, spent: (now) => lt(outboxCallbackSignatures.expiresAt, now) },
];

/** Deletes spent rows in bounded batches; answers how many of each kind went. */
export async function sweepExpired(ctx: AppContext): Promise<Record<string, number>> {
  const now = ctx.now();
  const removed: Record<string, number> = {};
  for (const kind of SWEEPABLE) {
    removed[kind.name] = 0;
    for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
      const ids = ctx.db.select({ id: kind.id }).from(kind.table).where(kind.spent(now)).limit(SWEEP_BATCH);
      const gone = await ctx.db.delete(kind.table).where(inArray(kind.id, ids)).returning({ id: kind.id });
      removed[kind.name] += gone.length;
      if (gone.length < SWEEP_BATCH) break;
    }
  }
  return removed;
}

/** Sweeps every `intervalMs` (never when 0); see startPeriodic. */
export function startSweeper(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
  return startPeriodic(() => sweepExpired(ctx), log, intervalMs, 'sweeping expired rows');
}

import type { TInquiryDurations, TInquiryStatus } from '@portal/contract';

/** Statuses after which no clock runs. */
const STOPPED: readonly TInquiryStatus[] = ['CLOSED', 'REVOKED', 'INVALID'];

const hours = (ms: number) => Math.round((ms / 3_600_000) * 100) / 100;

/**
 * Durations in hours from the status log (oldest first): the time spent in each status, summed
 * over every stay, the last stay counted until `now` unless the inquiry stopped. Because each
 * figure only counts its own status, the clock is paused while SUSPENDED: suspended time goes to
 * `suspend` and to nothing else.
 */
export function computeDurations(log: readonly { toStatus: string; createdAt: Date }[], now: Date): TInquiryDurations {
  const spent = new Map<string, number>();
  for (let i = 0; i < log.length; i++) {
    const status = log[i].toStatus;
    const next = log[i + 1];
    if (!next && STOPPED.includes(status as TInquiryStatus)) continue;
    const end = next ? next.createdAt : now;
    spent.set(status, (spent.get(status) ?? 0) + Math.max(0, end.getTime() - log[i].createdAt.getTime()));
  }
  const of = (s: TInquiryStatus) => spent.get(s) ?? 0;
  return {
    response: hours(of('PENDING')),
    suspend: hours(of('SUSPENDED')),
    handle: hours(of('PROCESSING')),
    consume: hours(of('PENDING') + of('PROCESSING')),
    closing: hours(of('SOLVED')),
  };
}

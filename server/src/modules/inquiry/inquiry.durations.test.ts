import { describe, expect, it } from 'vitest';
import { computeDurations } from './inquiry.durations.js';

const at = (h: number) => new Date(Date.UTC(2026, 0, 1) + h * 3_600_000);
const log = (...steps: [string, number][]) => steps.map(([toStatus, h]) => ({ toStatus, createdAt: at(h) }));

describe('inquiry durations', () => {
  it('counts each status from the log, the open one until now', () => {
    const d = computeDurations(log(['DRAFT', 0], ['PENDING', 1], ['PROCESSING', 3.5], ['SOLVED', 10]), at(12));
    expect(d).toEqual({ response: 2.5, suspend: 0, handle: 6.5, consume: 9, closing: 2 });
  });

  it('pauses the handling clock while SUSPENDED', () => {
    const d = computeDurations(log(['PENDING', 0], ['PROCESSING', 1], ['SUSPENDED', 2], ['PROCESSING', 50], ['SOLVED', 51], ['CLOSED', 52]), at(1000));
    expect(d).toEqual({ response: 1, suspend: 48, handle: 2, consume: 3, closing: 1 });
  });

  it('stops every clock once closed, revoked or invalid', () => {
    expect(computeDurations(log(['PENDING', 0], ['REVOKED', 4]), at(100))).toEqual({ response: 4, suspend: 0, handle: 0, consume: 4, closing: 0 });
    expect(computeDurations(log(['PENDING', 0], ['PROCESSING', 1], ['INVALID', 2]), at(100)).handle).toBe(1);
  });

  it('sums every stay when an inquiry is reopened', () => {
    const d = computeDurations(log(['PENDING', 0], ['PROCESSING', 1], ['SOLVED', 2], ['PROCESSING', 5], ['SOLVED', 6], ['CLOSED', 7]), at(9));
    expect(d).toEqual({ response: 1, suspend: 0, handle: 2, consume: 3, closing: 4 });
  });

  it('rounds to two decimals', () => {
    expect(computeDurations(log(['PENDING', 0]), at(1 / 3)).response).toBe(0.33);
  });
});

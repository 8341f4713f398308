import { describe, expect, it } from 'vitest';
import { backoffDelayMs, nextAttemptAt, type BackoffPolicy } from './index.ts';

const MINUTE = 60_000;

describe('back-off', () => {
  it('doubles from the first delay up to the cap', () => {
    const policy: BackoffPolicy = { firstDelayMs: 30_000, maxDelayMs: 4 * MINUTE };
    expect([1, 2, 3, 4, 5, 6, 40].map((n) => backoffDelayMs(policy, n))).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      4 * MINUTE,
      4 * MINUTE,
      4 * MINUTE,
    ]);
    // Before any failure (0) it waits the first delay, never less.
    expect(backoffDelayMs(policy, 0)).toBe(30_000);
  });

  it('gives up after the last allowed attempt', () => {
    const policy: BackoffPolicy = { firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, maxAttempts: 3 };
    const now = new Date('2026-11-30T10:00:00Z');
    expect(nextAttemptAt(policy, 1, now)).toEqual(new Date('2026-11-30T10:01:00Z'));
    expect(nextAttemptAt(policy, 2, now)).toEqual(new Date('2026-11-30T10:02:00Z'));
    expect(nextAttemptAt(policy, 3, now)).toBeNull();
  });

  it('gives up when the next attempt would fall outside the window from the first', () => {
    const policy: BackoffPolicy = { firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, windowMs: 90 * MINUTE };
    const startedAt = new Date('2026-11-30T10:00:00Z');
    const at = (minutes: number) => new Date(startedAt.getTime() + minutes * MINUTE);
    expect(nextAttemptAt(policy, 6, at(30), startedAt)).toEqual(at(62)); // 32 minutes later
    expect(nextAttemptAt(policy, 7, at(30), startedAt)).toEqual(at(90)); // exactly at the window's end
    expect(nextAttemptAt(policy, 7, at(31), startedAt)).toBeNull();
  });
});

// Retry back-off kept on an outbox row (a webhook delivery, a notification): the row, not the
// job queue, holds when to try next, so a retry survives restarts and outages of any length.
// One formula for every outbox: the wait doubles from `firstDelayMs` up to `maxDelayMs`; each
// outbox keeps its own bound (a number of tries, or a window since the first one).

export interface BackoffPolicy {
  /** The wait after the first failed attempt. */
  firstDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
  /** Give up once this many attempts have failed. */
  maxAttempts?: number;
  /** Give up when the next attempt would fall later than this after `startedAt`. */
  windowMs?: number;
}

/** The wait after the `attempts`-th failed attempt (1-based): first, 2×first, 4×first … capped. */
export function backoffDelayMs(policy: BackoffPolicy, attempts: number): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/**
 * When to try again after `attempts` failed attempts at `now`, or null when the policy's bound
 * is reached (give up). `startedAt` (the first attempt's time) is needed with a window.
 */
export function nextAttemptAt(policy: BackoffPolicy, attempts: number, now: Date, startedAt: Date = now): Date | null {
  if (policy.maxAttempts !== undefined && attempts >= policy.maxAttempts) return null;
  const next = now.getTime() + backoffDelayMs(policy, attempts);
  if (policy.windowMs !== undefined && next > startedAt.getTime() + policy.windowMs) return null;
  return new Date(next);
}

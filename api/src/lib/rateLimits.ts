import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitError } from '../errors.ts';
import { inEnglish, PARTNER_RATE_LIMIT } from '../shared/rules.ts';

/** What each abuse limit allows: `points` attempts per `duration` seconds. */
const policies = {
  /** Failed sign-ins per account and address. */
  loginFailure: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed sign-ins per account, whatever the address (a spread-out guess at one account). */
  loginFailureAccount: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed sign-ins per address, whatever the account (one address spraying many accounts). */
  loginFailureAddress: { points: 20, duration: 15 * 60, blockDuration: 15 * 60 },
  eligibility: { points: 20, duration: 60 * 60 },
  registration: { points: 10, duration: 60 * 60 },
  forgotPassword: { points: 5, duration: 60 * 60 },
  /** Phone verification codes sent per customer (each one is an SMS or WhatsApp message we pay for). */
  phoneVerification: { points: 5, duration: 60 * 60 },
  /** A partner key's requests per minute: each key's own limit (`consumeWithin`), at most the bound. */
  partnerMinute: { points: PARTNER_RATE_LIMIT.max, duration: 60 },
} as const;

export type LimitName = keyof typeof policies;

export interface RateLimits {
  /** Counts one attempt; throws RateLimitError when the limit is reached. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws when the key is already blocked, without counting. */
  check(name: LimitName, key: string): Promise<void>;
  /**
   * Counts one attempt against a limit set per key (`limit`, at most the policy's points): what
   * each partner key has. Throws RateLimitError, with the seconds until the window ends, beyond it.
   */
  consumeWithin(name: LimitName, key: string, limit: number): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

// A catalogue message with its value: the web app says it again in the page's language.
const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
const tooMany = (res: RateLimiterRes) =>
  new RateLimitError(
    inEnglish(/*i18n*/ 'Too many attempts. Please try again in {minutes} minute(s).', {
      minutes: Math.ceil(res.msBeforeNext / 60000),
    }),
    secondsLeft(res),
  );
const overKeyLimit = (res: RateLimiterRes, limit: number) =>
  new RateLimitError(
    inEnglish(/*i18n*/ 'Rate limit reached: {limit} requests per minute. Try again in {seconds} s.', {
      limit,
      seconds: secondsLeft(res),
    }),
    secondsLeft(res),
  );

/**
 * Postgres-backed limits (shared by every replica) when a server URL is given;
 * in-process counters on the embedded single-process database.
 */
export function createRateLimits(
  databaseUrl?: string,
  multiplier = 1,
  onConnectionError: (error: Error) => void = () => {},
): RateLimits {
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 2 }) : null;
  // An idle client whose connection the server ends (restart, failover) emits 'error' on the
  // pool; without a listener Node would end the process. The pool replaces the client itself.
  pool?.on('error', onConnectionError);
  const limiters = Object.fromEntries(
    Object.entries(policies).map(([name, basePolicy]) => {
      const policy = { ...basePolicy, points: basePolicy.points * multiplier };
      return [
        name,
        pool
          ? new RateLimiterPostgres({
              ...policy,
              storeClient: pool,
              storeType: 'pool',
              tableName: 'rate_limits',
              tableCreated: true, // made by the migrations
              keyPrefix: name,
            })
          : new RateLimiterMemory({ ...policy, keyPrefix: name }),
      ];
    }),
  ) as Record<LimitName, RateLimiterMemory | RateLimiterPostgres>;

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error);
        throw error;
      }
    },
    async consumeWithin(name, key, limit) {
      let res: RateLimiterRes;
      try {
        res = await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw overKeyLimit(error, limit);
        throw error;
      }
      if (res.consumedPoints > limit) throw overKeyLimit(res, limit);
    },
    async check(name, key) {
      const res = await limiters[name].get(key);
      if (res && res.consumedPoints >= limiters[name].points) throw tooMany(res);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    async close() {
      await pool?.end();
    },
  };
}

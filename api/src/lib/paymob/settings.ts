import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/** Where the simulator is mounted on our own server. */
export const SIMULATOR_PREFIX = '/paymob-sim';

/**
 * Everything the client, the verifiers and the simulator need. `live` talks
 * to Paymob; `simulator` to our own /paymob-sim with keys made for this
 * process. Nothing else differs: the same requests, callbacks and checks.
 */
export interface PaymobSettings {
  mode: 'live' | 'simulator';
  /** Origin (and path prefix for the simulator), no trailing slash. */
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrations: {
    /** Online card integration (3-D Secure, tokenisation enabled) used by the hosted checkout. */
    card: number;
    /** MOTO integration for merchant-initiated charges of a saved card; unset = no weekly charges. */
    moto?: number;
  };
  /** Bound on each call to Paymob, connection included. */
  timeoutMs: number;
}

/**
 * The simulator's keys: random per process, so a demo deployment without
 * Paymob keys cannot be driven (or its webhooks forged) by anyone who read
 * this file. Shaped like Paymob's Egyptian test keys.
 */
const simulatorKeys = {
  secretKey: `egy_sk_test_sim${randomBytes(24).toString('hex')}`,
  publicKey: `egy_pk_test_sim${randomBytes(16).toString('hex')}`,
  hmacSecret: randomBytes(32).toString('hex').toUpperCase(),
};

/** Integration ids the simulator knows (any positive numbers would do). */
export const SIMULATOR_INTEGRATIONS = { card: 4_100_001, moto: 4_100_002 } as const;

type PaymobConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'PAYMOB_SECRET_KEY'
  | 'PAYMOB_PUBLIC_KEY'
  | 'PAYMOB_HMAC_SECRET'
  | 'PAYMOB_CARD_INTEGRATION_ID'
  | 'PAYMOB_MOTO_INTEGRATION_ID'
  | 'PAYMOB_BASE_URL'
  | 'PAYMOB_TIMEOUT_MS'
>;

/**
 * Reads the Paymob settings from the configuration. With PAYMOB_SECRET_KEY
 * set, the public key, HMAC secret and card integration are required (a half
 * configuration fails at start-up rather than at the first payment); with no
 * Paymob key at all, the simulator under PUBLIC_URL answers.
 */
export function paymobSettings(config: PaymobConfig): PaymobSettings {
  const given = {
    PAYMOB_SECRET_KEY: config.PAYMOB_SECRET_KEY,
    PAYMOB_PUBLIC_KEY: config.PAYMOB_PUBLIC_KEY,
    PAYMOB_HMAC_SECRET: config.PAYMOB_HMAC_SECRET,
    PAYMOB_CARD_INTEGRATION_ID: config.PAYMOB_CARD_INTEGRATION_ID,
  };
  const missing = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 0) {
    return {
      mode: 'live',
      baseUrl: config.PAYMOB_BASE_URL.replace(/\/+$/, ''),
      secretKey: given.PAYMOB_SECRET_KEY!,
      publicKey: given.PAYMOB_PUBLIC_KEY!,
      hmacSecret: given.PAYMOB_HMAC_SECRET!,
      integrations: { card: given.PAYMOB_CARD_INTEGRATION_ID!, moto: config.PAYMOB_MOTO_INTEGRATION_ID },
      timeoutMs: config.PAYMOB_TIMEOUT_MS,
    };
  }
  if (missing.length < Object.keys(given).length || config.PAYMOB_MOTO_INTEGRATION_ID !== undefined) {
    throw new Error(
      `Incomplete Paymob configuration: set ${missing.join(', ')} (or no PAYMOB_* key, for the simulator)`,
    );
  }
  return {
    mode: 'simulator',
    baseUrl: `${config.PUBLIC_URL.replace(/\/+$/, '')}${SIMULATOR_PREFIX}`,
    ...simulatorKeys,
    integrations: { ...SIMULATOR_INTEGRATIONS },
    timeoutMs: config.PAYMOB_TIMEOUT_MS,
  };
}

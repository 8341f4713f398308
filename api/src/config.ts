import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A "true"/"false" environment variable, as a boolean. */
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
/** Text, an empty value counting as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset (or empty, as compose files often leave it): embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.preprocess((v) => v || undefined, z.string().url().optional()),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /**
   * The public address: links sent by e-mail, the Paymob callbacks and the customer's way back
   * from the hosted checkout, the one origin trusted with cookies. Unset (or empty): the address
   * the server really listens on, `http://localhost:<PORT>` (see publicUrlOf).
   */
  PUBLIC_URL: z.preprocess((v) => v || undefined, z.string().url().optional()),
  /**
   * Partner origins allowed to call the API from a browser (comma-separated,
   * e.g. `https://partner.example`). They get CORS without credentials; only
   * PUBLIC_URL's origin is allowed cookies.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${origin}` });
        }
      }
      return origins;
    }),
  /** GraphiQL at /graphql: on outside production; in production only when `true`. */
  GRAPHIQL: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web/dist')),
  /** The web app's prerenderer (`vite build --ssr`); absent: every page is rendered in the browser. */
  WEB_SSR_DIST: z.string().default(path.join(repoRoot, 'web/dist-ssr')),
  PERSISTED_OPERATIONS: z.string().default(path.join(repoRoot, 'web/persisted-queries.json')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('MealBox <hello@mealbox.local>'),
  /** Where customers reach us (the site footer and the help page): WhatsApp, phone, e-mail. */
  CONTACT_WHATSAPP: z
    .string()
    .regex(/^\+\d{8,15}$/, 'an international number, e.g. +201000000000')
    .default('+201000000000'),
  CONTACT_PHONE: z.string().min(3).max(40).default('+20 2 2735 0000'),
  CONTACT_EMAIL: z.string().email().default('support@mealbox.eg'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag('true'),
  /** With SEED_DEMO: also a demo order book (customers, 8 weeks of orders, the next delivery). Tests turn it off. */
  SEED_DEMO_ORDERS: flag('true'),
  /** Scales every abuse limit (tests raise it; 1 in production). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
  /**
   * On SIGTERM/SIGINT everything must be closed within this bound (Docker's
   * `docker stop` waits 10 s before SIGKILL); requests in flight get 80 % of it.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /** Trust X-Forwarded-* from a load balancer. */
  TRUST_PROXY: flag('false'),
  /** Paymob (all unset: the built-in simulator at /paymob-sim, with its own per-process keys). */
  PAYMOB_SECRET_KEY: optionalText,
  PAYMOB_PUBLIC_KEY: optionalText,
  PAYMOB_HMAC_SECRET: optionalText,
  PAYMOB_CARD_INTEGRATION_ID: z.preprocess((v) => v || undefined, z.coerce.number().int().positive().optional()),
  PAYMOB_MOTO_INTEGRATION_ID: z.preprocess((v) => v || undefined, z.coerce.number().int().positive().optional()),
  PAYMOB_BASE_URL: z.string().url().default('https://accept.paymob.com'),
  PAYMOB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** WhatsApp Business Cloud API (token or phone number id unset: the offline simulator, shown at /dev/outbox). */
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_BASE_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /** SMS through Twilio (any of the three unset: the offline simulator). FROM: a sender id or a Messaging Service (MG…). */
  SMS_TWILIO_ACCOUNT_SID: optionalText,
  SMS_TWILIO_AUTH_TOKEN: optionalText,
  SMS_TWILIO_FROM: optionalText,
  SMS_TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** How long one WhatsApp or SMS call may take before it counts as an outage (retried later). */
  MESSAGING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Set: uploads go to this S3 bucket; unset: local disk under DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible endpoint (MinIO, R2); unset: AWS for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the AWS SDK's default credential chain (instance role, env, profile). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (MinIO needs them). */
  S3_FORCE_PATH_STYLE: flag('false'),
  /** Prepended to every object key, to share a bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'segments of letters, digits, _ or -, each ending with /')
    .default(''),
  /** How long an admin's upload URL (`POST /api/objects/upload`) stays valid. */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /**
   * How long a public answer (REST or GraphQL) is served from memory. Changes
   * drop answers at once (across replicas through LISTEN/NOTIFY); this bounds
   * how stale a replica that missed a notification can be.
   */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * How long a customer's session is trusted from memory. Ending sessions drops them at once (across
   * replicas through LISTEN/NOTIFY); this bounds how long a replica that missed it could honour one.
   * 0: every request reads its session from the database.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** How many customer sessions one process keeps in memory (least recently used go first). */
  SESSION_CACHE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** The PostgreSQL channel replicas announce public changes on (one per deployment sharing a database). */
  PUBLIC_CHANGES_CHANNEL: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lower-case SQL identifier')
    .default('mealbox_public_changes'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  /** Given, or the address the server listens on (HOST and PORT). */
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set, rather than taken from HOST and PORT. */
  publicUrlGiven: boolean;
  sessionDays: number;
  cookieSecure: boolean;
  /** PUBLIC_URL's origin: the web app's own, the only one trusted with cookies. */
  publicOrigin: string;
  graphiql: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const base = { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? publicUrlOf(parsed.data) };
  return {
    ...base,
    sessionDays: 30,
    publicUrlGiven: parsed.data.PUBLIC_URL !== undefined,
    cookieSecure: base.PUBLIC_URL.startsWith('https://'),
    publicOrigin: new URL(base.PUBLIC_URL).origin,
    graphiql: base.GRAPHIQL ? base.GRAPHIQL === 'true' : base.NODE_ENV !== 'production',
    ...overrides,
  };
}

/**
 * The address a server listening on HOST:PORT is reached at from this machine (the URL the
 * start-up log prints): the wildcard addresses mean localhost. PUBLIC_URL's default, so that
 * `PORT=5000 npm start` sends the Paymob simulator's intention, its callbacks and the customer's
 * browser to port 5000. PORT=0 is resolved to a free port before this is read (main.ts).
 */
export function publicUrlOf({ HOST, PORT }: { HOST: string; PORT: number }): string {
  return `http://${browsableHost(HOST)}:${PORT}`;
}

/** A host to type in a browser: the wildcard addresses mean this machine; IPv6 in brackets. */
export function browsableHost(address: string): string {
  if (address === '0.0.0.0' || address === '::' || address === '') return 'localhost';
  return address.includes(':') ? `[${address}]` : address;
}

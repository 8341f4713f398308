import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** The public origin, used in links sent by e-mail. */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web/dist')),
  PERSISTED_OPERATIONS: z.string().default(path.join(repoRoot, 'web/persisted-queries.json')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('MealBox <hello@mealbox.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Scales every abuse limit (tests raise it; 1 in production). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
  /** Trust X-Forwarded-* from a load balancer. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema> & {
  sessionDays: number;
  cookieSecure: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const base = parsed.data;
  return {
    ...base,
    sessionDays: 30,
    cookieSecure: base.PUBLIC_URL.startsWith('https://'),
    ...overrides,
  };
}

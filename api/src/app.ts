import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { guardRootClient } from './db/transactionGuard.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './lib/jobs/index.ts';
import { createPublicChanges, type PublicChanges } from './lib/publicChanges/index.ts';
import { createRateLimits, type RateLimits } from './lib/rateLimits.ts';
import { createStorage, type ObjectStorage } from './lib/storage/index.ts';
import type { Logger } from './logger.ts';
import { loadWeekRules, type WeekRules } from './lib/weekRules/index.ts';
import type { Language } from './shared/rules.ts';

/**
 * Everything a service needs, built once per process. Services receive it
 * explicitly so tests can build one against any database and clock.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  db: Database;
  prisma: PrismaClient;
  limits: RateLimits;
  /** Scheduled and retried work (started after the server listens; see api/src/jobs.ts). */
  jobs: JobRunner;
  /** Uploaded files: local disk or S3. */
  storage: ObjectStorage;
  /** Announces committed changes to public data, so caches drop exactly what they showed. */
  publicChanges: PublicChanges;
  /** Week rules (a setting), loaded at start-up. */
  weekRules: WeekRules;
  /** The clock; tests move it. */
  now(): Date;
}

/**
 * Where a request comes from, as services see it: rate limits key on the address, sessions
 * record the browser. The HTTP layer builds it (`requestMeta`); services never read a request.
 */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The page's language the request came from (`chosenLanguageOf`); English when unsaid. */
  language?: Language;
}

export async function createAppContext(
  config: Config,
  logger: Logger,
  options: { now?: () => Date; dataDir?: string; jobs?: Pick<JobRunnerOptions, 'mode' | 'schema'> } = {},
): Promise<AppContext> {
  const now = options.now ?? (() => new Date());
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.dataDir ?? `${config.DATA_DIR}/pglite`,
    log: logger,
  });
  const storage = await createStorage(config);
  // A store that is not reachable yet (MinIO still starting) must not stop the
  // rest of the product: uploads fail and say why in the log until it is.
  await storage.init().catch((error: unknown) => logger.error({ err: error }, 'file storage is not ready'));
  return {
    config,
    logger,
    db,
    // Outside production a root-client query inside an interactive transaction fails at once.
    prisma: config.NODE_ENV === 'production' ? db.prisma : guardRootClient(db.prisma),
    limits: createRateLimits(config.DATABASE_URL, config.RATE_LIMIT_MULTIPLIER, (error) =>
      logger.warn({ err: error }, 'abuse-limit pool: an idle database connection was lost'),
    ),
    jobs: createJobRunner({ database: db.target, logger, now, ...options.jobs }),
    storage,
    publicChanges: await createPublicChanges(logger, {
      databaseUrl: config.DATABASE_URL,
      channel: config.PUBLIC_CHANGES_CHANNEL,
    }),
    weekRules: await loadWeekRules(db.prisma),
    now,
  };
}

export async function closeAppContext(app: AppContext): Promise<void> {
  await app.jobs.stop(); // no-op unless started; before the database it runs on closes
  await app.publicChanges.close();
  await app.limits.close();
  await app.storage.close();
  await app.db.close();
}

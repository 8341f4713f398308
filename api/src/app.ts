import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { createRateLimits, type RateLimits } from './lib/rateLimits.ts';
import type { Logger } from './logger.ts';
import { loadWeekRules } from './modules/catalog/weeks.service.ts';
import type { WeekRules } from './modules/catalog/weekRules.ts';

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
  /** Week rules (a setting), loaded at start-up. */
  weekRules: WeekRules;
  /** The clock; tests move it. */
  now(): Date;
}

export async function createAppContext(
  config: Config,
  logger: Logger,
  options: { now?: () => Date; dataDir?: string } = {},
): Promise<AppContext> {
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.dataDir ?? `${config.DATA_DIR}/pglite`,
    log: logger,
  });
  return {
    config,
    logger,
    db,
    prisma: db.prisma,
    limits: createRateLimits(config.DATABASE_URL, config.RATE_LIMIT_MULTIPLIER),
    weekRules: await loadWeekRules(db.prisma),
    now: options.now ?? (() => new Date()),
  };
}

export async function closeAppContext(app: AppContext): Promise<void> {
  await app.limits.close();
  await app.db.close();
}

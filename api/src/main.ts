import { closeAppContext, createAppContext } from './app.ts';
import { loadConfig } from './config.ts';
import { buildServer } from './http/server.ts';
import { createLogger } from './logger.ts';
import { ensureWeeks } from './modules/catalog/weeks.service.ts';
import { seedDemo } from './seed/seed.ts';

const startedAt = performance.now();
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

const app = await createAppContext(config, logger);
if (config.SEED_DEMO) await seedDemo(app.prisma, { log: (message) => logger.info(message) });
await ensureWeeks(app.prisma, app.now(), app.weekRules);

const server = await buildServer(app);
await server.listen({ port: config.PORT, host: config.HOST });
logger.info(
  { database: app.db.kind, startupMs: Math.round(performance.now() - startedAt) },
  `MealBox is ready on ${config.PUBLIC_URL} (GraphiQL at /graphql)`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await server.close(); // stops accepting, lets in-flight requests finish
    await closeAppContext(app);
    clearTimeout(force);
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The server process: what `npm start`, `npm run serve` and the Docker image
// run (compiled to api/dist/main.js; `npm run dev` runs this file with tsx).
// Start-up: migrate, seed an empty database, listen, start the jobs. On
// SIGTERM/SIGINT: close what was opened, newest first, and exit 0 within
// SHUTDOWN_TIMEOUT_MS (lib/shutdown).

import net, { type AddressInfo } from 'node:net';
import { closeAppContext, createAppContext } from './app.ts';
import { browsableHost, loadConfig, type Config } from './config.ts';
import { buildServer } from './http/server.ts';
import { startJobs } from './jobs.ts';
import { closeHttpServer, createShutdown } from './lib/shutdown/index.ts';
import { createLogger } from './logger.ts';
import { seedDemo } from './seed/seed.ts';

const startedAt = performance.now();
const config = await withPortResolved(loadConfig());
const logger = createLogger(config.LOG_LEVEL);
const shutdown = createShutdown({ logger, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });

await shutdown.startUp(async () => {
  // Register each thing to close right after opening it: shutdown closes them
  // in reverse order, so whatever is added below the database (storage
  // clients, queues) stops before the database closes.
  const app = await createAppContext(config, logger);
  shutdown.add('database', () => closeAppContext(app));

  if (config.SEED_DEMO) {
    await seedDemo(app.prisma, {
      log: (message) => logger.info(message),
      orders: config.SEED_DEMO_ORDERS ? { storage: app.storage } : undefined,
    });
  }

  const server = await buildServer(app);
  await server.listen({ port: config.PORT, host: config.HOST });
  await startJobs(app); // week generation and other scheduled work (api/src/jobs.ts)
  // Side by side, both bounded: the server stops accepting and lets requests in
  // flight finish (80 % of the bound); the jobs take no new work and let
  // running handlers finish (5 s) or release them for a retry.
  shutdown.add('http server and jobs', () =>
    Promise.all([
      closeHttpServer(server, { drainMs: Math.round(config.SHUTDOWN_TIMEOUT_MS * 0.8), logger }),
      app.jobs.stop(),
    ]),
  );

  const { address, port } = server.server.address() as AddressInfo;
  const url = `http://${browsableHost(address)}:${port}`;
  logger.info(
    { database: app.db.kind, address, port, url, startupMs: Math.round(performance.now() - startedAt) },
    `MealBox is ready at ${url} (GraphQL at ${url}/graphql)`,
  );
});

/**
 * PORT=0 asks for any free port; without PUBLIC_URL, the address derived from PORT must name the
 * port really bound (the Paymob simulator's intention and the customer's browser go there), so
 * the port is taken from the OS before anything reads the configuration.
 */
async function withPortResolved(config: Config): Promise<Config> {
  if (config.PORT !== 0 || config.publicUrlGiven) return config;
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, config.HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  return loadConfig({ ...process.env, PORT: String(port) });
}

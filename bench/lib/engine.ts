// Everything bench/deadline.mjs (and bench/mealprep.mjs) needs from the API, loaded through one tsImport
// so the modules are loaded once (two loads would give the Paymob client and
// the simulator different per-process keys).
export { loadConfig } from '../../api/src/config.ts';
export { createAppContext, closeAppContext } from '../../api/src/app.ts';
export { createLogger } from '../../api/src/logger.ts';
export { buildServer } from '../../api/src/http/server.ts';
export { seedDemo } from '../../api/src/seed/seed.ts';
export { registerJobs } from '../../api/src/jobs.ts';
export { ensureWeeks, weekIsLive } from '../../api/src/modules/catalog/index.ts';
export { ensureSubscriptionOrders, WEEK_DEADLINE_JOB } from '../../api/src/modules/subscriptions/index.ts';
export { SIMULATOR_TEST_TOKENS } from '../../api/src/lib/paymob/index.ts';
export { mealPrep } from '../../api/src/modules/kitchen/index.ts';

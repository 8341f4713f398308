// Every job the API runs, registered on the app's runner. main.ts starts them
// once the server listens; tests register them and drive them with runDue().

import type { AppContext } from './app.ts';
import { ensureWeeksJob } from './modules/catalog/index.ts';
import { expireIdempotencyKeysJob } from './lib/idempotency/index.ts';
import { notificationJobs } from './modules/notifications/index.ts';
import { releaseStaleCardAttemptsJob } from './modules/payments/index.ts';
import { subscriptionJobs } from './modules/subscriptions/index.ts';
import { partnerWebhookJobs } from './modules/partnerWebhooks/index.ts';

export function registerJobs(app: AppContext): void {
  app.jobs.register(ensureWeeksJob(app));
  app.jobs.register(releaseStaleCardAttemptsJob(app));
  app.jobs.register(...subscriptionJobs(app));
  app.jobs.register(expireIdempotencyKeysJob(app));
  app.jobs.register(...partnerWebhookJobs(app));
  app.jobs.register(...notificationJobs(app));
}

export async function startJobs(app: AppContext): Promise<void> {
  registerJobs(app);
  await app.jobs.start();
}

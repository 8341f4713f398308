// Sending as jobs: `partnerWebhooks.dispatch` runs every minute and fans out one
// `partnerWebhooks.deliver` job per due delivery (key: the delivery and its attempt number, so
// an attempt is enqueued once across replicas). Back-off lives in the delivery row
// (nextAttemptAt), not in the queue: the 24-hour window outlasts any queue retry policy.

import type { AppContext } from '../../app.ts';
import { defineJob } from '../../lib/jobs/index.ts';
import { attemptDelivery, dueDeliveries } from './deliveries.service.ts';

export const DISPATCH_WEBHOOKS_JOB = 'partnerWebhooks.dispatch';
export const DELIVER_WEBHOOK_JOB = 'partnerWebhooks.deliver';

export function deliverWebhookJob(app: AppContext) {
  return defineJob<{ deliveryId: number }>({
    name: DELIVER_WEBHOOK_JOB,
    // The attempt records its own failure and next time; a throw here is the database's.
    retry: { limit: 3, delaySeconds: 30 },
    timeoutSeconds: 120,
    concurrency: 5,
    async handler({ deliveryId }, { now }) {
      await attemptDelivery(app, deliveryId, now);
    },
  });
}

export function dispatchWebhooksJob(app: AppContext) {
  return defineJob({
    name: DISPATCH_WEBHOOKS_JOB,
    cron: '* * * * *',
    runOnStart: true,
    retry: { limit: 1, delaySeconds: 30 },
    async handler(_payload, { now }) {
      const due = await dueDeliveries(app, now);
      await app.jobs.enqueueMany(
        DELIVER_WEBHOOK_JOB,
        due.map((delivery) => ({
          payload: { deliveryId: delivery.id },
          key: `webhook:delivery:${delivery.id}:${delivery.attempts}`,
        })),
      );
    },
  });
}

export const partnerWebhookJobs = (app: AppContext) => [dispatchWebhooksJob(app), deliverWebhookJob(app)];

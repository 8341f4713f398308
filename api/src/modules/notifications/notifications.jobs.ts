// The outbox's jobs: `notifications.dispatch` every minute (and at start)
// enqueues a `notifications.send` per due row; each send claims and sends one
// row. Provider outages are retried by the row's own back-off (send.service.ts),
// so a send job fails only when the database does, and pg-boss retries it.

import type { AppContext } from '../../app.ts';
import { defineJob } from '../../lib/jobs/index.ts';
import { dispatchDue, SEND_JOB, sendNotification } from './send.service.ts';

export const DISPATCH_JOB = 'notifications.dispatch';

export const notificationJobs = (app: AppContext) => [
  defineJob({
    name: DISPATCH_JOB,
    cron: '* * * * *',
    runOnStart: true,
    retry: { limit: 2, delaySeconds: 30 },
    async handler(_payload, { now }) {
      await dispatchDue(app, now);
    },
  }),
  defineJob<{ notificationId: number }>({
    name: SEND_JOB,
    concurrency: 4,
    retry: { limit: 5, delaySeconds: 30, backoff: true, maxDelaySeconds: 600 },
    async handler({ notificationId }, { now }) {
      await sendNotification(app, notificationId, now);
    },
  }),
];

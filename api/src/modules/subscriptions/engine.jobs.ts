// The engine as jobs on the queue (api/src/lib/jobs):
// - `subscriptions.engine`, every 15 minutes (Cairo) and at start: orders for
//   live weeks, 48-hour reminders, and a deadline run enqueued for each week
//   whose deadline passed with orders still to lock or charge.
// - `subscriptions.week-deadline`, one per week (key `deadline:week:<id>`, so
//   a week never has two runs waiting or running at once across replicas):
//   locks and charges; when Paymob is down it fails and is retried with
//   back-off (1, 2, 4 … minutes up to an hour), nothing lost.

import type { AppContext } from '../../app.ts';
import { defineJob } from '../../lib/jobs/index.ts';
import {
  ensureSubscriptionOrders,
  processWeekDeadline,
  sendDeadlineReminders,
  weeksPastDeadline,
} from './engine.service.ts';

export const ENGINE_JOB = 'subscriptions.engine';
export const WEEK_DEADLINE_JOB = 'subscriptions.week-deadline';

export function weekDeadlineJob(app: AppContext) {
  return defineJob<{ weekId: number }>({
    name: WEEK_DEADLINE_JOB,
    retry: { limit: 12, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
    timeoutSeconds: 60 * 60,
    async handler({ weekId }) {
      const result = await processWeekDeadline(app, weekId);
      app.logger.info({ weekId, ...result }, 'week deadline processed');
    },
  });
}

export function engineJob(app: AppContext) {
  return defineJob({
    name: ENGINE_JOB,
    cron: '*/15 * * * *',
    runOnStart: true,
    retry: { limit: 3, delaySeconds: 60 },
    async handler(_payload, { now }) {
      const created = await ensureSubscriptionOrders(app);
      const reminded = await sendDeadlineReminders(app, now);
      const weeks = await weeksPastDeadline(app, now);
      await app.jobs.enqueueMany(
        WEEK_DEADLINE_JOB,
        weeks.map((weekId) => ({ payload: { weekId }, key: `deadline:week:${weekId}` })),
      );
      if (created + reminded + weeks.length > 0) {
        app.logger.info({ ordersCreated: created, remindersSent: reminded, deadlineWeeks: weeks }, 'engine ran');
      }
    },
  });
}

export const subscriptionJobs = (app: AppContext) => [engineJob(app), weekDeadlineJob(app)];

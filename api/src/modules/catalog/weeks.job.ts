// Week generation as a recurring job: hourly in Cairo time and once at every
// start. Any replica may run it, several at once: `ensureWeeks` is idempotent
// (unique start dates, inserts that skip duplicates).

import type { AppContext } from '../../app.ts';
import { defineJob } from '../../lib/jobs/index.ts';
import { ensureWeeks } from './weeks.service.ts';
import { publishMenuPublished } from '../partnerWebhooks/index.ts';

export const ENSURE_WEEKS_JOB = 'catalog.ensure-weeks';

export function ensureWeeksJob(app: AppContext) {
  return defineJob({
    name: ENSURE_WEEKS_JOB,
    // On the hour: the week that starts at Friday 00:00 Cairo rolls in at once,
    // and a missed hour (every replica down) is caught up with one run.
    cron: '0 * * * *',
    runOnStart: true,
    retry: { limit: 3, delaySeconds: 60 },
    async handler(_payload, { now }) {
      // Rules are read from the setting on each run, so an admin's change needs no restart.
      const created = await ensureWeeks(app.prisma, now);
      if (created.length === 0) return;
      app.logger.info({ weeks: created.map((week) => week.label) }, 'weeks generated');
      for (const week of created) await publishMenuPublished(app.prisma, week.id, now);
      // New rows in every list of weeks (REST /api/weeks, GraphQL `weeks`), which
      // show "some weeks" rather than these ids: the answers that showed weeks
      // are dropped, here and on the other replicas, instead of waiting out the TTL.
      await app.publicChanges.publish([{ typename: 'Week' }]);
    },
  });
}

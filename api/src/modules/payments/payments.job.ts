// Card attempts that never heard back from Paymob (the customer closed the hosted page) are
// released once the hosted checkout has expired, so the order is payable again and the trial
// reservation goes. Idempotent: each release is a conditional update.

import type { AppContext } from '../../app.ts';
import { defineJob } from '../../lib/jobs/index.ts';
import { releaseStaleCardAttempts } from './checkout.service.ts';

export const RELEASE_STALE_CARD_ATTEMPTS_JOB = 'payments.release-stale-card-attempts';

export function releaseStaleCardAttemptsJob(app: AppContext) {
  return defineJob({
    name: RELEASE_STALE_CARD_ATTEMPTS_JOB,
    cron: '*/5 * * * *',
    retry: { limit: 3, delaySeconds: 60 },
    async handler(_payload, { now }) {
      const released = await releaseStaleCardAttempts(app, { now });
      if (released > 0) app.logger.info({ released }, 'stale card attempts released');
    },
  });
}

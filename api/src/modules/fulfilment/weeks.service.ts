// The weeks the back office's week selector offers, and the one it opens on.

import { DateTime } from 'luxon';
import type { AppContext } from '../../app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** How far back the selector reaches. */
export const PAST_WEEKS_SHOWN = 12;

/** Today in Cairo, as the date a `@db.Date` column compares with. */
const cairoToday = (now: Date): Date =>
  new Date(`${DateTime.fromJSDate(now, { zone: 'Africa/Cairo' }).toISODate()}T00:00:00.000Z`);

/** The last 12 weeks and every week generated ahead, soonest first. */
export function listOrderWeeks<Q extends Prisma.WeekFindManyArgs>(app: AppContext, query?: Q) {
  const from = new Date(cairoToday(app.now()).getTime() - PAST_WEEKS_SHOWN * 7 * 86_400_000);
  return app.prisma.week.findMany({ ...query, where: { startDate: { gte: from } }, orderBy: { startDate: 'asc' } });
}

/** The next week to be delivered: the first whose delivery date is today or later (else the newest). */
export async function findNextDeliveryWeek<Q extends Prisma.WeekFindFirstArgs>(app: AppContext, query?: Q) {
  const next = await app.prisma.week.findFirst({
    ...query,
    where: { deliveryDate: { gte: cairoToday(app.now()) } },
    orderBy: { deliveryDate: 'asc' },
  });
  return next ?? app.prisma.week.findFirst({ ...query, orderBy: { startDate: 'desc' } });
}

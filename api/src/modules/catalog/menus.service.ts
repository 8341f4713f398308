import type { AppContext } from '../../app.ts';
import type { Prisma, Week } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import { cairoDateOf, isWeekLive } from './weekRules.ts';

/** The week id the old product's links used for "whatever week is open now". */
export const CURRENT_WEEK = 'current';

export function weekIsLive(app: AppContext, week: Week): boolean {
  return isWeekLive(week, app.now(), app.weekRules);
}

/** Weeks not yet over: the week in progress and the generated weeks ahead. */
export function upcomingWeeksWhere(app: AppContext): Prisma.WeekWhereInput {
  return { endDate: { gte: cairoDateOf(app.now()) } };
}

export const weekOrder: Prisma.WeekOrderByWithRelationInput = { startDate: 'asc' };

export async function listUpcomingWeeks(app: AppContext): Promise<Week[]> {
  return app.prisma.week.findMany({ where: upcomingWeeksWhere(app), orderBy: weekOrder });
}

/** Weeks a customer can order for now, soonest first. */
export async function listLiveWeeks(app: AppContext): Promise<Week[]> {
  const weeks = await listUpcomingWeeks(app);
  return weeks.filter((week) => weekIsLive(app, week));
}

export async function getWeek(app: AppContext, id: number): Promise<Week> {
  const week = await app.prisma.week.findUnique({ where: { id } });
  if (!week) throw new NotFoundError('Week not found');
  return week;
}

/**
 * Resolves a week reference from a URL: a numeric id, or "current" for the
 * first live week (falling back to the next week not yet over).
 */
export async function resolveWeekRef(app: AppContext, ref: string): Promise<Week> {
  if (ref === CURRENT_WEEK) {
    const weeks = await listUpcomingWeeks(app);
    const week = weeks.find((w) => weekIsLive(app, w)) ?? weeks.find((w) => w.orderDeadline > app.now());
    if (!week) throw new NotFoundError('No week is open for orders');
    return week;
  }
  const id = Number(ref);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError('Week not found');
  return getWeek(app, id);
}

/** A week's public menu: available meals in the admin's order. */
export async function getWeekMenu(app: AppContext, weekId: number) {
  return app.prisma.weekMenuItem.findMany({
    where: { weekId, isAvailable: true, meal: { isActive: true } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    include: { meal: true },
  });
}

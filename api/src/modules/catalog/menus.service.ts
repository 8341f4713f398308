import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { Prisma, Week } from '../../generated/prisma/client.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { publicRowsMemo } from '../../lib/publicChanges/index.ts';
import { cairoDateOf, isWeekLive, liveWindow } from '../../lib/weekRules/index.ts';

/** The week id the old product's links used for "whatever week is open now". */
export const CURRENT_WEEK = 'current';

export type WeekQuery = Prisma.WeekDefaultArgs;

export function weekIsLive(app: AppContext, week: Week): boolean {
  return isWeekLive(week, app.now(), app.weekRules);
}

/** Weeks not yet over: the week in progress and the generated weeks ahead. */
function upcomingWeeksWhere(app: AppContext): Prisma.WeekWhereInput {
  return { endDate: { gte: cairoDateOf(app.now()) } };
}

/** `isWeekLive` as a filter on rows: the same window, applied by the database. */
function liveWeeksWhere(app: AppContext): Prisma.WeekWhereInput {
  const window = liveWindow(app.now(), app.weekRules);
  return {
    ...upcomingWeeksWhere(app),
    isSelectable: true,
    orderDeadline: { gt: window.deadlineAfter },
    startDate: { lte: window.startsOnOrBefore },
  };
}

const weekOrder: Prisma.WeekOrderByWithRelationInput = { startDate: 'asc' };

/**
 * The week in progress and the weeks ahead, soonest first: only those open for orders with
 * `liveOnly`; with `withinLiveWindow`, those starting within the live window whether or not
 * their deadline has passed (the account's upcoming deliveries).
 */
export function listUpcomingWeeks<Q extends WeekQuery>(
  app: AppContext,
  options: { liveOnly?: boolean; withinLiveWindow?: boolean; db?: Db } = {},
  query?: Q,
) {
  const where = options.liveOnly
    ? liveWeeksWhere(app)
    : options.withinLiveWindow
      ? liveWindowWeeksWhere(app)
      : upcomingWeeksWhere(app);
  return (options.db ?? app.prisma).week.findMany({ ...query, where, orderBy: weekOrder });
}

/** Weeks not yet over that start within the live window: a filter on dates only. */
export function liveWindowWeeksWhere(app: AppContext): Prisma.WeekWhereInput {
  return { ...upcomingWeeksWhere(app), startDate: { lte: liveWindow(app.now(), app.weekRules).startsOnOrBefore } };
}

/**
 * `listUpcomingWeeks(app, { withinLiveWindow: true })`'s rows, kept in memory until a week
 * changes (new weeks and menu edits announce one) or the public answers' TTL: every read of a
 * customer's upcoming deliveries asks for them. Keyed by the window's dates, on which alone
 * the filter depends. The rows are shared: never change them.
 */
export function listLiveWindowWeeks(app: AppContext): Promise<Week[]> {
  const memo = publicRowsMemo<Week[]>(app.publicChanges, { typename: 'Week', ttlMs: app.config.PUBLIC_CACHE_TTL_MS });
  const where = liveWindowWeeksWhere(app);
  return memo.get(JSON.stringify(where), () => app.prisma.week.findMany({ where, orderBy: weekOrder }));
}

export async function getWeek<Q extends WeekQuery>(app: AppContext, id: number, query?: Q) {
  const week = await app.prisma.week.findUnique({ ...query, where: { id } });
  if (!week) throw new NotFoundError(/*i18n*/ 'Week not found');
  return week;
}

/**
 * The week a URL or a client names: its id (`parseDatabaseId`: a number, digits or a global
 * ID), or "current" for the first live week, falling back to the next week whose deadline is
 * still ahead. One query either way (two only when no week is live). Null when there is none.
 */
export async function findWeekByRef<Q extends WeekQuery>(app: AppContext, ref: unknown, query?: Q) {
  if (ref === CURRENT_WEEK) {
    const live = await app.prisma.week.findFirst({ ...query, where: liveWeeksWhere(app), orderBy: weekOrder });
    return (
      live ??
      app.prisma.week.findFirst({
        ...query,
        where: { ...upcomingWeeksWhere(app), orderDeadline: { gt: app.now() } },
        orderBy: weekOrder,
      })
    );
  }
  const id = parseDatabaseId(ref, 'Week');
  return id === null ? null : app.prisma.week.findUnique({ ...query, where: { id } });
}

/** `findWeekByRef`, or NotFound. */
export async function getWeekByRef<Q extends WeekQuery>(app: AppContext, ref: unknown, query?: Q) {
  const week = await findWeekByRef(app, ref, query);
  if (!week)
    throw new NotFoundError(ref === CURRENT_WEEK ? /*i18n*/ 'No week is open for orders' : /*i18n*/ 'Week not found');
  return week;
}

// --- a week's menu: the one definition of "this meal is on the week's menu"

/** A menu entry offers its meal when the admin has not withdrawn it and the meal is not retired. */
export const offeredMenuItem = {
  isAvailable: true,
  meal: { isActive: true },
} satisfies Prisma.WeekMenuItemWhereInput;

/** The admin's display order. */
export const menuOrder = [{ sortOrder: 'asc' }, { id: 'asc' }] satisfies Prisma.WeekMenuItemOrderByWithRelationInput[];

/** A week's public menu: offered meals in the admin's order. */
export function getWeekMenu(app: AppContext, weekId: number) {
  return app.prisma.weekMenuItem.findMany({
    where: { weekId, ...offeredMenuItem },
    orderBy: menuOrder,
    include: { meal: true },
  });
}

/** Which of `mealIds` the week's menu offers (inside a transaction, pass `tx`). */
export async function offeredMealIds(db: Db, weekId: number, mealIds: number[]): Promise<Set<number>> {
  if (mealIds.length === 0) return new Set();
  const offered = await db.weekMenuItem.findMany({
    where: { weekId, mealId: { in: [...new Set(mealIds)] }, ...offeredMenuItem },
    select: { mealId: true },
  });
  return new Set(offered.map((item) => item.mealId));
}

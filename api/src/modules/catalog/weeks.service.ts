// Keeps the delivery weeks generated ahead of time. Run at start-up and by the
// scheduler on every replica: it is idempotent, and concurrent runs cannot
// create a week twice because `Week.startDate` is unique and the insert skips
// duplicates (INSERT ... ON CONFLICT DO NOTHING).

import type { Db } from '../../db/client.ts';
import type { Week } from '../../generated/prisma/client.ts';
import { loadWeekRules, weekWindowsFrom, type WeekRules, type WeekWindow } from '../../lib/weekRules/index.ts';

/**
 * Creates the weeks of `weekWindowsFrom(now, rules)` that do not exist yet and
 * returns the ones this call created (oldest first); weeks already there are
 * left untouched, including an admin's `isSelectable` choice. A window that
 * overlaps an existing week with another start day (the start weekday setting
 * was changed) is skipped rather than creating two weeks for the same days.
 */
export async function ensureWeeks(db: Db, now: Date = new Date(), rules?: WeekRules): Promise<Week[]> {
  const windows = weekWindowsFrom(now, rules ?? (await loadWeekRules(db)));
  const first = windows[0];
  const last = windows[windows.length - 1];
  if (!first || !last) return [];

  const existing = await db.week.findMany({
    where: { endDate: { gte: first.startDate }, startDate: { lte: last.endDate } },
    select: { startDate: true, endDate: true },
  });
  const missing = windows.filter((w) => !existing.some((e) => overlaps(e, w)));
  if (missing.length === 0) return [];

  const created = await db.week.createManyAndReturn({
    data: missing.map((w) => ({
      startDate: w.startDate,
      endDate: w.endDate,
      deliveryDate: w.deliveryDate,
      orderDeadline: w.orderDeadline,
      label: w.label,
    })),
    skipDuplicates: true,
  });
  return created.sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}

function overlaps(a: { startDate: Date; endDate: Date }, b: Pick<WeekWindow, 'startDate' | 'endDate'>): boolean {
  return a.startDate.getTime() <= b.endDate.getTime() && b.startDate.getTime() <= a.endDate.getTime();
}

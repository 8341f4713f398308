// The admin's week editor: which meals a week offers. Every edit of one week runs under a
// row lock on that week (SELECT … FOR UPDATE), so two admins editing it at once take turns:
// no entry twice, no lost flag, sort orders appended in turn, and the deadline checked
// against the state the edit really changes.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { weekMenuMessages } from '../../shared/rules.ts';
import { recordAudit } from '../../lib/audit/index.ts';
import { mealIdOf } from './mealAdmin.service.ts';
import { menuOrder, type WeekQuery } from './menus.service.ts';
import { editorWindow, isBeforeDeadline } from '../../lib/weekRules/index.ts';

function weekIdOf(ref: unknown): number {
  const id = parseDatabaseId(ref, 'Week');
  if (id === null) throw ValidationError.forField('weekId', 'Week is not valid');
  return id;
}

/** After its deadline orders exist for the week and name its meals: its menu can no longer change. */
export function weekMenuIsFrozen(app: AppContext, week: { orderDeadline: Date }): boolean {
  return !isBeforeDeadline(week, app.now());
}

/** Locks the week's row for the rest of the transaction and refuses an edit once its menu is frozen. */
async function lockEditableWeek(app: AppContext, tx: Db, weekId: number): Promise<void> {
  const [week] = await tx.$queryRaw<{ orderDeadline: Date }[]>(
    Prisma.sql`SELECT "orderDeadline" FROM "Week" WHERE id = ${weekId} FOR UPDATE`,
  );
  if (!week) throw new NotFoundError('Week not found');
  if (weekMenuIsFrozen(app, week)) throw new ConflictError(weekMenuMessages.deadlinePassed);
}

const entryFlags = z.object({
  isAvailable: z.boolean('isAvailable must be true or false').nullish(),
  isFeatured: z.boolean('isFeatured must be true or false').nullish(),
  sortOrder: z
    .number('sortOrder must be a number')
    .int('sortOrder must be a whole number')
    .min(0)
    .max(10_000)
    .nullish(),
});

export interface WeekMenuMealAddInput {
  weekId: unknown;
  mealId?: unknown;
  isAvailable?: unknown;
  isFeatured?: unknown;
  sortOrder?: unknown;
}

/**
 * Puts a meal on a week's menu (or changes its entry's flags when it is there already). A new
 * entry without a sort order goes last. Answers the entry and the week, read with `query` after the commit.
 */
export async function addMealToWeek<Q extends WeekQuery>(
  app: AppContext,
  adminId: number,
  input: WeekMenuMealAddInput,
  query?: Q,
) {
  const weekId = weekIdOf(input.weekId);
  const mealId = mealIdOf(input.mealId, 'mealId');
  const flags = parseInput(entryFlags, input);
  const entry = await app.prisma.$transaction(async (tx) => {
    await lockEditableWeek(app, tx, weekId);
    const meal = await tx.meal.findFirst({ where: { id: mealId, isActive: true }, select: { id: true } });
    if (!meal) throw new NotFoundError('Meal not found');
    const existing = await tx.weekMenuItem.findUnique({ where: { weekId_mealId: { weekId, mealId } } });
    const last = existing ? null : await tx.weekMenuItem.aggregate({ where: { weekId }, _max: { sortOrder: true } });
    const data = {
      isAvailable: flags.isAvailable ?? existing?.isAvailable ?? true,
      isFeatured: flags.isFeatured ?? existing?.isFeatured ?? false,
      sortOrder: flags.sortOrder ?? existing?.sortOrder ?? (last?._max.sortOrder ?? -1) + 1,
    };
    const saved = existing
      ? await tx.weekMenuItem.update({ where: { id: existing.id }, data })
      : await tx.weekMenuItem.create({ data: { weekId, mealId, ...data } });
    await recordAudit(tx, {
      adminId,
      action: existing ? 'weekMenu.update' : 'weekMenu.add',
      entityType: 'Week',
      entityId: weekId,
      changes: { mealId, ...data },
    });
    return saved;
  });
  await app.publicChanges.publish([{ typename: 'Week', id: weekId }]);
  const week = await app.prisma.week.findUniqueOrThrow({ ...query, where: { id: weekId } });
  return { week, entry };
}

/** Takes a meal off a week's menu; refused once the week's deadline has passed. */
export async function removeMealFromWeek<Q extends WeekQuery>(
  app: AppContext,
  adminId: number,
  input: { weekId: unknown; mealId: unknown },
  query?: Q,
) {
  const weekId = weekIdOf(input.weekId);
  const mealId = mealIdOf(input.mealId, 'mealId');
  const entry = await app.prisma.$transaction(async (tx) => {
    await lockEditableWeek(app, tx, weekId);
    const found = await tx.weekMenuItem.findUnique({ where: { weekId_mealId: { weekId, mealId } } });
    if (!found) throw new NotFoundError(weekMenuMessages.notOnMenu);
    await tx.weekMenuItem.delete({ where: { id: found.id } });
    await recordAudit(tx, {
      adminId,
      action: 'weekMenu.remove',
      entityType: 'Week',
      entityId: weekId,
      changes: { mealId },
    });
    return found;
  });
  await app.publicChanges.publish([{ typename: 'Week', id: weekId }]);
  const week = await app.prisma.week.findUniqueOrThrow({ ...query, where: { id: weekId } });
  return { week, entry };
}

/** The weeks the editor offers: starting today or later, up to the weeks generated ahead. */
export function listEditorWeeks<Q extends WeekQuery>(app: AppContext, query?: Q) {
  const window = editorWindow(app.now(), app.weekRules);
  return app.prisma.week.findMany({
    ...query,
    where: { startDate: { gte: window.startsFrom, lte: window.startsUntil } },
    orderBy: { startDate: 'asc' },
  });
}

/** Every entry of a week's menu the admin manages (withdrawn ones too; deleted or hidden meals never). */
export const adminMenuEntries = {
  where: { meal: { isActive: true } },
  orderBy: menuOrder,
} satisfies Prisma.Week$menuArgs;

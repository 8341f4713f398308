// Temporary meal selections: what a visitor (or a customer) picked on the menu
// page, kept on the server so it can be restored after signing in or on
// return. Work in progress: fewer than mealCount meals is fine, more is not.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Meal, Prisma, TempMealSelection } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';
import type { MealPortion } from '../../shared/rules.ts';
import type { Viewer } from '../auth/index.ts';
import { getWeek, listMealsByIds, weekIsLive } from '../catalog/index.ts';
import {
  assertMealsOnMenu,
  databaseId,
  deliverySlotSchema,
  mealCountSchema,
  portionSizeSchema,
  resolvePortions,
  selectedMealSchema,
  tooManyMessage,
  WEEK_CLOSED_MESSAGE,
  type SelectedMeal,
} from './selection.ts';
import { ensureVisitorKey, existingVisitorKey, visitorKeyDigest } from './visitor.ts';

export const TEMP_SELECTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const saveSchema = z.object({
  weekId: databaseId('Week'),
  mealCount: mealCountSchema,
  portionSize: portionSizeSchema,
  deliverySlot: deliverySlotSchema,
  selectedMeals: z.array(selectedMealSchema, { error: 'Selected meals must be a list' }).default([]),
});

export type TempSelectionQuery = Prisma.TempMealSelectionDefaultArgs;

/** The stored JSON, read back defensively (it is ours, but JSON has no type). */
export function selectedMealsOf(selection: TempMealSelection): SelectedMeal[] {
  const value = selection.selectedMeals;
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const meal = entry as { mealId?: unknown; portionSize?: unknown };
    return typeof meal.mealId === 'number' && (meal.portionSize === 'standard' || meal.portionSize === 'large')
      ? [{ mealId: meal.mealId, portionSize: meal.portionSize }]
      : [];
  });
}

/** A selection's meals with their portions, in the order they were picked: one query for all the meals. */
export async function selectedMealsWithMeals(
  app: AppContext,
  selection: TempMealSelection,
): Promise<{ meal: Meal; portionSize: MealPortion }[]> {
  const selected = selectedMealsOf(selection);
  const meals = await listMealsByIds(
    app,
    selected.map((s) => s.mealId),
  );
  const byId = new Map(meals.map((meal) => [meal.id, meal]));
  return selected.flatMap((s) => {
    const meal = byId.get(s.mealId);
    return meal ? [{ meal, portionSize: s.portionSize }] : [];
  });
}

/**
 * Saves the viewer's selection, replacing their previous one, and answers it with what the
 * caller asks for (`query`). Keyed by the visitor's key, issued now if missing
 * (`newVisitorKey`: the caller sends it as the visitor cookie), and linked to the customer
 * when signed in.
 */
export async function saveTempSelection<Q extends TempSelectionQuery>(
  app: AppContext,
  viewer: Viewer,
  input: unknown,
  query?: Q,
) {
  const data = parseInput(saveSchema, input);
  const week = await getWeek(app, data.weekId);
  if (!weekIsLive(app, week)) throw ValidationError.forField('weekId', WEEK_CLOSED_MESSAGE);
  if (data.selectedMeals.length > data.mealCount) {
    throw ValidationError.forField('selectedMeals', tooManyMessage(data.mealCount));
  }
  const meals = resolvePortions(data.portionSize, data.selectedMeals, 'selectedMeals');
  await assertMealsOnMenu(app.prisma, week.id, meals, 'selectedMeals');

  const { key, issued } = ensureVisitorKey(viewer);
  const visitorKey = visitorKeyDigest(key);
  const now = app.now();
  const fields = {
    customerId: viewer.customer?.id ?? null,
    weekId: week.id,
    mealCount: data.mealCount,
    portionSize: data.portionSize,
    deliverySlot: data.deliverySlot,
    selectedMeals: meals as unknown as Prisma.InputJsonValue,
    expiresAt: new Date(now.getTime() + TEMP_SELECTION_DAYS * DAY_MS),
  };
  const [, saved] = await app.prisma.$transaction([
    // Expired selections are dead weight; the index on expiresAt keeps this cheap.
    app.prisma.tempMealSelection.deleteMany({ where: { expiresAt: { lte: now } } }),
    app.prisma.tempMealSelection.upsert({
      ...query,
      where: { visitorKey },
      create: { visitorKey, ...fields },
      update: fields,
    }),
  ]);
  return { selection: saved, newVisitorKey: issued ? key : null };
}

/**
 * The selection to restore: the visitor cookie's (unless it belongs to another
 * customer, e.g. on a shared computer), else the signed-in customer's latest.
 * Expired selections are never returned.
 */
export async function findTempSelection<Q extends TempSelectionQuery>(app: AppContext, viewer: Viewer, query?: Q) {
  const now = app.now();
  const key = existingVisitorKey(viewer);
  const customerId = viewer.customer?.id ?? null;
  if (key) {
    const byVisitor = await app.prisma.tempMealSelection.findFirst({
      ...query,
      where: {
        visitorKey: visitorKeyDigest(key),
        expiresAt: { gt: now },
        OR: [{ customerId: null }, ...(customerId ? [{ customerId }] : [])],
      },
    });
    if (byVisitor) return byVisitor;
  }
  if (!customerId) return null;
  return app.prisma.tempMealSelection.findFirst({
    ...query,
    where: { customerId, expiresAt: { gt: now } },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
  });
}

export async function getTempSelection(app: AppContext, viewer: Viewer) {
  const selection = await findTempSelection(app, viewer);
  if (!selection) throw new NotFoundError(/*i18n*/ 'No saved meal selection');
  return selection;
}

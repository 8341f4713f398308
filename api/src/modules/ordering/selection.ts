// Rules shared by temporary selections and orders: the shape of a plan and of
// its meals, and which meals a week's menu offers. Both services validate with
// these so a selection the menu page saved is always one an order accepts.

import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import type { MealPortion, PortionSize } from '../../generated/prisma/client.ts';
import { MAX_MEALS, MIN_MEALS } from '../pricing/pricing.ts';
import type { Db } from '../catalog/weeks.service.ts';

export const PORTION_SIZES = ['standard', 'large', 'mixed'] as const;
export const MEAL_PORTIONS = ['standard', 'large'] as const;
export const DELIVERY_SLOTS = ['morning', 'evening'] as const;

/** A database id sent as a number or a numeric string (REST bodies carry both). */
export const databaseId = (what: string) =>
  z.coerce
    .number({ error: `${what} is required` })
    .int(`${what} is not valid`)
    .positive(`${what} is not valid`);

export const mealCountSchema = z.coerce
  .number({ error: 'Meal count is required' })
  .int(`Meal count must be a whole number from ${MIN_MEALS} to ${MAX_MEALS}`)
  .min(MIN_MEALS, `Meal count must be from ${MIN_MEALS} to ${MAX_MEALS}`)
  .max(MAX_MEALS, `Meal count must be from ${MIN_MEALS} to ${MAX_MEALS}`);

export const portionSizeSchema = z.enum(PORTION_SIZES, {
  error: 'Portion size must be standard, large or mixed',
});
export const deliverySlotSchema = z.enum(DELIVERY_SLOTS, { error: 'Delivery slot must be morning or evening' });

/** One chosen meal. The portion may be left out when the plan is not mixed (it is the plan's size). */
export const selectedMealSchema = z.object({
  mealId: databaseId('Meal'),
  portionSize: z.enum(MEAL_PORTIONS, { error: 'Meal portion must be standard or large' }).nullish(),
});

export type SelectedMealInput = z.input<typeof selectedMealSchema>;
export interface SelectedMeal {
  mealId: number;
  portionSize: MealPortion;
}

/**
 * Gives every meal its portion: in a mixed plan each meal must name its own
 * (standard or large); otherwise every meal is the plan's size, and a meal
 * naming another size is refused rather than silently changed.
 */
export function resolvePortions(
  plan: PortionSize,
  meals: { mealId: number; portionSize?: MealPortion | null | undefined }[],
  field: string,
): SelectedMeal[] {
  return meals.map((meal, index) => {
    if (plan === 'mixed') {
      if (!meal.portionSize) {
        throw ValidationError.forField(
          [field, String(index), 'portionSize'],
          'Portion sizes required: choose standard or large for each meal in a mixed plan.',
        );
      }
      return { mealId: meal.mealId, portionSize: meal.portionSize };
    }
    if (meal.portionSize && meal.portionSize !== plan) {
      throw ValidationError.forField(
        [field, String(index), 'portionSize'],
        `Every meal in a ${plan} plan must be ${plan}; choose the mixed plan to combine sizes.`,
      );
    }
    return { mealId: meal.mealId, portionSize: plan };
  });
}

/**
 * Refuses any meal that is not on the week's menu (or was withdrawn from it,
 * or retired from the catalogue). The error names the first offending meal.
 */
export async function assertMealsOnMenu(
  db: Db,
  weekId: number,
  meals: SelectedMeal[],
  field: string,
): Promise<void> {
  const ids = [...new Set(meals.map((meal) => meal.mealId))];
  if (ids.length === 0) return;
  const offered = await db.weekMenuItem.findMany({
    where: { weekId, mealId: { in: ids }, isAvailable: true, meal: { isActive: true } },
    select: { mealId: true },
  });
  const offeredIds = new Set(offered.map((item) => item.mealId));
  const index = meals.findIndex((meal) => !offeredIds.has(meal.mealId));
  if (index >= 0) {
    throw ValidationError.forField(
      [field, String(index), 'mealId'],
      `Meal ${meals[index]!.mealId} is not on this week's menu. Please choose meals from the menu.`,
    );
  }
}

/** The specification's text when a selection has the wrong size. */
export const wrongCountMessage = (mealCount: number) =>
  `Wrong number of meals: Please select exactly ${mealCount} meals before saving.`;

export const tooManyMessage = (mealCount: number) =>
  `Maximum meals reached: You have already selected ${mealCount} meals. Remove a meal to add a different one.`;

export const DEADLINE_PASSED_MESSAGE = 'Order deadline has passed. You can no longer modify this order.';
export const WEEK_CLOSED_MESSAGE = 'This week is not open for orders. Please choose another delivery week.';

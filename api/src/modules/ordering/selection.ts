// Rules shared by temporary selections and orders: the shape of a plan and of
// its meals, and that each meal is on the week's menu (asked of the catalog).
// Both services validate with these so a selection the menu page saved is
// always one an order accepts. The limits and texts come from shared/rules.ts,
// which the web app applies too.

import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import {
  DELIVERY_SLOTS,
  MAX_MEALS,
  MEAL_COUNT_RANGE_MESSAGE,
  MEAL_PORTIONS,
  MIN_MEALS,
  noticeText,
  PORTION_SIZES,
  selectionNotices,
  type MealPortion,
  type PortionSize,
  typedNumber,
  inEnglish,
} from '../../shared/rules.ts';
import { offeredMealIds } from '../catalog/index.ts';

/**
 * A row id as clients send it (`parseDatabaseId`: a number, digits, or a global ID of
 * `typename`); REST bodies and GraphQL inputs go through the same reading.
 */
export const databaseId = (typename: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${typename} is required` });
      return z.NEVER;
    }
    const id = parseDatabaseId(value, typename);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `${typename} is not valid` });
      return z.NEVER;
    }
    return id;
  });

// A count sent as text may be in Arabic-Indic digits (typedNumber).
export const mealCountSchema = z.preprocess(
  (value) => (typeof value === 'string' ? typedNumber(value) : value),
  z.coerce
    .number({ error: 'Meal count is required' })
    .int(`Meal count must be a whole number from ${MIN_MEALS} to ${MAX_MEALS}`)
    .min(MIN_MEALS, MEAL_COUNT_RANGE_MESSAGE)
    .max(MAX_MEALS, MEAL_COUNT_RANGE_MESSAGE),
);

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
  return meals.map((meal, index) => ({
    mealId: meal.mealId,
    portionSize: resolvePortion(plan, meal.portionSize, [field, String(index), 'portionSize']),
  }));
}

/** One meal's portion under `plan` (see `resolvePortions`); `path` names the field an error points at. */
export function resolvePortion(
  plan: PortionSize,
  portionSize: MealPortion | null | undefined,
  path: string[],
): MealPortion {
  if (plan === 'mixed') {
    if (!portionSize) {
      throw ValidationError.forField(
        path,
        /*i18n*/ 'Portion sizes required: choose standard or large for each meal in a mixed plan.',
      );
    }
    return portionSize;
  }
  if (portionSize && portionSize !== plan) {
    throw ValidationError.forField(
      path,
      inEnglish(/*i18n*/ 'Every meal in a {plan} plan must be {plan}; choose the mixed plan to combine sizes.', {
        plan,
      }),
    );
  }
  return plan;
}

/**
 * Refuses any meal that is not on the week's menu (or was withdrawn from it,
 * or retired from the catalogue). The error names the first offending meal.
 */
export async function assertMealsOnMenu(db: Db, weekId: number, meals: SelectedMeal[], field: string): Promise<void> {
  const offeredIds = await offeredMealIds(
    db,
    weekId,
    meals.map((meal) => meal.mealId),
  );
  const index = meals.findIndex((meal) => !offeredIds.has(meal.mealId));
  if (index >= 0) {
    throw ValidationError.forField(
      [field, String(index), 'mealId'],
      inEnglish(/*i18n*/ "Meal {mealId} is not on this week's menu. Please choose meals from the menu.", {
        mealId: meals[index]!.mealId,
      }),
    );
  }
}

/** The specification's text when a selection has the wrong size. */
export const wrongCountMessage = (mealCount: number) => noticeText(selectionNotices.wrongCount(mealCount));

export const tooManyMessage = (mealCount: number) => noticeText(selectionNotices.tooMany(mealCount));

export const DEADLINE_PASSED_MESSAGE = /*i18n*/ 'Order deadline has passed. You can no longer modify this order.';
export const WEEK_CLOSED_MESSAGE = /*i18n*/ 'This week is not open for orders. Please choose another delivery week.';

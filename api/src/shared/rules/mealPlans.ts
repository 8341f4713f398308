/** Meal plans: counts, portions, slots, and the meal selection's notices. (The shared rules: see ../rules.ts.) */
import { inEnglish, type Notice, type Translate } from './messages.ts';

/** A weekly box holds 4 to 15 meals (the menu, orders and subscription defaults). */
export const MIN_MEALS = 4;
export const MAX_MEALS = 15;

/** The meal counts the plan page offers. */
export const PLAN_MEAL_COUNTS = [4, 6, 8, 10, 12, 14] as const;
export type PlanMealCount = (typeof PLAN_MEAL_COUNTS)[number];
/** The plan page's preselected (and "Recommended") count; the menu's default when coming from it. */
export const PLAN_DEFAULT_MEAL_COUNT: PlanMealCount = 10;
/** The menu's default when it is opened without a plan. */
export const MENU_DEFAULT_MEAL_COUNT = 6;

export const PORTION_SIZES = ['standard', 'large', 'mixed'] as const;
export type PortionSize = (typeof PORTION_SIZES)[number];
/** The size of one meal; a mixed plan gives each meal one of these. */
export const MEAL_PORTIONS = ['standard', 'large'] as const;
export type MealPortion = (typeof MEAL_PORTIONS)[number];
export const DELIVERY_SLOTS = ['morning', 'evening'] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];

export function isValidMealCount(count: number): boolean {
  return Number.isInteger(count) && count >= MIN_MEALS && count <= MAX_MEALS;
}

/** The meal counts a box may hold, smallest first. */
export function mealCountChoices(): number[] {
  return Array.from({ length: MAX_MEALS - MIN_MEALS + 1 }, (_, i) => MIN_MEALS + i);
}

export const MEAL_COUNT_RANGE_MESSAGE = inEnglish(/*i18n*/ 'Meal count must be from {min} to {max}', {
  min: MIN_MEALS,
  max: MAX_MEALS,
});

/** The meal selection's notices (customer specification §5). */
export const selectionNotices = {
  tooMany: (mealCount: number, t: Translate = inEnglish): Notice => ({
    title: t(/*i18n*/ 'Maximum meals reached'),
    description: t(/*i18n*/ 'You have already selected {mealCount} meals. Remove a meal to add a different one.', {
      mealCount,
    }),
  }),
  incomplete: (mealCount: number, t: Translate = inEnglish): Notice => ({
    title: t(/*i18n*/ 'Incomplete Selection'),
    description: t(/*i18n*/ 'Please select all {mealCount} meals before proceeding to checkout.', { mealCount }),
  }),
  wrongCount: (mealCount: number, t: Translate = inEnglish): Notice => ({
    title: t(/*i18n*/ 'Wrong number of meals'),
    description: t(/*i18n*/ 'Please select exactly {mealCount} meals before saving.', { mealCount }),
  }),
  portionsRequired: {
    title: /*i18n*/ 'Portion sizes required',
    description: /*i18n*/ 'Please choose Standard or Large for every selected meal.',
  } satisfies Notice,
} as const;

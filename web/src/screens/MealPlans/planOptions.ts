import { PLAN_DEFAULT_MEAL_COUNT, PLAN_MEAL_COUNTS, type PlanMealCount } from '@rules';
import { planPrice, type PriceTable } from '../../lib/pricing.ts';

/** The plan page's choices (specification §2, §5): the counts come from the shared rules. */
export { PLAN_MEAL_COUNTS, type PlanMealCount };
export const RECOMMENDED_MEAL_COUNT: PlanMealCount = PLAN_DEFAULT_MEAL_COUNT;
export const DEFAULT_MEAL_COUNT: PlanMealCount = PLAN_DEFAULT_MEAL_COUNT;

export type PlanPortionSize = 'standard' | 'large' | 'mixed';
export const DEFAULT_PORTION_SIZE: PlanPortionSize = 'standard';

/** The texts are English catalogue messages: a screen shows them with `i18n._`. */
export const PORTION_OPTIONS: readonly {
  value: PlanPortionSize;
  label: string;
  description: string;
  /** Calories and grams of protein per meal, lowest and highest; none for mixed (chosen per meal). */
  nutrition: { calories: readonly [number, number]; protein: readonly [number, number] } | null;
}[] = [
  {
    value: 'standard',
    label: /*i18n*/ 'Standard',
    description: /*i18n*/ 'Satisfying everyday portions.',
    nutrition: { calories: [500, 600], protein: [30, 40] },
  },
  {
    value: 'large',
    label: /*i18n*/ 'Large',
    description: /*i18n*/ 'For bigger appetites and active days.',
    nutrition: { calories: [750, 850], protein: [45, 60] },
  },
  {
    value: 'mixed',
    label: /*i18n*/ 'Mixed',
    description: /*i18n*/ 'Mix and match: choose standard or large for each meal.',
    nutrition: null,
  },
];

export const MIXED_TOTAL_NOTE = /*i18n*/ 'Final total based on your meal selections';

/** What the summary shows for a plan: the weekly total and, for mixed, that it is a floor. */
export interface PlanTotal {
  /** Piasters. Mixed: the all-standard total, the least a mixed week can cost. */
  weekly: number;
  perMeal: number;
  isFrom: boolean;
}

export function planTotal(table: PriceTable, mealCount: number, portion: PlanPortionSize): PlanTotal {
  const price = planPrice(table, mealCount);
  if (portion === 'large') return { weekly: price.largeWeekly, perMeal: price.largePerMeal, isFrom: false };
  return { weekly: price.standardWeekly, perMeal: price.standardPerMeal, isFrom: portion === 'mixed' };
}

/** Where "Select Your Meals" goes: the first live week's menu, or the literal "current". */
export function menuPath(weekId: number | null, mealCount: number, portion: PlanPortionSize): string {
  const params = new URLSearchParams({ mealCount: String(mealCount), portionSize: portion, fromPlan: 'true' });
  return `/menu/${weekId ?? 'current'}?${params.toString()}`;
}

/** The plan in the page's URL (`?mealCount=6&portionSize=mixed`), else the defaults. */
export function parsePlanChoice(params: URLSearchParams): { mealCount: PlanMealCount; portion: PlanPortionSize } {
  const count = Number(params.get('mealCount'));
  const size = params.get('portionSize');
  return {
    mealCount: (PLAN_MEAL_COUNTS as readonly number[]).includes(count) ? (count as PlanMealCount) : DEFAULT_MEAL_COUNT,
    portion: PORTION_OPTIONS.find((option) => option.value === size)?.value ?? DEFAULT_PORTION_SIZE,
  };
}

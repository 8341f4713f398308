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
  nutrition: string;
}[] = [
  {
    value: 'standard',
    label: /*i18n*/ 'Standard',
    description: /*i18n*/ 'Satisfying everyday portions.',
    nutrition: /*i18n*/ '500-600 calories, 30-40g protein',
  },
  {
    value: 'large',
    label: /*i18n*/ 'Large',
    description: /*i18n*/ 'For bigger appetites and active days.',
    nutrition: /*i18n*/ '750-850 calories, 45-60g protein',
  },
  {
    value: 'mixed',
    label: /*i18n*/ 'Mixed',
    description: /*i18n*/ 'Mix and match: choose standard or large for each meal.',
    nutrition: /*i18n*/ 'Chosen per meal',
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

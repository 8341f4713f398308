import {
  isValidMealCount,
  MENU_DEFAULT_MEAL_COUNT,
  PLAN_DEFAULT_MEAL_COUNT,
  selectionNotices,
  type Notice,
} from '@rules';
import type { MealPortion, PlanPortionSize } from '../../lib/selections.ts';

/**
 * The menu's counting rules, kept pure so they are tested without rendering.
 *
 * A selection is an ordered list of picks (a meal may be picked more than once). With a
 * standard or large plan every pick takes the plan's size; in mixed mode a pick starts
 * without a size and the customer chooses one per pick ("Portion sizes required").
 */
export interface Pick {
  mealId: string;
  portionSize: MealPortion | null;
}

export type AddResult = { ok: true; picks: Pick[] } | { ok: false; reason: 'max' };

export function addPick(picks: readonly Pick[], mealId: string, mealCount: number, plan: PlanPortionSize): AddResult {
  if (picks.length >= mealCount) return { ok: false, reason: 'max' };
  return { ok: true, picks: [...picks, { mealId, portionSize: plan === 'mixed' ? null : plan }] };
}

/** Removes the meal's most recent pick (the one added last is the one taken back). */
export function removePick(picks: readonly Pick[], mealId: string): Pick[] {
  const index = picks.map((pick) => pick.mealId).lastIndexOf(mealId);
  if (index < 0) return [...picks];
  return [...picks.slice(0, index), ...picks.slice(index + 1)];
}

export function countOf(picks: readonly Pick[], mealId: string): number {
  return picks.filter((pick) => pick.mealId === mealId).length;
}

/** Sets the size of the n-th pick of a meal (mixed mode). */
export function setPickPortion(picks: readonly Pick[], mealId: string, nth: number, portion: MealPortion): Pick[] {
  let seen = -1;
  return picks.map((pick) => {
    if (pick.mealId !== mealId) return pick;
    seen += 1;
    return seen === nth ? { ...pick, portionSize: portion } : pick;
  });
}

export function missingPortions(picks: readonly Pick[]): number {
  return picks.filter((pick) => pick.portionSize == null).length;
}

export function largeCount(picks: readonly Pick[]): number {
  return picks.filter((pick) => pick.portionSize === 'large').length;
}

export type ContinueCheck = { ok: true } | ({ ok: false } & Notice);

export function checkBeforeContinue(picks: readonly Pick[], mealCount: number): ContinueCheck {
  if (picks.length !== mealCount) return { ok: false, ...selectionNotices.incomplete(mealCount) };
  if (missingPortions(picks) > 0) return { ok: false, ...selectionNotices.portionsRequired };
  return { ok: true };
}

/** Meal count from the URL: a valid box size (4..15), else the default (10 from the plan page, otherwise 6). */
export function parseMealCount(raw: string | null, fromPlan: boolean): number {
  const fallback = fromPlan ? PLAN_DEFAULT_MEAL_COUNT : MENU_DEFAULT_MEAL_COUNT;
  if (raw == null || !/^\d+$/.test(raw)) return fallback;
  const count = Number(raw);
  return isValidMealCount(count) ? count : fallback;
}

export function parsePortionSize(raw: string | null): PlanPortionSize {
  return raw === 'large' || raw === 'mixed' ? raw : 'standard';
}

/** A present flag (`fromPlan=true`, `fromPlan=1`, `fromPlan`) counts; `false`/`0` does not. */
export function isFlagSet(raw: string | null): boolean {
  return raw != null && raw !== 'false' && raw !== '0';
}

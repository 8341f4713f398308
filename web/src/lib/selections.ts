import {
  DELIVERY_SLOTS,
  MEAL_PORTIONS,
  PORTION_SIZES,
  type DeliverySlot,
  type MealPortion,
  type PortionSize as PlanPortionSize,
} from '@rules';
import { readFirst, removeBoth, writeBoth } from './browserStorage.ts';

/**
 * A visitor's meal selection, kept in the browser between the menu and registration (the
 * specification: "a saved meal selections object in local and session storage"). The server
 * keeps a copy too (`tempMealSelectionSave`); this one lets the menu restore the picks and
 * lets registration turn them into an order without another round trip.
 */
export const STORED_SELECTION_KEY = 'mealSelections';

export type { DeliverySlot, MealPortion, PlanPortionSize };

export interface StoredMeal {
  /** The Meal's global id. */
  mealId: string;
  portionSize: MealPortion;
}

export interface StoredSelection {
  /** The week's number as used in /menu/{weekId}. */
  weekId: string;
  /** The week's global id, what the API's inputs take. */
  weekGlobalId: string;
  mealCount: number;
  portionSize: PlanPortionSize;
  deliverySlot: DeliverySlot;
  selectedMeals: StoredMeal[];
}

const PORTIONS: readonly string[] = PORTION_SIZES;
const PORTIONS_OF_A_MEAL: readonly string[] = MEAL_PORTIONS;
const SLOTS: readonly string[] = DELIVERY_SLOTS;

/** Whatever is in storage was written by an older build or by hand: check its shape. */
export function parseStoredSelection(raw: string | null): StoredSelection | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.weekId !== 'string' || typeof v.weekGlobalId !== 'string') return null;
  if (typeof v.mealCount !== 'number' || !Number.isInteger(v.mealCount)) return null;
  if (typeof v.portionSize !== 'string' || !PORTIONS.includes(v.portionSize)) return null;
  if (typeof v.deliverySlot !== 'string' || !SLOTS.includes(v.deliverySlot)) return null;
  if (!Array.isArray(v.selectedMeals)) return null;
  const meals: StoredMeal[] = [];
  for (const item of v.selectedMeals as unknown[]) {
    const m = item as Record<string, unknown> | null;
    if (
      !m ||
      typeof m.mealId !== 'string' ||
      typeof m.portionSize !== 'string' ||
      !PORTIONS_OF_A_MEAL.includes(m.portionSize)
    ) {
      return null;
    }
    meals.push({ mealId: m.mealId, portionSize: m.portionSize as MealPortion });
  }
  return {
    weekId: v.weekId,
    weekGlobalId: v.weekGlobalId,
    mealCount: v.mealCount,
    portionSize: v.portionSize as PlanPortionSize,
    deliverySlot: v.deliverySlot as DeliverySlot,
    selectedMeals: meals,
  };
}

/** Session storage first (this tab's latest), then local storage. */
export function readStoredSelection(): StoredSelection | null {
  return readFirst(STORED_SELECTION_KEY, parseStoredSelection, { sessionFirst: true });
}

export function writeStoredSelection(selection: StoredSelection): void {
  writeBoth(STORED_SELECTION_KEY, JSON.stringify(selection));
}

export function clearStoredSelection(): void {
  removeBoth(STORED_SELECTION_KEY);
}

/** The order-creation input a stored selection stands for (contract: OrderCreateInput). */
export function orderInputFromSelection(selection: StoredSelection) {
  return {
    weekId: selection.weekGlobalId,
    mealCount: selection.mealCount,
    defaultPortionSize: selection.portionSize,
    deliverySlot: selection.deliverySlot,
    items: selection.selectedMeals.map((meal) => ({ mealId: meal.mealId, portionSize: meal.portionSize })),
  };
}

import type { Allergen, Diet, MealsScreenQuery$variables } from '../../__generated__/MealsScreenQuery.graphql.ts';
import { ALLERGEN_VALUES, DIET_VALUES } from '@rules';

/**
 * The catalogue's filters live in the URL (`/meals?search=lentil&category=breakfast`) so a
 * filtered view can be shared, reloaded and left with the Back button.
 */
export type MealCategoryValue = NonNullable<MealsScreenQuery$variables['category']>;

export interface MealFilters {
  search: string | null;
  category: MealCategoryValue | null;
  /** "Hide meals with:" (`?hide=gluten,sesame`). */
  withoutAllergens: Allergen[];
  /** "Only:" (`?only=vegetarian`). */
  diets: Diet[];
}

export const SEARCH_PARAM = 'search';
export const CATEGORY_PARAM = 'category';
export const HIDE_PARAM = 'hide';
export const ONLY_PARAM = 'only';

/** A comma-separated list of the URL, unknown values dropped, in the fixed list's order. */
const listParam = <V extends string>(raw: string | null, values: readonly string[]): V[] => {
  const given = (raw ?? '').split(',');
  return values.filter((value) => given.includes(value)) as V[];
};
export const SEARCH_DEBOUNCE_MS = 300;
/** Long enough for any dish, ingredient or tag; keeps absurd input out of the request. */
export const SEARCH_MAX_LENGTH = 100;

// Kept in step with the schema's MealCategory enum by the type annotation: an unknown value
// in a hand-edited URL is ignored instead of failing the whole query.
const CATEGORY_VALUES: ReadonlySet<string> = new Set<Exclude<MealCategoryValue, '%future added value'>>([
  'main',
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'dessert',
]);

export function normalizeSearch(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
  return trimmed === '' ? null : trimmed;
}

export function parseMealFilters(params: URLSearchParams): MealFilters {
  const category = params.get(CATEGORY_PARAM);
  return {
    search: normalizeSearch(params.get(SEARCH_PARAM) ?? ''),
    category: category !== null && CATEGORY_VALUES.has(category) ? (category as MealCategoryValue) : null,
    withoutAllergens: listParam<Allergen>(params.get(HIDE_PARAM), ALLERGEN_VALUES),
    diets: listParam<Diet>(params.get(ONLY_PARAM), DIET_VALUES),
  };
}

/** Writes filters into a copy of `params`, dropping empty ones. */
export function withMealFilters(params: URLSearchParams, filters: MealFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.search) next.set(SEARCH_PARAM, filters.search);
  else next.delete(SEARCH_PARAM);
  if (filters.category) next.set(CATEGORY_PARAM, filters.category);
  else next.delete(CATEGORY_PARAM);
  if (filters.withoutAllergens.length > 0) next.set(HIDE_PARAM, filters.withoutAllergens.join(','));
  else next.delete(HIDE_PARAM);
  if (filters.diets.length > 0) next.set(ONLY_PARAM, filters.diets.join(','));
  else next.delete(ONLY_PARAM);
  return next;
}

export function hasActiveFilters(filters: MealFilters): boolean {
  return (
    filters.search !== null ||
    filters.category !== null ||
    filters.withoutAllergens.length > 0 ||
    filters.diets.length > 0
  );
}

export function sameFilters(a: MealFilters, b: MealFilters): boolean {
  return (
    a.search === b.search &&
    a.category === b.category &&
    a.withoutAllergens.join() === b.withoutAllergens.join() &&
    a.diets.join() === b.diets.join()
  );
}

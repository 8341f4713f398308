import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  normalizeSearch,
  parseMealFilters,
  SEARCH_DEBOUNCE_MS,
  withMealFilters,
  type MealCategoryValue,
  type MealFilters,
} from './mealFilters.ts';

export interface MealFiltersState {
  /** What the catalogue shows: read from the URL. */
  filters: MealFilters;
  /** What is in the search box right now (the URL follows it after a pause in typing). */
  searchText: string;
  setSearchText: (text: string) => void;
  setCategory: (category: MealCategoryValue | null) => void;
  setFoodFilters: (change: Pick<MealFilters, 'withoutAllergens' | 'diets'>) => void;
  clearFilters: () => void;
}

/**
 * The catalogue's filter state. The URL is the source of truth; the search box is debounced
 * into it so a query runs once the visitor pauses, not on every keystroke. URL updates
 * replace the history entry, so Back leaves the catalogue instead of undoing letters.
 */
export function useMealFilters(): MealFiltersState {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseMealFilters(searchParams), [searchParams]);
  const [searchText, setSearchTextState] = useState(filters.search ?? '');
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const applyFilters = useCallback(
    (next: (current: MealFilters) => MealFilters) => {
      setSearchParams((params) => withMealFilters(params, next(parseMealFilters(params))), { replace: true });
    },
    [setSearchParams],
  );

  // When the URL's search changes from outside the box (Clear Filters, Back, a link), show it,
  // unless it is merely the normalized form of what is being typed.
  useEffect(() => {
    setSearchTextState((text) => (normalizeSearch(text) === filters.search ? text : (filters.search ?? '')));
  }, [filters.search]);

  useEffect(() => () => clearTimeout(debounceTimer.current), []);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(() => {
        applyFilters((current) => ({ ...current, search: normalizeSearch(text) }));
      }, SEARCH_DEBOUNCE_MS);
    },
    [applyFilters],
  );

  const setCategory = useCallback(
    (category: MealCategoryValue | null) => applyFilters((current) => ({ ...current, category })),
    [applyFilters],
  );

  const setFoodFilters = useCallback(
    (change: Pick<MealFilters, 'withoutAllergens' | 'diets'>) => applyFilters((current) => ({ ...current, ...change })),
    [applyFilters],
  );

  const clearFilters = useCallback(() => {
    clearTimeout(debounceTimer.current);
    setSearchTextState('');
    applyFilters(() => ({ search: null, category: null, withoutAllergens: [], diets: [] }));
  }, [applyFilters]);

  return { filters, searchText, setSearchText, setCategory, setFoodFilters, clearFilters };
}

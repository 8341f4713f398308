/** Display helpers shared by the catalogue card and the detail dialog. */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useFormat } from '../../i18n/format.ts';

/**
 * Calories and protein in the page's language and digits ("٥٢٠ سعرة", "٣٢٫٥ جم" on Arabic pages).
 * Protein is a float in the API: one decimal at most, none when it is whole ("32 g", "32.5 g").
 */
export function useMealFormat() {
  const { i18n } = useLingui();
  const format = useFormat();
  return useMemo(
    () => ({
      calories: (calories: number) => i18n._('{calories} kcal', { calories: format.number(Math.round(calories)) }),
      protein: (grams: number) => i18n._('{grams} g', { grams: format.number(Math.round(grams * 10) / 10) }),
    }),
    [i18n, format],
  );
}

/** The nutrition facts a portion shows, in order: their label and how each reads, in the page's language. */
export function useNutrients() {
  const { i18n } = useLingui();
  const { calories, protein } = useMealFormat();
  return useMemo(
    () => [
      { label: i18n._('Calories'), of: (portion: { calories: number }) => calories(portion.calories) },
      { label: i18n._('Protein'), of: (portion: { protein: number }) => protein(portion.protein) },
    ],
    [i18n, calories, protein],
  );
}

/**
 * The server's category names (api catalog `categoryLabels`), as catalogue messages: a screen
 * shows a category label with `i18n._(label)`, so these read in the page's language.
 */
export const MEAL_CATEGORY_LABELS = [
  /*i18n*/ 'Main Dishes',
  /*i18n*/ 'Breakfast',
  /*i18n*/ 'Lunch',
  /*i18n*/ 'Dinner',
  /*i18n*/ 'Snacks',
  /*i18n*/ 'Desserts',
] as const;

export const INGREDIENT_EXCERPT_COUNT = 4;

/** "Chicken, Rice, Garlic, Lemon, …" — the first few ingredients for a card. */
export function ingredientsExcerpt(ingredients: readonly string[], count = INGREDIENT_EXCERPT_COUNT): string {
  const names = ingredients.map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return '';
  const head = names.slice(0, count).join(', ');
  return names.length > count ? `${head}, …` : head;
}

/** The first `limit` tags, and how many more there are (shown as "+N more"). */
export function splitTags(tags: readonly string[], limit: number): { visible: readonly string[]; hiddenCount: number } {
  return { visible: tags.slice(0, limit), hiddenCount: Math.max(0, tags.length - limit) };
}

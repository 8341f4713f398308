// A meal as the old product's REST paths answer it (the public catalogue and the admin meal paths).
import type { Meal } from '../../generated/prisma/client.ts';
import { arabicTextsOf, textsIn, type Language } from '../../lib/language.ts';
import { toPounds } from '../../lib/money.ts';
import { categoryLabels, largeNutrition } from './meals.service.ts';
import { pickJson } from '../../http/rest.ts';

/** The meal's texts that have Arabic beside them (`titleAr`…). */
export const mealTexts = ['title', 'description', 'ingredients', 'tags'] as const;

/** The meal with its texts in `language` (English, the old product's answer, unless told). */
export function mealJson(meal: Meal, language: Language = 'en') {
  const large = largeNutrition(meal);
  return {
    id: meal.id,
    ...textsIn(meal, mealTexts, language),
    category: categoryLabels[meal.category],
    categoryKey: meal.category,
    ...pickJson(meal, ['imageUrl', 'calories', 'protein']),
    caloriesLarge: large.calories,
    proteinLarge: large.protein,
    price: toPounds(meal.pricePiasters),
    allergens: meal.allergens,
    diets: meal.diets,
  };
}

/** What the admin paths answer: the English meal and its Arabic as stored. */
export const adminMealJson = (meal: Meal) => ({ ...mealJson(meal), ...arabicTextsOf(meal, mealTexts) });

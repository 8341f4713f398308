// A meal as the old product's REST paths answer it (the public catalogue and the admin meal paths).
import type { Meal } from '../../generated/prisma/client.ts';
import { toPounds } from '../../lib/money.ts';
import { categoryLabels, largeNutrition } from './meals.service.ts';
import { pickJson } from '../../http/rest.ts';

export function mealJson(meal: Meal) {
  const large = largeNutrition(meal);
  return {
    ...pickJson(meal, ['id', 'title', 'description', 'ingredients', 'tags']),
    category: categoryLabels[meal.category],
    categoryKey: meal.category,
    ...pickJson(meal, ['imageUrl', 'calories', 'protein']),
    caloriesLarge: large.calories,
    proteinLarge: large.protein,
    price: toPounds(meal.pricePiasters),
  };
}

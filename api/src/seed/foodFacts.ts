// The demo meals' allergens and diets, read from each meal's ingredient list (and, for the three
// meals whose list is still "coming soon", from its description). Decisions:
// - allergens: an ingredient made from wheat (bread, pita, pasta, vermicelli, freekeh, bulgur,
//   semolina, flour, pastry, breadcrumbs) is gluten, and so are oats (not certified gluten-free);
//   yoghurt, labneh, cheese, milk, cream, butter and ghee are dairy; tahini, hummus and za'atar are
//   sesame; pine nuts, almonds, pistachios and hazelnuts are tree nuts; chicken stock counts as
//   celery (stocks are made with it). Coconut and pumpkin seeds are on no list of ours.
// - diets say which diets a meal fits: a vegan meal is also vegetarian, a vegetarian one also
//   pescatarian (no meat; fish allowed), so a customer following a diet finds every meal they may eat.
// - high protein is computed (highProtein below); low carb means no rice, grain, bread, pasta,
//   potato, legume or sugar in it (so "Baked Eggs with Basterma", tagged low-carb, is not: it comes
//   with baladi bread).

import type { Allergen, Diet } from '../generated/prisma/client.ts';

/** At least 20 g of protein and a fifth of the calories from it (4 kcal a gram), per standard portion. */
export const highProtein = (meal: { calories: number; protein: number }) =>
  meal.protein >= 20 && (meal.protein * 4) / meal.calories >= 0.2;

const VEGAN: Diet[] = ['vegan', 'vegetarian', 'pescatarian'];
const VEGETARIAN: Diet[] = ['vegetarian', 'pescatarian'];
const FISH: Diet[] = ['pescatarian'];

/** By English title; `diets` here are all but high protein. */
export const demoFoodFacts: Record<string, { allergens: Allergen[]; diets: Diet[] }> = {
  'Chicken Shawarma Bowl': { allergens: ['dairy'], diets: [] },
  'Koshari with Lentils': { allergens: ['gluten'], diets: VEGAN },
  'Molokhia with Chicken': { allergens: ['gluten', 'dairy', 'celery'], diets: [] },
  'Kofta with Tahini': { allergens: ['sesame'], diets: [] },
  'Grilled Salmon with Freekeh': { allergens: ['gluten', 'dairy', 'tree_nuts', 'fish'], diets: FISH },
  'Fattah with Beef': { allergens: ['gluten', 'dairy'], diets: [] },
  'Mixed Mahshi with Yoghurt': { allergens: ['dairy'], diets: VEGETARIAN },
  'Shish Tawook with Vermicelli Rice': { allergens: ['gluten', 'dairy'], diets: [] },
  'Bamya with Lamb': { allergens: [], diets: [] },
  'Sayadeya Fish with Caramelised Onion Rice': { allergens: ['tree_nuts', 'sesame', 'fish'], diets: FISH },
  'Shrimp Tagine': { allergens: ['shellfish'], diets: FISH },
  'Roast Chicken with Freekeh': { allergens: ['gluten', 'dairy', 'tree_nuts', 'celery'], diets: [] },
  'Macarona Bechamel': { allergens: ['gluten', 'dairy', 'eggs'], diets: [] },
  "Ta'ameya Falafel Bowl": { allergens: ['gluten', 'sesame'], diets: VEGAN },
  'Lentil & Quinoa Power Bowl': { allergens: [], diets: VEGAN },
  'Harissa Chicken Cauliflower Rice Bowl': { allergens: [], diets: ['low_carb'] },
  'Beef Kebab with Bulgur and Grilled Vegetables': { allergens: ['gluten', 'dairy'], diets: [] },
  'Lemon Herb Chicken with Roasted Vegetables': { allergens: [], diets: ['low_carb'] },
  'Grilled Sea Bass with Lemon and Herbs': { allergens: ['fish'], diets: FISH },
  // From the description: taboon bread, olive oil, sumac onions, pine nuts.
  'Chicken Musakhan with Sumac Onions': { allergens: ['gluten', 'tree_nuts'], diets: [] },
  'Beef Shawarma Plate with Hummus': { allergens: ['gluten', 'sesame'], diets: [] },
  "Mesa'aa with Minced Beef": { allergens: [], diets: [] },
  'Chicken Pane with Mashed Potatoes': { allergens: ['gluten', 'dairy', 'eggs'], diets: [] },
  'Kofta Dawood Basha': { allergens: ['gluten', 'tree_nuts'], diets: [] },
  'Ful Medames with Baladi Bread': { allergens: ['gluten'], diets: VEGAN },
  'Shakshuka with Feta': { allergens: ['gluten', 'dairy', 'eggs'], diets: VEGETARIAN },
  'Greek Yoghurt with Dates and Granola': { allergens: ['gluten', 'dairy', 'tree_nuts'], diets: VEGETARIAN },
  // From the description: eggs, basterma, sweet peppers, toasted baladi bread.
  'Baked Eggs with Basterma': { allergens: ['gluten', 'eggs'], diets: [] },
  'Hawawshi with Tahini': { allergens: ['gluten', 'sesame'], diets: [] },
  'Chicken Fattoush Salad': { allergens: ['gluten'], diets: [] },
  'Halloumi and Roasted Vegetable Wrap': { allergens: ['gluten', 'dairy', 'sesame'], diets: VEGETARIAN },
  'Lentil Soup with Crispy Pita': { allergens: ['gluten'], diets: VEGAN },
  'Alexandrian Liver with Peppers': { allergens: ['sesame'], diets: ['low_carb'] },
  'Grilled Chicken with Tahini Cauliflower': { allergens: ['sesame'], diets: ['low_carb'] },
  'Hummus with Crudités': { allergens: ['sesame'], diets: VEGAN },
  'Baba Ghanoush with Whole-Wheat Pita': { allergens: ['gluten', 'sesame'], diets: VEGAN },
  // From the description: baked pastry (its dough unknown: not claimed vegan), spinach, onion, sumac.
  'Spinach Sambousek': { allergens: ['gluten'], diets: VEGETARIAN },
  'Om Ali': { allergens: ['gluten', 'dairy', 'tree_nuts'], diets: VEGETARIAN },
  'Roz bel Laban with Pistachios': { allergens: ['dairy', 'tree_nuts'], diets: VEGETARIAN },
  Basbousa: { allergens: ['gluten', 'dairy', 'tree_nuts'], diets: VEGETARIAN },
};

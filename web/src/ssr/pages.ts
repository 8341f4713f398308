/**
 * The pages served prerendered, for a first paint before JavaScript: the public pages a
 * visitor lands on. The server renders each with the answer to its screen's query; the browser
 * loads the same screen and hydrates. Both read this table.
 */
import type { PreloadableConcreteRequest, OperationType, Variables } from 'relay-runtime';
import landingScreenQuery from '../__generated__/LandingScreenQuery$parameters.ts';
import mealPlansScreenQuery from '../__generated__/MealPlansScreenQuery$parameters.ts';
import mealsScreenQuery from '../__generated__/MealsScreenQuery$parameters.ts';
import { addressIn } from '../i18n/index.ts';
import { LandingScreen } from '../screens/Landing/LandingRoute.tsx';
import { parseMealFilters } from '../screens/Meals/mealFilters.ts';
import { MealsScreen } from '../screens/Meals/MealsRoute.tsx';
import { MealPlansScreen } from '../screens/MealPlans/MealPlansRoute.tsx';

export interface PrerenderedPage {
  /** Loads the screen's code (and with it its query's full artifact). */
  preload: () => Promise<void>;
  /** The screen's query and the variables its route starts it with at this URL. */
  query: PreloadableConcreteRequest<OperationType>;
  variables: Variables;
  /** The screen's module in the build manifest, whose chunks the page preloads. */
  module: string;
  /**
   * Types whose rows the page lists in full: any change of that type (a new FAQ while none
   * showed, say) drops the page, besides changes to the rows it did show.
   */
  listsTypes: readonly string[];
}

const englishPages: Readonly<Record<string, PrerenderedPage>> = {
  '/': {
    preload: LandingScreen.preload,
    query: landingScreenQuery,
    variables: {},
    module: 'src/screens/Landing/LandingScreen.tsx',
    listsTypes: ['LandingHero', 'CarouselMeal', 'Faq'],
  },
  '/meals': {
    preload: MealsScreen.preload,
    query: mealsScreenQuery,
    // The route reads its filters from the URL; a prerendered /meals has none.
    variables: { ...parseMealFilters(new URLSearchParams()) },
    module: 'src/screens/Meals/MealsScreen.tsx',
    listsTypes: ['Meal'],
  },
  '/meal-plans': {
    preload: MealPlansScreen.preload,
    query: mealPlansScreenQuery,
    variables: {},
    module: 'src/screens/MealPlans/MealPlansScreen.tsx',
    listsTypes: ['Pricing', 'PricingConfig', 'Week'],
  },
};

/** Each page in English and, under /ar, in Arabic: the same screen and query. */
export const prerenderedPages: Readonly<Record<string, PrerenderedPage>> = Object.fromEntries(
  Object.entries(englishPages).flatMap(([path, page]) => [
    [path, page],
    [addressIn('ar', path), page],
  ]),
);

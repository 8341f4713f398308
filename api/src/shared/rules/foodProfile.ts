/** Allergens, diets, the customer's food profile and the chef's pick reasons. (The shared rules: see ../rules.ts.) */

/**
 * The fixed allergen list. Labels in English and Arabic here, and nowhere else: the server's
 * messages and e-mails and the web app's badges, filters and forms all read them from this list.
 */
/** The values alone (what the /meals route in the entry bundle needs: no labels there). */
export const ALLERGEN_VALUES = [
  'gluten',
  'dairy',
  'eggs',
  'peanuts',
  'tree_nuts',
  'sesame',
  'fish',
  'shellfish',
  'soy',
  'mustard',
  'celery',
] as const;
export type Allergen = (typeof ALLERGEN_VALUES)[number];

export const ALLERGENS: readonly { value: Allergen; en: string; ar: string }[] = [
  { value: 'gluten', en: 'Gluten', ar: 'الجلوتين' },
  { value: 'dairy', en: 'Dairy', ar: 'الألبان' },
  { value: 'eggs', en: 'Eggs', ar: 'البيض' },
  { value: 'peanuts', en: 'Peanuts', ar: 'الفول السوداني' },
  { value: 'tree_nuts', en: 'Tree nuts', ar: 'المكسرات' },
  { value: 'sesame', en: 'Sesame', ar: 'السمسم' },
  { value: 'fish', en: 'Fish', ar: 'السمك' },
  { value: 'shellfish', en: 'Shellfish', ar: 'القشريات' },
  { value: 'soy', en: 'Soy', ar: 'الصويا' },
  { value: 'mustard', en: 'Mustard', ar: 'الخردل' },
  { value: 'celery', en: 'Celery', ar: 'الكرفس' },
];

/** The diet labels a meal fits and a customer can follow. */
export const DIET_VALUES = ['vegetarian', 'vegan', 'pescatarian', 'high_protein', 'low_carb'] as const;
export type Diet = (typeof DIET_VALUES)[number];

export const DIETS: readonly { value: Diet; en: string; ar: string }[] = [
  { value: 'vegetarian', en: 'Vegetarian', ar: 'نباتي' },
  { value: 'vegan', en: 'Vegan', ar: 'نباتي صرف' },
  { value: 'pescatarian', en: 'Pescatarian', ar: 'نباتي مع السمك' },
  { value: 'high_protein', en: 'High protein', ar: 'غني بالبروتين' },
  { value: 'low_carb', en: 'Low carb', ar: 'قليل الكربوهيدرات' },
];

type FoodLanguage = 'en' | 'ar';
const labelIn = (
  list: readonly { value: string; en: string; ar: string }[],
  value: string,
  language: string | undefined,
): string => {
  const entry = list.find((item) => item.value === value);
  if (!entry) return value;
  return entry[(language === 'ar' ? 'ar' : 'en') as FoodLanguage];
};
/** An allergen's label in a language (English unless `ar`); an unknown value reads as itself. */
export const allergenLabel = (value: string, language?: string): string => labelIn(ALLERGENS, value, language);
/** A diet's label in a language (English unless `ar`). */
export const dietLabel = (value: string, language?: string): string => labelIn(DIETS, value, language);

/** Disliked ingredients: free-text tags, at most this many, each at most this long (after trimming). */
export const DISLIKED_INGREDIENTS_MAX = 20;
export const DISLIKED_INGREDIENT_MAX_LENGTH = 40;

/**
 * A disliked-ingredient tag as it is stored and compared: trimmed, inner spaces collapsed,
 * lower-cased. Empty means "no tag".
 */
export const normalizeIngredientTag = (tag: string): string =>
  tag.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The tags normalised, empties and duplicates dropped, in the order given. */
export const normalizeIngredientTags = (tags: readonly string[]): string[] => [
  ...new Set(tags.map(normalizeIngredientTag).filter((tag) => tag !== '')),
];

export interface FoodProfile {
  avoidAllergens: readonly string[];
  followDiets: readonly string[];
  dislikedIngredients: readonly string[];
}

export interface MealFoodFacts {
  allergens: readonly string[];
  diets: readonly string[];
  /** Comma-separated (the catalogue's form), English; the Arabic one may be given too. */
  ingredients: string;
  ingredientsAr?: string;
}

/** One way a meal conflicts with a profile. */
export type FoodConflict =
  { kind: 'allergen'; value: string } | { kind: 'diet'; value: string } | { kind: 'ingredient'; value: string };

/**
 * Whether a disliked tag names an ingredient of the meal: a whole-word match in its ingredient
 * list (English or Arabic), so "egg" matches "Egg, spinach" and "eggs" but not "eggplant".
 * The same rule as the chef's choice's SQL (engine.service.ts).
 */
export const mentionsIngredient = (ingredients: string, tag: string): boolean => {
  const haystack = ` ${normalizeIngredientTag(ingredients.replace(/[,;()/]+/g, ' '))} `;
  const needle = normalizeIngredientTag(tag);
  if (!needle) return false;
  return haystack.includes(` ${needle} `) || haystack.includes(` ${needle}s `) || haystack.includes(` ${needle}es `);
};

/**
 * What of a profile a meal breaks: each avoided allergen it contains, each followed diet it does
 * not fit, each disliked ingredient it lists. Empty: the meal fits. The chef's choice's SQL applies
 * the same three rules.
 */
export const foodConflicts = (profile: FoodProfile, meal: MealFoodFacts): FoodConflict[] => [
  ...profile.avoidAllergens
    .filter((allergen) => meal.allergens.includes(allergen))
    .map((value) => ({ kind: 'allergen' as const, value })),
  ...profile.followDiets
    .filter((diet) => !meal.diets.includes(diet))
    .map((value) => ({ kind: 'diet' as const, value })),
  ...profile.dislikedIngredients
    .filter((tag) => mentionsIngredient(meal.ingredients, tag) || mentionsIngredient(meal.ingredientsAr ?? '', tag))
    .map((value) => ({ kind: 'ingredient' as const, value })),
];

/**
 * The question the menu asks before adding a conflicting meal, as a catalogue message and its
 * values: "Contains sesame, which you avoid. Add it anyway?".
 */
export const conflictQuestion = (
  conflict: FoodConflict,
  language?: string,
): { message: string; values: Record<string, string> } => {
  if (conflict.kind === 'allergen') {
    return {
      message: /*i18n*/ 'Contains {allergen}, which you avoid. Add it anyway?',
      values: { allergen: allergenLabel(conflict.value, language).toLocaleLowerCase(language === 'ar' ? 'ar' : 'en') },
    };
  }
  if (conflict.kind === 'diet') {
    return {
      message: /*i18n*/ 'Not {diet}, which you follow. Add it anyway?',
      values: { diet: dietLabel(conflict.value, language).toLocaleLowerCase(language === 'ar' ? 'ar' : 'en') },
    };
  }
  return {
    message: /*i18n*/ 'Contains {ingredient}, which you dislike. Add it anyway?',
    values: { ingredient: conflict.value },
  };
};

/**
 * Why the chef's choice picked a meal, stored on the order item and said in the customer's
 * language ("picked for you: high protein, not eaten in the last 2 weeks"). A diet the customer
 * follows is its own reason code (`diet:<value>`), and so is their own rating (`rated:<stars>`).
 */
export const PICK_REASONS = [
  { value: 'fits_profile', en: 'fits your food preferences', ar: 'يناسب تفضيلاتك الغذائية' },
  { value: 'not_recent', en: 'not eaten in the last 2 weeks', ar: 'لم تتناوله خلال آخر أسبوعين' },
  { value: 'well_rated', en: 'well rated by our customers', ar: 'تقييمها مرتفع لدى عملائنا' },
  { value: 'featured', en: "this week's featured meal", ar: 'من الوجبات المميزة هذا الأسبوع' },
  {
    value: 'repeat',
    en: 'the menu had too few meals that fit, so it repeats',
    ar: 'تكرر لقلة الوجبات المناسبة في القائمة',
  },
] as const;

/** One reason code in a language; `diet:high_protein` reads as the diet's label. */
export const pickReasonLabel = (code: string, language?: string): string => {
  if (code.startsWith('diet:')) {
    const label = dietLabel(code.slice(5), language);
    return language === 'ar' ? label : label.toLocaleLowerCase('en');
  }
  // `rated:<stars>`: the customer's own rating (4 or 5) of the meal.
  if (code.startsWith('rated:')) {
    const stars = code.slice(6);
    return language === 'ar' ? `قيّمتها بـ ${stars} نجوم` : `you rated it ${stars} stars`;
  }
  const entry = PICK_REASONS.find((item) => item.value === code);
  if (!entry) return code;
  return language === 'ar' ? entry.ar : entry.en;
};

/** "picked for you: high protein, not eaten in the last 2 weeks" in a language; empty without reasons. */
export const pickedForYou = (codes: readonly string[], language?: string): string => {
  if (codes.length === 0) return '';
  const reasons = codes.map((code) => pickReasonLabel(code, language));
  return language === 'ar' ? `اخترناها لك: ${reasons.join('، ')}` : `picked for you: ${reasons.join(', ')}`;
};

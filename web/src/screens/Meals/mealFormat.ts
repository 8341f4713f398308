/** Display helpers shared by the catalogue card and the detail dialog. */

export function formatCalories(calories: number): string {
  return `${Math.round(calories)} kcal`;
}

/** Protein is a float in the API; one decimal at most, none when it is whole ("32 g", "32.5 g"). */
export function formatProtein(grams: number): string {
  return `${Math.round(grams * 10) / 10} g`;
}

/** The nutrition facts a portion shows, in order: their label and how each reads. */
export const NUTRIENTS = [
  { label: 'Calories', of: (portion: { calories: number }) => formatCalories(portion.calories) },
  { label: 'Protein', of: (portion: { protein: number }) => formatProtein(portion.protein) },
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

import type { AppContext } from '../../app.ts';
import { Prisma, type Allergen, type Diet, type Meal, type MealCategory } from '../../generated/prisma/client.ts';
import { escapeLike } from '../../db/like.ts';
import { publicRowsMemo } from '../../lib/publicChanges/index.ts';

/** Display labels; `main` keeps the customer specification's default "Main Dishes". */
export const categoryLabels: Record<MealCategory, string> = {
  main: 'Main Dishes',
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snacks',
  dessert: 'Desserts',
};

export const categoryOrder = Object.keys(categoryLabels) as MealCategory[];

export interface Nutrition {
  calories: number;
  protein: number;
}

/** Large values fall back to 1.5 × standard, rounded, when a meal has none. */
export function largeNutrition(meal: Pick<Meal, 'calories' | 'protein' | 'caloriesLarge' | 'proteinLarge'>): Nutrition {
  return {
    calories: meal.caloriesLarge ?? Math.round(meal.calories * 1.5),
    protein: meal.proteinLarge ?? Math.round(meal.protein * 1.5),
  };
}

/** The comma-separated ingredients text as a list, blanks dropped. */
export function ingredientList(ingredients: string): string[] {
  return ingredients
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface MealFilter {
  search?: string | null;
  category?: MealCategory | null;
  /** "Hide meals with:": meals containing any of these allergens are left out. */
  withoutAllergens?: readonly Allergen[] | null;
  /** "Only:": meals fitting every one of these diets. */
  diets?: readonly Diet[] | null;
}

/**
 * The Prisma `where` for the public catalogue. A search matches title,
 * description, ingredients or any tag, in English or Arabic, case-insensitively; tags need SQL
 * (Prisma cannot match inside array elements), so matching ids come first. The food filters are
 * SQL too: Prisma's `hasSome`/`hasEvery` on an enum list fail on the embedded database (its
 * adapter sends the list as one text), so the lists travel as one comma-joined text, split in SQL.
 */
async function catalogueWhere(app: AppContext, filter: MealFilter): Promise<Prisma.MealWhereInput> {
  const where: Prisma.MealWhereInput = { isActive: true };
  if (filter.category) where.category = filter.category;
  const conditions: Prisma.Sql[] = [];
  if (filter.withoutAllergens?.length) {
    conditions.push(Prisma.sql`NOT (allergens::text[] && string_to_array(${filter.withoutAllergens.join(',')}, ','))`);
  }
  if (filter.diets?.length) {
    conditions.push(Prisma.sql`diets::text[] @> string_to_array(${filter.diets.join(',')}, ',')`);
  }
  const term = filter.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(Prisma.sql`(title ILIKE ${pattern} OR description ILIKE ${pattern} OR ingredients ILIKE ${pattern}
             OR array_to_string(tags, ' ') ILIKE ${pattern}
             OR "titleAr" ILIKE ${pattern} OR "descriptionAr" ILIKE ${pattern} OR "ingredientsAr" ILIKE ${pattern}
             OR array_to_string("tagsAr", ' ') ILIKE ${pattern})`);
  }
  if (conditions.length > 0) {
    const rows = await app.prisma.$queryRaw<{ id: number }[]>(
      Prisma.sql`SELECT id FROM "Meal" WHERE "isActive" AND ${Prisma.join(conditions, ' AND ')}`,
    );
    where.id = { in: rows.map((row) => row.id) };
  }
  return where;
}

const catalogueOrder: Prisma.MealOrderByWithRelationInput[] = [{ title: 'asc' }, { id: 'asc' }];

export type MealQuery = Prisma.MealDefaultArgs;

/**
 * One catalogue search: its page and its count share the filter, worked out (and its SQL run)
 * once, on first use.
 */
export interface CatalogueSearch {
  /** A page: Pothos' connection `query` (relations, take, skip, cursor), or nothing for all. */
  list(query?: Omit<Prisma.MealFindManyArgs, 'where' | 'orderBy'>): Promise<Meal[]>;
  count(): Promise<number>;
}

export function searchCatalogue(app: AppContext, filter: MealFilter = {}): CatalogueSearch {
  let where: Promise<Prisma.MealWhereInput> | undefined;
  const whereOnce = () => (where ??= catalogueWhere(app, filter));
  return {
    list: async (query) => app.prisma.meal.findMany({ ...query, where: await whereOnce(), orderBy: catalogueOrder }),
    count: async () => app.prisma.meal.count({ where: await whereOnce() }),
  };
}

/** Meals by id, in one query (a selection's meals; order is the caller's). */
export function listMealsByIds<Q extends MealQuery>(app: AppContext, ids: number[], query?: Q) {
  return app.prisma.meal.findMany({ ...query, where: { id: { in: ids } } });
}

/**
 * Meals by id as bare rows, for answers that show a customer's picks beside personal fields:
 * the active catalogue from memory until a change of a meal is announced (lib/publicChanges) or
 * the public answers' TTL, retired meals from one query when asked for. The rows are shared:
 * never change them.
 */
export async function mealRowsById(app: AppContext, ids: readonly number[]): Promise<ReadonlyMap<number, Meal>> {
  const memo = publicRowsMemo<Map<number, Meal>>(app.publicChanges, {
    typename: 'Meal',
    ttlMs: app.config.PUBLIC_CACHE_TTL_MS,
  });
  const active = await memo.get('active', async () => {
    const meals = await app.prisma.meal.findMany({ where: { isActive: true } });
    return new Map(meals.map((meal) => [meal.id, meal]));
  });
  const missing = [...new Set(ids)].filter((id) => !active.has(id));
  if (missing.length === 0) return active;
  const retired = await listMealsByIds(app, missing);
  return new Map([...active, ...retired.map((meal) => [meal.id, meal] as const)]);
}

/** Categories that have at least one active meal, in the fixed display order. */
export async function listCategories(app: AppContext): Promise<MealCategory[]> {
  const groups = await app.prisma.meal.groupBy({ by: ['category'], where: { isActive: true } });
  const present = new Set(groups.map((group) => group.category));
  return categoryOrder.filter((category) => present.has(category));
}

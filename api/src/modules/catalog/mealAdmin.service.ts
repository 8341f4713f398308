// The admin's side of the meal catalogue: create, edit, delete (or hide). Every change writes
// its audit row in its own transaction and, once committed, announces the public answers it
// changed.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { arabicText } from '../../lib/language.ts';
import { toPiasters } from '../../lib/money.ts';
import { parseInput, typedNumberInput as numeric } from '../../lib/validation.ts';
import { adminMealMessages, DEFAULT_MEAL_PRICE_EGP, isSafeLocation, largePortionValue } from '../../shared/rules.ts';
import { recordAudit } from '../../lib/audit/index.ts';
import { categoryOrder, type MealQuery } from './meals.service.ts';
import { allergenListInput, dietListInput } from './foodFacts.ts';

const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

const required = (max: number) =>
  z.string(adminMealMessages.required).trim().min(1, adminMealMessages.required).max(max, `At most ${max} characters`);

const calories = (field: string) =>
  numeric(
    z
      .number(`${field} must be a number`)
      .int(`${field} must be a whole number`)
      .min(0, `${field} cannot be negative`)
      .max(20_000, `${field} is too large`),
  );

const protein = (field: string) =>
  numeric(
    z
      .number(`${field} must be a number`)
      .min(0, `${field} cannot be negative`)
      .max(2_000, `${field} is too large`)
      .refine(isTenth, `${field} allows steps of 0.1`),
  );

/** The meal form (admin specification §2, §5); the price is whole pounds here. */
const mealForm = z.object({
  title: required(120),
  titleAr: arabicText(120),
  description: required(2000),
  descriptionAr: arabicText(2000),
  imageUrl: required(2048).refine(isSafeLocation, adminMealMessages.imageUrlInvalid),
  category: z.enum(categoryOrder, 'Category is not valid').default('main'),
  calories: calories('Calories'),
  protein: protein('Protein'),
  caloriesLarge: calories('Large calories').nullish(),
  proteinLarge: protein('Large protein').nullish(),
  ingredients: z.string().trim().max(2000).default(''),
  ingredientsAr: arabicText(2000),
  price: numeric(z.number().int('Price must be whole pounds').min(0, 'Price cannot be negative').max(100_000))
    .nullish()
    .transform((price) => price ?? DEFAULT_MEAL_PRICE_EGP),
  // Left out: kept as they are (a client that knows nothing of them never erases them).
  allergens: z.preprocess((value) => value ?? undefined, allergenListInput().optional()),
  diets: z.preprocess((value) => value ?? undefined, dietListInput().optional()),
});

/** What a meal row gets from a form: large values default to 1.5 × regular, rounded. */
function mealData(raw: unknown) {
  const { caloriesLarge, proteinLarge, price, ...form } = parseInput(mealForm, raw);
  return {
    ...form,
    caloriesLarge: caloriesLarge ?? largePortionValue(form.calories),
    proteinLarge: proteinLarge ?? largePortionValue(form.protein),
    pricePiasters: toPiasters(price),
  } satisfies Prisma.MealUncheckedCreateInput;
}

/** A meal id from a client; malformed is a validation error on `field`, unknown or hidden is not found. */
export function mealIdOf(ref: unknown, field = 'id'): number {
  const id = parseDatabaseId(ref, 'Meal');
  if (id === null) throw ValidationError.forField(field, 'Meal is not valid');
  return id;
}

export async function createMeal<Q extends MealQuery>(app: AppContext, adminId: number, raw: unknown, query?: Q) {
  const data = mealData(raw);
  const meal = await app.prisma.$transaction(async (tx) => {
    const created = await tx.meal.create({ ...query, data });
    await recordAudit(tx, { adminId, action: 'meal.create', entityType: 'Meal', entityId: created.id, changes: data });
    return created;
  });
  // A new row: every answer listing meals may now be short of it.
  await app.publicChanges.publish([{ typename: 'Meal' }]);
  return meal;
}

export async function updateMeal<Q extends MealQuery>(
  app: AppContext,
  adminId: number,
  ref: unknown,
  raw: unknown,
  query?: Q,
) {
  const id = mealIdOf(ref);
  const data = mealData(raw);
  const meal = await app.prisma.$transaction(async (tx) => {
    const { count } = await tx.meal.updateMany({ where: { id, isActive: true }, data });
    if (count === 0) throw new NotFoundError(adminMealMessages.notFound);
    await recordAudit(tx, { adminId, action: 'meal.update', entityType: 'Meal', entityId: id, changes: data });
    return tx.meal.findUniqueOrThrow({ ...query, where: { id } });
  });
  await app.publicChanges.publish([{ typename: 'Meal', id }]);
  return meal;
}

/**
 * Deletes a meal, or hides it when past orders name it (their items keep pointing at it; a
 * hidden meal leaves the catalogue and every menu). Either way it is gone for admins too.
 */
export async function deleteMeal(
  app: AppContext,
  adminId: number,
  ref: unknown,
): Promise<{ id: number; hidden: boolean }> {
  const id = mealIdOf(ref);
  const result = await app.prisma.$transaction(async (tx) => {
    const meal = await tx.meal.findFirst({ where: { id, isActive: true }, select: { id: true } });
    if (!meal) throw new NotFoundError(adminMealMessages.notFound);
    const ordered = (await tx.orderItem.count({ where: { mealId: id } })) > 0;
    if (ordered) {
      await tx.meal.update({ where: { id }, data: { isActive: false } });
    } else {
      await tx.weekMenuItem.deleteMany({ where: { mealId: id } });
      await tx.meal.delete({ where: { id } });
    }
    await recordAudit(tx, {
      adminId,
      action: ordered ? 'meal.hide' : 'meal.delete',
      entityType: 'Meal',
      entityId: id,
    });
    return { id, hidden: ordered };
  });
  await app.publicChanges.publish([{ typename: 'Meal', id }]);
  return result;
}

/** The admin's meal list: every meal not deleted or hidden, alphabetical. */
export function listAdminMeals<Q extends Omit<Prisma.MealFindManyArgs, 'where' | 'orderBy'>>(
  app: AppContext,
  query?: Q,
) {
  return app.prisma.meal.findMany({ ...query, where: { isActive: true }, orderBy: [{ title: 'asc' }, { id: 'asc' }] });
}

export function countAdminMeals(app: AppContext): Promise<number> {
  return app.prisma.meal.count({ where: { isActive: true } });
}

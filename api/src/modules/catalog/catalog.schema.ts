import DataLoader from 'dataloader';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import type { Meal } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { MoneyRef } from '../../graphql/money.ts';
import { connectionNames, connectionPageArgs } from '../../graphql/pagination.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { perRequest } from '../../graphql/perRequest.ts';
import { inRequestLanguage, listInRequestLanguage, storedText } from '../../graphql/translated.ts';
import {
  categoryLabels,
  ingredientList,
  largeNutrition,
  listCategories,
  mealRowsById,
  searchCatalogue,
  type MealFilter,
  type Nutrition,
} from './meals.service.ts';
import { ALLERGEN_VALUES, DIET_VALUES } from '../../shared/rules.ts';
import { findWeekByRef, listUpcomingWeeks, menuOrder, offeredMenuItem, weekIsLive } from './menus.service.ts';

export const MealCategoryEnum = builder.enumType('MealCategory', {
  values: ['main', 'breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const,
});

export const AllergenEnum = builder.enumType('Allergen', {
  description: 'The fixed allergen list (labels: shared rules, ALLERGENS).',
  values: ALLERGEN_VALUES,
});
export const DietEnum = builder.enumType('Diet', {
  description: 'The diets a meal fits and a customer can follow (labels: shared rules, DIETS).',
  values: DIET_VALUES,
});

const NutritionRef = builder.objectRef<Nutrition>('Nutrition').implement({
  description: 'Approximate values for one portion.',
  fields: (t) => ({
    calories: t.exposeInt('calories'),
    protein: t.exposeFloat('protein', { description: 'Grams.' }),
  }),
});

export const MealRef = builder.prismaNode('Meal', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.string(inRequestLanguage('title')),
    titleEn: t.string(storedText('title')),
    titleAr: t.string(storedText('titleAr')),
    description: t.string(inRequestLanguage('description')),
    descriptionEn: t.string(storedText('description')),
    descriptionAr: t.string(storedText('descriptionAr')),
    ingredients: t.stringList(inRequestLanguage('ingredients', { shown: ingredientList })),
    ingredientsEn: t.string({ ...storedText('ingredients'), description: 'Comma-separated, as stored (admins).' }),
    ingredientsAr: t.string({ ...storedText('ingredientsAr'), description: 'Comma-separated, as stored (admins).' }),
    tags: t.stringList(listInRequestLanguage('tags')),
    tagsAr: t.stringList(storedText('tagsAr')),
    category: t.expose('category', { type: MealCategoryEnum }),
    categoryLabel: t.string({ resolve: (meal) => categoryLabels[meal.category] }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    allergens: t.field({
      type: [AllergenEnum],
      description: 'What it contains, in the fixed list order.',
      resolve: (meal) => meal.allergens,
    }),
    diets: t.field({ type: [DietEnum], description: 'The diets it fits.', resolve: (meal) => meal.diets }),
    standard: t.field({
      type: NutritionRef,
      resolve: (meal) => ({ calories: meal.calories, protein: meal.protein }),
    }),
    large: t.field({ type: NutritionRef, resolve: (meal) => largeNutrition(meal) }),
    price: t.field({
      type: MoneyRef,
      description: "The old product's per-meal price, kept for the admin form (plans are priced by `pricing`).",
      resolve: (meal) => meal.pricePiasters,
    }),
  }),
});

const MealCategoryOption = builder.objectRef<{ value: keyof typeof categoryLabels }>('MealCategoryOption').implement({
  fields: (t) => ({
    value: t.field({ type: MealCategoryEnum, resolve: (option) => option.value }),
    label: t.string({ resolve: (option) => categoryLabels[option.value] }),
  }),
});

export const WeekMenuItemRef = builder.prismaNode('WeekMenuItem', {
  id: { field: 'id' },
  fields: (t) => ({
    meal: t.relation('meal'),
    isAvailable: t.exposeBoolean('isAvailable'),
    isFeatured: t.exposeBoolean('isFeatured'),
    sortOrder: t.exposeInt('sortOrder'),
  }),
});

export const WeekRef = builder.prismaNode('Week', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    label: t.exposeString('label'),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date' }),
    deliveryDate: t.expose('deliveryDate', { type: 'Date' }),
    orderDeadline: t.expose('orderDeadline', { type: 'DateTime' }),
    isSelectable: t.exposeBoolean('isSelectable'),
    isLive: t.boolean({
      description: 'Open for orders now: selectable, deadline ahead, starting within the live window.',
      resolve: (week, _args, { app }) => weekIsLive(app, week),
    }),
    menu: t.relation('menu', {
      description: 'Meals on offer this week, in display order.',
      query: { where: offeredMenuItem, orderBy: menuOrder },
    }),
  }),
});

/**
 * The meal an id names (an order item's): the ids one request asks for are read together, from
 * the catalogue in memory (`mealRowsById`), so a list of picks costs no statement of its own.
 */
export const loadMealRow = (ctx: GraphQLContext, id: number): Promise<Meal> =>
  perRequest(
    ctx,
    'mealRows',
    () =>
      new DataLoader<number, Meal>(async (ids) => {
        const rows = await mealRowsById(ctx.app, ids);
        return ids.map((mealId) => rows.get(mealId) ?? new NotFoundError('Meal not found'));
      }),
  ).load(id);

/** The page and its totalCount share one search per request. */
const catalogueSearch = (ctx: GraphQLContext, filter: MealFilter) =>
  perRequest(
    ctx,
    `catalogue:${JSON.stringify([filter.search ?? '', filter.category ?? '', filter.withoutAllergens ?? [], filter.diets ?? []])}`,
    () => searchCatalogue(ctx.app, filter),
  );

builder.queryFields((t) => ({
  meals: t.prismaConnection(
    {
      type: 'Meal',
      cursor: 'id',
      description:
        'The public meal catalogue, alphabetical. Search looks in titles, descriptions, ingredients and tags.',
      args: {
        search: t.arg.string({ validate: z.string().max(100).nullish() }),
        category: t.arg({ type: MealCategoryEnum }),
        withoutAllergens: t.arg({ type: [AllergenEnum], description: 'Hide meals containing any of these.' }),
        diets: t.arg({ type: [DietEnum], description: 'Only meals fitting every one of these.' }),
      },
      validate: connectionPageArgs,
      resolve: (query, _root, args, ctx) => catalogueSearch(ctx, args).list(query),
      totalCount: (_root, args, ctx) => catalogueSearch(ctx, args).count(),
    },
    ...connectionNames('Meal'),
  ),
  mealCategories: t.field({
    type: [MealCategoryOption],
    description: 'Categories that currently have meals, in display order.',
    resolve: async (_root, _args, { app }) => (await listCategories(app)).map((value) => ({ value })),
  }),
  weeks: t.prismaField({
    type: ['Week'],
    description: 'The week in progress and the weeks generated ahead, oldest first.',
    args: { liveOnly: t.arg.boolean({ defaultValue: false }) },
    resolve: (query, _root, { liveOnly }, { app }) => listUpcomingWeeks(app, { liveOnly: liveOnly ?? false }, query),
  }),
  week: t.prismaField({
    type: 'Week',
    nullable: true,
    description: 'A week by its number, or "current" for the first week open for orders.',
    args: { ref: t.arg.string({ required: true }) },
    resolve: (query, _root, { ref }, { app }) => findWeekByRef(app, ref, query),
  }),
}));
